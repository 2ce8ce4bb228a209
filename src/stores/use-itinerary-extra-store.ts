import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { ItineraryAccess } from '@/domain/itineraries/schema';
import { registerStore } from './registry';
import { dataOf } from './store-data';

/**
 * ItineraryExtra: what the user may do with the open itinerary (display flags
 * only; the security rules enforce access), decided once per snapshot by the
 * ItineraryDetails store. (How much of a paid plan a preview shows is the
 * preview's own answer, not state: docs/commerce.md.)
 */
type ItineraryExtraData = ItineraryAccess;

interface ItineraryExtraState extends ItineraryExtraData {
  actions: {
    accessResolved: (access: ItineraryAccess) => void;
    itineraryExtraReset: () => void;
  };
}

const initialItineraryExtra = (): ItineraryExtraData => ({
  isUserCanAccess: false,
  canReadPlan: false,
  isUserCanEdit: false,
  isCreator: false,
  isPending: false,
});

const useItineraryExtraStore = create<ItineraryExtraState>()((set) => ({
  ...initialItineraryExtra(),
  actions: {
    accessResolved: ({ isUserCanAccess, canReadPlan, isUserCanEdit, isCreator, isPending }) =>
      set({ isUserCanAccess, canReadPlan, isUserCanEdit, isCreator, isPending }),
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
