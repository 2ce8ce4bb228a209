/**
 * Loads what Discovery shows for one trip: our places near its places (the
 * places data, JSON chunks on demand) and related public itineraries (REST
 * reads of Explore's index). One cached read per trip (TanStack Query): a
 * new load replaces the lists, so an entry missing from the new data is gone.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ExploreCard } from '@/services/firebase/collections/explore-queries';
import {
  citiesOfTrip,
  discoverPlaces,
  relatedContext,
  relatedKeys,
  type DiscoverPlace,
  type DiscoveryTrip,
  type DiscoveryTripItem,
  type RelatedPlaceContext,
} from '../lib/discover';

export const RELATED_MAX = 6;

export interface DiscoveryData {
  attractions: DiscoverPlace[];
  restaurants: DiscoverPlace[];
  related: ExploreCard[];
  relatedCreators: Record<string, { username: string; displayName: string }>;
  context: RelatedPlaceContext[];
}

async function loadRelated(trip: DiscoveryTrip & { clonedFrom?: string | null }, cityIds: string[]) {
  const [{ listPublicByAnyKey, readCreators }, { stageDatabase }] = await Promise.all([
    import('@/services/firebase/collections/explore-queries'),
    import('@/services/firebase/rest'),
  ]);
  const database = stageDatabase();
  const found = await listPublicByAnyKey(database, relatedKeys(trip, cityIds), RELATED_MAX + 2);
  const related = found.filter((card) => card.id !== trip.id).slice(0, RELATED_MAX);
  const creators: DiscoveryData['relatedCreators'] = {};
  const profiles = await readCreators(database, related.map((c) => c.creatorId)).catch(() => new Map<string, never>());
  for (const [uid, p] of profiles) creators[uid] = { username: p.username, displayName: p.displayName };
  return { related, creators };
}

export async function loadDiscovery(trip: DiscoveryTrip, items: readonly DiscoveryTripItem[]): Promise<DiscoveryData> {
  const { loadCuratedIndex, loadPlacesData } = await import('@/lib/places/load');
  const index = await loadCuratedIndex();
  const cityIds = citiesOfTrip(trip, items, index.cities);
  const [places, related] = await Promise.all([
    loadPlacesData(cityIds),
    // Related trips are a bonus: without them the places still show.
    loadRelated(trip, cityIds).catch(() => ({ related: [] as ExploreCard[], creators: {} })),
  ]);
  const { attractions, restaurants } = discoverPlaces(trip, items, places);
  const data: DiscoveryData = {
    attractions,
    restaurants,
    related: related.related,
    relatedCreators: related.creators,
    context: relatedContext(trip, related.related),
  };
  return data;
}

export const discoveryKeys = {
  all: ['discovery'] as const,
  trip: (id: string) => [...discoveryKeys.all, 'trip', id] as const,
};

/**
 * Discovery for a trip, from its places as they were when the screen opened
 * (a place added from here stays listed, marked as added).
 */
export function discoveryQueryOptions(trip: DiscoveryTrip, items: readonly DiscoveryTripItem[]) {
  // Keyed by the trip only: the places it had when the screen opened decide the suggestions.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: discoveryKeys.trip(trip.id),
    queryFn: () => loadDiscovery(trip, items),
    staleTime: 5 * 60_000,
  });
}
