/**
 * Geometry for the planner: balanced clustering of places into days, a
 * walking order inside a day, and which bank of a city's river a place is on.
 * Deterministic: ties are broken by stable keys.
 */
import { haversineKm } from '@/lib/places/geo';
import type { LatLng } from '@/lib/places/types';

export interface Located {
  /** A stable key (the place id) for tie-breaking. */
  key: string;
  geocode: LatLng;
}

/**
 * What crossing a river costs: each point's bank (from `riverSide`, looked up by
 * the caller) and the distance a crossing adds, km. Between two points on
 * opposite banks the distance counts `crossingKm` more; a point on the river
 * (a bridge, an island, or too close to tell) crosses nothing.
 */
export interface RiverCost {
  side: (at: LatLng) => RiverSide;
  crossingKm: number;
}

/** Squared distance on a local flat projection; good enough for ranking within a city. */
function flatDist2(a: LatLng, b: LatLng): number {
  const kx = Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180));
  const dx = (a.lng - b.lng) * kx;
  const dy = a.lat - b.lat;
  return dx * dx + dy * dy;
}

/** Balanced sizes: `n` split into `k` parts differing by at most one, larger first. */
export function balancedSizes(n: number, k: number): number[] {
  return Array.from({ length: k }, (_, i) => Math.floor(n / k) + (i < n % k ? 1 : 0));
}

/**
 * Splits points into `k` groups of balanced sizes, each group close together:
 * k-means with a capacity (each round assigns the closest point-group pairs
 * first, a group taking no more than its size), seeded by farthest-first
 * traversal starting at the point nearest `centre`. With a `river`, a point
 * on the other bank from a seed or a group (the bank of its seed, then of most
 * of its members) counts as `crossingKm` further away. Returns the groups as
 * lists of indices into `points`, each sorted; groups may be empty when there
 * are fewer points than groups.
 */
export function clusterBalanced<T extends Located>(points: readonly T[], k: number, centre: LatLng, river?: RiverCost): number[][] {
  if (k <= 0) return [];
  const n = points.length;
  if (n === 0) return Array.from({ length: k }, () => []);
  const sizes = balancedSizes(n, k);
  const order = points.map((_, i) => i).sort((a, b) => (points[a]!.key < points[b]!.key ? -1 : 1));
  // With a river: a point across it from a seed or a group counts as `crossingKm` further away.
  const sides: RiverSide[] = points.map((p) => (river ? river.side(p.geocode) : 'on'));
  const crossing = river ? river.crossingKm / KM_PER_DEGREE : 0;
  const cost = (d2: number, a: RiverSide, b: RiverSide): number => (crossesRiver(a, b) ? (Math.sqrt(d2) + crossing) ** 2 : d2);

  // Farthest-first seeds.
  const seeds: number[] = [];
  let first = order[0]!;
  for (const i of order) if (flatDist2(points[i]!.geocode, centre) < flatDist2(points[first]!.geocode, centre)) first = i;
  seeds.push(first);
  while (seeds.length < Math.min(k, n)) {
    let best = -1;
    let bestD = -1;
    for (const i of order) {
      if (seeds.includes(i)) continue;
      const d = Math.min(...seeds.map((s) => cost(flatDist2(points[i]!.geocode, points[s]!.geocode), sides[i]!, sides[s]!)));
      if (d > bestD) {
        bestD = d;
        best = i;
      }
    }
    seeds.push(best);
  }
  let centroids: LatLng[] = seeds.map((s) => ({ ...points[s]!.geocode }));
  while (centroids.length < k) centroids.push({ ...centre });
  // A group's bank: its seed's at first, then most of its members'.
  let groupSides: RiverSide[] = centroids.map((_, c) => (seeds[c] === undefined ? 'on' : sides[seeds[c]]!));

  let assignment: number[] = new Array<number>(n).fill(-1);
  for (let round = 0; round < 12; round += 1) {
    const pairs: [number, number, number][] = [];
    for (const i of order) for (let c = 0; c < k; c += 1) pairs.push([cost(flatDist2(points[i]!.geocode, centroids[c]!), sides[i]!, groupSides[c]!), i, c]);
    pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
    const next = new Array<number>(n).fill(-1);
    const load = new Array<number>(k).fill(0);
    for (const [, i, c] of pairs) {
      if (next[i] !== -1 || load[c]! >= sizes[c]!) continue;
      next[i] = c;
      load[c]! += 1;
    }
    const same = next.every((c, i) => c === assignment[i]);
    assignment = next;
    centroids = centroids.map((old, c) => {
      const members = order.filter((i) => assignment[i] === c);
      if (members.length === 0) return old;
      return {
        lat: members.reduce((s, i) => s + points[i]!.geocode.lat, 0) / members.length,
        lng: members.reduce((s, i) => s + points[i]!.geocode.lng, 0) / members.length,
      };
    });
    if (river) groupSides = groupSides.map((old, c) => mostOf(order.filter((i) => assignment[i] === c).map((i) => sides[i]!)) ?? old);
    if (same) break;
  }
  const groups: number[][] = Array.from({ length: k }, () => []);
  assignment.forEach((c, i) => groups[c]?.push(i));
  return groups.map((g) => g.sort((a, b) => a - b));
}

