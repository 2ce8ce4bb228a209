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
  // Nothing leaves this machine: every host name but the loopback ones fails to
  // resolve at once, so nothing waits on a DNS time-out either.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path));
}

/** Debian's Chromium headless shell: the same engine without the desktop browser around it. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the journeys run in: Chromium's headless shell when installed
 * (about a quarter less work per page than the full browser in headless
 * mode, measured in docs/testing.md), else the full Chromium. The journeys
 * that keep a browser profile across a restart launch the full Chromium
 * (`chromiumPath`), as a person's browser is.
 */
export function testChromiumPath() {
  const candidates = [process.env.E2E_CHROMIUM_PATH, HEADLESS_SHELL];
  return candidates.find((path) => path && existsSync(path)) ?? chromiumPath();
}

/** What the tests need from Debian beside Node: the browser, and pdftotext to read the PDFs it makes. */
const SYSTEM_PACKAGES = [
  { name: 'chromium', present: () => Boolean(chromiumPath()) },
  { name: 'poppler-utils', present: () => spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).status === 0 },
];

/**
 * The journeys' browser, after `ensureChromium`: installs the headless shell
 * when missing (as root, from the same Debian archive as Chromium); when it
 * cannot be had, the journeys run in the full Chromium, and that is said.
 * Returns its path.
 */
export function ensureTestChromium() {
  if (!existsSync(HEADLESS_SHELL) && typeof process.getuid === 'function' && process.getuid() === 0) {
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  if (!existsSync(HEADLESS_SHELL)) console.log('wayfare: chromium-headless-shell is not installed (apt-get install -y chromium-headless-shell); the journeys run in the full Chromium.');
  return testChromiumPath();
}

/** Installs Chromium and poppler-utils when missing (as root; otherwise says how), and returns Chromium's path. */
export function ensureChromium() {
  const missing = SYSTEM_PACKAGES.filter((pkg) => !pkg.present()).map((pkg) => pkg.name);
  if (missing.length === 0) return chromiumPath();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`wayfare: missing ${missing.join(' and ')}; install with: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`wayfare: installing ${missing.join(' and ')} (apt-get install -y ${missing.join(' ')})…`);
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const path = chromiumPath();
  const still = SYSTEM_PACKAGES.filter((pkg) => !pkg.present()).map((pkg) => pkg.name);
  if (install.status !== 0 || !path || still.length > 0) {
    console.error(`wayfare: could not install ${still.join(' and ') || missing.join(' and ')}; install with: apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  try {
    execFileSync(path, ['--version'], { stdio: 'inherit' });
  } catch {
    // the version line is only informative
  }
  return path;
}
