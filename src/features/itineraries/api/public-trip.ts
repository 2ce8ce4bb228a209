/**
 * A shared trip's first read as a TanStack query: the screen's own data, so
 * the app's services (Firestore, Storage, analytics) wait until it has
 * arrived instead of competing with it (see queriesSettled in app/provider).
 * Small and SDK-free (REST reads): it sits in the trip screen's first chunk.
 */
import { queryOptions } from '@tanstack/react-query';
import { afterNextPaint } from '@/lib/after-paint';
import {
  prefetchPublicTrip,
  readPublicItems,
  readPublicItinerary,
  readPublicProfile,
  stageDatabase,
} from '@/services/firebase/collections/itineraries/public-reads';

export type { PublicTrip } from '@/services/firebase/collections/itineraries/public-reads';

/**
 * Starts a shared trip's public reads before the screen's code has loaded (the route's loader calls
 * it); the queries below pick up the answers. SDK-free, like the rest of this module.
 */
export function startPublicTripReads(id: string): void {
  prefetchPublicTrip(id);
}

export const publicTripKeys = {
  all: ['trips', 'public'] as const,
  trip: (id: string) => [...publicTripKeys.all, 'trip', id] as const,
  items: (id: string) => [...publicTripKeys.all, 'items', id] as const,
  creator: (uid: string) => [...publicTripKeys.all, 'creator', uid] as const,
};

const isAppErrorKind = (error: unknown, kind: string) =>
  typeof error === 'object' && error !== null && 'kind' in error && error.kind === kind;

const retry = (count: number, error: unknown) => count < 1 && isAppErrorKind(error, 'unavailable');

/**
 * The itinerary document as anyone may read it (null: no such trip). Its own
 * query, so the header paints as soon as it arrives, before the plan. Refusals
 * are final, not retried.
 */
export function publicTripQueryOptions(id: string) {
  return queryOptions({
    queryKey: publicTripKeys.trip(id),
    // The requests themselves started at once (startPublicTripReads); the code reading them waits for the first paint.
    queryFn: () => afterNextPaint().then(() => readPublicItinerary(stageDatabase(), id)),
    retry,
    // A refusal stays a refusal when the view mounts (the screen mounts it after this answer); Try again refetches.
    retryOnMount: false,
    staleTime: 30_000,
  });
}

/** The plan as anyone may read it; null when it is not readable by everyone. */
export function publicItemsQueryOptions(id: string) {
  return queryOptions({
    queryKey: publicTripKeys.items(id),
    queryFn: () => afterNextPaint().then(() => readPublicItems(stageDatabase(), id)),
    retry,
    retryOnMount: false,
    staleTime: 30_000,
  });
}

/** The creator's public profile by uid. */
export function creatorQueryOptions(uid: string) {
  return queryOptions({
    queryKey: publicTripKeys.creator(uid),
    queryFn: () => readPublicProfile(stageDatabase(), uid),
    staleTime: 60_000,
  });
}
