import { identify } from '@/services/analytics';
import type { AuthAccount } from '@/services/firebase/auth';
import type * as UsersModule from '@/features/accounts/api/users';
import type {
  PrivateAccount,
  Profile,
  ProfileSource,
  UserPreferencesDoc,
} from '@/features/accounts/api/users';
import { draftsSignedIn, draftsSignedOut } from '@/lib/drafts';
import { loggedOut } from '@/stores/session';
import type { User } from '@/stores/types';
import { getUserState, signedOutSession, subscribeUser, useUser, useUserSession, userActions, type ProfileStatus, type SessionData, type SessionStatus } from '@/stores/use-user-store';
import { reportAppError } from './error-handler';

/**
 * The signed-in session: Auth state flows into the User store. Until Auth has
 * loaded (after the first paint), the session is 'loading'.
 *
 * Once Auth reports a user, the session follows their public profile
 * (users/{uid}, live) and reads their private account document once; both go
 * into the User store. `profileStatus` says whether the profile exists yet, so
 * screens can send a first-time user to onboarding. Only the server can say
 * "no profile": the persistent cache may hold a "missing" read before
 * onboarding, or nothing at all while offline, and neither is an answer. A
 * failed read is tried again (after a delay, when the browser comes back
 * online, or when Auth hands out a fresh token), so an error never sticks.
 *
 * The users collection module is imported on demand: this file is part of the
 * first paint, Firestore is not.
 */
export type { ProfileStatus, SessionStatus } from '@/stores/use-user-store';

let signedInUid: string | null = null;
/** Bumped on every sign-in and sign-out, so late answers for a previous user are dropped. */
let generation = 0;
let stopProfile: (() => void) | null = null;

/** The session as the User store holds it (the one place it is kept). */
const state = (): SessionData => getUserState().session;

function update(patch: Partial<SessionData>) {
  userActions.sessionChanged(patch);
}

function setStatus(next: SessionStatus) {
  if (state().status === next) return;
  update({ status: next });
}

/** The User store's user: the public profile, plus stripeCustomerId from the private document. */
function storeUser(profile: Profile, privateAccount: PrivateAccount | null): User {
  return {
    id: profile.id,
    username: profile.username,
    displayName: profile.displayName,
    photoURL: profile.photoURL,
    following: profile.following,
    followers: profile.followers,
    stripeCustomerId: privateAccount?.stripeCustomerId ?? null,
  };
}

/** Bumped on every answer about the profile, so a check started before a newer answer is dropped. */
let answers = 0;

function profileReceived(profile: Profile) {
  answers += 1;
  userActions.userLoaded(storeUser(profile, state().privateAccount));
  update({ profile, profileStatus: 'ready' });
}

function profileMissing() {
  answers += 1;
  update({ profile: null, profileStatus: 'missing' });
}

/**
 * One answer of the live read about the profile. Only the server can say
 * there is none, and the live read cannot be taken at its word: a "missing"
 * from this device's cache (read before onboarding, or while offline) may
 * come marked as not from the cache (the SDK's multi-tab state can say a
 * target is current when the tab that listened to it was closed). So a
 * "missing" from the live read is asked of the server itself before it counts.
 */
function profileAnswered(profile: Profile | null, source: ProfileSource) {
  if (profile) {
    profileReceived(profile);
    return;
  }
  if (source.fromCache) return;
  if (signedInUid) void confirmMissing(signedInUid, generation);
}

function privateAccountReceived(privateAccount: PrivateAccount | null) {
  if (privateAccount) {
    userActions.userPreferencesChanged(privateAccount.userPreferences);
    const { profile } = state();
    if (profile) userActions.userLoaded(storeUser(profile, privateAccount));
  }
  update({ privateAccount, privateLoaded: true });
}

/** Retry delays after a failed read of the profile: soon, then less often. */
const RETRY_DELAYS_MS = [1_000, 3_000, 10_000, 30_000, 60_000];
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retries = 0;
/** Whether the live profile read has failed and waits for a retry. */
let profileFailed = false;
let privateFailed = false;
/** Whether asking the server about a "missing" profile has failed and waits for a retry. */
let missingUnconfirmed = false;

function stopWatching() {
  generation += 1;
  stopProfile?.();
  stopProfile = null;
  clearTimeout(retryTimer);
  retryTimer = undefined;
  retries = 0;
  profileFailed = false;
  privateFailed = false;
  missingUnconfirmed = false;
}

let usersModule: Promise<typeof UsersModule> | undefined;

/** The users collection module, loaded once (again after a failed load). */
function loadUsers(): Promise<typeof UsersModule> {
  usersModule ??= import('@/features/accounts/api/users').catch((error: unknown) => {
    usersModule = undefined;
    throw error;
  });
  return usersModule;
}

/** A failed read: the screens carry on with what they have, and the read is tried again. */
function profileReadFailed(uid: string, error: unknown) {
  profileFailed = true;
  if (state().profileStatus !== 'ready') update({ profileStatus: 'error' });
  reportAppError('Your profile', error);
  scheduleRetry(uid);
}

