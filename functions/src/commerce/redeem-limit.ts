/**
 * Gift redemption's limit: at most REDEEM_FAILURES_PER_HOUR refused attempts
 * per account in a sliding hour (`redeemAttempts/{uid}`, server only). An
 * attempt is counted before the code is looked up and given back when it
 * succeeds, so concurrent guesses cannot slip past the count. Past the limit
 * a wrong code is refused with the limit's message, and a right one still
 * redeems: a person who types their code right is never held back. (A code
 * is one of 31^16, about 7 × 10^23: guessing one is hopeless; the limit only
 * keeps a script from hammering the function.)
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { releaseUse, takeUse, type TakenUse } from '../limits/sliding-window';

export const REDEEM_FAILURES_PER_HOUR = 10;

export async function withRedeemLimit<T>(db: Firestore, uid: string, redeem: () => Promise<T>): Promise<T> {
  let attempt: TakenUse | null = null;
  let limited: HttpsError | null = null;
  try {
    attempt = await takeUse(db, {
      path: `redeemAttempts/${uid}`,
      limit: REDEEM_FAILURES_PER_HOUR,
      windowMs: 60 * 60 * 1000,
      busy: 'Too many attempts at once. Wait a moment and enter the code again.',
      refusal: (minutes) =>
        new HttpsError(
          'resource-exhausted',
          `Too many codes that did not work: you can try again in ${minutes} minute${minutes === 1 ? '' : 's'}. Check the code on your gift, letter by letter.`,
          { limit: REDEEM_FAILURES_PER_HOUR, retryAfterMinutes: minutes },
        ),
    });
  } catch (error) {
    if (!(error instanceof HttpsError) || error.code !== 'resource-exhausted') throw error;
    // Past the limit, the code is still looked up: a right one goes through
    // (its owner is never held back), a wrong one gets the limit's refusal,
    // exactly as before, so guessing learns nothing more.
    limited = error;
  }
  try {
    const result = await redeem();
    await releaseUse(db, attempt);
    return result;
  } catch (error) {
    if (limited && error instanceof HttpsError && (error.code === 'not-found' || error.code === 'invalid-argument')) throw limited;
    throw error;
  }
}
