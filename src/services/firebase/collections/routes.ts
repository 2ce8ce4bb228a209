/**
 * The way between stops as the app reaches it: the `routes` callable
 * (functions/src/routes, docs/days.md), as a `RoutesProvider` for the domain
 * (src/domain/days/routes.ts). Nothing Firebase is imported statically.
 *
 * The runs asked for in the same turn of the event loop (a screen asks for
 * every day of a plan at once) go to the function together, in one call:
 * one request to answer, one of the hour's allowance, one server worker.
 * Each run still gets its own answer, so the caller keeps one cache entry
 * per run. The answer is checked against the contract; every failure
 * (signed out, offline, no key, the hour's limit, the provider down, a
 * malformed answer) comes back as `{ ok: false, reason }`, never thrown: the
 * plan then keeps its estimates.
 */
import {
  MAX_ROUTE_BATCH_LEGS,
  MAX_ROUTE_RUNS,
  matrixBatchAnswerSchema,
  routeBatchAnswerSchema,
  type MatrixAnswer,
  type MatrixRequest,
  type RouteAnswer,
  type RouteFailureReason,
  type RouteRequest,
} from '@/domain/days/routes';
import { getAuthInstance } from '../auth';
import { getFunctionsInstance } from '../functions';

interface Waiting {
  request: RouteRequest;
  resolve: (answer: RouteAnswer) => void;
}

let waiting: Waiting[] = [];
let flushing: ReturnType<typeof setTimeout> | null = null;

/** The waiting runs in calls the function accepts: at most MAX_ROUTE_RUNS runs and MAX_ROUTE_BATCH_LEGS legs each. */
export function batchesOf<T extends { request: RouteRequest }>(runs: readonly T[]): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let legs = 0;
  for (const run of runs) {
    const size = run.request.modes.length;
    if (current.length > 0 && (current.length === MAX_ROUTE_RUNS || legs + size > MAX_ROUTE_BATCH_LEGS)) {
      batches.push(current);
      current = [];
      legs = 0;
    }
    current.push(run);
    legs += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

async function call(batch: readonly Waiting[], timeoutMs: number): Promise<RouteAnswer[] | RouteFailureReason> {
  let data: unknown;
  try {
    // The function answers signed-in people only: a visitor's plan keeps its estimates without asking.
    const auth = await getAuthInstance();
    await auth.authStateReady();
    if (!auth.currentUser) return 'not-configured';
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsInstance(), import('firebase/functions')]);
    data = (await httpsCallable(functions, 'routes', { timeout: timeoutMs })({ runs: batch.map(({ request }) => request) })).data;
  } catch {
    return 'provider-failed';
  }
  const parsed = routeBatchAnswerSchema.safeParse(data);
  return parsed.success && parsed.data.answers.length === batch.length ? parsed.data.answers : 'provider-failed';
}

function flush(timeoutMs: number): void {
  const runs = waiting;
  waiting = [];
  flushing = null;
  for (const batch of batchesOf(runs)) {
    void call(batch, timeoutMs).then((answers) => {
      batch.forEach(({ resolve }, i) => resolve(typeof answers === 'string' ? { ok: false, reason: answers } : (answers[i] ?? { ok: false, reason: 'provider-failed' })));
    });
  }
}

/** One run's legs; asked together with the other runs asked in the same turn. */
export function askRoutes(request: RouteRequest, timeoutMs = 15_000): Promise<RouteAnswer> {
  return new Promise((resolve) => {
    waiting.push({ request, resolve });
    flushing ??= setTimeout(() => flush(timeoutMs), 0);
  });
}

/**
 * Each of a day's stops to each other, a matrix per means, for "Shortest
 * route for this day"; one call. Never throws: a failure is each matrix's
 * `{ ok: false, reason }`, and re-ordering then weighs estimates.
 */
export async function askMatrices(requests: readonly MatrixRequest[], timeoutMs = 10_000): Promise<MatrixAnswer[]> {
  const failed = (reason: RouteFailureReason): MatrixAnswer[] => requests.map(() => ({ ok: false, reason }));
  if (requests.length === 0) return [];
  let data: unknown;
  try {
    const auth = await getAuthInstance();
    await auth.authStateReady();
    if (!auth.currentUser) return failed('not-configured');
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsInstance(), import('firebase/functions')]);
    data = (await httpsCallable(functions, 'routes', { timeout: timeoutMs })({ matrices: requests })).data;
  } catch {
    return failed('provider-failed');
  }
  const parsed = matrixBatchAnswerSchema.safeParse(data);
  return parsed.success && parsed.data.matrices.length === requests.length ? parsed.data.matrices : failed('provider-failed');
}
