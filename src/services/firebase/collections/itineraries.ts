/**
 * The itineraries collection module. For now: the public reads a shared
 * profile needs, over the REST API (no SDK download), loaded on demand so
 * nothing Firebase lands in the entry chunk.
 */
import { toAppError } from '../errors';
import type { PublicItinerarySummary } from './itineraries-schema';

export type { PublicItinerarySummary } from './itineraries-schema';

/** A creator's public itineraries, newest first, at most `limit` (1..100), validated. */
export async function listPublicItinerariesByCreator(uid: string, limit: number): Promise<PublicItinerarySummary[]> {
  const [{ stageDatabase }, reads] = await Promise.all([import('../rest'), import('./public-reads')]).catch(
    (error: unknown) => {
      throw toAppError(error);
    },
  );
  return reads.listPublicItinerariesByCreatorRest(stageDatabase(), uid, limit);
}
