#!/usr/bin/env node
/**
 * Reads each place to eat's cooking from its description, once, into the
 * city files (src/data/places/cities/*.json): `cuisine: { name, country }`
 * (src/lib/places/cuisine.ts). The planner then chooses meals from the data,
 * never guessing while it plans. Run again after a city file's places change.
 *
 * Usage: node scripts/build-cuisines.mjs
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSourceModules } from './bench/bundle.mjs';
import { ROOT } from './lib/emulators.mjs';

const { readCuisine } = await loadSourceModules({ cuisine: 'lib/places/cuisine.ts' });
const dir = join(ROOT, 'src', 'data', 'places', 'cities');
let read = 0;
let named = 0;
for (const name of readdirSync(dir).filter((file) => file.endsWith('.json')).sort()) {
  const path = join(dir, name);
  const city = JSON.parse(readFileSync(path, 'utf8'));
  for (const place of city.places) {
    // The city's places to eat, and a day-trip town's (`visit: false`: where its lunch is had).
    if (place.category !== 'food' && place.visit !== false) continue;
    place.cuisine = readCuisine(place.description);
    read += 1;
    if (place.cuisine.country) named += 1;
  }
  writeFileSync(path, `${JSON.stringify(city, null, 1)}\n`);
}
console.log(`build-cuisines: ${read} places to eat read, ${named} with a cuisine of a country or of where they stand.`);
