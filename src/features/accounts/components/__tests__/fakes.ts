/**
 * Stand-ins for the services behind the accounts feature's api module, and
 * the test data the accounts tests share. A test file replaces a service
 * module with its stand-in, then says what each verb answers:
 *
 *   vi.mock('@/services/firebase/auth', () => import('./fakes').then((fakes) => fakes.auth));
 */
import type * as AuthModule from '@/services/firebase/auth';
import type * as UsersModule from '@/services/firebase/collections/users';
import type * as StorageModule from '@/services/firebase/storage';

export const auth = {
  signInWithEmail: vi.fn<typeof AuthModule.signInWithEmail>(),
  signUpWithEmail: vi.fn<typeof AuthModule.signUpWithEmail>(),
  signInWithGoogle: vi.fn<typeof AuthModule.signInWithGoogle>(),
  startPhoneSignIn: vi.fn<typeof AuthModule.startPhoneSignIn>(),
  sendPasswordReset: vi.fn<typeof AuthModule.sendPasswordReset>(),
  checkPasswordResetCode: vi.fn<typeof AuthModule.checkPasswordResetCode>(),
  completePasswordReset: vi.fn<typeof AuthModule.completePasswordReset>(),
  changePassword: vi.fn<typeof AuthModule.changePassword>(),
};

export const users = {
  getOwnProfileFromServer: vi.fn<typeof UsersModule.getOwnProfileFromServer>(),
  usernameClaim: vi.fn<typeof UsersModule.usernameClaim>(),
  createProfile: vi.fn<typeof UsersModule.createProfile>(),
  updateProfile: vi.fn<typeof UsersModule.updateProfile>(),
  updatePreferences: vi.fn<typeof UsersModule.updatePreferences>(),
  exportMyData: vi.fn<typeof UsersModule.exportMyData>(),
  deleteMyAccount: vi.fn<typeof UsersModule.deleteMyAccount>(),
};

export const storage = {
  checkStorageAvailable: vi.fn<typeof StorageModule.checkStorageAvailable>(),
};

/** Ana's account as Auth reports it once she has signed in with her e-mail. */
export function anAuthAccount(overrides: Partial<AuthModule.AuthAccount> = {}): AuthModule.AuthAccount {
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
