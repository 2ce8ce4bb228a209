/**
 * The `routes` callable: each leg of the runs of stops a screen shows (time,
 * distance, path along streets) from Google's Routes API, through a per-leg cache
 * (`routeCache/{key}`, server only) and within the caller's hourly allowance
 * of live map requests (the places one: one Google Maps Platform key, one
 * bill). The app draws an estimate meanwhile and whenever this answers
 * `{ ok: false, reason }`: not set up here, over the hour's allowance, or the
 * provider failed. Those are answers, not errors: the plan is whole without
 * them. See docs/days.md.
 */
import { createHash } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { defineString } from 'firebase-functions/params';
import { logger } from 'firebase-functions/v2';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import * as z from 'zod';
import {
  MAX_MATRIX_POINTS,
  MAX_ROUTE_BATCH_LEGS,
  MAX_ROUTE_POINTS,
  MAX_ROUTE_RUNS,
  MAX_TRANSIT_MATRIX_POINTS,
  matrixBatchSchema,
  matrixCellsSchema,
  pointKey,
  routeBatchSchema,
  routeCacheKey,
  type MatrixAnswer,
  type MatrixBatchAnswer,
  type MatrixRequest,
  type RouteAnswer,
  type RouteBatchAnswer,
  type RouteRequest,
  type RoutedLeg,
} from '@/domain/days/routes';
import type { TravelMode } from '@/domain/days/travel';
import type { GeoPoint } from '@/domain/itineraries/types';
import { callerUid } from '../caller';
import { callable } from '../http/callable';
import { ADDRESS_KEY_SECRET, clientAddress, isNewAccount } from '../assistant/quota';
import { releaseUse, type TakenUse } from '../limits/sliding-window';
import { MAX_CACHE_HOURS } from '../places/cache';
import type { GoogleSettings } from '../places/google';
import { EMULATOR_PLACES, PLACES_API_KEY, placesConfig, type PlacesConfig } from '../places/places-function';
import { takePlacesAddressBudget, takePlacesUse } from '../places/quota';
import { MAX_INTERMEDIATES, computeMatrix, computeRun, takesIntermediates } from './google-routes';

const ROUTES_BASE_URL = defineString('ROUTES_BASE_URL', { default: 'https://routes.googleapis.com' });
export const ROUTE_CACHE = 'routeCache';
/** Legs asked of the provider at once. */
const LEGS_AT_ONCE = 6;

const cachedLegSchema = z
  .object({
    leg: z.union([
      z.object({ ok: z.literal(true), seconds: z.number().nonnegative(), meters: z.number().nonnegative(), polyline: z.string().nullable() }),
      z.object({ ok: z.literal(false), reason: z.literal('unroutable') }),
    ]),
  })
  .transform((stored) => stored.leg);

