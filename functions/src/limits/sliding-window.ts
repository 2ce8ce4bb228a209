/**
 * Sliding-window limits kept in one server-only document each (the rules
 * deny these collections to every client): the times of the last window's
 * uses, updated in a transaction so the limit holds under concurrent calls.
 * A use is taken before the work and given back when the work fails, so a
 * failed answer costs nothing. When many calls race for one document the
 * transaction can give up ("Transaction lock timeout", aborted): that answers
 * `unavailable` with retry advice, never an internal error.
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

/** Counts one use; throws the limit's refusal past the limit, `unavailable` under contention. */
export async function takeUse(db: Firestore, spec: WindowLimit, now = Date.now()): Promise<TakenUse> {
  const ref = db.doc(spec.path);
  try {
    return await db.runTransaction(async (tx) => {
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
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    logger.warn('a usage limit could not be counted', { path: spec.path, error: error instanceof Error ? error.message : String(error) });
    throw new HttpsError('unavailable', spec.busy, { retryAfterSeconds: 5 });
  }
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
