/** The real places data, read from the JSON files (static JSON imports: tests only, never the app). */
import geoNames from '@/data/cities/cities.json';
import curatedIndex from '@/data/places/index.json';
import { buildCitySearchIndex, buildPlacesData } from '@/lib/places/search';
import type { CitySearchIndex, CuratedCityFile, CuratedIndex, GeoNamesRow, PlacesData } from '@/lib/places/types';

const cityFiles = import.meta.glob<CuratedCityFile>('../../../../data/places/cities/*.json', { eager: true, import: 'default' });

let cached: { placesData: PlacesData; cityIndex: CitySearchIndex } | undefined;

export function realData(): { placesData: PlacesData; cityIndex: CitySearchIndex } {
  if (!cached) {
    const files = Object.keys(cityFiles)
      .sort()
      .map((path) => cityFiles[path]!);
    cached = {
      placesData: buildPlacesData(files),
      cityIndex: buildCitySearchIndex((curatedIndex as CuratedIndex).cities, geoNames.rows as GeoNamesRow[]),
    };
  }
  return cached;
}
