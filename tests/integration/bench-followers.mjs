// Bench measurement: loading 1,000 followers against the Firestore emulator.
//
//   import { measureFollowers } from '../../tests/integration/bench-followers.mjs';
//   MEASUREMENTS.push({ name: 'followers', title: 'Loading 1,000 followers', run: measureFollowers });
//
// Seeds 1,000 profiles with firebase-admin (unique ids, removed afterwards),
// then times the users module's own loadProfilesOps (loaded from TypeScript
// through Vite's module runner) with a Node Firestore client, signed out as a
// visitor of a profile page. Needs the emulators (FIRESTORE_EMULATOR_HOST),
// e.g. inside scripts/with-emulators.mjs.
//
// Returns { 'followersQueries:1000': queries, 'followersMs:1000': ms of the load (median when RUNS > 1) }.
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const COUNT = 1000;
// The Firestore emulator answers `documentId() in [...]` by scanning the
// collection (about 0.3 s per query of 30 with 1,000 profiles stored, and
// little parallelism), so the time is the emulator's, far above production,
// where each query is an index lookup. One timed run keeps the bench short.
const RUNS = 1;

export async function measureFollowers() {
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  if (!emulator) throw new Error('measureFollowers: FIRESTORE_EMULATOR_HOST is unset; run inside the emulators.');
  process.env.METADATA_SERVER_DETECTION ||= 'none';
  const projectId = process.env.GCLOUD_PROJECT || 'demo-wayfare';
  if (!projectId.startsWith('demo-')) throw new Error(`measureFollowers: refusing project ${projectId}`);
  const [host = '127.0.0.1', port = '8080'] = emulator.split(':');

  const { runnerImport } = await import('vite');
  const { module: ops } = await runnerImport(join(ROOT, 'src/services/firebase/collections/users-ops.ts'), {
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': join(ROOT, 'src') } },
  });

  const { initializeApp: initializeAdmin, deleteApp: deleteAdmin } = await import('firebase-admin/app');
  const { getFirestore: getAdminFirestore, Timestamp } = await import('firebase-admin/firestore');
  const { initializeApp, deleteApp } = await import('firebase/app');
  const { connectFirestoreEmulator, getFirestore, getDoc, doc, setLogLevel } = await import('firebase/firestore');
  setLogLevel('silent');

  const tag = `bf${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const ids = Array.from({ length: COUNT }, (_, i) => `${tag}u${String(i).padStart(4, '0')}`);
  const admin = initializeAdmin({ projectId }, `${tag}-admin`);
  const adminDb = getAdminFirestore(admin);
  const app = initializeApp({ apiKey: 'demo-api-key', projectId }, `${tag}-client`);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, host, Number(port));

  const writeAll = async (write) => {
    for (let start = 0; start < ids.length; start += 500) {
      const batch = adminDb.batch();
      for (const id of ids.slice(start, start + 500)) write(batch, adminDb.doc(`users/${id}`), id);
      await batch.commit();
    }
  };

  try {
    const at = Timestamp.fromDate(new Date('2026-01-15T10:00:00Z'));
    await writeAll((batch, ref, id) =>
      batch.set(ref, {
        id,
        username: `${id}`.toLowerCase().slice(0, 30),
        displayName: `Follower ${id.slice(-4)}`,
        photoURL: null,
        bio: null,
        homeCity: null,
        following: [],
        followers: [],
        isAgent: false,
        createdAt: at,
        updatedAt: at,
      }),
    );
    // Open the connection first, so the figure is the load, not the handshake.
    await getDoc(doc(db, 'users', ids[0]));

    let queries = 0;
    const times = [];
    for (let run = 0; run < RUNS; run += 1) {
      const began = performance.now();
      const page = await ops.loadProfilesOps(db, ids, COUNT);
      times.push(performance.now() - began);
      if (page.profiles.length !== COUNT) {
        throw new Error(`measureFollowers: loaded ${page.profiles.length} of ${COUNT} profiles`);
      }
      queries = page.queries;
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
    return { 'followersQueries:1000': queries, 'followersMs:1000': Math.round(median) };
  } finally {
    await writeAll((batch, ref) => batch.delete(ref)).catch(() => {});
    await deleteApp(app);
    await deleteAdmin(admin);
  }
}

// Run directly: node tests/integration/bench-followers.mjs (inside the emulators).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(await measureFollowers());
}
