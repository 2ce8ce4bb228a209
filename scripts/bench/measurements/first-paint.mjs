// firstPaintKiB:<route>: gzip KiB of the JavaScript the browser fetched before
// the first contentful paint.
//
// Each route opens in a fresh browser context (empty cache). The page records
// its resource timings and its first-contentful-paint entry on the same clock;
// every JavaScript resource (a `.js`/`.mjs` URL or an entry the page's scripts
// initiated) whose request STARTED before FCP counts, even if it finished
// later: that is the stricter reading of "loaded for the first paint". Each
// route loads three times; the figure is the median. Sizes
// are the gzip -9 size of the file in dist/ (as Vite reports it), so they do
// not depend on whether the preview server compresses.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { LOCAL_URL } from '../routes.mjs';

const FCP_TIMEOUT_MS = 15_000;
const SETTLE_MS = 750;
// Generous: on a busy 2-core machine a chunk has taken more than 15 s to arrive.
const SETTLE_TIMEOUT_MS = 60_000;

const isJsUrl = (url) => /\.m?js$/.test(new URL(url).pathname);

function gzipSizer(distDir) {
  const cache = new Map();
  return async (url, fallbackBody) => {
    const path = decodeURIComponent(new URL(url).pathname);
    if (cache.has(path)) return cache.get(path);
    const file = join(distDir, path);
    let body;
    if (file.startsWith(distDir) && existsSync(file)) body = readFileSync(file);
    else if (fallbackBody) body = await fallbackBody();
    else throw new Error(`no file in dist/ for ${url}, and no response body to measure`);
    const size = gzipSync(body, { level: 9 }).length;
    cache.set(path, size);
    return size;
  };
}

const round1 = (value) => Math.round(value * 10) / 10;
const kib = (bytes) => round1(bytes / 1024);

async function measureRoute(browser, appUrl, route, gzipSize) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const outside = [];
    await context.route('**/*', (handle) => {
      const url = handle.request().url();
      if (LOCAL_URL.test(url) || url.startsWith('data:') || url.startsWith('blob:')) return handle.continue();
      outside.push(url);
      return handle.abort();
    });
    await context.addInitScript(() => performance.setResourceTimingBufferSize(5000));
    const page = await context.newPage();

    // Script requests still in flight, so the timings are read once they all ended.
    const pending = new Set();
    const responses = new Map();
    let lastScriptEvent = Date.now();
    const isScript = (request) => request.resourceType() === 'script' || isJsUrl(request.url());
    page.on('request', (request) => {
      if (!isScript(request)) return;
      pending.add(request);
      lastScriptEvent = Date.now();
    });
    const done = (request) => {
      if (!pending.delete(request)) return;
      lastScriptEvent = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('response', (response) => {
      if (isScript(response.request())) responses.set(response.url(), response);
    });

    const url = new URL(route.path, appUrl).href;
    const navigation = await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    if (!navigation || !navigation.ok()) throw new Error(`${url} answered ${navigation?.status() ?? 'nothing'}`);

    const fcp = await page.evaluate(
      (timeout) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => resolve(null), timeout);
          new PerformanceObserver((list, observer) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0];
            if (!entry) return;
            clearTimeout(timer);
            observer.disconnect();
            resolve(entry.startTime);
          }).observe({ type: 'paint', buffered: true });
        }),
      FCP_TIMEOUT_MS,
    );
    if (fcp === null) throw new Error(`${url}: no first-contentful-paint within ${FCP_TIMEOUT_MS / 1000} s`);

    // Wait until no script request has started or ended for a moment.
    const settleBy = Date.now() + SETTLE_TIMEOUT_MS;
    while (Date.now() < settleBy && (pending.size > 0 || Date.now() - lastScriptEvent < SETTLE_MS)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({
        name: entry.name,
        initiatorType: entry.initiatorType,
        startTime: entry.startTime,
        responseEnd: entry.responseEnd,
      })),
    );
    const scripts = new Map();
    for (const entry of entries) {
      if (!/^https?:/.test(entry.name)) continue;
      if (!(isJsUrl(entry.name) || entry.initiatorType === 'script')) continue;
      const seen = scripts.get(entry.name);
      if (!seen || entry.startTime < seen.startTime) scripts.set(entry.name, entry);
    }
    // A script request whose timing entry never arrived (still loading, or failed)
    // but that started before FCP would be missed: refuse rather than undercount.
    if (pending.size > 0) {
      const stuck = [...pending].map((request) => request.url()).join(', ');
      throw new Error(`${url}: scripts still loading after ${SETTLE_TIMEOUT_MS / 1000} s: ${stuck}`);
    }

    const chunks = [];
    for (const entry of scripts.values()) {
      const response = responses.get(entry.name);
      const bytes = await gzipSize(entry.name, response ? () => response.body() : undefined);
      chunks.push({
        path: new URL(entry.name).pathname,
        bytes,
        startTime: entry.startTime,
        responseEnd: entry.responseEnd,
        beforeFcp: entry.startTime < fcp,
        endedBeforeFcp: entry.responseEnd <= fcp,
      });
    }
    chunks.sort((a, b) => a.startTime - b.startTime);
    const total = (list) => list.reduce((sum, chunk) => sum + chunk.bytes, 0);
    return {
      fcp,
      outside,
      chunks,
      startedBytes: total(chunks.filter((c) => c.beforeFcp)),
      endedBytes: total(chunks.filter((c) => c.endedBeforeFcp)),
    };
  } finally {
    await context.close();
  }
}

const RUNS = 3;

function report(route, runs, chosen) {
  const lines = [
    `  ${route.key} (${route.path}): ` +
      runs.map((run) => `${kib(run.startedBytes)} KiB (FCP ${run.fcp.toFixed(0)} ms)`).join(', ') +
      ` -> median ${kib(chosen.startedBytes)} KiB gz; in that run ${kib(chosen.endedBytes)} KiB had finished loading by FCP`,
  ];
  for (const chunk of chosen.chunks) {
    const when = chunk.beforeFcp ? 'before FCP' : 'after FCP ';
    lines.push(
      `    ${when}  ${kib(chunk.bytes).toFixed(1).padStart(6)} KiB  ` +
        `${chunk.startTime.toFixed(0).padStart(5)}-${chunk.responseEnd.toFixed(0).padStart(5)} ms  ${chunk.path}`,
    );
  }
  const outside = [...new Set(runs.flatMap((run) => run.outside))];
  if (outside.length) lines.push(`    blocked outside requests: ${outside.join(', ')}`);
  console.log(lines.join('\n'));
}

export async function measureFirstPaint({ appUrl, distDir, routes, chromiumPath, chromiumArgs }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const gzipSize = gzipSizer(distDir);
  const results = {};
  try {
    // One unmeasured load first, so the server's cold start does not skew the first route.
    await measureRoute(browser, appUrl, routes[0], gzipSize);
    for (const route of routes) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measureRoute(browser, appUrl, route, gzipSize));
      // The median run by bytes: whether the post-paint start-up's chunks begin
      // before FCP is a matter of timing, so one load alone can mislead.
      const chosen = [...runs].sort((a, b) => a.startedBytes - b.startedBytes)[Math.floor(RUNS / 2)];
      report(route, runs, chosen);
      results[`firstPaintKiB:${route.key}`] = kib(chosen.startedBytes);
    }
  } finally {
    await browser.close();
  }
  return results;
}
