import { create } from 'zustand';
import { removeById, updateById, upsertById } from './keyed-list';
import { registerStore } from './registry';
import { dataOf } from './store-data';
import type { ItineraryOption } from './types';

/** Options: the options proposed for the trip (e.g. alternatives an agent offers), keyed by id. */
interface OptionsData {
  options: ItineraryOption[];
}

interface OptionsState extends OptionsData {
  actions: {
    optionsLoaded: (options: ItineraryOption[]) => void;
    /** Adds the record, or replaces the one with the same id. */
    optionAdded: (option: ItineraryOption) => void;
    optionRemoved: (id: string) => void;
    /** Merges the fields into the record with this id (others untouched); unknown id: no change. */
    optionUpdated: (id: string, fields: Partial<ItineraryOption>) => void;
    optionsCleared: () => void;
  };
}

const initialOptions = (): OptionsData => ({ options: [] });

const useOptionsStore = create<OptionsState>()((set) => ({
  ...initialOptions(),
  actions: {
    optionsLoaded: (options) => set({ options }),
    optionAdded: (option) => set((state) => ({ options: upsertById(state.options, option) })),
    optionRemoved: (id) => set((state) => ({ options: removeById(state.options, id) })),
    optionUpdated: (id, fields) =>
      set((state) => ({ options: updateById(state.options, id, fields) })),
    optionsCleared: () => set(initialOptions()),
  },
}));

registerStore('options', useOptionsStore, initialOptions);

export const useOptions = () => useOptionsStore((state) => state.options);
export const useOption = (id: string) =>
  useOptionsStore((state) => state.options.find((entry) => entry.id === id));
export const useOptionsActions = () => useOptionsStore((state) => state.actions);
/** For code outside React (services, other stores' transitions, tests). */
export const optionsActions = useOptionsStore.getState().actions;
export const getOptionsState = (): OptionsData => dataOf<OptionsData>(useOptionsStore.getState());
