import { create } from 'zustand';
import { registerStore } from './registry';
import { dataOf } from './store-data';
import type { FlightItinerary } from './types';

/** FlightItineraries: the flights found or booked for the trip. */
interface FlightItinerariesData {
  flightItineraries: FlightItinerary[];
}

interface FlightItinerariesState extends FlightItinerariesData {
  actions: {
    flightItinerariesLoaded: (flightItineraries: FlightItinerary[]) => void;
    flightItinerariesCleared: () => void;
  };
}

const initialFlightItineraries = (): FlightItinerariesData => ({ flightItineraries: [] });

const useFlightItinerariesStore = create<FlightItinerariesState>()((set) => ({
  ...initialFlightItineraries(),
  actions: {
    flightItinerariesLoaded: (flightItineraries) => set({ flightItineraries }),
    flightItinerariesCleared: () => set(initialFlightItineraries()),
  },
}));

registerStore('flightItineraries', useFlightItinerariesStore, initialFlightItineraries);

export const useFlightItineraries = () =>
  useFlightItinerariesStore((state) => state.flightItineraries);
export const useFlightItinerariesActions = () => useFlightItinerariesStore((state) => state.actions);
/** For code outside React (services, other stores' transitions, tests). */
export const flightItinerariesActions = useFlightItinerariesStore.getState().actions;
export const getFlightItinerariesState = (): FlightItinerariesData =>
  dataOf<FlightItinerariesData>(useFlightItinerariesStore.getState());
