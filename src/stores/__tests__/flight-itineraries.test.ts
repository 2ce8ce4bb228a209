import { act, renderHook } from '@testing-library/react';
import {
  flightItinerariesActions,
  getFlightItinerariesState,
  useFlightItineraries,
} from '@/stores/use-flight-itineraries-store';

describe('flight itineraries store', () => {
  it('starts with no flights', () => {
    expect(getFlightItinerariesState()).toEqual({ flightItineraries: [] });
  });

  it('holds the loaded flights until cleared', () => {
    const { result } = renderHook(() => useFlightItineraries());
    act(() => flightItinerariesActions.flightItinerariesLoaded([{ from: 'LIS', to: 'JFK' }]));
    expect(result.current).toEqual([{ from: 'LIS', to: 'JFK' }]);
    act(() => flightItinerariesActions.flightItinerariesCleared());
    expect(result.current).toEqual([]);
  });
});
