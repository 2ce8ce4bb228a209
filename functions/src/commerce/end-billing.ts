/**
 * The first step of deleting an account: billing ends at Stripe before any
 * data is deleted (docs/accounts.md, docs/commerce.md). Every subscription of
 * the user's Stripe customer that still runs is cancelled at once (no further
 * charge; the period already paid is not refunded), checkouts left open are
 * expired, and the Stripe customer is deleted. When Stripe cannot be reached
 * this throws `unavailable` and nothing has been deleted: deleting first
 * would lose the only link to a subscription that keeps charging.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import Stripe from 'stripe';
import * as z from 'zod';
import { storedSubscriptionSchema } from './model';

export interface BillingEnded {
  /** Stripe subscriptions cancelled by this run. */
  cancelledSubscriptions: number;
}

export const BILLING_UNREACHABLE =
  'We could not reach our payment service to end your Wayfare Plus, so nothing was deleted. Try again in a moment.';

const ENDED = new Set<Stripe.Subscription.Status>(['canceled', 'incomplete_expired']);

const customerField = z.looseObject({ stripeCustomerId: z.optional(z.nullable(z.string())) });
const orderFields = z.looseObject({
  status: z.enum(['pending', 'paid']),
  stripeCustomerId: z.optional(z.nullable(z.string())),
});

/** Stripe's "that does not exist (any more)" and "that is already done" answers. */
function isSettled(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && (error.statusCode === 404 || error.code === 'resource_missing');
}

async function ignoringSettled(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!isSettled(error)) throw error;
  }
}

export async function endBilling(db: Firestore, stripe: Stripe, uid: string): Promise<BillingEnded> {
  const [account, subscription, orders] = await Promise.all([
    db.doc(`users/${uid}/private/account`).get(),
    db.doc(`subscriptions/${uid}`).get(),
    db.collection('orders').where('uid', '==', uid).get(),
  ]);
  const customers = new Set<string>();
  const accountData = customerField.safeParse(account.data() ?? {});
  if (accountData.success && accountData.data.stripeCustomerId) customers.add(accountData.data.stripeCustomerId);
  const openCheckouts: string[] = [];
  for (const order of orders.docs) {
    const parsed = orderFields.safeParse(order.data());
    if (!parsed.success) continue;
    if (parsed.data.stripeCustomerId) customers.add(parsed.data.stripeCustomerId);
    if (parsed.data.status === 'pending') openCheckouts.push(order.id);
  }
  const stored = subscription.exists ? storedSubscriptionSchema.safeParse(subscription.data()) : null;
  const knownSubscription = stored?.success ? (stored.data.stripeSubscriptionId ?? null) : null;

  try {
    const running = new Map<string, Stripe.Subscription>();
    for (const customer of customers) {
      for await (const item of stripe.subscriptions.list({ customer, status: 'all', limit: 100 })) {
        if (!ENDED.has(item.status)) running.set(item.id, item);
      }
    }
    if (knownSubscription && !running.has(knownSubscription)) {
      await ignoringSettled(async () => {
        const item = await stripe.subscriptions.retrieve(knownSubscription);
        if (!ENDED.has(item.status)) running.set(item.id, item);
      });
    }
    for (const id of running.keys()) {
      await ignoringSettled(() => stripe.subscriptions.cancel(id, {}, { idempotencyKey: `wayfare-account-deleted-cancel-${id}` }));
    }
    // A checkout left open could still be paid after the account is gone.
    for (const sessionId of openCheckouts) {
      await ignoringSettled(async () => {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId);
      });
    }
    for (const customer of customers) await ignoringSettled(() => stripe.customers.del(customer));
    return { cancelledSubscriptions: running.size };
  } catch (error) {
    logger.error('deleteAccount: ending billing failed', { uid, error: error instanceof Error ? error.message : String(error) });
    throw new HttpsError('unavailable', BILLING_UNREACHABLE);
  }
}
