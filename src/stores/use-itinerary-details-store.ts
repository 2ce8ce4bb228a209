import { create } from 'zustand';
import { removeById, updateById, upsertById } from './keyed-list';
import { registerStore } from './registry';
import { dataOf } from './store-data';
import { withFollowLists } from './types';
import type {
  Collaborators,
  Itinerary,
  ItineraryItem,
  ProfileUser,
  ProfileUserInput,
} from './types';

/**
 * ItineraryDetails: the open itinerary. `itineraryDetails` is the itinerary as
 * loaded and kept up to date from the server; `currentItineraryDetails` is the
 * copy the screen works on. Both are null when no itinerary is open.
 */
interface ItineraryDetailsData {
  currentItineraryDetails: Itinerary | null;
  itineraryDetails: Itinerary | null;
  itineraryImageSrc: string | null;
  creator: ProfileUser | null;
  clonedFrom: ProfileUser | null;
}

/** New itinerary data, as it arrives: its collaborators may be missing or partial. */
export type ItineraryUpdate = Omit<Itinerary, 'collaborators'> & {
  collaborators?: Partial<Collaborators> | null;
};

interface ItineraryDetailsState extends ItineraryDetailsData {
  actions: {
    /** Opens an itinerary: both copies and the image come from it. */
    itineraryLoaded: (itinerary: Itinerary) => void;
    currentItineraryChanged: (itinerary: Itinerary | null) => void;
    /**
     * See `applyItineraryUpdate`. Applies to each copy holding the same itinerary id;
     * a copy holding another itinerary, or none, is left alone.
     */
    itineraryUpdated: (newData: ItineraryUpdate) => void;
    /** Merges the fields into the item with this id (in both copies); unknown id: no change. */
    itemUpdated: (id: string, fields: Partial<ItineraryItem>) => void;
    itemAdded: (item: ItineraryItem) => void;
    itemRemoved: (id: string) => void;
    itineraryImageChanged: (itineraryImageSrc: string | null) => void;
    creatorLoaded: (creator: ProfileUserInput | null) => void;
    clonedFromLoaded: (clonedFrom: ProfileUserInput | null) => void;
    /** Closing an itinerary empties its details (the whole store back to defaults). */
    itineraryClosed: () => void;
  };
}

/**
 * An itinerary update: every field comes from the new data, except the
 * collaborators, whose `pending` and `accepted` lists come from the new data
 * (empty lists when the new data has none) while any other collaborator data
 * already held (e.g. `roles`) is kept; other collaborator keys in the new data
 * are taken too.
 */
export function applyItineraryUpdate(existing: Itinerary | null, newData: ItineraryUpdate): Itinerary {
  const incoming = newData.collaborators ?? {};
  return {
    ...newData,
    collaborators: {
      ...existing?.collaborators,
      ...incoming,
      pending: incoming.pending ?? [],
      accepted: incoming.accepted ?? [],
    },
  };
}

const initialItineraryDetails = (): ItineraryDetailsData => ({
  currentItineraryDetails: null,
  itineraryDetails: null,
  itineraryImageSrc: null,
  creator: null,
  clonedFrom: null,
});

function updateItems(
  itinerary: Itinerary | null,
  change: (items: ItineraryItem[]) => ItineraryItem[],
): Itinerary | null {
  if (!itinerary) return itinerary;
  const itineraryItems = change(itinerary.itineraryItems);
  return itineraryItems === itinerary.itineraryItems ? itinerary : { ...itinerary, itineraryItems };
}

const useItineraryDetailsStore = create<ItineraryDetailsState>()((set) => {
  const changeItems = (change: (items: ItineraryItem[]) => ItineraryItem[]) =>
    set((state) => ({
      itineraryDetails: updateItems(state.itineraryDetails, change),
      currentItineraryDetails: updateItems(state.currentItineraryDetails, change),
    }));
  return {
    ...initialItineraryDetails(),
    actions: {
      itineraryLoaded: (itinerary) =>
        set({
          itineraryDetails: itinerary,
          currentItineraryDetails: itinerary,
          itineraryImageSrc: itinerary.itineraryImageSrc,
        }),
      currentItineraryChanged: (currentItineraryDetails) => set({ currentItineraryDetails }),
      itineraryUpdated: (newData) =>
        set((state) => ({
          itineraryDetails:
            state.itineraryDetails?.id === newData.id
              ? applyItineraryUpdate(state.itineraryDetails, newData)
              : state.itineraryDetails,
          currentItineraryDetails:
            state.currentItineraryDetails?.id === newData.id
              ? applyItineraryUpdate(state.currentItineraryDetails, newData)
              : state.currentItineraryDetails,
        })),
      itemUpdated: (id, fields) => changeItems((items) => updateById(items, id, fields)),
      itemAdded: (item) => changeItems((items) => upsertById(items, item)),
      itemRemoved: (id) => changeItems((items) => removeById(items, id)),
      itineraryImageChanged: (itineraryImageSrc) => set({ itineraryImageSrc }),
      creatorLoaded: (creator) => set({ creator: creator && withFollowLists(creator) }),
      clonedFromLoaded: (clonedFrom) =>
        set({ clonedFrom: clonedFrom && withFollowLists(clonedFrom) }),
      itineraryClosed: () => set(initialItineraryDetails()),
    },
  };
});

registerStore('itineraryDetails', useItineraryDetailsStore, initialItineraryDetails);

const NO_ITEMS: ItineraryItem[] = [];

export const useItineraryDetails = () => useItineraryDetailsStore((state) => state.itineraryDetails);
export const useCurrentItineraryDetails = () =>
  useItineraryDetailsStore((state) => state.currentItineraryDetails);
/** Items of `itineraryDetails` (empty when none is open). */
export const useItineraryItems = () =>
  useItineraryDetailsStore((state) => state.itineraryDetails?.itineraryItems ?? NO_ITEMS);
export const useItineraryItem = (id: string) =>
  useItineraryDetailsStore((state) =>
    state.itineraryDetails?.itineraryItems.find((item) => item.id === id),
  );
export const useItineraryImageSrc = () => useItineraryDetailsStore((state) => state.itineraryImageSrc);
export const useItineraryCreator = () => useItineraryDetailsStore((state) => state.creator);
export const useItineraryClonedFrom = () => useItineraryDetailsStore((state) => state.clonedFrom);
export const useItineraryDetailsActions = () => useItineraryDetailsStore((state) => state.actions);
/** For code outside React (services, other stores' transitions, tests). */
export const itineraryDetailsActions = useItineraryDetailsStore.getState().actions;
export const getItineraryDetailsState = (): ItineraryDetailsData =>
  dataOf<ItineraryDetailsData>(useItineraryDetailsStore.getState());
