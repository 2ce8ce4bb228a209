/**
 * Gift redemption's limit: at most REDEEM_FAILURES_PER_HOUR refused attempts
 * per account in a sliding hour (`redeemAttempts/{uid}`, server only). An
 * attempt is counted before the code is looked up and given back when it
 * succeeds, so concurrent guesses cannot slip past the count, and a person
 * who types their code right is never held back by it.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { releaseUse, takeUse } from '../limits/sliding-window';

export const REDEEM_FAILURES_PER_HOUR = 10;

export async function withRedeemLimit<T>(db: Firestore, uid: string, redeem: () => Promise<T>): Promise<T> {
  const attempt = await takeUse(db, {
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
  const result = await redeem();
  await releaseUse(db, attempt);
  return result;
}
