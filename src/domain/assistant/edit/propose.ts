/**
 * The embedded editor: one chat message and the itinerary as it is in, an
 * answer out: a reply and, when the message asks for something it can do, a
 * proposed change (./change.ts) the user accepts or rejects. Pure and
 * deterministic (ids come from the caller); places come from our places data
 * only, never invented. Runs in the browser and in the `assistantEdit`
 * Cloud Function. How it decides: docs/assistant.md, "Editing by chat".
 */
import { orderBetween, orderForIndex, initialOrders, compareOrder } from '@/domain/itineraries/order';
import { addDays, sortItems } from '@/domain/itineraries/plan';
import { MAX_PLAN_NOTES } from '@/domain/itineraries/schema';
import type { GeoPoint, ItemPlace, Period, PlanItem } from '@/domain/itineraries/types';
import { haversineKm } from '@/lib/places/geo';
import { closedForTrip } from '@/lib/places/closures';
import { DEFAULT_TRAVEL_PREFERENCES, defaultMode, estimateLeg } from '@/domain/days/travel';
import { normalizeText } from '@/lib/places/normalize';
import { searchCities } from '@/lib/places/search';
import type { CitySearchIndex, CuratedCityFile, DayTrip, Place, PlaceCategory, PlacesData } from '@/lib/places/types';
import { clockMinutes } from '@/domain/days/schedule';
import { planTrip } from '../planner/plan';
import type { PlanItemDraft } from '../planner/schema';
import { parseRequest, requestDestination, type Pace, type RequestDestination, type TripRequest } from '../planner/parse';
import { CHANGE_LIMITS, type ProposedChange } from './change';
import { parseEditRequest, type EditCommand } from './parse';

export interface EditItinerary {
  days: number;
  period: Period | null;
  destinations: readonly string[];
  geocode: GeoPoint | null;
}

export interface EditContext {
  itinerary: EditItinerary;
  items: readonly PlanItem[];
  placesData: PlacesData;
  cityIndex: CitySearchIndex;
  /** A fresh item id (a Firestore auto id). */
  newId: () => string;
  pace?: Pace;
  /** The request the trip was planned from (the itinerary's `context`), for "plan it again …". */
  request?: string | null;
  /** Today, for reading a request again (its dates are the trip's own); by default the clock's. */
  today?: Date;
}

export interface EditAnswer {
  /** What the assistant says back. */
  reply: string;
  /** The change to accept or reject, or null when there is nothing to change. */
  change: ProposedChange | null;
}

export const EDIT_HELP =
  'I can swap two days, add a place to a day, make a day lighter, add a day trip, or move or remove a place. ' +
  'For example: "swap days 2 and 3", "add a food market to day 1", "make day 4 lighter", "add a day trip to Sintra".';

const ASK = 'Accept it to change the plan, or reject it to keep the plan as it is.';
/** Visits this close (km) stand together: a lighter day keeps such neighbours together. */
const TOGETHER_KM = 0.6;
/** A day keeps at least this many visits when made lighter. */
const MIN_VISITS_LEFT = 1;
/** Places further than this from the trip are not offered for a day (km). */
const NEARBY_KM = 60;

const CATEGORY_WORDS: Record<PlaceCategory, readonly string[]> = {
  sight: ['sight', 'sights', 'landmark', 'monument', 'viewpoint', 'view', 'church', 'castle', 'tower', 'palace', 'square'],
  museum: ['museum', 'museums', 'gallery', 'art', 'exhibition', 'history'],
  food: ['food', 'market', 'restaurant', 'eat', 'lunch', 'dinner', 'cafe', 'coffee', 'bakery', 'pastry', 'bar', 'tavern', 'wine', 'seafood'],
  neighbourhood: ['neighbourhood', 'neighborhood', 'district', 'quarter', 'area', 'walk', 'stroll'],
  nature: ['nature', 'park', 'garden', 'gardens', 'beach', 'river', 'hike', 'green'],
  daytrip: ['daytrip', 'excursion'],
};
/**
 * Words for a kind of place, narrower than its category: "a food market" is a
 * market, not any place to eat. A place is that kind only when its name or
 * description says so.
 */
const KIND_WORDS = new Set([
  'market', 'cafe', 'coffee', 'bakery', 'pastry', 'bar', 'tavern', 'wine', 'seafood', 'church', 'castle', 'tower', 'palace', 'square',
  'gallery', 'exhibition', 'garden', 'gardens', 'beach', 'river', 'park', 'temple', 'shrine', 'mosque', 'viewpoint',
]);

