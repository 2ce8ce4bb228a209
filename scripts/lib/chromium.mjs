// Finds Debian's Chromium for the browser tests and the benchmark; installs it
// when running as root (CI), otherwise says how to.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path));
}

export function ensureChromium() {
  const found = chromiumPath();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error('wayfare: Chromium is missing; install it with: sudo apt-get install -y chromium');
    process.exit(1);
  }
  console.log('wayfare: installing Chromium (apt-get install -y chromium)…');
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const path = chromiumPath();
  if (install.status !== 0 || !path) {
    console.error('wayfare: Chromium could not be installed; install it with: apt-get install -y chromium');
    process.exit(1);
  }
  try {
    execFileSync(path, ['--version'], { stdio: 'inherit' });
  } catch {
    // the version line is only informative
  }
  return path;
}
