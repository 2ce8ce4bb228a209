// Shared helpers for the scripts that start the Firebase emulators.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PROJECT_ID = 'demo-wayfare';
export const PORTS = {
  auth: 9099,
  firestore: 8080,
  functions: 5001,
  hosting: 5002,
  storage: 9199,
  hub: 4400,
  logging: 4500,
  analytics: 9300,
  stripe: 12111,
  // The inbound-mail stand-in's SMTP port (scripts/mail-inbound-fake.mjs).
  mail: 2525,
  app: 5173,
  preview: 4173,
};
export const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');

export function fail(message) {
  console.error(`wayfare: ${message}`);
  process.exit(1);
}

/** True when something already listens on 127.0.0.1:port. */
export function portBusy(port) {
  return new Promise((done) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
    socket.setTimeout(500, () => {
      socket.destroy();
      done(false);
    });
  });
}

export async function assertPortsFree(names) {
  for (const name of names) {
    const port = PORTS[name];
    if (await portBusy(port)) {
      fail(`port ${port} (${name}) is already in use; stop whatever holds it (for example: fuser -k ${port}/tcp) and try again.`);
    }
  }
}

export function assertJava() {
  const probe = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) {
    fail('Java is missing: the Firestore emulator needs Java 11 or newer (Debian: apt-get install -y openjdk-17-jre-headless).');
  }
}

/**
 * firebase-tools downloads the Firestore emulator JAR unless one is given.
 * Debian's google-cloud-cli-firestore-emulator ships it without a Main-Class,
 * so wrap it once in .cache/. With no gcloud, firebase-tools downloads its own.
 */
export function firestoreEmulatorEnv() {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return {};
  let sdkRoot = '';
  try {
    sdkRoot = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    for (const candidate of ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk']) {
      if (existsSync(candidate)) sdkRoot = candidate;
    }
  }
  const jar = sdkRoot && join(sdkRoot, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
  if (!jar || !existsSync(jar)) return {};
  const cache = join(ROOT, '.cache');
  const wrapper = join(cache, 'firestore-emulator.jar');
  if (!existsSync(wrapper)) {
    mkdirSync(cache, { recursive: true });
    const manifest = join(cache, 'firestore-manifest.txt');
    writeFileSync(
      manifest,
      `Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\nClass-Path: ${jar}\n`,
    );
    execFileSync('jar', ['cfm', wrapper, manifest], { cwd: cache });
  }
  return { FIRESTORE_EMULATOR_BINARY_PATH: wrapper };
}

/**
 * The Storage emulator needs a rules-runtime JAR that firebase-tools downloads
 * once. Asynchronous, so that Ctrl-C is heard while the download is tried.
 */
export async function storageEmulatorAvailable() {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  const present = () =>
    existsSync(dir) && readdirSync(dir).some((f) => f.startsWith('cloud-storage-rules-runtime') && f.endsWith('.jar'));
  if (present()) return true;
  const status = await run(FIREBASE_BIN, ['setup:emulators:storage'], { stdio: 'ignore', timeout: 60_000 });
  return status === 0 && present();
}

/** Runs a command without blocking this process (so signals are handled meanwhile); resolves to its exit status. */
export function run(command, args, { stdio = 'inherit', timeout } = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, stdio, timeout });
    child.on('error', () => done(null));
    child.on('exit', (code) => done(code));
  });
}

/** Builds the app (dist/, testing stage) for the Hosting emulator. */
export function buildApp() {
  const result = spawnSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, VITE_STAGE: process.env.VITE_STAGE || 'testing' } });
  if (result.status !== 0) fail('the app did not build (see above).');
}

/**
 * What the functions bundle is made from: its own sources and configuration,
 * the app's sources it inlines (the planner, the places data), the locked
 * dependency versions and the built app's page (copied as the link previews'
 * template).
 */
const FUNCTIONS_INPUTS = [
  'functions/src',
  'src',
  'functions/package.json',
  'functions/tsconfig.json',
  'functions/vite.config.mts',
  'functions/copy-app-html.mjs',
  'package-lock.json',
  'dist/index.html',
];
const FUNCTIONS_OUTPUT = join(ROOT, 'functions', 'lib', 'index.js');
const FUNCTIONS_STAMP = join(ROOT, 'functions', 'lib', '.built-from');

function addToHash(hash, path) {
  const full = join(ROOT, path);
  if (!existsSync(full)) return hash.update(`${path}: absent\n`);
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) addToHash(hash, `${path}/${name}`);
    return hash;
  }
  return hash.update(`${path}\n`).update(readFileSync(full));
}

const inputsDigest = () => FUNCTIONS_INPUTS.reduce(addToHash, createHash('sha256')).digest('hex');
const outputDigest = () => (existsSync(FUNCTIONS_OUTPUT) ? createHash('sha256').update(readFileSync(FUNCTIONS_OUTPUT)).digest('hex') : 'none');

/**
 * True when functions/lib was built from the sources as they are now and has
 * not been touched since (a build that was interrupted, or one made by hand
 * from other sources, does not count).
 */
export function functionsUpToDate() {
  return existsSync(FUNCTIONS_STAMP) && readFileSync(FUNCTIONS_STAMP, 'utf8') === `${inputsDigest()} ${outputDigest()}`;
}

/** Records what a build that just succeeded was made from (`inputs`: the digest taken before it began). */
function stampFunctions(inputs) {
  writeFileSync(FUNCTIONS_STAMP, `${inputs} ${outputDigest()}`);
}

/**
 * Builds the functions package (type-check, then the bundle) unless it is up
 * to date; `force` builds anyway. Blocks this process.
 */
export function buildFunctions({ force = false } = {}) {
  if (!force && functionsUpToDate()) return console.log('wayfare: the functions are built from the current sources.');
  const inputs = inputsDigest();
  rmSync(FUNCTIONS_STAMP, { force: true });
  const result = spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) fail('the functions package did not build (see above).');
  stampFunctions(inputs);
}

/** buildFunctions without blocking this process (so Ctrl-C is heard meanwhile): resolves to true when the functions are built. */
export async function buildFunctionsAsync({ force = false } = {}) {
  if (!force && functionsUpToDate()) {
    console.log('wayfare: the functions are built from the current sources.');
    return true;
  }
  const inputs = inputsDigest();
  rmSync(FUNCTIONS_STAMP, { force: true });
  if ((await run('npm', ['run', 'build', '-w', 'functions'])) !== 0) return false;
  stampFunctions(inputs);
  return true;
}
