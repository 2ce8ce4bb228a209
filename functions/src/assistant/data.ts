/**
 * The places data for the function: the same JSON files the app loads,
 * inlined into functions/lib/index.js by the bundling step (vite.config.ts),
 * so the deployed function reads nothing from disk. Built once per instance.
 */
import geoNames from '@/data/cities/cities.json';
import curatedIndex from '@/data/places/index.json';
import { buildCitySearchIndex, buildPlacesData } from '@/lib/places/search';
import type { CitySearchIndex, CuratedCityFile, CuratedIndex, GeoNamesRow, PlacesData } from '@/lib/places/types';

const cityFiles = import.meta.glob<CuratedCityFile>('../../../src/data/places/cities/*.json', {
  eager: true,
  import: 'default',
});

export interface AssistantData {
  placesData: PlacesData;
  cityIndex: CitySearchIndex;
}

let cached: AssistantData | undefined;

export function assistantData(): AssistantData {
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