/** Other ways a name or description says its kind: a Japanese temple's "-ji" or "-dera", a shrine's "-jinja" or "-taisha", a Thai "wat". */
const KIND_ALIASES: Record<string, RegExp> = {
  temple: /(-ji|-dera|-in)\b|\b(wat|pagoda|buddhist|zen)\b/i,
  shrine: /(-jinja|-taisha|jing[uū]|-g[uū])\b/i,
  market: /\b(mercado|mercat|markt|march[eé]|mercato|bazaar|souk|hall of (?:food )?stalls)\b/i,
};

/** Whether a place's name or description says it is this kind ("market" in "Nishiki Market", "markets" in its description). */
function isKind(place: Place, word: string): boolean {
  const text = `${normalizeText(place.name)} ${normalizeText(place.description)}`.split(' ');
  return text.some((w) => w === word || (w.startsWith(word) && w.length <= word.length + 2)) || (KIND_ALIASES[word]?.test(`${place.name} ${place.description}`) ?? false);
}

const STOP_WORDS = new Set(['a', 'an', 'the', 'some', 'good', 'nice', 'great', 'local', 'famous', 'of', 'to', 'with', 'and', 'for', 'place', 'spot', 'visit']);

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function dayName(day: number | null): string {
  return day === null ? 'your ideas' : `day ${day}`;
}

/** Top-level items of a day (alternatives excluded), in plan order. */
function dayItems(items: readonly PlanItem[], day: number | null): PlanItem[] {
  return sortItems(items.filter((item) => item.day === day && item.optionOf === null));
}

function lastOrder(items: readonly PlanItem[], day: number | null): string | null {
  const orders = items.filter((item) => item.day === day && item.optionOf === null).map((item) => item.order);
  return orders.sort(compareOrder).at(-1) ?? null;
}

/** The curated cities the trip is about: its destinations we hold, else the nearest to its centre. */
function tripCities(ctx: EditContext): CuratedCityFile[] {
  const found: CuratedCityFile[] = [];
  for (const name of ctx.itinerary.destinations) {
    const city = searchCities(ctx.cityIndex, name, 3).find((candidate) => candidate.curated);
    const file = city ? ctx.placesData.cityById.get(city.id) : undefined;
    if (file && !found.includes(file)) found.push(file);
  }
  if (found.length > 0) return found;
  const centre = ctx.itinerary.geocode ?? ctx.items.find((item) => item.place)?.place?.geocode ?? null;
  if (!centre) return [];
  const nearest = [...ctx.placesData.cities]
    .map((city) => ({ city, km: haversineKm(centre, city.geocode) }))
    .filter((entry) => entry.km <= NEARBY_KM)
    .sort((a, b) => a.km - b.km)[0];
  return nearest ? [nearest.city] : [];
}

function centreOf(items: readonly PlanItem[]): GeoPoint | null {
  const points = items.flatMap((item) => (item.place ? [item.place.geocode] : []));
  if (points.length === 0) return null;
  return {
    lat: points.reduce((sum, p) => sum + p.lat, 0) / points.length,
    lng: points.reduce((sum, p) => sum + p.lng, 0) / points.length,
  };
}

function inPlan(items: readonly PlanItem[], place: Place): boolean {
  const name = normalizeText(place.name);
  return items.some(
    (item) =>
      (item.place && normalizeText(item.place.name) === name) ||
      normalizeText(item.title) === name ||
      (item.place !== null && haversineKm(item.place.geocode, place.geocode) < 0.03 && item.place.category === place.category),
  );
}

function matchScore(place: Place, words: readonly string[]): number {
  const name = normalizeText(place.name);
  const nameWords = name.split(' ');
  const categoryWords = CATEGORY_WORDS[place.category];
  let score = 0;
  for (const word of words) {
    if (name === word || nameWords.includes(word)) score += 3;
    else if (nameWords.some((w) => w.startsWith(word) && word.length >= 4)) score += 2;
    if (KIND_WORDS.has(word) ? isKind(place, word) : categoryWords.includes(word)) score += 1.5;
    if (normalizeText(place.description).split(' ').includes(word)) score += 0.5;
  }
  return score;
}

function placeItem(place: Place, city: CuratedCityFile, id: string, day: number | null, order: string): PlanItem {
  return {
    id,
    day,
    order,
    type: place.category === 'food' ? 'restaurant' : 'attraction',
    title: place.name,
    place: { name: place.name, geocode: { ...place.geocode }, category: place.category, source: place.source, approximate: false },
    startTime: null,
    endTime: null,
    timeZone: city.timeZone,
    arrival: null,
    endTimeZone: null,
    nights: null,
    optionOf: null,
    notes: place.description,
    cost: null,
  };
}

/** Seconds from a to b as the plan's legs estimate them (src/domain/days: on foot when near, else public transport). */
function legSeconds(a: GeoPoint, b: GeoPoint): number {
  return estimateLeg(a, b, defaultMode(a, b, DEFAULT_TRAVEL_PREFERENCES)).seconds;
}

