/** Test data the accounts tests share, and the failures they stage. */
import type { AuthAccount } from '@/services/firebase/auth';

/** Ana's account as Auth reports it once she has signed in with her e-mail. */
export function anAuthAccount(overrides: Partial<AuthAccount> = {}): AuthAccount {
  return {
    uid: 'anaRibeiro01',
    email: 'ana@demo.wayfare.test',
    phoneNumber: null,
    displayName: null,
    photoURL: null,
    ...overrides,
  };
}

/** A promise the test settles when it chooses, to see what the screen shows meanwhile. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

/** What a lazy import throws when its chunk cannot be fetched (a dropped connection, a new deploy). */
export function chunkLoadError(): TypeError {
  return new TypeError('Failed to fetch dynamically imported module: https://wayfare.test/assets/auth-1a2b3c.js');
}
