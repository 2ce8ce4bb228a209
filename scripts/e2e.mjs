// Runs browser tests on their own, for working on one journey:
//   npm run test:e2e -- [test files...]
// Builds the app, starts the emulators, seeds the demo data, serves the build
// and runs the given e2e files (all of them when none is given). `npm test`
// runs the same steps as part of the whole suite.
import { spawn, spawnSync } from 'node:child_process';
import { ROOT } from './lib/emulators.mjs';

const files = process.argv.slice(2);

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const child = spawn('node', ['scripts/with-emulators.mjs', '--', 'node', 'scripts/e2e.mjs', ...files], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  const { startAppServer } = await import('./lib/app-server.mjs');
  const seed = spawnSync('node', ['scripts/seed.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (seed.status !== 0) process.exit(seed.status ?? 1);
  const { runE2E } = await import('./lib/e2e-run.mjs');
  const app = await startAppServer();
  const code = await runE2E({ appUrl: app.url, files });
  await app.close();
  process.exit(code);
}
