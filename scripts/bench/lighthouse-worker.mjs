// Runs Lighthouse (mobile, default simulated throttling, performance only) on
// each URL a number of times, each run in a freshly launched Chromium, and
// prints one JSON line per URL: {"url", "runs":[{score, fcp, lcp, tbt, cls, si, bootup, lcpElement, lcpPhases,
// serverResponse, seconds}]}.
//
//   node scripts/bench/lighthouse-worker.mjs <runs> <url>...
//
// It runs in its own process so that Lighthouse's own work never delays the
// app server that answers the page (the server's latency feeds the simulation).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.mjs';

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
    chromeFlags: CHROMIUM_ARGS,
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
    // BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each run's report (its JSON, with the observed timings and tasks).
    if (process.env.BENCH_LIGHTHOUSE_REPORTS && lhr) {
      const file = join(process.env.BENCH_LIGHTHOUSE_REPORTS, `${new URL(url).pathname.replace(/\W+/g, '_')}-${began}.json`);
      mkdirSync(process.env.BENCH_LIGHTHOUSE_REPORTS, { recursive: true });
      writeFileSync(file, JSON.stringify(lhr));
    }
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
    // What the largest paint was, and where its time went (time to first byte, load delay, load
    // time, render delay: simulated), with the page's observed server response time.
    const [elementTable, phaseTable] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
    const lcpNode = elementTable?.items?.[0]?.node;
    const lcpElement = lcpNode ? (lcpNode.snippet ?? lcpNode.nodeLabel ?? '').slice(0, 120) : null;
    const lcpPhases = (phaseTable?.items ?? []).map((item) => ({ phase: item.phase, timing: item.timing ?? 0 }));
    return {
      bootup,
      lcpElement,
      lcpPhases,
      serverResponse: metric('server-response-time'),
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

/** The machine's busy share of CPU time over `ms` (from /proc/stat; 0 where there is none). */
async function busyShare(ms) {
  const read = () => {
    try {
      const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
      const idle = fields[3] + (fields[4] ?? 0);
      return { idle, total: fields.reduce((a, b) => a + b, 0) };
    } catch {
      return null;
    }
  };
  const before = read();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = read();
  if (!before || !after || after.total === before.total) return 0;
  return 1 - (after.idle - before.idle) / (after.total - before.total);
}

/**
 * Before a route's runs: one unmeasured run (a link-preview address starts its function in the
 * emulator, and the emulators answer the page's first queries slowly while they warm up: the
 * hosting's and the database's cold start, not the app's), then up to 20 s for the machine to go
 * quiet (the demo data's writes set off Firestore triggers in the Functions emulator, which would
 * otherwise share the CPU with the first runs).
 */
async function settle(url) {
  await runOnce(url).catch(() => undefined);
  const until = Date.now() + 20_000;
  while (Date.now() < until && (await busyShare(1000)) > 0.25);
}

for (const url of urls) {
  await settle(url);
  const runs = [];
  for (let run = 0; run < runCount; run += 1) runs.push(await runOnce(url));
  process.stdout.write(`${JSON.stringify({ url, runs })}\n`);
}
