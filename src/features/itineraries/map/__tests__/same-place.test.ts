import { describe, expect, it } from 'vitest';
import { samePlaceAs } from '../same-place';

const at = (id: string, lat: number, lng: number) => ({ id, position: { lat, lng } });

describe('samePlaceAs', () => {
  it('pairs places at the same coordinates or within a few metres, not the next street', () => {
    const markers = [at('museum', 35.0037, 135.7706), at('lunch', 35.0037, 135.7706), at('door', 35.00375, 135.77065), at('street', 35.0047, 135.7706)];
    const same = samePlaceAs(markers);
    expect(same.get('museum')?.map((m) => m.id)).toEqual(['lunch', 'door']);
    expect(same.get('lunch')?.map((m) => m.id)).toEqual(['museum', 'door']);
    expect(same.get('street')).toEqual([]);
  });

  // A seeded generator, so a failure can be replayed.
  function random(seed: number) {
    let state = seed;
    return () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
  }

  it('pairs the same places as comparing every pair, near the equator and far north', () => {
    for (const [lat, lng] of [
      [0.0001, 32.58],
      [38.71, -9.14],
      [69.65, 18.96],
    ] as const) {
      const next = random(Math.round(lat * 1000) + 11);
      // Places within ~40 m of each other, many a few metres apart.
      const markers = Array.from({ length: 120 }, (_, index) => at(`m${index}`, lat + (next() - 0.5) * 0.0004, lng + (next() - 0.5) * 0.0008));
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
