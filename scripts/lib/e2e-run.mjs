// The browser tests' one way to run, for `npm test` and `npm run test:e2e`:
// the files run side by side (E2E_WORKERS at a time, each worker its own
// Chromium), against the one set of emulators, app server, analytics
// collector and Stripe stand-in. They keep out of each other's way by using
// their own accounts and documents, or seeded ones no other file changes
// (docs/testing.md). The files in ALONE assert on a singleton every page
// writes to (the analytics collector's event list), so they run after the
// others, by themselves.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './emulators.mjs';

/** Files that must run by themselves: consent clears and counts the collector's global event list. */
export const ALONE = ['tests/e2e/consent.e2e.test.ts'];

/** Browser tests at a time: most of a journey is waiting on the browser and the emulators, so three on two cores. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS || 3);

function vitest(args, env, label) {
  console.log(`\n▶ end to end (Chromium): ${label}`);
  return new Promise((done) => {
    const child = spawn('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...args], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) => done(code ?? 1));
  });
}

const reporters = (reports, name) => (reports ? ['--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, name)}`] : []);

/**
 * Runs `files` (every e2e file when empty) against the app at `appUrl`: the
 * side-by-side ones first, then those that must be alone. With `reports`,
 * writes e2e.json and e2e-alone.json there. Resolves to the exit status.
 */
export async function runE2E({ appUrl, files = [], reports }) {
  const env = { APP_URL: appUrl };
  const alone = files.length === 0 ? ALONE : files.filter((file) => ALONE.some((name) => file.endsWith(name)));
  const together = files.filter((file) => !alone.includes(file));
  let status = 0;
  if (files.length === 0 || together.length > 0) {
    status = await vitest(
      [...together, ...ALONE.map((file) => `--exclude=${file}`), `--maxWorkers=${E2E_WORKERS}`, ...reporters(reports, 'e2e.json')],
      env,
      `side by side, ${E2E_WORKERS} at a time`,
    );
  }
  if (alone.length > 0) {
    const code = await vitest([...alone, ...reporters(reports, 'e2e-alone.json')], env, 'by themselves');
    status ||= code;
  }
  return status;
}
