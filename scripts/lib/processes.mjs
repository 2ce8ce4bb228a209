// Finding and stopping every process a script started, however deep.
//
// The Firebase CLI starts the Firestore emulator (Java) detached, in a process
// group of its own, and does not stop it when it is itself interrupted during
// `emulators:exec`; so a Ctrl-C that reaches the group can leave Java running
// with no parent. Every process inherits its parent's environment, so a run
// marks the environment once (WAYFARE_RUN) and later finds all its processes
// in /proc by that mark, orphaned or not, besides following parent ids.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';

export const RUN_VARIABLE = 'WAYFARE_RUN';

/** Gives this process (and so everything it starts) a run mark, keeping one it was given. */
export function markRun() {
  process.env[RUN_VARIABLE] ||= randomUUID();
  return process.env[RUN_VARIABLE];
}

const HAS_PROC = existsSync('/proc/self/stat');

/** `{ ppid, state, started }` of a live process, or null when gone (zombies count as gone). */
export function processInfo(pid) {
  if (!HAS_PROC) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: parse after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const state = fields[0];
    if (state === 'Z' || state === 'X') return null;
    return { ppid: Number(fields[1]), state, started: fields[19] };
  } catch {
    return null;
  }
}

export function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

function hasMark(pid, mark) {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(`${RUN_VARIABLE}=${mark}`);
  } catch {
    return false;
  }
}

/**
 * Live processes that carry the run mark or descend from `root`, as a map from
 * pid to start time (so a pid reused later is not mistaken for ours).
 */
export function findRunProcesses({ mark, root }) {
  const found = new Map();
  if (!HAS_PROC) return found;
  const infos = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const pid = Number(name);
    const info = processInfo(pid);
    if (info) infos.set(pid, info);
  }
  // This process and its ancestors may carry the mark too (a shell that exported it): never ours to stop.
  const ancestors = new Set();
  for (let pid = process.pid; pid > 1 && !ancestors.has(pid); pid = infos.get(pid)?.ppid ?? 0) ancestors.add(pid);
  for (const [pid, info] of infos) {
    if (ancestors.has(pid)) continue;
    if (mark && hasMark(pid, mark)) found.set(pid, info.started);
  }
  if (root !== undefined) {
    let frontier = [root];
    while (frontier.length > 0) {
      const next = [];
      for (const [pid, info] of infos) {
        if (frontier.includes(info.ppid) && !found.has(pid) && !ancestors.has(pid)) {
          found.set(pid, info.started);
          next.push(pid);
        }
      }
      frontier = next;
    }
    const rootInfo = infos.get(root);
    if (rootInfo && !ancestors.has(root)) found.set(root, rootInfo.started);
  }
  return found;
}

/** The processes of `known` still alive (same pid, same start time). */
export function stillAlive(known) {
  const alive = new Map();
  for (const [pid, started] of known) {
    const info = processInfo(pid);
    if (info && info.started === started) alive.set(pid, started);
  }
  return alive;
}

function signalAll(processes, signal) {
  for (const pid of processes.keys()) {
    try {
      process.kill(pid, signal);
    } catch {
      // Already gone.
    }
  }
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Stops every process of this run: first waits up to `politeMs` for them to
 * end by themselves (after a Ctrl-C they have been asked already), then sends
 * SIGTERM, and SIGKILL to whatever is left `graceMs` later. Keeps looking for
 * new ones while it waits (a parent may start a child as it goes down).
 * Resolves once none is left, or after `killWaitMs` more at most.
 */
export async function stopRun({ mark, politeMs = 0, graceMs = 5000, killWaitMs = 2000 }) {
  const known = new Map();
  const look = () => {
    const fresh = findRunProcesses({ mark, root: process.pid });
    for (const [pid, started] of fresh) known.set(pid, started);
    return stillAlive(known);
  };
  const waitUntil = async (deadline, signal) => {
    const signalled = new Set();
    for (;;) {
      const alive = look();
      if (alive.size === 0) return true;
      if (signal) {
        for (const [pid, started] of alive) {
          if (signal === 'SIGKILL' || !signalled.has(`${pid}:${started}`)) {
            signalled.add(`${pid}:${started}`);
            signalAll(new Map([[pid, started]]), signal);
          }
        }
      }
      if (Date.now() >= deadline) return false;
      await sleep(100);
    }
  };
  const begun = Date.now();
  if (await waitUntil(begun + politeMs, null)) return;
  if (await waitUntil(begun + politeMs + graceMs, 'SIGTERM')) return;
  await waitUntil(begun + politeMs + graceMs + killWaitMs, 'SIGKILL');
}
