// npm start: build the functions, start the Firebase emulators, seed the demo
// data, and serve the app at http://localhost:5173 in the testing stage.
// Ctrl-C stops everything it started.
import { spawn } from 'node:child_process';
import {
  FIREBASE_BIN,
  PROJECT_ID,
  ROOT,
  assertJava,
  assertPortsFree,
  buildFunctions,
  firestoreEmulatorEnv,
  storageEmulatorAvailable,
} from './lib/emulators.mjs';

assertJava();
const withStorage = storageEmulatorAvailable();
await assertPortsFree([
  'auth',
  'firestore',
  'functions',
  'hub',
  'logging',
  'analytics',
  'stripe',
  'app',
  ...(withStorage ? ['storage'] : []),
]);
if (!withStorage) {
  console.log('wayfare: the Storage emulator cannot start on this machine (it needs a one-time download); the app will say uploads are unavailable.');
}
buildFunctions();

const only = ['auth', 'firestore', 'functions', ...(withStorage ? ['storage'] : [])].join(',');
const child = spawn(
  FIREBASE_BIN,
  ['emulators:exec', '--project', PROJECT_ID, '--only', only, 'node scripts/serve-app.mjs'],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...firestoreEmulatorEnv() } },
);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nwayfare: stopping the app and the emulators…');
    child.kill('SIGINT');
  });
}
child.on('exit', (code) => process.exit(stopping ? 0 : (code ?? 1)));
