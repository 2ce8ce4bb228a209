import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { AppError } from '@/services/firebase/errors';
import { itineraryAccess } from '@/domain/itineraries/access';
import type {
  DamagedItem,
  DamagedItinerary,
  ItineraryAccess,
  ItineraryDoc,
  ItinerarySnapshot,
  PlanItem,
} from '@/domain/itineraries/schema';
import { sharedSubscription } from './live-slot';
import { registerStore } from './registry';
import { dataOf } from './store-data';
import { itineraryExtraActions } from './use-itinerary-extra-store';

/**
 * ItineraryDetails: the open itinerary, the one copy the screens read. It is
 * filled by `itineraryOpened`, which subscribes to the itinerary through the
 * collection module and writes every snapshot here (and the access flags into
 * ItineraryExtra, computed once per snapshot); closing it unsubscribes and
 * empties both stores. Edits go to Firestore, whose local cache echoes them
 * through the same subscription at once, so there is no working copy.
 */

/** Where the open itinerary stands; 'loading' until its first snapshot or error. */
export type OpenItineraryStatus = 'loading' | 'ready' | 'missing' | 'denied' | 'damaged' | 'error';

interface ItineraryDetailsData {
  /** Which itinerary is open, and for whom (`id` NUL `uid`); null when none is. */
  openKey: string | null;
  status: OpenItineraryStatus;
  error: AppError | null;
  /** The itinerary document, as the last snapshot had it. */
  itineraryDetails: ItineraryDoc | null;
  /** Its plan, sorted by day (ideas first), then order; null when it may not be read (paid) or nothing is open. */
  itineraryItems: PlanItem[] | null;
  /** Status 'damaged': what could be read of a document that fails validation. */
  damaged: DamagedItinerary | null;
  /** Items of the plan that fail validation (not in `itineraryItems`). */
  damagedItems: DamagedItem[];
  /** Some of what is shown comes from this device only (offline, or not yet confirmed). */
  fromCache: boolean;
  /** Local edits wait for the server. */
  hasPendingWrites: boolean;
}

interface ItineraryDetailsState extends ItineraryDetailsData {
  actions: {
    /**
     * Opens itinerary `id` as `uid` may see it: subscribes and writes what
     * arrives. Opening what is already open shares its subscription; opening
     * another closes the one before. Returns the matching close.
     */
    itineraryOpened: (id: string, uid: string | null, api?: () => Promise<ItinerariesApi>) => () => void;
    /** Closing an itinerary empties its details (and its access flags). */
    itineraryClosed: () => void;
  };
}

/** What this device has no copy of while the connection is down. */
export const NOT_ON_DEVICE =
  'This trip is not saved on this device, and the connection is down. Open it again when you are back online.';

const NO_DAMAGED_ITEMS: DamagedItem[] = [];

const initialItineraryDetails = (): ItineraryDetailsData => ({
  openKey: null,
  status: 'loading',
  error: null,
  itineraryDetails: null,
  itineraryItems: null,
  damaged: null,
  damagedItems: NO_DAMAGED_ITEMS,
  fromCache: false,
  hasPendingWrites: false,
});

export const openItineraryKey = (id: string, uid: string | null): string => `${id}\u0000${uid ?? ''}`;

/**
 * An itinerary update (SPEC section 4): every field comes from the new data,
 * except the collaborators, whose `pending` and `accepted` lists come from the
 * new data while any other collaborator data already held is kept.
 */
export function applyItineraryUpdate(existing: ItineraryDoc | null, newData: ItineraryDoc): ItineraryDoc {
  if (!existing || existing.id !== newData.id) return newData;
  return {
    ...newData,
    collaborators: {
      ...existing.collaborators,
      ...newData.collaborators,
      pending: newData.collaborators.pending,
      accepted: newData.collaborators.accepted,
    },
  };
}

function fromSnapshot(existing: ItineraryDoc | null, snapshot: ItinerarySnapshot): Omit<ItineraryDetailsData, 'openKey'> {
  const base = {
    fromCache: snapshot.fromCache,
    hasPendingWrites: snapshot.hasPendingWrites,
    damaged: null,
    damagedItems: snapshot.damagedItems ?? NO_DAMAGED_ITEMS,
    itineraryItems: null,
    itineraryDetails: null,
    error: null,
  };
  if (snapshot.itinerary) {
    return {
      ...base,
      status: 'ready',
      itineraryDetails: applyItineraryUpdate(existing, snapshot.itinerary),
      itineraryItems: snapshot.items,
    };
  }
  if (snapshot.damaged) return { ...base, status: 'damaged', damaged: snapshot.damaged };
  if (snapshot.fromCache) return { ...base, status: 'error', error: new AppError('unavailable', NOT_ON_DEVICE) };
  return { ...base, status: 'missing' };
}

