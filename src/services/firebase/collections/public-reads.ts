/**
 * The shared-profile screen's reads, signed out: a profile by username and
 * the creator's public itineraries, over the REST API (see ../rest.ts), parsed
 * with the same validators as the SDK paths. Takes the database as a
 * parameter, so Node tests run this code against the emulator.
 */
import { isValidUsername } from '@/lib/route-params';
import { toAppError } from '../errors';
import { getPublicDocument, queryPublicCollection, type RestDatabase } from '../rest';
import { parseItinerarySummary, type PublicItinerarySummary } from '@/domain/itineraries/schema';
import { profileByUsernameQuery, publicItinerariesQuery } from './public-queries';
import { parseProfile, type Profile } from '@/domain/users/schema';

/** A page of a profile never needs more. */
export const MAX_PUBLIC_ITINERARIES = 100;

/**
 * users/{uid} as the server holds it, in one request that no device cache
 * answers; null only when the server says there is no such profile.
 */
export async function getProfileRest(database: RestDatabase, uid: string): Promise<Profile | null> {
  if (uid === '' || uid.includes('/')) return null;
  try {
    const document = await getPublicDocument(database, `users/${uid}`);
    return document ? parseProfile(document.data, document.path, document.id) : null;
  } catch (error) {
    throw toAppError(error);
  }
}

/**
 * The profile whose username is `username`, in one request (a query on
 * users.username, which the rules keep equal to the usernames/{name} claim);
 * null when no profile has that name.
 */
export async function getPublicProfileByUsernameRest(database: RestDatabase, username: string): Promise<Profile | null> {
  if (!isValidUsername(username)) return null;
  try {
    const [profile] = await queryPublicCollection(database, profileByUsernameQuery(username));
    return profile ? parseProfile(profile.data, profile.path, profile.id) : null;
  } catch (error) {
    throw toAppError(error);
  }
}

/**
 * A creator's public itineraries, newest first. `public == true` is in the
 * query so the rules can prove every result readable by anyone; it uses the
 * composite index itineraries (creatorId, public, createdAt desc).
 */
export async function listPublicItinerariesByCreatorRest(
  database: RestDatabase,
  uid: string,
  max: number,
): Promise<PublicItinerarySummary[]> {
  const count = Math.min(MAX_PUBLIC_ITINERARIES, Math.max(1, Math.floor(Number.isFinite(max) ? max : 1)));
  if (uid === '' || uid.includes('/')) return [];
  try {
    const documents = await queryPublicCollection(database, publicItinerariesQuery(uid, count));
    return documents.map((document) => parseItinerarySummary(document.data, document.path, document.id));
  } catch (error) {
    throw toAppError(error);
  }
}
