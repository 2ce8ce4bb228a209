import { create } from 'zustand';
import { removeById, updateById, upsertById } from './keyed-list';
import { registerStore } from './registry';
import { dataOf } from './store-data';
import type { Stay } from './types';

/** Stays: accommodation for the trip, keyed by id. */
interface StaysData {
  stays: Stay[];
}

interface StaysState extends StaysData {
  actions: {
    staysLoaded: (stays: Stay[]) => void;
    /** Adds the record, or replaces the one with the same id. */
    stayAdded: (stay: Stay) => void;
    stayRemoved: (id: string) => void;
    /** Merges the fields into the record with this id (others untouched); unknown id: no change. */
    stayUpdated: (id: string, fields: Partial<Stay>) => void;
    staysCleared: () => void;
  };
}

const initialStays = (): StaysData => ({ stays: [] });

const useStaysStore = create<StaysState>()((set) => ({
  ...initialStays(),
  actions: {
    staysLoaded: (stays) => set({ stays }),
    stayAdded: (stay) => set((state) => ({ stays: upsertById(state.stays, stay) })),
    stayRemoved: (id) => set((state) => ({ stays: removeById(state.stays, id) })),
    stayUpdated: (id, fields) => set((state) => ({ stays: updateById(state.stays, id, fields) })),
    staysCleared: () => set(initialStays()),
  },
}));

registerStore('stays', useStaysStore, initialStays);

export const useStays = () => useStaysStore((state) => state.stays);
export const useStay = (id: string) =>
  useStaysStore((state) => state.stays.find((entry) => entry.id === id));
export const useStaysActions = () => useStaysStore((state) => state.actions);
/** For code outside React (services, other stores' transitions, tests). */
export const staysActions = useStaysStore.getState().actions;
export const getStaysState = (): StaysData => dataOf<StaysData>(useStaysStore.getState());
