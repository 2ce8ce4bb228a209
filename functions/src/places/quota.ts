/**
 * What a live places request costs: one of the caller's requests of the
 * sliding hour (`placesUsage/{uid}`, server only), given back when the
 * provider fails. Cached answers count too: the limit guards the function as
 * well as the provider's bill. An account younger than a day also takes one
 * of the hourly budget its network address shares with every other new
 * account (`placesIpUsage/{hash of the address}`, as the assistant does):
 * accounts are free, so a fresh sign-up must not bring a fresh allowance of
 * billed requests.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { addressKey } from '../assistant/quota';
import { takeUse, type TakenUse } from '../limits/sliding-window';

const HOUR_MS = 60 * 60 * 1000;

const minutesWords = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

/**
 * One request against the hourly window at `path`; refused with `quota-exceeded` (the app then shows the
 * curated guide), the refusal saying `why` and when to try again.
 */
function takeHourly(db: Firestore, path: string, limit: number, why: string, details: Record<string, unknown>, now: number): Promise<TakenUse> {
  return takeUse(
    db,
    {
      path,
      limit,
      windowMs: HOUR_MS,
      busy: 'Place search is busy with your other requests. Try again in a few seconds.',
      refusal: (minutes) =>
        new HttpsError(
          'resource-exhausted',
          `${why} Try again in ${minutesWords(minutes)}; meanwhile Wayfare's curated guide still answers.`,
          { reason: 'quota-exceeded', ...details, retryAfterMinutes: minutes },
        ),
    },
    now,
  );
}

/** Counts one request against the caller's hourly allowance. */
export function takePlacesUse(db: Firestore, uid: string, limit: number, now = Date.now()): Promise<TakenUse> {
  return takeHourly(db, `placesUsage/${uid}`, limit, `You have searched live places ${limit} times in the last hour, which is the limit.`, { limit }, now);
}

/** Counts one request against the budget of the new accounts behind `address`. */
export function takePlacesAddressBudget(db: Firestore, address: string, limit: number, now = Date.now()): Promise<TakenUse> {
  return takeHourly(
    db,
    `placesIpUsage/${addressKey(address)}`,
    limit,
    'Live place search has answered many new accounts from your network in the last hour.',
    {},
    now,
  );
}
