/* global window */
// sharedLinkLcpMs:<route>: a shared link opened on a slow phone by someone
// who has been here before (the consent choice is stored, so no banner), in
// Chromium against the emulators, the page served as Hosting serves it (the
// linkPreview function writes the screen's first paint into the HTML).
//
// A phone's screen (412×823), the network slowed to 150 ms round trip and
// 1.6 Mbit/s down, the CPU slowed 4x; three loads per screen in fresh browser
// contexts, after one unmeasured request (the function's cold start in the
// emulator). The figure is the median largest contentful paint; each run prints
// the first contentful paint and the largest paint's element beside it, so a
// largest paint that waits for the app's code (after the first paint, on
// something the HTML did not have) shows.
//
//   npm run bench -- sharedLinks
import { chromium } from 'playwright-core';
import { ROUTES } from '../routes.mjs';
import { median } from '../browser.mjs';

const RUNS = 3;
const SHARED = ROUTES.filter((route) => route.key === '/{username}' || route.key === '/trip/{id}');
const SLOW_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/** As consent-record.ts stores a choice: nothing but what is needed. */
const CONSENT = { key: 'wayfare:consent', value: { version: 1, choices: { analytics: false, paymentAnalytics: false, advertising: false } } };

async function openOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
  try {
    await context.addInitScript(({ key, value }) => {
      try {
        localStorage.setItem(key, JSON.stringify({ ...value, decidedAt: new Date().toISOString() }));
      } catch {
        // No storage: a first visit's banner then shows, and the figure says so through its element.
      }
      window.__largestPaints = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const element = entry.element;
          window.__largestPaints.push({ at: entry.startTime, element: element ? `${element.tagName.toLowerCase()}.${element.className}` : '(removed)' });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    }, CONSENT);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const response = await page.goto(url);
    const html = (await response?.text()) ?? '';
    // The screen's code and data arrive within this on the slowed page; a later largest paint would still count.
    await page.waitForTimeout(8000);
    const { fcp, lcp } = await page.evaluate(() => ({
      fcp: window.performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      lcp: window.__largestPaints.at(-1) ?? null,
    }));
    if (fcp === null || lcp === null) throw new Error(`${url} reported no first or largest paint`);
    return { fcp: Math.round(fcp), lcp: Math.round(lcp.at), element: lcp.element, h1InHtml: /<div id="root">[\s\S]*<h1/.test(html) };
  } finally {
    await context.close();
  }
}

export async function measureSharedLinks({ appUrl, chromiumPath, chromiumArgs }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results = {};
  try {
    for (const route of SHARED) {
      // Unmeasured: the first request starts the function in the emulator (seconds, not the page's doing).
      await fetch(`${appUrl}${route.path}`, { headers: { accept: 'text/html' } });
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await openOnce(browser, `${appUrl}${route.path}`));
      const lcp = median(runs.map((r) => r.lcp));
      console.log(`  ${route.key} (${route.path}): largest paint ${runs.map((r) => `${r.lcp} ms`).join(', ')} -> median ${lcp} ms`);
      for (const r of runs) {
        console.log(`    first paint ${r.fcp} ms, largest ${r.lcp} ms: <${r.element}>; its heading in the HTML: ${r.h1InHtml ? 'yes' : 'no'}`);
      }
      results[`sharedLinkLcpMs:${route.key}`] = lcp;
    }
    return results;
  } finally {
    await browser.close();
  }
}
