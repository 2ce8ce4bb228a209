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
 * be running (it cannot start without a one-time download), so ask the
 * emulator hub which emulators are up.
 */
export function checkStorageAvailable(fetchImpl: typeof fetch = fetch): Promise<StorageAvailability> {
  const host = emulatorHost();
  if (!host) return Promise.resolve({ available: true });
  const unavailable: StorageAvailability = { available: false, reason: UPLOADS_UNAVAILABLE };
  availability ??= fetchImpl(`http://${host}:${EMULATOR_PORTS.hub}/emulators`, {
    signal: AbortSignal.timeout(2000),
  })
    .then(async (response): Promise<StorageAvailability> => {
      if (!response.ok) return unavailable;
      const running: unknown = await response.json();
      const up = typeof running === 'object' && running !== null && 'storage' in running;
      return up ? { available: true } : unavailable;
    })
    .catch((): StorageAvailability => unavailable);
  return availability;
}
