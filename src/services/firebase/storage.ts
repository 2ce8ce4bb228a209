import type { FirebaseStorage } from 'firebase/storage';
import { EMULATOR_PORTS, emulatorHost, getFirebaseApp } from './app';

let storagePromise: Promise<FirebaseStorage> | undefined;

/** Cloud Storage, connected to the Storage emulator in the testing stage. */
export function getStorageInstance(): Promise<FirebaseStorage> {
  storagePromise ??= Promise.all([getFirebaseApp(), import('firebase/storage')]).then(([app, sdk]) => {
    const storage = sdk.getStorage(app);
    const host = emulatorHost();
    if (host) sdk.connectStorageEmulator(storage, host, EMULATOR_PORTS.storage);
    return storage;
  });
  return storagePromise;
}

export type StorageAvailability = { available: true } | { available: false; reason: string };

export const UPLOADS_UNAVAILABLE =
  'Uploads are unavailable: the file storage service is not running on this machine.';

let availability: Promise<StorageAvailability> | undefined;

/**
 * Whether uploads can work. In the testing stage the Storage emulator may not
 * be running (it cannot start without a one-time download), so ask it.
 */
export function checkStorageAvailable(fetchImpl: typeof fetch = fetch): Promise<StorageAvailability> {
  const host = emulatorHost();
  if (!host) return Promise.resolve({ available: true });
  availability ??= fetchImpl(`http://${host}:${EMULATOR_PORTS.storage}/`, {
    signal: AbortSignal.timeout(2000),
  }).then(
    (): StorageAvailability => ({ available: true }),
    (): StorageAvailability => ({ available: false, reason: UPLOADS_UNAVAILABLE }),
  );
  return availability;
}
