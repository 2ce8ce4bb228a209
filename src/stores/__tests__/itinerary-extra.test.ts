import { act, renderHook } from '@testing-library/react';
import { getItineraryExtraState, itineraryExtraActions, useItineraryAccess } from '@/stores/use-itinerary-extra-store';

const noAccess = { isUserCanAccess: false, canReadPlan: false, isUserCanEdit: false, isCreator: false, isPending: false };
const defaults = { ...noAccess, currentCheckingIndex: 2, showingPercentage: 100 };
const pending = { isUserCanAccess: true, canReadPlan: true, isUserCanEdit: false, isCreator: false, isPending: true };

describe('itinerary extra store', () => {
  it('starts with no access, checking index 2 and 100 percent shown', () => {
    expect(getItineraryExtraState()).toEqual(defaults);
  });

  it('records the resolved access, the checking index and the percentage, and resets', () => {
    itineraryExtraActions.accessResolved(pending);
    itineraryExtraActions.checkingIndexChanged(3);
    itineraryExtraActions.showingPercentageChanged(40);
    expect(getItineraryExtraState()).toEqual({ ...pending, currentCheckingIndex: 3, showingPercentage: 40 });
    itineraryExtraActions.itineraryExtraReset();
    expect(getItineraryExtraState()).toEqual(defaults);
  });

  it('gives components the access flags, and the same object while they do not change', () => {
    const { result } = renderHook(() => useItineraryAccess());
    expect(result.current).toEqual(noAccess);
    act(() => itineraryExtraActions.accessResolved(pending));
    expect(result.current).toEqual(pending);
    const before = result.current;
    act(() => itineraryExtraActions.showingPercentageChanged(50));
    expect(result.current).toBe(before);
  });
});
