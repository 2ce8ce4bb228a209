// Checks that Ctrl-C stops `npm start` completely within 10 s at any moment:
//   node scripts/check-start-stop.mjs [--report <file.json>] [words: only the moments whose name holds one]
// Runs scripts/start.mjs in a network namespace of its own where the machine
// can make one (`unshare -n`, so its fixed ports never meet emulators running
// elsewhere on this machine; otherwise those ports must be free),
// sends SIGINT to its process group as a terminal's Ctrl-C does, while the
// functions build, while the emulators start, while the demo data is seeded
// and once the app is up, and checks that every process it started (the
// Firebase CLI, Java, the functions runtime, Vite with the analytics collector
// and the Stripe stand-in) is gone within 10 s.
// The functions are built once first; the three later moments then start from
// that build, side by side (each in its own network namespace, with its own
// temporary directory), and the build itself is interrupted last
// (`--rebuild-functions`), so that no start reads a half-written bundle; the
// bundle built before it is put back afterwards, for the steps that follow.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PORTS, ROOT, buildFunctions, firestoreEmulatorEnv, portBusy } from './lib/emulators.mjs';
import { canIsolateNetwork, unshareFlags } from './lib/network-namespace.mjs';
import { RUN_VARIABLE, commandLine, findRunProcesses, stillAlive } from './lib/processes.mjs';

const STOP_WITHIN_MS = 10_000;
const FUNCTIONS_LIB = join(ROOT, 'functions', 'lib');
const MOMENT_TIMEOUT_MS = 600_000;

/**
 * When to press Ctrl-C: as soon as `reached(output, commands)` holds, where
 * `commands` are the command lines of the processes running at that moment.
 */
const MOMENTS = [
  {
    name: 'while the functions build',
    startArgs: ['--rebuild-functions'],
    reached: (_output, commands) => commands.some((command) => /tsc --noEmit|vite build --config vite\.config\.mts/.test(command)),
  },
  {
    name: 'while the emulators start',
    reached: (output, commands) =>
      commands.some((command) => /^java .*firestore/.test(command)) && !/Running script/.test(output),
  },
  {
    name: 'while the demo data is seeded',
    reached: (_output, commands) => commands.some((command) => command.includes('scripts/seed.mjs')),
  },
  {
    name: 'once the app is up',
    reached: (output) => /Wayfare is running at/.test(output),
  },
];

const args = process.argv.slice(2);
const reportIndex = args.indexOf('--report');
const reportPath = reportIndex === -1 ? undefined : args[reportIndex + 1];
const words = args.filter((arg, index) => !arg.startsWith('--') && (reportIndex === -1 || index !== reportIndex + 1));
const chosen = MOMENTS.filter((moment) => words.length === 0 || words.some((word) => moment.name.includes(word)));

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** How to run `npm start`: in a network namespace of its own when this machine can make one, else as is. */
function launcher() {
  if (canIsolateNetwork()) {
    return {
      isolated: true,
      command: 'unshare',
      args: (extra) => [...unshareFlags(), 'sh', '-c', `ip link set lo up && exec node scripts/start.mjs ${extra.join(' ')}`],
    };
  }
  return { isolated: false, command: 'node', args: (extra) => ['scripts/start.mjs', ...extra] };
}

async function checkMoment(moment, { command, args }) {
  const mark = randomUUID();
  // A temporary directory of its own: the emulators keep their hub's address there, per project.
  const temporary = mkdtempSync(join(tmpdir(), 'wayfare-start-stop-'));
  const child = spawn(command, args(moment.startArgs ?? []), {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, [RUN_VARIABLE]: mark, TMPDIR: temporary },
  });
  try {
    return await pressCtrlC(moment, child, mark);
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
}

