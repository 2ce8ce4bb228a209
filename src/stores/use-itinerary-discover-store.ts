import { create } from 'zustand';
import { mergeById } from './keyed-list';
import { registerStore } from './registry';
import { dataOf } from './store-data';
import type { DiscoverPlace, GeoPoint, ItinerarySummary, RelatedPlaceContext } from './types';

/** ItineraryDiscover: places and related itineraries suggested for one itinerary. */
interface ItineraryDiscoverData {
  attractions: DiscoverPlace[];
  restaurants: DiscoverPlace[];
  relatedItineraries: ItinerarySummary[];
  relatedItineraryPlaceContext: RelatedPlaceContext[];
  attractionGeoCodes: GeoPoint[];
  restaurantGeoCodes: GeoPoint[];
  relatedGeoCodes: GeoPoint[];
  /** The itinerary these suggestions are for. */
  discoveryDataItineraryId: string | null;
}

interface ItineraryDiscoverState extends ItineraryDiscoverData {
  actions: {
    /** Replaces the given fields (suggestions for `discoveryDataItineraryId`). */
    discoveryDataLoaded: (data: Partial<ItineraryDiscoverData>) => void;
    /**
     * Bulk update: each given list is merged by id (shared entries get the new
     * fields, new entries are added, entries missing from the new list are
     * removed; the order is the new list's). A list not given is left alone.
     * The matching geocode list follows a merged list.
     */
    discoveryDataMerged: (data: {
      attractions?: DiscoverPlace[];
      restaurants?: DiscoverPlace[];
    }) => void;
    discoveryDataCleared: () => void;
  };
}

function isGeoPoint(value: unknown): value is GeoPoint {
  const point = value as Partial<GeoPoint> | null;
  return typeof point === 'object' && point !== null && typeof point.lat === 'number' && typeof point.lng === 'number';
}

/** The geocodes of the entries that carry one (`geocode: { lat, lng }`), in the list's order. */
function geoCodesOf(list: DiscoverPlace[]): GeoPoint[] {
  return list.flatMap((entry) => (isGeoPoint(entry.geocode) ? [{ lat: entry.geocode.lat, lng: entry.geocode.lng }] : []));
}

const initialItineraryDiscover = (): ItineraryDiscoverData => ({
  attractions: [],
  restaurants: [],
  relatedItineraries: [],
  relatedItineraryPlaceContext: [],
  attractionGeoCodes: [],
  restaurantGeoCodes: [],
  relatedGeoCodes: [],
  discoveryDataItineraryId: null,
});

const useItineraryDiscoverStore = create<ItineraryDiscoverState>()((set) => ({
  ...initialItineraryDiscover(),
  actions: {
    discoveryDataLoaded: (data) => set(data),
    discoveryDataMerged: ({ attractions, restaurants }) =>
      set((state) => {
        const nextAttractions = attractions ? mergeById(state.attractions, attractions) : state.attractions;
        const nextRestaurants = restaurants ? mergeById(state.restaurants, restaurants) : state.restaurants;
        return {
          attractions: nextAttractions,
          restaurants: nextRestaurants,
          // A merged list's map points follow it (entries with a geocode), so no dropped place stays on the map.
          attractionGeoCodes: attractions ? geoCodesOf(nextAttractions) : state.attractionGeoCodes,
          restaurantGeoCodes: restaurants ? geoCodesOf(nextRestaurants) : state.restaurantGeoCodes,
        };
      }),
    discoveryDataCleared: () => set(initialItineraryDiscover()),
  },
}));

registerStore('itineraryDiscover', useItineraryDiscoverStore, initialItineraryDiscover);

export const useAttractions = () => useItineraryDiscoverStore((state) => state.attractions);
export const useRestaurants = () => useItineraryDiscoverStore((state) => state.restaurants);
export const useRelatedItineraries = () =>
  useItineraryDiscoverStore((state) => state.relatedItineraries);
export const useRelatedItineraryPlaceContext = () =>
  useItineraryDiscoverStore((state) => state.relatedItineraryPlaceContext);
export const useAttractionGeoCodes = () =>
  useItineraryDiscoverStore((state) => state.attractionGeoCodes);
export const useRestaurantGeoCodes = () =>
  useItineraryDiscoverStore((state) => state.restaurantGeoCodes);
export const useRelatedGeoCodes = () => useItineraryDiscoverStore((state) => state.relatedGeoCodes);
export const useDiscoveryDataItineraryId = () =>
  useItineraryDiscoverStore((state) => state.discoveryDataItineraryId);
export const useItineraryDiscoverActions = () => useItineraryDiscoverStore((state) => state.actions);
/** For code outside React (services, other stores' transitions, tests). */
export const itineraryDiscoverActions = useItineraryDiscoverStore.getState().actions;
export const getItineraryDiscoverState = (): ItineraryDiscoverData =>
  dataOf<ItineraryDiscoverData>(useItineraryDiscoverStore.getState());
