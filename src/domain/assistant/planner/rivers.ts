/**
 * The rivers that divide our curated cities (src/data/places/rivers.json,
 * built by scripts/build-rivers.mjs; sources in docs/places-data.md), and what
 * crossing one costs the planner. The file is small (a few KB) and part of the
 * planner's own tables, so it is imported here rather than loaded per city.
 */
import riversFile from '@/data/places/rivers.json';
import type { LatLng } from '@/lib/places/types';
import { riverSide, type RiverCost, type RiverLine, type RiverSide } from './geo';

/**
 * A crossing counts as 1.5 km more walking, in grouping places into days and in
 * a day's order. Bridges in these cities stand 0.5 to 1 km apart and the rivers
 * are 100 to 400 m wide, so going over and back is a detour of about that (20
 * minutes on foot); and it is more than a usual leg between two stops (under
 * 1 km), so a day takes a place across the river only when it is 1.5 km nearer
 * than the nearest one on its own bank.
 */
export const RIVER_CROSSING_KM = 1.5;

function parseLine(line: unknown): RiverLine['line'] {
  if (!Array.isArray(line)) return [];
  return line.flatMap((p: unknown) =>
    Array.isArray(p) && p.length === 2 && typeof p[0] === 'number' && typeof p[1] === 'number' && Number.isFinite(p[0]) && Number.isFinite(p[1])
      ? [[p[0], p[1]] as const]
      : [],
  );
}

const RIVERS: ReadonlyMap<string, RiverLine> = new Map(
  Object.entries(riversFile.rivers).map(([cityId, river]) => [cityId, { name: river.name, marginKm: river.marginKm, line: parseLine(river.line) }]),
);

/** The river that divides a curated city, or null (none, or none we hold a line for). */
export function cityRiver(cityId: string): RiverLine | null {
  const river = RIVERS.get(cityId);
  return river && river.line.length >= 2 ? river : null;
}

/** What crossing the city's river costs, each point's bank worked out once; undefined for a city without one. */
export function riverCost(cityId: string): RiverCost | undefined {
  const river = cityRiver(cityId);
  if (!river) return undefined;
  const sides = new Map<string, RiverSide>();
  return {
    crossingKm: RIVER_CROSSING_KM,
    side: (at: LatLng) => {
      const key = `${at.lat},${at.lng}`;
      let side = sides.get(key);
      if (side === undefined) {
        side = riverSide(river, at);
        sides.set(key, side);
      }
      return side;
    },
  };
}