// A matrix is stored as JSON text: Firestore keeps no arrays of arrays.
const cachedMatrixSchema = z.object({ matrix: z.string() }).transform((stored, context) => {
  const cells = matrixCellsSchema.safeParse(safeJson(stored.matrix));
  if (!cells.success) {
    context.addIssue({ code: 'custom', message: 'not a matrix' });
    return z.NEVER;
  }
  return cells.data;
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const expiry = z.object({ expireAt: z.instanceof(Timestamp) });

const docId = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 40);

/** A cached answer still within its time, read through `schema`; null when absent, expired or out of shape. */
async function readCached<T>(db: Firestore, key: string, now: number, schema: z.ZodType<T>): Promise<T | null> {
  const data = (await db.collection(ROUTE_CACHE).doc(docId(key)).get()).data();
  const fresh = expiry.safeParse(data);
  if (!fresh.success || fresh.data.expireAt.toMillis() <= now) return null;
  const stored = schema.safeParse(data);
  return stored.success ? stored.data : null;
}

async function writeCached(db: Firestore, key: string, value: Record<string, unknown>, hours: number, now: number): Promise<void> {
  const keep = Math.min(Math.max(0, hours), MAX_CACHE_HOURS);
  if (keep === 0) return;
  try {
    await db.collection(ROUTE_CACHE).doc(docId(key)).set({ key, ...value, fetchedAt: Timestamp.fromMillis(now), expireAt: Timestamp.fromMillis(now + keep * 3_600_000) });
  } catch (error) {
    logger.warn('a route could not be cached', { key, error: error instanceof Error ? error.message : String(error) });
  }
}

/** Where the Routes API answers: Google, or in the emulator without a key the local stand-in (scripts/places-fake.mjs). */
async function routesBaseURL(db: Firestore, hasKey: boolean): Promise<string> {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') return ROUTES_BASE_URL.value();
  const override: unknown = (await db.doc('placesEmulator/provider').get()).data()?.routesBaseURL;
  if (typeof override === 'string') return override;
  return hasKey ? ROUTES_BASE_URL.value() : `http://127.0.0.1:${process.env.PLACES_FAKE_PORT || EMULATOR_PLACES.port}`;
}

type Pending = { run: number; index: number; key: string; from: GeoPoint; to: GeoPoint; mode: TravelMode };

/** What one computeRoutes request asks: consecutive uncached legs of a run by one means. */
interface Stretch {
  run: number;
  legs: Pending[];
}

/**
 * The uncached legs in as few requests as the provider takes: each stretch of
 * consecutive legs of a run by one means is one request with the stops
 * between as intermediates (a day on foot is one request); public transport,
 * which takes none, is one request per leg.
 */
export function stretchesOf(pending: readonly Pending[]): Stretch[] {
  const sorted = [...pending].sort((a, b) => a.run - b.run || a.index - b.index);
  const stretches: Stretch[] = [];
  for (const leg of sorted) {
    const last = stretches.at(-1);
    const previous = last?.legs.at(-1);
    if (
      last &&
      previous &&
      previous.run === leg.run &&
      previous.index + 1 === leg.index &&
      previous.mode === leg.mode &&
      takesIntermediates(leg.mode) &&
      last.legs.length < MAX_INTERMEDIATES + 1
    ) {
      last.legs.push(leg);
    } else {
      stretches.push({ run: leg.run, legs: [leg] });
    }
  }
  return stretches;
}

/** The same answer for every run of a batch (nothing configured, over the hour's allowance). */
const answerAll = (runs: number, answer: RouteAnswer): RouteBatchAnswer => ({ answers: Array.from({ length: runs }, () => answer) });

/**
 * One of the hour's live requests (and, for a new account, one of its
 * address's), or null when the hour's allowance is spent.
 */
async function takeUses(db: Firestore, uid: string, request: CallableRequest, config: PlacesConfig, now: number): Promise<TakenUse[] | null> {
  let use: TakenUse | null = null;
  try {
    use = await takePlacesUse(db, uid, config.requestsPerHour);
    const shared = (await isNewAccount(getAuth(getApps()[0]), uid, now)) ? await takePlacesAddressBudget(db, clientAddress(request.rawRequest), config.newAccountsPerAddressPerHour) : null;
    return [use, shared].filter((taken): taken is TakenUse => taken !== null);
  } catch (error) {
    await releaseUse(db, use);
    if (error instanceof HttpsError && error.code === 'resource-exhausted') return null;
    throw error;
  }
}

const giveBack = (db: Firestore, uses: readonly TakenUse[]) => Promise.all(uses.map((use) => releaseUse(db, use)));

/** Each stretch from the provider, one request each (LEGS_AT_ONCE at a time); an unroutable stretch of several legs is asked leg by leg, to find the leg. */
async function routeStretches(settings: GoogleSettings, stretches: readonly Stretch[], answer: (leg: Pending, routed: RoutedLeg) => Promise<void>): Promise<{ came: number; failed: string | null }> {
  let came = 0;
  let failed: string | null = null;
  const queue = [...stretches];
  while (queue.length > 0) {
    const batch = queue.splice(0, LEGS_AT_ONCE);
    await Promise.all(
      batch.map(async ({ run, legs }) => {
        try {
          const routed = await computeRun(settings, [legs[0]!.from, ...legs.map((leg) => leg.to)], legs[0]!.mode);
          if (routed === null && legs.length > 1) {
            queue.push(...legs.map((leg) => ({ run, legs: [leg] })));
            return;
          }
          const each = routed ?? [{ ok: false as const, reason: 'unroutable' as const }];
          came += 1;
          await Promise.all(legs.map((leg, i) => answer(leg, each[i]!)));
        } catch (error) {
          failed ??= error instanceof Error ? error.message : String(error);
        }
      }),
    );
  }
  return { came, failed };
}

async function answerRuns(db: Firestore, uid: string, request: CallableRequest, runs: readonly RouteRequest[]): Promise<RouteBatchAnswer> {
  const config = await placesConfig(db);
  if (!config) return answerAll(runs.length, { ok: false, reason: 'not-configured' });
  const now = Date.now();

  const legs: (RoutedLeg | null)[][] = runs.map((run) => run.modes.map(() => null));
  const pending: Pending[] = [];
  await Promise.all(
    runs.flatMap(({ points, modes }, run) =>
      modes.map(async (mode, index) => {
        const from = points[index]!;
        const to = points[index + 1]!;
        const key = routeCacheKey(from, to, mode);
        const cached = await readCached(db, key, now, cachedLegSchema);
        if (cached) legs[run]![index] = cached;
        else pending.push({ run, index, key, from, to, mode });
      }),
    ),
  );
  const answers = (): RouteBatchAnswer => ({
    answers: legs.map((runLegs): RouteAnswer => (runLegs.every((leg) => leg !== null) ? { ok: true, legs: runLegs } : { ok: false, reason: 'provider-failed' })),
  });
  if (pending.length === 0) return answers();

  // Anything not cached costs one of the hour's live requests, however many legs it holds.
  const uses = await takeUses(db, uid, request, config, now);
  if (!uses) return answerAll(runs.length, { ok: false, reason: 'quota-exceeded' });
  const settings = { apiKey: config.apiKey, baseURL: await routesBaseURL(db, Boolean(process.env.PLACES_API_KEY)), timeoutMs: config.timeoutMs };
  const { came, failed } = await routeStretches(settings, stretchesOf(pending), async ({ run, index, key }, leg) => {
    legs[run]![index] = leg;
    await writeCached(db, key, { leg }, config.cacheHours, now);
  });
  if (failed !== null) {
    // A run with a leg missing answers that the provider failed; the legs that did come are cached for the next ask.
    // When nothing new came at all, the request is given back.
    if (came === 0) await giveBack(db, uses);
    logger.warn('the routes provider failed', { uid, legs: pending.length, came, error: failed });
  }
  return answers();
}

/** The cache key of a matrix: its means and its points in order. */
const matrixKey = ({ points, mode }: MatrixRequest) => `matrix:${mode}:${points.map(pointKey).join('|')}`;

async function answerMatrices(db: Firestore, uid: string, request: CallableRequest, matrices: readonly MatrixRequest[]): Promise<MatrixBatchAnswer> {
  const config = await placesConfig(db);
  const all = (answer: MatrixAnswer): MatrixBatchAnswer => ({ matrices: matrices.map(() => answer) });
  if (!config) return all({ ok: false, reason: 'not-configured' });
  const now = Date.now();
  const answers: (MatrixAnswer | null)[] = await Promise.all(
    matrices.map(async (matrix) => {
      const cached = await readCached(db, matrixKey(matrix), now, cachedMatrixSchema);
      return cached ? { ok: true as const, cells: cached } : null;
    }),
  );
  if (answers.every((answer) => answer !== null)) return { matrices: answers };

  const uses = await takeUses(db, uid, request, config, now);
  if (!uses) return all({ ok: false, reason: 'quota-exceeded' });
  const settings = { apiKey: config.apiKey, baseURL: await routesBaseURL(db, Boolean(process.env.PLACES_API_KEY)), timeoutMs: config.timeoutMs };
  let came = 0;
  const done = await Promise.all(
    matrices.map(async (matrix, m): Promise<MatrixAnswer> => {
      const known = answers[m];
      if (known) return known;
      try {
        const cells = await computeMatrix(settings, matrix.points, matrix.mode);
        came += 1;
        await writeCached(db, matrixKey(matrix), { matrix: JSON.stringify(cells) }, config.cacheHours, now);
        return { ok: true, cells };
      } catch (error) {
        logger.warn('the route matrix provider failed', { uid, points: matrix.points.length, error: error instanceof Error ? error.message : String(error) });
        return { ok: false, reason: 'provider-failed' };
      }
    }),
  );
  if (came === 0) await giveBack(db, uses);
  return { matrices: done };
}

/**
 * Legs of the runs of stops a screen needs, `{ runs: [{ points, modes }] }`,
 * answered run by run; or, for re-ordering a day, `{ matrices: [{ points,
 * mode }] }`, each stop to each other (src/domain/days/routes.ts). One call
 * per screen, and at most one of the hour's live requests for it, however
 * many days it holds. Signed-in users only.
 */
export const routes = callable({ secrets: [PLACES_API_KEY, ADDRESS_KEY_SECRET], timeoutSeconds: 30 }, async (request): Promise<RouteBatchAnswer | MatrixBatchAnswer> => {
  const app = getApps()[0] ?? initializeApp();
  const uid = await callerUid(request, getAuth(app), 'Sign in to see the way between your stops.');
  const db = getFirestore(app);
  const matrices = matrixBatchSchema.safeParse(request.data);
  if (matrices.success) return answerMatrices(db, uid, request, matrices.data.matrices);
  const parsed = routeBatchSchema.safeParse(request.data);
  if (!parsed.success) {
    throw new HttpsError(
      'invalid-argument',
      `Those stops cannot be routed: 1 to ${MAX_ROUTE_RUNS} runs of 2 to ${MAX_ROUTE_POINTS} points, one means per leg, ${MAX_ROUTE_BATCH_LEGS} legs at most; or a matrix of 2 to ${MAX_MATRIX_POINTS} points (${MAX_TRANSIT_MATRIX_POINTS} by public transport) per means.`,
    );
  }
  return answerRuns(db, uid, request, parsed.data.runs);
});
