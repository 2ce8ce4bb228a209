// The `routes` function against the emulators and the local Routes API
// stand-in (scripts/places-fake.mjs, Google's computeRoutes wire format on
// 127.0.0.1): each leg's time, distance and path along streets, the cache,
// no route by a means, the provider failing, no key, and who may ask. Each
// test points the function at this file's own stand-in through the
// emulator-only `placesEmulator/provider` document, so it can read what the
// provider was asked.
import polyline from '@mapbox/polyline';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAnswer } from '@/domain/days/routes';
import { FAKE_PLACES_KEY, startPlacesFake, type PlacesFake } from '../../scripts/places-fake.mjs';
import { callFunction, refusal } from './callables';
import { adminDelete, adminWrite, closeClientsAfterAll, signedInClient, signedOutClient, stored } from './helpers';

closeClientsAfterAll();

const PROVIDER_DOC = 'placesEmulator/provider';

let fake: PlacesFake;
beforeAll(async () => {
  fake = await startPlacesFake(0);
});
afterAll(async () => {
  await adminDelete([PROVIDER_DOC]);
  await fake.close();
});
afterEach(async () => {
  await adminDelete([PROVIDER_DOC]);
  fake.requests = [];
  fake.failWith = null;
});

const useStandIn = (settings: Record<string, unknown> = {}) =>
  adminWrite([{ path: PROVIDER_DOC, data: { baseURL: fake.baseURL, routesBaseURL: fake.url, apiKey: FAKE_PLACES_KEY, timeoutMs: 3000, ...settings } }]);

/** Three stops in Kyoto no other test asked about (the cache is per pair of points and means). */
function kyotoStops() {
  const shift = Math.random() / 1000;
  return [
    { lat: 34.9671 + shift, lng: 135.7727 },
    { lat: 34.9949 + shift, lng: 135.7850 },
    { lat: 35.0037 + shift, lng: 135.7788 },
  ];
}

const routeCalls = () => fake.requests.filter((request) => request.path === '/directions/v2:computeRoutes');
const usage = async (uid: string) => ((await stored(`placesUsage/${uid}`))?.requests as unknown[] | undefined)?.length ?? 0;

describe('routes: the way between stops through the function', () => {
  it('answers each leg with its time, distance and path along streets, asking Google with the key, field mask and means', async () => {
    await useStandIn();
    const user = await signedInClient('routes');
    const points = kyotoStops();
    const answer = await callFunction<RouteAnswer>(user.functions, 'routes', { points, modes: ['walk', 'transit'] });

    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.legs).toHaveLength(2);
    for (const leg of answer.legs) {
      expect(leg).toMatchObject({ ok: true });
      if (!leg.ok) continue;
      expect(leg.seconds).toBeGreaterThan(60);
      expect(leg.meters).toBeGreaterThan(500);
      // The path follows streets: more than the two ends, starting at the first.
      const path = polyline.decode(leg.polyline ?? '');
      expect(path.length).toBeGreaterThan(2);
    }
    const firstPath = answer.legs[0]?.ok ? polyline.decode(answer.legs[0].polyline ?? '') : [];
    expect(firstPath[0]?.[0]).toBeCloseTo(points[0]!.lat, 4);
    expect(firstPath.at(-1)?.[1]).toBeCloseTo(points[1]!.lng, 4);

    const asked = routeCalls();
    expect(asked.map((request) => (request.body as { travelMode: string }).travelMode).sort()).toEqual(['TRANSIT', 'WALK']);
    expect(asked[0]?.fieldMask).toBe('routes.distanceMeters,routes.duration,routes.polyline.encodedPolyline');
    expect(await usage(user.uid)).toBe(1);

    // The same legs again come from the cache: Google is not asked, and nothing is counted.
    fake.requests = [];
    expect(await callFunction<RouteAnswer>(user.functions, 'routes', { points, modes: ['walk', 'transit'] })).toEqual(answer);
    expect(routeCalls()).toEqual([]);
    expect(await usage(user.uid)).toBe(1);
    await adminDelete([`placesUsage/${user.uid}`]);
  });

  it('says a leg has no route by that means (a walk of a hundred kilometres), and answers the others', async () => {
    await useStandIn();
    const user = await signedInClient('routes');
    const [kyoto] = kyotoStops();
    const osakaBay = { lat: 34.45, lng: 135.2 };
    const answer = await callFunction<RouteAnswer>(user.functions, 'routes', { points: [kyoto, osakaBay, kyoto], modes: ['walk', 'car'] });
    expect(answer).toMatchObject({ ok: true, legs: [{ ok: false, reason: 'unroutable' }, { ok: true }] });
    await adminDelete([`placesUsage/${user.uid}`]);
  });

  it('answers "provider-failed" when Google fails, and gives the request of the hour back', async () => {
    await useStandIn();
    fake.failWith = 503;
    const user = await signedInClient('routes');
    const answer = await callFunction<RouteAnswer>(user.functions, 'routes', { points: kyotoStops(), modes: ['walk', 'walk'] });
    expect(answer).toEqual({ ok: false, reason: 'provider-failed' });
    expect(await usage(user.uid)).toBe(0);
  });

  it('answers "not-configured" where no key is set, without asking anyone', async () => {
    await useStandIn({ apiKey: '' });
    const user = await signedInClient('routes');
    const answer = await callFunction<RouteAnswer>(user.functions, 'routes', { points: kyotoStops(), modes: ['walk', 'walk'] });
    expect(answer).toEqual({ ok: false, reason: 'not-configured' });
    expect(routeCalls()).toEqual([]);
  });

  it('answers "quota-exceeded" past the hour of live map requests', async () => {
    await useStandIn({ requestsPerHour: 1 });
    const user = await signedInClient('routes');
    expect(await callFunction<RouteAnswer>(user.functions, 'routes', { points: kyotoStops(), modes: ['walk', 'walk'] })).toMatchObject({ ok: true });
    expect(await callFunction<RouteAnswer>(user.functions, 'routes', { points: kyotoStops(), modes: ['walk', 'walk'] })).toEqual({
      ok: false,
      reason: 'quota-exceeded',
    });
    await adminDelete([`placesUsage/${user.uid}`]);
  });

  it('refuses signed-out callers and requests that are not a run of stops', async () => {
    await useStandIn();
    expect(await refusal(callFunction(signedOutClient().functions, 'routes', { points: kyotoStops(), modes: ['walk', 'walk'] }))).toMatchObject({
      code: 'functions/unauthenticated',
    });
    const user = await signedInClient('routes');
    for (const bad of [{ points: kyotoStops(), modes: ['walk'] }, { points: kyotoStops().slice(0, 1), modes: [] }, { points: kyotoStops(), modes: ['fly', 'walk'] }]) {
      expect(await refusal(callFunction(user.functions, 'routes', bad))).toMatchObject({ code: 'functions/invalid-argument' });
    }
    expect(routeCalls()).toEqual([]);
  });
});
