// The `places` function against the emulators and the local Places API
// stand-in (scripts/places-fake.mjs, Google's wire format on 127.0.0.1):
// search, nearby, details with opening hours, photos, the cache, the hourly
// quota, the provider failing or hanging, no key, and signed-out callers.
// Each test points the function at this file's own stand-in through the
// emulator-only `placesEmulator/provider` document, so it can read what the
// provider was asked; the last test uses the stand-in the emulator scripts
// start, with no settings at all.
import { Timestamp } from 'firebase-admin/firestore';
import { FunctionsError } from 'firebase/functions';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceDetailsAnswer, PlacePhotoAnswer, PlacesListAnswer } from '@/domain/places/live';
import { anItem } from '@/testing/builders';
import { parseRequest } from '@/domain/assistant/planner/parse';
import { planTrip } from '@/domain/assistant/planner/plan';
import type { TripPlan } from '@/domain/assistant/planner/schema';
import { assistantData } from '../../functions/src/assistant/data';
import { cacheKey } from '../../functions/src/places/cache';
import { FAKE_PLACES_KEY, fakePlaceId, startPlacesFake, type PlacesFake } from '../../scripts/places-fake.mjs';
import { EMULATOR_ADDRESS_KEY_SECRET, addressKey } from '../../functions/src/assistant/quota';
import { callFunction, messageOf, refusal, useFakeModel } from './callables';
import { rawCall, testAddress } from './raw-http';
import {
  adminDb,
  adminDelete,
  adminDeleteTrees,
  adminWrite,
  closeClientsAfterAll,
  itineraryDoc,
  signedInClient,
  signedOutClient,
  stored,
  unique,
  type UserClient,
} from './helpers';

closeClientsAfterAll();

const PROVIDER_DOC = 'placesEmulator/provider';
const KYOTO = { lat: 35.0116, lng: 135.7681 };
const NISHIKI = fakePlaceId('kyoto/nishiki-market');
// A place with what the curated data does not hold yet: hours, rating, price, website.
const NOODLES = {
  id: 'kyoto/test-noodle-house',
  name: 'Okutan Test Noodle House',
  category: 'food',
  cityId: 'kyoto',
  cityName: 'Kyoto',
  country: 'JP',
  geocode: { lat: 35.0118, lng: 135.7832 },
  hours: [
    { days: [1, 2, 3, 4, 5], open: '11:00', close: '15:30' },
    { days: [6, 0], open: '10:00', close: '17:00' },
  ],
  rating: 4.4,
  ratingCount: 812,
  priceLevel: 'PRICE_LEVEL_MODERATE',
  website: 'https://noodles.example',
};

let fake: PlacesFake;
beforeAll(async () => {
  fake = await startPlacesFake(0, { places: [NOODLES] });
});
afterAll(async () => {
  await adminDelete([PROVIDER_DOC]);
  await fake.close();
});
afterEach(async () => {
  await adminDelete([PROVIDER_DOC]);
  fake.requests = [];
  fake.failWith = null;
  fake.delayMs = 0;
});

const useStandIn = (settings: Record<string, unknown> = {}) =>
  adminWrite([{ path: PROVIDER_DOC, data: { baseURL: fake.baseURL, apiKey: FAKE_PLACES_KEY, timeoutMs: 3000, ...settings } }]);

const places = <T>(user: { functions: UserClient['functions'] }, data: unknown) => callFunction<T>(user.functions, 'places', data);

/** A search radius no other request used: the request is new to the cache. */
const freshRadius = () => 5_000 + Math.floor(Math.random() * 40_000);

const usage = async (uid: string) => ((await stored(`placesUsage/${uid}`))?.requests as unknown[] | undefined)?.length ?? 0;

