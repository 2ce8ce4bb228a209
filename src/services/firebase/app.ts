import type { FirebaseApp } from 'firebase/app';
import { getEnv } from '@/config/env';

/**
 * Lazily created Firebase singletons. Nothing here runs until a screen or the
 * post-paint start-up asks for it, so the SDKs stay out of the first paint.
 */
let appPromise: Promise<FirebaseApp> | undefined;

export function getFirebaseApp(): Promise<FirebaseApp> {
  appPromise ??= import('firebase/app').then(({ initializeApp }) => initializeApp(getEnv().firebase));
  return appPromise;
}

/** The emulator host in the testing stage, undefined elsewhere. */
export function emulatorHost(): string | undefined {
  return getEnv().emulatorHost;
}

export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, functions: 5001, storage: 9199, hub: 4400 } as const;
