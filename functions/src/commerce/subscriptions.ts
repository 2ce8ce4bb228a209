/** Cancelling Wayfare Plus from /account at the end of the paid period, and keeping it after all. */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type Stripe from 'stripe';
import { parseStored } from '../stored';
import { storedSubscriptionSchema } from './model';

export interface CancelResult {
  cancelAtPeriodEnd: true;
}

export interface ResumeResult {
  cancelAtPeriodEnd: false;
}

export async function cancelSubscription(db: Firestore, stripe: Stripe, uid: string): Promise<CancelResult> {
  const ref = db.doc(`subscriptions/${uid}`);
  const snapshot = await ref.get();
  const current = snapshot.exists ? parseStored(storedSubscriptionSchema, snapshot.data(), ref.path) : null;
  if (!current || current.status !== 'active') throw new HttpsError('failed-precondition', 'You have no active plan to cancel.');
  if (current.cancelAtPeriodEnd === true) return { cancelAtPeriodEnd: true };
  if (current.source === 'stripe' && current.stripeSubscriptionId) {
    await stripe.subscriptions.update(current.stripeSubscriptionId, { cancel_at_period_end: true });
  }
  await ref.update({ cancelAtPeriodEnd: true, updatedAt: FieldValue.serverTimestamp() });
  return { cancelAtPeriodEnd: true };
}

/**
 * "Keep my plan": a cancelled paid plan renews again, as long as its period
 * has not ended (Stripe's `cancel_at_period_end: false`). Stripe first, then
 * the document, so the two never disagree for longer than the webhook takes.
 */
export async function resumeSubscription(db: Firestore, stripe: Stripe, uid: string): Promise<ResumeResult> {
  const ref = db.doc(`subscriptions/${uid}`);
  const snapshot = await ref.get();
  const current = snapshot.exists ? parseStored(storedSubscriptionSchema, snapshot.data(), ref.path) : null;
  const running = current?.status === 'active' && current.currentPeriodEnd.toDate() > new Date();
  if (!current || !running || current.source !== 'stripe' || !current.stripeSubscriptionId) {
    throw new HttpsError('failed-precondition', 'You have no paid plan to keep. See the plans in the shop.');
  }
  if (current.cancelAtPeriodEnd !== true) return { cancelAtPeriodEnd: false };
  await stripe.subscriptions.update(current.stripeSubscriptionId, { cancel_at_period_end: false });
  await ref.update({ cancelAtPeriodEnd: false, updatedAt: FieldValue.serverTimestamp() });
  return { cancelAtPeriodEnd: false };
}