/** The order key that puts a place where it adds the least travel time to the day, as the plan's legs count it. */
function cheapestInsertion(items: readonly PlanItem[], day: number | null, at: GeoPoint): string {
  const list = dayItems(items, day);
  const orders = list.map((item) => item.order);
  if (day === null || list.length === 0) return orderForIndex(orders, list.length);
  let bestIndex = list.length;
  let bestCost = Infinity;
  for (let index = 0; index <= list.length; index += 1) {
    const before = list[index - 1]?.place?.geocode ?? null;
    const after = list[index]?.place?.geocode ?? null;
    const added = (before ? legSeconds(before, at) : 0) + (after ? legSeconds(at, after) : 0) - (before && after ? legSeconds(before, after) : 0);
    if (added < bestCost - 1e-9) {
      bestCost = added;
      bestIndex = index;
    }
  }
  return orderForIndex(orders, bestIndex);
}

/** Items matching a name the user typed: exact title or place first, then containing it. */
function findItems(items: readonly PlanItem[], query: string, day: number | null | undefined): PlanItem[] {
  const q = normalizeText(query);
  if (!q) return [];
  const pool = items.filter((item) => item.optionOf === null && (day === undefined || day === null || item.day === day));
  const names = (item: PlanItem) => [normalizeText(item.title), item.place ? normalizeText(item.place.name) : ''];
  const exact = pool.filter((item) => names(item).includes(q));
  if (exact.length > 0) return exact;
  return pool.filter((item) => names(item).some((name) => name.includes(q) || (q.length >= 4 && name.split(' ').some((w) => w.startsWith(q)))));
}

function checkDay(ctx: EditContext, day: number | null): string | null {
  if (day === null) return null;
  if (!Number.isInteger(day) || day < 1 || day > ctx.itinerary.days) {
    return `This trip has ${plural(ctx.itinerary.days, 'day')}, so there is no day ${day}.`;
  }
  return null;
}

function answer(change: ProposedChange, detail: string): EditAnswer {
  return { reply: `${detail} ${ASK}`, change };
}

function emptyChange(summary: string): ProposedChange {
  return { summary, add: [], move: [], remove: [], itinerary: null };
}

function swapDays(ctx: EditContext, a: number, b: number): EditAnswer {
  const problem = checkDay(ctx, a) ?? checkDay(ctx, b);
  if (problem) return { reply: problem, change: null };
  if (a === b) return { reply: `Day ${a} and day ${b} are the same day: tell me two different days.`, change: null };
  const change = emptyChange(`Swap day ${a} and day ${b}.`);
  for (const item of sortItems(ctx.items)) {
    if (item.day === a || item.day === b) {
      const toDay = item.day === a ? b : a;
      change.move.push({ id: item.id, title: item.title, fromDay: item.day, toDay, order: item.order });
    }
  }
  if (change.move.length === 0) return { reply: `Day ${a} and day ${b} are both empty, so swapping them changes nothing.`, change: null };
  const countA = dayItems(ctx.items, a).length;
  const countB = dayItems(ctx.items, b).length;
  return answer(
    change,
    `Here is day ${a} and day ${b} swapped: the ${plural(countA, 'item')} of day ${a} move to day ${b} and the ${plural(countB, 'item')} of day ${b} move to day ${a}, in the same order and at the same times.`,
  );
}

