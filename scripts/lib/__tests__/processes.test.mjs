import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { RUN_VARIABLE, findRunProcesses, processInfo, stopRun } from '../processes.mjs';

const started = [];
afterEach(() => {
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});

/**
 * A parent that starts a detached child in a process group of its own (as the
 * Firebase CLI starts Java), prints the child's pid, and dies: the child is
 * left with no parent of ours. `ignoreTerm`: the child ignores SIGTERM.
 */
async function orphan(mark, { ignoreTerm = false } = {}) {
  const child = ignoreTerm ? "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000);" : 'setInterval(() => {}, 1000);';
  const parent = spawn(
    process.execPath,
    ['-e', `const c = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(child)}], { detached: true, stdio: 'ignore' }); console.log(c.pid); setTimeout(() => process.exit(0), 300);`],
    { env: { ...process.env, [RUN_VARIABLE]: mark }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const pid = await new Promise((done) => parent.stdout.once('data', (data) => done(Number(String(data).trim()))));
  started.push(pid);
  await new Promise((done) => parent.once('exit', done));
  return pid;
}

const alive = (pid) => processInfo(pid) !== null;

describe('finding and stopping what a run started', () => {
  it('finds a detached, orphaned process by the run mark, and stops it', async () => {
    const mark = randomUUID();
    const pid = await orphan(mark);
    expect(alive(pid)).toBe(true);
    expect([...findRunProcesses({ mark }).keys()]).toContain(pid);
    expect([...findRunProcesses({ mark: randomUUID() }).keys()]).not.toContain(pid);
    const begun = Date.now();
    await stopRun({ mark, graceMs: 3000, killWaitMs: 2000 });
    expect(alive(pid)).toBe(false);
    expect(Date.now() - begun).toBeLessThan(3000);
  }, 20_000);

  it('kills what ignores SIGTERM once the grace time is over', async () => {
    const mark = randomUUID();
    const pid = await orphan(mark, { ignoreTerm: true });
    // Give the child time to install its SIGTERM handler.
    await new Promise((done) => setTimeout(done, 300));
    const begun = Date.now();
    await stopRun({ mark, graceMs: 1000, killWaitMs: 4000 });
    expect(alive(pid)).toBe(false);
    expect(Date.now() - begun).toBeGreaterThanOrEqual(1000);
    expect(Date.now() - begun).toBeLessThan(5000);
  }, 20_000);

  it('never counts this process or its ancestors, even when they carry the mark', () => {
    const mark = randomUUID();
    process.env[RUN_VARIABLE] = mark;
    try {
      const found = findRunProcesses({ mark, root: process.pid });
      expect(found.has(process.pid)).toBe(false);
      expect(found.has(process.ppid)).toBe(false);
    } finally {
      delete process.env[RUN_VARIABLE];
    }
  });
});
