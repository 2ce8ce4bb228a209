/**
 * A destination page's city (/explore/{id}): a curated city with its places,
 * or a GeoNames city (no places of ours). Loaded on demand: the places data
 * and the city index are JSON chunks of their own.
 */
import { queryOptions } from '@tanstack/react-query';
import { afterNextPaint } from '@/lib/after-paint';
import type { LatLng, Place } from '@/lib/places/types';

export interface Destination {
  id: string;
  name: string;
  country: string;
  geocode: LatLng;
  curated: boolean;
  /** Sights, museums, neighbourhoods and nature, in our data's order. */
  attractions: Place[];
  /** Places to eat and drink. */
  restaurants: Place[];
}

export const TOP_ATTRACTIONS = 8;
export const TOP_RESTAURANTS = 6;

export async function loadDestination(id: string): Promise<Destination | null> {
  await afterNextPaint();
  const { loadCuratedCity, loadCitySearchIndex } = await import('@/lib/places/load');
  const curated = await loadCuratedCity(id);
  if (curated) {
    return {
      id,
      name: curated.name,
      country: curated.country,
      geocode: curated.geocode,
      curated: true,
      attractions: curated.places.filter((p) => p.category !== 'food' && p.category !== 'daytrip').slice(0, TOP_ATTRACTIONS),
      restaurants: curated.places.filter((p) => p.category === 'food').slice(0, TOP_RESTAURANTS),
    };
  }
  const index = await loadCitySearchIndex();
  const city = index.byId.get(id);
  if (!city) return null;
  return { id, name: city.name, country: city.country, geocode: city.geocode, curated: false, attractions: [], restaurants: [] };
}

export function destinationQueryOptions(id: string) {
  return queryOptions({ queryKey: ['explore', 'destination', id] as const, queryFn: () => loadDestination(id), staleTime: Infinity });
}

/** Our curated cities (id and name), for the destination box's suggestions and their pages. */
export function curatedCityNamesQueryOptions() {
  return queryOptions({
    queryKey: ['explore', 'city-names'] as const,
    queryFn: async () => {
      await afterNextPaint();
      const { loadCuratedIndex } = await import('@/lib/places/load');
      const index = await loadCuratedIndex();
      // In alphabetical order with Kraków among the Ks, compared without a collator (whose first use loads locale data).
      const sortKey = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
      return index.cities
        .map((c) => ({ id: c.id, name: c.name, key: sortKey(c.name) }))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
        .map(({ id, name }) => ({ id, name }));
    },
    staleTime: Infinity,
  });
}
