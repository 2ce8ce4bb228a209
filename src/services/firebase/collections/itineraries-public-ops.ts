/**
 * Public one-shot itinerary reads through Firestore Lite, taking the instance
 * as a parameter (the app passes getLiteDb(); Node tests pass their own).
 */
import {
  collection,
  limit,
  orderBy,
  query,
  getDocs,
  where,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  type PartialWithFieldValue,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { toAppError } from '../errors';
import { parseItinerarySummary, type PublicItinerarySummary } from './itineraries-schema';

/** Summaries are read-only: there is nothing to write back. */
export const itinerarySummaryConverter: FirestoreDataConverter<PublicItinerarySummary> = {
  toFirestore(summary: PartialWithFieldValue<PublicItinerarySummary>): DocumentData {
    const { id: _id, createdAt: _createdAt, ...fields } = summary;
    return fields;
  },
  fromFirestore(snapshot: QueryDocumentSnapshot): PublicItinerarySummary {
    return parseItinerarySummary(snapshot.data(), snapshot.ref.path, snapshot.id);
  },
};

/** Firestore caps a query's limit far higher; a page of a profile never needs more. */
export const MAX_PUBLIC_ITINERARIES = 100;

/**
 * A creator's public itineraries, newest first. `public == true` is in the
 * query so the rules can prove every result readable by anyone; it uses the
 * composite index itineraries (creatorId, public, createdAt desc).
 */
export async function listPublicItinerariesByCreatorOps(
  db: Firestore,
  uid: string,
  max: number,
): Promise<PublicItinerarySummary[]> {
  const count = Math.min(MAX_PUBLIC_ITINERARIES, Math.max(1, Math.floor(Number.isFinite(max) ? max : 1)));
  if (uid === '' || uid.includes('/')) return [];
  try {
    const snapshot = await getDocs(
      query(
        collection(db, 'itineraries').withConverter(itinerarySummaryConverter),
        where('creatorId', '==', uid),
        where('public', '==', true),
        orderBy('createdAt', 'desc'),
        limit(count),
      ),
    );
    return snapshot.docs.map((d) => d.data());
  } catch (error) {
    throw toAppError(error);
  }
}
