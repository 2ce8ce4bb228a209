import type * as AuthSdk from 'firebase/auth';
import type { Auth, ConfirmationResult, RecaptchaVerifier, User } from 'firebase/auth';
import { getEnv } from '@/config/env';
import { EMULATOR_PORTS, emulatorHost, getFirebaseApp } from './app';

let authPromise: Promise<Auth> | undefined;

type AuthWatcher = (auth: Auth, sdk: typeof AuthSdk) => void;
const watchers: AuthWatcher[] = [];
let started: { auth: Auth; sdk: typeof AuthSdk } | null = null;

/** Runs `watch` with Auth once it has started (at once if it has), before any caller receives the instance. */
function whenStarted(watch: AuthWatcher): void {
  if (started) watch(started.auth, started.sdk);
  else watchers.push(watch);
}

/** Firebase Auth, connected to the Auth emulator in the testing stage. */
export function getAuthInstance(): Promise<Auth> {
  authPromise ??= Promise.all([getFirebaseApp(), import('firebase/auth')]).then(([app, sdk]) => {
    const auth = sdk.getAuth(app);
    const host = emulatorHost();
    if (host) {
      sdk.connectAuthEmulator(auth, `http://${host}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
    }
    started = { auth, sdk };
    for (const watch of watchers.splice(0)) watch(auth, sdk);
    return auth;
  });
  return authPromise;
}

/** Where Firebase Auth keeps the signed-in user in a browser: IndexedDB, or localStorage without it. */
const AUTH_DATABASE = 'firebaseLocalStorageDb';
const AUTH_STORE = 'firebaseLocalStorage';
const AUTH_USER_KEY = 'firebase:authUser:';

function readStoreKeys(database: IDBDatabase): Promise<IDBValidKey[]> {
  return new Promise((resolve, reject) => {
    if (!database.objectStoreNames.contains(AUTH_STORE)) {
      resolve([]);
      return;
    }
    const request = database.transaction(AUTH_STORE, 'readonly').objectStore(AUTH_STORE).getAllKeys();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('Auth storage could not be read'));
  });
}

/**
 * Whether this browser may hold a signed-in user, read from Auth's own
 * storage without loading the Auth SDK: false only when neither Auth's
 * database nor its localStorage fallback holds a user. Anything it cannot
 * tell (no `indexedDB.databases`, storage refused) counts as "may".
 */
async function storedUserMayExist(): Promise<boolean> {
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      if (localStorage.key(i)?.startsWith(AUTH_USER_KEY)) return true;
    }
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
    // Opening a database that does not exist would create it: ask first.
    if (!(await indexedDB.databases()).some((database) => database.name === AUTH_DATABASE)) return false;
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(AUTH_DATABASE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('Auth storage could not be opened'));
    });
    try {
      return (await readStoreKeys(database)).some((key) => typeof key === 'string' && key.startsWith(AUTH_USER_KEY));
    } finally {
      database.close();
    }
  } catch {
    return true;
  }
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

/**
 * Calls onChange with the account (or null) now, on every sign-in or sign-out,
 * and when the account's token is refreshed (the same account again), so
 * reads that failed for a stale token can be tried again.
 *
 * When nothing has started Auth yet and this browser holds no signed-in user
 * (storedUserMayExist), Auth is not loaded: the subscription is made the
 * moment anything starts it (a sign-in screen, a read that needs a token),
 * before that caller receives the instance, so no sign-in is missed.
 * Resolves with whether Auth was started now (false: nobody is signed in).
 */
export async function subscribeAuth(
  onChange: (account: AuthAccount | null) => void,
  onError: (error: Error) => void,
): Promise<boolean> {
  const follow: AuthWatcher = (auth, sdk) => {
    sdk.onIdTokenChanged(auth, (user) => onChange(user ? toAccount(user) : null), onError);
  };
  // Checked again after the read: a sign-in screen may have started Auth meanwhile.
  const nobody = !authPromise && !(await storedUserMayExist()) && !authPromise;
  whenStarted(follow);
  if (nobody) return false;
  await getAuthInstance();
  return true;
}

export async function signOutAccount(): Promise<void> {
  const auth = await getAuthInstance();
  const { signOut } = await import('firebase/auth');
  await signOut(auth);
}

/*
 * Sign-in verbs. Each returns plain data and throws the FirebaseError as is
 * (its `code` is mapped to a sentence at the field by
 * src/features/accounts/lib/auth-errors.ts).
 */

/** The Auth instance and the SDK module, loaded together. */
async function authAndSdk() {
  return Promise.all([getAuthInstance(), import('firebase/auth')]);
}

export async function signUpWithEmail(email: string, password: string): Promise<AuthAccount> {
  const [auth, sdk] = await authAndSdk();
  const credential = await sdk.createUserWithEmailAndPassword(auth, email.trim(), password);
  return toAccount(credential.user);
}

export async function signInWithEmail(email: string, password: string): Promise<AuthAccount> {
  const [auth, sdk] = await authAndSdk();
  const credential = await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
  return toAccount(credential.user);
}

/** Google in a popup; in the testing stage the Auth emulator serves its own sign-in page. */
export async function signInWithGoogle(): Promise<AuthAccount> {
  const [auth, sdk] = await authAndSdk();
  const credential = await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider());
  return toAccount(credential.user);
}

let phoneVerifier: RecaptchaVerifier | undefined;

/**
 * Sends an SMS code to `phone` (E.164) behind an invisible reCAPTCHA bound to
 * the button with id `buttonId`, and resolves to the function that confirms
 * the code. In the testing stage app verification is disabled (the Auth
 * emulator's codes are read from its REST endpoint). Asking again (resend)
 * replaces the previous verifier.
 */
export async function startPhoneSignIn(
  phone: string,
  buttonId: string,
): Promise<(code: string) => Promise<AuthAccount>> {
  const [auth, sdk] = await authAndSdk();
  if (getEnv().stage === 'testing') auth.settings.appVerificationDisabledForTesting = true;
  phoneVerifier?.clear();
  const verifier = new sdk.RecaptchaVerifier(auth, buttonId, { size: 'invisible' });
  phoneVerifier = verifier;
  let confirmation: ConfirmationResult;
  try {
    confirmation = await sdk.signInWithPhoneNumber(auth, phone.trim(), verifier);
  } catch (error) {
    verifier.clear();
    if (phoneVerifier === verifier) phoneVerifier = undefined;
    throw error;
  }
  return async (code: string) => {
    const credential = await confirmation.confirm(code.trim());
    if (phoneVerifier === verifier) {
      verifier.clear();
      phoneVerifier = undefined;
    }
    return toAccount(credential.user);
  };
}

/** E-mails a reset link; after the reset the link continues to <origin>/auth/forgot-password. */
export async function sendPasswordReset(email: string): Promise<void> {
  const [auth, sdk] = await authAndSdk();
  await sdk.sendPasswordResetEmail(auth, email.trim(), { url: `${window.location.origin}/auth/forgot-password` });
}

/** Checks the reset link's code; resolves to the account's e-mail. */
export async function checkPasswordResetCode(oobCode: string): Promise<string> {
  const [auth, sdk] = await authAndSdk();
  return sdk.verifyPasswordResetCode(auth, oobCode);
}

export async function completePasswordReset(oobCode: string, newPassword: string): Promise<void> {
  const [auth, sdk] = await authAndSdk();
  await sdk.confirmPasswordReset(auth, oobCode, newPassword);
}

/**
 * Re-authenticates with the current password, then sets the new one. Throws
 * auth/user-token-expired when nobody is signed in and
 * auth/operation-not-allowed for an account without an e-mail (phone or
 * Google only), so the same error mapping applies.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const [auth, sdk] = await authAndSdk();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw await authError('auth/user-token-expired', 'Nobody is signed in.');
  if (!user.email) throw await authError('auth/operation-not-allowed', 'This account has no e-mail and password.');
  await sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(user.email, currentPassword));
  await sdk.updatePassword(user, newPassword);
}

async function authError(code: string, message: string): Promise<Error> {
  const { FirebaseError } = await import('firebase/app');
  return new FirebaseError(code, message);
}
