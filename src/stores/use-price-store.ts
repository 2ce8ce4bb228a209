import { create } from 'zustand';
import { registerStore } from './registry';
import { dataOf } from './store-data';
import type { Price } from './types';

/** Price: the price lists of the shop (plans, itineraries, bundles, gifts). */
interface PriceData {
  priceList: Price[];
  itineraryPriceList: Price[];
  bundlePriceList: Price[];
  giftPlanPrices: Price[];
  giftItineraryPrice: Price | null;
}

interface PriceState extends PriceData {
  actions: {
    /** Replaces the given price lists; the others are kept. */
    pricesLoaded: (prices: Partial<PriceData>) => void;
  };
}

const initialPrice = (): PriceData => ({
  priceList: [],
  itineraryPriceList: [],
  bundlePriceList: [],
  giftPlanPrices: [],
  giftItineraryPrice: null,
});

const usePriceStore = create<PriceState>()((set) => ({
  ...initialPrice(),
  actions: {
    pricesLoaded: (prices) => set(prices),
  },
}));

registerStore('price', usePriceStore, initialPrice);

export const usePriceList = () => usePriceStore((state) => state.priceList);
export const useItineraryPriceList = () => usePriceStore((state) => state.itineraryPriceList);
export const useBundlePriceList = () => usePriceStore((state) => state.bundlePriceList);
export const useGiftPlanPrices = () => usePriceStore((state) => state.giftPlanPrices);
export const useGiftItineraryPrice = () => usePriceStore((state) => state.giftItineraryPrice);
export const usePriceActions = () => usePriceStore((state) => state.actions);
/** For code outside React (services, other stores' transitions, tests). */
export const priceActions = usePriceStore.getState().actions;
export const getPriceState = (): PriceData => dataOf<PriceData>(usePriceStore.getState());
