/**
 * Places for the item form: our curated places of the trip's destinations
 * (searched first), and the destinations as cities (for free-text items at
 * a city's approximate coordinates, and their time zones). Loaded on demand.
 */
import { useQuery } from '@tanstack/react-query';
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

/** The destinations (one per line) as cities, and our places: theirs first, then everywhere's. */
async function loadDestinationPlaces(lines: string): Promise<Loaded> {
  const index = await loadCitySearchIndex();
  const cities = lines
    .split('\n')
    .filter(Boolean)
    .map((name) => searchCities(index, name, 1)[0])
    .filter((city): city is City => city !== undefined);
  const curatedIds = cities.filter((city) => city.curated).map((city) => city.id);
  const [scoped, everywhere] = await Promise.all([
    curatedIds.length > 0 ? loadPlacesData(curatedIds) : Promise.resolve(null),
    loadPlacesData(),
  ]);
  return { cities, scoped, everywhere };
}

export function useDestinationPlaces(destinations: readonly string[], enabled = true): DestinationPlaces {
  const lines = destinations.join('\n');
  const query = useQuery({
    queryKey: ['places', 'destinations', lines],
    queryFn: () => loadDestinationPlaces(lines),
    enabled,
    // Our places do not change while the app runs; a failure (offline) says so at once.
    staleTime: Infinity,
    retry: false,
  });
  const loaded = query.data;
  const status: DestinationPlaces['status'] = query.isError ? 'error' : loaded ? 'ready' : 'loading';

  const search = (query: string): Place[] => {
    if (!loaded || query.trim().length < 2) return [];
    const first = loaded.scoped ? searchPlaces(loaded.scoped, query, { limit: LIMIT }) : [];
    if (first.length >= LIMIT || !loaded.everywhere) return first;
    const seen = new Set(first.map((place) => place.id));
    // Elsewhere, landmarks only: a restaurant of another city ("tasca" in Dubai) is never the one meant on this trip.
    const rest = searchPlaces(loaded.everywhere, query, { limit: LIMIT * 4 }).filter((place) => !seen.has(place.id) && place.visit !== false);
    return [...first, ...rest].slice(0, LIMIT);
  };

  const timeZoneOf = (cityId: string): string | null =>
    loaded?.cities.find((city) => city.id === cityId)?.timeZone ??
    loaded?.everywhere?.cityById.get(cityId)?.timeZone ??
    null;

  return { status, cities: loaded?.cities ?? [], search, timeZoneOf };
}
