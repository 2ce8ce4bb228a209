/**
 * The users collection module. Every read and write of profiles, usernames,
 * private account documents and the follow graph lives here (see
 * docs/data-model.md: shapes, write recipes, limits). Returns plain domain
 * types, validated with zod on read; errors are mapped with toAppError except
 * follow/unfollow, which rethrow the original message.
 *
 * The verbs are thin: they load the Firestore operations (users-ops.ts, which
 * take the Firestore instance as a parameter and are what the integration
 * tests run) on demand, with the app's instance: getDb() (full SDK, persistent
 * cache) for the signed-in user's reads, writes and subscriptions, getLiteDb()
 * for the public one-shot read of a shared profile. Nothing Firebase is
 * imported statically, so importing this module costs the entry chunk nothing.
 */
import type { AppEnv } from '@/config/env';
import { signOutAccount } from '../auth';
import { AppError, toAppError } from '../errors';
import { forgetEarlyAnswers, stageDatabase } from '../rest';
import { getProfileRest, getPublicProfileByUsernameRest } from './public-reads';
import { getDb } from '../firestore';
import { lazyOps } from './lazy-ops';
import { getFunctionsInstance } from '../functions';
import type {
  NewProfile,
  PrivateAccount,
  Profile,
  ProfilePage,
  ProfilePatch,
  UserPreferencesDoc,
} from '@/domain/users/schema';
import type { ProfileSource, UsernameClaim } from './users-ops';

export type * from '@/domain/users/schema';
export { USERNAME_TAKEN_MESSAGE } from '@/domain/users/schema';
export type { ProfileSource, UsernameClaim } from './users-ops';

/** The app's Firestore and the operations module, loaded together on first use. */
const { load: withDb, subscribe } = lazyOps(() => import('./users-ops'));

/** Firestore Lite and the public read operations, for visitors of a shared profile. */
export async function getProfile(uid: string): Promise<Profile | null> {
  const { db, ops } = await withDb();
  return ops.getProfileOps(db, uid);
}

/** usernames/{username} -> users/{uid}; null when the name is free or the profile missing. */
export async function getProfileByUsername(username: string): Promise<Profile | null> {
  const { db, ops } = await withDb();
  return ops.getProfileByUsernameOps(db, username);
}

/** One-shot public read for the shared-profile screen, using firestore/lite (small, no cache). */
export async function getPublicProfileByUsername(username: string): Promise<Profile | null> {
  return getPublicProfileByUsernameRest(stageDatabase(), username);
}

/**
 * Live profile (the signed-in user's own). The SDK loads in the background;
 * the returned function unsubscribes, also before it has finished loading.
 */
export function subscribeProfile(
  uid: string,
  onNext: (p: Profile | null, source: ProfileSource) => void,
  onError: (e: Error) => void,
): () => void {
  return subscribe(({ db, ops }) => ops.subscribeProfileOps(db, uid, onNext, onError), onError);
}

/**
 * The signed-in user's profile as the server holds it; throws (AppError) when
 * the server cannot be asked. Read over REST, not with the SDK: the SDK's
 * getDocFromServer and listeners can report a "missing" from the persistent
 * cache as if the server had said it (a target another tab, since closed,
 * left marked "current" in the shared multi-tab state), so neither can be
 * trusted to say a profile does not exist.
 */
export async function getOwnProfileFromServer(uid: string): Promise<Profile | null> {
  return getProfileRest(stageDatabase(), uid);
}

/** Whether `username` is free, someone else's, or already `uid`'s own claim. */
export async function usernameClaim(username: string, uid: string): Promise<UsernameClaim> {
  const { db, ops } = await withDb();
  return ops.usernameClaimOps(db, username, uid);
}

export async function isUsernameAvailable(username: string): Promise<boolean> {
  const { db, ops } = await withDb();
  return ops.isUsernameAvailableOps(db, username);
}

/**
 * Sign-up: usernames/{name}, users/{uid} and private/account in one batch
 * (plus default follows in production). Of two people racing for one name,
 * exactly one succeeds; the other gets AppError kind 'invalid' with message
 * "That username was just taken. Pick another one."
 */
export async function createProfile(input: NewProfile, env: Pick<AppEnv, 'stage' | 'defaultFollowUids'>): Promise<Profile> {
  const { db, ops } = await withDb();
  forgetEarlyAnswers();
  return ops.createProfileOps(db, input, env);
}

export async function updateProfile(uid: string, patch: ProfilePatch): Promise<void> {
  const { db, ops } = await withDb();
  forgetEarlyAnswers();
  return ops.updateProfileOps(db, uid, patch);
}

export async function changeUsername(uid: string, from: string, to: string): Promise<void> {
  const { db, ops } = await withDb();
  forgetEarlyAnswers();
  return ops.changeUsernameOps(db, uid, from, to);
}

/** Rethrows failures with the original message. */
export async function follow(myUid: string, targetUid: string): Promise<void> {
  const [db, ops] = await Promise.all([getDb(), import('./users-ops')]);
  // Profiles read before this write (a shared link's early read) are out of date.
  forgetEarlyAnswers();
  return ops.followOps(db, myUid, targetUid);
}

/** Rethrows failures with the original message. */
export async function unfollow(myUid: string, targetUid: string): Promise<void> {
  const [db, ops] = await Promise.all([getDb(), import('./users-ops')]);
  forgetEarlyAnswers();
  return ops.unfollowOps(db, myUid, targetUid);
}

/** Loads profiles by id in `in` batches of 30, dropping missing ones; pageSize ids per page. */
export async function loadProfiles(uids: string[], pageSize?: number): Promise<ProfilePage> {
  const { db, ops } = await withDb();
  return ops.loadProfilesOps(db, uids, pageSize);
}

export async function getPrivateAccount(uid: string): Promise<PrivateAccount | null> {
  const { db, ops } = await withDb();
  return ops.getPrivateAccountOps(db, uid);
}

export async function updatePreferences(uid: string, prefs: Partial<UserPreferencesDoc>): Promise<void> {
  const { db, ops } = await withDb();
  return ops.updatePreferencesOps(db, uid, prefs);
}

/** Everything the user owns, as one JSON-serialisable object. */
export async function exportMyData(uid: string): Promise<Record<string, unknown>> {
  const { db, ops } = await withDb();
  return ops.exportMyDataOps(db, uid);
}

/**
 * Calls the deleteAccount Cloud Function (profile, username, own itineraries,
 * follow links on both sides, the Auth user), then signs out locally: the
 * server has deleted the account, but this tab still holds its token.
 */
/**
 * deleteAccount's own words when it explains what happened ("… so nothing was
 * deleted. Try again in a moment."); the usual mapping otherwise.
 */
export function deletionError(error: unknown): AppError {
  const mapped = toAppError(error);
  const code = mapped.code;
  // The SDK adds the HTTP status to the function's message (" [503]"); a bare code name is no explanation.
  const message = error instanceof Error ? error.message.replace(/ \[\d{3}\]$/, '') : '';
  const bare = code.replace('functions/', '').toUpperCase().replace(/-/g, '_');
  if ((code === 'functions/unavailable' || code === 'functions/internal') && message && message !== bare) {
    return new AppError(mapped.kind, message, code);
  }
  return mapped;
}

export async function deleteMyAccount(): Promise<void> {
  try {
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsInstance(), import('firebase/functions')]);
    await httpsCallable<void, unknown>(functions, 'deleteAccount')();
  } catch (error) {
    throw deletionError(error);
  }
  try {
    await signOutAccount();
  } catch (error) {
    throw toAppError(error);
  }
}
