/**
 * The users collection's Firestore operations, each taking the Firestore
 * instance it works on. users.ts calls them with the app's instance (getDb());
 * the integration tests and the bench call them with a Node instance signed in
 * as a test user, so the code they measure is the code the app runs.
 *
 * Every write follows docs/data-model.md's write recipes, which is what
 * firestore.rules accepts. Every read of the follow graph lives here (and in
 * users-public-ops.ts), so moving followers to a subcollection later changes
 * these files only.
 *
 * Loaded on demand by users.ts, never from the entry chunk.
 */
import {
  arrayRemove,
  arrayUnion,
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  onSnapshot,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type Unsubscribe,
  type WriteBatch,
} from 'firebase/firestore';
import { AppError, toAppError, withAppError } from '../errors';
import { parsingConverter } from './documents';
import { defaultFollowsFor } from './default-follows';
import {
  USERNAME_TAKEN_MESSAGE,
  checkNewProfile,
  checkPreferences,
  checkProfileFields,
  checkUsername,
  parsePrivateAccount,
  parseProfile,
  parseUsernameClaim,
  toJson,
  type FollowEnv,
  type NewProfile,
  type PrivateAccount,
  type Profile,
  type ProfilePage,
  type ProfilePatch,
  type UserPreferencesDoc,
} from '@/domain/users/schema';
import { defaultPreferences } from '@/domain/users/preferences';
import { isValidUsername } from '@/lib/route-params';

/** Firestore `in` queries take at most 30 values. */
export const IN_BATCH_SIZE = 30;
/** Ids per page of loadProfiles: three `in` queries, run in parallel. */
export const DEFAULT_PROFILE_PAGE_SIZE = 90;

// Converters: fromFirestore parses with zod (see ./documents.ts).

/** Writes the stored public fields; createdAt/updatedAt are server-stamped by the write recipes. */
export const profileConverter = parsingConverter(parseProfile, ['createdAt']);

/** Never writes stripeCustomerId: only the server sets it. */
export const privateAccountConverter = parsingConverter(parsePrivateAccount, ['stripeCustomerId']);

const userRef = (db: Firestore, uid: string) => doc(db, 'users', uid);
const profileRef = (db: Firestore, uid: string) => userRef(db, uid).withConverter(profileConverter);
const usernameRef = (db: Firestore, name: string) => doc(db, 'usernames', name);
const accountRef = (db: Firestore, uid: string) => doc(db, 'users', uid, 'private', 'account');

/** Runs a read or write and maps what it throws to an AppError. */
const mapped = withAppError;

/** Firestore rejects ids with a slash, '.', '..' and __x__; such ids cannot name a profile. */
function isQueryableId(id: string): boolean {
  return id !== '' && id !== '.' && id !== '..' && !id.includes('/') && !/^__.*__$/.test(id) && id.length <= 1500;
}

// ---------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------

export function getProfileOps(db: Firestore, uid: string): Promise<Profile | null> {
  if (!isQueryableId(uid)) return Promise.resolve(null);
  return mapped(async () => {
    const snapshot = await getDoc(profileRef(db, uid));
    return snapshot.exists() ? snapshot.data() : null;
  });
}

/** usernames/{name} -> users/{uid}; null when the name is free or the profile missing. */
export function getProfileByUsernameOps(db: Firestore, username: string): Promise<Profile | null> {
  if (!isValidUsername(username)) return Promise.resolve(null);
  return mapped(async () => {
    const claim = await getDoc(usernameRef(db, username));
    if (!claim.exists()) return null;
    const uid = parseUsernameClaim(claim.data(), claim.ref.path);
    return getProfileOps(db, uid);
  });
}

/**
 * Where a snapshot of the live profile came from. A snapshot from the local
 * cache (or with only local writes) says what this device last knew, not what
 * the server holds: "no profile" from the cache is not an answer.
 */
export interface ProfileSource {
  fromCache: boolean;
  hasPendingWrites: boolean;
}

