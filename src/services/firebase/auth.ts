import type { Auth, User } from 'firebase/auth';
import { EMULATOR_PORTS, emulatorHost, getFirebaseApp } from './app';

let authPromise: Promise<Auth> | undefined;

/** Firebase Auth, connected to the Auth emulator in the testing stage. */
export function getAuthInstance(): Promise<Auth> {
  authPromise ??= Promise.all([getFirebaseApp(), import('firebase/auth')]).then(([app, sdk]) => {
    const auth = sdk.getAuth(app);
    const host = emulatorHost();
    if (host) {
      sdk.connectAuthEmulator(auth, `http://${host}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
    }
    return auth;
  });
  return authPromise;
}

/** The signed-in account as the app sees it: plain data, no SDK objects. */
export interface AuthAccount {
  uid: string;
  email: string | null;
  phoneNumber: string | null;
  displayName: string | null;
  photoURL: string | null;
}

function toAccount(user: User): AuthAccount {
  return {
    uid: user.uid,
    email: user.email,
    phoneNumber: user.phoneNumber,
    displayName: user.displayName,
    photoURL: user.photoURL,
  };
}

/** Calls onChange with the account (or null) now and on every sign-in or sign-out. */
export async function subscribeAuth(
  onChange: (account: AuthAccount | null) => void,
  onError: (error: Error) => void,
): Promise<() => void> {
  const auth = await getAuthInstance();
  const { onAuthStateChanged } = await import('firebase/auth');
  return onAuthStateChanged(auth, (user) => onChange(user ? toAccount(user) : null), onError);
}

export async function signOutAccount(): Promise<void> {
  const auth = await getAuthInstance();
  const { signOut } = await import('firebase/auth');
  await signOut(auth);
}