export function centroid(points: readonly LatLng[]): LatLng | null {
  if (points.length === 0) return null;
  return {
    lat: points.reduce((s, p) => s + p.lat, 0) / points.length,
    lng: points.reduce((s, p) => s + p.lng, 0) / points.length,
  };
}

/**
 * The walk from `start` through `path`, km. With a river, each crossing (from the
 * last point on one bank to the next on the other; points on the river cross
 * nothing) counts `crossingKm` more, and each crossing after the first counts
 * as `SECOND_CROSSING_KM` more still: a day crosses at most once.
 */
function pathKm<T extends Located>(start: LatLng, path: readonly T[], river?: { sides: ReadonlyMap<T, RiverSide>; crossingKm: number }): number {
  let km = 0;
  let at = start;
  let bank: RiverSide = 'on';
  let crossings = 0;
  for (const p of path) {
    km += haversineKm(at, p.geocode);
    at = p.geocode;
    if (!river) continue;
    const side = river.sides.get(p) ?? 'on';
    if (crossesRiver(bank, side)) {
      crossings += 1;
      km += river.crossingKm + (crossings > 1 ? SECOND_CROSSING_KM : 0);
    }
    if (side !== 'on') bank = side;
  }
  return km;
}

/** A second crossing in a day's order counts as this much more walking: more than any day walks, so 2-opt undoes it. */
const SECOND_CROSSING_KM = 100;

/**
 * A walking order: nearest neighbour from `start` (the stay or the centre),
 * then improved by 2-opt (reversing a stretch when that shortens the walk).
 * With a river, each crossing counts as `crossingKm` more walking and a
 * second one far more, so the order keeps to one bank and crosses once at most.
 */
export function walkingOrder<T extends Located>(points: readonly T[], start: LatLng, river?: RiverCost): T[] {
  const left = [...points].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const path: T[] = [];
  // Each point's bank, worked out once.
  const banks = river ? { sides: new Map(points.map((p) => [p, river.side(p.geocode)])), crossingKm: river.crossingKm } : undefined;
  let at = start;
  let bank: RiverSide = 'on';
  while (left.length > 0) {
    let best = 0;
    let bestKm = Infinity;
    left.forEach((p, i) => {
      let km = haversineKm(at, p.geocode);
      if (banks && crossesRiver(bank, banks.sides.get(p)!)) km += banks.crossingKm;
      if (km < bestKm - 1e-9) {
        bestKm = km;
        best = i;
      }
    });
    const [next] = left.splice(best, 1);
    path.push(next!);
    at = next!.geocode;
    if (banks && banks.sides.get(next!) !== 'on') bank = banks.sides.get(next!)!;
  }
  let improved = true;
  let guard = 0;
  while (improved && guard < 50) {
    improved = false;
    guard += 1;
    for (let i = 0; i < path.length - 1; i += 1) {
      for (let j = i + 1; j < path.length; j += 1) {
        const candidate = [...path.slice(0, i), ...path.slice(i, j + 1).reverse(), ...path.slice(j + 1)];
        if (pathKm(start, candidate, banks) < pathKm(start, path, banks) - 1e-6) {
          path.splice(0, path.length, ...candidate);
          improved = true;
        }
      }
    }
  }
  return path;
}

/** Sum of the legs between consecutive points, in km. */
export function legsKm(points: readonly LatLng[]): number {
  let km = 0;
  for (let i = 1; i < points.length; i += 1) km += haversineKm(points[i - 1]!, points[i]!);
  return km;
}

/**
 * The path with each known walk's places (by key, two or more of them in the
 * path) one after another in the walk's order, where the walk's first place
 * in the path stood; everything else keeps its place in the path.
 */
export function keepWalks<T extends Located>(path: readonly T[], walks: readonly (readonly string[])[]): T[] {
  let result = [...path];
  for (const walk of walks) {
    const members = walk.map((key) => result.find((p) => p.key === key)).filter((p): p is T => p !== undefined);
    if (members.length < 2) continue;
    const at = result.findIndex((p) => members.includes(p));
    const rest = result.filter((p) => !members.includes(p));
    result = [...rest.slice(0, at), ...members, ...rest.slice(at)];
  }
  return result;
}

/**
 * The path crossing the river once at most, known walks kept whole: when it
 * crosses more often (a walk put together where its first place stood), the
 * stops on the bank the path starts on come first and those on the other bank
 * after them, each in the order they had. A stop on the river goes with the
 * bank of the stop before it (the first sided stop's bank at the start); a
 * walk's stops go together, with the bank most of them are on. A walk that
 * itself crosses the river is left as it is, and so is the path.
 */
