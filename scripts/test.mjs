// npm test: every test. Type-check, lint, unit and component tests, then with
// the Firebase emulators up: security-rules tests and end-to-end tests in
// Chromium against the built app. Ends with one line: "N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureTestChromium } from './lib/chromium.mjs';
import { ROOT } from './lib/emulators.mjs';
import { canIsolateNetwork } from './lib/network-namespace.mjs';
import { STEPS_FILE } from './lib/step-times.mjs';

const started = Date.now();
const reports = join(ROOT, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** Each step's time, printed as a table at the end (the steps run with the emulators report theirs in STEPS_FILE). */
const timings = [];

/** Runs one step with its output shown as it comes; resolves to its exit status, noted in the table. */
function shown(name, command, args, { env = {}, beside = false } = {}) {
  return new Promise((done) => {
    const begun = Date.now();
    console.log(`\n▶ ${name}`);
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => {
      const status = code ?? 1;
      const seconds = ((Date.now() - begun) / 1000).toFixed(1);
      timings.push({ name, seconds, ok: status === 0, beside });
      console.log(status === 0 ? `✔ ${name} (${seconds} s)` : `✖ ${name} failed (${seconds} s)`);
      done(status);
    });
  });
}

/** The end of the run after a failed step: the table, then its exit status. */
async function failed(status) {
  summarize();
  await exitWhenWritten(status);
}

async function step(name, command, args, env = {}) {
  const status = await shown(name, command, args, { env });
  if (status !== 0) await failed(status);
}

/** Runs one step with its output kept, to print whole later. */
function quiet({ name, command, args, env = {} }) {
  return new Promise((done) => {
    const begun = Date.now();
    console.log(`\n▶ ${name}`);
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => done({ name, code: code ?? 1, output: Buffer.concat(output), seconds: ((Date.now() - begun) / 1000).toFixed(1) }));
  });
}

/**
 * Lanes of steps side by side, each lane's steps one after another (a lane
 * stops at its first failure); each step's output is printed whole when all
 * lanes end, so they do not interleave.
 */
async function together(lanes) {
  const results = (
    await Promise.all(
      lanes.map(async (lane) => {
        const done = [];
        for (const one of lane) {
          const result = await quiet(one);
          done.push(result);
          if (result.code !== 0) break;
        }
        return done;
      }),
    )
  ).flat();
  for (const { name, code, output, seconds } of results) {
    timings.push({ name, seconds, ok: code === 0, beside: true });
    process.stdout.write(output);
    console.log(code === 0 ? `✔ ${name} (${seconds} s)` : `✖ ${name} failed (${seconds} s)`);
  }
  const failed = results.find((result) => result.code !== 0);
  if (failed) {
    summarize();
    await exitWhenWritten(failed.code);
  }
}

/**
 * Exits once everything printed has been written: into a pipe (CI's log, `| tee`)
 * Node writes asynchronously, and `process.exit` would cut off the failing
 * step's output and the summary.
 */
function exitWhenWritten(code) {
  process.exitCode = code;
  return new Promise(() => process.stdout.write('', () => process.stderr.write('', () => process.exit(code))));
}

function summarize() {
  let passed = 0;
  let failed = 0;
  for (const file of ['unit.json', 'start-stop-build.json', 'start-stop.json', 'rules.json', 'integration.json', 'e2e.json']) {
    const path = join(reports, file);
    if (!existsSync(path)) continue;
    const report = JSON.parse(readFileSync(path, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  const inner = join(reports, STEPS_FILE);
  const rows = [...timings];
  if (existsSync(inner)) {
    const at = rows.findIndex((row) => row.name.startsWith('emulator tests'));
    const steps = JSON.parse(readFileSync(inner, 'utf8')).map((row) => ({ ...row, name: `  ${row.name}` }));
    rows.splice(at === -1 ? rows.length : at + 1, 0, ...steps);
  }
  console.log('\nWhere the time went (s; steps marked ‖ ran side by side):');
  for (const row of rows) console.log(`${String(row.seconds).padStart(8)}  ${row.ok ? ' ' : '✖'} ${row.beside ? '‖ ' : ''}${row.name}`);
  console.log(`\nAll test suites took ${minutes} min.`);
  console.log(`${passed} passed, ${failed} failed`);
}

const chromium = ensureChromium();
const journeysChromium = ensureTestChromium();
// Type-aware lint is the slow step (the cache, content-keyed, re-lints only files
// that changed) and uses one core; the type-checks, dead code and then the unit
// tests run beside it, so the other core is never idle while it lints. The build
// follows lint in its lane: lint ends before the unit tests do.
await together([
  [
    { name: 'lint', command: 'npm', args: ['run', 'lint'] },
    // The app first (the functions bundle carries its page); the later steps start from this one functions build.
    {
      name: 'build (testing stage)',
      command: 'sh',
      args: ['-c', 'npx vite build && node scripts/build-functions.mjs'],
      env: { VITE_STAGE: 'testing' },
    },
  ],
  [
    {
      name: 'type-check (app, then tooling), then dead code (knip)',
      command: 'sh',
      args: ['-c', 'npx tsc --noEmit -p tsconfig.json && npx tsc --noEmit -p tsconfig.node.json && npm run knip'],
    },
    {
      name: 'unit and component tests',
      command: 'npx',
      args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'unit.json')}`],
    },
  ],
]);
// `npm start` itself: Ctrl-C at any moment (build, emulators starting, seeding, up) stops everything within 10 s.
const ctrlC = (words, report) => ['scripts/check-start-stop.mjs', ...words, '--report', join(reports, report)];
const EMULATOR_TESTS = 'emulator tests: security rules, integration (link previews through Hosting) and end to end in Chromium';
const EMULATORS = ['scripts/with-emulators.mjs', '--only', 'auth,firestore,functions,hosting', '--', 'node', 'scripts/test-with-emulators.mjs'];
const emulatorEnv = { CHROMIUM_PATH: chromium, E2E_CHROMIUM_PATH: journeysChromium };
if (canIsolateNetwork()) {
  // Each of the check's starts has a network of its own, so the emulators for the tests start beside its
  // last three moments (the starts are mostly the JVM starting), and the tests wait until it has passed
  // (TESTS_GATE_FILE: "go", or "stop"). The interrupted build goes first and alone: it empties functions/lib,
  // which the emulators load, and puts the bundle back when it ends.
  await step('npm start stops on Ctrl-C while the functions build', 'node', ctrlC(['build'], 'start-stop-build.json'));
  const gate = join(reports, 'tests-gate');
  // At a lower priority: the check's own starts keep the CPU they would have alone, and its 10 s to stop
  // is not spent waiting on the emulators' start (the tests after the gate share the one priority).
  const tests = shown(EMULATOR_TESTS, 'nice', ['-n', '10', 'node', ...EMULATORS], { env: { ...emulatorEnv, TESTS_GATE_FILE: gate }, beside: true });
  const checked = await shown(
    'npm start stops on Ctrl-C while the emulators start, while it seeds, once it is up',
    'node',
    ctrlC(['emulators', 'seeded', 'app'], 'start-stop.json'),
    { beside: true },
  );
  writeFileSync(gate, checked === 0 ? 'go' : 'stop');
  const status = await tests;
  if (checked !== 0 || status !== 0) await failed(checked || status);
} else {
  // One network for all: the check's starts need the emulators' ports, so one after the other.
  await step('npm start stops on Ctrl-C', 'node', ctrlC([], 'start-stop.json'));
  const status = await shown(EMULATOR_TESTS, 'node', EMULATORS, { env: emulatorEnv });
  if (status !== 0) await failed(status);
}
summarize();
