// Runs Lighthouse (mobile, default simulated throttling, performance only) on
// each URL a number of times, each run in a freshly launched Chromium, and
// prints one JSON line per URL: {"url", "runs":[{score, fcp, lcp, tbt, cls, si, bootup, seconds}]}.
//
//   node scripts/bench/lighthouse-worker.mjs <runs> <url>...
//
// It runs in its own process so that Lighthouse's own work never delays the
// app server that answers the page (the server's latency feeds the simulation).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.mjs';
import { OFFLINE_RESOLVER_ARG } from './routes.mjs';

const [runsArg, ...urls] = process.argv.slice(2);
const runCount = Number(runsArg);
if (!(runCount >= 1) || urls.length === 0) {
  console.error('usage: lighthouse-worker.mjs <runs> <url>...');
  process.exit(2);
}
const chromePath = ensureChromium();

async function runOnce(url) {
  const began = Date.now();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROMIUM_ARGS, OFFLINE_RESOLVER_ARG],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    });
    const lhr = result?.lhr;
    const score = lhr?.categories?.performance?.score;
    if (typeof score !== 'number') {
      throw new Error(`Lighthouse gave no performance score for ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    }
    const metric = (id) => lhr.audits[id]?.numericValue ?? null;
    // The scripts that cost the most main-thread time (what total blocking time is made of).
    const bootup = (lhr.audits['bootup-time']?.details?.items ?? [])
      .filter((item) => typeof item.url === 'string' && /^https?:/.test(item.url))
      .sort((a, b) => (b.scripting ?? 0) - (a.scripting ?? 0))
      .slice(0, 3)
      .map((item) => ({ url: item.url, scripting: item.scripting ?? 0 }));
    // The long tasks (over 50 ms simulated) that total blocking time is made of, by start time.
    const longTasks = (lhr.audits['long-tasks']?.details?.items ?? []).map((item) => ({
      url: typeof item.url === 'string' ? item.url : '',
      startTime: item.startTime ?? 0,
      duration: item.duration ?? 0,
    }));
    return {
      bootup,
      longTasks,
      score,
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
      warnings: lhr.runWarnings ?? [],
      seconds: (Date.now() - began) / 1000,
    };
  } finally {
    await chrome.kill();
  }
}

for (const url of urls) {
  const runs = [];
  for (let run = 0; run < runCount; run += 1) runs.push(await runOnce(url));
  process.stdout.write(`${JSON.stringify({ url, runs })}\n`);
}
