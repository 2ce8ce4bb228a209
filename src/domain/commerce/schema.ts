/**
 * The shop's stored documents as the app reads them (docs/commerce.md),
 * validated with zod on every read: a malformed document becomes a clear
 * error, not a crash later. All of them are written by Cloud Functions only.
 */
import * as z from 'zod/mini';
import { dateOf, mismatch, optionalTimestamp, parseDocument, timestamp } from '../stored';

export interface Money {
  /** Integer minor units (cents; yen for JPY). */
  amount: number;
  currency: string;
}

const money = z.object({
  amount: z.number().check(z.int(), z.nonnegative()),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
});

export type ProductKind = 'plan' | 'itinerary' | 'bundle' | 'gift-plan';

export interface Product {
  id: string;
  kind: ProductKind;
  title: string;
  description: string;
  /** Shop theme (lower-case words joined by hyphens), null for plans. */
  theme: string | null;
  price: Money;
  interval: 'month' | 'year' | null;
  /** Gift plans: how many months of Wayfare Plus. */
  months: number | null;
  itineraryIds: string[];
  sortOrder: number;
}

/** products/{id} as stored (the Cloud Functions extend it with the Stripe price). */
export const productDoc = z.object({
  kind: z.enum(['plan', 'itinerary', 'bundle', 'gift-plan']),
  title: z.string(),
  description: z.string(),
  theme: z.nullable(z.string()),
  price: money,
  interval: z.nullable(z.enum(['month', 'year'])),
  months: z.nullable(z.number()),
  itineraryIds: z.array(z.string()),
  active: z.boolean(),
  sortOrder: z.number(),
});

/** null for an inactive product (not for sale). */
export function parseProduct(data: unknown, id: string): Product | null {
  const d = parseDocument(productDoc, data, `products/${id}`);
  if (!d.active) return null;
  const { active: _active, ...rest } = d;
  return { id, ...rest };
}

export type PlanName = 'monthly' | 'yearly';

export interface OrderGift {
  recipientName: string;
  recipientEmail: string | null;
  message: string;
  product: { kind: 'plan' | 'itinerary'; title: string; itineraryId: string | null; months: number | null };
}

/**
 * A plan payment that landed while another Wayfare Plus was already active:
 * that newer subscription is cancelled at once and its payment refunded in
 * full (docs/commerce.md, "One plan per customer").
 */
export interface PlanRefund {
  status: 'pending' | 'refunded';
  amount: Money;
  /** The plan kept: the one that was already active. */
  keptPlan: PlanName;
}

/**
 * A payment for itineraries the buyer already had when it landed (two tabs,
 * two checkouts paid): it granted nothing new, so it is refunded in full.
 */
export interface OwnedRefund {
  status: 'pending' | 'refunded';
  amount: Money;
}

export interface Order {
  id: string;
  kind: 'itinerary' | 'bundle' | 'plan' | 'gift';
  title: string;
  itineraryIds: string[];
  plan: PlanName | null;
  gift: OrderGift | null;
  total: Money;
  status: 'pending' | 'paid';
  giftCode: string | null;
  planRefund: PlanRefund | null;
  ownedRefund: OwnedRefund | null;
}

const giftProduct = z.object({
  kind: z.enum(['plan', 'itinerary']),
  title: z.string(),
  itineraryId: z.nullable(z.string()),
  months: z.nullable(z.number()),
});

const planRefund = z.object({
  status: z.enum(['pending', 'refunded']),
  amount: money,
  keptPlan: z.enum(['monthly', 'yearly']),
});

const ownedRefund = z.object({ status: z.enum(['pending', 'refunded']), amount: money });

/** orders/{id} as stored (the Cloud Functions extend it with the fields only they read). */
export const orderDoc = z.object({
  kind: z.enum(['itinerary', 'bundle', 'plan', 'gift']),
  title: z.string(),
  itineraryIds: z.array(z.string()),
  plan: z.nullable(z.enum(['monthly', 'yearly'])),
  gift: z.nullable(
    z.object({ recipientName: z.string(), recipientEmail: z.nullable(z.string()), message: z.string(), product: giftProduct }),
  ),
  total: money,
  status: z.enum(['pending', 'paid']),
  giftCode: z.nullable(z.string()),
  planRefund: z.optional(z.nullable(planRefund)),
  ownedRefund: z.optional(z.nullable(ownedRefund)),
});

export function parseOrder(data: unknown, id: string): Order {
  const d = parseDocument(orderDoc, data, `orders/${id}`);
  return { id, ...d, planRefund: d.planRefund ?? null, ownedRefund: d.ownedRefund ?? null };
}

