/**
 * createCheckoutSession: what is bought is decided here from Firestore (never
 * from the browser's prices), the Stripe customer is created once and its id
 * kept in users/{uid}/private/account, and a pending order is written under
 * the session's id. The webhook grants it once Stripe says it is paid.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type Stripe from 'stripe';
import * as zm from 'zod/mini';
import { parseEntitlement } from '@/domain/commerce/schema';
import { parseItinerary } from '@/domain/itineraries/schema';
import { privateAccountDoc } from '@/domain/users/schema';
import { checkStored, parseStored } from '../stored';
import { isEmulator } from './stripe-client';
import { stripeUnitAmount, unchargeablePrice } from './stripe-amount';
import {
  PLAN_BY_INTERVAL,
  productSchema,
  storedOrderSchema,
  storedSubscriptionSchema,
  type CheckoutInput,
  type Money,
  type OrderDoc,
  type OrderGift,
  type Product,
} from './model';

export interface CheckoutResult {
  sessionId: string;
  url: string;
}

/** Where Stripe may send the buyer back to: the app's own origins. */
export function checkOrigin(origin: string, allowed: string): string {
  const url = new URL(origin);
  const local = url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname);
  const listed = allowed
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .includes(url.origin);
  if ((isEmulator() && local) || listed) return url.origin;
  throw new HttpsError('invalid-argument', 'Checkout can only return to Wayfare.');
}

/** A product for sale; a malformed one is refused before anything is charged. */
async function getProduct(db: Firestore, productId: string): Promise<Product> {
  const snapshot = await db.doc(`products/${productId}`).get();
  if (!snapshot.exists) throw new HttpsError('not-found', 'That is no longer for sale.');
  const product = parseStored(productSchema, snapshot.data(), snapshot.ref.path);
  if (!product.active) throw new HttpsError('not-found', 'That is no longer for sale.');
  return product;
}

/** A paid itinerary that is for sale: public and priced. */
async function getPaidItinerary(db: Firestore, itineraryId: string): Promise<{ title: string; price: Money; creatorId: string }> {
  const snapshot = await db.doc(`itineraries/${itineraryId}`).get();
  if (!snapshot.exists) throw new HttpsError('not-found', 'That itinerary is not for sale.');
  const itinerary = checkStored(snapshot.ref.path, () => parseItinerary(snapshot.data(), snapshot.ref.path, itineraryId));
  const { price } = itinerary;
  if (!itinerary.isPaidItinerary || !itinerary.public || !price || price.amount <= 0) {
    throw new HttpsError('not-found', 'That itinerary is not for sale.');
  }
  return { title: itinerary.title, price, creatorId: itinerary.creatorId };
}

async function assertNotOwned(db: Firestore, uid: string, itineraryIds: string[]): Promise<void> {
  if (itineraryIds.length === 0) return;
  const owned = await db.getAll(...itineraryIds.map((id) => db.doc(`entitlements/${uid}_${id}`)));
  // A malformed entitlement is refused here rather than counted as owned or not.
  owned.forEach((snapshot, index) => {
    if (snapshot.exists) checkStored(snapshot.ref.path, () => parseEntitlement(snapshot.data(), uid, itineraryIds[index]!));
  });
  if (owned.every((snapshot) => snapshot.exists)) {
    throw new HttpsError('failed-precondition', itineraryIds.length === 1 ? 'You already have this itinerary.' : 'You already have every itinerary in this bundle.');
  }
}

/** A bundle made only of the buyer's own itineraries is refused, as a single own itinerary is. */
async function assertNotOwnCreation(db: Firestore, uid: string, itineraryIds: string[]): Promise<void> {
  if (itineraryIds.length === 0) return;
  const snapshots = await db.getAll(...itineraryIds.map((id) => db.doc(`itineraries/${id}`)));
  const creators = snapshots.map((snapshot) =>
    snapshot.exists ? checkStored(snapshot.ref.path, () => parseItinerary(snapshot.data(), snapshot.ref.path, snapshot.id)).creatorId : null,
  );
  if (creators.every((creatorId) => creatorId === uid)) {
    throw new HttpsError('failed-precondition', 'Every itinerary in this bundle is your own.');
  }
}

interface Purchase {
  kind: OrderDoc['kind'];
  title: string;
  productId: string | null;
  itineraryIds: string[];
  plan: OrderDoc['plan'];
  gift: OrderGift | null;
  price: Money;
  mode: 'payment' | 'subscription';
  interval: 'month' | 'year' | null;
  stripePriceId: string | null;
}

