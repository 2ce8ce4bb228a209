/**
 * Wayfare Plus time as `subscriptions/{uid}` holds it: the period paid at
 * Stripe (`paidThrough`) and the gift time beyond it, so a paid plan's start
 * or end never takes away time someone already has (docs/commerce.md, "Gift
 * time and a paid plan"). Used by the webhook and by gift redemption.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { PlanName, StoredSubscription } from './model';

export function addMonths(from: Date, months: number): Date {
  const next = new Date(from.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/** The end of the time paid at Stripe that `current` holds, or null when it holds none that runs. */
function paidEnd(current: StoredSubscription | null, now: Date): Date | null {
  if (!current || current.status !== 'active' || current.source !== 'stripe') return null;
  const end = current.paidThrough ? current.paidThrough.toDate() : current.currentPeriodEnd.toDate();
  return end > now ? end : null;
}

/**
 * The gift time `current` still holds beyond any paid period, in ms: what a
 * paid plan's start or end must never take away (docs/commerce.md, "Gift time
 * and a paid plan").
 */
export function giftTimeLeft(current: StoredSubscription | null, now = new Date()): number {
  if (!current || current.status !== 'active') return 0;
  const end = current.currentPeriodEnd.toDate().getTime();
  const from = Math.max(now.getTime(), paidEnd(current, now)?.getTime() ?? now.getTime());
  return Math.max(0, end - from);
}

/**
 * A subscription `months` long, or extending an active one. A gift adds its
 * months after everything already held; a paid plan starts now and keeps any
 * gift time left after its paid period, so no one loses time they have.
 */
export function extendedSubscription(current: StoredSubscription | null, uid: string, plan: PlanName, months: number, source: 'stripe' | 'gift', stripeSubscriptionId: string | null) {
  const now = new Date();
  const currentEnd = current ? current.currentPeriodEnd.toDate() : null;
  const activeUntil = current?.status === 'active' && currentEnd && currentEnd > now ? currentEnd : now;
  const paidThrough = source === 'stripe' ? addMonths(now, months) : paidEnd(current, now);
  const ends = source === 'stripe' ? new Date(paidThrough!.getTime() + giftTimeLeft(current, now)) : addMonths(activeUntil, months);
  const stripe = source === 'stripe' || paidThrough !== null;
  return {
    uid,
    plan: stripe && source === 'gift' && current ? current.plan : plan,
    status: 'active',
    // A Stripe subscription renews; a gift simply runs out.
    source: stripe ? 'stripe' : 'gift',
    currentPeriodEnd: Timestamp.fromDate(ends),
    paidThrough: paidThrough ? Timestamp.fromDate(paidThrough) : null,
    cancelAtPeriodEnd: stripe ? (source === 'gift' && current?.cancelAtPeriodEnd === true) : true,
    stripeSubscriptionId: stripeSubscriptionId ?? (stripe ? (current?.stripeSubscriptionId ?? null) : null),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/** The Wayfare Plus already paid for at Stripe and still running, if any. */
export function runningStripePlan(current: StoredSubscription | null, now = new Date()): (StoredSubscription & { stripeSubscriptionId: string }) | null {
  if (!current || current.status !== 'active' || current.source !== 'stripe' || current.currentPeriodEnd.toDate() <= now) return null;
  const { stripeSubscriptionId } = current;
  return stripeSubscriptionId ? { ...current, stripeSubscriptionId } : null;
}

/** The end of the subscription's current paid period as Stripe gives it (on its item since API 2025-03-31, on itself before). */
export function stripePeriodEnd(subscription: Stripe.Subscription): Date | null {
  const own = (subscription as { current_period_end?: unknown }).current_period_end;
  const item = subscription.items?.data?.[0]?.current_period_end;
  const seconds = typeof item === 'number' ? item : typeof own === 'number' ? own : null;
  return seconds === null ? null : new Date(seconds * 1000);
}
