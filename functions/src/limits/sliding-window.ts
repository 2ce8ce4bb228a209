/**
 * Sliding-window limits kept in one server-only document each (the rules
 * deny these collections to every client): the times of the last window's
 * uses, updated in a transaction so the limit holds under concurrent calls.
 * A use is taken before the work and given back when the work fails, so a
 * failed answer costs nothing. When many calls race for one document the
 * transaction can give up ("Transaction lock timeout", aborted): it is tried
 * again after a random pause for up to CONTENTION_WAIT_MS, and only then
 * answers `unavailable` with retry advice, never an internal error.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';

export interface WindowLimit {
  /** The document holding the times, e.g. `assistantUsage/{uid}`. */
  path: string;
  /** Uses allowed within `windowMs`. */
  limit: number;
  windowMs: number;
  /** Says why a use is refused, given the minutes until one frees up. */
  refusal: (retryAfterMinutes: number) => HttpsError;
  /** Says a use could not be counted right now (contention); the caller may retry. */
  busy: string;
}

/** A use taken: what is left, and its time, to give it back with releaseUse. */
export interface TakenUse {
  path: string;
  at: number;
  remaining: number;
}

const FIELD = 'requests';

function times(stored: unknown): number[] {
  return (Array.isArray(stored) ? stored : []).map((t: unknown) =>
    t instanceof Timestamp ? t.toMillis() : typeof t === 'number' ? t : 0,
  );
}

/**
 * How long a use waits its turn when many calls race for one counter (a
 * person's 45 tabs at once): the transaction is tried again after a short,
 * random, growing pause until then, so a call with quota left is answered,
 * not turned away as busy. Well inside the functions' 60 s timeout.
 */
export const CONTENTION_WAIT_MS = 20_000;

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Counts one use; throws the limit's refusal past the limit, `unavailable` only when contention outlasts CONTENTION_WAIT_MS. */
export async function takeUse(db: Firestore, spec: WindowLimit, now = Date.now()): Promise<TakenUse> {
  const giveUpAt = Date.now() + CONTENTION_WAIT_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await takeUseOnce(db, spec, now);
    } catch (error) {
      if (error instanceof HttpsError || Date.now() >= giveUpAt) throw error instanceof HttpsError ? error : busy(spec, error);
      // Full jitter: the racing calls spread out instead of colliding again.
      await pause(Math.random() * Math.min(2_000, 100 * 2 ** attempt));
    }
  }
}

function busy(spec: WindowLimit, error: unknown): HttpsError {
  logger.warn('a usage limit could not be counted', { path: spec.path, error: error instanceof Error ? error.message : String(error) });
  return new HttpsError('unavailable', spec.busy, { retryAfterSeconds: 5 });
}

function takeUseOnce(db: Firestore, spec: WindowLimit, now: number): Promise<TakenUse> {
  const ref = db.doc(spec.path);
  return db.runTransaction(async (tx) => {
    const recent = times((await tx.get(ref)).get(FIELD))
      .filter((t) => t > now - spec.windowMs)
      .sort((a, b) => a - b);
    if (recent.length >= spec.limit) {
      const freeAt = recent[recent.length - spec.limit]! + spec.windowMs;
      throw spec.refusal(Math.max(1, Math.ceil((freeAt - now) / 60_000)));
    }
    // Distinct times, so giving one use back never gives back two.
    let at = now;
    while (recent.includes(at)) at += 1;
    recent.push(at);
    tx.set(ref, { [FIELD]: recent.map((t) => Timestamp.fromMillis(t)), updatedAt: FieldValue.serverTimestamp() });
    return { path: spec.path, at, remaining: spec.limit - recent.length };
  });
}

/** Gives a use back (the work it paid for failed). Best effort: a failure here only logs. */
export async function releaseUse(db: Firestore, use: TakenUse | null | undefined): Promise<void> {
  if (!use) return;
  try {
    await db.doc(use.path).update({ [FIELD]: FieldValue.arrayRemove(Timestamp.fromMillis(use.at)) });
  } catch (error) {
    logger.warn('a usage could not be given back', { path: use.path, error: error instanceof Error ? error.message : String(error) });
  }
}
