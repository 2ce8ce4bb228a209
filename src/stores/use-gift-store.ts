import { create } from 'zustand';
import { upsertById } from './keyed-list';
import { registerStore } from './registry';
import { dataOf } from './store-data';
import type { Gift } from './types';

/** Gift: the gifts of the signed-in user. */
interface GiftData {
  gifts: Gift[];
}

interface GiftState extends GiftData {
  actions: {
    giftsLoaded: (gifts: Gift[]) => void;
    /** Adds the gift, or replaces the one with the same id. */
    giftAdded: (gift: Gift) => void;
  };
}

const initialGift = (): GiftData => ({ gifts: [] });

const useGiftStore = create<GiftState>()((set) => ({
  ...initialGift(),
  actions: {
    giftsLoaded: (gifts) => set({ gifts }),
    giftAdded: (gift) => set((state) => ({ gifts: upsertById(state.gifts, gift) })),
  },
}));

registerStore('gift', useGiftStore, initialGift);

export const useGifts = () => useGiftStore((state) => state.gifts);
export const useGiftActions = () => useGiftStore((state) => state.actions);
/** For code outside React (services, other stores' transitions, tests). */
export const giftActions = useGiftStore.getState().actions;
export const getGiftState = (): GiftData => dataOf<GiftData>(useGiftStore.getState());
