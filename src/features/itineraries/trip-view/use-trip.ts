import { useQuery } from '@tanstack/react-query';
import { AppError } from '@/domain/app-error';
import type { PublicTrip } from '../api/public-trip';
import type { Profile } from '@/domain/users/schema';
import { useItineraryLive, type ItineraryLive } from '../api/use-itinerary-live';
import { itineraryAccess } from '@/domain/itineraries/access';
import type { DamagedItem, DamagedItinerary, ItineraryAccess, ItineraryDoc, PlanItem } from '@/domain/itineraries/types';
import { creatorQueryOptions, publicItemsQueryOptions, publicTripQueryOptions } from '../api/public-trip';

/** Who is looking: until Auth has loaded, the status is 'loading'. */
export interface TripViewer {
  status: 'loading' | 'ready';
  uid: string | null;
}

/** What the trip screen can show. */
export type TripLoad =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'private' }
  | { status: 'error'; message: string }
  /** The stored document fails validation: say so, and what can still be done; `live` recovers once it is repaired. */
  | { status: 'damaged'; damaged: DamagedItinerary; live: boolean }
  | {
      status: 'ready';
      itinerary: ItineraryDoc;
      /** null when the viewer may see the document but not the plan (a paid itinerary's preview). */
      items: PlanItem[] | null;
      /** Items that fail validation: shown in their day as damaged. */
      damagedItems?: DamagedItem[];
      /** What the viewer may do with it (display only: the rules decide). */
      access: ItineraryAccess;
      /** True once the live subscription feeds the screen (changes appear as they happen). */
      live: boolean;
      /** The plan is still on its way (the header shows already). */
      itemsPending?: boolean;
    };

type RestState =
  | { kind: 'pending' }
  | { kind: 'done'; trip: PublicTrip | DamagedItinerary | null; itemsPending?: boolean }
  | { kind: 'failed'; error: AppError };

/** A failure as the screen says it: an AppError as it is, anything else as the trip not loading (the network). */
function asAppError(error: unknown): AppError {
  return error instanceof AppError ? error : new AppError('unavailable', 'The trip could not be loaded. Check your connection and try again.');
}

/**
 * Combines the first read (REST, anyone) and the live subscription (signed in; null while it is not
 * asked for) into one state. The access flags are the store's for a live trip, and decided here from
 * the document for the first read.
 */
export function combineTrip(rest: RestState, live: ItineraryLive | null, viewer: TripViewer): TripLoad {
  const signedIn = viewer.uid !== null;
  const waitingForLive = viewer.status === 'loading' || (signedIn && (live === null || live.status === 'loading'));
  const liveError = live?.status === 'error' ? live.error : null;
  if (live?.status === 'ready') {
    const { itinerary, items, damaged, damagedItems } = live.data;
    if (itinerary) return { status: 'ready', itinerary, items, damagedItems: damagedItems ?? [], access: live.access, live: true };
    if (damaged) return { status: 'damaged', damaged, live: true };
  }
  if (liveError?.kind === 'permission-denied') return { status: 'private' };
  if (liveError?.kind === 'not-found') return { status: 'not-found' };
  if (rest.kind === 'done') {
    const { trip } = rest;
    if (trip && 'damaged' in trip) return { status: 'damaged', damaged: trip, live: false };
    if (trip) {
      const { itinerary, items, damagedItems } = trip;
      const access = itineraryAccess(itinerary, viewer.uid);
      return { status: 'ready', itinerary, items, damagedItems, access, live: false, itemsPending: rest.itemsPending === true };
    }
    // No public trip by that id: a private one (perhaps the viewer's own) or none. A signed-in viewer's live read decides.
    if (waitingForLive) return { status: 'loading' };
    if (liveError) return { status: 'error', message: liveError.message };
    return { status: 'private' };
  }
  if (rest.kind === 'failed') {
    if (waitingForLive) return { status: 'loading' };
    if (rest.error.kind === 'permission-denied') return { status: 'private' };
    if (liveError) return { status: 'error', message: liveError.message };
    return { status: 'error', message: rest.error.message };
  }
  if (liveError && !waitingForLive) return { status: 'error', message: liveError.message };
  return { status: 'loading' };
}

/**
 * A trip for /trip/{id}: read over REST as the screen paints (no SDK), then,
 * for a signed-in viewer, live through the itinerary subscription, so
 * changes by others appear within a second.
 */
export function useTrip(id: string, viewer: TripViewer): { load: TripLoad; retry: () => void } {
  // The requests started as the screen first rendered (the route calls startPublicTripReads); these read their answers.
  const query = useQuery(publicTripQueryOptions(id));
  const itemsQuery = useQuery(publicItemsQueryOptions(id));
  const rest: RestState = query.isSuccess
    ? {
        kind: 'done',
        trip:
          query.data && !('damaged' in query.data)
            ? { itinerary: query.data, items: itemsQuery.data?.items ?? null, damagedItems: itemsQuery.data?.damaged ?? [] }
            : query.data,
        itemsPending: itemsQuery.isPending,
      }
    : query.isError
      ? { kind: 'failed', error: asAppError(query.error) }
      : { kind: 'pending' };

  // Signed in: the live subscription (which also fills the ItineraryDetails store). Signed out: REST only.
  const uid = viewer.status === 'ready' ? viewer.uid : null;
  const live = useItineraryLive(uid ? id : undefined, uid);

  return {
    load: combineTrip(rest, uid === null ? null : live, viewer),
    retry: () => {
      void query.refetch();
      void itemsQuery.refetch();
    },
  };
}

/** The creator's public profile (name, photo, username), read over REST; null until it arrives. */
export function useCreatorProfile(creatorId: string | null): Profile | null {
  const query = useQuery({ ...creatorQueryOptions(creatorId ?? ''), enabled: creatorId !== null });
  return creatorId !== null && query.data ? query.data : null;
}
