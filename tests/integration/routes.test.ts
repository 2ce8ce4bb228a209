// The `routes` function against the emulators and the local Routes API
// stand-in (scripts/places-fake.mjs, Google's computeRoutes wire format on
// 127.0.0.1): each leg's time, distance and path along streets, the cache,
// no route by a means, the provider failing, no key, and who may ask. Each
// test points the function at this file's own stand-in through the
// emulator-only `placesEmulator/provider` document, so it can read what the
// provider was asked.
import polyline from '@mapbox/polyline';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MatrixBatchAnswer, RouteAnswer, RouteBatchAnswer, RouteRequest } from '@/domain/days/routes';
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

/**
 * The cache keys a leg by its ends to five decimals, and keeps it for the run:
 * each call moves the stops by its own hundred-thousandths of a degree (from a
 * random start, for emulators kept running between runs), so no two calls
 * share a leg. (A random shift within a thousandth met an earlier call's leg
 * about once in seven runs, and a quota test then got a cached answer.)
 */
let shifts = Math.floor(Math.random() * 500);

/** Three stops in Kyoto no other call asked about (the cache is per pair of points and means). */
function kyotoStops() {
  shifts += 1;
  const shift = shifts / 100_000;
  return [
    { lat: 34.9671 + shift, lng: 135.7727 },
    { lat: 34.9949 + shift, lng: 135.7850 },
    { lat: 35.0037 + shift, lng: 135.7788 },
  ];
}

type Functions = Parameters<typeof callFunction>[0];

/** One run asked alone: the batch of one the function answers. */
async function askOne(functions: Functions, run: RouteRequest): Promise<RouteAnswer> {
  const { answers } = await callFunction<RouteBatchAnswer>(functions, 'routes', { runs: [run] });
  expect(answers).toHaveLength(1);
  return answers[0]!;
}

const routeCalls = () => fake.requests.filter((request) => request.path === '/directions/v2:computeRoutes');
const usage = async (uid: string) => ((await stored(`placesUsage/${uid}`))?.requests as unknown[] | undefined)?.length ?? 0;