/** The live profile, with metadata changes, so the moment the server confirms a cached answer is seen. */
export function subscribeProfileOps(
  db: Firestore,
  uid: string,
  onNext: (profile: Profile | null, source: ProfileSource) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    profileRef(db, uid),
    { includeMetadataChanges: true },
    (snapshot) => {
      let profile: Profile | null;
      try {
        profile = snapshot.exists() ? snapshot.data() : null;
      } catch (error) {
        onError(toAppError(error));
        return;
      }
      onNext(profile, { fromCache: snapshot.metadata.fromCache, hasPendingWrites: snapshot.metadata.hasPendingWrites });
    },
    (error) => onError(toAppError(error)),
  );
}

/** Who holds a username, as `uid` sees it: free, taken by someone else, or already `uid`'s own claim. */
export type UsernameClaim = 'available' | 'taken' | 'yours';

export function usernameClaimOps(db: Firestore, username: string, uid: string): Promise<UsernameClaim> {
  if (!isValidUsername(username)) return Promise.resolve('taken');
  return mapped(async () => {
    const claim = await getDoc(usernameRef(db, username));
    if (!claim.exists()) return 'available';
    return parseUsernameClaim(claim.data(), claim.ref.path) === uid ? 'yours' : 'taken';
  });
}

/** False for a name that cannot be claimed (malformed, reserved) or that someone holds. */
export function isUsernameAvailableOps(db: Firestore, username: string): Promise<boolean> {
  if (!isValidUsername(username)) return Promise.resolve(false);
  return mapped(async () => !(await getDoc(usernameRef(db, username))).exists());
}

export function getPrivateAccountOps(db: Firestore, uid: string): Promise<PrivateAccount | null> {
  return mapped(async () => {
    const snapshot = await getDoc(accountRef(db, uid).withConverter(privateAccountConverter));
    return snapshot.exists() ? snapshot.data() : null;
  });
}

/**
 * Loads the profiles behind a list of ids (followers, following): one page of
 * `pageSize` ids as `where(documentId(), 'in', batch)` queries of 30, run in
 * parallel. Missing profiles are dropped; the input order is kept. 1,000 ids
 * cost 34 queries in all, whether in one page or in pages of 90.
 */
export function loadProfilesOps(
  db: Firestore,
  uids: readonly string[],
  pageSize: number = DEFAULT_PROFILE_PAGE_SIZE,
): Promise<ProfilePage> {
  const size = Number.isFinite(pageSize) && pageSize >= 1 ? Math.floor(pageSize) : DEFAULT_PROFILE_PAGE_SIZE;
  const page = uids.slice(0, size);
  const remaining = uids.slice(size);
  const wanted = [...new Set(page)].filter(isQueryableId);
  const batches: string[][] = [];
  for (let start = 0; start < wanted.length; start += IN_BATCH_SIZE) {
    batches.push(wanted.slice(start, start + IN_BATCH_SIZE));
  }
  return mapped(async () => {
    const users = collection(db, 'users').withConverter(profileConverter);
    const snapshots = await Promise.all(
      batches.map((ids) => getDocs(query(users, where(documentId(), 'in', ids)))),
    );
    const byId = new Map<string, Profile>();
    for (const snapshot of snapshots) for (const found of snapshot.docs) byId.set(found.id, found.data());
    const profiles = wanted.flatMap((id) => {
      const profile = byId.get(id);
      return profile ? [profile] : [];
    });
    return { profiles, queries: batches.length, remaining };
  });
}

// ---------------------------------------------------------------------------
// Sign-up and profile edits
// ---------------------------------------------------------------------------

/** After a refused claim: does someone else hold the name now? */
async function isTakenByOther(db: Firestore, username: string, uid: string): Promise<boolean> {
  try {
    const claim = await getDoc(usernameRef(db, username));
    return claim.exists() && claim.get('uid') !== uid;
  } catch {
    return false;
  }
}

