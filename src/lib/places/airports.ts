/**
 * Airports by IATA code, for placing and timing the flights of a booking
 * confirmation offline: src/data/airports/airports.json, built by
 * scripts/build-airports.mjs from the OpenFlights airports database (ODbL).
 * The file is pulled in with a dynamic import, so Vite gives it its own chunk
 * and only the import of a confirmation loads it.
 */

/** One airport as its IATA code names it. */
export interface Airport {
  /** Its IATA code, three capitals ("LIS"). */
  code: string;
  name: string;
  /** The city it serves, as OpenFlights names it; '' for the few without one. */
  city: string;
  /** The country's English name ("Portugal"), not a code. */
  country: string;
  geo: { lat: number; lng: number };
  /** Its IANA time zone ("Europe/Lisbon"). */
  zone: string;
}

/** Airports by IATA code, built once by `loadAirports`. */
export type AirportIndex = ReadonlyMap<string, Airport>;

/** The `source` of a place made from an airport (ItemPlace.source). */
export const AIRPORTS_SOURCE = 'OpenFlights (ODbL)';

type AirportRow = [code: string, name: string, city: string, country: string, lat: number, lng: number, zone: string];

function isAirportRow(row: unknown): row is AirportRow {
  return (
    Array.isArray(row) &&
    row.length === 7 &&
    [0, 1, 2, 3, 6].every((i) => typeof row[i] === 'string') &&
    Number.isFinite(row[4]) &&
    Number.isFinite(row[5])
  );
}

let airportsPromise: Promise<AirportIndex> | undefined;

/** Every airport of the data file, by code; loaded and indexed once per session. */
export async function loadAirports(): Promise<AirportIndex> {
  airportsPromise ??= import('@/data/airports/airports.json').then(
    (m) => {
      const file: { rows: unknown[] } = m.default;
      const index = new Map<string, Airport>();
      for (const row of file.rows) {
        if (!isAirportRow(row)) continue;
        const [code, name, city, country, lat, lng, zone] = row;
        index.set(code, { code, name, city, country, geo: { lat, lng }, zone });
      }
      return index;
    },
    (error: unknown) => {
      // A failed chunk load (offline, a new deploy) is not remembered: the next call tries again.
      airportsPromise = undefined;
      throw error;
    },
  );
  return airportsPromise;
}

/** The airport a code names (" lis " works), or null when the data has no such airport. */
export function findAirport(index: AirportIndex, code: string | null | undefined): Airport | null {
  const key = code?.trim().toUpperCase() ?? '';
  return /^[A-Z]{3}$/.test(key) ? (index.get(key) ?? null) : null;
}