function addPlace(ctx: EditContext, query: string, day: number | null): EditAnswer {
  const problem = checkDay(ctx, day);
  if (problem) return { reply: problem, change: null };
  const cities = tripCities(ctx);
  if (cities.length === 0) {
    return {
      reply: `I do not hold places for ${ctx.itinerary.destinations.join(', ') || 'this trip'} yet, so I cannot suggest a real ${query}. Add it yourself with "Add" on the day.`,
      change: null,
    };
  }
  const words = normalizeText(query)
    .split(' ')
    .filter((word) => word && !STOP_WORDS.has(word));
  if (words.length === 0) return { reply: `What would you like me to add? ${EDIT_HELP}`, change: null };
  const anchor = centreOf(dayItems(ctx.items, day)) ?? centreOf(ctx.items) ?? cities[0]!.geocode;
  // The kind asked for is that kind: "a food market" is a place that says it is a market.
  const kinds = words.filter((word) => KIND_WORDS.has(word));
  const matching = cities
    .flatMap((city) => city.places.map((place) => ({ place, city })))
    // A place closed during the trip (for works, for good) is never offered.
    .filter(({ place }) => place.category !== 'daytrip' && kinds.every((kind) => isKind(place, kind)) && closedForTrip(place, ctx.itinerary.period) === null)
    .map((entry) => ({ ...entry, score: matchScore(entry.place, words), km: haversineKm(anchor, entry.place.geocode), planned: inPlan(ctx.items, entry.place) }))
    .filter((entry) => entry.score >= 1.5)
    .sort((x, y) => y.score - x.score || x.km - y.km || x.place.id.localeCompare(y.place.id));
  const candidates = matching.filter((entry) => !entry.planned);
  const best = candidates[0];
  // The best match is already in the plan (and nothing as good is not): say where, and offer to move it.
  const already = matching[0];
  if (already?.planned && (!best || best.score < already.score)) {
    const item = ctx.items.find((it) => it.optionOf === null && (normalizeText(it.title) === normalizeText(already.place.name) || (it.place !== null && normalizeText(it.place.name) === normalizeText(already.place.name))));
    // A planned meal stays where it is (moving it would leave that day without its lunch): another match is added, or that is said.
    const meal = item !== undefined && item.type === 'restaurant' && item.day !== null && /^(lunch|dinner) at /i.test(item.title);
    if (meal && !best) {
      return { reply: `${already.place.name} is already in the plan, as ${item.title.split(' at ')[0]!.toLowerCase()} on ${dayName(item.day)}, and my places for ${cities.map((c) => c.name).join(' and ')} hold no other ${query} that is not planned.`, change: null };
    }
    if (item && !meal && item.day !== day) {
      const change: ProposedChange = {
        ...emptyChange(`Move ${item.title} to ${dayName(day)}.`),
        move: [{ id: item.id, title: item.title, fromDay: item.day, toDay: day, order: day === null ? orderBetween(lastOrder(ctx.items, null), null) : cheapestInsertion(ctx.items, day, item.place?.geocode ?? anchor) }],
      };
      return answer(change, `${already.place.name} is already in the plan, on ${dayName(item.day)}. I can move it to ${dayName(day)} instead.`);
    }
    if (item && !meal) return { reply: `${already.place.name} is already on ${dayName(day)}.`, change: null };
  }
  if (!best) {
    return {
      reply: `I could not find a ${query} in my places for ${cities.map((c) => c.name).join(' and ')} that is not in the plan already. Try another word, for example "a museum" or "a park".`,
      change: null,
    };
  }
  const item = placeItem(best.place, best.city, ctx.newId(), day, cheapestInsertion(ctx.items, day, best.place.geocode));
  const change: ProposedChange = { ...emptyChange(`Add ${best.place.name} to ${dayName(day)}.`), add: [item] };
  const distance = day === null ? '' : ` It is ${best.km < 1 ? `${Math.round(best.km * 1000)} m` : `${best.km.toFixed(1)} km`} from the middle of the day's other stops, so I put it where it adds the least walking.`;
  return answer(change, `I suggest ${best.place.name}: ${best.place.description}${distance}`);
}

function lighter(ctx: EditContext, day: number): EditAnswer {
  const problem = checkDay(ctx, day);
  if (problem) return { reply: problem, change: null };
  const list = dayItems(ctx.items, day);
  const visits = list.filter((item) => item.type === 'attraction' || item.type === 'activity');
  // What cannot be made lighter the usual way is said, with the nearest thing offered as a change: the day's last visit to the ideas.
  const lastToIdeas = (why: string): EditAnswer => {
    const last = sortItems(visits).at(-1);
    if (!last) return { reply: `${why} There is no visit to move.`, change: null };
    const change = emptyChange(`Move ${last.title} to the ideas.`);
    change.move.push({ id: last.id, title: last.title, fromDay: day, toDay: null, order: orderBetween(lastOrder(ctx.items, null), null) });
    return answer(change, `${why} The nearest thing I can offer: move ${last.title}, the day's last visit, to your ideas. Nothing is deleted.`);
  };
  if (visits.length <= MIN_VISITS_LEFT) {
    return visits.length === 0
      ? { reply: `Day ${day} has no visit to take out, only its meals and travel.`, change: null }
      : lastToIdeas(`Day ${day} has ${plural(visits.length, 'visit')} already, so I would not take one out.`);
  }
  const count = Math.min(visits.length - MIN_VISITS_LEFT, Math.max(1, Math.round(visits.length / 3)));
  // The middle of the visits themselves: a day trip's travel and the dinner back in the city do not pull it.
  const centre = centreOf(visits);
  const togetherWith = (item: PlanItem): boolean =>
    item.place !== null &&
    visits.some((other) => other !== item && other.place !== null && haversineKm(other.place.geocode, item.place!.geocode) <= TOGETHER_KM);
  // A day out whose sights all stand together (Tōdai-ji and Nara Park) keeps them: taking one away saves no walking.
  const outing = list.some((item) => item.type === 'transport');
  if (outing && visits.every(togetherWith)) {
    return lastToIdeas(
      `Day ${day} is a day out whose ${plural(visits.length, 'visit')} (${visits.map((item) => item.title).join(', ')}) stand within a few minutes' walk of each other, so taking one away saves little walking.`,
    );
  }
  // Our own suggestions go first, then stops standing apart (a pair of neighbours stays together), the furthest from the rest first.
  const ranked = visits
    .map((item, index) => ({
      item,
      index,
      suggestion: item.place?.approximate === true,
      apart: !togetherWith(item),
      km: centre && item.place ? haversineKm(centre, item.place.geocode) : 0,
    }))
    .sort((a, b) => Number(b.suggestion) - Number(a.suggestion) || Number(b.apart) - Number(a.apart) || b.km - a.km || b.index - a.index);
  const chosen = ranked.slice(0, count).map((entry) => entry.item);
  const change = emptyChange(`Make day ${day} lighter.`);
  let previous = lastOrder(ctx.items, null);
  for (const item of sortItems(chosen)) {
    const order = orderBetween(previous, null);
    previous = order;
    change.move.push({ id: item.id, title: item.title, fromDay: day, toDay: null, order });
  }
  return answer(
    change,
    `To make day ${day} lighter I would move ${chosen.map((item) => item.title).join(', ')} to your ideas (the ${count === 1 ? 'stop' : 'stops'} furthest from the rest of the day), leaving ${plural(visits.length - count, 'visit')} and the meals. Nothing is deleted.`,
  );
}

