import { queryOptions, useQuery } from '@tanstack/react-query';
import { commerceKeys } from './commerce-keys';
import { commerceApi } from './service';

export function productsQueryOptions() {
  return queryOptions({
    queryKey: commerceKeys.products(),
    queryFn: async () => (await commerceApi()).listProducts(),
    staleTime: 5 * 60_000,
  });
}

/** The shop's catalogue: one cached read, shared by the screens that price something. */
export function useProducts() {
  return useQuery(productsQueryOptions());
}
