/**
 * Async loaders for the places data. Every JSON file is pulled in with a
 * dynamic import, so Vite puts it in its own chunk and none of it lands in the
 * entry chunk. Results are memoized per session.
 */
import { buildCitySearchIndex, buildPlacesData } from './search';
import type { CitySearchIndex, CuratedCityFile, CuratedIndex, GeoNamesFile, GeoNamesRow, PlacesData } from './types';

const cityFileLoaders = import.meta.glob<CuratedCityFile>('../../data/places/cities/*.json', { import: 'default' });

const loaderById = new Map<string, () => Promise<CuratedCityFile>>(
  Object.entries(cityFileLoaders).map(([path, load]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), load]),
);

let indexPromise: Promise<CuratedIndex> | undefined;
let geoNamesPromise: Promise<GeoNamesRow[]> | undefined;
let searchIndexPromise: Promise<CitySearchIndex> | undefined;
let placesPromise: Promise<PlacesData> | undefined;
const cityPromises = new Map<string, Promise<CuratedCityFile | null>>();

/** The curated cities (no places): ids, names, centres, time zones, day trips. */
export function loadCuratedIndex(): Promise<CuratedIndex> {
  indexPromise ??= import('@/data/places/index.json').then((m) => m.default as CuratedIndex);
  return indexPromise;
}

function isGeoNamesRow(row: unknown): row is GeoNamesRow {
  return (
    Array.isArray(row) &&
    row.length === 6 &&
    typeof row[0] === 'string' &&
    typeof row[1] === 'string' &&
    row.slice(2).every((n) => typeof n === 'number')
  );
}

/** GeoNames cities with a population of at least 50,000 (CC BY 4.0). */
export function loadGeoNamesCities(): Promise<GeoNamesRow[]> {
  geoNamesPromise ??= import('@/data/cities/cities.json').then((m) => {
    const file: Pick<GeoNamesFile, 'rows'> | { rows: unknown[] } = m.default;
    return file.rows.filter(isGeoNamesRow);
  });
  return geoNamesPromise;
}

/** Curated and GeoNames cities, ready for `searchCities` and `getCity`. */
export function loadCitySearchIndex(): Promise<CitySearchIndex> {
  searchIndexPromise ??= Promise.all([loadCuratedIndex(), loadGeoNamesCities()]).then(([index, rows]) =>
    buildCitySearchIndex(index.cities, rows),
  );
  return searchIndexPromise;
}

/** Ids of every curated city with a data file. */
export function curatedCityIds(): string[] {
  return [...loaderById.keys()].sort();
}

/** One curated city with its places, or null when we hold no curated data for it. */
export function loadCuratedCity(id: string): Promise<CuratedCityFile | null> {
  let promise = cityPromises.get(id);
  if (!promise) {
    const load = loaderById.get(id);
    promise = load ? load() : Promise.resolve(null);
    cityPromises.set(id, promise);
  }
  return promise;
}

/** Places data for some curated cities (all of them when no ids are given). */
export async function loadPlacesData(cityIds?: readonly string[]): Promise<PlacesData> {
  if (cityIds === undefined) {
    placesPromise ??= Promise.all(curatedCityIds().map((id) => loadCuratedCity(id))).then((files) =>
      buildPlacesData(files.filter((f): f is CuratedCityFile => f !== null)),
    );
    return placesPromise;
  }
  const files = await Promise.all(cityIds.map((id) => loadCuratedCity(id)));
  return buildPlacesData(files.filter((f): f is CuratedCityFile => f !== null));
}
