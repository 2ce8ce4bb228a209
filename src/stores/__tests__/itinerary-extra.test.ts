import { act, renderHook } from '@testing-library/react';
import { getItineraryExtraState, itineraryExtraActions, useItineraryAccess } from '@/stores/use-itinerary-extra-store';

const noAccess = { isUserCanAccess: false, canReadPlan: false, isUserCanEdit: false, isCreator: false, isPending: false };
const pending = { isUserCanAccess: true, canReadPlan: true, isUserCanEdit: false, isCreator: false, isPending: true };

describe('itinerary extra store', () => {
  it('starts with no access', () => {
    expect(getItineraryExtraState()).toEqual(noAccess);
  });

  it('records the resolved access, and resets', () => {
    itineraryExtraActions.accessResolved(pending);
    expect(getItineraryExtraState()).toEqual(pending);
    itineraryExtraActions.itineraryExtraReset();
    expect(getItineraryExtraState()).toEqual(noAccess);
  });

  it('gives components the access flags, and the same object while they do not change', () => {
    const { result } = renderHook(() => useItineraryAccess());
    expect(result.current).toEqual(noAccess);
    act(() => itineraryExtraActions.accessResolved(pending));
    expect(result.current).toEqual(pending);
    const before = result.current;
    act(() => itineraryExtraActions.accessResolved({ ...pending }));
    expect(result.current).toBe(before);
  });
});
