/**
 * The users collection's domain types and their zod schemas, free of any
 * Firebase SDK so that the full SDK (signed-in reads, subscriptions), the lite
 * SDK (public one-shot reads) and Node tests share one parser. A stored
 * document that does not match becomes an AppError of kind 'invalid' naming
 * the document's path, never an unchecked cast.
 */
import * as z from 'zod/mini';
import { isValidUsername } from '@/lib/route-params';
import { dateOf, invalid, isTimestampLike, mismatch, optionalText, optionalTimestamp, parseDocument } from '../stored';

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
  /** How the person goes when a leg is too long to walk; absent: public transport. */
  ride?: 'transit' | 'car';
  /** True once the person picked their currency: a trip's costs are then in it, else in the destination's. */
  currencyChosen?: boolean;
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

/** What createProfile needs of the stage's configuration (a subset of AppEnv). */
export interface FollowEnv {
  stage: 'production' | 'staging' | 'testing';
  defaultFollowUids: readonly string[];
}

export const USERNAME_TAKEN_MESSAGE = 'That username was just taken. Pick another one.';

// ---------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------

const idList = z.optional(z.array(z.string()));

const profileDoc = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  photoURL: optionalText,
  bio: optionalText,
  homeCity: optionalText,
  following: idList,
  followers: idList,
  isAgent: z.optional(z.boolean()),
  createdAt: optionalTimestamp,
  updatedAt: optionalTimestamp,
});

const preferencesDoc = z.object({
  currency: z.string(),
  distanceUnit: z.enum(['km', 'mi']),
  ride: z.optional(z.enum(['transit', 'car'])),
  currencyChosen: z.optional(z.boolean()),
  homeCity: z.nullable(z.string()),
  travelPersonality: z.nullable(z.string()),
});

/** users/{uid}/private/account as stored. */
export const privateAccountDoc = z.object({
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  userPreferences: preferencesDoc,
  stripeCustomerId: optionalText,
});

const usernameDoc = z.object({ uid: z.string().check(z.minLength(1)) });

/** users/{uid}: missing follow lists read as empty. */
export function parseProfile(data: unknown, path: string, docId: string): Profile {
  const d = parseDocument(profileDoc, data, path);
  if (d.id !== docId) throw mismatch(path, 'id', docId, d.id);
  return {
    id: d.id,
    username: d.username,
    displayName: d.displayName,
    photoURL: d.photoURL ?? null,
    bio: d.bio ?? null,
    homeCity: d.homeCity ?? null,
    following: d.following ?? [],
    followers: d.followers ?? [],
    isAgent: d.isAgent ?? false,
    createdAt: dateOf(d.createdAt),
  };
}

export function parsePrivateAccount(data: unknown, path: string): PrivateAccount {
  const d = parseDocument(privateAccountDoc, data, path);
  return {
    email: d.email,
    phone: d.phone,
    userPreferences: { ...d.userPreferences },
    stripeCustomerId: d.stripeCustomerId ?? null,
  };
}

/** usernames/{name} -> the uid that holds it. */
export function parseUsernameClaim(data: unknown, path: string): string {
  return parseDocument(usernameDoc, data, path).uid;
}

/** Stored data as plain JSON (timestamps as ISO strings), for the data export. */
export function toJson(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === undefined) return null;
  if (isTimestampLike(value)) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(toJson);
  if (typeof value === 'object') {
    if ('toJSON' in value && typeof value.toJSON === 'function') return toJson((value as { toJSON(): unknown }).toJSON());
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) out[key] = toJson(field);
    return out;
  }
  // A symbol or a function has no JSON form.
  return typeof value === 'bigint' ? value.toString() : null;
}

// ---------------------------------------------------------------------------
// Writing: the checks of firestore.rules, as sentences, before the round trip
// ---------------------------------------------------------------------------

export function checkUsername(username: string): void {
  if (!isValidUsername(username)) {
    throw invalid('That username cannot be used. Use 3 to 30 lower-case letters, digits, dots or underscores.');
  }
}

function checkText(value: string | null | undefined, max: number, label: string): void {
  if (value !== null && value !== undefined && value.length > max) {
    throw invalid(`The ${label} is too long: use at most ${max} characters.`);
  }
}

export function checkDisplayName(value: string): void {
  if (value.trim().length === 0) throw invalid('Enter the name people will see on your profile.');
  checkText(value, 80, 'name');
}

export function checkProfileFields(fields: ProfilePatch): void {
  if (fields.displayName !== undefined) checkDisplayName(fields.displayName);
  checkText(fields.photoURL, 2048, 'photo address');
  checkText(fields.bio, 500, 'bio');
  checkText(fields.homeCity, 100, 'home city');
}

const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const PHONE_PATTERN = /^\+[0-9]{6,15}$/;

export function checkNewProfile(input: NewProfile): void {
  if (input.uid === '' || input.uid.length > 128 || input.uid.includes('/')) {
    throw invalid('This account id cannot hold a profile.');
  }
  checkUsername(input.username);
  checkProfileFields(input);
  if (input.email !== null && (input.email.length > 320 || !EMAIL_PATTERN.test(input.email))) {
    throw invalid("That e-mail address doesn't look right.");
  }
  if (input.phone !== null && !PHONE_PATTERN.test(input.phone)) {
    throw invalid('Write the phone number with its country code, for example +351912345678.');
  }
}

export function checkPreferences(prefs: Partial<UserPreferencesDoc>): void {
  if (prefs.currency !== undefined && !/^[A-Z]{3}$/.test(prefs.currency)) {
    throw invalid('Pick a currency by its three-letter code, such as EUR or USD.');
  }
  if (prefs.distanceUnit !== undefined && prefs.distanceUnit !== 'km' && prefs.distanceUnit !== 'mi') {
    throw invalid('Distances are shown in km or mi.');
  }
  if (prefs.ride !== undefined && prefs.ride !== 'transit' && prefs.ride !== 'car') {
    throw invalid('Beyond a walk, choose public transport or a car.');
  }
  checkText(prefs.homeCity, 100, 'home city');
  checkText(prefs.travelPersonality, 60, 'travel personality');
}
