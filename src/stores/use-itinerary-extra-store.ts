import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { registerStore } from './registry';
import { dataOf } from './store-data';

/**
 * ItineraryExtra: what the user may do with the open itinerary (display flags
 * only; the security rules enforce access) and the progress of its checks.
 */
interface ItineraryExtraData {
  isUserCanAccess: boolean;
  isUserCanEdit: boolean;
  currentCheckingIndex: number;
  /** 0 to 100. */
  showingPercentage: number;
}

interface ItineraryExtraState extends ItineraryExtraData {
  actions: {
    accessResolved: (access: { isUserCanAccess: boolean; isUserCanEdit: boolean }) => void;
    checkingIndexChanged: (currentCheckingIndex: number) => void;
    showingPercentageChanged: (showingPercentage: number) => void;
    itineraryExtraReset: () => void;
  };
}

const initialItineraryExtra = (): ItineraryExtraData => ({
  isUserCanAccess: false,
  isUserCanEdit: false,
  currentCheckingIndex: 2,
  showingPercentage: 100,
});

const useItineraryExtraStore = create<ItineraryExtraState>()((set) => ({
  ...initialItineraryExtra(),
  actions: {
    accessResolved: ({ isUserCanAccess, isUserCanEdit }) => set({ isUserCanAccess, isUserCanEdit }),
    checkingIndexChanged: (currentCheckingIndex) => set({ currentCheckingIndex }),
    showingPercentageChanged: (showingPercentage) => set({ showingPercentage }),
    itineraryExtraReset: () => set(initialItineraryExtra()),
  },
}));

registerStore('itineraryExtra', useItineraryExtraStore, initialItineraryExtra);

export const useIsUserCanAccess = () => useItineraryExtraStore((state) => state.isUserCanAccess);
export const useIsUserCanEdit = () => useItineraryExtraStore((state) => state.isUserCanEdit);
export const useItineraryPermissions = () =>
  useItineraryExtraStore(
    useShallow((state) => ({
      isUserCanAccess: state.isUserCanAccess,
      isUserCanEdit: state.isUserCanEdit,
    })),
  );
export const useCurrentCheckingIndex = () =>
  useItineraryExtraStore((state) => state.currentCheckingIndex);
export const useShowingPercentage = () => useItineraryExtraStore((state) => state.showingPercentage);
export const useItineraryExtraActions = () => useItineraryExtraStore((state) => state.actions);
/** For code outside React (services, other stores' transitions, tests). */
export const itineraryExtraActions = useItineraryExtraStore.getState().actions;
export const getItineraryExtraState = (): ItineraryExtraData =>
  dataOf<ItineraryExtraData>(useItineraryExtraStore.getState());
