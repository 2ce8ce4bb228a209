/**
 * The `places` callable: live places from the provider (Google Places API
 * (New), ./google.ts) for signed-in users, through the cache (./cache.ts) and
 * within a per-user hourly quota (./quota.ts). It answers in our shape
 * (src/domain/places/live.ts) or with a clear error whose `details.reason`
 * the app reads to fall back to the curated guide: `not-configured` (no key),
 * `quota-exceeded`, `provider-failed`. See docs/places-provider.md.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  placesRequestSchema,
  LIVE_SOURCE,
  type LivePlace,
  type PlaceDetailsAnswer,
  type PlacePhotoAnswer,
  type PlacesListAnswer,
  type PlacesRequest,
} from '@/domain/places/live';
import { callerUid } from '../caller';
import { callable } from '../http/callable';
import { ADDRESS_KEY_SECRET, clientAddress, isNewAccount } from '../assistant/quota';
import { releaseUse, type TakenUse } from '../limits/sliding-window';
import { readCached, writeCached } from './cache';
import { PlacesProviderError, photoUri, placeDetails, searchNearby, searchText, type GoogleSettings } from './google';
import { takePlacesAddressBudget, takePlacesUse } from './quota';

/** The Places API key. Unset in production: the app shows the curated guide. */
export const PLACES_API_KEY = defineSecret('PLACES_API_KEY');
const PLACES_BASE_URL = defineString('PLACES_BASE_URL', { default: 'https://places.googleapis.com/v1' });
const PLACES_TIMEOUT_MS = defineInt('PLACES_TIMEOUT_MS', { default: 8_000 });
/** How long an answer is served from the cache (capped at 30 days); 0 turns the cache off. */
const PLACES_CACHE_HOURS = defineInt('PLACES_CACHE_HOURS', { default: 24 });
const PLACES_REQUESTS_PER_HOUR = defineInt('PLACES_REQUESTS_PER_HOUR', { default: 200 });
/** Requests an hour shared by the accounts younger than a day behind one network address (two accounts' worth). */
const PLACES_NEW_ACCOUNTS_PER_ADDRESS_PER_HOUR = defineInt('PLACES_NEW_ACCOUNTS_PER_ADDRESS_PER_HOUR', { default: 400 });

/** The local stand-in (scripts/places-fake.mjs) the emulator uses when no key is set. */
export const EMULATOR_PLACES = { apiKey: 'places-emulator-key', port: 12122 } as const;

export interface PlacesConfig extends GoogleSettings {
  cacheHours: number;
  requestsPerHour: number;
  newAccountsPerAddressPerHour: number;
}

/**
 * The provider settings, or null when no key is set. In the Functions
 * emulator a missing key means the local stand-in, and the document
 * `placesEmulator/provider` (written by the integration tests with the Admin
 * SDK; the rules deny it to clients) may override any setting per test.
 */
export async function placesConfig(db: Firestore): Promise<PlacesConfig | null> {
  const emulator = process.env.FUNCTIONS_EMULATOR === 'true';
  // Read only when set: .value() logs a warning on every call otherwise.
  const key = process.env.PLACES_API_KEY ? PLACES_API_KEY.value() : '';
  const config: PlacesConfig = {
    apiKey: key || (emulator ? EMULATOR_PLACES.apiKey : ''),
    baseURL: !key && emulator ? `http://127.0.0.1:${process.env.PLACES_FAKE_PORT || EMULATOR_PLACES.port}/v1` : PLACES_BASE_URL.value(),
    timeoutMs: PLACES_TIMEOUT_MS.value(),
    cacheHours: PLACES_CACHE_HOURS.value(),
    requestsPerHour: PLACES_REQUESTS_PER_HOUR.value(),
    newAccountsPerAddressPerHour: PLACES_NEW_ACCOUNTS_PER_ADDRESS_PER_HOUR.value(),
  };
  if (emulator) {
    const override = (await db.doc('placesEmulator/provider').get()).data() ?? {};
    for (const field of ['apiKey', 'baseURL'] as const) if (typeof override[field] === 'string') config[field] = override[field];
    for (const field of ['timeoutMs', 'cacheHours', 'requestsPerHour', 'newAccountsPerAddressPerHour'] as const) {
      if (typeof override[field] === 'number') config[field] = override[field];
    }
  }
  return config.apiKey ? config : null;
}

function parseRequest(data: unknown): PlacesRequest {
  const parsed = placesRequestSchema.safeParse(data);
  if (!parsed.success) throw new HttpsError('invalid-argument', 'That place search is not valid.');
  return parsed.data;
}

type Answer = PlacesListAnswer | PlaceDetailsAnswer | PlacePhotoAnswer;

