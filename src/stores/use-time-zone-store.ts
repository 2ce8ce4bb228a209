import { create } from 'zustand';
import { registerStore } from './registry';
import { dataOf } from './store-data';

/** TimeZone: the time zones offered for item times (IANA names). */
interface TimeZoneData {
  timezoneList: string[];
}

interface TimeZoneState extends TimeZoneData {
  actions: {
    timezoneListLoaded: (timezoneList: string[]) => void;
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
/** For code outside React (services, other stores' transitions, tests). */
export const timeZoneActions = useTimeZoneStore.getState().actions;
export const getTimeZoneState = (): TimeZoneData => dataOf<TimeZoneData>(useTimeZoneStore.getState());
