// firebase-admin for the measurements that write their own data into the
// Firestore emulator (the bench runs inside it: scripts/with-emulators.mjs).

/** Firestore through an admin app of this name, for the project given (the demo project by default). */
export async function adminDb(name, projectId = process.env.GCLOUD_PROJECT || 'demo-wayfare') {
  // No probe of the Google Cloud metadata server: nothing leaves the machine.
  process.env.METADATA_SERVER_DETECTION ||= 'none';
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = getApps().find((candidate) => candidate.name === name) ?? initializeApp({ projectId }, name);
  return getFirestore(app);
}

/** Sets every [path, data] pair, in batches of 400 (Firestore allows 500 writes in one). */
export async function setAll(db, writes) {
  for (let start = 0; start < writes.length; start += 400) {
    const batch = db.batch();
    for (const [path, data] of writes.slice(start, start + 400)) batch.set(db.doc(path), data);
    await batch.commit();
  }
}

/**
 * A private trip of `creatorId` as stored, for a measurement to write with
 * the Admin SDK: the fields the rules and the app read, `fields` on top
 * (title, period, days...), no time stamps (the caller adds them).
 */
export function benchTrip(creatorId, fields) {
  return {
    title: 'Bench trip',
    description: '',
    destinations: ['Lisbon'],
    period: null,
    days: 1,
    context: '',
    public: false,
    creatorId,
    collaborators: { pending: [], accepted: [] },
    clonedFrom: null,
    agentId: null,
    isPaidItinerary: false,
    isManualCreated: true,
    isNotFirst: true,
    threadId: '',
    geocode: null,
    itineraryImageSrc: null,
    ...fields,
  };
}
