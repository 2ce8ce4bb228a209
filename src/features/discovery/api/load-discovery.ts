/**
 * Loads what Discovery shows for one trip: our places near its places (the
 * places data, JSON chunks on demand) and related public itineraries (REST
 * reads of Explore's index). One cached read per trip (TanStack Query): a
 * new load replaces the lists, so an entry missing from the new data is gone.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ExploreCard } from '@/services/firebase/collections/explore-queries';
import type { FallbackReason } from '@/services/places-search';
import {
  citiesOfTrip,
  discoverPlaces,
  relatedContext,
  relatedKeys,
  searchArea,
  withLivePlaces,
  type DiscoverPlace,
  type DiscoveryTrip,
  type DiscoveryTripItem,
  type RelatedPlaceContext,
} from '../lib/discover';

export const RELATED_MAX = 6;

/** Where the places come from: the curated guide with the live provider's places, or the guide alone and why. */
export type DiscoverySource = { live: true } | { live: false; reason: FallbackReason; message: string | null };

export interface DiscoveryData {
  attractions: DiscoverPlace[];
  restaurants: DiscoverPlace[];
  source: DiscoverySource;
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

/**
 * The live provider's restaurants and sights around the trip (two Nearby
 * Searches, each one of the person's live requests of the hour), merged into
 * the curated lists; when it cannot answer, the curated lists alone and why.
 */
async function loadLive(
  trip: DiscoveryTrip,
  items: readonly DiscoveryTripItem[],
  curated: { attractions: DiscoverPlace[]; restaurants: DiscoverPlace[] },
  city: { id: string; timeZone: string | null } | null,
): Promise<{ attractions: DiscoverPlace[]; restaurants: DiscoverPlace[]; source: DiscoverySource }> {
  const area = searchArea(trip, items);
  if (!area) return { ...curated, source: { live: false, reason: 'no-results', message: null } };
  const { nearbyLivePlaces } = await import('@/services/places-search');
  const radiusM = Math.round(area.km * 1000);
  const [food, sights] = await Promise.all([
    nearbyLivePlaces(area.centre, 'food', { radiusM }),
    nearbyLivePlaces(area.centre, 'sight', { radiusM }),
  ]);
  if (!food.ok) return { ...curated, source: { live: false, reason: food.reason, message: food.message } };
  return {
    restaurants: withLivePlaces(curated.restaurants, food.places, 'restaurant', trip, items, city),
    attractions: withLivePlaces(curated.attractions, sights.ok ? sights.places : [], 'attraction', trip, items, city),
    source: { live: true },
  };
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
  const curated = discoverPlaces(trip, items, places);
  const city = cityIds.map((id) => places.cityById.get(id)).find((c) => c !== undefined) ?? null;
  const live = await loadLive(trip, items, curated, city ? { id: city.id, timeZone: city.timeZone } : null);
  const data: DiscoveryData = {
    attractions: live.attractions,
    restaurants: live.restaurants,
    source: live.source,
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
