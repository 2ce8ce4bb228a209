/**
 * Water a walk cannot cross in our curated cities (src/data/places/water.json):
 * a strait or an estuary with no bridge for people on foot, or an island
 * reached by boat. A leg across it is never planned or shown as a walk: it is
 * a ride (a boat, or a car over the road bridge where there is one), so the
 * planner, the editor's legs and the pace's walking check all see the same
 * thing (docs/routes.md, "Water").
 */
import waterFile from '@/data/places/water.json';
import { riverSide } from '@/domain/assistant/planner/geo';
import { haversineKm } from '@/lib/places/geo';
import type { GeoPoint } from '@/domain/itineraries/types';

export interface Water {
  /** Its name: "the Bosphorus", "Liberty Island". */
  name: string;
  /** A strait or estuary (crossed), or an island (reached). */
  kind: 'line' | 'island';
  /** A road bridge or tunnel crosses it: a car can; without, only a boat. */
  roads: boolean;
}

type Point = readonly [number, number];

interface Line extends Water {
  kind: 'line';
  city: string;
  points: readonly Point[];
  /** The line's extent, to leave it out for legs nowhere near. */
  box: { south: number; north: number; west: number; east: number };
}

interface Island extends Water {
  kind: 'island';
  centre: GeoPoint;
  radiusKm: number;
}

const isPoint = (value: unknown): value is Point =>
  Array.isArray(value) && value.length === 2 && typeof value[0] === 'number' && typeof value[1] === 'number' && Number.isFinite(value[0]) && Number.isFinite(value[1]);

/** The file's water, read and checked once: an entry that does not hold together is left out. */
const WATER: readonly (Line | Island)[] = (waterFile.water as unknown[]).flatMap((entry): (Line | Island)[] => {
  if (typeof entry !== 'object' || entry === null) return [];
  const { city, name, roads, line, island } = entry as { city?: unknown; name?: unknown; roads?: unknown; line?: unknown; island?: { centre?: unknown; radiusM?: unknown } };
  if (typeof city !== 'string' || typeof name !== 'string' || typeof roads !== 'boolean') return [];
  if (Array.isArray(line) && line.length >= 2 && line.every(isPoint)) {
    const points = line;
    const lats = points.map((p) => p[0]);
    const lngs = points.map((p) => p[1]);
    return [{ kind: 'line', city, name, roads, points, box: { south: Math.min(...lats), north: Math.max(...lats), west: Math.min(...lngs), east: Math.max(...lngs) } }];
  }
  if (island && isPoint(island.centre) && typeof island.radiusM === 'number' && island.radiusM > 0) {
    return [{ kind: 'island', name, roads, centre: { lat: island.centre[0], lng: island.centre[1] }, radiusKm: island.radiusM / 1000 }];
  }
  return [];
});

/** How near a line's extent a leg's two ends must be for the line to count (another city's legs are not compared with it). */
const NEAR_KM = 20;
const KM_PER_DEGREE_LAT = 111.32;

function nearBox(line: Line, at: GeoPoint): boolean {
  const dLat = NEAR_KM / KM_PER_DEGREE_LAT;
  const dLng = dLat / Math.cos((at.lat * Math.PI) / 180);
  const { box } = line;
  return at.lat >= box.south - dLat && at.lat <= box.north + dLat && at.lng >= box.west - dLng && at.lng <= box.east + dLng;
}

/**
 * Whether a leg crosses a strait or an estuary: its two ends stand on opposite
 * banks (the side of the line's nearest segment, as a river's bank is found,
 * ../assistant/planner/geo.ts). By banks, not by the straight line between
 * them: a walk around a bay by land crosses nothing.
 */
function crossesLine(line: Line, from: GeoPoint, to: GeoPoint): boolean {
  if (!nearBox(line, from) || !nearBox(line, to)) return false;
  const river = { name: line.name, marginKm: 0, line: line.points };
  const a = riverSide(river, from);
  const b = riverSide(river, to);
  return a !== 'on' && b !== 'on' && a !== b;
}

/** The water between two places that a walk cannot cross, or null. */
export function waterBetween(from: GeoPoint, to: GeoPoint): Water | null {
  for (const water of WATER) {
    if (water.kind === 'island') {
      if (haversineKm(from, water.centre) <= water.radiusKm !== haversineKm(to, water.centre) <= water.radiusKm) return { name: water.name, kind: 'island', roads: water.roads };
    } else if (crossesLine(water, from, to)) {
      return { name: water.name, kind: 'line', roads: water.roads };
    }
  }
  return null;
}

/** The strait or estuary that divides a curated city, as a line (for the planner to keep each day to one shore), or null. */
export function cityWaterLine(cityId: string): { name: string; line: readonly (readonly [number, number])[] } | null {
  const found = WATER.find((water): water is Line => water.kind === 'line' && water.city === cityId);
  return found ? { name: found.name, line: found.points } : null;
}

/** How a leg says the water it crosses: "across the Bosphorus", "to or from Liberty Island by boat". */
export function waterWords(water: Water): string {
  return water.kind === 'line' ? `across ${water.name}` : `to or from ${water.name} by boat`;
}
