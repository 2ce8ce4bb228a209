// What trips keep from Google, refreshed or cleared before Google's 30 days
// (functions/src/places/refresh.ts): against the Firestore emulator and the
// local Places API stand-in (scripts/places-fake.mjs, Google's wire format on
// 127.0.0.1). The stops are written as the app writes them; the run is the
// one the nightly schedule makes, with the stand-in as its provider.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLEAR_AFTER_DAYS, REFRESH_AFTER_DAYS } from '@/domain/places/live';
import { anItem } from '@/testing/builders';
import { refreshDuePlaces } from '../../functions/src/places/refresh';
import type { PlacesConfig } from '../../functions/src/places/places-function';
import { FAKE_PLACES_KEY, fakePlaceId, startPlacesFake, type PlacesFake } from '../../scripts/places-fake.mjs';
import { adminDb, adminDeleteTrees, adminWrite, closeClientsAfterAll, itineraryDoc, stored, unique } from './helpers';

closeClientsAfterAll();

const DAY = 86_400_000;
const KYOTO = { lat: 35.0116, lng: 135.7681 };
const run = unique('refresh-');
// Places only this file asks for: nothing another file cached answers for them.
const NOODLES = {
  id: `kyoto/${run}-noodles`,
  name: 'Okutan Refresh Noodles',
  category: 'food',
  cityId: 'kyoto',
  cityName: 'Kyoto',
  country: 'JP',
  geocode: { lat: 35.0118, lng: 135.7832 },
  hours: [{ days: [1, 2, 3, 4, 5], open: '11:00', close: '15:30' }],
};
/** Another place; each test asks for its own, so the cache (which serves a fresh answer) never answers for another test's. */
const sight = (slug: string, name: string) => ({ ...NOODLES, id: `kyoto/${run}-${slug}`, name, category: 'sight', geocode: { lat: 35.027, lng: 135.798 }, hours: undefined });
const TEMPLE = sight('temple', 'Refresh Test Temple');
const SHRINE = sight('shrine', 'Refresh Test Shrine');
const BAR = { ...NOODLES, id: `kyoto/${run}-bar`, name: 'Refresh Test Bar' };
const GARDEN = sight('garden', 'Refresh Test Garden');
const TOWER = sight('tower', 'Refresh Test Tower');

let fake: PlacesFake;
let config: PlacesConfig;
const trips: string[] = [];

beforeAll(async () => {
  fake = await startPlacesFake(0, { places: [NOODLES, TEMPLE, SHRINE, BAR, GARDEN, TOWER], quiet: true });
  config = { apiKey: FAKE_PLACES_KEY, baseURL: fake.baseURL, timeoutMs: 3_000, cacheHours: 24, requestsPerHour: 200, newAccountsPerAddressPerHour: 400 };
});
afterAll(async () => {
  await adminDeleteTrees(trips);
  await fake.close();
});
afterEach(() => {
  fake.requests = [];
  fake.failWith = null;
});

/** A stop as the app stores a place picked from Google `daysAgo` days ago (its coordinates a little off since). */
function googleStop(id: string, place: Pick<typeof NOODLES, 'id' | 'name' | 'category' | 'geocode'>, daysAgo: number, overrides: Record<string, unknown> = {}) {
  return anItem({
    id,
    title: place.name,
    type: place.category === 'food' ? 'restaurant' : 'attraction',
    notes: 'Book the counter seats',
    place: {
      name: place.name,
      address: 'Old address',
      geocode: { lat: place.geocode.lat + 0.002, lng: place.geocode.lng },
      category: place.category,
      source: 'Google Maps',
      approximate: false,
      providerId: fakePlaceId(place.id),
      fetchedAt: Date.now() - daysAgo * DAY,
    },
    ...overrides,
  });
}

/** A trip in Kyoto holding `items`; its path. */
async function tripWith(items: ReturnType<typeof anItem>[], overrides: Record<string, unknown> = {}): Promise<string> {
  const path = `itineraries/${unique('refresh-trip-')}`;
  trips.push(path);
  await adminWrite([
    { path, data: itineraryDoc(`${run}-owner`, { destinations: ['Kyoto'], geocode: KYOTO, ...overrides }) },
    ...items.map((item) => ({ path: `${path}/items/${item.id}`, data: { ...item } })),
  ]);
  return path;
}

const detailsAsked = (placeId: string) => fake.requests.filter((request) => request.path === `/v1/places/${placeId}`).length;
const placeOf = async (path: string) => (await stored(path))?.place as Record<string, unknown> | null | undefined;