function scheduleRetry(uid: string) {
  if (retryTimer !== undefined) return;
  const delay = RETRY_DELAYS_MS[Math.min(retries, RETRY_DELAYS_MS.length - 1)] ?? 60_000;
  retries += 1;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    retryFailedReads(uid);
  }, delay);
}

/** Starts again whatever read failed (after a delay, coming back online, or a fresh token). */
function retryFailedReads(uid: string) {
  if (uid !== signedInUid) return;
  if (profileFailed) {
    profileFailed = false;
    stopProfile?.();
    stopProfile = null;
    void followProfile(uid, generation);
  }
  if (privateFailed) {
    privateFailed = false;
    void readPrivateAccount(uid, generation);
  }
  if (missingUnconfirmed) {
    missingUnconfirmed = false;
    void confirmMissing(uid, generation);
  }
}

/**
 * The live read said there is no profile: asks the server. Its answer counts
 * unless a newer answer came in meanwhile; when the server cannot be asked,
 * the session carries on as after a failed read, and asks again later.
 */
async function confirmMissing(uid: string, current: number): Promise<void> {
  const asked = answers;
  try {
    const users = await loadUsers();
    const profile = await users.getOwnProfileFromServer(uid);
    if (current !== generation || asked !== answers) return;
    if (profile) profileReceived(profile);
    else profileMissing();
  } catch (error) {
    if (current !== generation || asked !== answers) return;
    missingUnconfirmed = true;
    if (state().profileStatus !== 'ready') update({ profileStatus: 'error' });
    reportAppError('Your profile', error);
    scheduleRetry(uid);
  }
}

/** Follows the user's profile (users/{uid}, live) until sign-out. */
async function followProfile(uid: string, current: number): Promise<void> {
  const isCurrent = () => current === generation;
  let users: typeof UsersModule;
  try {
    users = await loadUsers();
  } catch (error) {
    if (isCurrent()) profileReadFailed(uid, error);
    return;
  }
  if (!isCurrent()) return;
  let failed = false;
  try {
    const unsubscribe = users.subscribeProfile(
      uid,
      (profile, source) => {
        if (!isCurrent() || failed) return;
        retries = 0;
        profileAnswered(profile, source);
      },
      (error) => {
        if (!isCurrent() || failed) return;
        // A listener that failed is over: it is started again.
        failed = true;
        profileReadFailed(uid, error);
      },
    );
    if (isCurrent() && !failed) stopProfile = unsubscribe;
    else unsubscribe();
  } catch (error) {
    if (isCurrent()) profileReadFailed(uid, error);
  }
}

/** Reads the private account document once (again after a failure). */
async function readPrivateAccount(uid: string, current: number): Promise<void> {
  const isCurrent = () => current === generation;
  try {
    const users = await loadUsers();
    const privateAccount = await users.getPrivateAccount(uid);
    if (isCurrent()) privateAccountReceived(privateAccount);
  } catch (error) {
    if (!isCurrent()) return;
    privateFailed = true;
    update({ privateLoaded: true });
    reportAppError('Your account settings', error);
    scheduleRetry(uid);
  }
}

/** Follows the user's profile and reads their private account document. */
function watchAccount(uid: string): void {
  const current = generation;
  void followProfile(uid, current);
  void readPrivateAccount(uid, current);
}

/**
 * Asks the server (never the cache) whether the signed-in user has a profile,
 * e.g. when onboarding finds the username typed is already their own claim.
 * Resolves to the status the session then has.
 */
export async function profileRecheck(): Promise<ProfileStatus> {
  const uid = signedInUid;
  if (!uid) return state().profileStatus;
  const current = generation;
  try {
    const users = await loadUsers();
    const profile = await users.getOwnProfileFromServer(uid);
    if (current !== generation) return state().profileStatus;
    if (profile) profileReceived(profile);
    else profileMissing();
  } catch (error) {
    if (current === generation) reportAppError('Your profile', error);
  }
  return state().profileStatus;
}

function onBackOnline() {
  if (signedInUid && (profileFailed || privateFailed || missingUnconfirmed)) {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    retries = 0;
    retryFailedReads(signedInUid);
  }
}

if (typeof window !== 'undefined') window.addEventListener('online', onBackOnline);

/** Applies one Auth state change to the stores. */
export function accountChanged(account: AuthAccount | null): void {
  if (account) {
    const sameUser = account.uid === signedInUid;
    signedInUid = account.uid;
    if (sameUser) {
      update({ account });
      // A fresh token (Auth reports the same user again): a read that failed may now succeed.
      onBackOnline();
    } else {
      stopWatching();
      signalSignIn();
      draftsSignedIn(account.uid);
      // The same person's session taken back after a reload (registry): shown as it was until the reads answer again.
      const kept = state().profile?.id === account.uid ? state() : null;
      userActions.userSignedIn(account.uid);
      userActions.userLoaded(
        kept?.profile
          ? storeUser(kept.profile, kept.privateAccount)
          : { id: account.uid, displayName: account.displayName ?? undefined, photoURL: account.photoURL },
      );
      identify(account.uid);
      update(
        kept
          ? { account, profileStatus: kept.profileStatus === 'ready' ? 'ready' : 'loading', privateLoaded: false }
          : { ...signedOutSession(state().status), account, profileStatus: 'loading' },
      );
      watchAccount(account.uid);
    }
  } else if (signedInUid || state().account) {
    // Signed out (here, or in another tab before a reload took this session back).
    signedInUid = null;
    stopWatching();
    loggedOut();
    draftsSignedOut();
    identify(undefined);
    update(signedOutSession(state().status));
  }
  setStatus('ready');
}

