/**
 * The webhook's work: verify Stripe's signature, then grant what an order
 * bought exactly once per event (a transaction on stripeEvents/{eventId}),
 * and keep subscriptions in step with Stripe. Also gift redemption, which
 * grants exactly once per code (a transaction on gifts/{code}).
 */
import { randomInt } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import type Stripe from 'stripe';
import * as zm from 'zod/mini';
import { parseEntitlement, type RedeemResult } from '@/domain/commerce/schema';
import { parseProfile } from '@/domain/users/schema';
import { checkStored, parseStored } from '../stored';
import {
  PLAN_MONTHS,
  storedGiftSchema,
  storedOrderSchema,
  storedSubscriptionSchema,
  type StoredOrder,
} from './model';
import { extendedSubscription, giftTimeLeft, runningStripePlan, stripePeriodEnd } from './plan-time';

export type WebhookOutcome = 'granted' | 'duplicate' | 'ignored' | 'refunded';

/** Thrown for a request that is not a correctly signed Stripe event (answered with 400). */
export class BadSignature extends Error {}

export function verifyEvent(stripe: Stripe, rawBody: Buffer | undefined, signature: string | undefined, secret: string): Stripe.Event {
  if (!rawBody || !signature) throw new BadSignature('No Stripe signature.');
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new BadSignature(error instanceof Error ? error.message : 'Bad signature.');
  }
}

// No 0/O, 1/I/L: codes are read aloud and typed from a card.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GIFT_CODE_PATTERN = /^[A-HJKMNP-Z2-9]{16}$/;

