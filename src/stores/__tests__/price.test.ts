import { act, renderHook } from '@testing-library/react';
import { getPriceState, priceActions, useGiftItineraryPrice } from '@/stores/use-price-store';

const noPrices = {
  priceList: [],
  itineraryPriceList: [],
  bundlePriceList: [],
  giftPlanPrices: [],
  giftItineraryPrice: null,
};

describe('price store', () => {
  it('starts with no prices', () => {
    expect(getPriceState()).toEqual(noPrices);
  });

  it('replaces only the price lists given', () => {
    priceActions.pricesLoaded({ priceList: [{ id: 'pro', amount: 999 }] });
    priceActions.pricesLoaded({ bundlePriceList: [{ id: 'b3', amount: 2499 }] });
    expect(getPriceState()).toEqual({
      ...noPrices,
      priceList: [{ id: 'pro', amount: 999 }],
      bundlePriceList: [{ id: 'b3', amount: 2499 }],
    });
  });

  it('gives components the gift itinerary price', () => {
    const { result } = renderHook(() => useGiftItineraryPrice());
    act(() => priceActions.pricesLoaded({ giftItineraryPrice: { amount: 1500, currency: 'EUR' } }));
    expect(result.current).toEqual({ amount: 1500, currency: 'EUR' });
  });
});
