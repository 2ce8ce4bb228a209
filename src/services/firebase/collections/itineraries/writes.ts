/**
 * Writes of an itinerary and its items. Every write follows
 * docs/data-model.md's write recipes (what firestore.rules accepts) and is
 * checked before it is queued, so a write the rules would refuse is refused
 * here, with a sentence, even offline.
 *
 * Writes and the network: the SDK applies a write to the local cache at once
 * (every subscription sees it, with hasPendingWrites) and resolves its promise
 * only when the server acknowledges it. Verbs that return nothing return that
 * acknowledgement; the UI must not wait for it. Verbs that return an id
 * (create, clone, invite) resolve when the server acknowledges or after
 * WRITE_GRACE_MS, whichever comes first: offline, the write stays queued
 * (it survives a reload) and syncs when the connection returns.
 */
import { TRAVEL_MODES, type TravelMode } from '@/domain/days/travel';
import {
  FieldPath,
  collection,
  deleteField,
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { AppError, toAppError, withAppError } from '../../errors';
import type { Booking } from '@/domain/itineraries/types';
import {
  bookingToStored,
  checkItem,
  checkItemFields,
  checkItineraryPatch,
  checkMove,
  itemFieldsToStored,
  itemToStored,
  newItineraryToStored,
  isLegKey,
  patchToStored,
  type ItemUpdate,
  type ItineraryPatch,
  type NewItineraryInput,
  type PlanItem,
} from '@/domain/itineraries/schema';
import { bookingRef, itemRef, itineraryRef } from './refs';

/** A batch holds at most 500 writes. */
export const MAX_BATCH_WRITES = 500;
/** How long create, clone and invite wait for the server before handing back their id anyway. */
export const WRITE_GRACE_MS = 2000;

/**
 * Waits for a write's acknowledgement, at most `graceMs`. A refusal within
 * that time is thrown (as an AppError); after it, the write stays queued and
 * a later refusal is only reported on the console (the subscriptions show
 * the server's state again).
 */
export async function acknowledgedOrQueued(write: Promise<unknown>, graceMs = WRITE_GRACE_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const queued = new Promise<'queued'>((resolve) => {
    timer = setTimeout(() => resolve('queued'), graceMs);
  });
  try {
    const outcome = await Promise.race([write.then(() => 'acknowledged' as const), queued]);
    if (outcome === 'queued') {
      write.catch((error: unknown) => console.warn('A queued itinerary write was refused:', toAppError(error).message));
    }
  } catch (error) {
    throw toAppError(error);
  } finally {
    clearTimeout(timer);
  }
}

export function stampedItem(item: PlanItem): DocumentData {
  checkItem(item);
  return { ...itemToStored(item), updatedAt: serverTimestamp() };
}

/** One write to a batch. */
type Write = (batch: WriteBatch) => void;

/**
 * An item's booking, written to its own document (docs/bookings.md): set, or
 * deleted when the item has none. It goes in the same batch as its item (the
 * rules want the item there).
 */
function bookingWrite(db: Firestore, itineraryId: string, itemId: string, booking: Booking | null): Write {
  const ref = bookingRef(db, itineraryId, itemId);
  if (!booking) return (batch) => batch.delete(ref);
  const data = { ...bookingToStored(booking), updatedAt: serverTimestamp() };
  return (batch) => batch.set(ref, data);
}

/** The writes of an update: the item's changed fields, and its booking when the update names it. */
function updateWrites(db: Firestore, itineraryId: string, update: ItemUpdate): Write[] {
  const writes: Write[] = [];
  const data = stampedFields(update);
  if (data) writes.push((batch) => batch.update(itemRef(db, itineraryId, update.id), data));
  if (update.fields.booking !== undefined) writes.push(bookingWrite(db, itineraryId, update.id, update.fields.booking));
  return writes;
}

/** The changed fields of an item as field paths, checked, with updatedAt; null when nothing changes. */
function stampedFields(update: ItemUpdate): DocumentData | null {
  checkItemFields(update.fields, update.id);
  const fields = itemFieldsToStored(update.fields);
  if (Object.keys(fields).length === 0) return null;
  return { ...fields, updatedAt: serverTimestamp() };
}

/** A new private itinerary of `uid`, no collaborators; resolves with its id. */
export async function createItineraryOps(db: Firestore, uid: string, input: NewItineraryInput): Promise<string> {
  const fields = newItineraryToStored(uid, input);
  const ref = doc(collection(db, 'itineraries'));
  await acknowledgedOrQueued(setDoc(ref, { ...fields, createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
  return ref.id;
}

/** Changes content fields (and, for the creator, `public`); stamps updatedAt. */
export function updateItineraryOps(db: Firestore, id: string, patch: ItineraryPatch): Promise<void> {
  checkItineraryPatch(patch);
  return withAppError(() => updateDoc(itineraryRef(db, id), { ...patchToStored(patch), updatedAt: serverTimestamp() }));
}

/**
 * The means chosen for one leg (`fromId>toId`), or null to go back to the
 * default: one field of the trip's `legModes` map, so companions choosing for
 * other legs at the same time keep their choices.
 */
export function chooseLegModeOps(db: Firestore, id: string, key: string, mode: TravelMode | null): Promise<void> {
  if (!isLegKey(key)) return Promise.reject(new AppError('invalid', 'This leg cannot be stored.'));
  if (mode !== null && !(TRAVEL_MODES as readonly string[]).includes(mode)) return Promise.reject(new AppError('invalid', 'Pick walking, public transport, driving or cycling.'));
  return withAppError(() => updateDoc(itineraryRef(db, id), new FieldPath('legModes', key), mode ?? deleteField(), 'updatedAt', serverTimestamp()));
}

/**
 * Changes only the given fields of an item (one updateDoc with those field
 * paths): a companion's change to any other field of the same item stays.
 * The item must exist.
 */
export function updateItemOps(db: Firestore, itineraryId: string, update: ItemUpdate): Promise<void> {
  const writes = updateWrites(db, itineraryId, update);
  if (writes.length === 0) return Promise.resolve();
  return withAppError(async () => {
    await commitInBatches(db, [writes]);
  });
}

/**
 * Creates or replaces one item: one write, and one more for its booking when
 * it has one. Editing an existing item goes through updateItemOps.
 */
export function saveItemOps(db: Firestore, itineraryId: string, item: PlanItem): Promise<void> {
  const data = stampedItem(item);
  if (!item.booking) return withAppError(() => setDoc(itemRef(db, itineraryId, item.id), data));
  const writes: Write[] = [(batch) => batch.set(itemRef(db, itineraryId, item.id), data), bookingWrite(db, itineraryId, item.id, item.booking)];
  return withAppError(async () => {
    await commitInBatches(db, [writes]);
  });
}

/** Moves an item to a day (null: the ideas) at a fractional position: exactly one write. */
export function moveItemOps(db: Firestore, itineraryId: string, itemId: string, day: number | null, order: string): Promise<void> {
  checkMove(day, order);
  return withAppError(() => updateDoc(itemRef(db, itineraryId, itemId), { day, order, updatedAt: serverTimestamp() }));
}

/** Deletes an item and its booking, if any, in one batch. */
export function deleteItemOps(db: Firestore, itineraryId: string, itemId: string): Promise<void> {
  return withAppError(async () => {
    await commitInBatches(db, [[(batch) => batch.delete(itemRef(db, itineraryId, itemId)), bookingWrite(db, itineraryId, itemId, null)]]);
  });
}

/**
 * Fills batches of at most MAX_BATCH_WRITES writes, in order, and commits them
 * in order. Writes given as a group (an item and its booking) go in one batch.
 */
export function commitInBatches(db: Firestore, writes: readonly (Write | readonly Write[])[]): Promise<void[]> {
  const commits: Promise<void>[] = [];
  let batch = writeBatch(db);
  let size = 0;
  for (const entry of writes) {
    const group = typeof entry === 'function' ? [entry] : entry;
    if (size > 0 && size + group.length > MAX_BATCH_WRITES) {
      commits.push(batch.commit());
      batch = writeBatch(db);
      size = 0;
    }
    for (const write of group) write(batch);
    size += group.length;
  }
  if (size > 0) commits.push(batch.commit());
  return Promise.all(commits);
}

/**
 * Several item changes (undo, date changes, the assistant's plan) in batches
 * of at most 500 writes; the itinerary's patch, if any, is the first write.
 * `upsert` writes whole items (new ones, or ones brought back); `update`
 * writes only the given fields of existing items.
 */
export function applyItemChangesOps(
  db: Firestore,
  itineraryId: string,
  change: { upsert?: PlanItem[]; update?: ItemUpdate[]; remove?: string[]; itinerary?: ItineraryPatch },
): Promise<void> {
  const writes: (Write | Write[])[] = [];
  if (change.itinerary && Object.keys(change.itinerary).length > 0) {
    checkItineraryPatch(change.itinerary);
    const fields = { ...patchToStored(change.itinerary), updatedAt: serverTimestamp() };
    writes.push((batch) => batch.update(itineraryRef(db, itineraryId), fields));
  }
  for (const item of change.upsert ?? []) {
    const data = stampedItem(item);
    const setItem: Write = (batch) => batch.set(itemRef(db, itineraryId, item.id), data);
    // An item that names its booking writes it too (an item brought back by Undo takes back its booking).
    writes.push(item.booking !== undefined ? [setItem, bookingWrite(db, itineraryId, item.id, item.booking)] : setItem);
  }
  for (const update of change.update ?? []) {
    const group = updateWrites(db, itineraryId, update);
    if (group.length > 0) writes.push(group);
  }
  for (const itemId of change.remove ?? []) {
    writes.push([(batch) => batch.delete(itemRef(db, itineraryId, itemId)), bookingWrite(db, itineraryId, itemId, null)]);
  }
  if (writes.length === 0) return Promise.resolve();
  return withAppError(async () => {
    await commitInBatches(db, writes);
  });
}