export function newGiftCode(): string {
  let code = '';
  for (let i = 0; i < 16; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** "ABCD EFGH ..." or "abcd-efgh..." to the stored form. */
export function normalizeGiftCode(input: string): string {
  return input.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

interface EntitlementGrant {
  ref: DocumentReference;
  data: Record<string, unknown>;
}

/**
 * Reads (inside the transaction) which entitlements are missing, to be written
 * after every read. An existing one is checked: a malformed entitlement stops
 * the grant rather than being taken as ownership.
 */
async function missingEntitlements(
  tx: Transaction,
  db: Firestore,
  uid: string,
  itineraryIds: string[],
  source: string,
  orderId: string,
): Promise<EntitlementGrant[]> {
  const refs = itineraryIds.map((id) => db.doc(`entitlements/${uid}_${id}`));
  const snapshots = refs.length > 0 ? await tx.getAll(...refs) : [];
  return snapshots.flatMap((snapshot, index) => {
    const itineraryId = itineraryIds[index]!;
    if (snapshot.exists) {
      checkStored(snapshot.ref.path, () => parseEntitlement(snapshot.data(), uid, itineraryId));
      return [];
    }
    return [{ ref: refs[index]!, data: { uid, itineraryId, source, orderId, grantedAt: FieldValue.serverTimestamp() } }];
  });
}

const subscriptionIdOf = (session: Stripe.Checkout.Session): string | null =>
  typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null);

/**
 * What is left to do at Stripe after the transaction: cancel a duplicate plan
 * and refund its payment, or refund a payment for itineraries the buyer
 * already had (two tabs, two checkouts paid).
 */
type Refund = { kind: 'plan'; subscriptionId: string } | { kind: 'owned'; paymentIntent: string };

const paymentIntentOf = (session: Stripe.Checkout.Session): string | null =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);

/** A refund the order records as started and not finished (Stripe unreachable): taken up again when the event comes back. */
function unfinishedRefund(order: StoredOrder): Refund | null {
  if (order.planRefund?.status === 'pending') return { kind: 'plan', subscriptionId: order.planRefund.subscriptionId };
  if (order.ownedRefund?.status === 'pending') return { kind: 'owned', paymentIntent: order.ownedRefund.paymentIntent };
  return null;
}

async function grantCheckout(
  db: Firestore,
  stripe: Stripe,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<WebhookOutcome> {
  const eventRef = db.doc(`stripeEvents/${event.id}`);
  const orderRef = db.doc(`orders/${session.id}`);
  const result = await db.runTransaction(async (tx): Promise<{ outcome: WebhookOutcome; refund: Refund | null }> => {
    const [seen, orderSnapshot] = await tx.getAll(eventRef, orderRef);
    // Stripe retries a failed delivery: the order should exist by then.
    if (!orderSnapshot?.exists) throw new Error(`no order for checkout session ${session.id}`);
    // A malformed order grants nothing: the webhook answers 500 and Stripe delivers the event again.
    const order = parseStored(storedOrderSchema, orderSnapshot.data(), orderRef.path);
    const unfinished = unfinishedRefund(order);
    if (seen?.exists) return { outcome: 'duplicate', refund: unfinished };
    if (order.status === 'paid') {
      tx.set(eventRef, { type: event.type, orderId: session.id, outcome: 'already-paid', processedAt: FieldValue.serverTimestamp() });
      return { outcome: 'duplicate', refund: unfinished };
    }
    const uid = order.uid;
    if (uid === null) {
      // The buyer deleted their account before the payment landed: nothing to grant to.
      tx.set(eventRef, { type: event.type, orderId: session.id, outcome: 'account-deleted', processedAt: FieldValue.serverTimestamp() });
      return { outcome: 'ignored', refund: null };
    }
    const writes: Array<() => void> = [];
    let giftCode: string | null = null;
    let refund: Refund | null = null;
    let recorded: Record<string, unknown> = {};
    if (order.kind === 'itinerary' || order.kind === 'bundle') {
      const grants = await missingEntitlements(tx, db, uid, order.itineraryIds, order.kind === 'bundle' ? 'bundle' : 'purchase', session.id);
      for (const grant of grants) writes.push(() => tx.set(grant.ref, grant.data));
      const paymentIntent = paymentIntentOf(session);
      if (grants.length === 0 && paymentIntent) {
        // Everything it buys was already the buyer's (a second tab paid the
        // same trip): the money goes back in full (after the transaction,
        // below), and the order says so to the buyer.
        refund = { kind: 'owned', paymentIntent };
        recorded = { ownedRefund: { status: 'pending', amount: order.total, paymentIntent } };
      }
    } else if (order.kind === 'plan' && order.plan) {
      const subscriptionRef = db.doc(`subscriptions/${uid}`);
      const snapshot = await tx.get(subscriptionRef);
      const current = snapshot.exists ? parseStored(storedSubscriptionSchema, snapshot.data(), subscriptionRef.path) : null;
      const subscriptionId = subscriptionIdOf(session);
      const running = runningStripePlan(current);
      if (running && subscriptionId && running.stripeSubscriptionId !== subscriptionId) {
        // One plan per customer: the plan already running stays; this newer
        // one is cancelled at once and its payment refunded in full (after
        // the transaction, below). The order says so to the buyer.
        refund = { kind: 'plan', subscriptionId };
        recorded = { planRefund: { status: 'pending', amount: order.total, keptPlan: running.plan, subscriptionId } };
      } else {
        const next = extendedSubscription(current, uid, order.plan, PLAN_MONTHS[order.plan], 'stripe', subscriptionId);
        writes.push(() => tx.set(subscriptionRef, next));
      }
    } else if (order.kind === 'gift' && order.gift) {
      const gift = order.gift;
      giftCode = newGiftCode();
      const code = giftCode;
      writes.push(() =>
        tx.create(db.doc(`gifts/${code}`), {
          code,
          buyerId: uid,
          orderId: session.id,
          recipientName: gift.recipientName,
          recipientEmail: gift.recipientEmail,
          message: gift.message,
          product: gift.product,
          status: 'ready',
          redeemedBy: null,
          redeemedAt: null,
          createdAt: FieldValue.serverTimestamp(),
        }),
      );
    }
    for (const write of writes) write();
    tx.update(orderRef, { status: 'paid', paidAt: FieldValue.serverTimestamp(), giftCode, ...recorded });
    const outcome = refund?.kind === 'plan' ? 'duplicate-plan' : refund?.kind === 'owned' ? 'already-owned' : 'granted';
    tx.set(eventRef, { type: event.type, orderId: session.id, outcome, processedAt: FieldValue.serverTimestamp() });
    return { outcome: 'granted', refund };
  });
  const { refund } = result;
  if (!refund) return result.outcome;
  if (refund.kind === 'plan') {
    await refundDuplicatePlan(stripe, session, refund.subscriptionId);
    await orderRef.update({ 'planRefund.status': 'refunded', 'planRefund.refundedAt': FieldValue.serverTimestamp() });
  } else {
    await refundPayment(stripe, refund.paymentIntent, { order: session.id });
    await orderRef.update({ 'ownedRefund.status': 'refunded', 'ownedRefund.refundedAt': FieldValue.serverTimestamp() });
  }
  // A redelivered event whose refund had not finished still answers 'duplicate'.
  return result.outcome === 'duplicate' ? 'duplicate' : 'refunded';
}

/**
 * Refunds a payment in full, once: the idempotency key makes a repeat within
 * Stripe's 24 hours answer as the first; after that, Stripe's own
 * "already refunded" is taken as done.
 */
async function refundPayment(stripe: Stripe, paymentIntent: string, metadata: Record<string, string>): Promise<void> {
  try {
    await stripe.refunds.create(
      { payment_intent: paymentIntent, reason: 'duplicate', metadata },
      { idempotencyKey: `wayfare-duplicate-refund-${paymentIntent}` },
    );
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'charge_already_refunded') return;
    throw error;
  }
}

/**
 * Cancels the duplicate subscription at once and refunds the payment of its
 * first invoice in full. Safe to repeat: an ended subscription is not
 * cancelled again, and the refund carries an idempotency key.
 */
async function refundDuplicatePlan(stripe: Stripe, session: Stripe.Checkout.Session, subscriptionId: string): Promise<void> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') {
    await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `wayfare-duplicate-cancel-${subscriptionId}` });
  }
  const invoice = session.invoice ?? subscription.latest_invoice;
  const invoiceId = typeof invoice === 'string' ? invoice : (invoice?.id ?? null);
  if (!invoiceId) throw new Error(`no invoice to refund for subscription ${subscriptionId}`);
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid' });
  const paymentIntents = payments.data.flatMap((payment) => {
    const intent = payment.payment.payment_intent;
    const id = typeof intent === 'string' ? intent : intent?.id;
    return id ? [id] : [];
  });
  if (paymentIntents.length === 0) throw new Error(`no payment to refund on invoice ${invoiceId}`);
  for (const paymentIntent of paymentIntents) await refundPayment(stripe, paymentIntent, { subscription: subscriptionId });
}

