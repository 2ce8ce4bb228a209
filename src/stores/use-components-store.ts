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
export const usePois = () => useComponentsStore((state) => state.pois);
export const useComponentsActions = () => useComponentsStore((state) => state.actions);
/** For code outside React (services, other stores' transitions, tests). */
export const componentsActions = useComponentsStore.getState().actions;
export const getComponentsState = (): ComponentsData =>
  dataOf<ComponentsData>(useComponentsStore.getState());
