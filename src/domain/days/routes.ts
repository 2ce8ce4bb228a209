/**
 * What a route service (Google's Routes API behind a `routes` callable, or a
 * stand-in) is asked and what it answers, in our own shape: the points of a
 * run of legs in order and each leg's means in, each leg's time, distance and
 * path out. The estimate (./travel.ts) is the fallback whenever it cannot
 * answer. How the callable batches the legs into requests is its own concern.
 *
 * Answers are kept per leg under `routeCacheKey` (the place pair and the
 * means), so a day whose legs are all known again shows them at once.
 */
import * as z from 'zod/mini';
import type { GeoPoint } from '@/domain/itineraries/types';
import { LIVE_FAILURE_REASONS, type LiveFailureReason } from '@/domain/places/live';
import type { Leg } from './legs';
import { TRAVEL_MODES, type Measure, type TravelMode } from './travel';

/** Why the route service gave nothing at all: the same reasons as the places service's. */
export type RouteFailureReason = LiveFailureReason;

/** One leg as the service answered it: its figures and path, or no route by that means (across the sea). */
export type RoutedLeg = (Measure & { ok: true; polyline: string | null }) | { ok: false; reason: 'unroutable' };

/** A cached answer for a leg by a means, if any. */
export type RoutedLegLookup = (from: GeoPoint, to: GeoPoint, mode: TravelMode) => RoutedLeg | undefined;

/** A run of consecutive legs: `modes[i]` is the means from `points[i]` to `points[i + 1]`. */
export interface RouteRequest {
  points: GeoPoint[];
  modes: TravelMode[];
}

/** The most points one request may carry: a day's stops with its stay at both ends, and room to spare. */
export const MAX_ROUTE_POINTS = 26;

const point = z.object({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
});

/** What the `routes` callable accepts: 2 to MAX_ROUTE_POINTS points and one means per leg between them. */
export const routeRequestSchema = z
  .object({
    points: z.array(point).check(z.minLength(2), z.maxLength(MAX_ROUTE_POINTS)),
    modes: z.array(z.enum(TRAVEL_MODES)),
  })
  .check(z.refine((request) => request.modes.length === request.points.length - 1, 'one means per leg'));

/** The most runs one call to the service may carry: a day each, for a month's trip and its day trips. */
export const MAX_ROUTE_RUNS = 40;
/** The most legs one call may carry, so a call stays within the function's time however many are new. */
export const MAX_ROUTE_BATCH_LEGS = 150;

/**
 * What the `routes` callable accepts: the runs a screen needs at once (every
 * day of a plan), so opening a trip is one call and one of the hour's
 * requests, not one per day.
 */
export const routeBatchSchema = z
  .object({ runs: z.array(routeRequestSchema).check(z.minLength(1), z.maxLength(MAX_ROUTE_RUNS)) })
  .check(z.refine((batch) => batch.runs.reduce((sum, run) => sum + run.modes.length, 0) <= MAX_ROUTE_BATCH_LEGS, 'too many legs at once'));

const routedLegSchema = z.union([
  z.object({ ok: z.literal(true), seconds: z.number().check(z.gte(0)), meters: z.number().check(z.gte(0)), polyline: z.nullable(z.string()) }),
  z.object({ ok: z.literal(false), reason: z.literal('unroutable') }),
]);

/** What the `routes` callable answers, checked when the app reads it. */
export const routeAnswerSchema = z.union([
  z.object({ ok: z.literal(true), legs: z.array(routedLegSchema) }),
  z.object({ ok: z.literal(false), reason: z.enum(LIVE_FAILURE_REASONS) }),
]);

/** One answer per leg of the request, in order; or why there is none. */
export type RouteAnswer = { ok: true; legs: RoutedLeg[] } | { ok: false; reason: RouteFailureReason };

/** What the `routes` callable answers: one answer per run of the batch, in order. */
export const routeBatchAnswerSchema = z.object({ answers: z.array(routeAnswerSchema) });

export interface RouteBatchAnswer {
  answers: RouteAnswer[];
}

/** From one stop to another as a route matrix answers it: figures without a path, no route, or nothing known (null). */
export type MatrixCell = (Measure & { ok: true }) | { ok: false; reason: 'unroutable' } | null;

/** The stops of a day, each to each other, by one means: what re-ordering weighs. */
export interface MatrixRequest {
  points: GeoPoint[];
  mode: TravelMode;
}

/** The most points of a matrix: 25 × 25 is the provider's 625 elements; by public transport 10 × 10 of its 100. */
export const MAX_MATRIX_POINTS = 25;
export const MAX_TRANSIT_MATRIX_POINTS = 10;
/** One matrix per means at most. */
export const MAX_MATRICES = TRAVEL_MODES.length;

/** The most points a matrix by this means may have. */
export const matrixPointsLimit = (mode: TravelMode): number => (mode === 'transit' ? MAX_TRANSIT_MATRIX_POINTS : MAX_MATRIX_POINTS);

const matrixRequestSchema = z
  .object({ points: z.array(point).check(z.minLength(2), z.maxLength(MAX_MATRIX_POINTS)), mode: z.enum(TRAVEL_MODES) })
  .check(z.refine((request) => request.points.length <= matrixPointsLimit(request.mode), 'too many points for that means'));

