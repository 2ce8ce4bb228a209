// askRoutes: the runs a screen asks for at once reach the `routes` function in one call, and each gets its own answer.
import type { RouteAnswer, RouteRequest } from '@/domain/days/routes';
import { MAX_ROUTE_BATCH_LEGS, MAX_ROUTE_RUNS } from '@/domain/days/routes';

const sdk = vi.hoisted(() => ({
  call: vi.fn<(data: unknown) => Promise<{ data: unknown }>>(),
  signedIn: true,
}));
vi.mock('../../auth', () => ({
  getAuthInstance: () => Promise.resolve({ authStateReady: () => Promise.resolve(), currentUser: sdk.signedIn ? { uid: 'ana' } : null }),
}));
vi.mock('../../functions', () => ({ getFunctionsInstance: () => Promise.resolve({}) }));
vi.mock('firebase/functions', () => ({ httpsCallable: () => sdk.call }));

const { askRoutes, batchesOf } = await import('../routes');

const run = (legs: number, lat = 35): RouteRequest => ({
  points: Array.from({ length: legs + 1 }, (_, i) => ({ lat: lat + i / 100, lng: 135.7 })),
  modes: Array.from({ length: legs }, () => 'walk' as const),
});
const walked = (request: RouteRequest): RouteAnswer => ({ ok: true, legs: request.modes.map((_, i) => ({ ok: true, seconds: 60 * (i + 1), meters: 100, polyline: null })) });

beforeEach(() => {
  sdk.call.mockReset();
  sdk.signedIn = true;
});

it('asks for the days asked together in one call, and answers each day with its own legs', async () => {
  sdk.call.mockImplementation(async (data) => ({ data: { answers: (data as { runs: RouteRequest[] }).runs.map(walked) } }));
  const days = [run(3, 35), run(1, 36), run(2, 37)];
  const answers = await Promise.all(days.map((day) => askRoutes(day)));
  expect(sdk.call).toHaveBeenCalledTimes(1);
  expect(sdk.call).toHaveBeenCalledWith({ runs: days });
  expect(answers).toEqual(days.map(walked));
});

it('answers every day with the reason when the call fails or answers out of shape, and asks nothing for a visitor', async () => {
  sdk.call.mockRejectedValueOnce(new Error('offline'));
  expect(await Promise.all([askRoutes(run(1)), askRoutes(run(2))])).toEqual([
    { ok: false, reason: 'provider-failed' },
    { ok: false, reason: 'provider-failed' },
  ]);
  // One answer for two runs: neither can be trusted.
  sdk.call.mockResolvedValueOnce({ data: { answers: [walked(run(1))] } });
  expect(await Promise.all([askRoutes(run(1)), askRoutes(run(1, 40))])).toEqual([
    { ok: false, reason: 'provider-failed' },
    { ok: false, reason: 'provider-failed' },
  ]);
  sdk.call.mockResolvedValueOnce({ data: { answers: [{ ok: false, reason: 'quota-exceeded' }] } });
  expect(await askRoutes(run(1))).toEqual({ ok: false, reason: 'quota-exceeded' });

  sdk.call.mockClear();
  sdk.signedIn = false;
  expect(await askRoutes(run(1))).toEqual({ ok: false, reason: 'not-configured' });
  expect(sdk.call).not.toHaveBeenCalled();
});

it('splits what is asked at once into calls the function accepts', () => {
  const wrap = (request: RouteRequest) => ({ request });
  const many = Array.from({ length: MAX_ROUTE_RUNS + 5 }, () => wrap(run(1)));
  expect(batchesOf(many).map((batch) => batch.length)).toEqual([MAX_ROUTE_RUNS, 5]);
  const long = Array.from({ length: 7 }, () => wrap(run(25)));
  const batches = batchesOf(long);
  expect(batches.flat()).toHaveLength(7);
  for (const batch of batches) expect(batch.reduce((sum, { request }) => sum + request.modes.length, 0)).toBeLessThanOrEqual(MAX_ROUTE_BATCH_LEGS);
  expect(batchesOf([])).toEqual([]);
});
