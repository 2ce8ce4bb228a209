/**
 * The rivers that divide our curated cities (src/data/places/rivers.json,
 * built by scripts/build-rivers.mjs; sources in docs/places-data.md), and what
 * crossing one costs the planner. The file is small (a few KB) and part of the
 * planner's own tables, so it is imported here rather than loaded per city.
 */
import riversFile from '@/data/places/rivers.json';
import type { LatLng } from '@/lib/places/types';
import { riverSide, type RiverCost, type RiverLine, type RiverSide } from './geo';
import { cityWaterLine } from '@/domain/days/water';

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

/**
 * Water no walk crosses (a strait, an estuary: src/domain/days/water.ts) costs
 * more: a boat or a ride, with its wait, about 3 km of walking. So a day keeps
 * to one shore unless the other is far nearer, and its meals too.
 */
export const WATER_CROSSING_KM = 3;

/**
 * What crossing the city's river costs, each point's bank worked out once;
 * for a city divided by water no walk crosses, that water at its own cost;
 * undefined for a city with neither.
 */
export function riverCost(cityId: string): RiverCost | undefined {
  const water = cityRiver(cityId) ? null : cityWaterLine(cityId);
  const river = cityRiver(cityId) ?? (water ? { name: water.name, marginKm: 0, line: water.line } : null);
  if (!river) return undefined;
  const sides = new Map<string, RiverSide>();
  return {
    crossingKm: water ? WATER_CROSSING_KM : RIVER_CROSSING_KM,
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
