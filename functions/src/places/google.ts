/**
 * Google Places API (New), the first places provider: Text Search
 * (`POST /v1/places:searchText`), Nearby Search (`POST /v1/places:searchNearby`),
 * Place Details (`GET /v1/places/{id}`) and Place Photos
 * (`GET /v1/{photo name}/media`). Every request carries the key in
 * `X-Goog-Api-Key` and, for places, the fields it pays for in
 * `X-Goog-FieldMask` (the API refuses a request without one). Answers are
 * validated with zod and turned into our LivePlace; anything else (an HTTP
 * error, a timeout, a body that does not parse) is a PlacesProviderError.
 * The base URL is a setting: in the emulator it is the local stand-in,
 * scripts/places-fake.mjs, which speaks the same wire format.
 */
import * as z from 'zod';
import type { LiveNearbyKind, LivePlace, PlacesRequest } from '@/domain/places/live';

export interface GoogleSettings {
  apiKey: string;
  /** e.g. https://places.googleapis.com/v1 */
  baseURL: string;
  timeoutMs: number;
}

/** The provider did not give a usable answer; `status` is its HTTP status when it answered. */
export class PlacesProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'PlacesProviderError';
  }
}

// Searches ask for the Pro fields a results list shows; details add hours, website and photos.
const LIST_FIELDS = [
  'id',
  'displayName',
  'formattedAddress',
  'location',
  'primaryType',
  'rating',
  'userRatingCount',
  'priceLevel',
  'googleMapsUri',
];
const DETAIL_FIELDS = [...LIST_FIELDS, 'websiteUri', 'regularOpeningHours', 'photos'];
export const SEARCH_FIELD_MASK = LIST_FIELDS.map((field) => `places.${field}`).join(',');
export const DETAILS_FIELD_MASK = DETAIL_FIELDS.join(',');

/** Google's place types for each kind of nearby search. */
export const NEARBY_TYPES: Record<LiveNearbyKind, string[]> = {
  food: ['restaurant', 'food_court', 'market'],
  cafe: ['cafe', 'bakery', 'coffee_shop'],
  sight: ['tourist_attraction', 'historical_landmark', 'monument'],
  museum: ['museum', 'art_gallery'],
  nature: ['park', 'garden', 'national_park'],
};

const PRICE_LEVELS: Record<string, number | null> = {
  PRICE_LEVEL_UNSPECIFIED: null,
  PRICE_LEVEL_FREE: 0,
  PRICE_LEVEL_INEXPENSIVE: 1,
  PRICE_LEVEL_MODERATE: 2,
  PRICE_LEVEL_EXPENSIVE: 3,
  PRICE_LEVEL_VERY_EXPENSIVE: 4,
};

const point = z.object({ day: z.number().int().min(0).max(6), hour: z.number().int().min(0).max(24), minute: z.number().int().min(0).max(59) });

