import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { removeById, updateById, upsertById } from './keyed-list';
import { registerStore } from './registry';
import { dataOf } from './store-data';
import type { ItineraryComponent, PointOfInterest } from './types';

/** Components: the blocks of the itinerary view (matched by id), which one is collapsed, and POIs. */
interface ComponentsData {
  components: ItineraryComponent[];
  collapsedBlockId: string | null;
  collapsedBlockIndex: number;
  pois: PointOfInterest[];
}

interface ComponentsState extends ComponentsData {
  actions: {
    componentsLoaded: (components: ItineraryComponent[]) => void;
    componentAdded: (component: ItineraryComponent) => void;
    componentRemoved: (id: string) => void;
    /** Merges the fields into the component with this id; unknown id: no change. */
    componentUpdated: (id: string, fields: Partial<ItineraryComponent>) => void;
    blockCollapsed: (blockId: string | null, blockIndex: number) => void;
    /** Collapses or expands one block (a day of the plan); the last collapsed one is remembered. */
    blockToggled: (blockId: string, blockIndex: number) => void;
    /** Collapses (or expands) all these blocks at once. */
    blocksSetCollapsed: (blockIds: string[], collapsed: boolean) => void;
    poisLoaded: (pois: PointOfInterest[]) => void;
    componentsCleared: () => void;
  };
}

const initialComponents = (): ComponentsData => ({
  components: [],
  collapsedBlockId: null,
  collapsedBlockIndex: 1,
  pois: [],
});

const useComponentsStore = create<ComponentsState>()((set) => ({
  ...initialComponents(),
  actions: {
    componentsLoaded: (components) => set({ components }),
    componentAdded: (component) =>
      set((state) => ({ components: upsertById(state.components, component) })),
    componentRemoved: (id) => set((state) => ({ components: removeById(state.components, id) })),
    componentUpdated: (id, fields) =>
      set((state) => ({ components: updateById(state.components, id, fields) })),
    blockCollapsed: (collapsedBlockId, collapsedBlockIndex) =>
      set({ collapsedBlockId, collapsedBlockIndex }),
    blockToggled: (blockId, blockIndex) =>
      set((state) => {
        const existing = state.components.find((component) => component.id === blockId);
        const collapsed = existing?.collapsed !== true;
        return {
          components: upsertById(state.components, { ...existing, id: blockId, collapsed }),
          ...(collapsed ? { collapsedBlockId: blockId, collapsedBlockIndex: blockIndex } : {}),
        };
      }),
    blocksSetCollapsed: (blockIds, collapsed) =>
      set((state) => {
        let components = state.components;
        for (const id of blockIds) {
          const existing = components.find((component) => component.id === id);
          components = upsertById(components, { ...existing, id, collapsed });
        }
        return { components };
      }),
    poisLoaded: (pois) => set({ pois }),
    componentsCleared: () => set(initialComponents()),
  },
}));

registerStore('components', useComponentsStore, initialComponents);

export const useComponents = () => useComponentsStore((state) => state.components);
export const useComponent = (id: string) =>
  useComponentsStore((state) => state.components.find((component) => component.id === id));
export const useCollapsedBlock = () =>
  useComponentsStore(
    useShallow((state) => ({
      collapsedBlockId: state.collapsedBlockId,
      collapsedBlockIndex: state.collapsedBlockIndex,
    })),
  );
/** Whether the block (a day of the plan) with this id is collapsed. */
export const useIsBlockCollapsed = (id: string) =>
  useComponentsStore((state) => state.components.find((component) => component.id === id)?.collapsed === true);
export const usePois = () => useComponentsStore((state) => state.pois);
export const useComponentsActions = () => useComponentsStore((state) => state.actions);
/** For code outside React (services, other stores' transitions, tests). */
export const componentsActions = useComponentsStore.getState().actions;
export const getComponentsState = (): ComponentsData =>
  dataOf<ComponentsData>(useComponentsStore.getState());
