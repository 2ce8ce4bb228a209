// Seeds the local Firebase emulators with the Wayfare demo data set.
//
//   node scripts/with-emulators.mjs --only auth,firestore -- node scripts/seed.mjs
//   (or `npm run seed` while the emulators run)
//
// Idempotent: it first wipes the emulators' Firestore documents and Auth
// accounts, then writes the same users, itineraries and agency data from
// scripts/seed-data/. Talks to the emulators only: it refuses to run against
// anything that is not a local host or a demo-* project.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { buildSeed } from './seed-data/build.mjs';
import { benchItineraries, exploreDocuments } from './seed-data/explore.mjs';
import { buildCommerceSeed } from './seed-data/commerce.mjs';

const started = performance.now();

process.env.FIRESTORE_EMULATOR_HOST ||= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ||= '127.0.0.1:9099';
const projectId = process.env.GCLOUD_PROJECT || 'demo-wayfare';
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

function fail(message) {
  console.error(`seed: ${message}`);
  process.exit(1);
}

const isLocal = (host) => /^(127\.0\.0\.1|localhost|\[::1\]|0\.0\.0\.0):\d+$/.test(host);
if (!isLocal(firestoreHost) || !isLocal(authHost)) fail(`emulator hosts must be local (got ${firestoreHost}, ${authHost}).`);
if (!projectId.startsWith('demo-')) fail(`refusing to seed project "${projectId}": only demo-* projects are seeded.`);

async function clear(url, headers = {}) {
  let response;
  try {
    response = await fetch(url, { method: 'DELETE', headers });
  } catch (error) {
    fail(`cannot reach ${url} (${error.cause?.code ?? error.message}); are the emulators running?`);
  }
  if (!response.ok) fail(`DELETE ${url} answered ${response.status} ${await response.text()}`);
}

const seed = buildSeed();
// The shop: catalogue and paid itineraries (docs/commerce.md).
const commerce = buildCommerceSeed(seed);
seed.documents.push(...commerce.documents);

await Promise.all([
  clear(`http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`),
  clear(`http://${authHost}/emulator/v1/projects/${projectId}/accounts`, { Authorization: 'Bearer owner' }),
]);

const app = initializeApp({ projectId });
const db = getFirestore(app);
const auth = getAuth(app);

await Promise.all(seed.authUsers.map((user) => auth.createUser({ ...user, emailVerified: true })));

// Explore's index of the itineraries (as the exploreIndex function would write it), and for the
// benchmark only (WAYFARE_SEED_EXPLORE=<n>) n extra public itineraries.
const benchCount = Number.parseInt(process.env.WAYFARE_SEED_EXPLORE ?? '0', 10) || 0;
// The entries go first: a seeded clone's marker exists before the function sees the clone.
const documents = [
  ...exploreDocuments(seed.documents),
  ...seed.documents,
  ...benchItineraries(benchCount, seed.accounts.map((a) => a.uid)),
];

// Firestore batches hold at most 500 writes.
for (let start = 0; start < documents.length; start += 500) {
  const batch = db.batch();
  for (const { path, data } of documents.slice(start, start + 500)) batch.set(db.doc(path), data);
  await batch.commit();
}

const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.log(
  `\nSeeded project ${projectId}: ${seed.authUsers.length} accounts, ${documents.length} documents, ` +
    `${seed.itineraries.length} itineraries in ${seconds} s.\n`,
);
console.log('Demo sign-ins (e-mail / password / what the account shows):');
console.table(
  Object.fromEntries(
    seed.accounts.map((a) => [a.username, { 'e-mail': a.email, password: a.password, shows: a.shows }]),
  ),
);
console.log('Itineraries:');
console.table(
  Object.fromEntries(
    seed.itineraries.map((it) => [it.id, { by: it.creator, city: it.city, items: it.items, kind: it.kinds.join('; ') }]),
  ),
);
console.log(`Invitation links: ${seed.links.invitations.join(', ')}`);
console.log(`Proposal links:   ${seed.links.proposals.join(', ')}\n`);

await app.delete();
