import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { AppError } from '@/services/firebase/errors';
import { itineraryAccess } from '@/domain/itineraries/access';
import type { DamagedItem, ItineraryAccess, ItineraryDoc, ItinerarySnapshot } from '@/domain/itineraries/schema';
import type { LiveState } from '@/lib/use-live';
import { emptySlot, sharedSubscription, slotFor, type LiveSlot } from './live-slot';
import { registerStore } from './registry';
import { dataOf } from './store-data';
import { itineraryExtraActions } from './use-itinerary-extra-store';

/**
 * ItineraryDetails: the open itinerary, the one copy the screens read. It is
 * a `LiveSlot` filled by `itineraryOpened`, which subscribes to the itinerary
 * through the collection module and writes every snapshot here (and the
 * access flags into ItineraryExtra, decided once per snapshot); closing it
 * unsubscribes and empties both stores. Edits go to Firestore, whose local
 * cache echoes them through the same subscription at once, so there is no
 * working copy.
 *
 * The slot's status is the one every live value has (`loading`, `ready`,
 * `error`):
 * - `ready`: the snapshot, whose `itinerary` is the document, or null with
 *   `damaged` set when the stored document fails validation (the
 *   subscription stays open, so a repaired document shows by itself);
 *   `items` is null when the plan may not be read (paid).
 * - `error`: an `AppError` whose kind says why: `not-found` (no such
 *   itinerary), `permission-denied` (private, or gone: the rules cannot tell
 *   the two apart for someone who may not read it), `unavailable` (not on
 *   this device while offline, `NOT_ON_DEVICE`), or what the read failed with.
 */
interface ItineraryDetailsData {
  /** The open itinerary, keyed by `openItineraryKey` (which itinerary, for whom). */
  openItinerary: LiveSlot<ItinerarySnapshot>;
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

/** The message of an itinerary that does not exist (an id that names none). */
export const NO_SUCH_TRIP = 'This trip does not exist, or it was deleted.';

const NO_DAMAGED_ITEMS: DamagedItem[] = [];

const initialItineraryDetails = (): ItineraryDetailsData => ({ openItinerary: emptySlot() });

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

/** The collection module, loaded on demand so the Firebase SDK stays out of the first chunk. */
const itinerariesCollection = () => import('@/services/firebase/collections/itineraries');

/** What the store needs of the itineraries collection module. */
export type ItinerariesApi = Pick<Awaited<ReturnType<typeof itinerariesCollection>>, 'subscribeItinerary'>;

/** What the subscription hears: a snapshot, and the access it gives the user who opened it. */
interface Heard {
  snapshot: ItinerarySnapshot;
  access: ItineraryAccess;
}

/**
 * One snapshot as the store keeps it, decided here once: a document (its
 * collaborators merged into what was held, SPEC section 4) or a damaged one
 * is a value with the access it gives `uid`; no document is an error.
 */
function heard(snapshot: ItinerarySnapshot, held: ItineraryDoc | null, uid: string | null): Heard | AppError {
  const itinerary = snapshot.itinerary ? applyItineraryUpdate(held, snapshot.itinerary) : null;
  if (itinerary || snapshot.damaged) {
    return {
      snapshot: { ...snapshot, itinerary, damagedItems: snapshot.damagedItems ?? NO_DAMAGED_ITEMS },
      access: itineraryAccess(itinerary, uid),
    };
  }
  return snapshot.fromCache ? new AppError('unavailable', NOT_ON_DEVICE) : new AppError('not-found', NO_SUCH_TRIP);
}

const useItineraryDetailsStore = create<ItineraryDetailsState>()((set, get) => {
  /** Writes the slot; the access flags follow it (none until a value is there). */
  const slot = (openItinerary: LiveSlot<ItinerarySnapshot>, access?: ItineraryAccess) => {
    set({ openItinerary });
    if (access) itineraryExtraActions.accessResolved(access);
    else itineraryExtraActions.itineraryExtraReset();
  };
  const live = sharedSubscription<Heard>({
    holds: (key) => get().openItinerary.key === key,
    opened: (key) => slot({ key, status: 'loading', data: undefined, error: null }),
    next: (key, { snapshot, access }) => slot({ key, status: 'ready', data: snapshot, error: null }, access),
    failed: (key, error, last) => slot({ key, status: 'error', data: last?.snapshot, error }),
    closed: () => slot(emptySlot()),
  });

  return {
    ...initialItineraryDetails(),
    actions: {
      itineraryOpened: (id, uid, api = itinerariesCollection) =>
        live.open(openItineraryKey(id, uid), api, (module, onNext, onError) =>
          module.subscribeItinerary(
            id,
            uid,
            (snapshot) => {
              const outcome = heard(snapshot, get().openItinerary.data?.itinerary ?? null, uid);
              if (outcome instanceof AppError) onError(outcome);
              else onNext(outcome);
            },
            onError,
          ),
        ),
      itineraryClosed: live.close,
    },
  };
});

registerStore('itineraryDetails', useItineraryDetailsStore, initialItineraryDetails);

/** The open itinerary as a screen showing `key` reads it (see `openItineraryKey`): loading while another key (or none) is open. */
export const useOpenItinerary = (key: string | null): LiveState<ItinerarySnapshot> =>
  useItineraryDetailsStore((state) => slotFor(state.openItinerary, key));

/**
 * The open itinerary's document and plan, whichever is open: for what is
 * shown inside a screen that opened it and waits until it is ready (the
 * editor, the chat beside it). Null while nothing readable is open.
 */
export const useOpenPlan = () =>
  useItineraryDetailsStore(
    useShallow(({ openItinerary: { status, data } }) =>
      status === 'ready' && data.itinerary && data.items
        ? {
            itinerary: data.itinerary,
            items: data.items,
            damagedItems: data.damagedItems ?? NO_DAMAGED_ITEMS,
            fromCache: data.fromCache,
            hasPendingWrites: data.hasPendingWrites,
          }
        : null,
    ),
  );

/** For code outside React (services, other stores' transitions, tests). */
export const itineraryDetailsActions = useItineraryDetailsStore.getState().actions;
export const getItineraryDetailsState = (): ItineraryDetailsData =>
  dataOf<ItineraryDetailsData>(useItineraryDetailsStore.getState());