function fromError(error: AppError): Omit<ItineraryDetailsData, 'openKey'> {
  const { openKey: _none, ...empty } = initialItineraryDetails();
  return {
    ...empty,
    status: error.kind === 'permission-denied' ? 'denied' : 'error',
    error,
  };
}

/** The collection module, loaded on demand so the Firebase SDK stays out of the first chunk. */
const itinerariesCollection = () => import('@/services/firebase/collections/itineraries');

/** What the store needs of the itineraries collection module. */
export type ItinerariesApi = Pick<Awaited<ReturnType<typeof itinerariesCollection>>, 'subscribeItinerary'>;

/** What the subscription hears: a snapshot, and the access it gives the user who opened it. */
interface Heard {
  snapshot: ItinerarySnapshot;
  access: ItineraryAccess;
}

const useItineraryDetailsStore = create<ItineraryDetailsState>()((set, get) => {
  /** Writes `data`; the access flags wait for the next snapshot. */
  const emptied = (data: Partial<ItineraryDetailsData>) => {
    set(data);
    itineraryExtraActions.itineraryExtraReset();
  };
  const live = sharedSubscription<Heard>({
    holds: (key) => get().openKey === key,
    opened: (key) => emptied({ ...initialItineraryDetails(), openKey: key }),
    next: (_key, { snapshot, access }) => {
      set(fromSnapshot(get().itineraryDetails, snapshot));
      itineraryExtraActions.accessResolved(access);
    },
    failed: (_key, error) => emptied(fromError(error)),
    closed: () => emptied(initialItineraryDetails()),
  });

  return {
    ...initialItineraryDetails(),
    actions: {
      itineraryOpened: (id, uid, api = itinerariesCollection) =>
        live.open(openItineraryKey(id, uid), api, (module, onNext, onError) =>
          module.subscribeItinerary(id, uid, (snapshot) => onNext({ snapshot, access: itineraryAccess(snapshot.itinerary, uid) }), onError),
        ),
      itineraryClosed: live.close,
    },
  };
});

registerStore('itineraryDetails', useItineraryDetailsStore, initialItineraryDetails);

/** Everything a screen shows about the open itinerary `key` (see `openItineraryKey`). */
export interface OpenItinerary {
  /** 'loading' too while the store holds another itinerary (or none) than `key`. */
  status: OpenItineraryStatus;
  error: AppError | null;
  itinerary: ItineraryDoc | null;
  items: PlanItem[] | null;
  damaged: DamagedItinerary | null;
  damagedItems: DamagedItem[];
  fromCache: boolean;
  hasPendingWrites: boolean;
}

/** Selects the open itinerary as the screens read it; another key than the open one reads as loading. */
function selectOpenItinerary(state: ItineraryDetailsData, key: string | null): OpenItinerary {
  if (key === null || state.openKey !== key) {
    return {
      status: key === null ? 'missing' : 'loading',
      error: null,
      itinerary: null,
      items: null,
      damaged: null,
      damagedItems: NO_DAMAGED_ITEMS,
      fromCache: false,
      hasPendingWrites: false,
    };
  }
  return {
    status: state.status,
    error: state.error,
    itinerary: state.itineraryDetails,
    items: state.itineraryItems,
    damaged: state.damaged,
    damagedItems: state.damagedItems,
    fromCache: state.fromCache,
    hasPendingWrites: state.hasPendingWrites,
  };
}

export const useOpenItinerary = (key: string | null) =>
  useItineraryDetailsStore(useShallow((state) => selectOpenItinerary(state, key)));

/**
 * The open itinerary's document and plan, whichever is open: for what is
 * shown inside a screen that opened it and waits until it is ready (the
 * editor, the chat beside it). Null while nothing readable is open.
 */
export const useOpenPlan = () =>
  useItineraryDetailsStore(
    useShallow((state) =>
      state.itineraryDetails && state.itineraryItems
        ? {
            itinerary: state.itineraryDetails,
            items: state.itineraryItems,
            damagedItems: state.damagedItems,
            fromCache: state.fromCache,
            hasPendingWrites: state.hasPendingWrites,
          }
        : null,
    ),
  );

/** For code outside React (services, other stores' transitions, tests). */
export const itineraryDetailsActions = useItineraryDetailsStore.getState().actions;
export const getItineraryDetailsState = (): ItineraryDetailsData =>
  dataOf<ItineraryDetailsData>(useItineraryDetailsStore.getState());
