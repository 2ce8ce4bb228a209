import { useEffect, useMemo, useState } from 'react';
import { AppError } from '@/services/firebase/errors';
import { itineraryDetailsActions } from '@/stores/use-itinerary-details-store';
import { itineraryExtraActions } from '@/stores/use-itinerary-extra-store';
import type { Itinerary, ItineraryItem } from '@/stores/types';
import { itineraryAccess } from '@/domain/itineraries/access';
import type { DamagedItem, DamagedItinerary, ItineraryAccess, ItineraryDoc, ItinerarySnapshot, PlanItem } from '@/domain/itineraries/types';
import { itinerariesApi } from './service';

export type ItineraryLiveStatus = 'loading' | 'ready' | 'missing' | 'denied' | 'damaged' | 'error';

export interface ItineraryLive {
  status: ItineraryLiveStatus;
  error: AppError | null;
  itinerary: ItineraryDoc | null;
  /** Sorted by day (ideas first), then order; null when the plan may not be read (paid) or nothing is open. */
  items: PlanItem[] | null;
  /** Status 'damaged': the stored document fails validation; what could be read of it. The subscription goes on, so a repair shows at once. */
  damaged: DamagedItinerary | null;
  /** Items of the plan that fail validation (not in `items`). */
  damagedItems: DamagedItem[];
  access: ItineraryAccess;
  /** Some of what is shown comes from this device only (offline, or not yet confirmed). */
  fromCache: boolean;
  /** Local edits wait for the server. */
  hasPendingWrites: boolean;
}

/** What this device has no copy of while the connection is down. */
export const NOT_ON_DEVICE =
  'This trip is not saved on this device, and the connection is down. Open it again when you are back online.';

interface LiveState {
  /** The subscription this state belongs to (id and uid). */
  key: string;
  status: Exclude<ItineraryLiveStatus, 'loading'>;
  error: AppError | null;
  itinerary: ItineraryDoc | null;
  items: PlanItem[] | null;
  damaged: DamagedItinerary | null;
  damagedItems: DamagedItem[];
  fromCache: boolean;
  hasPendingWrites: boolean;
}

const NO_DAMAGED_ITEMS: DamagedItem[] = [];

/**
 * The ItineraryDetails store's shape of an opened itinerary. The store's item
 * type is an open record; a PlanItem is one (this is the one cast).
 */
export function toStoreItinerary(itinerary: ItineraryDoc, items: PlanItem[] | null): Itinerary {
  return {
    id: itinerary.id,
    title: itinerary.title,
    description: itinerary.description,
    period: itinerary.period,
    days: itinerary.days,
    context: itinerary.context,
    public: itinerary.public,
    agentId: itinerary.agentId,
    isPaidItinerary: itinerary.isPaidItinerary,
    isManualCreated: itinerary.isManualCreated,
    isNotFirst: itinerary.isNotFirst,
    threadId: itinerary.threadId,
    geocode: itinerary.geocode,
    isLoading: false,
    itineraryItems: (items ?? []) as unknown as ItineraryItem[],
    collaborators: itinerary.collaborators,
    itineraryImageSrc: itinerary.itineraryImageSrc,
    creatorId: itinerary.creatorId,
    clonedFrom: itinerary.clonedFrom,
  };
}

function fromSnapshot(key: string, snapshot: ItinerarySnapshot): LiveState {
  const base = {
    key,
    fromCache: snapshot.fromCache,
    hasPendingWrites: snapshot.hasPendingWrites,
    damaged: null,
    damagedItems: snapshot.damagedItems ?? NO_DAMAGED_ITEMS,
  };
  if (snapshot.itinerary) {
    return { ...base, status: 'ready', error: null, itinerary: snapshot.itinerary, items: snapshot.items };
  }
  if (snapshot.damaged) {
    return { ...base, status: 'damaged', error: null, itinerary: null, items: null, damaged: snapshot.damaged };
  }
  if (snapshot.fromCache) {
    return { ...base, status: 'error', error: new AppError('unavailable', NOT_ON_DEVICE), itinerary: null, items: null };
  }
  return { ...base, status: 'missing', error: null, itinerary: null, items: null };
}

function fromError(key: string, error: AppError): LiveState {
  return {
    key,
    status: error.kind === 'permission-denied' ? 'denied' : 'error',
    error,
    itinerary: null,
    items: null,
    damaged: null,
    damagedItems: NO_DAMAGED_ITEMS,
    fromCache: false,
    hasPendingWrites: false,
  };
}

/**
 * The itinerary `id` and its plan, live, as `uid` may see them. Mirrors what
 * arrives into the ItineraryDetails store (`itineraryLoaded` first,
 * `itineraryUpdated` after) and the access flags into ItineraryExtra; closing
 * (unmount, another id or user) empties both.
 *
 * `denied` covers both a private itinerary and one that no longer exists:
 * the rules cannot tell them apart for someone who may not read it.
 * `missing` is an id that cannot name an itinerary (or none). `damaged` is
 * a stored document that fails validation; the subscription stays open, so
 * the screen recovers by itself once the document is repaired.
 */
export function useItineraryLive(id: string | undefined, uid: string | null): ItineraryLive {
  const key = id === undefined ? null : `${id}\u0000${uid ?? ''}`;
  const [state, setState] = useState<LiveState | null>(null);

  useEffect(() => {
    if (id === undefined || key === null) return undefined;
    let cancelled = false;
    let loaded = false;
    let unsubscribe: (() => void) | undefined;

    const onChange = (snapshot: ItinerarySnapshot) => {
      if (cancelled) return;
      const { itinerary } = snapshot;
      if (itinerary) {
        const storeItinerary = toStoreItinerary(itinerary, snapshot.items);
        if (loaded) itineraryDetailsActions.itineraryUpdated(storeItinerary);
        else itineraryDetailsActions.itineraryLoaded(storeItinerary);
        loaded = true;
      }
      itineraryExtraActions.accessResolved(itineraryAccess(itinerary, uid));
      setState(fromSnapshot(key, snapshot));
    };
    const onError = (error: AppError) => {
      if (cancelled) return;
      itineraryExtraActions.accessResolved(itineraryAccess(null, uid));
      setState(fromError(key, error));
    };

    itinerariesApi().then(
      (api) => {
        if (!cancelled) unsubscribe = api.subscribeItinerary(id, uid, onChange, onError);
      },
      () => onError(new AppError('unavailable', 'The trip could not be loaded. Check your connection and reload the page.')),
    );

    return () => {
      cancelled = true;
      unsubscribe?.();
      itineraryDetailsActions.itineraryClosed();
      itineraryExtraActions.itineraryExtraReset();
    };
  }, [id, uid, key]);

  const current = state !== null && state.key === key ? state : null;
  const itinerary = current?.itinerary ?? null;
  const access = useMemo(() => itineraryAccess(itinerary, uid), [itinerary, uid]);

  const nothing = { error: null, itinerary: null, items: null, damaged: null, damagedItems: NO_DAMAGED_ITEMS, access };
  if (key === null) return { status: 'missing', ...nothing, fromCache: false, hasPendingWrites: false };
  if (!current) return { status: 'loading', ...nothing, fromCache: false, hasPendingWrites: false };
  return {
    status: current.status,
    error: current.error,
    itinerary: current.itinerary,
    items: current.items,
    damaged: current.damaged,
    damagedItems: current.damagedItems,
    access,
    fromCache: current.fromCache,
    hasPendingWrites: current.hasPendingWrites,
  };
}
