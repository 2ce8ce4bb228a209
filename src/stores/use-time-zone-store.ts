import { create } from 'zustand';
import { registerStore } from './registry';
import { dataOf } from './store-data';
import type { TimeZoneEntry } from './types';

/** TimeZone: the time zones offered for item times. */
interface TimeZoneData {
  timezoneList: TimeZoneEntry[];
}

interface TimeZoneState extends TimeZoneData {
  actions: {
    timezoneListLoaded: (timezoneList: TimeZoneEntry[]) => void;
  };
}

const initialTimeZone = (): TimeZoneData => ({ timezoneList: [] });

const useTimeZoneStore = create<TimeZoneState>()((set) => ({
  ...initialTimeZone(),
  actions: {
    timezoneListLoaded: (timezoneList) => set({ timezoneList }),
  },
}));

registerStore('timeZone', useTimeZoneStore, initialTimeZone);

export const useTimezoneList = () => useTimeZoneStore((state) => state.timezoneList);
export const useTimeZoneActions = () => useTimeZoneStore((state) => state.actions);
/** For code outside React (services, other stores' transitions, tests). */
export const timeZoneActions = useTimeZoneStore.getState().actions;
export const getTimeZoneState = (): TimeZoneData => dataOf<TimeZoneData>(useTimeZoneStore.getState());
