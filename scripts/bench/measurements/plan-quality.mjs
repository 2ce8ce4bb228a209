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
// - wishesHonouredPct: of the words a traveller would check in each request
//   (length, month, party, diet, interests, wishes; listed with the request),
//   the share the plan honours or its answer names.
// - waterWalks: walking legs (as the editor shows them) between two places
//   across water a walk cannot cross (src/domain/days/water.ts).
// - idleGapMin: the median, over the city days, of the longest gap between one
//   stop's end and the next one's start, from 10:00 until dinner, in minutes;
//   unsaidGapMin: the same with a "Free time" note (a wait said to be free on
//   purpose) counted as planned.
// Prints each request's figures, so a reader sees which city pulls them down.
//
//   node scripts/bench/measurements/plan-quality.mjs     # prints the figures alone
import { pathToFileURL } from 'node:url';
import { loadPlanner, readData } from './planner.mjs';

/** What a traveller would look for of their words: honoured in the plan or named in its answer. */
const said = (word, pattern) => ({ word, met: (plan) => pattern.test([plan.summary, ...plan.warnings, ...plan.assumptions].join(' ')) });
const days = (n) => ({ word: `${n} days`, met: (plan) => plan.days.length === n });
const month = (m) => ({ word: `month ${m}`, met: (plan) => plan.period?.start.slice(5, 7) === m });
const dayTrip = { word: 'a day trip', met: (plan) => plan.days.some((day) => day.dayTrip !== null) };
const family = said('children', /\b(family|children|child)\b/);

/**
 * The fixed requests, with each word a traveller would check: the length, the
 * party, a diet, the interests and wishes. Some are hard on purpose: a diet
 * our data barely covers, a long weekend with a day trip, children without a
 * number, rain in November, halal in Istanbul.
 */
export const REQUESTS = [
  { text: '6 days in Kyoto in April, temples and food, slow pace', wishes: [days(6), month('04'), said('temples', /temples/), said('food', /\bfood\b/), said('slow', /\bslow\b/)] },
  { text: '3 days in Kyoto with our two kids, vegetarian', wishes: [days(3), family, said('vegetarian', /\bvegetarian\b/)] },
  { text: '4 days in Lisbon, food and history, slow pace', wishes: [days(4), said('food', /\bfood\b/), said('history', /\bhistory\b/), said('slow', /\bslow\b/)] },
  { text: '5 days in Lisbon, views and nightlife', wishes: [days(5), said('views', /\bviews\b/), said('nightlife', /\bnightlife\b/)] },
  { text: '5 days in Rome, history and food', wishes: [days(5), said('history', /\bhistory\b/), said('food', /\bfood\b/)] },
  { text: '4 days in Rome for a first visit, gelato, with my wife', wishes: [days(4), said('two', /\bfor two\b/), said('first visit', /first visit/), said('gelato', /\bgelato\b/)] },
  { text: '4 days in Paris, museums and food', wishes: [days(4), said('museums', /\bmuseums\b/), said('food', /\bfood\b/)] },
  { text: 'A long weekend in Paris on a budget with a day trip', wishes: [days(3), dayTrip, said('budget', /low budget/i)] },
  { text: '5 days in Tokyo, food and shopping', wishes: [days(5), said('food', /\bfood\b/), said('shopping', /\bshopping\b/)] },
  { text: '4 days in Tokyo, culture, slow pace', wishes: [days(4), said('culture', /\bculture\b/), said('slow', /\bslow\b/)] },
  { text: '4 days in Barcelona, architecture and food', wishes: [days(4), said('architecture', /\barchitecture\b/), said('food', /\bfood\b/)] },
  { text: '3 days in Barcelona in November, beaches and nightlife, tapas, museums if it rains', wishes: [days(3), month('11'), said('beaches', /\bbeaches\b/), said('nightlife', /\bnightlife\b/), said('tapas', /\btapas\b/), said('rain', /\brainy\b/)] },
  { text: '4 days in New York, food and art', wishes: [days(4), said('food', /\bfood\b/), said('art', /\bart\b/)] },
  { text: '3 days in New York with kids, gluten-free', wishes: [days(3), family, said('gluten-free', /gluten-free/)] },
  { text: '4 days in Istanbul, history and food', wishes: [days(4), said('history', /\bhistory\b/), said('food', /\bfood\b/)] },
  { text: '3 days in Istanbul, views, halal food, slow pace', wishes: [days(3), said('views', /\bviews\b/), said('halal', /\bhalal\b/), said('slow', /\bslow\b/)] },
  { text: '3 days in Mexico City, food and culture', wishes: [days(3), said('food', /\bfood\b/), said('culture', /\bculture\b/)] },
  { text: '5 days in Mexico City, museums, packed', wishes: [days(5), said('museums', /\bmuseums\b/), said('packed', /\bpacked\b/)] },
  { text: '4 days in Bangkok, food and temples, street food', wishes: [days(4), said('food', /\bfood\b/), said('temples', /\btemples\b/), said('street food', /street food/)] },
  { text: '3 days in Bangkok, shopping and nightlife', wishes: [days(3), said('shopping', /\bshopping\b/), said('nightlife', /\bnightlife\b/)] },
];

