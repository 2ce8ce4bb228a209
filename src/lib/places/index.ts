export * from './types';
export { haversineKm } from './geo';
export { normalizeText } from './normalize';
export {
  buildCitySearchIndex,
  buildPlacesData,
  getCity,
  getCuratedCity,
  getPlace,
  placesInCity,
  placesNear,
  searchCities,
  searchPlaces,
  type PlaceSearchOptions,
} from './search';
export {
  curatedCityIds,
  loadCitySearchIndex,
  loadCuratedCity,
  loadCuratedIndex,
  loadGeoNamesCities,
  loadPlacesData,
} from './load';
