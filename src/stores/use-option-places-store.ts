import { create } from 'zustand';
import { removeById, updateById, upsertById } from './keyed-list';
import { registerStore } from './registry';
import { dataOf } from './store-data';
import type { OptionPlace } from './types';

/** OptionPlaces: the places attached to options, keyed by id. */
interface OptionPlacesData {
  optionPlaces: OptionPlace[];
}

interface OptionPlacesState extends OptionPlacesData {
  actions: {
    optionPlacesLoaded: (optionPlaces: OptionPlace[]) => void;
    /** Adds the record, or replaces the one with the same id. */
    optionPlaceAdded: (optionPlace: OptionPlace) => void;
    optionPlaceRemoved: (id: string) => void;
    /** Merges the fields into the record with this id (others untouched); unknown id: no change. */
    optionPlaceUpdated: (id: string, fields: Partial<OptionPlace>) => void;
    optionPlacesCleared: () => void;
  };
}

const initialOptionPlaces = (): OptionPlacesData => ({ optionPlaces: [] });

const useOptionPlacesStore = create<OptionPlacesState>()((set) => ({
  ...initialOptionPlaces(),
  actions: {
    optionPlacesLoaded: (optionPlaces) => set({ optionPlaces }),
    optionPlaceAdded: (optionPlace) =>
      set((state) => ({ optionPlaces: upsertById(state.optionPlaces, optionPlace) })),
    optionPlaceRemoved: (id) =>
      set((state) => ({ optionPlaces: removeById(state.optionPlaces, id) })),
    optionPlaceUpdated: (id, fields) =>
      set((state) => ({ optionPlaces: updateById(state.optionPlaces, id, fields) })),
    optionPlacesCleared: () => set(initialOptionPlaces()),
  },
}));

registerStore('optionPlaces', useOptionPlacesStore, initialOptionPlaces);

export const useOptionPlaces = () => useOptionPlacesStore((state) => state.optionPlaces);
export const useOptionPlace = (id: string) =>
  useOptionPlacesStore((state) => state.optionPlaces.find((entry) => entry.id === id));
export const useOptionPlacesActions = () => useOptionPlacesStore((state) => state.actions);
/** For code outside React (services, other stores' transitions, tests). */
export const optionPlacesActions = useOptionPlacesStore.getState().actions;
export const getOptionPlacesState = (): OptionPlacesData =>
  dataOf<OptionPlacesData>(useOptionPlacesStore.getState());