const MEAL = /^(Lunch|Dinner)\b/;
const FILLER = /a suggestion to fill$/;

/** Whether a city day's travel is more than 10 % longer than its shortest order, as the editor would offer it. */
function zigzags(planner, day, placesData) {
  const items = day.items.map((item, i) => planner.blankItem({ ...item, id: String(i), day: day.day, order: `a${String(i).padStart(3, '0')}` }));
  const walks = planner.walksInDay(items, placesData.cities.flatMap((city) => city.walks ?? []), placesData.placeById);
  const result = planner.shortestRoute({ day: day.day, dayItems: items, allItems: items, walks });
  return result.changed && result.before.minutes > result.after.minutes * 1.1;
}

/** A day's walking legs, as the editor would show them, whose two ends stand across water a walk cannot cross. */
function waterWalks(planner, day) {
  const items = day.items.map((item, i) => planner.blankItem({ ...item, id: String(i), day: day.day, order: `a${String(i).padStart(3, '0')}` }));
  return planner
    .legsBetween(planner.dayStops(day.day, items, items))
    .filter((leg) => leg.mode === 'walk' && leg.from && leg.to && planner.waterBetween(leg.from, leg.to) !== null).length;
}

/** The longest wait between two stops of a day, from 10:00 until dinner (the planner's own measure); with `saidFree`, a free-time note counts as planned. */
function longestGap(planner, day, saidFree) {
  return planner.longestWait(day.items.filter((item) => saidFree || item.type !== 'note'));
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
  let acrossWater = 0;
  let wishes = 0;
  let honoured = 0;
  for (const { text, wishes: words } of REQUESTS) {
    const request = planner.parseRequest(text, { today, cityIndex });
    const plan = planner.planTrip(request, { placesData });
    const missed = words.filter((wish) => !wish.met(plan)).map((wish) => wish.word);
    wishes += words.length;
    honoured += words.length - missed.length;
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
      acrossWater += waterWalks(planner, day);
      filler += day.items.filter((item) => FILLER.test(item.title) && !MEAL.test(item.title)).length;
      if (day.dayTrip) continue;
      cityDays += 1;
      if (zigzags(planner, day, placesData)) zigzagDays += 1;
      gaps.push(longestGap(planner, day, false));
      unsaid.push(longestGap(planner, day, true));
    }
    meals += figures.meals;
    named += figures.named;
    walks.push(...figures.walks);
    const pct = figures.meals ? Math.round((100 * figures.named) / figures.meals) : 0;
    console.log(`  "${text}": ${figures.named}/${figures.meals} meals named (${pct} %), walk per city day median ${median(figures.walks).toFixed(1)} km${missed.length ? `; not honoured nor named: ${missed.join(', ')}` : ''}`);
  }
  const pct = meals ? Math.round((1000 * named) / meals) / 10 : 0;
  const walk = Math.round(median(walks) * 10) / 10;
  console.log(`  in all: ${named} of ${meals} meals are named places (${pct} %); median walk per city day ${walk} km over ${walks.length} days`);
  const zigzag = cityDays ? Math.round((1000 * zigzagDays) / cityDays) / 10 : 0;
  console.log(`  ${zigzagDays} of ${cityDays} city days more than 10 % longer than their shortest order; ${filler} filler stops; median longest gap ${median(gaps)} min, ${median(unsaid)} min not said to be free time; ${localMeals} of ${foodMeals} meals of food requests at the local cooking; ${honoured} of ${wishes} wishes honoured or named; ${acrossWater} walking legs across water`);
  return { 'mealsNamedPct:20': pct, 'walkKmPerDay:20': walk, 'zigzagPct:20': zigzag, 'fillerStops:20': filler, 'idleGapMin:20': median(gaps), 'unsaidGapMin:20': median(unsaid), 'localCuisinePct:20': foodMeals ? Math.round((1000 * localMeals) / foodMeals) / 10 : 0, 'wishesHonouredPct:20': Math.round((1000 * honoured) / wishes) / 10, 'waterWalks:20': acrossWater };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await measurePlanQuality());
}