function signUpBatch(db: Firestore, input: NewProfile, following: readonly string[]): WriteBatch {
  const batch = writeBatch(db);
  batch.set(usernameRef(db, input.username), { uid: input.uid });
  batch.set(userRef(db, input.uid), {
    id: input.uid,
    username: input.username,
    displayName: input.displayName,
    photoURL: input.photoURL,
    bio: input.bio,
    homeCity: input.homeCity,
    following: [...following],
    followers: [],
    isAgent: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  batch.set(accountRef(db, input.uid), {
    email: input.email,
    phone: input.phone,
    userPreferences: defaultPreferences(input.homeCity),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  // Default follows ride in the same batch: their followers gain my uid.
  for (const target of following) batch.update(userRef(db, target), { followers: arrayUnion(input.uid) });
  return batch;
}

/** The default accounts that still have a profile. */
async function existingProfiles(db: Firestore, uids: readonly string[]): Promise<string[]> {
  const found = await Promise.all(uids.map(async (uid) => ((await getDoc(userRef(db, uid))).exists() ? uid : null)));
  return found.filter((uid): uid is string => uid !== null);
}

/**
 * Sign-up: usernames/{name}, users/{uid} and users/{uid}/private/account in
 * one batch, plus the default follows in production. Of two people racing for
 * one name, exactly one batch is accepted (the other would update an existing
 * claim, which the rules refuse); the other gets USERNAME_TAKEN_MESSAGE.
 * A default account that no longer exists is skipped rather than failing the
 * sign-up.
 */
export async function createProfileOps(db: Firestore, input: NewProfile, env: FollowEnv): Promise<Profile> {
  checkNewProfile(input);
  let following = defaultFollowsFor(env.stage, env.defaultFollowUids, undefined).filter((uid) => uid !== input.uid);
  for (let attempt = 0; ; attempt += 1) {
    try {
      await signUpBatch(db, input, following).commit();
      break;
    } catch (error) {
      if (await isTakenByOther(db, input.username, input.uid)) {
        throw new AppError('invalid', USERNAME_TAKEN_MESSAGE, 'username-taken');
      }
      if (attempt === 0 && following.length > 0) {
        const present = await existingProfiles(db, following).catch(() => following);
        if (present.length < following.length) {
          following = present;
          continue;
        }
      }
      throw toAppError(error);
    }
  }
  const profile = await getProfileOps(db, input.uid);
  if (!profile) throw new AppError('not-found', 'Your profile was created but cannot be read yet. Reload the page.');
  return profile;
}

/** Only the fields given (and updatedAt): never the whole profile, whose followers may be stale. */
export function updateProfileOps(db: Firestore, uid: string, patch: ProfilePatch): Promise<void> {
  checkProfileFields(patch);
  const fields: Record<string, string | null> = {};
  for (const key of ['displayName', 'photoURL', 'bio', 'homeCity'] as const) {
    const value = patch[key];
    if (value !== undefined) fields[key] = value;
  }
  if (Object.keys(fields).length === 0) return Promise.resolve();
  return mapped(() => updateDoc(userRef(db, uid), { ...fields, updatedAt: serverTimestamp() }));
}

/** One batch: claim the new name, release the old one, point the profile at the new one. */
export async function changeUsernameOps(db: Firestore, uid: string, from: string, to: string): Promise<void> {
  if (from === to) return;
  checkUsername(to);
  const batch = writeBatch(db);
  batch.set(usernameRef(db, to), { uid });
  batch.delete(usernameRef(db, from));
  batch.update(userRef(db, uid), { username: to, updatedAt: serverTimestamp() });
  try {
    await batch.commit();
  } catch (error) {
    if (await isTakenByOther(db, to, uid)) throw new AppError('invalid', USERNAME_TAKEN_MESSAGE, 'username-taken');
    throw toAppError(error);
  }
}

export function updatePreferencesOps(db: Firestore, uid: string, prefs: Partial<UserPreferencesDoc>): Promise<void> {
  checkPreferences(prefs);
  const fields: Record<string, string | boolean | null> = {};
  for (const key of ['currency', 'distanceUnit', 'ride', 'currencyChosen', 'homeCity', 'travelPersonality'] as const) {
    const value = prefs[key];
    if (value !== undefined) fields[`userPreferences.${key}`] = value;
  }
  if (Object.keys(fields).length === 0) return Promise.resolve();
  return mapped(() => updateDoc(accountRef(db, uid), { ...fields, updatedAt: serverTimestamp() }));
}

// ---------------------------------------------------------------------------
// The follow graph: both sides in one batch. Failures are rethrown with the
// original message, not mapped.
// ---------------------------------------------------------------------------

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

export async function followOps(db: Firestore, myUid: string, targetUid: string): Promise<void> {
  if (myUid === targetUid) throw new Error('You cannot follow yourself.');
  const batch = writeBatch(db);
  batch.update(userRef(db, myUid), { following: arrayUnion(targetUid) });
  batch.update(userRef(db, targetUid), { followers: arrayUnion(myUid) });
  try {
    await batch.commit();
  } catch (error) {
    throw asError(error);
  }
}

/**
 * Removes both links. When the other profile no longer exists (a deleted
 * account), only my own `following` is cleaned up.
 */
export async function unfollowOps(db: Firestore, myUid: string, targetUid: string): Promise<void> {
  const batch = writeBatch(db);
  batch.update(userRef(db, myUid), { following: arrayRemove(targetUid) });
  batch.update(userRef(db, targetUid), { followers: arrayRemove(myUid) });
  try {
    await batch.commit();
  } catch (error) {
    const targetGone = await getDoc(userRef(db, targetUid)).then(
      (snapshot) => !snapshot.exists(),
      () => false,
    );
    if (!targetGone) throw asError(error);
    try {
      await updateDoc(userRef(db, myUid), { following: arrayRemove(targetUid) });
    } catch {
      throw asError(error);
    }
  }
}

// ---------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------

async function documentsOf(db: Firestore, path: string): Promise<Record<string, unknown>[]> {
  const snapshot = await getDocs(collection(db, path));
  return snapshot.docs.map((d) => ({ id: d.id, ...asRecord(toJson(d.data())) }));
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
}

/**
 * Everything the user owns, as one JSON-serialisable object: profile,
 * username, private documents, own itineraries with their items and
 * assistant messages, and, for agents, the agency card, settings, clients,
 * quotes and proposals. Timestamps are ISO strings.
 */
export function exportMyDataOps(db: Firestore, uid: string): Promise<Record<string, unknown>> {
  return mapped(async () => {
    const [profileSnap, privateDocs, itinerarySnap, agentSnap, quotes, proposals] = await Promise.all([
      getDoc(userRef(db, uid)),
      documentsOf(db, `users/${uid}/private`),
      getDocs(query(collection(db, 'itineraries'), where('creatorId', '==', uid))),
      getDoc(doc(db, 'agents', uid)),
      getDocs(query(collection(db, 'quotes'), where('agentId', '==', uid))),
      getDocs(query(collection(db, 'proposals'), where('agentId', '==', uid))),
    ]);
    const itineraries = await Promise.all(
      itinerarySnap.docs.map(async (it) => ({
        id: it.id,
        ...asRecord(toJson(it.data())),
        items: await documentsOf(db, `itineraries/${it.id}/items`),
        messages: await documentsOf(db, `itineraries/${it.id}/messages`),
      })),
    );
    let agent: Record<string, unknown> | null = null;
    if (agentSnap.exists()) {
      const [settings, clients] = await Promise.all([
        documentsOf(db, `agents/${uid}/private`),
        documentsOf(db, `agents/${uid}/clients`),
      ]);
      agent = { card: toJson(agentSnap.data()), private: settings, clients };
    }
    return {
      format: 'wayfare-export',
      version: 1,
      exportedAt: new Date().toISOString(),
      uid,
      profile: profileSnap.exists() ? toJson(profileSnap.data()) : null,
      private: privateDocs,
      itineraries,
      agent,
      quotes: quotes.docs.map((d) => ({ id: d.id, ...asRecord(toJson(d.data())) })),
      proposals: proposals.docs.map((d) => ({ id: d.id, ...asRecord(toJson(d.data())) })),
    };
  });
}
