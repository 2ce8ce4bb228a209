/** Cancelling Wayfare Plus from /account: at the end of the paid period. */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type Stripe from 'stripe';
import { parseStored } from '../stored';
import { storedSubscriptionSchema } from './model';

export interface CancelResult {
  cancelAtPeriodEnd: true;
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
