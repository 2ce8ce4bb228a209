import { act, renderHook } from '@testing-library/react';
import {
  getItineraryDiscoverState,
  itineraryDiscoverActions,
  useAttractions,
} from '@/stores/use-itinerary-discover-store';

const emptyDiscover = {
  attractions: [],
  restaurants: [],
  relatedItineraries: [],
  relatedItineraryPlaceContext: [],
  attractionGeoCodes: [],
  restaurantGeoCodes: [],
  relatedGeoCodes: [],
  discoveryDataItineraryId: null,
};

describe('itinerary discover store', () => {
  it('starts empty', () => {
    expect(getItineraryDiscoverState()).toEqual(emptyDiscover);
  });

  it('loads discovery data for an itinerary and clears it', () => {
    itineraryDiscoverActions.discoveryDataLoaded({
      discoveryDataItineraryId: 'it1',
      attractions: [{ id: 'a1', name: 'Belém Tower' }],
      attractionGeoCodes: [{ lat: 38.69, lng: -9.21 }],
    });
    expect(getItineraryDiscoverState()).toEqual({
      ...emptyDiscover,
      discoveryDataItineraryId: 'it1',
      attractions: [{ id: 'a1', name: 'Belém Tower' }],
      attractionGeoCodes: [{ lat: 38.69, lng: -9.21 }],
    });
    itineraryDiscoverActions.discoveryDataCleared();
    expect(getItineraryDiscoverState()).toEqual(emptyDiscover);
  });

  it('merges attractions and restaurants by id, dropping entries missing from the new data', () => {
    itineraryDiscoverActions.discoveryDataLoaded({
      attractions: [
        { id: 'a1', name: 'Belém Tower', rating: 4.5, saved: true },
        { id: 'a2', name: 'Jerónimos' },
      ],
      restaurants: [{ id: 'r1', name: 'Ramiro', saved: true }],
    });
    itineraryDiscoverActions.discoveryDataMerged({
      attractions: [{ id: 'a3', name: 'Alfama' }, { id: 'a1', name: 'Belém Tower', rating: 4.6 }],
      restaurants: [{ id: 'r2', name: 'Cervejaria Trindade' }],
    });
    const { attractions, restaurants } = getItineraryDiscoverState();
    expect(attractions).toEqual([
      { id: 'a3', name: 'Alfama' },
      { id: 'a1', name: 'Belém Tower', rating: 4.6, saved: true },
    ]);
    expect(restaurants).toEqual([{ id: 'r2', name: 'Cervejaria Trindade' }]);
  });

  it('keeps the geocode lists in step with a merge: a dropped place leaves the map', () => {
    itineraryDiscoverActions.discoveryDataLoaded({
      attractions: [
        { id: 'a1', name: 'Belém Tower', geocode: { lat: 38.6916, lng: -9.216 } },
        { id: 'a2', name: 'Jerónimos', geocode: { lat: 38.6979, lng: -9.2068 } },
      ],
      attractionGeoCodes: [
        { lat: 38.6916, lng: -9.216 },
        { lat: 38.6979, lng: -9.2068 },
      ],
      restaurantGeoCodes: [{ lat: 1, lng: 2 }],
    });
    itineraryDiscoverActions.discoveryDataMerged({ attractions: [{ id: 'a2', name: 'Jerónimos Monastery' }] });
    const state = getItineraryDiscoverState();
    expect(state.attractions).toEqual([{ id: 'a2', name: 'Jerónimos Monastery', geocode: { lat: 38.6979, lng: -9.2068 } }]);
    expect(state.attractionGeoCodes).toEqual([{ lat: 38.6979, lng: -9.2068 }]);
    // Restaurants were not in the update: their points stay.
    expect(state.restaurantGeoCodes).toEqual([{ lat: 1, lng: 2 }]);
  });

  it('leaves a list alone when the bulk update does not carry it', () => {
    itineraryDiscoverActions.discoveryDataLoaded({ restaurants: [{ id: 'r1', name: 'Ramiro' }] });
    itineraryDiscoverActions.discoveryDataMerged({ attractions: [{ id: 'a1' }] });
    expect(getItineraryDiscoverState().restaurants).toEqual([{ id: 'r1', name: 'Ramiro' }]);
    expect(getItineraryDiscoverState().attractions).toEqual([{ id: 'a1' }]);
  });

  it('gives components the attractions', () => {
    const { result } = renderHook(() => useAttractions());
    act(() => itineraryDiscoverActions.discoveryDataMerged({ attractions: [{ id: 'a1' }] }));
    expect(result.current).toEqual([{ id: 'a1' }]);
  });
});
