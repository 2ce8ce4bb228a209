#!/usr/bin/env node
/**
 * Writes src/data/places/closures.json onto the city files: each listed
 * place gets `closed: { kind, from, until, note, source, sourceUrl, checked }`,
 * and a place no longer listed loses its mark. Refuses an unknown place, a
 * date that is not one or a mark with no source; warns when a mark was last
 * checked more than a year ago (check it again against its source).
 *
 * Usage: node scripts/build-closures.mjs
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/emulators.mjs';

const dir = join(ROOT, 'src', 'data', 'places');
const { closures } = JSON.parse(readFileSync(join(dir, 'closures.json'), 'utf8'));
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const problems = [];
for (const mark of closures) {
  const where = mark.place ?? '(no place)';
  if (mark.kind !== 'works' && mark.kind !== 'for good') problems.push(`${where}: kind must be "works" or "for good"`);
  if (!DAY.test(mark.from ?? '')) problems.push(`${where}: from must be a day (yyyy-mm-dd)`);
  if (!(mark.until === null || DAY.test(mark.until ?? '') || /^\d{4}$/.test(mark.until ?? ''))) problems.push(`${where}: until must be a day, a year or null`);
  if (!mark.source || !mark.sourceUrl || !mark.note) problems.push(`${where}: a mark needs its note, source and sourceUrl`);
  if (!DAY.test(mark.checked ?? '')) problems.push(`${where}: checked must be a day`);
  else if (Date.now() - Date.parse(mark.checked) > 365 * 86_400_000) console.warn(`build-closures: ${where} was last checked on ${mark.checked}; check it again against ${mark.sourceUrl}.`);
}
const byPlace = new Map(closures.map((mark) => [mark.place, mark]));
const found = new Set();
const cities = join(dir, 'cities');
for (const name of readdirSync(cities).filter((file) => file.endsWith('.json')).sort()) {
  const path = join(cities, name);
  const city = JSON.parse(readFileSync(path, 'utf8'));
  let changed = false;
  for (const place of city.places) {
    const mark = byPlace.get(place.id);
    if (mark) {
      const closed = { ...mark };
      delete closed.place;
      place.closed = closed;
      found.add(place.id);
      changed = true;
    } else if (place.closed) {
      delete place.closed;
      changed = true;
    }
  }
  if (changed) writeFileSync(path, `${JSON.stringify(city, null, 1)}\n`);
}
for (const id of byPlace.keys()) if (!found.has(id)) problems.push(`${id}: no curated place has this id`);
if (problems.length > 0) {
  console.error(`build-closures: ${problems.join('; ')}`);
  process.exit(1);
}
console.log(`build-closures: ${found.size} places marked closed.`);
