/**
 * One-shot reads of an itinerary and its plan, the purchase check the rules'
 * hasBoughtPlan makes, and the readers of a listened plan's and its bookings' snapshots.
 */
import {
  collection,
  getDoc,
  getDocs,
  limit,
  query,
  where,
  type Firestore,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import { withAppError } from '../../errors';
import { parseBooking, parsePlan, type DamagedItem, type ParsedPlan, type ItineraryDoc, type PlanItem } from '@/domain/itineraries/schema';
import type { Booking } from '@/domain/itineraries/types';
import { getSubscriptionOps } from '../commerce-ops';
import { isSubscriptionActive } from '@/domain/commerce/schema';
import { isValidDocumentId } from '@/lib/document-id';
import { planQuery, typedItineraryRef } from './refs';

export function itemDocs(docs: readonly QueryDocumentSnapshot[]): ParsedPlan {
  return parsePlan(docs.map((d) => ({ id: d.id, path: d.ref.path, data: d.data({ serverTimestamps: 'estimate' }) })));
}

type ReadItem = { item: PlanItem; damaged?: undefined } | { damaged: DamagedItem; item?: undefined };

/**
 * Reads a listened plan's snapshots, parsing only the documents that changed since the previous
 * one: a snapshot that only moves metadata (a write confirmed) parses nothing, one that changes an
 * item parses that item, and every unchanged item keeps its object, so the screens' rows that
 * compare their item skip their work.
 */
export function planReader(): (snapshot: QuerySnapshot) => ParsedPlan {
  let known = new Map<string, ReadItem>();
  return (snapshot) => {
    const changed = new Set(snapshot.docChanges().flatMap((change) => (change.type === 'removed' ? [] : [change.doc.id])));
    const fresh = itemDocs(snapshot.docs.filter((d) => changed.has(d.id) || !known.has(d.id)));
    const read = new Map<string, ReadItem>([
      ...fresh.items.map((item) => [item.id, { item }] as const),
      ...fresh.damaged.map((damaged) => [damaged.id, { damaged }] as const),
    ]);
    const next = new Map<string, ReadItem>();
    const plan: ParsedPlan = { items: [], damaged: [] };
    for (const d of snapshot.docs) {
      const entry = read.get(d.id) ?? known.get(d.id);
      if (!entry) continue;
      next.set(d.id, entry);
      if (entry.item) plan.items.push(entry.item);
      else plan.damaged.push(entry.damaged);
    }
    known = next;
    return plan;
  };
}

/**
 * Reads the trip's bookings listener: each booking by its item's id. A booking
 * that fails validation is left out (its item shows without it, and says
 * nothing it cannot back); an unchanged document keeps its object.
 */
export function bookingsReader(): (snapshot: QuerySnapshot) => ReadonlyMap<string, Booking> {
  let known = new Map<string, Booking>();
  return (snapshot) => {
    const changed = new Set(snapshot.docChanges().flatMap((change) => (change.type === 'removed' ? [] : [change.doc.id])));
    const next = new Map<string, Booking>();
    for (const d of snapshot.docs) {
      const kept = changed.has(d.id) ? undefined : known.get(d.id);
      if (kept) {
        next.set(d.id, kept);
        continue;
      }
      try {
        next.set(d.id, parseBooking(d.data({ serverTimestamps: 'estimate' }), d.ref.path));
      } catch {
        // A damaged booking: not shown.
      }
    }
    known = next;
    return next;
  };
}

export function getItineraryOps(db: Firestore, id: string): Promise<ItineraryDoc | null> {
  if (!isValidDocumentId(id)) return Promise.resolve(null);
  return withAppError(async () => {
    const snapshot = await getDoc(typedItineraryRef(db, id));
    return snapshot.exists() ? snapshot.data() : null;
  });
}

/** The plan, sorted by day (ideas first) then order; malformed items are left out (console.warn). */
export function listItemsOps(db: Firestore, id: string): Promise<PlanItem[]> {
  if (!isValidDocumentId(id)) return Promise.resolve([]);
  return withAppError(async () => itemDocs((await getDocs(planQuery(db, id))).docs).items);
}

/**
 * The rules' hasBoughtPlan, with reads they allow: an entitlement of `uid`
 * for itinerary `id`, or (when it is public) an active subscription.
 */
export async function hasBoughtPlanOps(db: Firestore, id: string, uid: string, isPublic: boolean): Promise<boolean> {
  const owned = await withAppError(() =>
    getDocs(query(collection(db, 'entitlements'), where('uid', '==', uid), where('itineraryId', '==', id), limit(1))),
  );
  if (!owned.empty) return true;
  return isPublic && isSubscriptionActive(await getSubscriptionOps(db, uid));
}
