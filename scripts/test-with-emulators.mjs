// Runs inside the emulators (see scripts/test.mjs): the rules tests first (they
// use their own project and wipe it), then the integration tests of the data
// layer, then the demo seed, then the browser tests against the built app.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { startAppServer } from './lib/app-server.mjs';
import { ROOT } from './lib/emulators.mjs';

const reports = join(ROOT, 'test-results');

function run(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/** Like run, but without blocking this process, which serves the app meanwhile. */
function runAsync(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => done(code ?? 1));
  });
}

let status = run('security rules (Firestore emulator)', 'npx', [
  'vitest', 'run', '--config', 'vitest.rules.config.ts',
  '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'rules.json')}`,
]);
if (status === 0) {
  status = run('accounts and follow graph against Auth, Firestore and Functions', 'npx', [
    'vitest', 'run', '--config', 'vitest.integration.config.ts',
    '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'integration.json')}`,
  ]);
}
if (status === 0) status = run('seed demo data', 'node', ['scripts/seed.mjs']);
if (status === 0) {
  const app = await startAppServer();
  status = await runAsync('end to end (Chromium)', 'npx', [
    'vitest', 'run', '--config', 'vitest.e2e.config.ts',
    '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'e2e.json')}`,
  ], { APP_URL: app.url });
  await app.close();
}
process.exit(status);
