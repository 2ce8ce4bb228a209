/**
 * Places for the item form: our curated places of the trip's destinations
 * (searched first), and the destinations as cities (for free-text items at
 * a city's approximate coordinates, and their time zones). Loaded on demand.
 */
import { useEffect, useState } from 'react';
import { loadCitySearchIndex, loadPlacesData } from '@/lib/places/load';
import { searchCities, searchPlaces } from '@/lib/places/search';
import type { City, Place, PlacesData } from '@/lib/places/types';

export interface DestinationPlaces {
  status: 'loading' | 'ready' | 'error';
  cities: City[];
  /** Curated places matching the query: the destinations' first, then anywhere else we know. */
  search: (query: string) => Place[];
  timeZoneOf: (cityId: string) => string | null;
}

interface Loaded {
  cities: City[];
  scoped: PlacesData | null;
  everywhere: PlacesData | null;
}

const LIMIT = 8;

export function useDestinationPlaces(destinations: readonly string[], enabled = true): DestinationPlaces {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [status, setStatus] = useState<DestinationPlaces['status']>('loading');
  const key = destinations.join('\n');

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    (async () => {
      const index = await loadCitySearchIndex();
      const cities = key
        .split('\n')
        .filter(Boolean)
        .map((name) => searchCities(index, name, 1)[0])
        .filter((city): city is City => city !== undefined);
      const curatedIds = cities.filter((city) => city.curated).map((city) => city.id);
      const [scoped, everywhere] = await Promise.all([
        curatedIds.length > 0 ? loadPlacesData(curatedIds) : Promise.resolve(null),
        loadPlacesData(),
      ]);
      if (live) {
        setLoaded({ cities, scoped, everywhere });
        setStatus('ready');
      }
    })().catch(() => {
      if (live) setStatus('error');
    });
    return () => {
      live = false;
    };
  }, [key, enabled]);

  const search = (query: string): Place[] => {
    if (!loaded || query.trim().length < 2) return [];
    const first = loaded.scoped ? searchPlaces(loaded.scoped, query, { limit: LIMIT }) : [];
    if (first.length >= LIMIT || !loaded.everywhere) return first;
    const seen = new Set(first.map((place) => place.id));
    const rest = searchPlaces(loaded.everywhere, query, { limit: LIMIT * 2 }).filter((place) => !seen.has(place.id));
    return [...first, ...rest].slice(0, LIMIT);
  };

  const timeZoneOf = (cityId: string): string | null =>
    loaded?.cities.find((city) => city.id === cityId)?.timeZone ??
    loaded?.everywhere?.cityById.get(cityId)?.timeZone ??
    null;

  return { status, cities: loaded?.cities ?? [], search, timeZoneOf };
}
