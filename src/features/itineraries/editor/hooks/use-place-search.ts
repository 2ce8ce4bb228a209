/**
 * The item form's place search: live places near the trip's first
 * destination when the provider answers, else the curated guide (see
 * services/places-search.ts), once the typing pauses. Until the first live
 * answer the guide's matches show at once; after that the previous answer
 * stays on screen while the next one loads. Only live answers are kept for
 * a while: after a failure (or offline) the next search asks again.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { choosePlaces, searchLivePlaces, type FoundPlaces } from '@/services/places-search';
import type { DestinationPlaces } from './use-destination-places';

export const PLACE_SEARCH_DELAY_MS = 300;
export const MIN_QUERY_LENGTH = 2;

export interface PlaceSearch {
  /** Null until the first answer for a long enough query. */
  result: FoundPlaces | null;
  /** True while an answer for the current query is on its way. */
  searching: boolean;
}

export function usePlaceSearch(query: string, places: DestinationPlaces): PlaceSearch {
  const trimmed = query.trim();
  const [settled, setSettled] = useState(trimmed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(trimmed), PLACE_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);

  const near = places.cities[0]?.geocode ?? null;
  const live = useQuery({
    queryKey: ['places', 'search', settled, near],
    queryFn: () => searchLivePlaces(settled, { near }),
    enabled: settled.length >= MIN_QUERY_LENGTH,
    // Offline the function is not asked; the answer says so.
    networkMode: 'always',
    staleTime: (cached) => (cached.state.data?.ok ? 5 * 60_000 : 0),
    retry: false,
    placeholderData: keepPreviousData,
  });
  const current = trimmed.length >= MIN_QUERY_LENGTH;
  return {
    result: current && places.status !== 'loading' ? choosePlaces(live.data ?? null, places.search(trimmed)) : null,
    searching: current && (settled !== trimmed || live.isFetching || places.status === 'loading'),
  };
}
