/**
 * The shop's Firestore reads, each taking the Firestore instance first, so
 * the integration tests run them in Node as a signed-in user. Loaded on
 * demand by commerce.ts, never from the entry chunk. Everything here is
 * read-only: the rules refuse the browser any commerce write.
 */
import {
  collection,
  doc,
  getDocs,
  query,
  where,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import { type AppError, withAppError } from '../errors';
import { getDocumentOps, subscribeDocumentOps } from './documents';
import {
  parseGift,
  parseOrder,
  parseSubscription,
  type Gift,
  type Order,
  type Subscription,
} from '@/domain/commerce/schema';

const mapped = withAppError;

/** The order of a checkout session, live: it turns `paid` when the webhook has granted it. */
export function subscribeOrderOps(
  db: Firestore,
  sessionId: string,
  onNext: (order: Order | null) => void,
  onError: (error: AppError) => void,
): Unsubscribe {
  return subscribeDocumentOps(doc(db, 'orders', sessionId), (snapshot) => parseOrder(snapshot.data(), snapshot.id), onNext, onError);
}

const subscriptionRef = (db: Firestore, uid: string) => doc(db, 'subscriptions', uid);

export function getSubscriptionOps(db: Firestore, uid: string): Promise<Subscription | null> {
  return getDocumentOps(subscriptionRef(db, uid), (snapshot) => parseSubscription(snapshot.data(), uid));
}

export function subscribeSubscriptionOps(
  db: Firestore,
  uid: string,
  onNext: (subscription: Subscription | null) => void,
  onError: (error: AppError) => void,
): Unsubscribe {
  return subscribeDocumentOps(subscriptionRef(db, uid), (snapshot) => parseSubscription(snapshot.data(), uid), onNext, onError);
}

/** The gifts `uid` bought, newest first. */
export function listMyGiftsOps(db: Firestore, uid: string): Promise<Gift[]> {
  return mapped(async () => {
    const snapshot = await getDocs(query(collection(db, 'gifts'), where('buyerId', '==', uid)));
    return snapshot.docs
      .map((d) => parseGift(d.data(), d.id))
      .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
  });
}

/** The ids of the itineraries `uid` owns (bought, in a bundle, or a gift). */
export function listOwnedItineraryIdsOps(db: Firestore, uid: string): Promise<string[]> {
  return mapped(async () => {
    const snapshot = await getDocs(query(collection(db, 'entitlements'), where('uid', '==', uid)));
    return snapshot.docs.flatMap((d) => {
      const id: unknown = d.data().itineraryId;
      return typeof id === 'string' ? [id] : [];
    });
  });
}
