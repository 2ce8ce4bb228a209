import type { Firestore } from 'firebase/firestore/lite';
import { EMULATOR_PORTS, emulatorHost, getFirebaseApp } from './app';

let litePromise: Promise<Firestore> | undefined;

/**
 * Firestore Lite: one-shot REST reads with no cache and no listeners, for
 * public pages a visitor opens from a shared link (a profile, its public
 * trips). About a third of the full SDK's size, so the shared-profile screen
 * meets its first-paint budget. Created on first use, connected to the
 * Firestore emulator in the testing stage. Use getDb() for the signed-in
 * user's own data, writes and subscriptions.
 */
export function getLiteDb(): Promise<Firestore> {
  litePromise ??= Promise.all([getFirebaseApp(), import('firebase/firestore/lite')]).then(([app, sdk]) => {
    const db = sdk.getFirestore(app);
    const host = emulatorHost();
    if (host) sdk.connectFirestoreEmulator(db, host, EMULATOR_PORTS.firestore);
    return db;
  });
  return litePromise;
}
