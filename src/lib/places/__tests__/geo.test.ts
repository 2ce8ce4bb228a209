import { haversineKm } from '@/lib/places/geo';
import { normalizeText } from '@/lib/places/normalize';

describe('haversineKm', () => {
  it('measures known distances', () => {
    // Notre-Dame de Paris to Westminster Abbey: about 342 km.
    expect(haversineKm({ lat: 48.853, lng: 2.3499 }, { lat: 51.4993, lng: -0.1273 })).toBeCloseTo(342, -1);
    // One degree of latitude is about 111 km.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.2, 1);
  });

  it('is zero for the same point and symmetric', () => {
    const a = { lat: 38.7223, lng: -9.1393 };
    const b = { lat: 41.1579, lng: -8.6291 };
    expect(haversineKm(a, a)).toBe(0);
    expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 9);
  });

  it('handles the antimeridian and the southern hemisphere', () => {
    expect(haversineKm({ lat: -17, lng: 179.9 }, { lat: -17, lng: -179.9 })).toBeLessThan(25);
  });
});

describe('normalizeText', () => {
  it('folds case, diacritics and punctuation', () => {
    expect(normalizeText('São Paulo')).toBe('sao paulo');
    expect(normalizeText('  Kraków!! ')).toBe('krakow');
    expect(normalizeText('Castel Sant’Angelo')).toBe('castel santangelo');
    expect(normalizeText('Straße Øresund Łódź')).toBe('strasse oresund lodz');
    expect(normalizeText('Saint-Germain-des-Prés')).toBe('saint germain des pres');
  });
});
