// npm start: build the functions (unless they are built from the current
// sources; `npm start -- --rebuild-functions` builds them anyway), start the
// Firebase emulators, seed the demo data, and serve the app at
// http://localhost:5173 in the testing stage.
// Ctrl-C stops everything it started within 10 s, at any moment: the build,
// the emulators (Java included), the seeding, Vite, the analytics collector
// and the Stripe, places and inbound-mail stand-ins (checked by scripts/check-start-stop.mjs).
import { spawn } from 'node:child_process';
import {
  FIREBASE_BIN,
  PROJECT_ID,
  ROOT,
  assertJava,
  assertPortsFree,
  buildFunctionsAsync,
  fail,
  firestoreEmulatorEnv,
  storageEmulatorAvailable,
} from './lib/emulators.mjs';
import { markRun, stopRun } from './lib/processes.mjs';

// Everything started from here on carries this mark, so a stop finds it all,
// even what the Firebase CLI starts detached (the Firestore emulator's Java).
const mark = markRun();

let stopping = false;
let firebase = null;
async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nwayfare: stopping the app and the emulators…');
  // The Firebase CLI first gets the chance to stop its emulators itself
  // (a terminal's Ctrl-C has already reached it; a `kill` has not).
  firebase?.kill('SIGINT');
  // Then whatever is left is told to stop, and after that made to.
  await stopRun({ mark, politeMs: 3000, graceMs: 3000, killWaitMs: 2000 });
  process.exit(0);
}
// Listening before anything starts: Ctrl-C during the checks or the build stops too.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop());

assertJava();
const withStorage = await storageEmulatorAvailable();
await assertPortsFree([
  'auth',
  'firestore',
  'functions',
  'hub',
  'logging',
  'analytics',
  'stripe',
  'mail',
  'app',
  ...(withStorage ? ['storage'] : []),
]);
if (!withStorage && !stopping) {
  console.log('wayfare: the Storage emulator cannot start on this machine (it needs a one-time download); the app will say uploads are unavailable.');
}
const built = await buildFunctionsAsync({ force: process.argv.includes('--rebuild-functions') });
if (stopping) await new Promise(() => {});
if (!built) fail('the functions package did not build (see above).');

const only = ['auth', 'firestore', 'functions', ...(withStorage ? ['storage'] : [])].join(',');
firebase = spawn(
  FIREBASE_BIN,
  ['emulators:exec', '--project', PROJECT_ID, '--only', only, 'node scripts/serve-app.mjs'],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...firestoreEmulatorEnv() } },
);
firebase.on('exit', (code) => {
  if (stopping) return;
  // The emulators stopped by themselves (a failure at start-up): take down what they left behind.
  void stopRun({ mark, politeMs: 0, graceMs: 3000, killWaitMs: 2000 }).then(() => process.exit(code ?? 1));
});
