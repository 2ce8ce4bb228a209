/**
 * The itineraries collection module. For now: the public reads a shared
 * profile needs, over the REST API (no SDK download), loaded on demand so
 * nothing Firebase lands in the entry chunk.
 */
import { stageDatabase } from '../rest';
import { listPublicItinerariesByCreatorRest } from './public-reads';
import type { PublicItinerarySummary } from './itineraries-schema';

export type { PublicItinerarySummary } from './itineraries-schema';

/** A creator's public itineraries, newest first, at most `limit` (1..100), validated. */
export async function listPublicItinerariesByCreator(uid: string, limit: number): Promise<PublicItinerarySummary[]> {
  return listPublicItinerariesByCreatorRest(stageDatabase(), uid, limit);
}
