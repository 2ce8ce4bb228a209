// The browser tests' one way to run, for `npm test` and `npm run test:e2e`:
// the files run side by side (E2E_WORKERS at a time, each worker its own
// Chromium), against the one set of emulators, app server, analytics
// collector and Stripe stand-in. They keep out of each other's way by using
// their own accounts and documents, or seeded ones no other file changes, and
// the files that read the analytics collector read only what their own
// browsers sent (docs/testing.md).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './emulators.mjs';

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
 * Runs `files` (every e2e file when empty) against the app at `appUrl`. With
 * `reports`, writes e2e.json there. Resolves to the exit status.
 */
export function runE2E({ appUrl, files = [], reports }) {
  return vitest([...files, `--maxWorkers=${E2E_WORKERS}`, ...reporters(reports, 'e2e.json')], { APP_URL: appUrl }, `side by side, ${E2E_WORKERS} at a time`);
}
