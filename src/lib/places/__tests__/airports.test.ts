/**
 * The airports data (src/data/airports/airports.json) and its lookup, through
 * the same lazy loader the app uses.
 */
import airportsFile from '@/data/airports/airports.json';
import { AIRPORTS_SOURCE, findAirport, loadAirports, type AirportIndex } from '@/lib/places/airports';
import { haversineKm } from '@/lib/places/geo';

let index: AirportIndex;
beforeAll(async () => {
  index = await loadAirports();
});

/** Where the real airports are (their published reference points), and their zones. */
const KNOWN: Array<[code: string, lat: number, lng: number, zone: string, country: string]> = [
  ['LIS', 38.7742, -9.1342, 'Europe/Lisbon', 'Portugal'],
  ['LHR', 51.47, -0.4543, 'Europe/London', 'United Kingdom'],
  ['JFK', 40.6413, -73.7781, 'America/New_York', 'United States'],
  ['HND', 35.5494, 139.7798, 'Asia/Tokyo', 'Japan'],
  ['NRT', 35.772, 140.3929, 'Asia/Tokyo', 'Japan'],
];

function acceptsZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

describe('findAirport', () => {
  it.each(KNOWN)('places %s in its time zone', (code, lat, lng, zone, country) => {
    const airport = findAirport(index, code);
    expect(airport).toMatchObject({ code, zone, country });
    expect(haversineKm(airport!.geo, { lat, lng })).toBeLessThan(3);
  });

  it('reads a code in any case, with spaces around it', () => {
    expect(findAirport(index, 'lis')?.name).toBe('Lisbon Portela Airport');
    expect(findAirport(index, '  Jfk \n')?.zone).toBe('America/New_York');
  });

  it('gives null for a code the data does not hold, never a made-up place', () => {
    expect(airportsFile.rows.some((row) => row[0] === 'ZZZ')).toBe(false);
    expect(findAirport(index, 'ZZZ')).toBeNull();
    for (const code of ['', '   ', 'LI', 'LISB', 'L1S', null, undefined]) expect(findAirport(index, code)).toBeNull();
  });

  it('is loaded once', async () => {
    await expect(loadAirports()).resolves.toBe(index);
  });
});

describe('airports data', () => {
  it('names its source and licence', () => {
    expect(airportsFile.source).toMatch(/OpenFlights.*ODbL/);
    expect(AIRPORTS_SOURCE).toBe('OpenFlights (ODbL)');
  });

  it('holds one row per code, sorted, every row in the index', () => {
    const codes = airportsFile.rows.map((row) => row[0]);
    expect(codes.length).toBeGreaterThan(5000);
    expect(codes).toEqual([...new Set(codes)].sort());
    expect(index.size).toBe(codes.length);
  });

  it('gives every airport a name, a zone Intl accepts and coordinates in range', () => {
    const bad = [...index.values()].filter(
      (a) =>
        !/^[A-Z]{3}$/.test(a.code) ||
        !a.name ||
        !a.country ||
        !a.zone.includes('/') ||
        !acceptsZone(a.zone) ||
        !(Math.abs(a.geo.lat) <= 90) ||
        !(Math.abs(a.geo.lng) <= 180),
    );
    expect(bad.map((a) => a.code)).toEqual([]);
  });
});
