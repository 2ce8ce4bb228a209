/** Places data: curated destinations (our own data) and GeoNames cities. */

export interface LatLng {
  lat: number;
  lng: number;
}

export const PLACE_CATEGORIES = ['sight', 'museum', 'food', 'neighbourhood', 'nature', 'daytrip'] as const;
export type PlaceCategory = (typeof PLACE_CATEGORIES)[number];

/** What each category is called wherever places are listed (a city's page, a trip's suggestions). */
export const PLACE_CATEGORY_LABELS: Record<PlaceCategory, string> = {
  sight: 'Sight',
  museum: 'Museum',
  food: 'Food and drink',
  neighbourhood: 'Neighbourhood',
  nature: 'Nature',
  daytrip: 'Day trip',
};

export const PLACE_SOURCES = ['OpenStreetMap contributors (ODbL)', 'Wikidata (CC0)', 'MICHELIN Guide'] as const;
export type PlaceSource = (typeof PLACE_SOURCES)[number];

/** One curated place. Ids look like `lisbon/time-out-market` (city id, then a kebab slug). */
export interface Place {
  id: string;
  name: string;
  category: PlaceCategory;
  cityId: string;
  geocode: LatLng;
  /** One sentence in our own words. */
  description: string;
  /** Typical visit length in minutes. */
  visitMinutes: number;
  source: PlaceSource;
  /** The source's own page for the place (the MICHELIN Guide's entry). */
  sourceUrl?: string;
  /** 1 (inexpensive) to 4 (very expensive), as the source prices it. */
  priceLevel?: 1 | 2 | 3 | 4;
  /** Typical opening hours where the source gives them; 0 = Sunday, local times ("close" at or before "open" runs past midnight). */
  hours?: { days: number[]; open: string; close: string }[];
  /** Street address, as the source gives it. */
  address?: string;
  /** False for a place that is only a meal (a restaurant): the planner never makes it a visit of its own. */
  visit?: false;
  /**
   * A place to eat's cooking, read once from its description (scripts/build-cuisines.mjs):
   * whose cooking it is (a country code, "local", or null for no one country's).
   */
  cuisine?: { name: string | null; country: string | null };
  /** Closed for works or for good, from src/data/places/closures.json (scripts/build-closures.mjs). */
  closed?: PlaceClosure;
}

/** A place closed for works or for good, where that was read and when it was last checked. */
export interface PlaceClosure {
  kind: 'works' | 'for good';
  /** The first day closed (yyyy-mm-dd). */
  from: string;
  /** The day or year the source expects it to reopen, or null when it will not. */
  until: string | null;
  /** How the answer says it: "closed for renovation works, expected to reopen in 2030". */
  note: string;
  source: string;
  sourceUrl?: string;
  /** The day the mark was last checked against its source (yyyy-mm-dd). */
  checked: string;
}

/** A real town near a curated city, worth a day out. */
export interface DayTrip {
  id: string;
  name: string;
  geocode: LatLng;
  description: string;
  source: PlaceSource;
}

/** A curated destination as listed in the index (without its places). */
export interface CuratedCitySummary {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  geocode: LatLng;
  /** IANA time zone. */
  timeZone: string;
  /** Other names people search for (local spellings), e.g. "Lisboa". */
  aliases: string[];
  dayTrips: DayTrip[];
  placeCount: number;
}

/**
 * A walk people take between places of a city, in the order they take it
 * (Nanzen-ji, the Philosopher's Path, Ginkaku-ji): the planner keeps its
 * places on one day, one after another, in that order.
 */
export interface CityWalk {
  name: string;
  /** Place ids of this city, in walking order (two or more). */
  places: string[];
}

/** One city file under src/data/places/cities/. */
export interface CuratedCityFile extends Omit<CuratedCitySummary, 'placeCount'> {
  places: Place[];
  /** Known walks through the city's places; none when absent. */
  walks?: CityWalk[];
}

export interface CuratedIndex {
  cities: CuratedCitySummary[];
}

/** src/data/cities/cities.json, built by scripts/build-cities.mjs from GeoNames. */
export type GeoNamesRow = [name: string, country: string, lat: number, lng: number, population: number, geonameId: number];
export interface GeoNamesFile {
  source: string;
  minPopulation: number;
  fields: string[];
  rows: GeoNamesRow[];
}

/** A city as city search returns it: curated (our places) or from GeoNames only. */
export interface City {
  /** Curated cities use their slug (`lisbon`); GeoNames-only cities `gn-<geonameId>`. */
  id: string;
  name: string;
  country: string;
  geocode: LatLng;
  /** GeoNames population where known. */
  population: number | null;
  geonameId: number | null;
  /** True when we hold curated places for the city. */
  curated: boolean;
  timeZone: string | null;
}

/** Everything city search needs, prepared once by `buildCitySearchIndex`. */
export interface CitySearchIndex {
  cities: City[];
  byId: Map<string, City>;
  /** Normalized search keys per city, parallel to `cities`. */
  keys: string[][];
}

/** All curated places, loaded. */
export interface PlacesData {
  cities: CuratedCityFile[];
  cityById: Map<string, CuratedCityFile>;
  places: Place[];
  placeById: Map<string, Place>;
}
