import { act, renderHook } from '@testing-library/react';
import { getTimeZoneState, timeZoneActions, useTimezoneList } from '@/stores/use-time-zone-store';

describe('time zone store', () => {
  it('starts with no time zones', () => {
    expect(getTimeZoneState()).toEqual({ timezoneList: [] });
  });

  it('holds the loaded time zones', () => {
    const { result } = renderHook(() => useTimezoneList());
    act(() => timeZoneActions.timezoneListLoaded(['Europe/Lisbon', 'Asia/Tokyo']));
    expect(result.current).toEqual(['Europe/Lisbon', 'Asia/Tokyo']);
  });
});
