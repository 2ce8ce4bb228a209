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

export function takePlacesUse(db: Firestore, uid: string, limit: number, now = Date.now()): Promise<TakenUse> {
  return takeUse(
    db,
    {
      path: `placesUsage/${uid}`,
      limit,
      windowMs: HOUR_MS,
      busy: 'Place search is busy with your other requests. Try again in a few seconds.',
      refusal: (minutes) =>
        new HttpsError(
          'resource-exhausted',
          `You have searched live places ${limit} times in the last hour, which is the limit. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}; meanwhile Wayfare's curated guide still answers.`,
          { reason: 'quota-exceeded', limit, retryAfterMinutes: minutes },
        ),
    },
    now,
  );
}

/** Counts one request against the budget of the new accounts behind `address`. */
export function takePlacesAddressBudget(db: Firestore, address: string, limit: number, now = Date.now()): Promise<TakenUse> {
  return takeUse(
    db,
    {
      path: `placesIpUsage/${addressKey(address)}`,
      limit,
      windowMs: HOUR_MS,
      busy: 'Place search is busy with your other requests. Try again in a few seconds.',
      refusal: (minutes) =>
        new HttpsError(
          'resource-exhausted',
          `Live place search has answered many new accounts from your network in the last hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}; meanwhile Wayfare's curated guide still answers.`,
          { reason: 'quota-exceeded', retryAfterMinutes: minutes },
        ),
    },
    now,
  );
}
