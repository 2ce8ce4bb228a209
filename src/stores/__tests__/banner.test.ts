import { act, renderHook } from '@testing-library/react';
import { bannerActions, getBannerState, useBanner } from '@/stores/use-banner-store';

describe('banner store', () => {
  it('starts closed, before its first showing', () => {
    expect(getBannerState()).toEqual({ isBannerOpen: false, isFirstTimeBanner: true });
  });

  it('opens when shown, still the first time', () => {
    bannerActions.bannerShown();
    expect(getBannerState()).toEqual({ isBannerOpen: true, isFirstTimeBanner: true });
  });

  it('closes for good when dismissed', () => {
    bannerActions.bannerShown();
    bannerActions.bannerDismissed();
    expect(getBannerState()).toEqual({ isBannerOpen: false, isFirstTimeBanner: false });
  });

  it('gives components both flags', () => {
    const { result } = renderHook(() => useBanner());
    act(() => bannerActions.bannerShown());
    expect(result.current).toEqual({ isBannerOpen: true, isFirstTimeBanner: true });
  });
});
