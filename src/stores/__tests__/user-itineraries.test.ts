import { act, renderHook } from '@testing-library/react';
import {
  getUserItinerariesState,
  userItinerariesActions,
  useUserItinerary,
} from '@/stores/use-user-itineraries-store';

describe('user itineraries store', () => {
  it('starts with an empty map', () => {
    expect(getUserItinerariesState()).toEqual({ userItineraries: {} });
  });

  it('adds, replaces and removes itineraries by id', () => {
    userItinerariesActions.userItinerariesLoaded({ it1: { id: 'it1', title: 'Lisbon' } });
    userItinerariesActions.userItineraryChanged({ id: 'it2', title: 'Porto' });
    userItinerariesActions.userItineraryChanged({ id: 'it1', title: 'Lisbon and Sintra', days: 4 });
    expect(getUserItinerariesState().userItineraries).toEqual({
      it1: { id: 'it1', title: 'Lisbon and Sintra', days: 4 },
      it2: { id: 'it2', title: 'Porto' },
    });
    userItinerariesActions.userItineraryRemoved('it1');
    expect(getUserItinerariesState().userItineraries).toEqual({ it2: { id: 'it2', title: 'Porto' } });
  });

  it('changes nothing when removing an unknown id', () => {
    userItinerariesActions.userItinerariesLoaded({ it1: { id: 'it1', title: 'Lisbon' } });
    const before = getUserItinerariesState().userItineraries;
    userItinerariesActions.userItineraryRemoved('toString');
    expect(getUserItinerariesState().userItineraries).toBe(before);
  });

  it('gives components one itinerary by id', () => {
    const { result } = renderHook(() => useUserItinerary('it1'));
    expect(result.current).toBeUndefined();
    act(() => userItinerariesActions.userItineraryChanged({ id: 'it1', title: 'Lisbon' }));
    expect(result.current).toEqual({ id: 'it1', title: 'Lisbon' });
  });
});
