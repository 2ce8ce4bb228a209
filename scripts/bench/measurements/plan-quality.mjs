// mealsNamedPct:20 and walkKmPerDay:20: how good the embedded planner's plans
// are, on 20 fixed requests across 10 curated cities (the planner of
// ./planner.mjs, in Node; no browser, no emulators).
// - mealsNamedPct: of all lunches and dinners planned, the share that are a
//   named place from our data rather than "Lunch near X — a suggestion to fill".
// - walkKmPerDay: the median, over the city days (not day trips), of the sum of
//   the straight-line legs between a day's consecutive stops, in km.
// Prints each request's figures, so a reader sees which city pulls them down.
//
//   node scripts/bench/measurements/plan-quality.mjs     # prints the figures alone
import { pathToFileURL } from 'node:url';
import { loadPlanner, readData } from './planner.mjs';

export const REQUESTS = [
  '6 days in Kyoto in April, temples and food, slow pace',
  '3 days in Kyoto with kids',
  '4 days in Lisbon, food and history, slow pace',
  '5 days in Lisbon, views and nightlife',
  '5 days in Rome, history and food',
  '3 days in Rome, art, packed',
  '4 days in Paris, museums and food',
  '3 days in Paris on a budget',
  '5 days in Tokyo, food and shopping',
  '4 days in Tokyo, culture, slow pace',
  '4 days in Barcelona, architecture and food',
  '3 days in Barcelona, beaches and nightlife',
  '4 days in New York, food and art',
  '3 days in New York with kids',
  '4 days in Istanbul, history and food',
  '3 days in Istanbul, views, slow pace',
  '3 days in Mexico City, food and culture',
  '5 days in Mexico City, museums, packed',
  '4 days in Bangkok, food and temples',
  '3 days in Bangkok, shopping and nightlife',
];

const MEAL = /^(Lunch|Dinner)\b/;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The figures of one plan: meals, named meals, and each city day's walk. */
export function planFigures(plan, km) {
  let meals = 0;
  let named = 0;
  const walks = [];
  for (const day of plan.days) {
    let walk = 0;
    let last = null;
    for (const item of day.items) {
      if (MEAL.test(item.title)) {
        meals += 1;
        if (item.place && !item.place.approximate) named += 1;
      }
      const at = item.place?.geocode ?? null;
      if (at && item.type !== 'transport') {
        if (last) walk += km(last, at);
        last = at;
      }
    }
    if (!day.dayTrip) walks.push(walk);
  }
  return { meals, named, walks };
}

export async function measurePlanQuality() {
  const planner = await loadPlanner();
  const { placesData, cityIndex } = readData(planner);
  const today = new Date(2026, 0, 15);
  let meals = 0;
  let named = 0;
  const walks = [];
  for (const text of REQUESTS) {
    const request = planner.parseRequest(text, { today, cityIndex });
    const figures = planFigures(planner.planTrip(request, { placesData }), planner.haversineKm);
    meals += figures.meals;
    named += figures.named;
    walks.push(...figures.walks);
    const pct = figures.meals ? Math.round((100 * figures.named) / figures.meals) : 0;
    console.log(`  "${text}": ${figures.named}/${figures.meals} meals named (${pct} %), walk per city day median ${median(figures.walks).toFixed(1)} km`);
  }
  const pct = meals ? Math.round((1000 * named) / meals) / 10 : 0;
  const walk = Math.round(median(walks) * 10) / 10;
  console.log(`  in all: ${named} of ${meals} meals are named places (${pct} %); median walk per city day ${walk} km over ${walks.length} days`);
  return { 'mealsNamedPct:20': pct, 'walkKmPerDay:20': walk };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await measurePlanQuality());
}
