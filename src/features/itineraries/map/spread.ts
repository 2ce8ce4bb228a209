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

/** Markers closer than `overlapPx` to one another, chained: each group in the order given. */
export function overlappingGroups(points: readonly ScreenPoint[], overlapPx: number): ScreenPoint[][] {
  const parent = points.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) at = parent[at] = parent[parent[at]!]!;
    return at;
  };
  for (let a = 0; a < points.length; a += 1) {
    for (let b = a + 1; b < points.length; b += 1) {
      const pa = points[a]!;
      const pb = points[b]!;
      if (Math.hypot(pa.x - pb.x, pa.y - pb.y) < overlapPx) parent[root(b)] = root(a);
    }
  }
  const groups = new Map<number, ScreenPoint[]>();
  points.forEach((point, index) => {
    const key = root(index);
    groups.set(key, [...(groups.get(key) ?? []), point]);
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

function metresBetween(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const x = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.hypot(x, y) * 6_371_000;
}

/** For each marker, the other markers at the same place (within SAME_PLACE_METRES), in the order given. */
export function samePlaceAs<T extends { id: string; position: GeoPoint }>(markers: readonly T[]): Map<string, T[]> {
  const result = new Map<string, T[]>();
  for (const marker of markers) {
    result.set(
      marker.id,
      markers.filter((other) => other.id !== marker.id && metresBetween(marker.position, other.position) <= SAME_PLACE_METRES),
    );
  }
  return result;
}
