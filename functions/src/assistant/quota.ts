/**
 * What a request to the assistant costs (assistantPlan and assistantEdit):
 * one of the caller's 30 requests of the sliding hour (`assistantUsage/{uid}`)
 * and, for accounts younger than NEW_ACCOUNT_HOURS, one of the hourly budget
 * shared by every new account calling from the same network address
 * (`assistantIpUsage/{keyed hash of the address}`): accounts are free, so a fresh
 * sign-up must not bring a fresh allowance. Both are given back when the
 * answer fails. Server only: the rules deny both collections to clients.
 */
import { createHmac } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { defineInt, defineSecret } from 'firebase-functions/params';
import { HttpsError } from 'firebase-functions/v2/https';
import { releaseUse, takeUse, type TakenUse } from '../limits/sliding-window';

export const MAX_REQUESTS_PER_HOUR = 30;
export const HOUR_MS = 60 * 60 * 1000;
/** Accounts this young share their network address's budget. */
export const NEW_ACCOUNT_HOURS = 24;
/**
 * Requests an hour for all new accounts behind one address together: 60 (two
 * accounts' worth) in production and staging (functions/.env.wayfare-prod,
 * .env.wayfare-staging). functions/.env raises it for the emulator, where
 * every test and local browser calls from 127.0.0.1.
 */
export const NEW_ACCOUNTS_PER_ADDRESS_PER_HOUR = defineInt('ASSISTANT_NEW_ACCOUNTS_PER_ADDRESS_PER_HOUR', { default: 60 });

const BUSY = 'The assistant is busy with your other requests. Try again in a few seconds.';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Counts one request against the caller's hourly allowance. */
export function takeQuota(db: Firestore, uid: string, now = Date.now()): Promise<TakenUse> {
  return takeUse(
    db,
    {
      path: `assistantUsage/${uid}`,
      limit: MAX_REQUESTS_PER_HOUR,
      windowMs: HOUR_MS,
      busy: BUSY,
      refusal: (minutes) =>
        new HttpsError(
          'resource-exhausted',
          `You have asked the assistant ${MAX_REQUESTS_PER_HOUR} times in the last hour, which is the limit. Try again in ${plural(minutes, 'minute')}.`,
          { limit: MAX_REQUESTS_PER_HOUR, retryAfterMinutes: minutes },
        ),
    },
    now,
  );
}

/**
 * The caller's network address. Behind Google's front end (and in the
 * emulator, which trusts the header) `X-Forwarded-For` lists the hops; its
 * last entry is the one the front end added, the others are whatever the
 * client sent, so only the last one is trusted.
 */
export function clientAddress(request: { headers?: Record<string, string | string[] | undefined>; ip?: string; socket?: { remoteAddress?: string } }): string {
  const header = request.headers?.['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded.at(-1) ?? request.ip ?? request.socket?.remoteAddress ?? 'unknown';
}

/**
 * The secret an address's key is made with (`firebase functions:secrets:set
 * ADDRESS_KEY_SECRET`, any long random text). Without it, a plain hash of an
 * address could be reversed by hashing all four billion IPv4 addresses.
 */
export const ADDRESS_KEY_SECRET = defineSecret('ADDRESS_KEY_SECRET');
/** The emulator's (a secret not in functions/.secret.local has no value there); the tests key with it too. */
export const EMULATOR_ADDRESS_KEY_SECRET = 'wayfare-emulator-address-key';

function addressKeySecret(): string {
  const secret = process.env.ADDRESS_KEY_SECRET ? ADDRESS_KEY_SECRET.value() : '';
  if (secret) return secret;
  if (process.env.FUNCTIONS_EMULATOR === 'true') return EMULATOR_ADDRESS_KEY_SECRET;
  // Deployed without it: refuse rather than store a reversible key.
  throw new HttpsError('internal', 'The service is not set up to count requests by network. Try again later.');
}

/**
 * The key of an address's budget: an HMAC of the address with a secret, so
 * neither the address nor anything that leads back to it is stored.
 */
export function addressKey(address: string, secret: string = addressKeySecret()): string {
  return createHmac('sha256', secret).update(address).digest('hex');
}

/** Whether the account is younger than NEW_ACCOUNT_HOURS (the places function shares the rule). */
export async function isNewAccount(auth: Auth, uid: string, now: number): Promise<boolean> {
  const created = Date.parse((await auth.getUser(uid)).metadata.creationTime);
  return !Number.isFinite(created) || now - created < NEW_ACCOUNT_HOURS * HOUR_MS;
}

/** Counts one request against the budget of the new accounts behind `address`. */
export function takeAddressBudget(db: Firestore, address: string, now = Date.now()): Promise<TakenUse> {
  return takeUse(
    db,
    {
      path: `assistantIpUsage/${addressKey(address)}`,
      limit: NEW_ACCOUNTS_PER_ADDRESS_PER_HOUR.value(),
      windowMs: HOUR_MS,
      busy: BUSY,
      refusal: (minutes) =>
        new HttpsError(
          'resource-exhausted',
          `The assistant has answered many new accounts from your network in the last hour. Try again in ${plural(minutes, 'minute')}.`,
          { retryAfterMinutes: minutes },
        ),
    },
    now,
  );
}

export interface Charge {
  /** The caller's requests left this hour. */
  remaining: number;
  /** Gives the request back (its answer failed). */
  refund: () => Promise<void>;
}

/** Charges one request: the caller's allowance, then for a new account its address's budget. */
export async function chargeRequest(
  db: Firestore,
  auth: Auth,
  uid: string,
  request: Parameters<typeof clientAddress>[0],
  now = Date.now(),
): Promise<Charge> {
  const own = await takeQuota(db, uid, now);
  let shared: TakenUse | null = null;
  try {
    if (await isNewAccount(auth, uid, now)) shared = await takeAddressBudget(db, clientAddress(request), now);
  } catch (error) {
    await releaseUse(db, own);
    if (error instanceof HttpsError) throw error;
    throw new HttpsError('unavailable', BUSY, { retryAfterSeconds: 5 });
  }
  return {
    remaining: own.remaining,
    refund: async () => {
      await Promise.all([releaseUse(db, own), releaseUse(db, shared)]);
    },
  };
}