/** Cancellation scheduled, resumed, renewed or ended at Stripe: the subscription document follows. */
async function syncSubscription(db: Firestore, event: Stripe.Event, subscription: Stripe.Subscription): Promise<WebhookOutcome> {
  const uid = subscription.metadata?.uid;
  if (!uid) return 'ignored';
  const eventRef = db.doc(`stripeEvents/${event.id}`);
  const subscriptionRef = db.doc(`subscriptions/${uid}`);
  return db.runTransaction(async (tx) => {
    const [seen, current] = await tx.getAll(eventRef, subscriptionRef);
    if (seen?.exists) return 'duplicate';
    tx.set(eventRef, { type: event.type, subscriptionId: subscription.id, processedAt: FieldValue.serverTimestamp() });
    if (!current?.exists) return 'ignored';
    const stored = parseStored(storedSubscriptionSchema, current.data(), subscriptionRef.path);
    if (stored.stripeSubscriptionId !== subscription.id) return 'ignored';
    const now = new Date();
    const giftLeft = giftTimeLeft(stored, now);
    const ended = event.type === 'customer.subscription.deleted' || subscription.status === 'canceled';
    if (ended && giftLeft > 0) {
      // The paid plan is over; the gift time it was holding back runs now.
      tx.update(subscriptionRef, {
        status: 'active',
        source: 'gift',
        currentPeriodEnd: Timestamp.fromMillis(now.getTime() + giftLeft),
        paidThrough: null,
        cancelAtPeriodEnd: true,
        stripeSubscriptionId: null,
        updatedAt: FieldValue.serverTimestamp(),
      });
      return 'granted';
    }
    // A renewal moves the paid period's end; gift time stays after it.
    const periodEnd = stripePeriodEnd(subscription);
    const renewed = !ended && periodEnd && periodEnd > now ? { paidThrough: Timestamp.fromDate(periodEnd), currentPeriodEnd: Timestamp.fromMillis(periodEnd.getTime() + giftLeft) } : {};
    tx.update(subscriptionRef, {
      status: ended ? 'canceled' : subscription.status === 'active' || subscription.status === 'trialing' ? 'active' : 'past_due',
      cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
      ...(ended ? { currentPeriodEnd: Timestamp.now(), paidThrough: null } : renewed),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return 'granted';
  });
}

/**
 * A correctly signed event that can never be processed, however often Stripe
 * delivers it (no `data.object`, an object without its id): answered 400, so
 * Stripe stops retrying, and logged. Anything a retry can fix (no order yet
 * for a session, Stripe or Firestore unreachable) still answers 500.
 */
export class UnprocessableEvent extends Error {}

/** The event's object, checked for what every handler below reads first. */
function eventObject<T>(event: Stripe.Event, object: string): T {
  const data = (event as { data?: unknown }).data;
  const found = typeof data === 'object' && data !== null ? (data as { object?: unknown }).object : undefined;
  if (typeof found !== 'object' || found === null) throw new UnprocessableEvent(`${event.type} event without data.object`);
  const { id, object: kind } = found as { id?: unknown; object?: unknown };
  if (typeof id !== 'string' || id === '') throw new UnprocessableEvent(`${event.type} event whose object has no id`);
  if (kind !== undefined && kind !== object) throw new UnprocessableEvent(`${event.type} event holding a ${typeof kind === 'string' ? kind : typeof kind}, not a ${object}`);
  return found as T;
}

export async function handleEvent(db: Firestore, stripe: Stripe, event: Stripe.Event): Promise<WebhookOutcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = eventObject<Stripe.Checkout.Session>(event, 'checkout.session');
      if (session.payment_status === 'unpaid') return 'ignored';
      return grantCheckout(db, stripe, event, session);
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return syncSubscription(db, event, eventObject<Stripe.Subscription>(event, 'subscription'));
    default:
      return 'ignored';
  }
}

