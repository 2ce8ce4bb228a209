/**
 * Live places as the app reaches them: the `places` callable
 * (docs/places-provider.md). Nothing Firebase is imported statically. The
 * answer is validated with the contract's schemas; every failure (offline,
 * no key, the hourly limit, the provider down, a malformed answer) comes back
 * as a `LiveUnavailable` with its reason, never thrown, so callers fall back
 * to the curated guide in one place.
 */
import * as z from 'zod/mini';
import {
  LIVE_FAILURE_REASONS,
  placeDetailsAnswerSchema,
  placePhotoAnswerSchema,
  placesListAnswerSchema,
  type LiveFailureReason,
  type PlacesAnswer,
  type PlacesRequest,
} from '@/domain/places/live';
import { getAuthInstance } from '../auth';
import { getFunctionsInstance } from '../functions';

export type LiveUnavailableReason = LiveFailureReason | 'signed-out' | 'unreachable';

export interface LiveUnavailable {
  ok: false;
  reason: LiveUnavailableReason;
  /** The function's own words when it gave any (the hourly limit says when to retry). */
  message: string | null;
}

export type LiveOutcome<T> = { ok: true; answer: T } | LiveUnavailable;

const reasonSchema = z.object({ reason: z.enum(LIVE_FAILURE_REASONS) });

function unavailable(error: unknown): LiveUnavailable {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const details = typeof error === 'object' && error !== null && 'details' in error ? reasonSchema.safeParse(error.details) : null;
  const message = error instanceof Error && details?.success ? error.message.replace(/ \[\d{3}\]$/, '') : null;
  if (details?.success) return { ok: false, reason: details.data.reason, message };
  if (code === 'functions/unauthenticated') return { ok: false, reason: 'signed-out', message: null };
  return { ok: false, reason: 'unreachable', message: null };
}

const SCHEMA_BY_OP = {
  search: placesListAnswerSchema,
  nearby: placesListAnswerSchema,
  details: placeDetailsAnswerSchema,
  photo: placePhotoAnswerSchema,
} as const;

/** Asks the places function; resolves with its validated answer or why there is none. */
export async function askLivePlaces<R extends PlacesRequest>(request: R, timeoutMs = 10_000): Promise<LiveOutcome<PlacesAnswer<R>>> {
  let data: unknown;
  try {
    // The function answers signed-in people only: a visitor (a shared trip's page) is told so without asking it.
    const auth = await getAuthInstance();
    await auth.authStateReady();
    if (!auth.currentUser) return { ok: false, reason: 'signed-out', message: null };
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsInstance(), import('firebase/functions')]);
    data = (await httpsCallable(functions, 'places', { timeout: timeoutMs })(request)).data;
  } catch (error) {
    return unavailable(error);
  }
  const parsed = SCHEMA_BY_OP[request.op].safeParse(data);
  // A malformed answer is the provider failing: the screen shows the curated guide.
  if (!parsed.success) return { ok: false, reason: 'provider-failed', message: null };
  return { ok: true, answer: parsed.data as PlacesAnswer<R> };
}