/** Asks the provider (or the cache) for what the request wants. */
async function answer(db: Firestore, config: PlacesConfig, request: PlacesRequest, remaining: number): Promise<Answer> {
  const meta = { source: LIVE_SOURCE, remaining };
  if (request.op === 'photo') {
    const placeId = request.photoName.split('/')[1] ?? '';
    const [uri, known] = await Promise.all([
      photoUri(config, request.photoName, request.maxWidthPx ?? 400),
      readCached(db, { op: 'details', placeId }),
    ]);
    const attributions = known?.[0]?.photos.find((photo) => photo.name === request.photoName)?.attributions ?? [];
    return { ...meta, cached: false, photoUri: uri, attributions };
  }
  const cached = await readCached(db, request);
  if (request.op === 'details') {
    if (cached?.[0]) return { ...meta, cached: true, place: cached[0] };
    const place = await placeDetails(config, request.placeId);
    await writeCached(db, request, [place], config.cacheHours);
    return { ...meta, cached: false, place };
  }
  if (cached) return { ...meta, cached: true, places: cached };
  const places: LivePlace[] = request.op === 'search' ? await searchText(config, request) : await searchNearby(config, request);
  await writeCached(db, request, places, config.cacheHours);
  return { ...meta, cached: false, places };
}

/** How many provider searches run at once for one batch. */
const SEARCHES_AT_ONCE = 6;

/** A search the assistant makes for a plan (not a photo). */
export type LiveSearch = Extract<PlacesRequest, { op: 'search' | 'nearby' }>;

/**
 * Answers several searches at once, in order: `places` is null for one the
 * provider could not answer, and `stopped` says why (the provider failed, the
 * quota ran out). Throws nothing.
 */
export type LiveBatch = (requests: readonly LiveSearch[]) => Promise<{ places: (LivePlace[] | null)[]; stopped: string | null }>;

/**
 * Live searches for the assistant's plans (the meals of ../assistant/live-meals.ts,
 * the model's places in ../assistant/match.ts), for `uid`: through the same
 * cache; a batch with anything not cached costs one of the caller's place
 * requests of the hour, given back when the provider answers none of it.
 * Null when no provider is set up.
 */
export async function liveBatch(db: Firestore, uid: string): Promise<LiveBatch | null> {
  const config = await placesConfig(db);
  if (!config) return null;
  return async (requests) => {
    const places: (LivePlace[] | null)[] = await Promise.all(requests.map((request) => readCached(db, request)));
    const missing = requests.map((_, i) => i).filter((i) => places[i] === null);
    if (missing.length === 0) return { places, stopped: null };
    let use;
    try {
      use = await takePlacesUse(db, uid, config.requestsPerHour);
    } catch (error) {
      return { places, stopped: error instanceof Error ? error.message : String(error) };
    }
    let stopped: string | null = null;
    for (let start = 0; start < missing.length && stopped === null; start += SEARCHES_AT_ONCE) {
      await Promise.all(
        missing.slice(start, start + SEARCHES_AT_ONCE).map(async (i) => {
          const request = requests[i]!;
          try {
            const found = request.op === 'search' ? await searchText(config, request) : await searchNearby(config, request);
            places[i] = found;
            await writeCached(db, request, found, config.cacheHours);
          } catch (error) {
            stopped = error instanceof Error ? error.message : String(error);
          }
        }),
      );
    }
    if (missing.every((i) => places[i] === null)) await releaseUse(db, use);
    return { places, stopped };
  };
}

/**
 * Live places: `{ op: 'search' | 'nearby' | 'details' | 'photo', ... }`.
 * Signed-in users only; each call is one of the caller's requests of the hour.
 */
export const places = callable({ secrets: [PLACES_API_KEY, ADDRESS_KEY_SECRET], timeoutSeconds: 30 }, async (request): Promise<Answer> => {
  const app = getApps()[0] ?? initializeApp();
  const uid = await callerUid(request, getAuth(app), 'Sign in to search live places.');
  const input = parseRequest(request.data);
  const db = getFirestore(app);
  const config = await placesConfig(db);
  if (!config) {
    throw new HttpsError('failed-precondition', 'Live place search is not set up here; Wayfare’s curated guide answers instead.', {
      reason: 'not-configured',
    });
  }
  const use = await takePlacesUse(db, uid, config.requestsPerHour);
  let shared: TakenUse | null = null;
  try {
    if (await isNewAccount(getAuth(app), uid, Date.now())) {
      shared = await takePlacesAddressBudget(db, clientAddress(request.rawRequest), config.newAccountsPerAddressPerHour);
    }
  } catch (error) {
    await releaseUse(db, use);
    throw error;
  }
  try {
    return await answer(db, config, input, use.remaining);
  } catch (error) {
    await Promise.all([releaseUse(db, use), releaseUse(db, shared)]);
    if (error instanceof PlacesProviderError) {
      logger.warn('the places provider failed', { uid, op: input.op, status: error.status, error: error.message });
      throw new HttpsError('unavailable', 'Google Places did not answer just now. Wayfare’s curated guide answers instead; try again in a moment.', {
        reason: 'provider-failed',
      });
    }
    logger.error('places failed', { uid, op: input.op, error: error instanceof Error ? error.message : String(error) });
    throw new HttpsError('internal', 'Place search failed. Try again in a moment.');
  }
});
