/**
 * How a person goes from one stop to the next and, when no route service has
 * answered, how long that takes: the straight line between the two places
 * times a detour factor, at a speed per means, plus a fixed time for what is
 * not moving (waiting for a train, finding the car). Every number and where it
 * comes from: docs/days.md ("Estimates").
 *
 * The means of a leg is chosen from the estimate alone, never from a route's
 * answer, so a leg keeps its means when the route arrives (no flicker).
 */
import { haversineKm } from '@/lib/places/geo';
import { waterBetween, type Water } from './water';
import type { GeoPoint } from '@/domain/itineraries/types';
import type { UserPreferencesDoc } from '@/domain/users/schema';

export const TRAVEL_MODES = ['walk', 'transit', 'car', 'bike'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

/** The means offered when a leg is too long to walk. */
export type RideMode = Extract<TravelMode, 'transit' | 'car'>;

export interface ModeModel {
  /** Distance along streets or lines over the straight line. */
  detour: number;
  /** Average speed while moving, stops included, km/h. */
  kmh: number;
  /** Minutes on top of the moving: walking to a stop and waiting, finding the car and parking. */
  overheadMinutes: number;
  /** Past this many km (along the way) the rest goes at `outOfTownKmh` (regional trains, roads out of town). */
  inTownKm: number | null;
  outOfTownKmh: number | null;
}

export const MODE_MODELS: Record<TravelMode, ModeModel> = {
  walk: { detour: 1.3, kmh: 4.5, overheadMinutes: 0, inTownKm: null, outOfTownKmh: null },
  bike: { detour: 1.25, kmh: 14, overheadMinutes: 0, inTownKm: null, outOfTownKmh: null },
  transit: { detour: 1.3, kmh: 24, overheadMinutes: 10, inTownKm: 15, outOfTownKmh: 60 },
  car: { detour: 1.4, kmh: 25, overheadMinutes: 5, inTownKm: 15, outOfTownKmh: 60 },
};

/** A leg is walked, unless the person says otherwise, when the walk along the streets is at most this long (about 20 minutes). */
export const WALK_MAX_METERS = 1500;

/** Two places closer than this (straight line) are the same place: no time, no distance (lunch inside the market). */
export const SAME_PLACE_METERS = 20;

export interface TravelPreferences {
  /** How the person goes when a leg is too long to walk. */
  ride: RideMode;
  /** How distances are written. */
  distanceUnit: 'km' | 'mi';
}

export const DEFAULT_TRAVEL_PREFERENCES: TravelPreferences = { ride: 'transit', distanceUnit: 'km' };

/**
 * The person's travel preferences from their account (Preferences: distance
 * units, and how they go beyond a walk); a visitor or an account that never
 * chose gets the defaults: kilometres, public transport.
 */
export function travelPreferences(account: Partial<Pick<UserPreferencesDoc, 'distanceUnit' | 'ride'>> | null | undefined): TravelPreferences {
  return {
    ride: account?.ride ?? DEFAULT_TRAVEL_PREFERENCES.ride,
    distanceUnit: account?.distanceUnit ?? DEFAULT_TRAVEL_PREFERENCES.distanceUnit,
  };
}

/** A leg's length and time. */
export interface Measure {
  seconds: number;
  meters: number;
}

/** Straight-line metres between two places. */
export function straightMeters(from: GeoPoint, to: GeoPoint): number {
  return haversineKm(from, to) * 1000;
}

/** The estimate of a leg by `mode`: whole seconds and metres along the way. */
export function estimateLeg(from: GeoPoint, to: GeoPoint, mode: TravelMode): Measure {
  const straight = straightMeters(from, to);
  if (straight < SAME_PLACE_METERS) return { seconds: 0, meters: 0 };
  const model = MODE_MODELS[mode];
  const km = (straight * model.detour) / 1000;
  const inTown = model.inTownKm === null ? km : Math.min(km, model.inTownKm);
  const outOfTown = km - inTown;
  const hours = inTown / model.kmh + (outOfTown > 0 && model.outOfTownKmh ? outOfTown / model.outOfTownKmh : 0);
  return { seconds: Math.round(hours * 3600 + model.overheadMinutes * 60), meters: Math.round(km * 1000) };
}

/**
 * The means a leg gets unless the person chose one: on foot when the walk is
 * short and crosses no water a walk cannot (./water.ts), else their way of
 * riding; to an island with no road, public transport (the boat).
 */
export function defaultMode(from: GeoPoint, to: GeoPoint, preferences: TravelPreferences, water: Water | null = waterBetween(from, to)): TravelMode {
  if (water) return water.roads ? preferences.ride : 'transit';
  return estimateLeg(from, to, 'walk').meters <= WALK_MAX_METERS ? 'walk' : preferences.ride;
}
