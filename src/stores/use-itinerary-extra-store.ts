import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { ItineraryAccess } from '@/domain/itineraries/schema';
import { registerStore } from './registry';
import { dataOf } from './store-data';

/**
 * ItineraryExtra: what the user may do with the open itinerary (display flags
 * only; the security rules enforce access), decided once per snapshot by the
 * ItineraryDetails store, and the progress of a paid plan's preview.
 */
interface ItineraryExtraData extends ItineraryAccess {
  currentCheckingIndex: number;
  /** 0 to 100. */
  showingPercentage: number;
}

interface ItineraryExtraState extends ItineraryExtraData {
  actions: {
    accessResolved: (access: ItineraryAccess) => void;
    checkingIndexChanged: (currentCheckingIndex: number) => void;
    showingPercentageChanged: (showingPercentage: number) => void;
    itineraryExtraReset: () => void;
  };
}

const initialItineraryExtra = (): ItineraryExtraData => ({
  isUserCanAccess: false,
  canReadPlan: false,
  isUserCanEdit: false,
  isCreator: false,
  isPending: false,
  currentCheckingIndex: 2,
  showingPercentage: 100,
});

const useItineraryExtraStore = create<ItineraryExtraState>()((set) => ({
  ...initialItineraryExtra(),
  actions: {
    accessResolved: ({ isUserCanAccess, canReadPlan, isUserCanEdit, isCreator, isPending }) =>
      set({ isUserCanAccess, canReadPlan, isUserCanEdit, isCreator, isPending }),
    checkingIndexChanged: (currentCheckingIndex) => set({ currentCheckingIndex }),
    showingPercentageChanged: (showingPercentage) => set({ showingPercentage }),
    itineraryExtraReset: () => set(initialItineraryExtra()),
  },
}));

registerStore('itineraryExtra', useItineraryExtraStore, initialItineraryExtra);

/** The access flags of the open itinerary (all false when none is open). */
export const useItineraryAccess = (): ItineraryAccess =>
  useItineraryExtraStore(
    useShallow((state) => ({
      isUserCanAccess: state.isUserCanAccess,
      canReadPlan: state.canReadPlan,
      isUserCanEdit: state.isUserCanEdit,
      isCreator: state.isCreator,
      isPending: state.isPending,
    })),
  );
/** For code outside React (services, other stores' transitions, tests). */
export const itineraryExtraActions = useItineraryExtraStore.getState().actions;
export const getItineraryExtraState = (): ItineraryExtraData =>
  dataOf<ItineraryExtraData>(useItineraryExtraStore.getState());
