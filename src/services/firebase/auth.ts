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

/*
 * CONTRACT (to be implemented in this file): sign-in verbs. Each returns plain
 * data and throws the FirebaseError as is (its `code` is mapped to a sentence
 * at the field by src/features/accounts/lib/auth-errors.ts).
 *
 * signUpWithEmail(email, password): Promise<AuthAccount>
 * signInWithEmail(email, password): Promise<AuthAccount>
 * signInWithGoogle(): Promise<AuthAccount>                      // popup; emulator's page in testing
 * startPhoneSignIn(phone: string, buttonId: string): Promise<(code: string) => Promise<AuthAccount>>
 *                                                               // invisible reCAPTCHA; verification disabled in testing
 * sendPasswordReset(email): Promise<void>                       // continue URL: <origin>/auth/forgot-password
 * checkPasswordResetCode(oobCode): Promise<string>              // the account's e-mail
 * completePasswordReset(oobCode, newPassword): Promise<void>
 * changePassword(currentPassword, newPassword): Promise<void>   // re-authenticates first
 * currentAccount(): Promise<AuthAccount | null>
 */
