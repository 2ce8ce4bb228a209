/**
 * A paid itinerary's preview for someone who has not bought it: the first
 * days in full (previewDaysOf: two, and never the whole trip), the rest as an outline without place names
 * (how many stops of which kind each day). The hidden items never leave the
 * server for them; the rules refuse them every direct read.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { itineraryAccess } from '@/domain/itineraries/access';
import type { PlanItem } from '@/domain/itineraries/types';
import { parseItinerary, parsePlan } from '@/domain/itineraries/schema';
import { logger } from 'firebase-functions/v2';
import { checkStored } from '../stored';
import { previewDaysOf } from './model';

export interface OutlineDay {
  day: number;
  stops: number;
  /** How many items of each type (attraction, restaurant, stay...). */
  kinds: Record<string, number>;
}

export interface ItineraryPreview {
  itineraryId: string;
  previewDays: number;
  totalDays: number;
  /** The items of days 1..previewDays, checked against the item schema (a damaged one is left out and logged). */
  items: PlanItem[];
  outline: OutlineDay[];
  /** Unscheduled ideas, counted only. */
  hiddenIdeas: number;
}

export async function buildPreview(db: Firestore, itineraryId: string, uid: string | null): Promise<ItineraryPreview> {
  const stored = await db.doc(`itineraries/${itineraryId}`).get();
  const path = stored.ref.path;
  const itinerary = stored.exists ? checkStored(path, () => parseItinerary(stored.data(), path, itineraryId)) : null;
  // Who may see the document: the same decision as the rules' canReadItinerary.
  if (!itinerary || !itineraryAccess(itinerary, uid).isUserCanAccess) throw new HttpsError('not-found', 'This trip does not exist or is private.');
  if (!itinerary.isPaidItinerary) throw new HttpsError('failed-precondition', 'This trip is free: its whole plan is open.');
  const snapshot = await db.collection(`itineraries/${itineraryId}/items`).get();
  const totalDays = itinerary.days;
  const previewDays = previewDaysOf(totalDays);
  const outline = new Map<number, OutlineDay>();
  const items: PlanItem[] = [];
  // Every item is read through the item schema; a damaged one is neither shown nor counted.
  const plan = parsePlan(
    snapshot.docs.map((doc) => ({ id: doc.id, path: doc.ref.path, data: doc.data() })),
    (message) => logger.warn('A damaged item is left out of a paid preview', { itineraryId, message }),
  );
  let hiddenIdeas = 0;
  for (const item of plan.items) {
    const day = item.day;
    if (day !== null && day >= 1 && day <= previewDays) {
      items.push(item);
    } else if (day === null || day > totalDays) {
      hiddenIdeas += 1;
    } else {
      const entry = outline.get(day) ?? { day, stops: 0, kinds: {} };
      entry.stops += 1;
      entry.kinds[item.type] = (entry.kinds[item.type] ?? 0) + 1;
      outline.set(day, entry);
    }
  }
  for (let day = previewDays + 1; day <= totalDays; day += 1) {
    if (!outline.has(day)) outline.set(day, { day, stops: 0, kinds: {} });
  }
  return {
    itineraryId,
    previewDays,
    totalDays,
    items,
    outline: [...outline.values()].sort((a, b) => a.day - b.day),
    hiddenIdeas,
  };
}
