/**
 * Pure search over loaded places data. Load the data with the async loaders in
 * `./load` (they keep the JSON out of the entry chunk), then call these.
 */
import { haversineKm } from './geo';
import { bestTier, MatchTier, normalizeText } from './normalize';
import type {
  City,
  CitySearchIndex,
  CuratedCityFile,
  CuratedCitySummary,
  GeoNamesRow,
  LatLng,
  Place,
  PlaceCategory,
  PlacesData,
} from './types';

/** A GeoNames row within this distance of a curated city, with the same name, is that city. */
const SAME_CITY_KM = 30;

/** Combines curated cities and GeoNames rows into one de-duplicated search index. */
export function buildCitySearchIndex(curated: readonly CuratedCitySummary[], rows: readonly GeoNamesRow[]): CitySearchIndex {
  const cities: City[] = [];
  const keys: string[][] = [];
  const consumed = new Set<number>();

  const curatedSorted = [...curated].sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id));
  for (const c of curatedSorted) {
    const names = [c.name, ...c.aliases].map(normalizeText);
    let match: GeoNamesRow | undefined;
    rows.forEach((row, i) => {
      if (consumed.has(i) || row[1] !== c.country || !names.includes(normalizeText(row[0]))) return;
      if (haversineKm(c.geocode, { lat: row[2], lng: row[3] }) > SAME_CITY_KM) return;
      if (!match || row[4] > match[4]) match = row;
    });
    if (match) consumed.add(rows.indexOf(match));
    cities.push({
      id: c.id,
      name: c.name,
      country: c.country,
      geocode: c.geocode,
      population: match ? match[4] : null,
      geonameId: match ? match[5] : null,
      curated: true,
      timeZone: c.timeZone,
    });
    keys.push(names);
  }

  rows.forEach((row, i) => {
    if (consumed.has(i)) return;
    const [name, country, lat, lng, population, geonameId] = row;
    cities.push({
      id: `gn-${geonameId}`,
      name,
      country,
      geocode: { lat, lng },
      population,
      geonameId,
      curated: false,
      timeZone: null,
    });
    keys.push([normalizeText(name)]);
  });

  return { cities, keys, byId: new Map(cities.map((c) => [c.id, c])) };
}

/**
 * Cities whose name (or a curated alias) matches the query, ignoring case,
 * diacritics and punctuation: a prefix of the name, or every query word a
 * prefix of one of its words. Curated cities come first, then exact names,
 * then larger populations ("paulo" finds São Paulo before Paulo Afonso).
 */
export function searchCities(index: CitySearchIndex, query: string, limit = 10): City[] {
  const q = normalizeText(query);
  if (q === '' || limit <= 0) return [];
  const hits: { city: City; tier: MatchTier }[] = [];
  index.cities.forEach((city, i) => {
    const tier = bestTier(index.keys[i] ?? [], q);
    if (tier !== MatchTier.None) hits.push({ city, tier });
  });
  const exact = (tier: MatchTier): number => (tier === MatchTier.Exact ? 0 : 1);
  hits.sort(
    (a, b) =>
      Number(b.city.curated) - Number(a.city.curated) ||
      exact(a.tier) - exact(b.tier) ||
      (b.city.population ?? 0) - (a.city.population ?? 0) ||
      a.city.name.localeCompare(b.city.name, 'en') ||
      a.city.id.localeCompare(b.city.id),
  );
  return hits.slice(0, limit).map((h) => h.city);
}

/** A city from the search index by id (`lisbon`, `gn-2267057`). */
export function getCity(index: CitySearchIndex, id: string): City | undefined {
  return index.byId.get(id);
}

/** Indexes loaded city files for place lookups. */
export function buildPlacesData(files: readonly CuratedCityFile[]): PlacesData {
  const cities = [...files].sort((a, b) => a.id.localeCompare(b.id));
  const places = cities.flatMap((c) => c.places);
  return {
    cities,
    cityById: new Map(cities.map((c) => [c.id, c])),
    places,
    placeById: new Map(places.map((p) => [p.id, p])),
  };
}

/** The first curated city one of a trip's destinations names (by its name or an alias, accents and case aside). */
export function curatedCityNamed<T extends Pick<CuratedCitySummary, 'name' | 'aliases'>>(cities: readonly T[], destinations: readonly string[]): T | undefined {
  const names = new Set(destinations.map(normalizeText));
  return cities.find((city) => names.has(normalizeText(city.name)) || city.aliases.some((alias) => names.has(normalizeText(alias))));
}

/** The curated places of a city, optionally of one category, in data order. */
export function placesInCity(data: PlacesData, cityId: string, category?: PlaceCategory): Place[] {
  const places = data.cityById.get(cityId)?.places ?? [];
  return category ? places.filter((p) => p.category === category) : [...places];
}

export interface PlaceSearchOptions {
  /** Only places of this curated city. */
  cityId?: string;
  /** Sort equally good matches by distance from here (and an empty query lists the nearest). */
  near?: LatLng;
  category?: PlaceCategory;
  /** Default 10. */
  limit?: number;
}

const CATEGORY_WORDS: Record<PlaceCategory, string[]> = {
  sight: ['sight', 'sights', 'landmark', 'landmarks', 'sightseeing'],
  museum: ['museum', 'museums', 'gallery', 'galleries'],
  food: ['food', 'market', 'markets', 'eat', 'eating'],
  neighbourhood: ['neighbourhood', 'neighbourhoods', 'neighborhood', 'neighborhoods', 'area', 'stay'],
  nature: ['nature', 'park', 'parks', 'garden', 'gardens'],
  daytrip: ['daytrip', 'day trip', 'excursion'],
};
/** Worse than any name match: the query names the category ("museum"). */
const CATEGORY_TIER = MatchTier.None - 0.5;

/**
 * Curated places whose name matches the query (prefix, or word prefixes;
 * diacritics ignored), or whose category the query names. Better matches
 * first; with `near`, equally good matches nearest first.
 */
export function searchPlaces(data: PlacesData, query: string, options: PlaceSearchOptions = {}): Place[] {
  const { cityId, near, category, limit = 10 } = options;
  if (limit <= 0) return [];
  let pool = cityId === undefined ? data.places : (data.cityById.get(cityId)?.places ?? []);
  if (category) pool = pool.filter((p) => p.category === category);
  const q = normalizeText(query);
  if (q === '' && !near) return pool.slice(0, limit);

  const hits: { place: Place; tier: number; km: number }[] = [];
  for (const place of pool) {
    let tier: number = q === '' ? MatchTier.Exact : bestTier([normalizeText(place.name)], q);
    if (tier === MatchTier.None && CATEGORY_WORDS[place.category].some((w) => w.startsWith(q) && q.length >= 3)) {
      tier = CATEGORY_TIER;
    }
    if (tier === MatchTier.None) continue;
    hits.push({ place, tier, km: near ? haversineKm(near, place.geocode) : 0 });
  }
  hits.sort(
    (a, b) =>
      a.tier - b.tier || a.km - b.km || a.place.name.localeCompare(b.place.name, 'en') || a.place.id.localeCompare(b.place.id),
  );
  return hits.slice(0, limit).map((h) => h.place);
}
