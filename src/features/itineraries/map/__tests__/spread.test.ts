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
