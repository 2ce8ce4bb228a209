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
  type PlanName,
  type StoredSubscription,
} from './model';

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

export function addMonths(from: Date, months: number): Date {
  const next = new Date(from.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
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

/** A subscription `months` long from now, or extending an active one. */
function extendedSubscription(current: StoredSubscription | null, uid: string, plan: PlanName, months: number, source: 'stripe' | 'gift', stripeSubscriptionId: string | null) {
  const now = new Date();
  const currentEnd = current ? current.currentPeriodEnd.toDate() : null;
  const activeUntil = current?.status === 'active' && currentEnd && currentEnd > now ? currentEnd : now;
  return {
    uid,
    plan,
    status: 'active',
    // A Stripe subscription renews; a gift simply runs out.
    source: source === 'stripe' || current?.source === 'stripe' ? 'stripe' : 'gift',
    currentPeriodEnd: Timestamp.fromDate(addMonths(source === 'stripe' ? now : activeUntil, months)),
    cancelAtPeriodEnd: source === 'gift' && current?.source !== 'stripe',
    stripeSubscriptionId: stripeSubscriptionId ?? current?.stripeSubscriptionId ?? null,
    updatedAt: FieldValue.serverTimestamp(),
  };
}

const subscriptionIdOf = (session: Stripe.Checkout.Session): string | null =>
  typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null);

/** The Wayfare Plus already paid for at Stripe and still running, if any. */
function runningStripePlan(current: StoredSubscription | null, now = new Date()): (StoredSubscription & { stripeSubscriptionId: string }) | null {
  if (!current || current.status !== 'active' || current.source !== 'stripe' || current.currentPeriodEnd.toDate() <= now) return null;
  const { stripeSubscriptionId } = current;
  return stripeSubscriptionId ? { ...current, stripeSubscriptionId } : null;
}

/** What is left to do at Stripe after the transaction: cancel a duplicate plan and refund its payment. */
interface DuplicatePlan {
  subscriptionId: string;
}

async function grantCheckout(
  db: Firestore,
  stripe: Stripe,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<WebhookOutcome> {
  const eventRef = db.doc(`stripeEvents/${event.id}`);
  const orderRef = db.doc(`orders/${session.id}`);
  const result = await db.runTransaction(async (tx): Promise<{ outcome: WebhookOutcome; duplicate: DuplicatePlan | null }> => {
    const [seen, orderSnapshot] = await tx.getAll(eventRef, orderRef);
    // Stripe retries a failed delivery: the order should exist by then.
    if (!orderSnapshot?.exists) throw new Error(`no order for checkout session ${session.id}`);
    // A malformed order grants nothing: the webhook answers 500 and Stripe delivers the event again.
    const order = parseStored(storedOrderSchema, orderSnapshot.data(), orderRef.path);
    // A refund that did not finish (Stripe unreachable) is taken up again when the event comes back.
    const unfinished = order.planRefund?.status === 'pending' ? { subscriptionId: order.planRefund.subscriptionId } : null;
    if (seen?.exists) return { outcome: 'duplicate', duplicate: unfinished };
    if (order.status === 'paid') {
      tx.set(eventRef, { type: event.type, orderId: session.id, outcome: 'already-paid', processedAt: FieldValue.serverTimestamp() });
      return { outcome: 'duplicate', duplicate: unfinished };
    }
    const uid = order.uid;
    if (uid === null) {
      // The buyer deleted their account before the payment landed: nothing to grant to.
      tx.set(eventRef, { type: event.type, orderId: session.id, outcome: 'account-deleted', processedAt: FieldValue.serverTimestamp() });
      return { outcome: 'ignored', duplicate: null };
    }
    const writes: Array<() => void> = [];
    let giftCode: string | null = null;
    let duplicate: DuplicatePlan | null = null;
    let planRefund: Record<string, unknown> | null = null;
    if (order.kind === 'itinerary' || order.kind === 'bundle') {
      const grants = await missingEntitlements(tx, db, uid, order.itineraryIds, order.kind === 'bundle' ? 'bundle' : 'purchase', session.id);
      for (const grant of grants) writes.push(() => tx.set(grant.ref, grant.data));
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
        duplicate = { subscriptionId };
        planRefund = { status: 'pending', amount: order.total, keptPlan: running.plan, subscriptionId };
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
    tx.update(orderRef, { status: 'paid', paidAt: FieldValue.serverTimestamp(), giftCode, ...(planRefund ? { planRefund } : {}) });
    const outcome = duplicate ? 'duplicate-plan' : 'granted';
    tx.set(eventRef, { type: event.type, orderId: session.id, outcome, processedAt: FieldValue.serverTimestamp() });
    return { outcome: 'granted', duplicate };
  });
  if (!result.duplicate) return result.outcome;
  await refundDuplicatePlan(stripe, session, result.duplicate.subscriptionId);
  await orderRef.update({ 'planRefund.status': 'refunded', 'planRefund.refundedAt': FieldValue.serverTimestamp() });
  return 'refunded';
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
  for (const paymentIntent of paymentIntents) {
    await stripe.refunds.create(
      { payment_intent: paymentIntent, reason: 'duplicate', metadata: { subscription: subscriptionId } },
      { idempotencyKey: `wayfare-duplicate-refund-${paymentIntent}` },
    );
  }
}

/** Cancellation scheduled, resumed or ended at Stripe: the subscription document follows. */
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
    const ended = event.type === 'customer.subscription.deleted' || subscription.status === 'canceled';
    tx.update(subscriptionRef, {
      status: ended ? 'canceled' : subscription.status === 'active' || subscription.status === 'trialing' ? 'active' : 'past_due',
      cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
      ...(ended ? { currentPeriodEnd: Timestamp.now() } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return 'granted';
  });
}

export async function handleEvent(db: Firestore, stripe: Stripe, event: Stripe.Event): Promise<WebhookOutcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.payment_status === 'unpaid') return 'ignored';
      return grantCheckout(db, stripe, event, session);
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return syncSubscription(db, event, event.data.object);
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