function findTown(ctx: EditContext, name: string): { city: CuratedCityFile; town: DayTrip } | null {
  const q = normalizeText(name);
  if (!q) return null;
  const cities = tripCities(ctx);
  const pools = [...cities, ...ctx.placesData.cities.filter((city) => !cities.includes(city))];
  for (const city of pools) {
    const town = city.dayTrips.find((candidate) => {
      const key = normalizeText(candidate.name);
      return key === q || key.startsWith(`${q} `) || q.startsWith(`${key} `) || q === key.split(' ')[0];
    });
    if (town && (cities.includes(city) || cities.length === 0)) return { city, town };
  }
  return null;
}

function dayTrip(ctx: EditContext, name: string, day: number | null): EditAnswer {
  const problem = checkDay(ctx, day);
  if (problem) return { reply: problem, change: null };
  const found = findTown(ctx, name);
  if (!found) {
    const known = tripCities(ctx).flatMap((city) => city.dayTrips.map((town) => town.name));
    return {
      reply: known.length
        ? `I do not know ${name} as a day trip from here. Towns I can plan a day in: ${known.join(', ')}.`
        : `I cannot plan a day trip to ${name}: I do not hold day trips for this destination yet.`,
      change: null,
    };
  }
  const { city, town } = found;
  const request: TripRequest = {
    text: `day trip to ${town.name}`,
    destinations: [{ cityId: city.id, name: city.name, country: city.country, geocode: city.geocode, curated: true, timeZone: city.timeZone, days: null }],
    days: 2,
    period: null,
    interests: [],
    pace: ctx.pace ?? 'moderate',
    budget: 'mid',
    party: { adults: 2, kids: 0, kind: 'couple' },
    dayTripWishes: [normalizeText(town.name)],
    dayTripsAsked: 1,
    diets: [],
    stated: { pace: ctx.pace !== undefined, budget: false, interests: false, days: true },
    assumptions: [],
    warnings: [],
  };
  const planned = planTrip(request, { placesData: ctx.placesData }).days.find((d) => d.dayTrip?.name === town.name);
  if (!planned) return { reply: `I could not plan a day in ${town.name} this time.`, change: null };

  const change = emptyChange('');
  let target: number;
  if (day === null) {
    target = ctx.itinerary.days + 1;
    const period = ctx.itinerary.period ? { start: ctx.itinerary.period.start, end: addDays(ctx.itinerary.period.end, 1) ?? ctx.itinerary.period.end } : null;
    change.itinerary = { days: target, period };
  } else {
    target = day;
    let previous = lastOrder(ctx.items, null);
    for (const item of dayItems(ctx.items, day)) {
      const order = orderBetween(previous, null);
      previous = order;
      change.move.push({ id: item.id, title: item.title, fromDay: day, toDay: null, order });
    }
  }
  const orders = initialOrders(planned.items.length);
  change.add = planned.items.map((draft, index) => ({ ...draft, id: ctx.newId(), day: target, order: orders[index]! }));
  change.summary = `Add a day trip to ${town.name} as day ${target}.`;
  const moved = change.move.length > 0 ? ` The ${plural(change.move.length, 'item')} planned for day ${target} move to your ideas.` : '';
  const added = day === null ? ` The trip gets one more day (day ${target}).` : '';
  return answer(change, `A day in ${town.name}: ${town.description} I planned the way there and back, ${plural(planned.items.length, 'item')} in all.${added}${moved}`);
}

