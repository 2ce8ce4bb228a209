/**
 * Place search with its fallback, for every screen that finds places
 * (docs/places-provider.md): live results from the provider (Google Places,
 * through the `places` function) when the app is online and the function
 * answers, else Wayfare's curated guide exactly as before, and always which
 * of the two it is and why, so the screen can say so. Provider places
 * without coordinates are left out: a stop needs them.
 */
import { periodsFromCurated, periodsFromLive, type HoursPeriods } from '@/domain/places/hours';
import type { LiveNearbyKind, LivePlace, PlaceDetailsAnswer, PlacePhotoAnswer } from '@/domain/places/live';
import type { LatLng, Place, PlaceCategory } from '@/lib/places/types';
import { closedForTrip } from '@/lib/places/closures';
import { askLivePlaces, type LiveOutcome, type LiveUnavailableReason } from './firebase/collections/places';

export type PlacesSource = 'google' | 'curated';

/** Stored as a picked place's source: the provider's attribution. */
export const GOOGLE_ATTRIBUTION = 'Google Maps';

export interface FoundPlace {
  /** Unique in one list: `google:{place id}` or `curated:{place id}`. */
  key: string;
  name: string;
  address: string | null;
  geocode: LatLng;
  category: PlaceCategory | null;
  /** The curated city (for its time zone); null for provider places. */
  cityId: string | null;
  rating: number | null;
  /** 0 (free) to 4. */
  priceLevel: number | null;
  /** Where the place and its coordinates come from, stored with a picked place. */
  attribution: string;
  /** The provider's place id (live places only), kept with a picked place. */
  providerId: string | null;
  /** Opening hours where known (curated places that list them; live ones once their details arrive). */
  hours: HoursPeriods | null;
  /** Live places: when the provider gave them (kept with a picked place, to refresh it in time). */
  fetchedAt: number | null;
  /** A curated place closed for works or for good, as the result says it: "closed for renovation works, expected to reopen in 2030". */
  closed?: string;
}

/** Why the curated guide answers instead of the provider. */
export type FallbackReason = LiveUnavailableReason | 'offline' | 'no-results' | 'searching';

/** What a screen says when the curated guide answers instead of the provider (null: nothing to add). */
export const FALLBACK_WORDS: Readonly<Record<FallbackReason, string | null>> = {
  offline: 'You are offline, so live results are not available.',
  'not-configured': null,
  'quota-exceeded': 'Live results are paused for now.',
  'provider-failed': 'Google results are not available right now.',
  unreachable: 'Google results are not available right now.',
  'signed-out': 'Sign in for live results.',
  'no-results': 'Google found nothing for this search.',
  searching: 'Looking for more on Google…',
};

export interface FoundPlaces {
  source: PlacesSource;
  places: FoundPlace[];
  /** Null when the provider answered. */
  fallback: FallbackReason | null;
  /** The function's own words about the fallback, when it gave any (e.g. when the hourly limit frees up). */
  message: string | null;
}

const CATEGORY_OF_TYPE: [RegExp, PlaceCategory][] = [
  [/restaurant|cafe|coffee|bakery|market|food|bar$|pub|meal|deli|ice_cream|tea_house/, 'food'],
  [/museum|gallery/, 'museum'],
  [/park|garden|beach|hiking|nature|zoo|lake|mountain/, 'nature'],
  [/neighborhood|sublocality|locality/, 'neighbourhood'],
  [/attraction|landmark|monument|church|temple|shrine|mosque|synagogue|castle|palace|historical|plaza|bridge|observation/, 'sight'],
];

export function categoryOfType(type: string | null): PlaceCategory | null {
  if (!type) return null;
  return CATEGORY_OF_TYPE.find(([pattern]) => pattern.test(type))?.[1] ?? null;
}

export function fromLivePlace(place: LivePlace & { geocode: LatLng }): FoundPlace {
  return {
    key: `google:${place.id}`,
    name: place.name,
    address: place.address,
    geocode: place.geocode,
    category: categoryOfType(place.primaryType),
    cityId: null,
    rating: place.rating,
    priceLevel: place.priceLevel,
    attribution: GOOGLE_ATTRIBUTION,
    providerId: place.id,
    hours: periodsFromLive(place.hours),
    fetchedAt: place.fetchedAt ?? Date.now(),
  };
}

