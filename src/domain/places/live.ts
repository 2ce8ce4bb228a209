/**
 * The `places` callable's contract (docs/places-provider.md), shared by the
 * Cloud Function that answers it and the app that calls it: what may be asked
 * (search by text, places near a point, one place's details, one photo) and
 * what comes back, in our own shape rather than the provider's. Parsed with
 * zod on both sides: the function refuses a malformed request, the app treats
 * a malformed answer as the provider failing (and shows the curated guide).
 */
import * as z from 'zod/mini';
import { periodsFromLive } from './hours';

export const LIVE_QUERY_MAX = 120;
export const LIVE_RESULTS_MAX = 10;
export const LIVE_RADIUS_MAX_M = 50_000;

const latLng = z.object({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
});
const radius = z.number().check(z.gt(0), z.lte(LIVE_RADIUS_MAX_M));
const limit = z.number().check(z.int(), z.gte(1), z.lte(LIVE_RESULTS_MAX));

/** What Nearby Search looks for: our categories, mapped to the provider's place types on the server. */
export const LIVE_NEARBY_KINDS = ['food', 'cafe', 'sight', 'museum', 'nature'] as const;
export type LiveNearbyKind = (typeof LIVE_NEARBY_KINDS)[number];

export const placesRequestSchema = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('search'),
    query: z.string().check(z.trim(), z.minLength(2), z.maxLength(LIVE_QUERY_MAX)),
    near: z.optional(latLng),
    radiusM: z.optional(radius),
    limit: z.optional(limit),
  }),
  z.object({
    op: z.literal('nearby'),
    near: latLng,
    radiusM: radius,
    kind: z.enum(LIVE_NEARBY_KINDS),
    limit: z.optional(limit),
  }),
  z.object({
    op: z.literal('details'),
    placeId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,300}$/)),
  }),
  z.object({
    op: z.literal('photo'),
    // A photo's resource name as a place's details gave it: places/{id}/photos/{reference}.
    photoName: z.string().check(z.regex(/^places\/[A-Za-z0-9_-]{1,300}\/photos\/[A-Za-z0-9_-]{1,1000}$/)),
    maxWidthPx: z.optional(z.number().check(z.int(), z.gte(16), z.lte(1600))),
  }),
]);
export type PlacesRequest = z.infer<typeof placesRequestSchema>;

/** One opening period; day 0 is Sunday, times local to the place. A missing close means open around the clock. */
const timePoint = z.object({
  day: z.number().check(z.int(), z.gte(0), z.lte(6)),
  hour: z.number().check(z.int(), z.gte(0), z.lte(24)),
  minute: z.number().check(z.int(), z.gte(0), z.lte(59)),
});

const attribution = z.object({ name: z.string(), uri: z.nullable(z.string()) });

export const livePlaceSchema = z.object({
  /** The provider's place id (kept indefinitely; everything else is refreshed). */
  id: z.string(),
  name: z.string(),
  address: z.nullable(z.string()),
  geocode: z.nullable(latLng),
  /** The provider's primary type, e.g. `restaurant`, `museum`. */
  primaryType: z.nullable(z.string()),
  rating: z.nullable(z.number()),
  ratingCount: z.nullable(z.number()),
  /** 0 (free) to 4 (very expensive). */
  priceLevel: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(4))),
  website: z.nullable(z.string()),
  /** The place on Google Maps (shown with the attribution). */
  mapsUrl: z.nullable(z.string()),
  hours: z.nullable(
    z.object({
      periods: z.array(z.object({ open: timePoint, close: z.nullable(timePoint) })),
      /** One line a day as the provider words it, e.g. "Monday: 9:00 AM – 6:00 PM". */
      weekdayText: z.array(z.string()),
    }),
  ),
  photos: z.array(
    z.object({
      name: z.string(),
      widthPx: z.number(),
      heightPx: z.number(),
      attributions: z.array(attribution),
    }),
  ),
  /** When the provider gave this answer (ms since 1970): a stop keeps it to refresh the place in time. */
  fetchedAt: z.optional(z.number()),
});
export type LivePlace = z.infer<typeof livePlaceSchema>;

/**
 * Google's terms let us keep a place's coordinates (and, by our policy, its
 * hours) for 30 days; its id for ever. A stop older than REFRESH_AFTER_DAYS
 * is asked again (functions/src/places/refresh.ts); one still not refreshed
 * after CLEAR_AFTER_DAYS loses what it may not keep.
 */
export const REFRESH_AFTER_DAYS = 25;
export const CLEAR_AFTER_DAYS = 29;
const DAY_MS = 86_400_000;
export const REFRESH_AFTER_MS = REFRESH_AFTER_DAYS * DAY_MS;
export const CLEAR_AFTER_MS = CLEAR_AFTER_DAYS * DAY_MS;

/**
 * What a stop keeps of a provider's place besides its name, address and
 * coordinates: its id (to ask again), when it was fetched, and its hours.
 */
export function keptOfLive(place: LivePlace, now = Date.now()): { providerId: string; fetchedAt: number; hours?: string[] } {
  const hours = periodsFromLive(place.hours);
  return { providerId: place.id, fetchedAt: place.fetchedAt ?? now, ...(hours ? { hours: [...hours] } : {}) };
}

/** Who supplied the answer; the app shows it ("Results from Google Maps"). */
export const LIVE_SOURCE = 'google' as const;

const answerMeta = {
  source: z.literal(LIVE_SOURCE),
  /** True when the answer came from our cache (docs/places-provider.md: caching). */
  cached: z.boolean(),
  /** The caller's live requests left in the current hour. */
  remaining: z.number(),
};

export const placesListAnswerSchema = z.object({ ...answerMeta, places: z.array(livePlaceSchema) });
export const placeDetailsAnswerSchema = z.object({ ...answerMeta, place: livePlaceSchema });
export const placePhotoAnswerSchema = z.object({
  ...answerMeta,
  /** A short-lived image address without our key; never stored. */
  photoUri: z.string(),
  attributions: z.array(attribution),
});
export type PlacesListAnswer = z.infer<typeof placesListAnswerSchema>;
export type PlaceDetailsAnswer = z.infer<typeof placeDetailsAnswerSchema>;
export type PlacePhotoAnswer = z.infer<typeof placePhotoAnswerSchema>;

/** The answer to each kind of request. */
export type PlacesAnswer<R extends PlacesRequest> = R['op'] extends 'details'
  ? PlaceDetailsAnswer
  : R['op'] extends 'photo'
    ? PlacePhotoAnswer
    : PlacesListAnswer;

/** Why a live request was refused, in the error's `details.reason`. */
export const LIVE_FAILURE_REASONS = ['not-configured', 'provider-failed', 'quota-exceeded'] as const;
export type LiveFailureReason = (typeof LIVE_FAILURE_REASONS)[number];
