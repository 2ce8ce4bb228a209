import { create } from 'zustand';
import { upsertById } from './keyed-list';
import { registerStore } from './registry';
import { dataOf } from './store-data';
import type { ItineraryComponent } from './types';

/** Components: the blocks of the itinerary view (a day, or Ideas), matched by id, and which are collapsed. */
interface ComponentsData {
  components: ItineraryComponent[];
}

interface ComponentsState extends ComponentsData {
  actions: {
    /** Collapses or expands one block. */
    blockToggled: (blockId: string) => void;
    /** Collapses (or expands) all these blocks at once. */
    blocksSetCollapsed: (blockIds: string[], collapsed: boolean) => void;
    componentsCleared: () => void;
  };
}

const initialComponents = (): ComponentsData => ({ components: [] });

const useComponentsStore = create<ComponentsState>()((set) => ({
  ...initialComponents(),
  actions: {
    blockToggled: (blockId) =>
      set((state) => {
        const collapsed = state.components.find((component) => component.id === blockId)?.collapsed !== true;
        return { components: upsertById(state.components, { id: blockId, collapsed }) };
      }),
    blocksSetCollapsed: (blockIds, collapsed) =>
      set((state) => {
        let components = state.components;
        for (const id of blockIds) components = upsertById(components, { id, collapsed });
        return { components };
      }),
    componentsCleared: () => set(initialComponents()),
  },
}));

registerStore('components', useComponentsStore, initialComponents);

/** Whether the block (a day of the plan) with this id is collapsed. */
export const useIsBlockCollapsed = (id: string) =>
  useComponentsStore((state) => state.components.find((component) => component.id === id)?.collapsed === true);
/** For code outside React (services, other stores' transitions, tests). */
export const componentsActions = useComponentsStore.getState().actions;
export const getComponentsState = (): ComponentsData =>
  dataOf<ComponentsData>(useComponentsStore.getState());