export interface Subscription {
  plan: PlanName;
  status: 'active' | 'canceled' | 'past_due';
  /** stripe: renews until cancelled; gift: runs out at the period's end. */
  source: 'stripe' | 'gift';
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

/** subscriptions/{uid} as stored (the Cloud Functions extend it with the fields only they read). */
export const subscriptionDoc = z.object({
  plan: z.enum(['monthly', 'yearly']),
  status: z.enum(['active', 'canceled', 'past_due']),
  source: z.enum(['stripe', 'gift']),
  currentPeriodEnd: timestamp,
  cancelAtPeriodEnd: z.boolean(),
});

export function parseSubscription(data: unknown, uid: string): Subscription {
  const d = parseDocument(subscriptionDoc, data, `subscriptions/${uid}`);
  return { ...d, currentPeriodEnd: d.currentPeriodEnd.toDate() };
}

/** Whether the subscription unlocks paid itineraries now. */
export function isSubscriptionActive(subscription: Subscription | null, now: Date = new Date()): boolean {
  return subscription !== null && subscription.status === 'active' && subscription.currentPeriodEnd > now;
}

export interface Gift {
  id: string;
  code: string;
  recipientName: string;
  message: string;
  product: OrderGift['product'];
  status: 'ready' | 'redeemed';
  createdAt: Date | null;
}

/** gifts/{code} as stored (the Cloud Functions extend it with the fields only they read). */
export const giftDoc = z.object({
  code: z.string(),
  recipientName: z.string(),
  message: z.string(),
  product: giftProduct,
  status: z.enum(['ready', 'redeemed']),
  createdAt: optionalTimestamp,
});

export function parseGift(data: unknown, id: string): Gift {
  const d = parseDocument(giftDoc, data, `gifts/${id}`);
  return { id, ...d, createdAt: dateOf(d.createdAt) };
}

export interface Entitlement {
  uid: string;
  itineraryId: string;
  source: 'purchase' | 'bundle' | 'gift';
}

/** entitlements/{uid}_{itineraryId}: who owns which paid itinerary, and how. */
export const entitlementDoc = z.object({
  uid: z.string(),
  itineraryId: z.string(),
  source: z.enum(['purchase', 'bundle', 'gift']),
  orderId: z.optional(z.nullable(z.string())),
  grantedAt: optionalTimestamp,
});

/** An entitlement whose fields name another owner or itinerary than its id is malformed too. */
export function parseEntitlement(data: unknown, uid: string, itineraryId: string): Entitlement {
  const path = `entitlements/${uid}_${itineraryId}`;
  const d = parseDocument(entitlementDoc, data, path);
  if (d.uid !== uid) throw mismatch(path, 'uid', uid, d.uid);
  if (d.itineraryId !== itineraryId) throw mismatch(path, 'itineraryId', itineraryId, d.itineraryId);
  return { uid: d.uid, itineraryId: d.itineraryId, source: d.source };
}

export interface OutlineDay {
  day: number;
  stops: number;
  kinds: Record<string, number>;
}

const outlineDay = z.object({ day: z.number(), stops: z.number(), kinds: z.record(z.string(), z.number()) });
export const previewAnswer = z.object({
  itineraryId: z.string(),
  previewDays: z.number(),
  totalDays: z.number(),
  items: z.array(z.looseObject({ id: z.string() })),
  outline: z.array(outlineDay),
  hiddenIdeas: z.number(),
});

export function parsePreviewAnswer(data: unknown, itineraryId: string) {
  return parseDocument(previewAnswer, data, `the preview of itineraries/${itineraryId}`);
}

/** What a checkout buys (the server prices it from Firestore). */
export type CheckoutRequest =
  | { kind: 'itinerary'; itineraryId: string }
  | { kind: 'product'; productId: string }
  | {
      kind: 'gift';
      productId?: string;
      itineraryId?: string;
      recipientName: string;
      recipientEmail?: string;
      message: string;
    };

export interface RedeemResult {
  kind: 'plan' | 'itinerary';
  title: string;
  itineraryId: string | null;
  months: number | null;
  from: string;
  message: string;
}

/**
 * Why a gift code was not taken, in the callable's error codes: the code's
 * form (`invalid-argument`), no such gift (`not-found`), already redeemed or
 * already owned (`failed-precondition`), too many wrong codes this hour
 * (`resource-exhausted`).
 */
export type GiftRefusalCode = 'invalid-argument' | 'not-found' | 'failed-precondition' | 'resource-exhausted';

/**
 * What redeemGiftCode answers. A refusal is an answer, not an error: the
 * person typed a wrong or used code, the screen says why, and nothing failed
 * (an HTTP error would also be logged in the browser's console).
 */
export type RedeemAnswer =
  | ({ redeemed: true } & RedeemResult)
  | { redeemed: false; refusal: GiftRefusalCode; message: string };