/** What the input asks to buy, priced from Firestore. */
export async function resolvePurchase(db: Firestore, uid: string, input: CheckoutInput): Promise<Purchase> {
  const base = { productId: null, plan: null, gift: null, interval: null, stripePriceId: null, mode: 'payment' as const };
  if (input.kind === 'itinerary') {
    const itinerary = await getPaidItinerary(db, input.itineraryId);
    if (itinerary.creatorId === uid) throw new HttpsError('failed-precondition', 'This is your own itinerary.');
    await assertNotOwned(db, uid, [input.itineraryId]);
    return { ...base, kind: 'itinerary', title: itinerary.title, itineraryIds: [input.itineraryId], price: itinerary.price };
  }
  if (input.kind === 'product') {
    const product = await getProduct(db, input.productId);
    if (product.kind === 'bundle') {
      await assertNotOwnCreation(db, uid, product.itineraryIds);
      await assertNotOwned(db, uid, product.itineraryIds);
      return { ...base, kind: 'bundle', title: product.title, productId: input.productId, itineraryIds: product.itineraryIds, price: product.price, stripePriceId: product.stripePriceId ?? null };
    }
    if (product.kind === 'plan' && product.interval) {
      const snapshot = await db.doc(`subscriptions/${uid}`).get();
      const current = snapshot.exists ? parseStored(storedSubscriptionSchema, snapshot.data(), snapshot.ref.path) : null;
      if (current?.status === 'active' && current.source === 'stripe' && current.currentPeriodEnd.toDate().getTime() > Date.now()) {
        throw new HttpsError('failed-precondition', 'You already subscribe to Wayfare Plus. Manage it from your account.');
      }
      // Gift time is never cut short by a paid plan, nor paid for twice: the
      // plan is bought once the gift has run out (docs/commerce.md).
      if (current?.status === 'active' && current.source === 'gift' && current.currentPeriodEnd.toDate().getTime() > Date.now()) {
        const until = current.currentPeriodEnd.toDate().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
        throw new HttpsError(
          'failed-precondition',
          `You have Wayfare Plus as a gift until ${until}. Subscribe once it has run out: nothing you were given is lost or paid for twice.`,
          { giftUntil: current.currentPeriodEnd.toDate().toISOString() },
        );
      }
      return {
        ...base,
        kind: 'plan',
        title: product.title,
        productId: input.productId,
        itineraryIds: [],
        plan: PLAN_BY_INTERVAL[product.interval],
        price: product.price,
        mode: 'subscription',
        interval: product.interval,
        stripePriceId: product.stripePriceId ?? null,
      };
    }
    throw new HttpsError('invalid-argument', 'That product is bought as a gift, from the gift page.');
  }
  // A gift: a Plus plan (gift-plan product) or a paid itinerary.
  const recipient = {
    recipientName: input.recipientName,
    recipientEmail: input.recipientEmail ? input.recipientEmail : null,
    message: input.message,
  };
  if (input.productId) {
    const product = await getProduct(db, input.productId);
    if (product.kind !== 'gift-plan' || !product.months) throw new HttpsError('invalid-argument', 'Choose a gift.');
    return {
      ...base,
      kind: 'gift',
      title: `Gift: ${product.title}`,
      productId: input.productId,
      itineraryIds: [],
      gift: { ...recipient, product: { kind: 'plan', title: product.title, itineraryId: null, months: product.months } },
      price: product.price,
      stripePriceId: product.stripePriceId ?? null,
    };
  }
  if (input.itineraryId) {
    const itinerary = await getPaidItinerary(db, input.itineraryId);
    return {
      ...base,
      kind: 'gift',
      title: `Gift: ${itinerary.title}`,
      itineraryIds: [],
      gift: { ...recipient, product: { kind: 'itinerary', title: itinerary.title, itineraryId: input.itineraryId, months: null } },
      price: itinerary.price,
    };
  }
  throw new HttpsError('invalid-argument', 'Choose what to give.');
}

/** The one field of users/{uid}/private/account that checkout reads (the rest may not be written yet). */
const accountCustomer = zm.pick(privateAccountDoc, { stripeCustomerId: true });

/** The buyer's Stripe customer: created once, its id kept server-side. */
export async function ensureCustomer(db: Firestore, stripe: Stripe, uid: string, email: string | null): Promise<string> {
  const accountRef = db.doc(`users/${uid}/private/account`);
  const account = await accountRef.get();
  const existing = account.exists ? parseStored(accountCustomer, account.data(), accountRef.path).stripeCustomerId : null;
  if (existing) return existing;
  const customer = await stripe.customers.create(
    { ...(email ? { email } : {}), metadata: { uid } },
    // Two checkouts at once make one customer.
    { idempotencyKey: `wayfare-customer-${uid}` },
  );
  await accountRef.set({ stripeCustomerId: customer.id }, { merge: true });
  return customer.id;
}

/**
 * The checkout's one line: a catalogue price with its own Stripe price as
 * Stripe holds it, else our price in Stripe's units (refused, before anything
 * is charged, when Stripe cannot take that amount in that currency).
 */