export function keepToOneCrossing<T extends Located>(path: readonly T[], river: RiverCost | undefined, walks: readonly (readonly string[])[]): T[] {
  if (!river || riverCrossings(path.map((p) => river.side(p.geocode))) <= 1) return [...path];
  const walkOf = (p: T): number => walks.findIndex((walk) => walk.includes(p.key));
  const banks: RiverSide[] = path.map((p) => river.side(p.geocode));
  // A walk's stops share one bank (most of theirs); a walk on both banks cannot be helped.
  for (let w = 0; w < walks.length; w += 1) {
    const members = path.map((p, i) => (walkOf(p) === w ? i : -1)).filter((i) => i >= 0);
    if (members.length === 0) continue;
    if (riverCrossings(members.map((i) => banks[i]!)) > 0) return [...path];
    const bank = mostOf(members.map((i) => banks[i]!));
    if (bank) for (const i of members) banks[i] = bank;
  }
  const first = banks.find((b) => b !== 'on');
  let bank: RiverSide = first ?? 'on';
  const resolved = banks.map((b) => (b === 'on' ? bank : (bank = b)));
  return [...path.filter((_, i) => resolved[i] === first), ...path.filter((_, i) => resolved[i] !== first)];
}

// ---------------------------------------------------------------------------
// Rivers

/** Kilometres per degree of latitude (and of longitude at the equator), for the local flat projection. */
const KM_PER_DEGREE = 111.2;

/** A bank of a river, as seen going downstream; `on`: on the river (a bridge, an island) or too close to the line to tell. */
export type RiverSide = 'left' | 'right' | 'on';

/** A river through a city: its centreline downstream, and how close to it a place counts as on the river. */
export interface RiverLine {
  name: string;
  /** Places within this distance of the line belong to neither bank (the line's own error, bridges, islands), km. */
  marginKm: number;
  /** The centreline, [lat, lng] points in the direction of flow. */
  line: readonly (readonly [number, number])[];
}

/**
 * Which bank of the river a point is on: the side of the line's nearest
 * segment (the sign of the cross product of the segment, downstream, and the
 * point). Where the nearest point of the line is a bend between two segments,
 * the side of their bisector decides, so a point on the outside of a meander
 * is not given the wrong bank by whichever segment happened to be tried first.
 * Within `marginKm` of the line: `on`. A line of fewer than two points: `on`.
 */
export function riverSide(river: RiverLine, at: LatLng): RiverSide {
  const { line } = river;
  if (line.length < 2) return 'on';
  // Local kilometres around the point (x east, y north).
  const kx = KM_PER_DEGREE * Math.cos((at.lat * Math.PI) / 180);
  const xy = (p: readonly [number, number]): [number, number] => [(p[1] - at.lng) * kx, (p[0] - at.lat) * KM_PER_DEGREE];
  const points = line.map(xy);
  let best = Infinity;
  let bestSegment = 0;
  let bestT = 0;
  for (let i = 1; i < points.length; i += 1) {
    const [ax, ay] = points[i - 1]!;
    const [bx, by] = points[i]!;
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    // The point is the origin: the nearest point of the segment to it.
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
    const d = Math.hypot(ax + t * dx, ay + t * dy);
    if (d < best - 1e-12) {
      best = d;
      bestSegment = i;
      bestT = t;
    }
  }
  if (best <= river.marginKm) return 'on';
  const [ax, ay] = points[bestSegment - 1]!;
  const [bx, by] = points[bestSegment]!;
  let [dx, dy] = [bx - ax, by - ay];
  // The nearest point is a bend: the direction halfway between the segments on either side of it.
  const bend = bestT === 1 && bestSegment < points.length - 1 ? bestSegment : bestT === 0 && bestSegment > 1 ? bestSegment - 1 : -1;
  if (bend >= 0) {
    const [px, py] = points[bend - 1]!;
    const [vx, vy] = points[bend]!;
    const [nx, ny] = points[bend + 1]!;
    const inLen = Math.hypot(vx - px, vy - py) || 1;
    const outLen = Math.hypot(nx - vx, ny - vy) || 1;
    dx = (vx - px) / inLen + (nx - vx) / outLen;
    dy = (vy - py) / inLen + (ny - vy) / outLen;
  }
  // The cross product of the direction and the point (the origin) seen from the segment's start.
  const [ox, oy] = bend >= 0 ? points[bend]! : [ax, ay];
  const cross = dx * (0 - oy) - dy * (0 - ox);
  return cross > 0 ? 'left' : cross < 0 ? 'right' : 'on';
}

/** Whether walking from one bank to the other crosses the river (a point on the river crosses nothing). */
export function crossesRiver(a: RiverSide, b: RiverSide): boolean {
  return a !== 'on' && b !== 'on' && a !== b;
}

/** How often a walk through points on these banks crosses the river, in order; points on the river are left out. */
export function riverCrossings(sides: readonly RiverSide[]): number {
  let crossings = 0;
  let bank: RiverSide = 'on';
  for (const side of sides) {
    if (side === 'on') continue;
    if (bank !== 'on' && side !== bank) crossings += 1;
    bank = side;
  }
  return crossings;
}

/** The bank most of these points are on (points on the river left out); null on a tie or when none has a bank. */
function mostOf(sides: readonly RiverSide[]): RiverSide | null {
  const left = sides.filter((s) => s === 'left').length;
  const right = sides.filter((s) => s === 'right').length;
  return left > right ? 'left' : right > left ? 'right' : null;
}
