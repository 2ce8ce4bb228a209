/** A private copy of an itinerary, and the creator's delete of one. */
import { withoutBookings } from '@/domain/itineraries/booking';
import { collection, doc, getDocs, serverTimestamp, type DocumentReference, type Firestore, type WriteBatch } from 'firebase/firestore';
import { AppError, toAppError, withAppError } from '../../errors';
import { cloneToStored, type ItineraryDoc, type PlanItem } from '@/domain/itineraries/schema';
import { getItineraryOps, listItemsOps } from './reads';
import { acknowledgedOrQueued, commitInBatches, stampedItem } from './writes';
import { bookingsCol, itemRef, itemsCol, itineraryRef } from './refs';

const CANNOT_CLONE = 'You cannot copy this itinerary: it is private, or its plan is not free to copy.';

/**
 * A copy of `sourceId` owned by `uid`: private, no collaborators, not paid,
 * `clonedFrom` the source, every item copied with its id (alternatives keep
 * pointing at their slot). The first batch holds the itinerary and up to 499
 * items, each later batch up to 500 items. The original is only read.
 */
export async function cloneItineraryOps(db: Firestore, sourceId: string, uid: string): Promise<string> {
  const denied = (error: unknown) => {
    const appError = toAppError(error);
    return appError.kind === 'permission-denied' ? new AppError('permission-denied', CANNOT_CLONE, appError.code) : appError;
  };
  let source: ItineraryDoc | null;
  let items: PlanItem[];
  try {
    source = await getItineraryOps(db, sourceId);
    if (!source) throw new AppError('not-found', 'This itinerary no longer exists, so it cannot be copied.');
    items = await listItemsOps(db, sourceId);
  } catch (error) {
    throw denied(error);
  }
  const ref = doc(collection(db, 'itineraries'));
  const fields = { ...cloneToStored(source, uid), createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
  const writes: ((batch: WriteBatch) => void)[] = [(batch) => batch.set(ref, fields)];
  // A copy is a plan of its own: what the original's people booked stays theirs.
  for (const item of withoutBookings(items)) {
    const data = stampedItem(item);
    writes.push((batch) => batch.set(itemRef(db, ref.id, item.id), data));
  }
  try {
    await acknowledgedOrQueued(commitInBatches(db, writes));
  } catch (error) {
    throw denied(error);
  }
  return ref.id;
}

/**
 * Deletes an itinerary (the creator): its items, bookings and acceptances in batches of
 * 500, the document itself as the last write of the last batch. The rules
 * check item deletes against the itinerary as it was before the batch.
 */
export function deleteItineraryOps(db: Firestore, id: string): Promise<void> {
  return withAppError(async () => {
    const [items, bookings, acceptances] = await Promise.all([
      getDocs(itemsCol(db, id)),
      getDocs(bookingsCol(db, id)),
      getDocs(collection(db, 'itineraries', id, 'acceptances')),
    ]);
    const refs: DocumentReference[] = [...items.docs, ...bookings.docs, ...acceptances.docs].map((d) => d.ref);
    const writes: ((batch: WriteBatch) => void)[] = refs.map((ref) => (batch) => batch.delete(ref));
    writes.push((batch) => batch.delete(itineraryRef(db, id)));
    await acknowledgedOrQueued(commitInBatches(db, writes));
  });
}
