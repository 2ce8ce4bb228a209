import { create } from 'zustand';
import { registerStore } from './registry';
import { dataOf } from './store-data';
import type { ItinerarySummary } from './types';

/** UserItineraries: the signed-in user's itineraries, a map from itinerary id to summary. */
interface UserItinerariesData {
  userItineraries: Record<string, ItinerarySummary>;
}

interface UserItinerariesState extends UserItinerariesData {
  actions: {
    userItinerariesLoaded: (userItineraries: Record<string, ItinerarySummary>) => void;
    /** Adds the summary under its id, or replaces the one held. */
    userItineraryChanged: (summary: ItinerarySummary) => void;
    userItineraryRemoved: (id: string) => void;
  };
}

const initialUserItineraries = (): UserItinerariesData => ({ userItineraries: {} });

const useUserItinerariesStore = create<UserItinerariesState>()((set) => ({
  ...initialUserItineraries(),
  actions: {
    userItinerariesLoaded: (userItineraries) => set({ userItineraries }),
    userItineraryChanged: (summary) =>
      set((state) => ({ userItineraries: { ...state.userItineraries, [summary.id]: summary } })),
    userItineraryRemoved: (id) =>
      set((state) => {
        if (!Object.hasOwn(state.userItineraries, id)) return state;
        const userItineraries = { ...state.userItineraries };
        delete userItineraries[id];
        return { userItineraries };
      }),
  },
}));

registerStore('userItineraries', useUserItinerariesStore, initialUserItineraries);

export const useUserItineraries = () => useUserItinerariesStore((state) => state.userItineraries);
export const useUserItinerary = (id: string) =>
  useUserItinerariesStore((state) => state.userItineraries[id]);
export const useUserItinerariesActions = () => useUserItinerariesStore((state) => state.actions);
/** For code outside React (services, other stores' transitions, tests). */
export const userItinerariesActions = useUserItinerariesStore.getState().actions;
export const getUserItinerariesState = (): UserItinerariesData =>
  dataOf<UserItinerariesData>(useUserItinerariesStore.getState());
