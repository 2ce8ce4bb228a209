import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Product } from '@/services/firebase/collections/commerce';
import { priceActions } from '@/stores/use-price-store';
import type { Price } from '@/stores/types';
import { commerceKeys } from './commerce-keys';
import { commerceService } from './services';

export function productsQueryOptions() {
  return queryOptions({
    queryKey: commerceKeys.products(),
    queryFn: async () => (await commerceService()).listProducts(),
    staleTime: 5 * 60_000,
  });
}

/** The Price store's lists from the catalogue (plans, itineraries, bundles, gift plans). */
export function priceLists(products: Product[]) {
  const asPrice = (p: Product): Price => ({ ...p });
  return {
    priceList: products.filter((p) => p.kind === 'plan').map(asPrice),
    itineraryPriceList: products.filter((p) => p.kind === 'itinerary').map(asPrice),
    bundlePriceList: products.filter((p) => p.kind === 'bundle').map(asPrice),
    giftPlanPrices: products.filter((p) => p.kind === 'gift-plan').map(asPrice),
  };
}

/** The catalogue, also mirrored into the Price store. */
export function useProducts() {
  const query = useQuery(productsQueryOptions());
  useEffect(() => {
    if (query.data) priceActions.pricesLoaded(priceLists(query.data));
  }, [query.data]);
  return query;
}
