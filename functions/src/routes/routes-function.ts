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
import { HttpsError } from 'firebase-functions/v2/https';
import * as z from 'zod';
import {
  MAX_ROUTE_BATCH_LEGS,
  MAX_ROUTE_POINTS,
  MAX_ROUTE_RUNS,
  routeBatchSchema,
  routeCacheKey,
  type RouteAnswer,
  type RouteBatchAnswer,
  type RoutedLeg,
} from '@/domain/days/routes';
import type { TravelMode } from '@/domain/days/travel';
import type { GeoPoint } from '@/domain/itineraries/types';
import { callerUid } from '../caller';
import { callable } from '../http/callable';
import { ADDRESS_KEY_SECRET, clientAddress, isNewAccount } from '../assistant/quota';
import { releaseUse, type TakenUse } from '../limits/sliding-window';
import { MAX_CACHE_HOURS } from '../places/cache';
import { EMULATOR_PLACES, PLACES_API_KEY, placesConfig } from '../places/places-function';
import { takePlacesAddressBudget, takePlacesUse } from '../places/quota';
import { computeLeg } from './google-routes';

const ROUTES_BASE_URL = defineString('ROUTES_BASE_URL', { default: 'https://routes.googleapis.com' });
export const ROUTE_CACHE = 'routeCache';
/** Legs asked of the provider at once. */
const LEGS_AT_ONCE = 6;

const cachedSchema = z.object({
  leg: z.union([
    z.object({ ok: z.literal(true), seconds: z.number().nonnegative(), meters: z.number().nonnegative(), polyline: z.string().nullable() }),
    z.object({ ok: z.literal(false), reason: z.literal('unroutable') }),
  ]),
  expireAt: z.instanceof(Timestamp),
});

const docId = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 40);

async function readLeg(db: Firestore, key: string, now: number): Promise<RoutedLeg | null> {
  const stored = cachedSchema.safeParse((await db.collection(ROUTE_CACHE).doc(docId(key)).get()).data());
  return stored.success && stored.data.expireAt.toMillis() > now ? stored.data.leg : null;
}

async function writeLeg(db: Firestore, key: string, leg: RoutedLeg, hours: number, now: number): Promise<void> {
  const keep = Math.min(Math.max(0, hours), MAX_CACHE_HOURS);
  if (keep === 0) return;
  try {
    await db.collection(ROUTE_CACHE).doc(docId(key)).set({ key, leg, fetchedAt: Timestamp.fromMillis(now), expireAt: Timestamp.fromMillis(now + keep * 3_600_000) });
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

/** The same answer for every run of a batch (nothing configured, over the hour's allowance). */
const answerAll = (runs: number, answer: RouteAnswer): RouteBatchAnswer => ({ answers: Array.from({ length: runs }, () => answer) });

/**
 * Legs of the runs of stops a screen needs: `{ runs: [{ points, modes }] }`
 * (src/domain/days/routes.ts), answered run by run. One call per screen, and
 * at most one of the hour's live requests for it, however many days it
 * holds. Signed-in users only.
 */
export const routes = callable({ secrets: [PLACES_API_KEY, ADDRESS_KEY_SECRET], timeoutSeconds: 30 }, async (request): Promise<RouteBatchAnswer> => {
  const app = getApps()[0] ?? initializeApp();
  const uid = await callerUid(request, getAuth(app), 'Sign in to see the way between your stops.');
  const parsed = routeBatchSchema.safeParse(request.data);
  if (!parsed.success) {
    throw new HttpsError('invalid-argument', `Those stops cannot be routed: 1 to ${MAX_ROUTE_RUNS} runs of 2 to ${MAX_ROUTE_POINTS} points, one means per leg, ${MAX_ROUTE_BATCH_LEGS} legs at most.`);
  }
  const { runs } = parsed.data;
  const db = getFirestore(app);
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
        const cached = await readLeg(db, key, now);
        if (cached) legs[run]![index] = cached;
        else pending.push({ run, index, key, from, to, mode });
      }),
    ),
  );
  const answers = (): RouteBatchAnswer => ({
    answers: legs.map((runLegs): RouteAnswer => (runLegs.every((leg) => leg !== null) ? { ok: true, legs: runLegs } : { ok: false, reason: 'provider-failed' })),
  });
  if (pending.length === 0) return answers();

  // Anything not cached costs one of the hour's live requests (and, for a new account, one of its address's).
  let use: TakenUse | null = null;
  let shared: TakenUse | null = null;
  try {
    use = await takePlacesUse(db, uid, config.requestsPerHour);
    if (await isNewAccount(getAuth(app), uid, now)) {
      shared = await takePlacesAddressBudget(db, clientAddress(request.rawRequest), config.newAccountsPerAddressPerHour);
    }
  } catch (error) {
    await releaseUse(db, use);
    if (error instanceof HttpsError && error.code === 'resource-exhausted') return answerAll(runs.length, { ok: false, reason: 'quota-exceeded' });
    throw error;
  }

  const settings = { apiKey: config.apiKey, baseURL: await routesBaseURL(db, Boolean(process.env.PLACES_API_KEY)), timeoutMs: config.timeoutMs };
  let failed: string | null = null;
  let came = 0;
  for (let start = 0; start < pending.length; start += LEGS_AT_ONCE) {
    await Promise.all(
      pending.slice(start, start + LEGS_AT_ONCE).map(async ({ run, index, key, from, to, mode }) => {
        try {
          const leg = await computeLeg(settings, from, to, mode);
          legs[run]![index] = leg;
          came += 1;
          await writeLeg(db, key, leg, config.cacheHours, now);
        } catch (error) {
          failed ??= error instanceof Error ? error.message : String(error);
        }
      }),
    );
  }
  if (failed !== null) {
    // A run with a leg missing answers that the provider failed; the legs that did come are cached for the next ask.
    // When nothing new came at all, the request is given back.
    if (came === 0) await Promise.all([releaseUse(db, use), releaseUse(db, shared)]);
    logger.warn('the routes provider failed', { uid, legs: pending.length, came, error: failed });
  }
  return answers();
});
