/**
 * Markers at the same spot (two stops in one building, a lunch at the museum
 * just visited) would be drawn on top of each other, the later one hiding the
 * earlier. As map apps do, such markers are spread on a small circle around
 * their shared spot, at the pixel level (so they join again when zoomed in far
 * enough to tell them apart), each still its own button; and each marker's
 * name says which other stops share its place.
 */
import type { GeoPoint } from '@/domain/itineraries/types';

/** A marker's position on the map's pixel plane at the current zoom. */
export interface ScreenPoint {
  id: string;
  x: number;
  y: number;
}

/** How far a marker's icon is moved from its place, in pixels. */
export interface Offset {
  dx: number;
  dy: number;
}

export interface SpreadOptions {
  /** Markers whose centres are closer than this hide each other (a marker is 28 px wide). */
  overlapPx?: number;
  /** The distance between the centres of neighbours on the circle. */
  spacingPx?: number;
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

/** Markers closer than `overlapPx` to one another, chained: each group in the order given. */
export function overlappingGroups(points: readonly ScreenPoint[], overlapPx: number): ScreenPoint[][] {
  const parent = points.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) at = parent[at] = parent[parent[at]!]!;
    return at;
  };
  const cellOf = (index: number) => [Math.floor(points[index]!.x / overlapPx), Math.floor(points[index]!.y / overlapPx)] as const;
  const overlap = (a: number, b: number) => Math.hypot(points[a]!.x - points[b]!.x, points[a]!.y - points[b]!.y) < overlapPx;
  for (const [a, b] of closePairs(points.length, cellOf, overlap)) parent[root(b)] = root(a);
  const groups = new Map<number, ScreenPoint[]>();
  points.forEach((point, index) => {
    const key = root(index);
    const group = groups.get(key);
    if (group) group.push(point);
    else groups.set(key, [point]);
  });
  return [...groups.values()];
}

/**
 * The offset of every marker: none for a marker alone; for a group, places on
 * a circle around the group's centre, the first on the left and the rest
 * clockwise (in the order given, so "8" sits left of "9"), neighbours
 * `spacingPx` apart.
 */
export function spreadOffsets(points: readonly ScreenPoint[], { overlapPx = 22, spacingPx = 32 }: SpreadOptions = {}): Map<string, Offset> {
  const offsets = new Map<string, Offset>();
  for (const group of overlappingGroups(points, overlapPx)) {
    if (group.length < 2) {
      for (const point of group) offsets.set(point.id, { dx: 0, dy: 0 });
      continue;
    }
    const cx = group.reduce((sum, p) => sum + p.x, 0) / group.length;
    const cy = group.reduce((sum, p) => sum + p.y, 0) / group.length;
    // Neighbours on a circle of n points are 2r·sin(π/n) apart.
    const radius = spacingPx / (2 * Math.sin(Math.PI / group.length));
    group.forEach((point, index) => {
      const angle = Math.PI + (2 * Math.PI * index) / group.length;
      offsets.set(point.id, {
        dx: Math.round(cx + radius * Math.cos(angle) - point.x),
        dy: Math.round(cy + radius * Math.sin(angle) - point.y),
      });
    });
  }
  return offsets;
}

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
