import { act, renderHook } from '@testing-library/react';
import {
  getItineraryExtraState,
  itineraryExtraActions,
  useItineraryPermissions,
} from '@/stores/use-itinerary-extra-store';

const defaults = {
  isUserCanAccess: false,
  isUserCanEdit: false,
  currentCheckingIndex: 2,
  showingPercentage: 100,
};

describe('itinerary extra store', () => {
  it('starts with no access, checking index 2 and 100 percent shown', () => {
    expect(getItineraryExtraState()).toEqual(defaults);
  });

  it('records the resolved access, the checking index and the percentage, and resets', () => {
    itineraryExtraActions.accessResolved({ isUserCanAccess: true, isUserCanEdit: false });
    itineraryExtraActions.checkingIndexChanged(3);
    itineraryExtraActions.showingPercentageChanged(40);
    expect(getItineraryExtraState()).toEqual({
      isUserCanAccess: true,
      isUserCanEdit: false,
      currentCheckingIndex: 3,
      showingPercentage: 40,
    });
    itineraryExtraActions.itineraryExtraReset();
    expect(getItineraryExtraState()).toEqual(defaults);
  });

  it('gives components both permission flags', () => {
    const { result } = renderHook(() => useItineraryPermissions());
    act(() => itineraryExtraActions.accessResolved({ isUserCanAccess: true, isUserCanEdit: true }));
    expect(result.current).toEqual({ isUserCanAccess: true, isUserCanEdit: true });
  });
});