export function fromCuratedPlace(place: Place): FoundPlace {
  const closed = closedForTrip(place, null);
  return {
    key: `curated:${place.id}`,
    name: place.name,
    address: place.address ?? null,
    geocode: place.geocode,
    // A day-trip town's restaurant is filed under the town; it is still a place to eat.
    category: place.visit === false ? 'food' : place.category,
    cityId: place.cityId,
    rating: null,
    priceLevel: place.priceLevel ?? null,
    attribution: place.source,
    providerId: null,
    hours: periodsFromCurated(place.hours),
    fetchedAt: null,
    ...(closed ? { closed: closed.note } : {}),
  };
}

/** What the live search gave: places, or why there are none. */
export type LiveSearch = { ok: true; places: FoundPlace[] } | { ok: false; reason: FallbackReason; message: string | null };

export interface LiveSearchOptions {
  /** Bias results towards here (the trip's destination). */
  near?: LatLng | null;
  radiusM?: number;
  limit?: number;
  /** Default: the browser's `navigator.onLine`. */
  online?: boolean;
}

/** Live places for the query from the places function; offline, it does not ask. */
export async function searchLivePlaces(query: string, options: LiveSearchOptions = {}): Promise<LiveSearch> {
  const { near, radiusM = 20_000, limit = 8, online = typeof navigator === 'undefined' || navigator.onLine } = options;
  if (!online) return { ok: false, reason: 'offline', message: null };
  const outcome = await askLivePlaces({ op: 'search', query: query.trim(), limit, ...(near ? { near, radiusM } : {}) });
  if (!outcome.ok) return outcome;
  const places = outcome.answer.places
    .filter((place): place is LivePlace & { geocode: LatLng } => place.geocode !== null)
    .map(fromLivePlace);
  return { ok: true, places };
}

/** Live places of one kind around a point (Nearby Search); offline, it does not ask. */
export async function nearbyLivePlaces(
  near: LatLng,
  kind: LiveNearbyKind,
  options: { radiusM: number; limit?: number; online?: boolean },
): Promise<LiveSearch> {
  const { radiusM, limit = 10, online = typeof navigator === 'undefined' || navigator.onLine } = options;
  if (!online) return { ok: false, reason: 'offline', message: null };
  const outcome = await askLivePlaces({ op: 'nearby', near, radiusM, kind, limit });
  if (!outcome.ok) return outcome;
  const places = outcome.answer.places
    .filter((place): place is LivePlace & { geocode: LatLng } => place.geocode !== null)
    .map(fromLivePlace);
  return { ok: true, places };
}

/**
 * What the screen shows: the live places, or the curated guide's when the
 * live search could not answer or found nothing the guide knows, or while it
 * has not answered yet (`live` null).
 */
export function choosePlaces(live: LiveSearch | null, curated: readonly Place[]): FoundPlaces {
  if (live === null) return { source: 'curated', places: curated.map(fromCuratedPlace), fallback: 'searching', message: null };
  if (live.ok && (live.places.length > 0 || curated.length === 0)) {
    return { source: 'google', places: live.places, fallback: null, message: null };
  }
  return {
    source: 'curated',
    places: curated.map(fromCuratedPlace),
    fallback: live.ok ? 'no-results' : live.reason,
    message: live.ok ? null : live.message,
  };
}

/** A live place's details (hours, website, photos): one of the caller's place requests. */
export function liveDetailsOf(providerId: string): Promise<LiveOutcome<PlaceDetailsAnswer>> {
  return askLivePlaces({ op: 'details', placeId: providerId });
}

/** A short-lived address for one of a live place's photos, with its authors (to be shown with it). */
export function livePhotoOf(photoName: string, maxWidthPx: number): Promise<LiveOutcome<PlacePhotoAnswer>> {
  return askLivePlaces({ op: 'photo', photoName, maxWidthPx });
}