describe('places: the provider through the function', () => {
  it('searches by text near the destination, with the key and field mask Google requires', async () => {
    await useStandIn();
    const user = await signedInClient('places');
    const answer = await places<PlacesListAnswer>(user, { op: 'search', query: 'Nishiki market', near: KYOTO, radiusM: 15_000 });

    expect(answer.source).toBe('google');
    expect(answer.cached).toBe(false);
    const nishiki = answer.places.find((place) => place.id === NISHIKI);
    expect(nishiki).toMatchObject({ name: 'Nishiki Market', address: 'Nishiki Market, Kyoto, JP', primaryType: 'market' });
    expect(nishiki?.geocode?.lat).toBeCloseTo(35.005, 3);

    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/places:searchText' });
    expect(request?.fieldMask.split(',')).toEqual(expect.arrayContaining(['places.id', 'places.displayName', 'places.location', 'places.rating', 'places.priceLevel']));
    expect(request?.body).toMatchObject({
      textQuery: 'Nishiki market',
      locationBias: { circle: { center: { latitude: KYOTO.lat, longitude: KYOTO.lng }, radius: 15_000 } },
    });
  });

  it('finds places to eat near a point (Nearby Search), nearest first', async () => {
    await useStandIn();
    const user = await signedInClient('places');
    const answer = await places<PlacesListAnswer>(user, { op: 'nearby', near: { lat: 35.0118, lng: 135.7832 }, radiusM: 700 + Math.random(), kind: 'food' });
    expect(answer.places[0]?.name).toBe('Okutan Test Noodle House');
    expect(fake.requests[0]).toMatchObject({ path: '/v1/places:searchNearby', body: { includedTypes: ['restaurant', 'food_court', 'market'] } });
  });

  it('gives a place’s details: opening hours, price level, rating, website and photos', async () => {
    await useStandIn();
    const user = await signedInClient('places');
    const { place } = await places<PlaceDetailsAnswer>(user, { op: 'details', placeId: fakePlaceId(NOODLES.id) });

    expect(place).toMatchObject({ name: NOODLES.name, rating: 4.4, ratingCount: 812, priceLevel: 2, website: 'https://noodles.example' });
    expect(place.hours?.weekdayText[0]).toBe('Monday: 11:00 – 15:30');
    expect(place.hours?.weekdayText[6]).toBe('Sunday: 10:00 – 17:00');
    expect(place.hours?.periods).toContainEqual({ open: { day: 6, hour: 10, minute: 0 }, close: { day: 6, hour: 17, minute: 0 } });
    expect(place.photos[0]?.attributions[0]?.name).toBe('Wayfare test photos');
    expect(fake.requests[0]?.fieldMask.split(',')).toEqual(expect.arrayContaining(['regularOpeningHours', 'websiteUri', 'photos']));
  });

  it('gives a photo as a short-lived image address, with its author’s attribution', async () => {
    await useStandIn();
    const user = await signedInClient('places');
    const { place } = await places<PlaceDetailsAnswer>(user, { op: 'details', placeId: NISHIKI });
    const photoName = place.photos[0]?.name;
    const photo = await places<PlacePhotoAnswer>(user, { op: 'photo', photoName, maxWidthPx: 320 });

    expect(photo.attributions).toEqual([{ name: 'Wayfare test photos', uri: `${fake.url}/contributors/wayfare` }]);
    expect(photo.photoUri).not.toContain(FAKE_PLACES_KEY);
    const image = await fetch(photo.photoUri);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await image.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    expect(fake.requests.find((request) => request.path.endsWith('/media'))?.search).toBe('?maxWidthPx=320&skipHttpRedirect=true');
  });
});

describe('places: the cache', () => {
  it('answers the same search again from Firestore without asking the provider', async () => {
    await useStandIn({ cacheHours: 2 });
    const user = await signedInClient('places');
    const radiusM = freshRadius();
    const first = await places<PlacesListAnswer>(user, { op: 'search', query: 'market', near: KYOTO, radiusM });
    const again = await places<PlacesListAnswer>(user, { op: 'search', query: '  MARKET ', near: { lat: KYOTO.lat + 0.0001, lng: KYOTO.lng }, radiusM });

    expect(first.cached).toBe(false);
    expect(first.places.map((place) => place.name)).toContain('Nishiki Market');
    expect(again.cached).toBe(true);
    expect(again.places).toEqual(first.places);
    expect(fake.requests.filter((request) => request.path === '/v1/places:searchText')).toHaveLength(1);
  });

  it('asks the provider again once the cached answer has expired', async () => {
    await useStandIn();
    const user = await signedInClient('places');
    const request = { op: 'search', query: 'market', near: KYOTO, radiusM: freshRadius() } as const;
    await places<PlacesListAnswer>(user, request);
    await adminDb().doc(`placesCache/${cacheKey(request)}`).update({ expireAt: Timestamp.fromMillis(Date.now() - 1000) });
    const again = await places<PlacesListAnswer>(user, request);

    expect(again.cached).toBe(false);
    expect(fake.requests).toHaveLength(2);
  });

  it('serves details from the cache, and keeps the place ids with an expiry within the allowed time', async () => {
    await useStandIn({ cacheHours: 2 });
    const user = await signedInClient('places');
    const placeId = fakePlaceId('kyoto/kinkaku-ji');
    await places<PlaceDetailsAnswer>(user, { op: 'details', placeId });
    const again = await places<PlaceDetailsAnswer>(user, { op: 'details', placeId });

    expect(again.cached).toBe(true);
    expect(fake.requests).toHaveLength(1);
    const doc = await stored(`placesCache/details-${placeId}`);
    expect(doc?.placeIds).toEqual([placeId]);
    const expiresIn = (doc?.expireAt as { toMillis: () => number }).toMillis() - Date.now();
    expect(expiresIn).toBeGreaterThan(1.9 * 3_600_000);
    expect(expiresIn).toBeLessThanOrEqual(2 * 3_600_000);
  });

  it('asks the provider again when caching is off (PLACES_CACHE_HOURS=0)', async () => {
    await useStandIn({ cacheHours: 0 });
    const user = await signedInClient('places');
    const request = { op: 'search', query: 'temple', near: KYOTO, radiusM: freshRadius() };
    await places<PlacesListAnswer>(user, request);
    const again = await places<PlacesListAnswer>(user, request);
    expect(again.cached).toBe(false);
    expect(fake.requests).toHaveLength(2);
  });
});

