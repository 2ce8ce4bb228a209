import { describe, expect, it } from 'vitest';
import { overlappingGroups, samePlaceAs, spreadOffsets, type ScreenPoint } from '../spread';

const MARKER_PX = 28;

/** Where each marker is drawn: its point plus its offset. */
function drawn(points: readonly ScreenPoint[], offsets: Map<string, { dx: number; dy: number }>) {
  return points.map((p) => ({ id: p.id, x: p.x + (offsets.get(p.id)?.dx ?? NaN), y: p.y + (offsets.get(p.id)?.dy ?? NaN) }));
}

function minDistance(points: ReadonlyArray<{ x: number; y: number }>): number {
  let min = Infinity;
  points.forEach((a, i) => points.slice(i + 1).forEach((b) => (min = Math.min(min, Math.hypot(a.x - b.x, a.y - b.y)))));
  return min;
}

describe('spreadOffsets', () => {
  it('leaves a marker alone where it is', () => {
    const offsets = spreadOffsets([
      { id: 'a', x: 100, y: 100 },
      { id: 'b', x: 200, y: 100 },
    ]);
    expect(offsets.get('a')).toEqual({ dx: 0, dy: 0 });
    expect(offsets.get('b')).toEqual({ dx: 0, dy: 0 });
  });

  it('puts two markers at the same spot side by side, the first on the left, neither covering the other', () => {
    const points = [
      { id: 'stop-8', x: 500, y: 300 },
      { id: 'stop-9', x: 500, y: 300 },
    ];
    const placed = drawn(points, spreadOffsets(points));
    expect(placed[0]!.x).toBeLessThan(placed[1]!.x);
    expect(placed[0]!.y).toBe(placed[1]!.y);
    expect(minDistance(placed)).toBeGreaterThanOrEqual(MARKER_PX);
    // Around their shared spot, close to it.
    expect((placed[0]!.x + placed[1]!.x) / 2).toBe(500);
    expect(Math.abs(placed[0]!.x - 500)).toBeLessThanOrEqual(MARKER_PX);
  });

  it('spreads any number of markers at one spot on a circle, none within a marker of another', () => {
    for (const count of [3, 5, 8, 12]) {
      const points = Array.from({ length: count }, (_, i) => ({ id: `m${i}`, x: 40, y: 40 }));
      const placed = drawn(points, spreadOffsets(points));
      expect(minDistance(placed), `${count} markers`).toBeGreaterThanOrEqual(MARKER_PX);
      expect(new Set(placed.map((p) => `${p.x},${p.y}`)).size).toBe(count);
    }
  });

  it('spreads markers that nearly coincide (a few pixels apart) and chains neighbours into one group', () => {
    const points = [
      { id: 'a', x: 10, y: 10 },
      { id: 'b', x: 14, y: 12 },
      { id: 'c', x: 30, y: 12 },
      { id: 'far', x: 300, y: 300 },
    ];
    expect(overlappingGroups(points, 22).map((g) => g.map((p) => p.id))).toEqual([['a', 'b', 'c'], ['far']]);
    const offsets = spreadOffsets(points);
    expect(minDistance(drawn(points.slice(0, 3), offsets))).toBeGreaterThanOrEqual(MARKER_PX);
    expect(offsets.get('far')).toEqual({ dx: 0, dy: 0 });
  });
});

describe('samePlaceAs', () => {
  const at = (id: string, lat: number, lng: number) => ({ id, position: { lat, lng } });

  it('pairs places at the same coordinates or within a few metres, not the next street', () => {
    const markers = [at('museum', 35.0037, 135.7706), at('lunch', 35.0037, 135.7706), at('door', 35.00375, 135.77065), at('street', 35.0047, 135.7706)];
    const same = samePlaceAs(markers);
    expect(same.get('museum')?.map((m) => m.id)).toEqual(['lunch', 'door']);
    expect(same.get('lunch')?.map((m) => m.id)).toEqual(['museum', 'door']);
    expect(same.get('street')).toEqual([]);
  });
});

describe('finding neighbours through a grid', () => {
  // A seeded generator, so a failure can be replayed.
  function random(seed: number) {
    let state = seed;
    return () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
  }

  it('groups the same markers as comparing every pair, across the squares\' edges', () => {
    const next = random(7);
    // Clusters a few pixels wide around points on a 22 px grid: many pairs straddle two squares.
    const points: ScreenPoint[] = Array.from({ length: 300 }, (_, index) => ({
      id: `p${index}`,
      x: Math.floor(next() * 20) * 22 + (next() - 0.5) * 30,
      y: Math.floor(next() * 20) * 22 + (next() - 0.5) * 30,
    }));
    const everyPair = new Map(points.map((p) => [p.id, new Set([p.id])]));
    for (const a of points) for (const b of points) if (Math.hypot(a.x - b.x, a.y - b.y) < 22) everyPair.get(a.id)!.add(b.id);
    const groupOf = new Map<string, string[]>();
    for (const group of overlappingGroups(points, 22)) for (const p of group) groupOf.set(p.id, group.map((q) => q.id));
    // Every pair that overlaps is in one group, and every group is in the order given.
    for (const [id, near] of everyPair) for (const other of near) expect(groupOf.get(id)).toContain(other);
    for (const group of groupOf.values()) expect(group).toEqual([...group].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1))));
    expect(new Set([...groupOf.values()].map((g) => g.join())).size).toBeGreaterThan(50);
  });

  it('pairs the same places as comparing every pair, near the equator and far north', () => {
    for (const [lat, lng] of [
      [0.0001, 32.58],
      [38.71, -9.14],
      [69.65, 18.96],
    ] as const) {
      const next = random(Math.round(lat * 1000) + 11);
      // Places within ~40 m of each other, many a few metres apart.
      const markers = Array.from({ length: 120 }, (_, index) => ({
        id: `m${index}`,
        position: { lat: lat + (next() - 0.5) * 0.0004, lng: lng + (next() - 0.5) * 0.0008 },
      }));
      const same = samePlaceAs(markers);
      const metres = (a: (typeof markers)[number], b: (typeof markers)[number]) => {
        const rad = Math.PI / 180;
        const x = (b.position.lng - a.position.lng) * rad * Math.cos(((a.position.lat + b.position.lat) / 2) * rad);
        return Math.hypot(x, (b.position.lat - a.position.lat) * rad) * 6_371_000;
      };
      let pairs = 0;
      for (const marker of markers) {
        const expected = markers.filter((other) => other.id !== marker.id && metres(marker, other) <= 15).map((m) => m.id);
        pairs += expected.length;
        expect(same.get(marker.id)?.map((m) => m.id)).toEqual(expected);
      }
      expect(pairs).toBeGreaterThan(100);
    }
  });
});