function stripeLineItem(purchase: Purchase): Stripe.Checkout.SessionCreateParams.LineItem {
  if (purchase.stripePriceId) return { price: purchase.stripePriceId, quantity: 1 };
  const unitAmount = stripeUnitAmount(purchase.price);
  if (unitAmount === null) throw new HttpsError('failed-precondition', unchargeablePrice(purchase.price.currency));
  return {
    quantity: 1,
    price_data: {
      currency: purchase.price.currency.toLowerCase(),
      unit_amount: unitAmount,
      product_data: { name: purchase.title },
      ...(purchase.interval ? { recurring: { interval: purchase.interval } } : {}),
    },
  };
}

const BEING_CONFIRMED = 'Your payment for this is being confirmed. It opens in a moment: reload the page.';

/** What a purchase grants, to compare two checkouts: the same plan, the same itineraries. */
const grantsOf = (order: { kind: string; itineraryIds: string[] }) => (order.kind === 'plan' ? ['plan'] : order.itineraryIds);

/**
 * The buyer's checkout still open at Stripe for the same purchase, to send
 * them back to (a second tab, a second click), or a refusal when a checkout
 * for part of it is already paid and being confirmed. An open checkout for
 * an overlapping but different purchase is expired at Stripe; one that
 * expired does not count. Two checkouts started at the
 * same instant can still both pass: the webhook refunds a payment that
 * grants nothing new (grants.ts).
 */
async function openCheckoutFor(db: Firestore, stripe: Stripe, uid: string, purchase: Purchase): Promise<CheckoutResult | null> {
  if (purchase.kind === 'gift') return null; // Two gifts of the same thing are two gifts.
  const wanted = grantsOf(purchase);
  const pending = await db.collection('orders').where('uid', '==', uid).where('status', '==', 'pending').get();
  for (const snapshot of pending.docs) {
    // A damaged pending order (checked and logged) neither blocks a new checkout nor is resumed.
    const order = (() => {
      try {
        return parseStored(storedOrderSchema, snapshot.data(), snapshot.ref.path);
      } catch {
        return null;
      }
    })();
    if (!order || order.kind === 'gift') continue;
    const theirs = grantsOf(order);
    if (!theirs.some((id) => wanted.includes(id))) continue;
    const session = await stripe.checkout.sessions.retrieve(snapshot.id);
    if (session.status === 'expired') continue;
    if (session.status === 'complete') {
      throw new HttpsError('failed-precondition', BEING_CONFIRMED);
    }
    const same = order.kind === purchase.kind && order.plan === purchase.plan && theirs.length === wanted.length && theirs.every((id) => wanted.includes(id));
    if (same && session.url) return { sessionId: session.id, url: session.url };
    // Another purchase that overlaps this one (the itinerary, then its bundle;
    // monthly, then yearly): the latest choice wins, the older page can no longer be paid.
    const expired = await stripe.checkout.sessions.expire(session.id).then(
      () => true,
      () => false,
    );
    if (!expired) throw new HttpsError('failed-precondition', BEING_CONFIRMED);
  }
  return null;
}

export async function createCheckout(
  db: Firestore,
  stripe: Stripe,
  uid: string,
  email: string | null,
  input: CheckoutInput,
  origin: string,
): Promise<CheckoutResult> {
  const purchase = await resolvePurchase(db, uid, input);
  const open = await openCheckoutFor(db, stripe, uid, purchase);
  if (open) return open;
  const lineItem = stripeLineItem(purchase);
  const customer = await ensureCustomer(db, stripe, uid, email);
  const back = input.kind === 'itinerary' ? `/trip/${input.itineraryId}` : input.kind === 'gift' ? '/gift' : '/shop';
  const metadata = { uid, kind: purchase.kind };
  const session = await stripe.checkout.sessions.create({
    mode: purchase.mode,
    customer,
    client_reference_id: uid,
    line_items: [lineItem],
    metadata,
    ...(purchase.mode === 'subscription' ? { subscription_data: { metadata } } : {}),
    success_url: `${origin}/payment-successful?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${origin}${back}`,
  });
  if (!session.url) throw new HttpsError('unavailable', 'Checkout could not start. Try again in a moment.');
  const order: OrderDoc = {
    uid,
    kind: purchase.kind,
    title: purchase.title,
    productId: purchase.productId,
    itineraryIds: purchase.itineraryIds,
    plan: purchase.plan,
    gift: purchase.gift,
    total: purchase.price,
    status: 'pending',
    giftCode: null,
    stripeCustomerId: customer,
  };
  await db.doc(`orders/${session.id}`).set({ ...order, createdAt: FieldValue.serverTimestamp(), paidAt: null });
  return { sessionId: session.id, url: session.url };
}
