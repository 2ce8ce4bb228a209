import { describe, expect, it } from 'vitest';
import { anItem, aPlace } from '@/testing/builders';
import { dayPathOf, greatCircle } from '../day-path';

const LIS = aPlace('Lisbon Portela Airport', { category: 'LIS', geocode: { lat: 38.7813, lng: -9.1359 } });
const JFK = aPlace('John F Kennedy International Airport', { category: 'JFK', geocode: { lat: 40.6398, lng: -73.7789 } });

describe('a flight on the map', () => {
  it('is a line of its own from airport to airport, named for a screen reader', () => {
    const flight = anItem({ id: 'tp209', day: 1, order: 'a0', type: 'flight', title: 'Flight TP 209 to New York', place: LIS, arrival: JFK });
    const path = dayPathOf({ items: [flight], days: 1, context: {} }, 1, new Set(['tp209']));
    const line = path.legs.find((leg) => leg.kind === 'flight');
    expect(line?.label).toBe('Day 1: Flight TP 209 to New York, from LIS to JFK');
    expect(line?.points[0]).toEqual([38.7813, -9.1359]);
    expect(line?.points.at(-1)).toEqual([40.6398, -73.7789]);
  });

  it('bows north along the great circle on a long flight, and keeps going past the antimeridian', () => {
    const arc = greatCircle({ lat: 38.78, lng: -9.14 }, { lat: 40.64, lng: -73.78 });
    const highest = Math.max(...arc.map(([lat]) => lat));
    expect(highest).toBeGreaterThan(43);
    const pacific = greatCircle({ lat: 35.55, lng: 139.78 }, { lat: 37.62, lng: -122.38 });
    const lngs = pacific.map(([, lng]) => lng);
    lngs.slice(1).forEach((lng, index) => expect(Math.abs(lng - lngs[index]!)).toBeLessThan(20));
    expect(lngs.at(-1)).toBeCloseTo(237.62, 1);
  });
});
