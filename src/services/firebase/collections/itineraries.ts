/**
 * The itineraries collection module. For now: the public reads a shared
 * profile needs, through Firestore Lite (getLiteDb), loaded on demand so
 * nothing Firebase lands in the entry chunk.
 */
import { toAppError } from '../errors';
import { getLiteDb } from '../lite';
import type { PublicItinerarySummary } from './itineraries-schema';

export type { PublicItinerarySummary } from './itineraries-schema';

/** A creator's public itineraries, newest first, at most `limit` (1..100), validated. */
export async function listPublicItinerariesByCreator(uid: string, limit: number): Promise<PublicItinerarySummary[]> {
  const [db, ops] = await Promise.all([getLiteDb(), import('./itineraries-public-ops')]).catch((error: unknown) => {
    throw toAppError(error);
  });
  return ops.listPublicItinerariesByCreatorOps(db, uid, limit);
}
