import type { Firestore } from 'firebase/firestore';
import { EMULATOR_PORTS, emulatorHost, getFirebaseApp } from './app';

let dbPromise: Promise<Firestore> | undefined;

/**
 * Firestore with the persistent local cache shared by every open tab, so a
 * trip opened once reads from the device and edits made offline survive a
 * reload. Connected to the Firestore emulator in the testing stage.
 */
export function getDb(): Promise<Firestore> {
  dbPromise ??= Promise.all([getFirebaseApp(), import('firebase/firestore')]).then(([app, sdk]) => {
    const db = sdk.initializeFirestore(app, {
      localCache: sdk.persistentLocalCache({ tabManager: sdk.persistentMultipleTabManager() }),
    });
    const host = emulatorHost();
    if (host) sdk.connectFirestoreEmulator(db, host, EMULATOR_PORTS.firestore);
    return db;
  });
  return dbPromise;
}