/**
 * The signed-in uid once Auth has loaded (null when nobody is signed in).
 * Actions started while the session is still loading wait for it, rather than
 * take "not signed in yet" for "signed out".
 */
export function signedInUidWhenLoaded(): Promise<string | null> {
  if (state().status === 'ready') return Promise.resolve(signedInUid);
  return new Promise((resolve) => {
    const stop = subscribeUser(() => {
      if (state().status !== 'ready') return;
      stop();
      resolve(signedInUid);
    });
  });
}

/**
 * Written by a tab when someone signs in, so a tab that has not started Auth
 * (see startSession) hears of it through the 'storage' event.
 */
const SIGN_IN_SIGNAL = 'wayfare:signed-in';

function signalSignIn() {
  try {
    localStorage.setItem(SIGN_IN_SIGNAL, String(Date.now()));
  } catch {
    // No storage: other tabs find out when they next load.
  }
}

/**
 * Subscribes to Auth; resolves once the subscription is in place. When this
 * browser holds no signed-in user (Auth's own storage says so, read without
 * the SDK), the session is signed out at once and Auth is not loaded: a
 * visitor who never signed in does not pay for it. It starts, and the session
 * follows it, the moment anything asks for it (a sign-in screen, a read that
 * needs a token) or another tab signs in.
 */
export async function startSession(): Promise<void> {
  const auth = await import('@/services/firebase/auth');
  try {
    if (await auth.subscribeAuth(accountChanged, () => setStatus('ready'))) return;
    // Nobody is signed in on this browser: signed out now; another tab's sign-in starts Auth here.
    window.addEventListener('storage', (event) => {
      if (event.key === SIGN_IN_SIGNAL) void auth.getAuthInstance();
    });
    setStatus('ready');
  } catch (error) {
    setStatus('ready');
    throw error;
  }
}

/** Logout: signs out of Auth, then clears the agent and user stores (preferences back to defaults). */
export async function signOut(): Promise<void> {
  const { signOutAccount } = await import('@/services/firebase/auth');
  await signOutAccount();
  // Auth reports the sign-out too; clearing now means no screen waits for it.
  accountChanged(null);
}

/** Onboarding created the profile: use it now rather than wait for the live read. */
export function profileCreated(profile: Profile): void {
  if (profile.id === signedInUid) profileReceived(profile);
}

/** The preferences were saved to the private document. */
export function preferencesSaved(preferences: UserPreferencesDoc): void {
  userActions.userPreferencesChanged(preferences);
  const { privateAccount } = state();
  if (privateAccount) update({ privateAccount: { ...privateAccount, userPreferences: preferences } });
}

export function useSessionStatus(): SessionStatus {
  return useUserSession((session) => session.status);
}

/** Whether the signed-in user has a profile yet (see ProfileStatus). */
export function useProfileStatus(): ProfileStatus {
  return useUserSession((session) => session.profileStatus);
}

/** The signed-in account as Auth knows it (e-mail, phone), or null. */
export function useAuthAccount(): AuthAccount | null {
  return useUserSession((session) => session.account);
}

/** The signed-in user's own public profile (with bio and home city), or null; a Follow shows in it at once (the User store's `followingChanged`). */
export function useOwnProfile(): Profile | null {
  return useUserSession((session) => session.profile);
}

/** The signed-in user's private account document, once read; null before or when missing. */
export function usePrivateAccount(): { account: PrivateAccount | null; loaded: boolean } {
  const account = useUserSession((session) => session.privateAccount);
  const loaded = useUserSession((session) => session.privateLoaded);
  return { account, loaded };
}

export interface SignedInUser {
  uid: string;
  displayName?: string;
  username?: string;
  photoURL?: string | null;
  email?: string;
}

export function useSignedInUser(): SignedInUser | null {
  const user = useUser();
  const email = useUserSession((session) => session.account?.email ?? undefined);
  if (!user) return null;
  return { uid: user.id, displayName: user.displayName, username: user.username, photoURL: user.photoURL, email };
}

/**
 * Where a signed-in person on a sign-in screen belongs: onboarding while they
 * have no profile, otherwise `next`. Null while signed out or still loading.
 */
export function useSignedInDestination(next: string, onboarding: string): string | null {
  const status = useSessionStatus();
  const signedIn = useUserSession((session) => session.account !== null);
  const profileStatus = useProfileStatus();
  if (status !== 'ready' || !signedIn) return null;
  if (profileStatus === 'missing') return onboarding;
  if (profileStatus === 'ready' || profileStatus === 'error') return next;
  return null;
}
