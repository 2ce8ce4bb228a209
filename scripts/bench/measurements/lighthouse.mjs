// lighthouse:<route>: the median Lighthouse 12 mobile performance score (0..1)
// of three runs; cls:<route>: the median cumulative layout shift of the same
// runs (rounded to 0.001). Default simulated throttling, each run in a fresh Chromium
// (chrome-launcher, CHROMIUM_ARGS, headless). Lighthouse runs in a child
// process (lighthouse-worker.mjs) so this process keeps serving the app
// without delay.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WORKER = fileURLToPath(new URL('../lighthouse-worker.mjs', import.meta.url));
const RUNS = 3;
const TIMEOUT_PER_RUN_MS = 60_000;

/** Runs the worker; calls onResult({url, runs}) for each URL as it finishes. */
function runWorker(urls, runs, onResult) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WORKER, String(runs), ...urls], { stdio: ['ignore', 'pipe', 'pipe'] });
    let buffer = '';
    let stderr = '';
    let failure;
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      buffer += chunk;
      let newline;
      while ((newline = buffer.indexOf('\n')) !== -1) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (!line.startsWith('{')) continue;
        try {
          onResult(JSON.parse(line));
        } catch (error) {
          failure ??= error;
        }
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_PER_RUN_MS * runs * urls.length);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (failure) reject(failure);
      else if (code === 0) resolve();
      else reject(new Error(`Lighthouse failed (${signal ?? `exit ${code}`}):\n${stderr.trim().slice(-2000)}`));
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => (value === null ? '-' : `${Math.round(value)} ms`);

export async function measureLighthouse({ appUrl, routes }) {
  const byUrl = new Map(routes.map((route) => [new URL(route.path, appUrl).href, route]));
  const results = {};
  await runWorker([...byUrl.keys()], RUNS, ({ url, runs }) => {
    const route = byUrl.get(url);
    if (!route || runs.length !== RUNS) throw new Error(`unexpected Lighthouse result for ${url}`);
    const score = median(runs.map((run) => run.score));
    console.log(
      `  ${route.key} (${route.path}): scores ${runs.map((run) => run.score.toFixed(2)).join(', ')} -> median ${score}`,
    );
    for (const run of runs) {
      console.log(
        `    FCP ${ms(run.fcp)}, LCP ${ms(run.lcp)}, SI ${ms(run.si)}, TBT ${ms(run.tbt)}, ` +
          `CLS ${run.cls?.toFixed(3) ?? '-'} (${run.seconds.toFixed(0)} s)` +
          (run.warnings.length ? `; warnings: ${run.warnings.join(' | ')}` : ''),
      );
    }
    const last = runs[runs.length - 1];
    if (last.lcpElement) {
      const phases = last.lcpPhases.map((item) => `${item.phase} ${ms(item.timing)}`).join(', ');
      console.log(`    largest paint (last run): ${last.lcpElement}${phases ? `; ${phases}` : ''}`);
    }
    if (last.serverResponse !== null) console.log(`    server response (observed, last run): ${ms(last.serverResponse)}`);
    if (last.bootup.length) {
      const top = last.bootup.map((item) => `${new URL(item.url).pathname} ${Math.round(item.scripting)} ms`);
      console.log(`    most scripting (simulated, last run): ${top.join(', ')}`);
    }
    if (last.longTasks?.length) {
      const name = (url) => (/^https?:/.test(url) ? new URL(url).pathname : url || '(page)');
      const tasks = last.longTasks.map((task) => `${name(task.url)} at ${ms(task.startTime)} for ${ms(task.duration)}`);
      console.log(`    long tasks (simulated, last run): ${tasks.join('; ')}`);
    }
    results[`lighthouse:${route.key}`] = Math.round(score * 100) / 100;
    results[`cls:${route.key}`] = Math.round(median(runs.map((run) => run.cls ?? NaN)) * 1000) / 1000;
  });
  // Keep the routes' order whatever order the results came in: the scores, then the layout shifts.
  const keys = ['lighthouse', 'cls'].flatMap((figure) => routes.map((route) => `${figure}:${route.key}`));
  return Object.fromEntries(keys.map((key) => [key, results[key]]));
}
