/**
 * Geometry for the planner: balanced clustering of places into days and a
 * walking order inside a day. Deterministic: ties are broken by stable keys.
 */
import { haversineKm } from '@/lib/places/geo';
import type { LatLng } from '@/lib/places/types';

export interface Located {
  /** A stable key (the place id) for tie-breaking. */
  key: string;
  geocode: LatLng;
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
 * traversal starting at the point nearest `centre`. Returns the groups as
 * lists of indices into `points`, each sorted; groups may be empty when there
 * are fewer points than groups.
 */
export function clusterBalanced<T extends Located>(points: readonly T[], k: number, centre: LatLng): number[][] {
  if (k <= 0) return [];
  const n = points.length;
  if (n === 0) return Array.from({ length: k }, () => []);
  const sizes = balancedSizes(n, k);
  const order = points.map((_, i) => i).sort((a, b) => (points[a]!.key < points[b]!.key ? -1 : 1));

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
      const d = Math.min(...seeds.map((s) => flatDist2(points[i]!.geocode, points[s]!.geocode)));
      if (d > bestD) {
        bestD = d;
        best = i;
      }
    }
    seeds.push(best);
  }
  let centroids: LatLng[] = seeds.map((s) => ({ ...points[s]!.geocode }));
  while (centroids.length < k) centroids.push({ ...centre });

  let assignment: number[] = new Array<number>(n).fill(-1);
  for (let round = 0; round < 12; round += 1) {
    const pairs: [number, number, number][] = [];
    for (const i of order) for (let c = 0; c < k; c += 1) pairs.push([flatDist2(points[i]!.geocode, centroids[c]!), i, c]);
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

function pathKm(start: LatLng, path: readonly Located[]): number {
  let km = 0;
  let at = start;
  for (const p of path) {
    km += haversineKm(at, p.geocode);
    at = p.geocode;
  }
  return km;
}

/**
 * A walking order: nearest neighbour from `start` (the stay or the centre),
 * then improved by 2-opt (reversing a stretch when that shortens the walk).
 */
export function walkingOrder<T extends Located>(points: readonly T[], start: LatLng): T[] {
  const left = [...points].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const path: T[] = [];
  let at = start;
  while (left.length > 0) {
    let best = 0;
    let bestKm = Infinity;
    left.forEach((p, i) => {
      const km = haversineKm(at, p.geocode);
      if (km < bestKm - 1e-9) {
        bestKm = km;
        best = i;
      }
    });
    const [next] = left.splice(best, 1);
    path.push(next!);
    at = next!.geocode;
  }
  let improved = true;
  let guard = 0;
  while (improved && guard < 50) {
    improved = false;
    guard += 1;
    for (let i = 0; i < path.length - 1; i += 1) {
      for (let j = i + 1; j < path.length; j += 1) {
        const candidate = [...path.slice(0, i), ...path.slice(i, j + 1).reverse(), ...path.slice(j + 1)];
        if (pathKm(start, candidate) < pathKm(start, path) - 1e-6) {
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
