import { queryOptions, useQuery } from '@tanstack/react-query';
import { commerceKeys } from './commerce-keys';
import { commerceApi } from './service';

export function previewQueryOptions(itineraryId: string) {
  return queryOptions({
    queryKey: commerceKeys.preview(itineraryId),
    queryFn: async () => (await commerceApi()).getItineraryPreview(itineraryId),
    staleTime: 60_000,
    retry: 1,
  });
}

export const usePreview = (itineraryId: string) => useQuery(previewQueryOptions(itineraryId));
