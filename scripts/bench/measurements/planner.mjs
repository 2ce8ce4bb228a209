// plannerMs:14d: the embedded planner in Node, as the Cloud Function's fallback
// will run it. Bundles src/domain/assistant/planner (TypeScript) with rolldown
// into temporary modules, reads the places data from the JSON files, then
// times parseRequest + planTrip for a 14-day Lisbon request: 5 warm-up runs,
// then the median of 41. Needs no browser and no emulators.
//
//   node scripts/bench/measurements/planner.mjs     # prints the figure alone
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { loadSourceModules } from '../bundle.mjs';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const REQUEST = '14 days in Lisbon in May, food and history';
const WARMUP = 5;
const RUNS = 41;

/** The planner's modules, bundled from TypeScript for Node. */
export function loadPlanner() {
  return loadSourceModules({
    parse: 'domain/assistant/planner/parse.ts',
    plan: 'domain/assistant/planner/plan.ts',
    search: 'lib/places/search.ts',
    geo: 'lib/places/geo.ts',
    reorder: 'domain/days/reorder.ts',
    itineraryPlan: 'domain/itineraries/plan.ts',
    cuisine: 'lib/places/cuisine.ts',
    legs: 'domain/days/legs.ts',
    water: 'domain/days/water.ts',
  });
}

/** The curated places and the city index, read from the JSON files. */
export function readData(planner) {
  const data = join(ROOT, 'src', 'data');
  const cityDir = join(data, 'places', 'cities');
  const files = readdirSync(cityDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(cityDir, name), 'utf8')));
  const index = JSON.parse(readFileSync(join(data, 'places', 'index.json'), 'utf8'));
  const geo = JSON.parse(readFileSync(join(data, 'cities', 'cities.json'), 'utf8'));
  return { placesData: planner.buildPlacesData(files), cityIndex: planner.buildCitySearchIndex(index.cities, geo.rows) };
}

export async function measurePlanner() {
  const planner = await loadPlanner();
  const { placesData, cityIndex } = readData(planner);
  const today = new Date(2026, 0, 15);
  const once = () => {
    const began = performance.now();
    const request = planner.parseRequest(REQUEST, { today, cityIndex });
    const plan = planner.planTrip(request, { placesData });
    const ms = performance.now() - began;
    if (plan.days.length !== 14) throw new Error(`planner gave ${plan.days.length} days for "${REQUEST}"`);
    return ms;
  };
  for (let i = 0; i < WARMUP; i += 1) once();
  const times = Array.from({ length: RUNS }, once).sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)];
  console.log(`  planner: "${REQUEST}": median ${median.toFixed(2)} ms, fastest ${times[0].toFixed(2)}, slowest ${times[RUNS - 1].toFixed(2)} (${RUNS} runs)`);
  return { 'plannerMs:14d': Math.round(median * 100) / 100 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await measurePlanner());
}
