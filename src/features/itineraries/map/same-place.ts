/**
 * Stops at one spot (two stops in one building, a lunch at the museum just
 * visited): each marker's name says which other stops share its place, so a
 * screen reader hears it as a sighted person sees the markers gathered there.
 */
import type { GeoPoint } from '@/domain/itineraries/types';

/** Places within this many metres are one spot ("the same place"). */
export const SAME_PLACE_METRES = 15;

/** Metres per degree of latitude. */
const METRES_PER_DEGREE = (Math.PI / 180) * 6_371_000;

function metresBetween(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const x = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.hypot(x, y) * 6_371_000;
}

/**
 * The pairs of indexes (a < b) of points that `close` accepts, looked for only
 * among points in the same or a neighbouring square of a grid whose squares
 * are as wide as the distance `close` allows (`cellOf`): a month's 360 markers
 * make a few hundred comparisons rather than 65,000.
 */
function closePairs(count: number, cellOf: (index: number) => readonly [number, number], close: (a: number, b: number) => boolean): [number, number][] {
  const cells: (readonly [number, number])[] = [];
  const grid = new Map<string, number[]>();
  for (let index = 0; index < count; index += 1) {
    const cell = cellOf(index);
    cells.push(cell);
    const key = `${cell[0]},${cell[1]}`;
    const inCell = grid.get(key);
    if (inCell) inCell.push(index);
    else grid.set(key, [index]);
  }
  const pairs: [number, number][] = [];
  cells.forEach(([cx, cy], a) => {
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        for (const b of grid.get(`${cx + dx},${cy + dy}`) ?? []) if (b > a && close(a, b)) pairs.push([a, b]);
      }
    }
  });
  return pairs;
}

/** For each marker, the other markers at the same place (within SAME_PLACE_METRES), in the order given. */
export function samePlaceAs<T extends { id: string; position: GeoPoint }>(markers: readonly T[]): Map<string, T[]> {
  // The grid's squares are SAME_PLACE_METRES high, and at least as wide at the markers' latitude
  // farthest from the equator (wider nearer it): two markers at the same place are in neighbouring squares.
  const farthest = markers.reduce((most, marker) => Math.max(most, Math.abs(marker.position.lat)), 0);
  const cellLat = SAME_PLACE_METRES / METRES_PER_DEGREE;
  const cosine = Math.cos((farthest * Math.PI) / 180);
  const cellLng = cosine > 0.01 ? cellLat / cosine : 360;
  const cellOf = (index: number) => {
    const { lat, lng } = markers[index]!.position;
    return [Math.floor(lng / cellLng), Math.floor(lat / cellLat)] as const;
  };
  const samePlace = (a: number, b: number) =>
    markers[a]!.id !== markers[b]!.id && metresBetween(markers[a]!.position, markers[b]!.position) <= SAME_PLACE_METRES;
  const others = markers.map((): number[] => []);
  for (const [a, b] of closePairs(markers.length, cellOf, samePlace)) {
    others[a]!.push(b);
    others[b]!.push(a);
  }
  return new Map(markers.map((marker, index) => [marker.id, others[index]!.sort((p, q) => p - q).map((other) => markers[other]!)]));
}
