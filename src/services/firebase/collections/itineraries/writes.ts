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
  deleteDoc,
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
import {
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
import { itemRef, itineraryRef } from './refs';

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
  const data = stampedFields(update);
  if (!data) return Promise.resolve();
  return withAppError(() => updateDoc(itemRef(db, itineraryId, update.id), data));
}

/** Creates or replaces one item: one write. Editing an existing item goes through updateItemOps. */
export function saveItemOps(db: Firestore, itineraryId: string, item: PlanItem): Promise<void> {
  const data = stampedItem(item);
  return withAppError(() => setDoc(itemRef(db, itineraryId, item.id), data));
}

/** Moves an item to a day (null: the ideas) at a fractional position: exactly one write. */
export function moveItemOps(db: Firestore, itineraryId: string, itemId: string, day: number | null, order: string): Promise<void> {
  checkMove(day, order);
  return withAppError(() => updateDoc(itemRef(db, itineraryId, itemId), { day, order, updatedAt: serverTimestamp() }));
}

export function deleteItemOps(db: Firestore, itineraryId: string, itemId: string): Promise<void> {
  return withAppError(() => deleteDoc(itemRef(db, itineraryId, itemId)));
}

/** Fills batches of at most MAX_BATCH_WRITES writes, in order, and commits them in order. */
export function commitInBatches(db: Firestore, writes: readonly ((batch: WriteBatch) => void)[]): Promise<void[]> {
  const commits: Promise<void>[] = [];
  for (let start = 0; start < writes.length; start += MAX_BATCH_WRITES) {
    const batch = writeBatch(db);
    for (const write of writes.slice(start, start + MAX_BATCH_WRITES)) write(batch);
    commits.push(batch.commit());
  }
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
  const writes: ((batch: WriteBatch) => void)[] = [];
  if (change.itinerary && Object.keys(change.itinerary).length > 0) {
    checkItineraryPatch(change.itinerary);
    const fields = { ...patchToStored(change.itinerary), updatedAt: serverTimestamp() };
    writes.push((batch) => batch.update(itineraryRef(db, itineraryId), fields));
  }
  for (const item of change.upsert ?? []) {
    const data = stampedItem(item);
    writes.push((batch) => batch.set(itemRef(db, itineraryId, item.id), data));
  }
  for (const update of change.update ?? []) {
    const data = stampedFields(update);
    if (data) writes.push((batch) => batch.update(itemRef(db, itineraryId, update.id), data));
  }
  for (const itemId of change.remove ?? []) {
    writes.push((batch) => batch.delete(itemRef(db, itineraryId, itemId)));
  }
  if (writes.length === 0) return Promise.resolve();
  return withAppError(async () => {
    await commitInBatches(db, writes);
  });
}