describe('places: refusals the app falls back from', () => {
  it('refuses a caller past the hourly limit with the wait, and counts what is left', async () => {
    await useStandIn({ requestsPerHour: 2 });
    const user = await signedInClient('places');
    const first = await places<PlacesListAnswer>(user, { op: 'search', query: `museum ${unique()}` });
    expect(first.remaining).toBe(1);
    await places<PlacesListAnswer>(user, { op: 'search', query: `museum ${unique()}` });
    const error = await refusal(places(user, { op: 'search', query: `museum ${unique()}` }));

    expect(error.code).toBe('functions/resource-exhausted');
    expect(messageOf(error)).toMatch(/^You have searched live places 2 times in the last hour, which is the limit\. Try again in (60|59) minutes/);
    expect(error.details).toMatchObject({ reason: 'quota-exceeded', limit: 2 });
    expect(fake.requests).toHaveLength(2);
  });

  it('shares one hourly budget between the new accounts of a network address: a fresh sign-up brings no fresh allowance', async () => {
    await useStandIn({ newAccountsPerAddressPerHour: 3 });
    const address = testAddress();
    const key = `placesIpUsage/${addressKey(address, EMULATOR_ADDRESS_KEY_SECRET)}`;
    // The address's new accounts have used all but one request of the hour.
    const recent = Timestamp.fromMillis(Date.now() - 60_000);
    await adminWrite([{ path: key, data: { requests: [recent, recent] } }]);
    const [first, second] = [await signedInClient('places-new1'), await signedInClient('places-new2')];
    const search = { op: 'search', query: `museum ${unique()}` };

    const allowed = await rawCall('places', search, { user: first, forwardedFor: address });
    expect(allowed.status, allowed.text).toBe(200);
    const refused = await rawCall('places', { ...search, query: `museum ${unique()}` }, { user: second, forwardedFor: address });
    expect(refused.status).toBe(429);
    expect(refused.json?.error?.message).toMatch(/^Live place search has answered many new accounts from your network in the last hour\. Try again in \d+ minutes?; meanwhile Wayfare's curated guide still answers\.$/);
    // The app reads the reason and shows the curated guide; the refused request cost the account nothing.
    expect(refused.json?.error?.details).toMatchObject({ reason: 'quota-exceeded' });
    expect(await usage(second.uid)).toBe(0);
    // Another address is not held back.
    expect((await rawCall('places', { ...search, query: `museum ${unique()}` }, { user: second, forwardedFor: testAddress() })).status).toBe(200);
    expect(((await stored(key))?.requests as unknown[]).length).toBe(3);
    await adminDelete([key]);
  });

  it('answers a clear error when the provider fails (HTTP 500), and gives the request back', async () => {
    await useStandIn();
    fake.failWith = 500;
    const user = await signedInClient('places');
    const error = await refusal(places(user, { op: 'search', query: `ramen ${unique()}` }));

    expect(error.code).toBe('functions/unavailable');
    expect(messageOf(error)).toMatch(/^Google Places did not answer just now\. Wayfare’s curated guide answers instead/);
    expect(error.details).toEqual({ reason: 'provider-failed' });
    expect(await usage(user.uid)).toBe(0);
  });

  it('answers the same clear error when the provider does not answer in time', async () => {
    await useStandIn({ timeoutMs: 400 });
    fake.delayMs = 2000;
    const user = await signedInClient('places');
    const error = await refusal(places(user, { op: 'search', query: `ramen ${unique()}` }));
    expect(error.code).toBe('functions/unavailable');
    expect(error.details).toEqual({ reason: 'provider-failed' });
  });

  it('says live search is not set up when there is no key, and asks nobody', async () => {
    await useStandIn({ apiKey: '' });
    const user = await signedInClient('places');
    const error = await refusal(places(user, { op: 'search', query: 'Nishiki' }));
    expect(error.code).toBe('functions/failed-precondition');
    expect(error.details).toEqual({ reason: 'not-configured' });
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a signed-out caller and a malformed request', async () => {
    await useStandIn();
    const signedOut = await refusal(places(signedOutClient(), { op: 'search', query: 'Nishiki' }));
    expect(signedOut.code).toBe('functions/unauthenticated');
    expect(messageOf(signedOut)).toBe('Sign in to search live places.');

    const user = await signedInClient('places');
    const bad = await refusal(places(user, { op: 'photo', photoName: 'https://elsewhere.example/x' }));
    expect(bad).toBeInstanceOf(FunctionsError);
    expect(bad.code).toBe('functions/invalid-argument');
    expect(fake.requests).toHaveLength(0);
  });
});

describe("the planner's meals from live places", () => {
  // Cairo: our curated guide has few places to eat near its sights, so some of its meals are left to fill.
  const REQUEST = '3 days in Cairo with kids';
  const GENERIC = /^(Lunch|Dinner)\b.*a suggestion to fill$/;
  const meals = (plan: TripPlan) => plan.days.flatMap((d) => d.items).filter((i) => /^(Lunch|Dinner)\b/.test(i.title));
  let nearMeal: PlacesFake;
  let mealPoint: { lat: number; lng: number };
  /** The cache documents of the built-in plan's unnamed meals. */
  let mealCache: string[];
  beforeAll(async () => {
    // Where the built-in planner leaves its first meal unnamed (our curated data has no place to eat near it) ...
    const { placesData, cityIndex } = assistantData();
    const embedded = planTrip(parseRequest(REQUEST, { today: new Date(), cityIndex }), { placesData });
    const unnamed = meals(embedded).filter((m) => GENERIC.test(m.title));
    mealPoint = unnamed[0]!.place!.geocode;
    mealCache = unnamed.map(
      (m) => `placesCache/${cacheKey({ op: 'nearby', near: m.place!.geocode, radiusM: 800, kind: 'food', limit: 10 })}`,
    );
    await adminDelete(mealCache);
    // ... Google knows a café 150 m away.
    nearMeal = await startPlacesFake(0, {
      places: [
        {
          id: 'cairo/test-kissaten',
          name: 'Test Kissaten',
          category: 'food',
          cityId: 'cairo',
          cityName: 'Cairo',
          country: 'EG',
          geocode: { lat: mealPoint.lat + 0.00135, lng: mealPoint.lng },
          rating: 4.6,
          ratingCount: 301,
          priceLevel: 'PRICE_LEVEL_INEXPENSIVE',
        },
      ],
    });
  });
  afterAll(async () => {
    await adminDelete(mealCache);
    await nearMeal?.close();
  });

  it('names a meal the curated guide could not with a place to eat within walking distance, and caches the answer', async () => {
    await adminWrite([{ path: PROVIDER_DOC, data: { baseURL: nearMeal.baseURL, apiKey: FAKE_PLACES_KEY, timeoutMs: 3000 } }]);
    const user = await signedInClient('planner');
    const { plan } = await callFunction<{ plan: TripPlan }>(user.functions, 'assistantPlan', { text: REQUEST });
    const named = meals(plan).filter((m) => m.place?.name === 'Test Kissaten');
    expect(named).toHaveLength(1);
    expect(named[0]).toMatchObject({ type: 'restaurant', place: { source: 'Google Maps', approximate: false, category: 'food' } });
    expect(named[0]!.title).toMatch(/^(Lunch|Dinner) at Test Kissaten$/);
    // Nothing of Google's in the notes: the stop's details are asked again when it is opened.
    expect(named[0]!.notes).toBeNull();
    // Google was asked for places to eat within 800 m of the meals, in one request of the hour.
    const nearby = nearMeal.requests.filter((r) => r.path === '/v1/places:searchNearby');
    expect(nearby.length).toBeGreaterThan(0);
    expect(nearby[0]!.body).toMatchObject({ includedTypes: ['restaurant', 'food_court', 'market'], locationRestriction: { circle: { radius: 800 } } });
    expect(await usage(user.uid)).toBe(1);

    // The same request again: every point is answered from the cache, and costs nothing.
    nearMeal.requests = [];
    const again = await callFunction<{ plan: TripPlan }>(user.functions, 'assistantPlan', { text: REQUEST });
    expect(meals(again.plan).filter((m) => m.place?.name === 'Test Kissaten')).toHaveLength(1);
    expect(nearMeal.requests).toHaveLength(0);
    expect(await usage(user.uid)).toBe(1);
    await adminDelete([`placesUsage/${user.uid}`]);
  });

  it('plans as before when the provider fails: the meals stay suggestions, and the request is given back', async () => {
    await adminDelete(mealCache);
    await adminWrite([{ path: PROVIDER_DOC, data: { baseURL: nearMeal.baseURL, apiKey: FAKE_PLACES_KEY, timeoutMs: 3000 } }]);
    nearMeal.failWith = 500;
    try {
      const user = await signedInClient('planner');
      const { plan } = await callFunction<{ plan: TripPlan }>(user.functions, 'assistantPlan', { text: REQUEST });
      expect(meals(plan).some((m) => GENERIC.test(m.title))).toBe(true);
      expect(meals(plan).some((m) => m.place?.name === 'Test Kissaten')).toBe(false);
      expect(await usage(user.uid)).toBe(0);
    } finally {
      nearMeal.failWith = null;
    }
  });
});

describe("the model's places, looked up by name", () => {
  const model = useFakeModel();
  /** An item of the model's plan (a plan item without id and order). */
  const modelItem = (title: string, name: string, geocode: { lat: number; lng: number }) => {
    const draft: Partial<ReturnType<typeof anItem>> = anItem({
      type: 'restaurant',
      title,
      // The model leaves `approximate` unset (null); our item type has no null there.
      place: { name, address: null, geocode, category: 'food', source: 'model' },
      startTime: '12:30',
      endTime: '13:30',
    });
    delete draft.id;
    delete draft.order;
    return draft;
  };
  beforeAll(() => {
    model.fake().plan = {
      title: 'A day in Kyoto',
      summary: 'Noodles.',
      destinations: ['Kyoto'],
      geocode: KYOTO,
      period: null,
      days: [
        {
          day: 1,
          date: null,
          theme: 'Noodles',
          destination: 'Kyoto',
          dayTrip: null,
          items: [
            // Our data does not hold it; Google does, 450 m from where the model put it.
            modelItem('Lunch of soba', 'Okutan test noodle house', { lat: 35.015, lng: 135.78 }),
            // Neither holds this one: it stays approximate.
            { ...modelItem('An evening walk', 'Imaginary Lantern Alley', { lat: 35.0, lng: 135.76 }), type: 'activity' },
          ],
        },
      ],
      ideas: [],
      assumptions: [],
      warnings: [],
    };
  });

  it("takes Google's name, address and coordinates for a place our data does not hold", async () => {
    await model.useProvider();
    await useStandIn();
    const user = await signedInClient('planner');
    const result = await callFunction<{ plan: TripPlan; source: string; match: Record<string, number> }>(user.functions, 'assistantPlan', {
      text: '1 day in Kyoto, noodles',
    });
    expect(result.source).toBe('model');
    const [noodles, alley] = result.plan.days[0]!.items;
    expect(noodles!.place).toMatchObject({ name: 'Okutan Test Noodle House', source: 'Google Maps', approximate: false, geocode: NOODLES.geocode });
    expect(noodles!.place!.address).toContain('Kyoto');
    expect(alley!.place).toMatchObject({ name: 'Imaginary Lantern Alley', approximate: true });
    expect(result.match).toEqual({ matched: 1, approximate: 1, unplaced: 0 });
    const searches = fake.requests.filter((r) => r.path === '/v1/places:searchText').map((r) => (r.body as { textQuery: string }).textQuery);
    expect(searches.sort()).toEqual(['Imaginary Lantern Alley', 'Okutan test noodle house']);
  });
});

describe("the model's additions to a trip, looked up by name", () => {
  const model = useFakeModel();

  it("takes Google's place for an addition our data does not hold, near where the model put it or around the trip", async () => {
    await model.useProvider();
    await useStandIn();
    const user = await signedInClient('model-adds');
    const id = unique('model-add');
    await adminWrite([{ path: `itineraries/${id}`, data: itineraryDoc(user.uid, { title: 'Kyoto', destinations: ['Kyoto'], days: 2, geocode: KYOTO }) }]);
    model.fake().plan = {
      reply: 'I added soba on day 1 and the noodle house again on day 2, and an evening walk.',
      summary: 'Noodles, twice.',
      add: [
        // Google knows it 450 m from where the model put it.
        { day: 1, type: 'restaurant', title: 'Lunch of soba', placeName: 'Okutan test noodle house', lat: 35.015, lng: 135.78, startTime: '12:30', notes: null },
        // No coordinates from the model: looked for around the trip.
        { day: 2, type: 'restaurant', title: 'Okutan Test Noodle House', placeName: null, lat: null, lng: null, startTime: null, notes: null },
        // Nobody knows this one: approximate, where the model put it.
        { day: 2, type: 'activity', title: 'An evening walk', placeName: 'Imaginary Lantern Alley', lat: 35.0, lng: 135.76, startTime: null, notes: null },
      ],
      move: [],
      remove: [],
    };
    try {
      const result = await callFunction<{ source: string; change: { add: { title: string; place: Record<string, unknown> | null }[] } | null }>(
        user.functions,
        'assistantEdit',
        { itineraryId: id, text: 'soba on day 1, the noodle house on day 2 and a walk' },
      );
      expect(result.source).toBe('model');
      const [soba, again, walk] = result.change!.add;
      // Google's name, coordinates, id and fetch time: the stop is refreshed within Google's 30 days.
      expect(soba!.place).toMatchObject({ name: 'Okutan Test Noodle House', source: 'Google Maps', approximate: false, geocode: NOODLES.geocode, providerId: fakePlaceId(NOODLES.id) });
      expect(typeof soba!.place!.fetchedAt).toBe('number');
      expect(again!.place).toMatchObject({ name: 'Okutan Test Noodle House', source: 'Google Maps', geocode: NOODLES.geocode });
      expect(walk!.place).toMatchObject({ name: 'Imaginary Lantern Alley', approximate: true, geocode: { lat: 35.0, lng: 135.76 } });
    } finally {
      await adminDeleteTrees([`itineraries/${id}`]);
    }
  });
});

describe('the chat adds a place our data does not hold', () => {
  it('proposes a place Google knows around the day when the curated guide has none, and says where it is from', async () => {
    await useStandIn();
    const user = await signedInClient('chatter');
    const id = unique('live-add');
    await adminWrite([
      { path: `itineraries/${id}`, data: itineraryDoc(user.uid, { title: 'Kyoto', destinations: ['Kyoto'], days: 2, geocode: KYOTO }) },
      {
        path: `itineraries/${id}/items/a1`,
        data: {
          id: 'a1',
          day: 1,
          order: 'a0',
          type: 'attraction',
          title: 'Heian Shrine',
          place: { name: 'Heian Shrine', geocode: { lat: 35.016, lng: 135.7824 }, category: 'sight', source: 'Wikidata', approximate: false },
          timeZone: 'Asia/Tokyo',
        },
      },
    ]);
    try {
      const result = await callFunction<{ reply: string; change: { add: { title: string; day: number; place: Record<string, unknown> }[] } | null }>(
        user.functions,
        'assistantEdit',
        { itineraryId: id, text: 'add Okutan to day 1' },
      );
      expect(result.change?.add).toHaveLength(1);
      expect(result.change!.add[0]).toMatchObject({
        day: 1,
        type: 'restaurant',
        title: 'Okutan Test Noodle House',
        place: { source: 'Google Maps', approximate: false, geocode: NOODLES.geocode },
      });
      expect(result.reply).toMatch(/^I suggest Okutan Test Noodle House, from Google Maps: Rated 4\.4 on Google Maps/);
      const search = fake.requests.find((r) => r.path === '/v1/places:searchText');
      expect(search?.body).toMatchObject({ textQuery: 'okutan', locationBias: { circle: { radius: 3000 } } });
    } finally {
      await adminDeleteTrees([`itineraries/${id}`]);
    }
  });
});

describe('places: the stand-in the emulator scripts start', () => {
  it('answers with no settings at all (no key in the emulator means the local stand-in)', async () => {
    const user = await signedInClient('places');
    const answer = await places<PlacesListAnswer>(user, { op: 'search', query: 'Nishiki', near: KYOTO, radiusM: freshRadius() });
    expect(answer.places.map((place) => place.name)).toContain('Nishiki Market');
  });
});
