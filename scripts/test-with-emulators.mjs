// Runs inside the emulators (see scripts/test.mjs): the rules tests first (they
// use their own project and wipe it), then the integration tests of the data
// layer, then the demo seed, then the browser tests against the built app.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { startAppServer } from './lib/app-server.mjs';
import { runE2E } from './lib/e2e-run.mjs';
import { ROOT } from './lib/emulators.mjs';

const reports = join(ROOT, 'test-results');

function run(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
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
  status = await runE2E({ appUrl: app.url, reports });
  await app.close();
}
process.exit(status);
