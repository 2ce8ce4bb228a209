// A network namespace of its own for a process (`unshare -n`), where this
// machine can make one: its fixed ports then never meet those of emulators
// running elsewhere on the machine. Used by the Ctrl-C check of `npm start`,
// and by `npm test` to know whether that check may run beside the emulators.
import { spawnSync } from 'node:child_process';

/** Root may make a network namespace; anyone else maps themselves to root in a user namespace first. */
export function unshareFlags() {
  return process.getuid?.() === 0 ? ['-n'] : ['-r', '-n'];
}

/** Whether this machine lets us make a network namespace with its loopback up (unshare and iproute2). */
export function canIsolateNetwork() {
  const probe = spawnSync('unshare', [...unshareFlags(), 'sh', '-c', 'ip link set lo up'], { stdio: 'ignore' });
  return !probe.error && probe.status === 0;
}