/** A Place as the API sends it (only the fields we ask for; unknown ones are ignored). */
const googlePlace = z.object({
  id: z.string().min(1),
  displayName: z.object({ text: z.string(), languageCode: z.string().optional() }).optional(),
  formattedAddress: z.string().optional(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
  primaryType: z.string().optional(),
  rating: z.number().optional(),
  userRatingCount: z.number().optional(),
  priceLevel: z.string().optional(),
  googleMapsUri: z.string().optional(),
  websiteUri: z.string().optional(),
  regularOpeningHours: z
    .object({
      periods: z.array(z.object({ open: point, close: point.optional() })).optional(),
      weekdayDescriptions: z.array(z.string()).optional(),
    })
    .optional(),
  photos: z
    .array(
      z.object({
        name: z.string(),
        widthPx: z.number(),
        heightPx: z.number(),
        authorAttributions: z.array(z.object({ displayName: z.string().optional(), uri: z.string().optional() })).optional(),
      }),
    )
    .optional(),
});
type GooglePlace = z.infer<typeof googlePlace>;

// An empty result is `{}`: the API leaves `places` out.
const searchAnswer = z.object({ places: z.array(googlePlace).optional() });
const photoAnswer = z.object({ name: z.string().optional(), photoUri: z.string().url() });
const errorAnswer = z.object({ error: z.object({ message: z.string().optional(), status: z.string().optional() }) });

/** Our shape of a provider place, fetched at `fetchedAt`. */
export function toLivePlace(place: GooglePlace, fetchedAt = Date.now()): LivePlace {
  const hours = place.regularOpeningHours;
  return {
    id: place.id,
    name: place.displayName?.text ?? place.formattedAddress ?? place.id,
    address: place.formattedAddress ?? null,
    geocode: place.location ? { lat: place.location.latitude, lng: place.location.longitude } : null,
    primaryType: place.primaryType ?? null,
    rating: place.rating ?? null,
    ratingCount: place.userRatingCount ?? null,
    priceLevel: place.priceLevel === undefined ? null : (PRICE_LEVELS[place.priceLevel] ?? null),
    website: place.websiteUri ?? null,
    mapsUrl: place.googleMapsUri ?? null,
    hours: hours
      ? {
          periods: (hours.periods ?? []).map((period) => ({ open: period.open, close: period.close ?? null })),
          weekdayText: hours.weekdayDescriptions ?? [],
        }
      : null,
    photos: (place.photos ?? []).slice(0, 5).map((photo) => ({
      name: photo.name,
      widthPx: photo.widthPx,
      heightPx: photo.heightPx,
      attributions: (photo.authorAttributions ?? []).map((author) => ({ name: author.displayName ?? '', uri: author.uri ?? null })),
    })),
    fetchedAt,
  };
}

/** One call to a Google Maps Platform API (Places, Routes) with the key and a field mask; its JSON body, or PlacesProviderError. */
export async function callGoogle(settings: GoogleSettings, path: string, init: { method: 'GET' | 'POST'; fieldMask?: string; body?: unknown }): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${settings.baseURL.replace(/\/+$/, '')}/${path}`, {
      method: init.method,
      headers: {
        'X-Goog-Api-Key': settings.apiKey,
        ...(init.fieldMask ? { 'X-Goog-FieldMask': init.fieldMask } : {}),
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new PlacesProviderError(timedOut ? `no answer within ${settings.timeoutMs} ms` : `unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    throw new PlacesProviderError(`answered ${response.status} with a body that is not JSON`, response.status);
  }
  if (!response.ok) {
    const parsed = errorAnswer.safeParse(body);
    const detail = parsed.success ? `${parsed.data.error.status ?? ''} ${parsed.data.error.message ?? ''}`.trim() : '';
    throw new PlacesProviderError(`answered ${response.status}${detail ? `: ${detail}` : ''}`, response.status);
  }
  return body;
}

function parsed<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new PlacesProviderError(`${what} did not match the expected shape: ${result.error.issues[0]?.message ?? ''}`);
  return result.data;
}

const circle = (near: { lat: number; lng: number }, radiusM: number) => ({
  circle: { center: { latitude: near.lat, longitude: near.lng }, radius: radiusM },
});

/** The request bodies, exported for the tests of their shape. */
export function searchTextBody(request: Extract<PlacesRequest, { op: 'search' }>, languageCode = 'en') {
  return {
    textQuery: request.query,
    pageSize: request.limit ?? 8,
    languageCode,
    ...(request.near ? { locationBias: circle(request.near, request.radiusM ?? 20_000) } : {}),
  };
}

export function searchNearbyBody(request: Extract<PlacesRequest, { op: 'nearby' }>, languageCode = 'en') {
  return {
    includedTypes: NEARBY_TYPES[request.kind],
    maxResultCount: request.limit ?? 10,
    rankPreference: 'POPULARITY',
    languageCode,
    locationRestriction: circle(request.near, request.radiusM),
  };
}

export async function searchText(settings: GoogleSettings, request: Extract<PlacesRequest, { op: 'search' }>): Promise<LivePlace[]> {
  const body = await callGoogle(settings, 'places:searchText', { method: 'POST', fieldMask: SEARCH_FIELD_MASK, body: searchTextBody(request) });
  return (parsed(searchAnswer, body, 'Text Search').places ?? []).map((place) => toLivePlace(place));
}

export async function searchNearby(settings: GoogleSettings, request: Extract<PlacesRequest, { op: 'nearby' }>): Promise<LivePlace[]> {
  const body = await callGoogle(settings, 'places:searchNearby', { method: 'POST', fieldMask: SEARCH_FIELD_MASK, body: searchNearbyBody(request) });
  return (parsed(searchAnswer, body, 'Nearby Search').places ?? []).map((place) => toLivePlace(place));
}

export async function placeDetails(settings: GoogleSettings, placeId: string): Promise<LivePlace> {
  const body = await callGoogle(settings, `places/${encodeURIComponent(placeId)}?languageCode=en`, { method: 'GET', fieldMask: DETAILS_FIELD_MASK });
  return toLivePlace(parsed(googlePlace, body, 'Place Details'));
}

/** A photo's short-lived address (skipHttpRedirect: the API answers JSON instead of redirecting to the image). */
export async function photoUri(settings: GoogleSettings, photoName: string, maxWidthPx: number): Promise<string> {
  const body = await callGoogle(settings, `${photoName}/media?maxWidthPx=${maxWidthPx}&skipHttpRedirect=true`, { method: 'GET' });
  return parsed(photoAnswer, body, 'Place Photos').photoUri;
}
