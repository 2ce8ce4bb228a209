/**
 * The places cache (`placesCache/{key}`, server only: the rules deny it to
 * every client). One document per answer: a search's places under a key made
 * from the normalized request, one place's details under `details-{placeId}`.
 * Each holds the provider's place ids and the answer, and `expireAt`: the
 * answer is served only before then, and Firestore's TTL policy on
 * `expireAt` (firestore.indexes.json) deletes the document after it. The
 * lifetime is PLACES_CACHE_HOURS, capped at the 30 days Google allows for
 * coordinates; see docs/places-provider.md for the policy per field. Photo
 * addresses are short-lived and never cached.
 */
import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import * as z from 'zod';
import { livePlaceSchema, type LivePlace, type PlacesRequest } from '@/domain/places/live';

export const CACHE_COLLECTION = 'placesCache';
/** Google's limit for keeping coordinates (Places API service terms). */
export const MAX_CACHE_HOURS = 30 * 24;

type Cacheable = Exclude<PlacesRequest, { op: 'photo' }>;

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The document id of a request's answer: equal requests (case, spacing, ~100 m apart) share one. */
export function cacheKey(request: Cacheable): string {
  if (request.op === 'details') return `details-${request.placeId}`;
  const near = request.near ? [round(request.near.lat), round(request.near.lng)] : null;
  const shape =
    request.op === 'search'
      ? ['search', request.query.trim().toLowerCase().replace(/\s+/g, ' '), near, request.radiusM ?? null, request.limit ?? null]
      : ['nearby', request.kind, near, request.radiusM, request.limit ?? null];
  return `${request.op}-${createHash('sha256').update(JSON.stringify(shape)).digest('hex').slice(0, 40)}`;
}

const storedSchema = z.object({ places: z.array(z.unknown()), expireAt: z.instanceof(Timestamp), fetchedAt: z.instanceof(Timestamp).optional() });

/**
 * The cached places of a request, or null when there are none, they expired
 * or do not parse. Each says when the provider gave it (`fetchedAt`): a stop
 * made from it must be refreshed from then, not from when the cache answered.
 */
export async function readCached(db: Firestore, request: Cacheable, now = Date.now()): Promise<LivePlace[] | null> {
  const stored = storedSchema.safeParse((await db.collection(CACHE_COLLECTION).doc(cacheKey(request)).get()).data());
  if (!stored.success || stored.data.expireAt.toMillis() <= now) return null;
  const places = z.array(livePlaceSchema).safeParse(stored.data.places);
  if (!places.success) return null;
  const fetchedAt = stored.data.fetchedAt?.toMillis() ?? 0;
  return places.data.map((place) => ({ ...place, fetchedAt: place.fetchedAt ?? fetchedAt }));
}

/** Keeps an answer for `hours` (0: not at all). A failed write only logs: the caller has its answer. */
export async function writeCached(db: Firestore, request: Cacheable, places: LivePlace[], hours: number, now = Date.now()): Promise<void> {
  const keep = Math.min(Math.max(0, hours), MAX_CACHE_HOURS);
  if (keep === 0) return;
  try {
    await db
      .collection(CACHE_COLLECTION)
      .doc(cacheKey(request))
      .set({
        op: request.op,
        placeIds: places.map((place) => place.id),
        places,
        fetchedAt: Timestamp.fromMillis(now),
        expireAt: Timestamp.fromMillis(now + keep * 3_600_000),
      });
  } catch (error) {
    logger.warn('a places answer could not be cached', { error: error instanceof Error ? error.message : String(error) });
  }
}