function describeMatches(matches: readonly PlanItem[]): string {
  return matches
    .slice(0, 5)
    .map((item) => `${item.title} (${dayName(item.day)})`)
    .join(', ');
}

function moveItem(ctx: EditContext, query: string, day: number | null): EditAnswer {
  const problem = checkDay(ctx, day);
  if (problem) return { reply: problem, change: null };
  const matches = findItems(ctx.items, query, undefined);
  if (matches.length === 0) return { reply: `I could not find "${query}" in the plan.`, change: null };
  if (matches.length > 1) return { reply: `Which one? "${query}" could be ${describeMatches(matches)}. Use more of its name.`, change: null };
  const item = matches[0]!;
  if (item.day === day) return { reply: `${item.title} is already on ${dayName(day)}.`, change: null };
  const order = item.place ? cheapestInsertion(ctx.items, day, item.place.geocode) : orderBetween(lastOrder(ctx.items, day), null);
  const change = emptyChange(`Move ${item.title} to ${dayName(day)}.`);
  change.move.push({ id: item.id, title: item.title, fromDay: item.day, toDay: day, order });
  for (const alternative of ctx.items.filter((candidate) => candidate.optionOf === item.id)) {
    change.move.push({ id: alternative.id, title: alternative.title, fromDay: alternative.day, toDay: day, order: alternative.order });
  }
  return answer(change, `I would move ${item.title} from ${dayName(item.day)} to ${dayName(day)}.`);
}

function removeItem(ctx: EditContext, query: string, day: number | null): EditAnswer {
  const problem = checkDay(ctx, day);
  if (problem) return { reply: problem, change: null };
  const matches = findItems(ctx.items, query, day);
  if (matches.length === 0) return { reply: `I could not find "${query}" in ${day === null ? 'the plan' : `day ${day}`}.`, change: null };
  if (matches.length > 1) return { reply: `Which one? "${query}" could be ${describeMatches(matches)}. Use more of its name.`, change: null };
  const item = matches[0]!;
  const change = emptyChange(`Remove ${item.title}.`);
  change.remove.push({ id: item.id, title: item.title, day: item.day });
  const alternatives = ctx.items.filter((candidate) => candidate.optionOf === item.id);
  for (const alternative of alternatives) change.remove.push({ id: alternative.id, title: alternative.title, day: alternative.day });
  const extra = alternatives.length > 0 ? ` Its ${plural(alternatives.length, 'alternative')} go with it.` : '';
  return answer(change, `I would remove ${item.title} from ${dayName(item.day)}.${extra} Undo brings it back after you accept.`);
}

/**
 * What "Plan it again" keeps: what the planner never makes and a person adds
 * because it is booked (a flight, a stay), a stop whose time the person said
 * holds (a booked table, a ticket), and the alternatives for those. (Notes
 * are not kept: the planner writes its own, "Free time".)
 */
function keptOnReplan(items: readonly PlanItem[]): PlanItem[] {
  const commitment = (item: PlanItem) => item.type === 'flight' || item.type === 'stay' || item.fixedTime === true;
  const kept = new Set(items.filter(commitment).map((item) => item.id));
  return items.filter((item) => kept.has(item.id) || (item.optionOf !== null && kept.has(item.optionOf)));
}

/**
 * Order keys for a day's planned stops among the stops kept on it: each
 * before the first kept stop that starts later, in the planner's order, so
 * the day reads in time order and the kept stops keep their keys.
 */
function amongKept(drafts: readonly PlanItemDraft[], keptOnDay: readonly PlanItem[]): [PlanItemDraft, string][] {
  type Slot = { kept: PlanItem } | { draft: PlanItemDraft };
  const slots: Slot[] = [...keptOnDay].sort((a, b) => compareOrder(a.order, b.order)).map((kept) => ({ kept }));
  let last = -1;
  for (const draft of drafts) {
    const at = clockMinutes(draft.startTime);
    const later = at === null ? -1 : slots.findIndex((slot, index) => index > last && 'kept' in slot && (clockMinutes(slot.kept.startTime) ?? -1) > at);
    const index = Math.max(later === -1 ? slots.length : later, last + 1);
    slots.splice(index, 0, { draft });
    last = index;
  }
  const placed: [PlanItemDraft, string][] = [];
  let previous: string | null = null;
  slots.forEach((slot, index) => {
    if ('kept' in slot) {
      previous = slot.kept.order;
      return;
    }
    const next = slots.slice(index + 1).find((later): later is { kept: PlanItem } => 'kept' in later)?.kept.order ?? null;
    previous = orderBetween(previous, next);
    placed.push([slot.draft, previous]);
  });
  return placed;
}