describe('routes: the way between stops through the function', () => {
  it('answers each leg with its time, distance and path along streets, asking Google with the key, field mask and means', async () => {
    await useStandIn();
    const user = await signedInClient('routes');
    const points = kyotoStops();
    const answer = await askOne(user.functions, { points, modes: ['walk', 'transit'] });

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
    expect(asked[0]?.fieldMask).toBe('routes.legs.distanceMeters,routes.legs.duration,routes.legs.polyline.encodedPolyline');
    expect(await usage(user.uid)).toBe(1);

    // The same legs again come from the cache: Google is not asked, and nothing is counted.
    fake.requests = [];
    expect(await askOne(user.functions, { points, modes: ['walk', 'transit'] })).toEqual(answer);
    expect(routeCalls()).toEqual([]);
    expect(await usage(user.uid)).toBe(1);
    await adminDelete([`placesUsage/${user.uid}`]);
  });

  it('asks for a day on foot in one request, its stops between as intermediates, and public transport a leg at a time', async () => {
    await useStandIn();
    const user = await signedInClient('routes');
    const [a, b, c] = kyotoStops();
    const d = { lat: a!.lat + 0.004, lng: a!.lng + 0.003 };
    const answer = await askOne(user.functions, { points: [a!, b!, c!, d, a!], modes: ['walk', 'walk', 'walk', 'transit'] });
    expect(answer).toMatchObject({ ok: true, legs: [{ ok: true }, { ok: true }, { ok: true }, { ok: true }] });
    const asked = routeCalls().map((request) => request.body as { travelMode: string; intermediates?: unknown[] });
    expect(asked.map((body) => [body.travelMode, body.intermediates?.length ?? 0]).sort()).toEqual([
      ['TRANSIT', 0],
      ['WALK', 2],
    ]);
    // Each leg keeps its own figures and path: the second walk starts where the first ended.
    if (!answer.ok) return;
    const second = answer.legs[1]!.ok ? polyline.decode(answer.legs[1]!.polyline ?? '') : [];
    expect(second[0]?.[0]).toBeCloseTo(b!.lat, 4);
    expect(second.at(-1)?.[1]).toBeCloseTo(c!.lng, 4);
    await adminDelete([`placesUsage/${user.uid}`]);
  });

  it('finds which leg of a walk has no route when the walk as a whole has none, and answers the others', async () => {
    await useStandIn();
    const user = await signedInClient('routes');
    const [a, b] = kyotoStops();
    const osakaBay = { lat: 34.45, lng: 135.2 };
    const answer = await askOne(user.functions, { points: [a!, b!, osakaBay], modes: ['walk', 'walk'] });
    expect(answer).toMatchObject({ ok: true, legs: [{ ok: true }, { ok: false, reason: 'unroutable' }] });
    await adminDelete([`placesUsage/${user.uid}`]);
  });

  it('weighs each stop against each other in one matrix request per means, for re-ordering, and keeps it', async () => {
    await useStandIn();
    const user = await signedInClient('routes');
    const points = [...kyotoStops(), { lat: 34.45, lng: 135.2 }];
    const ask = () => callFunction<MatrixBatchAnswer>(user.functions, 'routes', { matrices: [{ points, mode: 'walk' }, { points: points.slice(0, 3), mode: 'transit' }] });
    const { matrices } = await ask();
    expect(matrices).toHaveLength(2);
    const [walk, transit] = matrices;
    expect(walk?.ok && transit?.ok).toBe(true);
    if (!walk?.ok || !transit?.ok) return;
    expect(walk.cells).toHaveLength(4);
    expect(walk.cells[0]![0]).toBeNull();
    // Every pair is read, whatever order the elements came in (the first stop's index is left out on the wire).
    expect(walk.cells[0]![1]).toMatchObject({ ok: true });
    expect(walk.cells[2]![0]).toMatchObject({ ok: true });
    const there = walk.cells[0]![2];
    const back = walk.cells[2]![0];
    expect(there?.ok && back?.ok && there.meters === back.meters).toBe(true);
    // A hundred-kilometre walk has no route.
    expect(walk.cells[0]![3]).toEqual({ ok: false, reason: 'unroutable' });
    expect(transit.cells[1]![2]).toMatchObject({ ok: true });

    const asked = fake.requests.filter((request) => request.path === '/distanceMatrix/v2:computeRouteMatrix');
    expect(asked).toHaveLength(2);
    expect(asked[0]?.fieldMask).toBe('originIndex,destinationIndex,duration,distanceMeters,status,condition');
    expect(await usage(user.uid)).toBe(1);
    // Asked again, from the cache: no request, nothing counted.
    fake.requests = [];
    expect((await ask()).matrices).toEqual(matrices);
    expect(fake.requests).toEqual([]);
    expect(await usage(user.uid)).toBe(1);
    await adminDelete([`placesUsage/${user.uid}`]);
  });

  it('answers a matrix "provider-failed" when Google fails, and more points than Google takes are refused', async () => {
    await useStandIn();
    fake.failWith = 500;
    const user = await signedInClient('routes');
    const { matrices } = await callFunction<MatrixBatchAnswer>(user.functions, 'routes', { matrices: [{ points: kyotoStops(), mode: 'car' }] });
    expect(matrices).toEqual([{ ok: false, reason: 'provider-failed' }]);
    expect(await usage(user.uid)).toBe(0);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ lat: 35 + i / 1000, lng: 135.7 }));
    expect(await refusal(callFunction(user.functions, 'routes', { matrices: [{ points: eleven, mode: 'transit' }] }))).toMatchObject({
      code: 'functions/invalid-argument',
    });
  });

  it('says a leg has no route by that means (a walk of a hundred kilometres), and answers the others', async () => {
    await useStandIn();
    const user = await signedInClient('routes');
    const kyoto = kyotoStops()[0]!;
    const osakaBay = { lat: 34.45, lng: 135.2 };
    const answer = await askOne(user.functions, { points: [kyoto, osakaBay, kyoto], modes: ['walk', 'car'] });
    expect(answer).toMatchObject({ ok: true, legs: [{ ok: false, reason: 'unroutable' }, { ok: true }] });
    await adminDelete([`placesUsage/${user.uid}`]);
  });

  it('answers "provider-failed" when Google fails, and gives the request of the hour back', async () => {
    await useStandIn();
    fake.failWith = 503;
    const user = await signedInClient('routes');
    const answer = await askOne(user.functions, { points: kyotoStops(), modes: ['walk', 'walk'] });
    expect(answer).toEqual({ ok: false, reason: 'provider-failed' });
    expect(await usage(user.uid)).toBe(0);
  });

  it('answers "not-configured" where no key is set, without asking anyone', async () => {
    await useStandIn({ apiKey: '' });
    const user = await signedInClient('routes');
    const answer = await askOne(user.functions, { points: kyotoStops(), modes: ['walk', 'walk'] });
    expect(answer).toEqual({ ok: false, reason: 'not-configured' });
    expect(routeCalls()).toEqual([]);
  });

  it('answers "quota-exceeded" past the hour of live map requests', async () => {
    await useStandIn({ requestsPerHour: 1 });
    const user = await signedInClient('routes');
    expect(await askOne(user.functions, { points: kyotoStops(), modes: ['walk', 'walk'] })).toMatchObject({ ok: true });
    expect(await askOne(user.functions, { points: kyotoStops(), modes: ['walk', 'walk'] })).toEqual({
      ok: false,
      reason: 'quota-exceeded',
    });
    await adminDelete([`placesUsage/${user.uid}`]);
  });

  it('answers every day of a plan in one call, run by run, for one request of the hour', async () => {
    await useStandIn();
    const user = await signedInClient('routes');
    const [a, b, c] = kyotoStops();
    const dayTwo = { points: [c!, a!], modes: ['car' as const] };
    const batch = await callFunction<RouteBatchAnswer>(user.functions, 'routes', { runs: [{ points: [a!, b!, c!], modes: ['walk', 'walk'] }, dayTwo] });
    expect(batch.answers).toHaveLength(2);
    expect(batch.answers[0]).toMatchObject({ ok: true, legs: [{ ok: true }, { ok: true }] });
    expect(batch.answers[1]).toMatchObject({ ok: true, legs: [{ ok: true }] });
    // Each run's figures are its own: day two's drive is not day one's walks.
    expect(batch.answers[1]).toEqual(await askOne(user.functions, dayTwo));
    // Day one's two walks are one request (the middle stop an intermediate), day two's drive another.
    expect(routeCalls()).toHaveLength(2);
    expect(await usage(user.uid)).toBe(1);
    await adminDelete([`placesUsage/${user.uid}`]);
  });

  it('refuses signed-out callers and requests that are not runs of stops', async () => {
    await useStandIn();
    const run = { points: kyotoStops(), modes: ['walk', 'walk'] };
    expect(await refusal(callFunction(signedOutClient().functions, 'routes', { runs: [run] }))).toMatchObject({
      code: 'functions/unauthenticated',
    });
    const user = await signedInClient('routes');
    const manyLegs = { points: Array.from({ length: 26 }, (_, i) => ({ lat: 35 + i / 1000, lng: 135.7 })), modes: Array.from({ length: 25 }, () => 'walk') };
    for (const bad of [
      run,
      { runs: [] },
      { runs: [{ points: kyotoStops(), modes: ['walk'] }] },
      { runs: [{ points: kyotoStops().slice(0, 1), modes: [] }] },
      { runs: [{ points: kyotoStops(), modes: ['fly', 'walk'] }] },
      { runs: Array.from({ length: 7 }, () => manyLegs) },
    ]) {
      expect(await refusal(callFunction(user.functions, 'routes', bad))).toMatchObject({ code: 'functions/invalid-argument' });
    }
    expect(routeCalls()).toEqual([]);
  });
});
