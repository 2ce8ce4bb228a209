// npm run bench: builds the app (testing stage), then measures it against the
// Firebase emulators with seeded demo data: JavaScript loaded before the first
// paint and Lighthouse mobile performance on /, /{username}, /explore and
// /trip/{id}. Writes bench-results.json and prints it with the budgets of
// docs/performance.md. Over-budget figures do not fail the run; a failed measurement
// does. See docs/performance.md.
//
//   npm run bench                      # every measurement
//   npm run bench -- itineraryEditor   # only those whose name contains the word
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { PORTS, ROOT, fail, portBusy } from './lib/emulators.mjs';

const began = Date.now();
const elapsed = () => `${((Date.now() - began) / 1000).toFixed(0)} s`;

// The emulators use fixed ports: when another run (npm test, npm start) holds
// them, wait for it (up to BENCH_PORT_WAIT seconds, 600 by default) rather
// than disturb it.
const needed = ['auth', 'firestore', 'functions', 'hub', 'logging', 'preview', 'analytics'];
const patience = Number(process.env.BENCH_PORT_WAIT ?? 600) * 1000;
async function waitForPorts() {
  const until = Date.now() + patience;
  for (;;) {
    const busy = [];
    for (const name of needed) if (await portBusy(PORTS[name])) busy.push(`${PORTS[name]} (${name})`);
    if (busy.length === 0) return;
    if (Date.now() >= until) fail(`ports still in use: ${busy.join(', ')}. Another run (npm test, npm start?) holds them; try again when it ends.`);
    console.log(`bench: ports in use (${busy.join(', ')}); waiting for the other run to end…`);
    await new Promise((resolve) => setTimeout(resolve, 15_000));
  }
}

await waitForPorts();
rmSync(join(ROOT, 'bench-results.json'), { force: true });
const chromium = ensureChromium();
// An optional word picks the measurements whose name contains it (run.mjs's filter).
const filter = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));

function step(name, command, args, env) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`✖ bench: ${name} failed after ${elapsed()}`);
    process.exit(result.status || 1);
  }
}

// The testing stage: VITE_STAGE unset, so the build talks to the emulators.
const buildEnv = { ...process.env };
delete buildEnv.VITE_STAGE;
step('build (testing stage)', 'npm', ['run', 'build'], buildEnv);
await waitForPorts();
step('measure inside the emulators', process.execPath, [
  'scripts/with-emulators.mjs', '--only', 'auth,firestore,functions', '--', 'node', 'scripts/bench/run.mjs', ...filter.slice(0, 1),
], { ...buildEnv, CHROMIUM_PATH: chromium });
console.log(`\nbench took ${elapsed()}.`);
