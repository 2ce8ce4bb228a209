// npm test: every test. Type-check, lint, unit and component tests, then with
// the Firebase emulators up: security-rules tests and end-to-end tests in
// Chromium against the built app. Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { ROOT } from './lib/emulators.mjs';

const started = Date.now();
const reports = join(ROOT, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function step(name, command, args, env = {}) {
  const begun = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - begun) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed (${seconds} s)`);
    summarize();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}

function summarize() {
  let passed = 0;
  let failed = 0;
  for (const file of ['unit.json', 'start-stop.json', 'rules.json', 'integration.json', 'e2e.json']) {
    const path = join(reports, file);
    if (!existsSync(path)) continue;
    const report = JSON.parse(readFileSync(path, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(`\nAll test suites took ${minutes} min.`);
  console.log(`${passed} passed, ${failed} failed`);
}

const chromium = ensureChromium();
step('type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
step('type-check (tooling)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.node.json']);
// Type-aware lint is the slow step; the cache (content-keyed) re-lints only files that changed.
step('lint', 'npm', ['run', 'lint']);
step('dead code (knip)', 'npm', ['run', 'knip']);
step('unit and component tests', 'npx', [
  'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'unit.json')}`,
]);
step('build (testing stage)', 'npm', ['run', 'build'], { VITE_STAGE: 'testing' });
// `npm start` itself: Ctrl-C at any moment (build, emulators starting, seeding, up) stops everything within 10 s.
step('npm start stops on Ctrl-C', 'node', ['scripts/check-start-stop.mjs', '--report', join(reports, 'start-stop.json')]);
step('emulator tests: security rules, integration (link previews through Hosting) and end to end in Chromium', 'node', [
  'scripts/with-emulators.mjs', '--only', 'auth,firestore,functions,hosting', '--', 'node', 'scripts/test-with-emulators.mjs',
], { CHROMIUM_PATH: chromium });
summarize();
