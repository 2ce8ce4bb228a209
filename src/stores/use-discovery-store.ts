import { create } from 'zustand';
import { registerStore } from './registry';
import { dataOf } from './store-data';
import type { DiscoveryEntry } from './types';

/** Discovery: the list shown on the discovery screen. */
interface DiscoveryData {
  discoveryList: DiscoveryEntry[];
}

interface DiscoveryState extends DiscoveryData {
  actions: {
    discoveryListLoaded: (discoveryList: DiscoveryEntry[]) => void;
  };
}

const initialDiscovery = (): DiscoveryData => ({ discoveryList: [] });

const useDiscoveryStore = create<DiscoveryState>()((set) => ({
  ...initialDiscovery(),
  actions: {
    discoveryListLoaded: (discoveryList) => set({ discoveryList }),
  },
}));

registerStore('discovery', useDiscoveryStore, initialDiscovery);

export const useDiscoveryList = () => useDiscoveryStore((state) => state.discoveryList);
/** For code outside React (services, other stores' transitions, tests). */
export const discoveryActions = useDiscoveryStore.getState().actions;
export const getDiscoveryState = (): DiscoveryData =>
  dataOf<DiscoveryData>(useDiscoveryStore.getState());