async function pressCtrlC(moment, child, mark) {
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk.toString()));
  child.stderr.on('data', (chunk) => (output += chunk.toString()));
  let exited = false;
  child.on('exit', () => (exited = true));
  const seen = new Map();
  const track = () => {
    for (const [pid, started] of findRunProcesses({ mark, root: child.pid })) seen.set(pid, started);
  };
  const began = Date.now();
  let ok = false;
  while (!exited && Date.now() - began < MOMENT_TIMEOUT_MS) {
    track();
    const commands = [...stillAlive(seen).keys()].map(commandLine);
    if (moment.reached(output, commands)) {
      ok = true;
      break;
    }
    await sleep(50);
  }
  if (!ok) {
    track();
    for (const pid of stillAlive(seen).keys()) process.kill(pid, 'SIGKILL');
    return { moment: moment.name, passed: false, why: `never reached (exited: ${exited}); output:\n${output.slice(-2000)}` };
  }
  track();
  const before = stillAlive(seen).size;
  const sentAt = Date.now();
  try {
    process.kill(-child.pid, 'SIGINT');
  } catch {
    // The group is already gone.
  }
  while (Date.now() - sentAt < STOP_WITHIN_MS) {
    track();
    if (stillAlive(seen).size === 0) break;
    await sleep(100);
  }
  const survivors = stillAlive(seen);
  const took = Date.now() - sentAt;
  const lines = [...survivors.keys()].map((pid) => `  ${pid} ${commandLine(pid).slice(0, 160)}`);
  for (const pid of survivors.keys()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
  }
  const detail = `${before} processes at Ctrl-C after ${((sentAt - began) / 1000).toFixed(1)} s`;
  if (survivors.size > 0) {
    return {
      moment: moment.name,
      passed: false,
      why: `${survivors.size} still running ${STOP_WITHIN_MS / 1000} s after Ctrl-C (${detail}):\n${lines.join('\n')}`,
    };
  }
  return { moment: moment.name, passed: true, why: `all stopped in ${(took / 1000).toFixed(1)} s (${detail})` };
}

const how = launcher();
if (!how.isolated) {
  // No network namespace here (no unshare or no iproute2): npm start's fixed ports must be free.
  const busy = [];
  for (const [name, port] of Object.entries(PORTS)) if (name !== 'preview' && (await portBusy(port))) busy.push(`${port} (${name})`);
  if (busy.length > 0) {
    console.error(`check-start-stop: ports in use: ${busy.join(', ')}. Stop what holds them, or run this as root with iproute2 so it uses a network namespace of its own.`);
    process.exit(1);
  }
}

// What the starts share on disk is made here, once: the functions bundle and the Firestore emulator's wrapper.
buildFunctions();
firestoreEmulatorEnv();

async function checked(moment) {
  const result = await checkMoment(moment, how);
  console.log(`${result.passed ? '✔' : '✖'} Ctrl-C ${result.moment}: ${result.why}`);
  return result;
}
const fromBuilt = chosen.filter((moment) => !moment.startArgs);
const rebuilding = chosen.filter((moment) => moment.startArgs);
const results = [];
if (how.isolated) {
  results.push(...(await Promise.all(fromBuilt.map(checked))));
} else {
  // One network for all: the fixed ports allow one start at a time.
  for (const moment of fromBuilt) results.push(await checked(moment));
}
// The interrupted build leaves no usable bundle (it removes the stamp first, and
// Vite empties functions/lib), so the one built above is put back afterwards:
// the emulator tests after this check then start from it instead of building again.
if (rebuilding.length > 0) {
  const kept = mkdtempSync(join(tmpdir(), 'wayfare-functions-lib-'));
  cpSync(FUNCTIONS_LIB, kept, { recursive: true });
  try {
    for (const moment of rebuilding) results.push(await checked(moment));
  } finally {
    rmSync(FUNCTIONS_LIB, { recursive: true, force: true });
    cpSync(kept, FUNCTIONS_LIB, { recursive: true });
    rmSync(kept, { recursive: true, force: true });
  }
}
const failed = results.filter((result) => !result.passed).length;
if (reportPath) {
  writeFileSync(reportPath, JSON.stringify({ numPassedTests: results.length - failed, numFailedTests: failed, results }, null, 2));
}
process.exit(failed === 0 ? 0 : 1);
