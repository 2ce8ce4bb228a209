// Runs a command with the Firebase emulators up:
//   node scripts/with-emulators.mjs [--only auth,firestore] -- <command...>
// The command gets FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST,
// GCLOUD_PROJECT and HOSTING_EMULATOR_HOST; its exit code is passed through.
// The Hosting emulator serves dist/ (built here when missing) and sends the
// link-preview addresses to the functions (docs/link-previews.md).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  FIREBASE_BIN,
  PORTS,
  PROJECT_ID,
  ROOT,
  assertJava,
  assertPortsFree,
  buildApp,
  buildFunctions,
  fail,
  firestoreEmulatorEnv,
} from './lib/emulators.mjs';

const args = process.argv.slice(2);
const dash = args.indexOf('--');
if (dash === -1 || dash === args.length - 1) fail('usage: with-emulators.mjs [--only a,b] -- <command>');
const onlyIndex = args.indexOf('--only');
const only = onlyIndex !== -1 && onlyIndex < dash ? args[onlyIndex + 1] : 'auth,firestore,functions,hosting';
const command = args.slice(dash + 1);
const emulators = only.split(',');

assertJava();
await assertPortsFree([...emulators, 'hub', 'logging']);
// The app first: the functions build copies its page (the link previews' template).
if (emulators.includes('hosting') && !existsSync(join(ROOT, 'dist', 'index.html'))) buildApp();
if (emulators.includes('functions')) buildFunctions();
// The stand-ins the functions speak to in the emulator: the Places API (scripts/places-fake.mjs).
if (emulators.includes('functions')) {
  const { PLACES_FAKE_PORT, startPlacesFake } = await import('./places-fake.mjs');
  await startPlacesFake().catch(() => fail(`port ${PLACES_FAKE_PORT} (places stand-in) is already in use; stop whatever holds it and try again.`));
  // The inbound-mail stand-in (SMTP), which posts each mail to the bookingMail function (scripts/mail-inbound-fake.mjs).
  const { MAIL_INBOUND_FAKE_PORT, startMailInboundFake } = await import('./mail-inbound-fake.mjs');
  await startMailInboundFake().catch(() => fail(`port ${MAIL_INBOUND_FAKE_PORT} (inbound-mail stand-in) is already in use; stop whatever holds it and try again.`));
}

const quoted = command.map((part) => (/^[\w@%+=:,./-]+$/.test(part) ? part : `'${part.replace(/'/g, `'\\''`)}'`)).join(' ');
const child = spawn(
  FIREBASE_BIN,
  ['emulators:exec', '--project', PROJECT_ID, '--only', only, quoted],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...firestoreEmulatorEnv(),
      FUNCTIONS_EMULATOR_HOST: '127.0.0.1:5001',
      HOSTING_EMULATOR_HOST: `127.0.0.1:${PORTS.hosting}`,
      // Seconds a new function worker may take to start (default 30). Tests of
      // simultaneous calls start dozens at once; past the limit the emulator
      // drops the request without an answer.
      FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT || '180',
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