/**
 * Where "Plan it again" plans: the trip's own destinations (they may have
 * been changed since, and a request may name other places: "a train from
 * Lisbon"), as the request read them when they are the same cities (so "3
 * days in Paris and 2 in Rome" keeps its split), else the request's.
 */
function replanDestinations(ctx: EditContext, asked: readonly RequestDestination[]): RequestDestination[] {
  const own = ctx.itinerary.destinations.flatMap((name) => searchCities(ctx.cityIndex, name, 1).map((city) => requestDestination(city, null)));
  if (own.length === 0) return [...asked];
  const same = own.length === asked.length && own.every((dest) => asked.some((other) => other.cityId === dest.cityId));
  return same ? [...asked] : own;
}

/** The hours either side of a booked table within which a planned meal is the same meal. */
const SAME_MEAL_MINUTES = 150;

/**
 * "Plan it again at a slow pace": the trip's own request with the wish added,
 * planned for the trip's days and dates, shown as a change that takes the
 * place of the plan (Reject keeps the plan, Undo brings it back) and of the
 * assistant's notes on it (what it assumed, what is worth knowing). The
 * person's commitments stay where they are (`keptOnReplan`, said in the
 * answer), and a planned meal on a day with a booked table at that meal is
 * left out.
 */
function planAgain(ctx: EditContext, wish: string): EditAnswer {
  const asked = ctx.request?.trim();
  if (!asked) {
    return { reply: `I can plan a trip again only when I planned it from your request. Tell me what to change instead. ${EDIT_HELP}`, change: null };
  }
  const parsed = parseRequest(`${asked}, ${wish}`, { today: ctx.today ?? new Date(), cityIndex: ctx.cityIndex });
  const destinations = replanDestinations(ctx, parsed.destinations);
  if (destinations.length === 0) return { reply: `I could not read the trip's destination from its request again, so I cannot plan it again.`, change: null };
  const request: TripRequest = {
    ...parsed,
    days: ctx.itinerary.days,
    period: ctx.itinerary.period ? { ...ctx.itinerary.period } : parsed.period,
    destinations: destinations.map((dest) => ({ ...dest, days: destinations.length === 1 ? null : dest.days })),
    stated: { ...parsed.stated, days: true },
  };
  const plan = planTrip(request, { placesData: ctx.placesData });
  const kept = keptOnReplan(ctx.items);
  const keptIds = new Set(kept.map((item) => item.id));
  const replaced = ctx.items.filter((item) => !keptIds.has(item.id));
  const bookedMeal = (draft: PlanItemDraft) => {
    const at = clockMinutes(draft.startTime);
    return (
      draft.type === 'restaurant' &&
      at !== null &&
      kept.some((item) => {
        const booked = clockMinutes(item.startTime);
        return item.day === draft.day && item.type === 'restaurant' && item.fixedTime === true && booked !== null && Math.abs(booked - at) <= SAME_MEAL_MINUTES;
      })
    );
  };
  const planned = plan.days.flatMap((day) => day.items).filter((draft) => !bookedMeal(draft));
  // One change holds at most CHANGE_LIMITS: a longer trip is not cut short in silence, it is said.
  if (planned.length > CHANGE_LIMITS.add || replaced.length > CHANGE_LIMITS.remove) {
    return { reply: `This trip is too long to plan again in one change (${plural(planned.length, 'item')} to add, ${plural(replaced.length, 'item')} to take out). Ask me for changes day by day instead.`, change: null };
  }
  const change = emptyChange(`Plan the trip again ${wish}.`);
  change.remove = replaced.map((item) => ({ id: item.id, title: item.title, day: item.day }));
  // The same length and dates; the notes at the head of the conversation become this plan's.
  change.itinerary = {
    days: ctx.itinerary.days,
    period: ctx.itinerary.period ? { ...ctx.itinerary.period } : null,
    planNotes: { assumed: plan.assumptions.slice(0, MAX_PLAN_NOTES), worthKnowing: plan.warnings.slice(0, MAX_PLAN_NOTES) },
  };
  // The ideas as far as the change has room for them, after the days.
  const drafts = [...planned, ...plan.ideas.slice(0, CHANGE_LIMITS.add - planned.length)];
  for (const day of new Set(drafts.map((draft) => draft.day))) {
    for (const [draft, order] of amongKept(drafts.filter((draft) => draft.day === day), kept.filter((item) => item.day === day))) {
      change.add.push({ ...draft, id: ctx.newId(), order });
    }
  }
  const keptNote =
    kept.length === 0
      ? ''
      : ` It keeps ${kept.length === 1 ? 'what you booked or fixed' : `the ${plural(kept.length, 'item')} you booked or fixed`} where ${kept.length === 1 ? 'it is' : 'they are'}: ${describeMatches(kept)}${kept.length > 5 ? ' and more' : ''}.`;
  return answer(
    change,
    `Here is the trip planned again ${wish}: ${plan.summary} It takes the place of the ${plural(replaced.length, 'item')} now on the plan.${keptNote} Reject it to keep the plan as it is, or undo it after.`,
  );
}

