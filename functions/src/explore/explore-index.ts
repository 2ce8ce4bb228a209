/**
 * Explore's index: one document per itinerary in `exploreItineraries/{id}`,
 * written only by this Cloud Function (the rules refuse browsers), holding
 * what an Explore card shows and what Explore searches and sorts by:
 * - the card: title, a short description, destinations, days, period, cover,
 *   creator, geocode, paid flag, `public`, `createdAt`;
 * - `searchKeys`: destination and interest keys (src/domain/explore/search-keys.ts);
 * - `cloneCount`: 0 from the start, plus one for every person who cloned it
 *   (people, not copies: cloning the same trip again does not count twice).
 * Kept apart from the itinerary so nobody's itinerary writes, rules or
 * listeners change. A clone is counted once even when the trigger runs
 * twice: the count, a marker `exploreItineraries/{source}/clones/{cloneId}`
 * and a marker per person `exploreItineraries/{source}/cloners/{uid}` are
 * written in one transaction; the count moves only when the person's marker
 * is new.
 * See docs/discovery.md.
 */
import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { AppError } from '@/domain/app-error';
import { searchKeysOf } from '@/domain/explore/search-keys';
import { parseItinerary } from '@/domain/itineraries/schema';

export const EXPLORE_COLLECTION = 'exploreItineraries';
const DESCRIPTION_MAX = 280;

const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);

/** The index document's fields for one itinerary (without cloneCount). */
export function exploreEntry(data: DocumentData): Record<string, unknown> {
  const description = str(data.description);
  return {
    title: str(data.title),
    description: description.length > DESCRIPTION_MAX ? `${description.slice(0, DESCRIPTION_MAX - 1)}…` : description,
    destinations: Array.isArray(data.destinations) ? data.destinations.filter((d) => typeof d === 'string').slice(0, 20) : [],
    days: Number.isInteger(data.days) ? data.days : 0,
    period: data.period ?? null,
    itineraryImageSrc: data.itineraryImageSrc ?? null,
    isPaidItinerary: data.isPaidItinerary === true,
    creatorId: str(data.creatorId),
    geocode: data.geocode ?? null,
    public: data.public === true,
    createdAt: data.createdAt ?? null,
    searchKeys: searchKeysOf(data),
  };
}

/** Equal stored values (timestamps by time, maps and lists by content). */
function sameValue(a: unknown, b: unknown): boolean {
  const plain = (v: unknown) =>
    v !== null && typeof v === 'object' && typeof (v as { toMillis?: unknown }).toMillis === 'function'
      ? (v as { toMillis(): number }).toMillis()
      : v;
  return JSON.stringify(plain(a)) === JSON.stringify(plain(b));
}

/** Whether the index entry must be written again after this change. */
export function entryChanged(before: DocumentData | undefined, after: DocumentData): boolean {
  if (!before) return true;
  return JSON.stringify(exploreEntry(before)) !== JSON.stringify(exploreEntry(after));
}

/** A uid usable as a document id (Firestore refuses '/', '.', '..' and __x__). */
function isDocumentId(id: string): boolean {
  return id !== '' && id !== '.' && id !== '..' && !id.includes('/') && !/^__.*__$/.test(id) && id.length <= 1500;
}

/**
 * Records the clone `cloneId` made by `clonerId` on its source's entry, once,
 * and counts its person once: true when the count went up (a first clone by
 * this person).
 */
export async function countClone(db: Firestore, sourceId: string, cloneId: string, clonerId: string): Promise<boolean> {
  const source = db.doc(`itineraries/${sourceId}`);
  const entry = db.doc(`${EXPLORE_COLLECTION}/${sourceId}`);
  const marker = entry.collection('clones').doc(cloneId);
  const person = isDocumentId(clonerId) ? entry.collection('cloners').doc(clonerId) : null;
  return db.runTransaction(async (tx) => {
    const [sourceSnap, markerSnap, personSnap] = await Promise.all([
      tx.get(source),
      tx.get(marker),
      person ? tx.get(person) : Promise.resolve(null),
    ]);
    if (!sourceSnap.exists || markerSnap.exists) return false;
    tx.set(marker, { countedAt: FieldValue.serverTimestamp(), clonerId });
    if (!person || personSnap?.exists) return false;
    tx.set(person, { firstCloneId: cloneId, countedAt: FieldValue.serverTimestamp() });
    tx.set(entry, { cloneCount: FieldValue.increment(1) }, { merge: true });
    return true;
  });
}

/** One write of itineraries/{id}: keeps its Explore entry and counts a new clone. */
export async function onItineraryWritten(
  db: Firestore,
  id: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<void> {
  const entry = db.doc(`${EXPLORE_COLLECTION}/${id}`);
  if (!after) {
    await db.recursiveDelete(entry);
    return;
  }
  // The itinerary is read through the app's schema: a malformed one leaves its entry as it was.
  try {
    parseItinerary(after, `itineraries/${id}`, id);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    logger.error('Malformed stored document: its Explore entry is left as it was', { path: `itineraries/${id}`, error: error.message });
    return;
  }
  if (entryChanged(before, after)) {
    const fields = exploreEntry(after);
    // A new itinerary whose entry is already right (the demo seed writes both) costs one read, no write.
    const current = before ? undefined : (await entry.get()).data();
    const same = current !== undefined && Object.entries(fields).every(([key, value]) => sameValue(current[key], value));
    // increment(0) makes a new entry's count 0 and leaves an existing count alone.
    if (!same) await entry.set({ ...fields, cloneCount: FieldValue.increment(0) }, { merge: true });
  }
  const clonedFrom: unknown = after.clonedFrom;
  if (!before && typeof clonedFrom === 'string' && clonedFrom !== id) {
    await countClone(db, clonedFrom, id, str(after.creatorId));
  }
}