/** What the `routes` callable accepts for re-ordering: a matrix per means the day needs. */
export const matrixBatchSchema = z.object({ matrices: z.array(matrixRequestSchema).check(z.minLength(1), z.maxLength(MAX_MATRICES)) });

const matrixCellSchema = z.union([
  z.object({ ok: z.literal(true), seconds: z.number().check(z.gte(0)), meters: z.number().check(z.gte(0)) }),
  z.object({ ok: z.literal(false), reason: z.literal('unroutable') }),
  z.null(),
]);

/** A matrix's cells, `cells[from][to]`. */
export const matrixCellsSchema = z.array(z.array(matrixCellSchema));

export type MatrixAnswer = { ok: true; cells: MatrixCell[][] } | { ok: false; reason: RouteFailureReason };

/** What the `routes` callable answers for matrices, checked when the app reads it: one answer per matrix, in order. */
export const matrixBatchAnswerSchema = z.object({
  matrices: z.array(
    z.union([
      z.object({ ok: z.literal(true), cells: matrixCellsSchema }),
      z.object({ ok: z.literal(false), reason: z.enum(LIVE_FAILURE_REASONS) }),
    ]),
  ),
});

export interface MatrixBatchAnswer {
  matrices: MatrixAnswer[];
}

/** A lookup over matrix answers, for `LegContext.routed` while re-ordering: figures without a path. */
export function matrixLookup(requests: readonly MatrixRequest[], answers: readonly MatrixAnswer[]): RoutedLegLookup {
  const known = new Map<string, RoutedLeg>();
  requests.forEach((request, m) => {
    const answer = answers[m];
    if (!answer?.ok) return;
    request.points.forEach((from, i) =>
      request.points.forEach((to, j) => {
        const cell = answer.cells[i]?.[j];
        if (cell) known.set(routeCacheKey(from, to, request.mode), cell.ok ? { ...cell, polyline: null } : cell);
      }),
    );
  });
  return (from, to, mode) => known.get(routeCacheKey(from, to, mode));
}

/** The route service, as the domain sees it. */
export type RoutesProvider = (request: RouteRequest) => Promise<RouteAnswer>;

/** Coordinates to 5 decimals (about a metre): the same place always makes the same key. */
export function pointKey(point: GeoPoint): string {
  return `${point.lat.toFixed(5)},${point.lng.toFixed(5)}`;
}

/** The cache key of a leg: its means and its two ends, e.g. `walk:35.00000,135.70000>35.01000,135.71000`. */
export function routeCacheKey(from: GeoPoint, to: GeoPoint, mode: TravelMode): string {
  return `${mode}:${pointKey(from)}>${pointKey(to)}`;
}

/**
 * What to ask the service for a day's legs: runs of consecutive estimated legs
 * (a leg already routed, unroutable, covered or not on the map is not asked
 * again). A run breaks where a leg does not start where the one before it
 * ended (a flight lands elsewhere).
 */
export function routeRequests(legs: readonly Leg[]): RouteRequest[] {
  const requests: RouteRequest[] = [];
  let current: RouteRequest | null = null;
  for (const leg of legs) {
    if (leg.status !== 'estimate' || !leg.from || !leg.to) {
      current = null;
      continue;
    }
    const last = current?.points.at(-1);
    if (!current || !last || pointKey(last) !== pointKey(leg.from)) {
      current = { points: [leg.from], modes: [] };
      requests.push(current);
    }
    current.points.push(leg.to);
    current.modes.push(leg.mode);
  }
  return requests;
}

/** A well-formed answer: one leg per means, with finite non-negative figures. */
function isWellFormed(request: RouteRequest, answer: RouteAnswer): boolean {
  if (!answer.ok) return true;
  return (
    answer.legs.length === request.modes.length &&
    answer.legs.every((leg) => !leg.ok || (Number.isFinite(leg.seconds) && leg.seconds >= 0 && Number.isFinite(leg.meters) && leg.meters >= 0))
  );
}

export interface AskedRoutes {
  /** The answered legs by `routeCacheKey`. */
  routed: Map<string, RoutedLeg>;
  /** The first reason the service gave nothing, or null when every request was answered. */
  unavailable: RouteFailureReason | null;
}

/**
 * Asks `provider` for each request, one after another, and keeps every
 * answered leg. A request that throws or answers out of shape counts as the
 * service failing; the legs it covered stay estimates.
 */
export async function askRoutes(requests: readonly RouteRequest[], provider: RoutesProvider): Promise<AskedRoutes> {
  const routed = new Map<string, RoutedLeg>();
  let unavailable: RouteFailureReason | null = null;
  for (const request of requests) {
    let answer: RouteAnswer;
    try {
      answer = await provider(request);
      if (!isWellFormed(request, answer)) answer = { ok: false, reason: 'provider-failed' };
    } catch {
      answer = { ok: false, reason: 'provider-failed' };
    }
    if (!answer.ok) {
      unavailable ??= answer.reason;
      continue;
    }
    answer.legs.forEach((leg, i) => {
      const from = request.points[i];
      const to = request.points[i + 1];
      const mode = request.modes[i];
      if (from && to && mode) routed.set(routeCacheKey(from, to, mode), leg);
    });
  }
  return { routed, unavailable };
}

/** A lookup over kept answers, for `LegContext.routed`. */
export function routedLookup(routed: ReadonlyMap<string, RoutedLeg>): RoutedLegLookup {
  return (from, to, mode) => routed.get(routeCacheKey(from, to, mode));
}