export type { RedeemResult };

export const ALREADY_REDEEMED = 'This gift code has already been redeemed.';

/**
 * The buyer's display name for the recipient. A malformed profile is logged
 * and the gift still redeems, from "Someone": the name is only a courtesy.
 */
async function buyerName(tx: Transaction, db: Firestore, buyerId: string): Promise<string | null> {
  const snapshot = await tx.get(db.doc(`users/${buyerId}`));
  if (!snapshot.exists) return null;
  try {
    return parseProfile(snapshot.data(), snapshot.ref.path, buyerId).displayName;
  } catch (error) {
    logger.error('Malformed stored document', { path: snapshot.ref.path, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/** Redeems a gift code for `uid`: exactly once, in one transaction. */
export async function redeemGift(db: Firestore, uid: string, rawCode: string): Promise<RedeemResult> {
  const code = normalizeGiftCode(rawCode);
  if (!GIFT_CODE_PATTERN.test(code)) {
    throw new HttpsError('invalid-argument', 'A gift code has 16 letters and digits, as on your gift.');
  }
  const giftRef = db.doc(`gifts/${code}`);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(giftRef);
    if (!snapshot.exists) throw new HttpsError('not-found', 'There is no gift with this code. Check it and try again.');
    // A malformed gift redeems nothing and stays as it is.
    const gift = parseStored(zm.extend(storedGiftSchema, { code: zm.literal(code) }), snapshot.data(), giftRef.path);
    if (gift.status !== 'ready') throw new HttpsError('failed-precondition', ALREADY_REDEEMED);
    const product = gift.product;
    // An anonymised gift (its buyer deleted their account) has no buyer to name.
    const from = gift.buyerId === null ? null : await buyerName(tx, db, gift.buyerId);
    if (product.kind === 'itinerary' && product.itineraryId) {
      const [grant] = await missingEntitlements(tx, db, uid, [product.itineraryId], 'gift', gift.orderId);
      if (!grant) throw new HttpsError('failed-precondition', 'You already have this itinerary. Pass the code on to someone else.');
      tx.set(grant.ref, grant.data);
    } else {
      const months = product.months ?? 1;
      const subscriptionRef = db.doc(`subscriptions/${uid}`);
      const current = await tx.get(subscriptionRef);
      const stored = current.exists ? parseStored(storedSubscriptionSchema, current.data(), subscriptionRef.path) : null;
      tx.set(subscriptionRef, extendedSubscription(stored, uid, months >= 12 ? 'yearly' : 'monthly', months, 'gift', null));
    }
    tx.update(giftRef, { status: 'redeemed', redeemedBy: uid, redeemedAt: FieldValue.serverTimestamp() });
    return {
      kind: product.kind,
      title: product.title,
      itineraryId: product.itineraryId,
      months: product.months,
      from: from ?? 'Someone',
      message: gift.message,
    };
  });
}
