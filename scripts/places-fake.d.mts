// Types for scripts/places-fake.mjs (the local Places API stand-in), for the tests.
export declare const PLACES_FAKE_PORT: number;
export declare const FAKE_PLACES_KEY: string;

export interface PlacesFakeRequest {
  method: string;
  path: string;
  search: string;
  fieldMask: string;
  body: unknown;
}

/** A place in the curated shape, with the optional live-only fields the stand-in serves. */
export interface PlacesFakePlace {
  id: string;
  name: string;
  category: string;
  cityId: string;
  cityName: string;
  country: string;
  geocode: { lat: number; lng: number };
  hours?: { days: number[]; open: string; close: string }[];
  rating?: number;
  ratingCount?: number;
  priceLevel?: string;
  website?: string;
}

export interface PlacesFake {
  url: string;
  baseURL: string;
  requests: PlacesFakeRequest[];
  /** An HTTP status every API request answers with (null: answer normally). */
  failWith: number | null;
  /** Milliseconds every request waits before its answer. */
  delayMs: number;
  close(): Promise<void>;
}

export declare function fakePlaceId(curatedId: string): string;
export declare function openingHoursOf(hours: PlacesFakePlace['hours']): unknown;
export declare function placePhotoPng(seed: string, width?: number, height?: number): Buffer;
export declare function startPlacesFake(port?: number, options?: { places?: PlacesFakePlace[]; quiet?: boolean }): Promise<PlacesFake>;
