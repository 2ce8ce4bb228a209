/**
 * CONTRACT (to be implemented): the users collection module. Every read and
 * write of profiles, usernames, private account documents and the follow
 * graph lives here (see docs/data-model.md: shapes, write recipes, limits).
 * Returns plain domain types, validated with zod on read; errors are mapped
 * with toAppError except follow/unfollow, which rethrow the original message.
 */
import type { AppEnv } from '@/config/env';

/** A public profile (users/{uid}), validated. */
export interface Profile {
  id: string;
  username: string;
  displayName: string;
  photoURL: string | null;
  bio: string | null;
  homeCity: string | null;
  following: string[];
  followers: string[];
  isAgent: boolean;
  createdAt: Date | null;
}

export interface UserPreferencesDoc {
  currency: string;
  distanceUnit: 'km' | 'mi';
  homeCity: string | null;
  travelPersonality: string | null;
}

/** users/{uid}/private/account, owner only. */
export interface PrivateAccount {
  email: string | null;
  phone: string | null;
  userPreferences: UserPreferencesDoc;
  stripeCustomerId: string | null;
}

export interface NewProfile {
  uid: string;
  username: string;
  displayName: string;
  photoURL: string | null;
  homeCity: string | null;
  bio: string | null;
  email: string | null;
  phone: string | null;
}

export type ProfilePatch = Partial<Pick<Profile, 'displayName' | 'photoURL' | 'bio' | 'homeCity'>>;

export interface ProfilePage {
  profiles: Profile[];
  /** Firestore queries this page cost (one per `in` batch of 30). */
  queries: number;
  /** Ids still to load, for the next page; empty when done. */
  remaining: string[];
}

function notYet(): never {
  throw new Error('users collection: not implemented yet');
}

export async function getProfile(_uid: string): Promise<Profile | null> { return notYet(); }
/** usernames/{username} -> users/{uid}; null when the name is free or the profile missing. */
export async function getProfileByUsername(_username: string): Promise<Profile | null> { return notYet(); }
/** One-shot public read for the shared-profile screen, using firestore/lite (small, no cache). */
export async function getPublicProfileByUsername(_username: string): Promise<Profile | null> { return notYet(); }
export function subscribeProfile(_uid: string, _onNext: (p: Profile | null) => void, _onError: (e: Error) => void): () => void { return notYet(); }
export async function isUsernameAvailable(_username: string): Promise<boolean> { return notYet(); }
/**
 * Sign-up: usernames/{name}, users/{uid} and private/account in one batch
 * (plus default follows in production). Of two people racing for one name,
 * exactly one succeeds; the other gets AppError kind 'invalid' with message
 * "That username was just taken. Pick another one."
 */
export async function createProfile(_input: NewProfile, _env: Pick<AppEnv, 'stage' | 'defaultFollowUids'>): Promise<Profile> { return notYet(); }
export async function updateProfile(_uid: string, _patch: ProfilePatch): Promise<void> { return notYet(); }
export async function changeUsername(_uid: string, _from: string, _to: string): Promise<void> { return notYet(); }
export async function follow(_myUid: string, _targetUid: string): Promise<void> { return notYet(); }
export async function unfollow(_myUid: string, _targetUid: string): Promise<void> { return notYet(); }
/** Loads profiles by id in `in` batches of 30, dropping missing ones; pageSize ids per page. */
export async function loadProfiles(_uids: string[], _pageSize?: number): Promise<ProfilePage> { return notYet(); }
export async function getPrivateAccount(_uid: string): Promise<PrivateAccount | null> { return notYet(); }
export async function updatePreferences(_uid: string, _prefs: Partial<UserPreferencesDoc>): Promise<void> { return notYet(); }
/** Everything the user owns, as one JSON-serialisable object. */
export async function exportMyData(_uid: string): Promise<Record<string, unknown>> { return notYet(); }
/** Calls the deleteAccount Cloud Function (profile, username, own itineraries, follow links on both sides, the Auth user). */
export async function deleteMyAccount(): Promise<void> { return notYet(); }
