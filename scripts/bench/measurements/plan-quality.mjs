// mealsNamedPct:20 and walkKmPerDay:20: how good the embedded planner's plans
// are, on 20 fixed requests across 10 curated cities (the planner of
// ./planner.mjs, in Node; no browser, no emulators).
// - mealsNamedPct: of all lunches and dinners planned, the share that are a
//   named place from our data rather than "Lunch near X — a suggestion to fill".
// - walkKmPerDay: the median, over the city days (not day trips), of the sum of
//   the straight-line legs between a day's consecutive stops, in km.
// - zigzagPct: of the city days, the share whose travel (the plan's legs, as
//   the editor shows them) is more than 10 % longer than the order "Shortest
//   route for this day" would give them (the city's known walks kept).
// - fillerStops: stops that are not a place ("— a suggestion to fill").
// - localCuisinePct: in the requests that ask for food, the share of named
//   lunches and dinners at places cooking the food of where they stand (the
//   data's `cuisine`, read once by scripts/build-cuisines.mjs).
// - idleGapMin: the median, over the city days, of the longest gap between one
//   stop's end and the next one's start, from 10:00 until dinner, in minutes;
//   unsaidGapMin: the same with a "Free time" note (a wait said to be free on
//   purpose) counted as planned.
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
const FILLER = /a suggestion to fill$/;
const minutesOf = (hhmm) => (hhmm ? Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)) : null);

/** Whether a city day's travel is more than 10 % longer than its shortest order, as the editor would offer it. */
function zigzags(planner, day, placesData) {
  const items = day.items.map((item, i) => planner.blankItem({ ...item, id: String(i), day: day.day, order: `a${String(i).padStart(3, '0')}` }));
  const walks = planner.walksInDay(items, placesData.cities.flatMap((city) => city.walks ?? []), placesData.placeById);
  const result = planner.shortestRoute({ day: day.day, dayItems: items, allItems: items, walks });
  return result.changed && result.before.minutes > result.after.minutes * 1.1;
}

/** The longest wait between two stops of a day, from 10:00 until dinner; with `saidFree`, a free-time note counts as planned. */
function longestGap(day, saidFree) {
  let longest = 0;
  let previousEnd = null;
  for (const item of day.items) {
    if (item.type === 'note' && !saidFree) continue;
    const start = minutesOf(item.startTime);
    if (start === null) continue;
    if (previousEnd !== null) longest = Math.max(longest, start - Math.max(previousEnd, 600));
    if (MEAL.test(item.title) && /^Dinner\b/.test(item.title)) break;
    previousEnd = minutesOf(item.endTime) ?? start;
  }
  return longest;
}

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
  let cityDays = 0;
  let zigzagDays = 0;
  let filler = 0;
  const gaps = [];
  const unsaid = [];
  let foodMeals = 0;
  let localMeals = 0;
  const byName = new Map(placesData.places.map((place) => [`${place.name}|${place.geocode.lat}|${place.geocode.lng}`, place]));
  for (const text of REQUESTS) {
    const request = planner.parseRequest(text, { today, cityIndex });
    const plan = planner.planTrip(request, { placesData });
    const figures = planFigures(plan, planner.haversineKm);
    if (/\bfood\b/.test(text)) {
      for (const item of plan.days.flatMap((day) => day.items)) {
        if (!MEAL.test(item.title) || !item.place || item.place.approximate) continue;
        const place = byName.get(`${item.place.name}|${item.place.geocode.lat}|${item.place.geocode.lng}`);
        if (!place) continue;
        foodMeals += 1;
        if (planner.isLocalCooking(place.cuisine, placesData.cityById.get(place.cityId)?.country ?? '')) localMeals += 1;
      }
    }
    for (const day of plan.days) {
      filler += day.items.filter((item) => FILLER.test(item.title) && !MEAL.test(item.title)).length;
      if (day.dayTrip) continue;
      cityDays += 1;
      if (zigzags(planner, day, placesData)) zigzagDays += 1;
      gaps.push(longestGap(day, false));
      unsaid.push(longestGap(day, true));
    }
    meals += figures.meals;
    named += figures.named;
    walks.push(...figures.walks);
    const pct = figures.meals ? Math.round((100 * figures.named) / figures.meals) : 0;
    console.log(`  "${text}": ${figures.named}/${figures.meals} meals named (${pct} %), walk per city day median ${median(figures.walks).toFixed(1)} km`);
  }
  const pct = meals ? Math.round((1000 * named) / meals) / 10 : 0;
  const walk = Math.round(median(walks) * 10) / 10;
  console.log(`  in all: ${named} of ${meals} meals are named places (${pct} %); median walk per city day ${walk} km over ${walks.length} days`);
  const zigzag = cityDays ? Math.round((1000 * zigzagDays) / cityDays) / 10 : 0;
  console.log(`  ${zigzagDays} of ${cityDays} city days more than 10 % longer than their shortest order; ${filler} filler stops; median longest gap ${median(gaps)} min, ${median(unsaid)} min not said to be free time; ${localMeals} of ${foodMeals} meals of food requests at the local cooking`);
  return { 'mealsNamedPct:20': pct, 'walkKmPerDay:20': walk, 'zigzagPct:20': zigzag, 'fillerStops:20': filler, 'idleGapMin:20': median(gaps), 'unsaidGapMin:20': median(unsaid), 'localCuisinePct:20': foodMeals ? Math.round((1000 * localMeals) / foodMeals) / 10 : 0 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await measurePlanQuality());
}
