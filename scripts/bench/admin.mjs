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