/** Answers one chat message about the itinerary. */
export function proposeEdit(text: string, ctx: EditContext): EditAnswer {
  const command: EditCommand = parseEditRequest(text);
  switch (command.kind) {
    case 'swap-days':
      return swapDays(ctx, command.a, command.b);
    case 'add-place':
      return addPlace(ctx, command.query, command.day);
    case 'lighter':
      return lighter(ctx, command.day);
    case 'day-trip':
      return dayTrip(ctx, command.town, command.day);
    case 'move':
      return moveItem(ctx, command.query, command.day);
    case 'remove':
      return removeItem(ctx, command.query, command.day);
    case 'replan':
      return planAgain(ctx, command.wish);
    default:
      return { reply: `I did not understand that as a change to this trip. ${EDIT_HELP}`, change: null };
  }
}

/** A place found outside our data (the live places provider) for "add X to day N". */
export interface FoundPlace {
  name: string;
  address: string | null;
  geocode: GeoPoint;
  category: string | null;
  /** Where it comes from, shown with the place ("Google Maps"). */
  source: string;
  /** One line about it (its rating, its address). */
  notes: string | null;
  /** A provider's place: its id, when it was fetched, its hours (domain/places/live keptOfLive). */
  kept?: Pick<ItemPlace, 'providerId' | 'fetchedAt' | 'hours'>;
}

/**
 * What "add X to day N" means outside our data: the command's words, and the
 * point to look around (the middle of the day's stops, else the trip's, else
 * its first city); null when the message is not such a command, names a day
 * the trip does not have, or the trip has no point to look around.
 */
export function addRequest(text: string, ctx: EditContext): { query: string; day: number | null; near: GeoPoint } | null {
  const command: EditCommand = parseEditRequest(text);
  if (command.kind !== 'add-place' || checkDay(ctx, command.day) !== null) return null;
  const words = normalizeText(command.query)
    .split(' ')
    .filter((word) => word && !STOP_WORDS.has(word));
  if (words.length === 0) return null;
  const near = centreOf(dayItems(ctx.items, command.day)) ?? centreOf(ctx.items) ?? tripCities(ctx)[0]?.geocode ?? ctx.itinerary.geocode;
  return near ? { query: words.join(' '), day: command.day, near } : null;
}

/**
 * "Add X to day N" with places found outside our data, best first: the first
 * one the plan does not hold yet is proposed, where it adds the least
 * walking. Null when every one is in the plan already.
 */
export function proposeFoundPlace(ctx: EditContext, day: number | null, found: readonly FoundPlace[]): EditAnswer | null {
  const inPlanByName = (name: string) =>
    ctx.items.some((item) => (item.place && normalizeText(item.place.name) === normalizeText(name)) || normalizeText(item.title) === normalizeText(name));
  const best = found.find((place) => !inPlanByName(place.name));
  if (!best) return null;
  const food = best.category === 'food';
  const item: PlanItem = {
    id: ctx.newId(),
    day,
    order: cheapestInsertion(ctx.items, day, best.geocode),
    type: food ? 'restaurant' : 'attraction',
    title: best.name,
    place: { name: best.name, address: best.address, geocode: { ...best.geocode }, category: best.category, source: best.source, approximate: false, ...best.kept },
    startTime: null,
    endTime: null,
    timeZone: tripCities(ctx)[0]?.timeZone ?? ctx.items.find((i) => i.timeZone)?.timeZone ?? null,
    arrival: null,
    endTimeZone: null,
    nights: null,
    optionOf: null,
    // A provider's words (its rating, its address) are said in the reply, not kept in the stop's notes:
    // Google's content is kept at most 30 days, and the stop's details are asked again when opened.
    notes: best.kept?.providerId ? null : best.notes,
    cost: null,
  };
  const change: ProposedChange = { ...emptyChange(`Add ${best.name} to ${dayName(day)}.`), add: [item] };
  return answer(change, `I suggest ${best.name}, from ${best.source}${best.notes ? `: ${best.notes}` : '.'}`);
}
