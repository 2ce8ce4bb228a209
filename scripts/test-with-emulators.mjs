// Runs inside the emulators (see scripts/test.mjs): the rules tests (their own
// project, which they wipe) beside the integration tests of the data layer,
// then the demo seed, then the browser tests against the built app, several
// files at a time (scripts/lib/e2e-run.mjs). Each step's time goes to
// test-results/emulator-steps.json for npm test's table.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startAppServer } from './lib/app-server.mjs';
import { runE2E } from './lib/e2e-run.mjs';
import { ROOT } from './lib/emulators.mjs';
import { stepRecorder } from './lib/step-times.mjs';

const reports = join(ROOT, 'test-results');

// npm test starts the emulators beside the last moments of its Ctrl-C check, and the tests begin once
// that has passed: it writes "go" (or "stop") to this file.
const gate = process.env.TESTS_GATE_FILE;
if (gate) {
  while (!existsSync(gate)) await new Promise((done) => setTimeout(done, 200));
  if (readFileSync(gate, 'utf8').trim() !== 'go') {
    console.error('The Ctrl-C check of npm start failed: the emulator tests do not run.');
    process.exit(1);
  }
}

const timed = stepRecorder(reports);

/** Runs a command without blocking this process (it serves the app meanwhile); resolves to its exit status. */
function run(command, args, env = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => done(code ?? 1));
  });
}

const vitest = (config, report) => ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, report)}`];

// The rules tests use a project of their own (demo-wayfare-rules), which the
// emulators keep apart from the integration tests' demo-wayfare, so the two
// run side by side: one mostly waits on the Functions emulator, the other on Firestore's rules.
console.log('\n▶ security rules (Firestore emulator) ‖ integration (Auth, Firestore, Functions, Hosting)');
const [rules, integration] = await Promise.all([
  timed('‖ security rules', () => run('npx', vitest('vitest.rules.config.ts', 'rules.json'))),
  timed('‖ integration', () => run('npx', vitest('vitest.integration.config.ts', 'integration.json'))),
]);
let status = rules || integration;
if (status === 0) {
  console.log('\n▶ seed demo data');
  status = await timed('seed demo data', () => run('node', ['scripts/seed.mjs']));
}
if (status === 0) {
  const app = await startAppServer();
  status = await timed('end to end (Chromium)', () => runE2E({ appUrl: app.url, reports }));
  await app.close();
}
process.exit(status);
