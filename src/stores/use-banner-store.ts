import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { registerStore } from './registry';
import { dataOf } from './store-data';

/** Banner: the announcement banner, and whether the user has yet to dismiss it once. */
interface BannerData {
  isBannerOpen: boolean;
  isFirstTimeBanner: boolean;
}

interface BannerState extends BannerData {
  actions: {
    bannerShown: () => void;
    /** Closes the banner; it is no longer the first time. */
    bannerDismissed: () => void;
  };
}

const initialBanner = (): BannerData => ({ isBannerOpen: false, isFirstTimeBanner: true });

const useBannerStore = create<BannerState>()((set) => ({
  ...initialBanner(),
  actions: {
    bannerShown: () => set({ isBannerOpen: true }),
    bannerDismissed: () => set({ isBannerOpen: false, isFirstTimeBanner: false }),
  },
}));

registerStore('banner', useBannerStore, initialBanner);

export const useBanner = () =>
  useBannerStore(
    useShallow((state) => ({
      isBannerOpen: state.isBannerOpen,
      isFirstTimeBanner: state.isFirstTimeBanner,
    })),
  );
/** For code outside React (services, other stores' transitions, tests). */
export const bannerActions = useBannerStore.getState().actions;
export const getBannerState = (): BannerData => dataOf<BannerData>(useBannerStore.getState());