describe('places kept from Google: the nightly refresh', () => {
  it(`asks Google again for a stop fetched ${REFRESH_AFTER_DAYS} days ago or more, once per place, and keeps the traveller's own fields`, async () => {
    const due = REFRESH_AFTER_DAYS + 1;
    const first = await tripWith([googleStop('noodles', NOODLES, due), googleStop('fresh', TEMPLE, 3)]);
    const second = await tripWith([googleStop('noodles-too', NOODLES, due + 2)]);
    const before = Date.now();

    const report = await refreshDuePlaces(adminDb(), config);

    const refreshed = await placeOf(`${first}/items/noodles`);
    expect(refreshed).toMatchObject({
      name: NOODLES.name,
      geocode: NOODLES.geocode,
      address: 'Okutan Refresh Noodles, Kyoto, JP',
      hours: ['1 11:00-15:30', '2 11:00-15:30', '3 11:00-15:30', '4 11:00-15:30', '5 11:00-15:30'],
      providerId: fakePlaceId(NOODLES.id),
      approximate: false,
    });
    expect(refreshed?.fetchedAt).toBeGreaterThanOrEqual(before);
    expect((await stored(`${first}/items/noodles`))?.notes).toBe('Book the counter seats');
    expect((await placeOf(`${second}/items/noodles-too`))?.geocode).toEqual(NOODLES.geocode);
    // Two trips, one place: one Place Details request. A stop fetched 3 days ago is not asked for.
    expect(detailsAsked(fakePlaceId(NOODLES.id))).toBe(1);
    expect(detailsAsked(fakePlaceId(TEMPLE.id))).toBe(0);
    expect((await placeOf(`${first}/items/fresh`))?.geocode).toEqual({ lat: TEMPLE.geocode.lat + 0.002, lng: TEMPLE.geocode.lng });
    expect(report.refreshed).toBeGreaterThanOrEqual(2);
    // Asked with the key and only the fields the stop keeps (and the dialog shows).
    const request = fake.requests.find((r) => r.path === `/v1/places/${fakePlaceId(NOODLES.id)}`);
    expect(request?.fieldMask.split(',')).toEqual(expect.arrayContaining(['id', 'location', 'regularOpeningHours']));
  });

  it('tries again the next night while Google fails, and clears what it may not keep once the stop is 29 days old', async () => {
    fake.failWith = 503;
    const path = await tripWith([googleStop('retry', SHRINE, REFRESH_AFTER_DAYS + 1), googleStop('expired', BAR, CLEAR_AFTER_DAYS + 0.5)]);

    await refreshDuePlaces(adminDb(), config);

    const retry = await placeOf(`${path}/items/retry`);
    expect(retry).toMatchObject({ providerId: fakePlaceId(SHRINE.id), geocode: { lat: SHRINE.geocode.lat + 0.002, lng: SHRINE.geocode.lng } });
    const expired = await stored(`${path}/items/expired`);
    // Still in the plan, by name, at the trip's own coordinates, marked approximate and credited to them;
    // nothing of Google's but the name (the address, the hours, the id and the fetch time are gone).
    expect(expired?.title).toBe(BAR.name);
    expect(expired?.place).toEqual({
      name: BAR.name,
      geocode: KYOTO,
      category: 'food',
      source: 'The trip’s destination (approximate)',
      approximate: true,
    });
  });

  it('clears a stop at once when Google no longer has its place', async () => {
    const gone = { ...TEMPLE, id: `kyoto/${run}-closed-for-good` };
    const path = await tripWith([googleStop('gone', gone, REFRESH_AFTER_DAYS + 1)]);

    await refreshDuePlaces(adminDb(), config);

    expect(await placeOf(`${path}/items/gone`)).toMatchObject({ geocode: KYOTO, approximate: true });
    expect(await placeOf(`${path}/items/gone`)).not.toHaveProperty('providerId');
  });

  it('with no provider set up any more, clears stops past 29 days and leaves younger ones', async () => {
    const path = await tripWith([googleStop('young', GARDEN, REFRESH_AFTER_DAYS + 1), googleStop('old', GARDEN, CLEAR_AFTER_DAYS + 1)]);

    await refreshDuePlaces(adminDb(), null);

    expect(await placeOf(`${path}/items/young`)).toHaveProperty('providerId', fakePlaceId(GARDEN.id));
    expect(await placeOf(`${path}/items/old`)).not.toHaveProperty('fetchedAt');
    expect(fake.requests).toHaveLength(0);
  });

  it('keeps a stop by its title only when its trip has no coordinates of its own to put it at', async () => {
    const path = await tripWith([googleStop('nowhere', TOWER, CLEAR_AFTER_DAYS + 1)], { geocode: null });

    await refreshDuePlaces(adminDb(), null);

    const item = await stored(`${path}/items/nowhere`);
    expect(item?.title).toBe(TOWER.name);
    expect(item?.place).toBeNull();
  });
});
