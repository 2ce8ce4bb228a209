/**
 * The embedded planner: a structured trip request and our places data in, a
 * day-by-day plan out (the schema in ./schema.ts). Pure and deterministic: no
 * clock, no Math.random, no network; the same request gives the same plan.
 * How it decides: docs/assistant-planner.md.
 */
// The places library's pure modules only (its index also holds the browser loaders).
import { haversineKm } from '@/lib/places/geo';
import { normalizeText } from '@/lib/places/normalize';
import type { CityWalk, CuratedCityFile, DayTrip, LatLng, Place, PlaceCategory, PlaceClosure, PlacesData } from '@/lib/places/types';
import { closedDuring, closureWords } from '@/lib/places/closures';
import { isLocalCooking } from '@/lib/places/cuisine';
import { fitsHours, periodsFromCurated } from '@/domain/places/hours';
import { blankItem, dayWeekday } from '@/domain/itineraries/plan';
import type { PlanItem } from '@/domain/itineraries/types';
import { PACE_RULES } from '@/domain/days/pace';
import { dayStops, legsBetween } from '@/domain/days/legs';
import { paceLimits, walkedMeters } from '@/domain/days/problems';
import { shortestRoute, walksInDay } from '@/domain/days/reorder';
import { clockMinutes } from '@/domain/days/schedule';
import { DEFAULT_TRAVEL_PREFERENCES, SAME_PLACE_METERS, defaultMode, estimateLeg } from '@/domain/days/travel';
import { addDaysIso, formatDay } from './dates';
import { balancedSizes, centroid, clusterBalanced, crossesRiver, keepToOneCrossing, keepWalks, legsKm, walkingOrder, type RiverCost } from './geo';
import type { Budget, Diet, Interest, Pace, RequestDestination, TripRequest } from './parse';
import { riverCost } from './rivers';
import type { ItemPlaceDraft, PlanDay, PlanItemDraft, PlanItemType, TripPlan } from './schema';

/** What the planner uses of a travel personality (the quiz's `personalityProfile(type)`). */
export interface PlannerPersonality {
  /** Strongest first: culture, food, nature, adventure, relaxation. */
  interests: readonly string[];
  pace: 'slow' | 'balanced' | 'fast';
  budget: 'thrifty' | 'moderate' | 'lavish';
}

export interface PlanOptions {
  placesData: PlacesData;
  personality?: PlannerPersonality | null;
  /** Seeds the small tie-breaking variety between equally good places; the request text by default. */
  seedText?: string;
}

/** Meals: lunch starts 12:00 to 13:30, dinner at 19:30 (no later than 20:30). */
export const LUNCH = { earliest: 12 * 60, latest: 13 * 60 + 30, minutes: 60 };
export const DINNER = { at: 19 * 60 + 30, latest: 20 * 60 + 30, minutes: 90 };
/** Visits end by this time, so dinner is at dinner time. */
const LAST_VISIT_END = 19 * 60;
/** Leave a day-trip town no earlier than this (unless there is nothing left to see). */
const LEAVE_TOWN = 16 * 60;
/** Food places this close to the route are taken for a meal (km); food lovers walk further. */
const MEAL_RADIUS_KM = 1.0;
const MEAL_RADIUS_FOOD_KM = 2.0;
/** Dinner ends the day, so it may be a longer walk from the last visit (km). */
const DINNER_RADIUS_KM = 2.0;
/** Further than a walk, dinner may be a short ride away (named as such) rather than left to fill. */
const DINNER_RIDE_KM = 5.0;
/** With no place to eat within the usual reach at lunch, one within a 25-minute walk comes before a slot to fill. */
const LUNCH_FAR_KM = 1.6;
/** Stays of this many days (or more) in one destination get a day trip, one per this many days. */
export const DAYS_PER_DAY_TRIP = 4;
const SUGGESTION = 'a suggestion to fill';
const IDEAS_MAX = 8;
/** A longer visit (a theme park, an island) is planned as this long, so lunch and dinner still fit. */
const MAX_VISIT_MINUTES = 300;
/** A day whose visits add up to less than this may take one more (up to the pace's maximum). */
const SHORT_DAY_MINUTES: Record<Pace, number> = { slow: 180, moderate: 270, packed: 400 };
/** How much longer a visit may become on a day with room and no place to add: times its usual length, and minutes more at most. */
const LONGER_VISITS: Record<Pace, { times: number; extra: number }> = { slow: { times: 2, extra: 60 }, moderate: { times: 1.5, extra: 45 }, packed: { times: 1.25, extra: 20 } };

type Weights = Record<Exclude<PlaceCategory, 'daytrip'>, number>;

const BASE_WEIGHTS: Weights = { sight: 1, museum: 0.8, neighbourhood: 0.7, nature: 0.6, food: 0.35 };

const INTEREST_WEIGHTS: Record<Interest, Partial<Weights>> = {
  food: { food: 1.2 },
  history: { sight: 0.6, museum: 0.5 },
  art: { museum: 1.0 },
  museums: { museum: 1.2 },
  nature: { nature: 1.2 },
  nightlife: { neighbourhood: 0.8, food: 0.4 },
  shopping: { neighbourhood: 0.8, food: 0.3 },
  architecture: { sight: 1.0 },
  views: { sight: 0.5, nature: 0.3 },
  culture: { museum: 0.8, sight: 0.5 },
  relaxation: { nature: 0.6, neighbourhood: 0.4 },
  adventure: { nature: 0.6, sight: 0.2 },
};

/** Words in a place's description that fit an interest (a small bonus on top of the category). */
const INTEREST_TEXT: Partial<Record<Interest, RegExp>> = {
  history: /\b(histor\w*|medieval|roman|ancient|castle|fort\w*|palace|ruins?|old|cathedral|monaster\w*|church|temple|tomb|century)\b/i,
  art: /\b(art|arts|paint\w*|galler\w*|sculpt\w*|modern|masterpieces?|collection)\b/i,
  architecture: /\b(architect\w*|cathedral|church|basilica|palace|tower|gothic|baroque|building|bridge|dome)\b/i,
  views: /\b(views?|viewpoint|panoram\w*|lookout|skyline|terrace|hill\w*)\b/i,
  nightlife: /\b(night\w*|bars?|music|fado|jazz|lively)\b/i,
  shopping: /\b(shop\w*|market|boutiques?|flea|stalls?)\b/i,
  nature: /\b(park|garden|beach|river|lake|forest|trail|hill|woods?)\b/i,
};
const KIDS_TEXT = /\b(aquarium|zoo|park|garden|beach|science|tram|lift|boat|castle|playground)\b/i;

const PERSONALITY_INTERESTS: Record<string, Interest> = {
  culture: 'culture',
  food: 'food',
  nature: 'nature',
  adventure: 'adventure',
  relaxation: 'relaxation',
};
const PERSONALITY_PACE: Record<PlannerPersonality['pace'], Pace> = { slow: 'slow', balanced: 'moderate', fast: 'packed' };
const PERSONALITY_BUDGET: Record<PlannerPersonality['budget'], Budget> = { thrifty: 'low', moderate: 'mid', lavish: 'high' };
const PACE_WORDS: Record<Pace, string> = { slow: 'slow', moderate: 'moderate', packed: 'packed' };
const BUDGET_WORDS: Record<Budget, string> = { low: 'low', mid: 'mid-range', high: 'high' };
const INTEREST_LABELS: Record<Interest, string> = {
  food: 'food', history: 'history', art: 'art', museums: 'museums', nature: 'nature', nightlife: 'nightlife',
  shopping: 'shopping', architecture: 'architecture', views: 'views', culture: 'culture', relaxation: 'relaxation',
  adventure: 'adventure',
};

// ---------------------------------------------------------------------------
// Small helpers

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
/** A number in [0, 1) from the seed and a key: the seeded variety, independent of call order. */
function seeded(seed: string, key: string): number {
  let x = hash(`${seed}\u0000${key}`);
  // One round of a 32-bit mix (mulberry32's finaliser) to spread close keys.
  x = Math.imul(x ^ (x >>> 15), x | 1);
  x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
}

function hhmm(minutes: number): string {
  const m = Math.max(0, Math.min(23 * 60 + 59, Math.round(minutes)));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
const roundUp5 = (minutes: number): number => Math.ceil(minutes / 5) * 5;

/**
 * Minutes to get from a to b in a city, as the plan's legs will show them
 * (src/domain/days: on foot when the walk is short, else public transport),
 * rounded up to 5 minutes.
 */
function travelMinutes(a: LatLng, b: LatLng): number {
  if (haversineKm(a, b) * 1000 < SAME_PLACE_METERS) return 0;
  return roundUp5(estimateLeg(a, b, defaultMode(a, b, DEFAULT_TRAVEL_PREFERENCES)).seconds / 60);
}
/** Minutes out to a day-trip town (train, bus or car). */
function outingMinutes(a: LatLng, b: LatLng): number {
  return Math.max(30, Math.ceil((15 + (haversineKm(a, b) / 45) * 60) / 15) * 15);
}

function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

// ---------------------------------------------------------------------------
// Stops and items

/** Something to put on a day before it has times. */
interface Stop {
  /** The curated place id, or null for a suggestion. */
  placeId: string | null;
  type: PlanItemType;
  title: string;
  place: ItemPlaceDraft;
  minutes: number;
  notes: string | null;
  score: number;
  category: PlaceCategory | null;
  /** A suggestion whose title takes the part of the day it lands in ("Morning: ..."). */
  label?: string;
  /** Reached by a ride, not on foot: not part of the day's walk. */
  ride?: boolean;
}

function partOfDay(minutes: number): string {
  return minutes < 12 * 60 ? 'Morning' : minutes < 16 * 60 ? 'Afternoon' : 'Late afternoon';
}

/** A curated place as a stop keeps it: with its opening hours when the source gives them (the editor warns by them). */
/** One of our places as a plan item's place, its opening hours with it. */
export function placeDraft(place: Place): ItemPlaceDraft {
  const hours = periodsFromCurated(place.hours);
  return { name: place.name, geocode: { ...place.geocode }, category: place.category, source: place.source, approximate: false, ...(hours ? { hours: [...hours] } : {}) };
}

function placeStop(place: Place, score: number): Stop {
  return {
    placeId: place.id,
    type: place.category === 'food' ? 'restaurant' : 'attraction',
    title: place.name,
    place: placeDraft(place),
    minutes: Math.min(place.visitMinutes, MAX_VISIT_MINUTES),
    notes: place.description,
    score,
    category: place.category,
  };
}

function suggestionStop(title: string, name: string, at: LatLng, source: string, minutes: number, notes: string, type: PlanItemType = 'activity'): Stop {
  return {
    placeId: null,
    type,
    title: `${title} — ${SUGGESTION}`,
    place: { name, geocode: { ...at }, category: null, source, approximate: true },
    minutes,
    notes,
    score: 0,
    category: null,
  };
}

function draft(stop: Stop, day: number | null, start: number | null, end: number | null, timeZone: string | null): PlanItemDraft {
  return {
    day,
    type: stop.type,
    title: stop.label && start !== null ? `${partOfDay(start)}: ${stop.label} — ${SUGGESTION}` : stop.title,
    place: stop.place,
    startTime: start === null ? null : hhmm(start),
    endTime: end === null ? null : hhmm(end),
    timeZone,
    arrival: null,
    endTimeZone: null,
    nights: null,
    optionOf: null,
    notes: stop.notes,
    cost: null,
  };
}

// ---------------------------------------------------------------------------
// Preferences: what the request and the personality ask for

interface Prefs {
  pace: Pace;
  budget: Budget;
  weights: Weights;
  textBoosts: RegExp[];
  kids: boolean;
  foodLover: boolean;
  interests: Interest[];
  /** The request asks for street food: a street or an alley of stalls can be a meal. */
  streetFood: boolean;
  /** Places that fulfil a wish of the request (gelato, tapas, wine): weighed well up. */
  wishPlaces: RegExp[];
}

/**
 * Wishes a request names beside its interests: each either shapes the plan
 * (places that match are weighed up) or is named in the answer, never
 * dropped without a word. `place` finds the places that fulfil it.
 */
interface Wish {
  key: string;
  /** How the answer names it. */
  words: string;
  asked: RegExp;
  place?: RegExp;
  /** Whether `place` is looked for in a place's name only (a museum's description may mention a temple nearby). */
  nameOnly?: boolean;
  /** Category weights it changes (rainy days: indoors first). */
  weights?: Partial<Weights>;
  /** Said in the answer when it shaped the plan by its weights. */
  said?: string;
}

const WISHES: Wish[] = [
  { key: 'gelato', words: 'gelato', asked: /\b(gelato|gelati|gelateria|ice[- ]cream)\b/i, place: /\b(gelato|gelati|gelateria|ice[- ]cream)\b/i },
  { key: 'tapas', words: 'tapas', asked: /\b(tapas|pintxos?)\b/i, place: /\b(tapas|pintxos?)\b/i },
  { key: 'street-food', words: 'street food', asked: /\b(street[- ]food|hawkers?)\b/i, place: /\b(street[- ]food|hawkers?|food stalls?|snack stalls?|night market)\b/i },
  { key: 'wine', words: 'wine', asked: /\b(wine|wines|wineries|vineyards?)\b/i, place: /\b(wine|winery|wineries|vineyards?|bodegas?|enoteca)\b/i },
  { key: 'beer', words: 'beer', asked: /\b(beer|beers|breweries|brewery|craft beer)\b/i, place: /\b(beer|brewery|breweries|brewpub)\b/i },
  { key: 'coffee', words: 'coffee', asked: /\b(coffee|caf[eé]s?)\b/i, place: /\b(coffee|caf[eé])\b/i },
  // Kinds of sight a request names that no interest stands for: the answer says which places in the plan are of that kind.
  {
    key: 'temples',
    words: 'temples',
    asked: /\b(temples?|shrines?|pagodas?)\b/i,
    place: /\b(temples?|shrines?|pagodas?|wat|jing[uū]|taisha|dera)\b|-ji\b|-dera\b|-in\b|\bWat /i,
    nameOnly: true,
  },
  { key: 'beaches', words: 'beaches', asked: /\bbeach(es)?\b/i, place: /\b(beach(es)?|praia|platja|playa|plage|strand)\b/i },
  { key: 'markets', words: 'markets', asked: /\bmarkets?\b/i, place: /\b(market|mercado|mercat|markt|march[eé]|mercato|bazaar|souk)\b/i },
  { key: 'neighbourhoods', words: 'neighbourhoods', asked: /\bneighbou?rhoods?\b/i, weights: { neighbourhood: 0.8 }, said: 'I gave more of the days to neighbourhoods.' },
  { key: 'rain', words: 'rainy days', asked: /\b(rains?|rainy|raining|wet weather|bad weather)\b/i, weights: { museum: 0.6, nature: -0.3 }, said: 'For rainy days I put museums and indoor places first and fewer parks.' },
  { key: 'first-time', words: 'a first visit', asked: /\bfirst (time|visit|trip)\b/i, weights: { sight: 0.3 }, said: 'For a first visit I put the best-known sights first.' },
];

/** The wishes a request names. */
function wishesOf(text: string): Wish[] {
  return WISHES.filter((wish) => wish.asked.test(text));
}

/**
 * What the answer says of each wish: the places in the plan that fulfil it,
 * or that our guide marks none; or how it shaped the plan.
 */
function wishWarnings(wishes: readonly Wish[], days: readonly PlanDay[], cityNames: readonly string[], data: PlacesData, cityIds: readonly string[]): string[] {
  const items = days.flatMap((day) => day.items).filter((item) => item.place && !item.place.approximate);
  return wishes.map((wish) => {
    if (!wish.place) return wish.said ?? `You asked for ${wish.words}.`;
    const inPlan = [...new Set(items.filter((item) => wish.place!.test(wish.nameOnly ? item.place!.name : `${item.title} ${item.notes ?? ''}`)).map((item) => item.place!.name))];
    if (inPlan.length > 0) return `You asked for ${wish.words}: ${listWords(inPlan.slice(0, 3))}${inPlan.length > 3 ? ' and more' : ''} ${inPlan.length === 1 ? 'is' : 'are'} in the plan.`;
    const known = data.places.some((place) => cityIds.includes(place.cityId) && wish.place!.test(wish.nameOnly ? place.name : `${place.name} ${place.description}`));
    return known
      ? `You asked for ${wish.words}: our guide's places for it did not fit these days; ask me to add one to a day.`
      : `You asked for ${wish.words}: our guide to ${listWords([...cityNames])} marks no place for it, so the plan does not include one.`;
  });
}

/** Whether a request asks for street food, so a street of stalls may be a meal. */
export function asksStreetFood(text: string): boolean {
  return /\b(street[- ]food|hawkers?|food stalls?|snacks?)\b/i.test(text);
}

/** What a plan for this request assumes that the request did not say (its dates, pace, budget, interests), in the planner's words. */
export function requestAssumptions(request: TripRequest, personality: PlannerPersonality | null): string[] {
  const assumptions = [...request.assumptions];
  preferences(request, personality, assumptions);
  return assumptions;
}

function preferences(request: TripRequest, personality: PlannerPersonality | null | undefined, assumptions: string[]): Prefs {
  const weights: Weights = { ...BASE_WEIGHTS };
  const add = (interest: Interest, factor: number): void => {
    for (const [category, w] of Object.entries(INTEREST_WEIGHTS[interest]) as [keyof Weights, number][]) weights[category] += w * factor;
  };
  for (const interest of request.interests) add(interest, 1);
  const fromPersonality: Interest[] = [];
  if (personality) {
    const rank = [1, 0.6, 0.4];
    const strength = request.stated.interests ? 0.5 : 1;
    personality.interests.forEach((name, i) => {
      const interest = PERSONALITY_INTERESTS[name];
      if (!interest) return;
      add(interest, (rank[i] ?? 0.3) * strength);
      fromPersonality.push(interest);
    });
  }
  let pace = request.pace;
  if (!request.stated.pace) {
    if (personality) {
      pace = PERSONALITY_PACE[personality.pace];
      assumptions.push(`I used the ${PACE_WORDS[pace]} pace of your travel personality.`);
    } else {
      assumptions.push('I assumed a moderate pace.');
    }
  }
  let budget = request.budget;
  if (!request.stated.budget) {
    if (personality) budget = PERSONALITY_BUDGET[personality.budget];
    else assumptions.push('I assumed a mid-range budget.');
  }
  if (!request.stated.interests) {
    if (fromPersonality.length > 0) {
      assumptions.push(`I favoured ${listWords(fromPersonality.map((i) => INTEREST_LABELS[i]))}, from your travel personality.`);
    } else {
      assumptions.push('No interests were given, so I mixed sights, museums, neighbourhoods and parks.');
    }
  }
  const wishes = wishesOf(request.text);
  for (const wish of wishes) for (const [category, w] of Object.entries(wish.weights ?? {}) as [keyof Weights, number][]) weights[category] = Math.max(0.05, weights[category] + w);
  const kids = request.party.kids > 0;
  if (kids) {
    weights.museum *= 0.5;
    weights.nature *= 1.6;
  }
  if (budget === 'low') {
    weights.museum *= 0.85;
    weights.nature *= 1.15;
    weights.neighbourhood *= 1.15;
  } else if (budget === 'high') {
    weights.food *= 1.2;
  }
  const interests = [...new Set([...request.interests, ...fromPersonality])];
  const textBoosts = interests.map((i) => INTEREST_TEXT[i]).filter((r): r is RegExp => r !== undefined);
  if (kids) textBoosts.push(KIDS_TEXT);
  const wishPlaces = wishes.flatMap((wish) => (wish.place ? [wish.place] : []));
  const foodLover = interests[0] === 'food' || request.interests.includes('food');
  const streetFood = asksStreetFood(request.text);
  return { pace, budget, weights, textBoosts, kids, foodLover, interests, streetFood, wishPlaces };
}

function scorePlace(place: Place, prefs: Prefs, seed: string): number {
  if (place.category === 'daytrip') return 0;
  const base = prefs.weights[place.category];
  const boost = prefs.textBoosts.filter((r) => r.test(place.description) || r.test(place.name)).length;
  // A place that fulfils a wish the request names comes before the sights it would otherwise lose to.
  const wished = prefs.wishPlaces.some((r) => r.test(place.description) || r.test(place.name)) ? Math.max(1, 1.2 / Math.max(base, 0.1)) : 1;
  return base * wished * (1 + 0.25 * Math.min(boost, 2)) * (0.95 + 0.1 * seeded(seed, place.id));
}

// ---------------------------------------------------------------------------
// Scheduling one day

interface DayContext {
  day: number;
  timeZone: string | null;
  prefs: Prefs;
  /** Where the day starts (the stay or the centre). */
  start: LatLng;
  /** When the first visit may start. */
  dayStart: number;
  /** Visits end by this time (earlier on a day trip, to be back for dinner). */
  lastVisitEnd: number;
  /** A meal for a point: a curated food place near it, or a suggestion there. */
  meal: (kind: 'lunch' | 'dinner', at: LatLng, near: Stop | null, taken: ReadonlySet<string>, day: number) => Stop;
  /** Items placed before the visits (a travel item). */
  lead: { stop: Stop; start: number; end: number }[];
  /** Items placed after the visits and before dinner (the way back from a day trip). */
  tail: ((clock: number, at: LatLng) => { stop: Stop; start: number; end: number }) | null;
  /** The day's weekday (0 = Sunday) for opening hours; null or absent: any day (an undated trip). */
  weekday?: number | null;
}

interface Scheduled {
  items: PlanItemDraft[];
  /** The stop each item was made from, item by item. */
  from: Stop[];
  /** Visits that did not fit before dinner. */
  overflow: Stop[];
  /** Visits whose place is closed that day (or at every time the day could give them). */
  closed: Stop[];
  walkKm: number;
  /** Curated places used (visits and meals). */
  used: string[];
  /** Visits scheduled (not meals, not travel). */
  visits: number;
  /** Visit minutes scheduled. */
  visitMinutes: number;
}

function scheduleDay(stops: readonly Stop[], ctx: DayContext): Scheduled {
  const items: PlanItemDraft[] = [];
  const points: LatLng[] = [];
  const used: string[] = [];
  const taken = new Set<string>(stops.map((s) => s.placeId).filter((id): id is string => id !== null));
  const overflow: Stop[] = [];
  const closed: Stop[] = [];
  const from: Stop[] = [];
  const push = (stop: Stop, start: number, end: number): void => {
    items.push(draft(stop, ctx.day, start, end, ctx.timeZone));
    from.push(stop);
    if (stop.place && !stop.ride) points.push(stop.place.geocode);
    if (stop.placeId) {
      used.push(stop.placeId);
      taken.add(stop.placeId);
    }
  };
  let clock = ctx.dayStart;
  let at: LatLng = ctx.start;
  let last: Stop | null = null;
  for (const lead of ctx.lead) {
    push(lead.stop, lead.start, lead.end);
    clock = lead.end;
    at = lead.stop.place.geocode;
  }
  // Food places chosen as stops of the day (restaurants, food halls) become its lunch and dinner.
  const mealStops = stops.filter((s) => s.category === 'food' && s.minutes >= 45 && canBeMeal(s.place.name, s.notes, ctx.prefs.streetFood)).slice(0, 2);
  const visitStops = stops.filter((s) => !mealStops.includes(s));
  const takeMeal = (kind: 'lunch' | 'dinner', point: LatLng, near: Stop | null): Stop => {
    let best = -1;
    mealStops.forEach((s, i) => {
      if (!servesMeal(s.place.name, kind)) return;
      if (best < 0 || haversineKm(point, s.place.geocode) < haversineKm(point, mealStops[best]!.place.geocode)) best = i;
    });
    if (best >= 0) {
      const [stop] = mealStops.splice(best, 1);
      const label = kind === 'lunch' ? 'Lunch' : 'Dinner';
      return { ...stop!, type: 'restaurant', title: `${label} at ${stop!.place.name}`, minutes: kind === 'lunch' ? LUNCH.minutes : DINNER.minutes };
    }
    return ctx.meal(kind, point, near, taken, ctx.day);
  };
  let visits = 0;
  let visitMinutes = 0;
  let lunched = false;
  const lunch = (near: Stop | null, point: LatLng): void => {
    const meal = takeMeal('lunch', point, near);
    const start = Math.min(Math.max(roundUp5(clock + travelMinutes(at, meal.place.geocode)), LUNCH.earliest), LUNCH.latest);
    push(meal, start, start + LUNCH.minutes);
    clock = start + LUNCH.minutes;
    at = meal.place.geocode;
    lunched = true;
  };
  for (const stop of visitStops) {
    const walk = travelMinutes(at, stop.place.geocode);
    if (!lunched && (clock + walk >= LUNCH.earliest || clock + walk + stop.minutes > LUNCH.latest - 15)) {
      // Lunch near where the morning ended (or near the next visit when the day starts with lunch).
      lunch(last ?? stop, last ? at : stop.place.geocode);
    }
    let start = roundUp5(clock + travelMinutes(at, stop.place.geocode));
    const hours = stop.place.hours;
    if (hours && hours.length > 0) {
      // Known hours: the visit waits for the place to open (up to an hour), else it is not for this day.
      const opens = [0, 5, 10, 15, 20, 30, 45, 60].map((wait) => start + wait).find((t) => fitsHours(hours, ctx.weekday ?? null, t, stop.minutes));
      if (opens === undefined) {
        closed.push(stop);
        continue;
      }
      start = opens;
    }
    const end = start + stop.minutes;
    if (end > ctx.lastVisitEnd) {
      overflow.push(stop);
      continue;
    }
    push(stop, start, end);
    if (stop.type !== 'transport') {
      visits += 1;
      visitMinutes += stop.minutes;
    }
    clock = end;
    at = stop.place.geocode;
    last = stop;
  }
  if (!lunched) lunch(last, at);
  if (ctx.tail) {
    const back = ctx.tail(clock, at);
    push(back.stop, back.start, back.end);
    clock = back.end;
    at = back.stop.place.geocode;
    last = null;
  }
  const dinner = takeMeal('dinner', at, last);
  const dinnerStart = Math.min(Math.max(roundUp5(clock + travelMinutes(at, dinner.place.geocode)), DINNER.at), DINNER.latest);
  push(dinner, dinnerStart, dinnerStart + DINNER.minutes);
  overflow.push(...mealStops);
  return { items, from, overflow, closed, walkKm: legsKm(points), used, visits, visitMinutes };
}

/** A wait longer than this between two stops (10:00 to dinner) is said to be free time. */
const FREE_TIME_MINUTES = 90;

/**
 * The day's items with its long waits said plainly: a note ("Free time",
 * timed, with why) wherever more than FREE_TIME_MINUTES pass between one
 * item's end and the next one's start from 10:00 until dinner. A note is not
 * a stop: it has no place and no legs.
 */
function withFreeTime(items: readonly PlanItemDraft[], day: number, timeZone: string | null, why: string | null): PlanItemDraft[] {
  const note = (start: number, end: number, text: string): PlanItemDraft => ({
    day,
    type: 'note',
    title: 'Free time',
    place: null,
    startTime: hhmm(start),
    endTime: hhmm(end),
    timeZone,
    arrival: null,
    endTimeZone: null,
    nights: null,
    optionOf: null,
    notes: text,
    cost: null,
  });
  const out: PlanItemDraft[] = [];
  let previousEnd: number | null = null;
  for (const item of items) {
    const start = clockMinutes(item.startTime);
    if (start !== null && previousEnd !== null) {
      const from = roundUp5(Math.max(previousEnd, 10 * 60));
      // The way to the next stop is not free time.
      const to = start - 15;
      if (to - from > FREE_TIME_MINUTES) {
        out.push(note(from, to, `${why ? `${why} ` : ''}Nothing is planned here on purpose: time to rest, wander, or add a place of your own.`));
      }
    }
    out.push(item);
    previousEnd = clockMinutes(item.endTime) ?? start ?? previousEnd;
  }
  return out;
}

/** The longest wait between one item's end and the next one's start, from 10:00 until dinner (also the bench's `idleGapMin`). */
export function longestWait(items: readonly PlanItemDraft[]): number {
  let longest = 0;
  let previousEnd: number | null = null;
  for (const item of items) {
    const start = clockMinutes(item.startTime);
    if (start === null) continue;
    if (previousEnd !== null) longest = Math.max(longest, start - Math.max(previousEnd, 10 * 60));
    if (item.type === 'restaurant' && start >= DINNER.at) break;
    previousEnd = clockMinutes(item.endTime) ?? start;
  }
  return longest;
}


/**
 * A day with a long wait before dinner, that can hold no more places, gets
 * longer visits instead (a slow day is longer visits, not a three-hour
 * hole): each visit in turn a quarter of its usual time longer, up to what
 * the pace allows (LONGER_VISITS), while every visit still fits its hours and
 * the day. Meals and travel keep their times; places to eat seen as stops (a
 * market) too.
 */
function withLongerVisits(stops: readonly Stop[], result: Scheduled, ctx: DayContext): { stops: Stop[]; result: Scheduled } {
  const usual = stops.map((stop) => stop.minutes);
  const { times, extra } = LONGER_VISITS[ctx.prefs.pace];
  const longest = (i: number): number => Math.min(roundUp5(usual[i]! * times), usual[i]! + extra, MAX_VISIT_MINUTES);
  let best = { stops: [...stops], result };
  while (longestWait(best.result.items) > FREE_TIME_MINUTES) {
    let changed = false;
    const next = best.stops.map((stop, i) => {
      if (stop.placeId === null || stop.category === 'food' || stop.minutes >= longest(i)) return stop;
      changed = true;
      return { ...stop, minutes: Math.min(longest(i), roundUp5(stop.minutes + Math.max(10, usual[i]! / 4))) };
    });
    if (!changed) break;
    const tried = scheduleDay(next, ctx);
    // Lunch comes after fewer visits on a longer morning, so the meals' places and the walk may change: the walk bound holds.
    const walkBound = Math.max(PACE_RULES[ctx.prefs.pace].walkKm, best.result.walkKm);
    if (tried.overflow.length > 0 || tried.closed.length > 0 || tried.visits < best.result.visits || tried.walkKm > walkBound) break;
    best = { stops: next, result: tried };
  }
  return best;
}

/** The scheduled day's items as the editor holds them, their ids their indexes. */
const asItems = (result: Scheduled, day: number): PlanItem[] =>
  result.items.map((item, i) => blankItem({ ...item, id: String(i), day, order: `a${String(i).padStart(3, '0')}` }));

/** Metres on foot along the streets, as the editor's pace check counts them (walked legs only). */
function walkedAsEditorSees(result: Scheduled, day: number): number {
  const items = asItems(result, day);
  return walkedMeters(legsBetween(dayStops(day, items, items)));
}

/** The order "Shortest route for this day" would offer for the scheduled day in the editor (indexes into its items), or null when it offers none. */
function editorsOrder(result: Scheduled, day: number, walks: readonly CityWalk[], placeById: ReadonlyMap<string, Place>): number[] | null {
  const items = asItems(result, day);
  const reordered = shortestRoute({ day, dayItems: items, allItems: items, walks: walksInDay(items, walks, placeById) });
  return reordered.changed ? reordered.order.map(Number) : null;
}

/**
 * The scheduled day with its items in `order`, timed again as `scheduleDay`
 * times them: each visit after the one before and the way there, waiting
 * for a place to open; a meal and a journey keep their time (a meal later
 * when the morning now ends later, within its hours). Null when the day no
 * longer fits: a place closed then, a visit past the day's end, a meal
 * missed.
 */
function retimed(result: Scheduled, order: readonly number[], ctx: DayContext): Scheduled | null {
  const items: PlanItemDraft[] = [];
  const from: Stop[] = [];
  const points: LatLng[] = [];
  let clock = ctx.dayStart;
  let at = ctx.start;
  for (const index of order) {
    const stop = result.from[index]!;
    const item = result.items[index]!;
    const written = clockMinutes(item.startTime);
    const length = (clockMinutes(item.endTime) ?? written ?? 0) - (written ?? 0);
    const hours = stop.place.hours;
    const opensAt = (start: number): number | undefined =>
      !hours || hours.length === 0 ? start : [0, 5, 10, 15, 20, 30, 45, 60].map((wait) => start + wait).find((t) => fitsHours(hours, ctx.weekday ?? null, t, length));
    let start: number;
    if (stop.type === 'transport' || written === null) {
      start = written ?? clock;
    } else if (stop.type === 'restaurant') {
      start = Math.max(written, roundUp5(clock + travelMinutes(at, stop.place.geocode)));
      const latest = written <= LUNCH.latest ? LUNCH.latest : DINNER.latest;
      if (start > latest || (hours && hours.length > 0 && !fitsHours(hours, ctx.weekday ?? null, start, length))) return null;
    } else {
      const opens = opensAt(roundUp5(clock + travelMinutes(at, stop.place.geocode)));
      if (opens === undefined || opens + length > ctx.lastVisitEnd) return null;
      start = opens;
    }
    items.push(start === written ? item : draft(stop, ctx.day, start, start + length, ctx.timeZone));
    from.push(stop);
    if (!stop.ride) points.push(stop.place.geocode);
    clock = start + length;
    at = stop.place.geocode;
  }
  return { ...result, items, from, walkKm: legsKm(points) };
}

/**
 * The day in the order "Shortest route for this day" gives it in the editor
 * (src/domain/days/reorder.ts: the visits re-ordered between the meals, which
 * keep their times, and a known walk stays whole), so a planned day and an
 * edited day agree. Kept as it was when the new order no longer fits the day
 * (`fits`: its walk, its hours).
 */
function inShortestOrder(result: Scheduled, ctx: DayContext, city: { walks: readonly CityWalk[]; placeById: ReadonlyMap<string, Place> }, fits: (tried: Scheduled) => boolean): Scheduled {
  const order = editorsOrder(result, ctx.day, city.walks, city.placeById);
  const tried = order ? retimed(result, order, ctx) : null;
  return tried && fits(tried) ? tried : result;
}


// ---------------------------------------------------------------------------
// Planning a destination

interface Shared {
  request: TripRequest;
  data: PlacesData;
  prefs: Prefs;
  seed: string;
  /** Curated places already in the plan. */
  used: Set<string>;
  /** Curated places set aside for a day not yet built (not to be taken as a meal elsewhere). */
  reserved: Set<string>;
  warnings: string[];
  ideas: { stop: Stop; rank: number }[];
  /** The cuisines of the meals of the days planned so far, and how often each. */
  cuisines: Map<string, number>;
  /** Whether a place is open during the trip (not closed for works or for good: src/data/places/closures.json). */
  open: (place: Place) => boolean;
  /** Places the plan would have had that are closed during the trip: said in the answer. */
  closedLeftOut: Map<string, { name: string; mark: PlaceClosure }>;
}

interface DestinationPlan {
  days: PlanDay[];
}

function dayTripTowns(city: CuratedCityFile, count: number, wishes: readonly string[]): DayTrip[] {
  const placesIn = (town: DayTrip): number => city.places.filter((p) => p.visit !== false && p.id.startsWith(`${town.id}/`)).length;
  const wished = (town: DayTrip): boolean => {
    const name = normalizeText(town.name);
    return wishes.some((w) => w === name || w.startsWith(`${name} `) || name.startsWith(w));
  };
  const ranked = [...city.dayTrips].sort(
    (a, b) =>
      Number(wished(b)) - Number(wished(a)) ||
      placesIn(b) - placesIn(a) ||
      haversineKm(city.geocode, a.geocode) - haversineKm(city.geocode, b.geocode) ||
      a.id.localeCompare(b.id),
  );
  return ranked.slice(0, count);
}

/** Walking minutes for a distance (at the planner's 4.5 km/h), rounded up to 5. */
function walkMinutes(km: number): number {
  return roundUp5((km / 4.5) * 60);
}

/** Markets mostly close by late afternoon; night markets open at dusk. */
const NIGHT_MARKET = /\bnight market\b|夜市/i;
const MARKET = /\b(market|mercado|mercat|markt|marché|mercato|bazaar|souk)\b/i;

/**
 * Whether a place to eat whose opening hours we do not know is taken for this
 * meal: a market is a lunch and a night market a dinner; anything else either.
 */
function servesMeal(name: string, kind: 'lunch' | 'dinner'): boolean {
  if (NIGHT_MARKET.test(name)) return kind === 'dinner';
  if (MARKET.test(name)) return kind === 'lunch';
  return true;
}

/** A place for a snack, a drink or shopping, not a meal: a bakery, a café, a bar, a flea or flower market. */
const NOT_A_MEAL =
  /\b(bakery|bakeries|pastry|pastries|p[aâ]tisserie|custard tarts?|caf[eé]s?|coffee|ice[- ]cream|gelat[oi]|gelateria|liqueur|ginjinha|chocolate|ruin bar|beer|pubs?|wine bar|flea market|flowers?|antiques|book market|spice|produce|farmers'? market)\b/i;
/** Words that say a place serves meals after all (a market hall with a food court, a café that cooks). */
const A_MEAL = /\b(food (?:halls?|courts?|stalls?)|restaurants?|dining|eater(?:y|ies)|counter bars|canteen|kitchen|cooking|cuisine|lunch|dinner|meals?)\b/i;
/** A street, an alley or a square: a meal there only when the request asks for street food. */
const STREET = /\b(streets?|alleys?|lanes?|bazaar|souk|squares?)\b/i;

/**
 * Whether a food place can be a lunch or a dinner: not a bakery, café or bar
 * (unless it says it serves meals), and not a street, alley or square unless
 * the request asks for street food.
 */
export function canBeMeal(name: string, description: string | null, streetFood: boolean): boolean {
  const text = `${name} ${description ?? ''}`;
  // "Street food" is food: a night market of street food is a dinner; a street of stalls needs the request to ask.
  if (STREET.test(text.replace(/street[- ]food/gi, '')) && !streetFood) return false;
  return !NOT_A_MEAL.test(text) || A_MEAL.test(text);
}

/** Counts the cooking of a finished day's places, so later days vary it. */
function noteCuisines(shared: Shared, used: readonly string[]): void {
  for (const id of used) {
    const name = shared.data.placeById.get(id)?.cuisine?.name;
    if (name) shared.cuisines.set(name, (shared.cuisines.get(name) ?? 0) + 1);
  }
}

/** The dearest price level (1 to 4) a meal is planned at, by budget: a low budget eats at simple places. */
const MEAL_PRICE_MAX: Record<Budget, number> = { low: 2, mid: 3, high: 4 };

/** When a planned meal takes place, to check against opening hours (the planner's usual times). */
const MEAL_TIME = { lunch: { start: LUNCH.earliest + 30, minutes: LUNCH.minutes }, dinner: { start: DINNER.at, minutes: DINNER.minutes } };

/**
 * Places to eat a meal at: the city's food places, or a day-trip town's restaurants (`visit: false`).
 * With the city's river: of the places within reach, one across the river counts as that much further.
 */
/** Words in a place's name or description that say it serves a diet (shōjin ryōri is Buddhist vegetarian cooking). */
const DIET_PLACE_WORDS: Record<Diet, RegExp> = {
  vegan: /\b(vegan|plant[- ]based|shōjin|shojin)/i,
  vegetarian: /\b(vegetarian|vegan|veggie|plant[- ]based|shōjin|shojin|meat[- ]free)/i,
  halal: /\bhalal\b/i,
  kosher: /\bkosher\b/i,
  'gluten-free': /\bgluten[- ]free\b/i,
};

/** Words that say a place is about what a diet leaves out (a shellfish hall, a steakhouse): taken only when nothing else is near. */
const DIET_AVOID_WORDS: Partial<Record<Diet, RegExp>> = {
  vegan: /\b(seafood|shellfish|steak\w*|grill|barbecue|bbq|butcher|charcuterie|yakiniku|yakitori|sushi|fish|oysters?|ham|pork|meat|cheese|dairy)\b/i,
  vegetarian: /\b(seafood|shellfish|steak\w*|grill|barbecue|bbq|butcher|charcuterie|yakiniku|yakitori|sushi|fish|oysters?|ham|pork|meat)\b/i,
};

/** How far down a place to eat goes for the diets asked: 0 serves them, 1 not known, 2 about what they leave out. */
function dietRank(place: Place, diets: readonly Diet[]): number {
  if (diets.length === 0 || servesDiets(place, diets)) return 0;
  const text = `${place.name} ${place.description}`;
  return diets.some((diet) => DIET_AVOID_WORDS[diet]?.test(text)) ? 2 : 1;
}

/** Whether our guide says a place to eat serves every one of the diets asked. */
function servesDiets(place: Place, diets: readonly Diet[]): boolean {
  const text = `${place.name} ${place.description}`;
  return diets.every((diet) => DIET_PLACE_WORDS[diet].test(text));
}

/**
 * Said plainly in the answer when diets were asked: how many meals are at
 * places our guide says serve them, and that the others need a look at the
 * menu; or that the data marks none.
 */
function dietWarning(diets: readonly Diet[], days: readonly PlanDay[], data: PlacesData, cityNames: readonly string[]): string | null {
  if (diets.length === 0) return null;
  const byName = new Map(data.places.map((place) => [`${place.name}|${place.geocode.lat}|${place.geocode.lng}`, place]));
  const meals = days.flatMap((day) => day.items).filter((item) => item.type === 'restaurant' && item.place && !item.place.approximate);
  const suited = meals.filter((item) => {
    const place = byName.get(`${item.place!.name}|${item.place!.geocode.lat}|${item.place!.geocode.lng}`);
    return place ? servesDiets(place, diets) : false;
  });
  const asked = listWords(diets.map((diet) => (diet === 'gluten-free' ? 'gluten-free' : diet)));
  if (meals.length === 0) return null;
  if (suited.length === 0) {
    return `You asked for ${asked} food: our guide to ${listWords([...cityNames])} marks no place to eat as ${asked}, so the meals are at places near the day's stops. Check each menu before you go.`;
  }
  const names = listWords([...new Set(suited.map((item) => item.place!.name))].slice(0, 3));
  return suited.length === meals.length
    ? `You asked for ${asked} food: every meal is at a place our guide describes as serving it (${names}…).`
    : `You asked for ${asked} food: ${suited.length} of the ${meals.length} meals are at places our guide describes as serving it (${names}); for the others, check the menu before you go.`;
}

function mealPicker(shared: Shared, places: readonly Place[], cityName: string, source: string, river?: RiverCost) {
  const diets = shared.request.diets ?? [];
  const priceMax = MEAL_PRICE_MAX[shared.prefs.budget];
  // Each with its opening hours read once (null: not known).
  const foods = places
    .filter((p) => (p.category === 'food' || p.visit === false) && p.visitMinutes >= 30 && (p.priceLevel ?? 1) <= priceMax && shared.open(p) && canBeMeal(p.name, p.description, shared.prefs.streetFood))
    .map((place) => ({ place, hours: periodsFromCurated(place.hours) }));
  const radius = shared.prefs.foodLover ? MEAL_RADIUS_FOOD_KM : MEAL_RADIUS_KM;
  const period = shared.request.period;
  /**
   * How far down a place goes for its cooking, in kilometres of walk: another country's cooking
   * than where the trip is (2 km for a food trip, 0.5 otherwise), a cuisine already had today
   * (2 km) or twice in the trip (1 km). Read from the data (`cuisine`, scripts/build-cuisines.mjs).
   */
  const cookingRank = (place: Place, taken: ReadonlySet<string>): number => {
    const country = shared.data.cityById.get(place.cityId)?.country ?? '';
    let rank = isLocalCooking(place.cuisine, country) ? 0 : shared.prefs.foodLover ? 2 : 0.5;
    const name = place.cuisine?.name;
    if (name) {
      // Today's: the cooking of the places this day already holds (its other meal).
      if ([...taken].some((id) => shared.data.placeById.get(id)?.cuisine?.name === name)) rank += 2;
      if ((shared.cuisines.get(name) ?? 0) >= 2) rank += 1;
    }
    return rank;
  };
  return (kind: 'lunch' | 'dinner', at: LatLng, near: Stop | null, taken: ReadonlySet<string>, day: number): Stop => {
    let best: Place | null = null;
    let bestKm = Infinity;
    const bank = river?.side(at) ?? 'on';
    // Dinner ends the day: after a beach or a hilltop, people take a taxi or the metro to eat. With none within a
    // walk, the nearest open place not in the plan within a short ride, saying so.
    let ride: Place | null = null;
    let rideKm = Infinity;
    let far: Place | null = null;
    let farRank = Infinity;
    /** Places to eat within reach that another stop of the plan already has. */
    let inPlan = 0;
    /** Places to eat within reach that are closed at the meal's time. */
    let closed = 0;
    const weekday = dayWeekday(period, day);
    const time = MEAL_TIME[kind];
    const reach = kind === 'dinner' ? Math.max(radius, DINNER_RADIUS_KM) : radius;
    /** How far a lunch is looked for when none is within reach. */
    const look = kind === 'lunch' ? Math.max(reach, LUNCH_FAR_KM) : reach;
    for (const { place: p, hours } of foods) {
      const km = haversineKm(at, p.geocode);
      // Unknown hours are no reason to leave a place out; known ones are checked (any day when the trip is undated).
      const open = hours ? fitsHours(hours, weekday, time.start, time.minutes) : servesMeal(p.name, kind);
      if (!open) {
        if (km <= look) closed += 1;
        continue;
      }
      if (shared.used.has(p.id) || shared.reserved.has(p.id) || taken.has(p.id)) {
        if (km <= look) inPlan += 1;
        continue;
      }
      // A place that serves the diets asked comes before any that may not, within the walk; then the cooking of
      // where the trip is, and a cuisine not had today (nor twice already in the trip).
      const rank = (river && crossesRiver(bank, river.side(p.geocode)) ? km + river.crossingKm : km) + 100 * dietRank(p, diets) + cookingRank(p, taken);
      if (km <= reach) {
        if (rank < bestKm - 1e-9 || (Math.abs(rank - bestKm) <= 1e-9 && best !== null && p.id < best.id)) {
          best = p;
          bestKm = rank;
        }
      } else if (km <= look && rank < farRank) {
        far = p;
        farRank = rank;
      }
      if (km > reach && (kind === 'dinner' || (diets.length > 0 && servesDiets(p, diets))) && km <= DINNER_RIDE_KM && km + 100 * dietRank(p, diets) < rideKm) {
        ride = p;
        rideKm = km + 100 * dietRank(p, diets);
      }
    }
    // For a diet, a place that serves it a short ride away comes before one within the walk that may not.
    if (best && ride && diets.length > 0 && !servesDiets(best, diets) && servesDiets(ride, diets)) best = null;
    if (!best && !ride && far) best = far;
    const label = kind === 'lunch' ? 'Lunch' : 'Dinner';
    if (best) {
      const stop = placeStop(best, 0);
      return { ...stop, title: `${label} at ${best.name}`, type: 'restaurant', minutes: kind === 'lunch' ? LUNCH.minutes : DINNER.minutes };
    }
    if (ride) {
      const from = near?.placeId ? near.place.name : 'the last stop';
      const km = haversineKm(at, ride.geocode);
      return {
        ...placeStop(ride, 0),
        title: `${label} at ${ride.name}`,
        type: 'restaurant',
        minutes: kind === 'lunch' ? LUNCH.minutes : DINNER.minutes,
        notes: `${ride.description} ${km.toFixed(1)} km from ${from}: a short taxi or transit ride.`,
        ride: true,
      };
    }
    const name = near && near.placeId ? `Near ${near.place.name}` : `${cityName}, near the centre`;
    return suggestionStop(
      near && near.placeId ? `${label} near ${near.place.name}` : `${label} in ${cityName}`,
      name,
      near && near.placeId ? near.place.geocode : at,
      near && near.placeId ? near.place.source : source,
      kind === 'lunch' ? LUNCH.minutes : DINNER.minutes,
      `${
        closed > 0
          ? `The places to eat our guide knows within a ${walkMinutes(look)}-minute walk of here are closed at ${kind} time${inPlan > 0 ? ' or already in this plan' : ''}.`
          : inPlan > 0
            ? `The places to eat our guide knows within a ${walkMinutes(look)}-minute walk of here are already in this plan.`
            : `Our guide knows no place to eat within a ${walkMinutes(look)}-minute walk of here.`
      } Pick one nearby${shared.prefs.budget === 'low' ? ' (markets and simple places keep it cheap)' : shared.prefs.budget === 'high' ? ' (worth booking ahead)' : ''}.`,
      'restaurant',
    );
  };
}

const GENERIC_SLOTS: { title: string; minutes: number; interests: Interest[] }[] = [
  { title: 'Explore the old town', minutes: 150, interests: ['history', 'architecture', 'culture'] },
  { title: 'A museum or gallery', minutes: 120, interests: ['museums', 'art', 'history', 'culture'] },
  { title: 'A park, garden or viewpoint', minutes: 90, interests: ['nature', 'views', 'relaxation'] },
  { title: 'The main square and the streets around it', minutes: 90, interests: ['architecture', 'culture'] },
  { title: 'A food market or a local bakery', minutes: 60, interests: ['food', 'shopping'] },
  { title: 'A neighbourhood away from the main sights', minutes: 120, interests: ['nightlife', 'shopping', 'relaxation'] },
  { title: 'A landmark church, castle or monument', minutes: 60, interests: ['history', 'architecture'] },
];

/** Honest suggestion slots for a day without curated places, at a real point of the city. */
function genericStops(count: number, dayIndex: number, prefs: Prefs, cityName: string, at: LatLng, source: string): Stop[] {
  const ranked = GENERIC_SLOTS.map((slot, i) => ({
    slot,
    rank: slot.interests.filter((x) => prefs.interests.includes(x)).length * 10 - i - (prefs.kids && slot.title.startsWith('A museum') ? 15 : 0) + (prefs.kids && slot.title.startsWith('A park') ? 15 : 0),
  })).sort((a, b) => b.rank - a.rank);
  const out: Stop[] = [];
  for (let i = 0; i < count; i += 1) {
    const { slot } = ranked[(dayIndex * count + i) % ranked.length]!;
    const label = `${slot.title.charAt(0).toLowerCase()}${slot.title.slice(1)}`;
    out.push({
      ...suggestionStop(label, `${cityName}, centre`, at, source, slot.minutes, `We hold no curated places for this slot in ${cityName}: choose one and add it here.`),
      label,
    });
  }
  return out;
}

/** The stop whose leaving out shortens the day's walk the most, for the repair loop. */
function withoutWorst(stops: Stop[], ctx: DayContext): { stops: Stop[]; removed: Stop } | null {
  let best: { stops: Stop[]; removed: Stop; km: number } | null = null;
  stops.forEach((stop, i) => {
    if (!stop.placeId) return;
    const rest = stops.filter((_, j) => j !== i);
    const km = scheduleDay(rest, ctx).walkKm;
    if (!best || km < best.km - 1e-9 || (Math.abs(km - best.km) <= 1e-9 && stop.score < best.removed.score)) best = { stops: rest, removed: stop, km };
  });
  return best;
}

/**
 * Groups (days) where each walk's members stand in one group: the group
 * holding most of them (the first on a tie). A member that moves in trades
 * places with the target's non-walk member nearest to the group it left, so
 * every group keeps its size.
 */
function keepWalksTogether<T>(groups: T[][], walks: readonly (readonly string[])[], keyOf: (t: T) => string, at: (t: T) => LatLng): T[][] {
  const result = groups.map((g) => [...g]);
  const inWalk = (t: T) => walks.some((walk) => walk.includes(keyOf(t)));
  for (const walk of walks) {
    const holding = result.map((g) => g.filter((t) => walk.includes(keyOf(t))).length);
    const target = holding.indexOf(Math.max(...holding));
    if (holding[target]! === 0) continue;
    result.forEach((group, g) => {
      if (g === target) return;
      for (const member of group.filter((t) => walk.includes(keyOf(t)))) {
        const here = centroid(group.filter((t) => t !== member).map(at)) ?? at(member);
        const swap = result[target]!
          .filter((t) => !inWalk(t))
          .sort((a, b) => haversineKm(here, at(a)) - haversineKm(here, at(b)) || (keyOf(a) < keyOf(b) ? -1 : 1))[0];
        group.splice(group.indexOf(member), 1);
        result[target]!.push(member);
        if (swap) {
          result[target]!.splice(result[target]!.indexOf(swap), 1);
          group.push(swap);
        }
      }
    });
  }
  return result;
}

function planCuratedDestination(shared: Shared, dest: RequestDestination, city: CuratedCityFile, dayNumbers: number[], arriving: boolean): DestinationPlan {
  const { prefs, seed } = shared;
  const rule = PACE_RULES[prefs.pace];
  const nDays = dayNumbers.length;
  const tz = city.timeZone;
  const source = 'Wikidata (CC0)';
  // Crossing the city's river costs extra, in grouping the places into days, in each day's order and in its meals.
  const river = riverCost(city.id);
  const meal = mealPicker(shared, city.places.filter((p) => p.category === 'food'), city.name, source, river);

  // Day trips: one per DAYS_PER_DAY_TRIP days, or the ones asked for (never the only day).
  const wished = city.dayTrips.filter((t) => shared.request.dayTripWishes.some((w) => normalizeText(t.name) === w || w.startsWith(`${normalizeText(t.name)} `)));
  // A day trip asked for without a town ("a long weekend with a day trip") is one, from a stay of two days or more.
  const asked = Math.max(wished.length, shared.request.dayTripsAsked);
  const tripCount = Math.min(city.dayTrips.length, Math.max(Math.floor(nDays / DAYS_PER_DAY_TRIP), nDays >= 2 ? asked : 0), Math.max(0, nDays - 1));
  const towns = dayTripTowns(city, tripCount, shared.request.dayTripWishes);
  const tripAt = new Map<number, DayTrip>();
  towns.forEach((town, t) => {
    let index = Math.floor(((t + 1) * nDays) / (towns.length + 1));
    if (index === 0 && arriving) index = 1;
    while (tripAt.has(index) && index < nDays - 1) index += 1;
    tripAt.set(Math.min(index, nDays - 1), town);
  });
  const cityDayIndexes = dayNumbers.map((_, i) => i).filter((i) => !tripAt.has(i));

  // Choose the places: best scores first, enough for the city days.
  const slotsPerDay = cityDayIndexes.map((i) => (i === 0 && arriving ? Math.ceil(rule.stops / 2) : rule.stops));
  const ranked = city.places
    // A place to eat about what the party's diet leaves out (a shellfish hall for a vegetarian) is not a stop of theirs.
    .filter((p) => p.category !== 'daytrip' && p.visit !== false && !shared.used.has(p.id) && !(p.category === 'food' && dietRank(p, shared.request.diets ?? []) === 2))
    .map((p) => ({ place: p, score: scorePlace(p, prefs, seed) }))
    .sort((a, b) => b.score - a.score || a.place.id.localeCompare(b.place.id));
  const wanted = slotsPerDay.reduce((a, b) => a + b, 0);
  // A place closed during the trip (for works, for good) is never planned; one the plan would have had is named in the answer.
  ranked.slice(0, wanted).forEach(({ place }) => {
    const mark = shared.open(place) ? null : place.closed;
    if (mark) shared.closedLeftOut.set(place.id, { name: place.name, mark });
  });
  const pool = ranked.filter(({ place }) => shared.open(place));
  const selected: typeof pool = [];
  let museums = 0;
  for (const candidate of pool) {
    if (selected.length >= wanted) break;
    if (prefs.kids && candidate.place.category === 'museum' && museums >= cityDayIndexes.length) continue;
    if (candidate.place.category === 'museum') museums += 1;
    selected.push(candidate);
  }
  // A known walk (Nanzen-ji, the Philosopher's Path, Ginkaku-ji) comes whole: the rest of it
  // takes the places of the least wanted others.
  const walks = (city.walks ?? []).map((walk) => walk.places);
  const inWalk = (id: string) => walks.some((walk) => walk.includes(id));
  for (const walk of walks) {
    if (!walk.some((id) => selected.some((c) => c.place.id === id))) continue;
    for (const id of walk) {
      if (selected.some((c) => c.place.id === id)) continue;
      const member = pool.find((c) => c.place.id === id);
      if (!member) continue;
      const weakest = [...selected].reverse().find((c) => !inWalk(c.place.id));
      if (weakest && selected.length >= wanted) selected.splice(selected.indexOf(weakest), 1);
      selected.push(member);
    }
  }
  const spare = pool.filter((c) => !selected.includes(c));
  for (const c of selected) shared.reserved.add(c.place.id);
  /** A walking order for the day that keeps each walk's places together, in its order, and crosses the river once at most. */
  const inOrder = <T extends { key: string; geocode: LatLng }>(list: readonly T[]): T[] =>
    keepToOneCrossing(keepWalks(walkingOrder(list, city.geocode, river), walks), river, walks);

  // Group them by proximity, one group per city day; a walk's places join the day holding most of
  // them, each trading places with that day's stop nearest to the day it leaves. Days nearest the centre first.
  const points = selected.map((c) => ({ key: c.place.id, geocode: c.place.geocode }));
  const groups = keepWalksTogether(
    clusterBalanced(points, cityDayIndexes.length, city.geocode, river).map((g) => g.map((i) => selected[i]!)),
    walks,
    (c) => c.place.id,
    (c) => c.place.geocode,
  )
    .map((g) => ({ members: g, centre: centroid(g.map((c) => c.place.geocode)) }))
    .sort((a, b) => {
      if (!a.centre || !b.centre) return Number(!a.centre) - Number(!b.centre);
      return haversineKm(city.geocode, a.centre) - haversineKm(city.geocode, b.centre) || (a.members[0]!.place.id < b.members[0]!.place.id ? -1 : 1);
    });
  // The arrival day takes the smallest group.
  if (arriving && cityDayIndexes[0] === 0 && groups.length > 1) {
    let smallest = 0;
    groups.forEach((g, i) => {
      if (g.members.length < groups[smallest]!.members.length) smallest = i;
    });
    groups.unshift(...groups.splice(smallest, 1));
  }

  const days: PlanDay[] = [];
  const neighbourhoods = city.places.filter((p) => p.category === 'neighbourhood');
  cityDayIndexes.forEach((dayIndex, k) => {
    const dayNumber = dayNumbers[dayIndex]!;
    const group = groups[k]?.members ?? [];
    const lead: DayContext['lead'] = [];
    let dayStart = rule.dayStart;
    if (dayIndex === 0 && arriving) {
      const stop: Stop = {
        placeId: null,
        type: 'transport',
        title: `Travel to ${city.name}`,
        place: { name: city.name, geocode: { ...city.geocode }, category: null, source, approximate: true },
        minutes: 120,
        notes: 'Check the times and book ahead.',
        score: 0,
        category: null,
      };
      lead.push({ stop, start: 9 * 60, end: 11 * 60 });
      dayStart = 11 * 60;
    }
    const weekday = dayWeekday(shared.request.period, dayNumber);
    const ctx: DayContext = { day: dayNumber, timeZone: tz, prefs, start: city.geocode, dayStart, lastVisitEnd: LAST_VISIT_END, meal, lead, tail: null, weekday };
    const capacity = dayIndex === 0 && arriving ? Math.ceil(rule.stops / 2) : rule.stops;
    const maxStops = dayIndex === 0 && arriving ? capacity : rule.maxStops;
    let stops: Stop[] = inOrder(group.map((c) => ({ ...placeStop(c.place, c.score), key: c.place.id, geocode: c.place.geocode })));
    let result = scheduleDay(stops, ctx);
    const dropped: Stop[] = [];
    // A place closed that day is not for this day: it goes with the ideas, the rest of the day stays.
    if (result.closed.length > 0) {
      dropped.push(...result.closed);
      stops = inOrder(stops.filter((s) => !result.closed.includes(s)).map((s) => ({ ...s, key: s.placeId ?? s.title, geocode: s.place.geocode })));
      result = scheduleDay(stops, ctx);
    }
    // Too long a walk: leave out the stop that saves the most; visits past the end of the
    // day: leave out the least wanted one. Until the day fits its pace and its hours.
    while ((result.walkKm > rule.walkKm || result.overflow.length > 0) && stops.some((s) => s.placeId !== null)) {
      let removed: Stop | undefined;
      if (result.walkKm > rule.walkKm && stops.length > 1) {
        const next = withoutWorst(stops, ctx);
        removed = next?.removed;
      } else if (result.overflow.length > 0) {
        removed = [...stops].filter((s) => s.placeId !== null).sort((a, b) => a.score - b.score || (a.placeId! < b.placeId! ? 1 : -1))[0];
      }
      if (!removed) break;
      dropped.push(removed);
      stops = inOrder(stops.filter((s) => s !== removed).map((s) => ({ ...s, key: s.placeId ?? s.title, geocode: s.place.geocode })));
      result = scheduleDay(stops, ctx);
    }
    if (result.overflow.length > 0 || result.closed.length > 0) {
      dropped.push(...result.closed);
      stops = stops.filter((s) => !result.overflow.includes(s) && !result.closed.includes(s));
      result = scheduleDay(stops, ctx);
    }
    dropped.push(...result.overflow);
    // Room left: add nearby spare places while the day stays within its walk and its hours.
    const here = centroid(stops.map((s) => s.place.geocode)) ?? city.geocode;
    const nearby = [...spare, ...shared.ideas.filter((i) => i.stop.placeId && i.stop.place.category !== null).map((i) => ({ place: shared.data.placeById.get(i.stop.placeId!)!, score: i.stop.score })).filter((c) => c.place && c.place.cityId === city.id)]
      .filter((c) => !shared.used.has(c.place.id) && !stops.some((s) => s.placeId === c.place.id) && !dropped.some((d) => d.placeId === c.place.id) && !result.used.includes(c.place.id))
      .filter((c) => haversineKm(here, c.place.geocode) <= 2.5 && !(prefs.kids && c.place.category === 'museum' && stops.some((s) => s.category === 'museum')))
      .sort((a, b) => b.score - a.score || a.place.id.localeCompare(b.place.id));
    // Room for one more: fewer visits than the pace holds, or a long wait before dinner (a slow day is longer visits, not a three-hour hole).
    const shortDay = (): boolean =>
      result.visits < capacity || (result.visits < maxStops && (result.visitMinutes < SHORT_DAY_MINUTES[prefs.pace] || longestWait(result.items) > FREE_TIME_MINUTES));
    for (const candidate of nearby) {
      if (!shortDay()) break;
      const tryStops = inOrder([...stops, { ...placeStop(candidate.place, candidate.score), key: candidate.place.id, geocode: candidate.place.geocode }].map((s) => ({ ...s, key: s.placeId ?? s.title, geocode: s.place.geocode })));
      const tryResult = scheduleDay(tryStops, ctx);
      if (tryResult.walkKm <= rule.walkKm && tryResult.overflow.length === 0 && tryResult.closed.length === 0) {
        stops = tryStops;
        result = tryResult;
        const at = spare.findIndex((c) => c.place.id === candidate.place.id);
        if (at >= 0) spare.splice(at, 1);
        const idea = shared.ideas.findIndex((i) => i.stop.placeId === candidate.place.id);
        if (idea >= 0) shared.ideas.splice(idea, 1);
      }
    }
    // A day our guide cannot fill at all: slots of a kind ("Morning: a museum or gallery"), which the live
    // provider names where it is set up (functions/src/assistant/live-fill-ins.ts).
    if (result.visits === 0) {
      const area = neighbourhoods[(dayNumber - 1) % Math.max(1, neighbourhoods.length)];
      const point = area ? area.geocode : city.geocode;
      stops = genericStops(Math.min(2, capacity), dayNumber - 1, prefs, area ? area.name : city.name, point, area ? area.source : source);
      result = scheduleDay(stops, ctx);
    }
    // No room for another place, and still a long wait: longer visits.
    if (result.visits > 0 && longestWait(result.items) > FREE_TIME_MINUTES) ({ stops, result } = withLongerVisits(stops, result, ctx));
    // The new order fits when the editor's own pace check would not flag its walk, and the planner's own bound holds.
    const walkBefore = result.walkKm;
    result = inShortestOrder(
      result,
      ctx,
      { walks: city.walks ?? [], placeById: shared.data.placeById },
      (tried) => walkedAsEditorSees(tried, dayNumber) <= paceLimits(prefs.pace).walkMeters && tried.walkKm <= Math.max(rule.walkKm, walkBefore),
    );
    // Still short, or a long wait before the next stop: said to be free time on purpose, with why; never a stop that is not a place.
    const why =
      result.visits < capacity
          ? `Our guide has no more places near this day's stops that fit this trip and are open then.`
          : null;
    result = { ...result, items: withFreeTime(result.items, dayNumber, tz, why) };
    for (const c of group) shared.reserved.delete(c.place.id);
    for (const id of result.used) shared.used.add(id);
    noteCuisines(shared, result.used);
    for (const stop of dropped) if (stop.placeId && !shared.used.has(stop.placeId)) shared.ideas.push({ stop, rank: 0 });
    days.push({ day: dayNumber, date: null, theme: dayTheme(stops, neighbourhoods, city.name), destination: dest.name, dayTrip: null, items: result.items });
  });

  // Day trips.
  for (const [dayIndex, town] of tripAt) {
    const dayNumber = dayNumbers[dayIndex]!;
    const inTown = city.places.filter((p) => p.category === 'daytrip' && p.id.startsWith(`${town.id}/`) && shared.open(p));
    const townPlaces = inTown.filter((p) => p.visit !== false && !shared.used.has(p.id)).sort((a, b) => a.id.localeCompare(b.id));
    const townLunch = mealPicker(shared, inTown, town.name, town.source);
    const out = outingMinutes(city.geocode, town.geocode);
    const townPlace: ItemPlaceDraft = { name: town.name, geocode: { ...town.geocode }, category: 'daytrip', source: town.source, approximate: false };
    const going: Stop = { placeId: null, type: 'transport', title: `Travel to ${town.name}`, place: townPlace, minutes: out, notes: 'Check the train or bus times the day before.', score: 0, category: null };
    const explore: Stop = { placeId: null, type: 'attraction', title: `Explore ${town.name}`, place: townPlace, minutes: townPlaces.length ? 120 : 180, notes: town.description, score: 0, category: 'daytrip' };
    let stops: Stop[] = walkingOrder(townPlaces.slice(0, rule.stops).map((p) => ({ ...placeStop(p, 1), key: p.id, geocode: p.geocode })), town.geocode);
    if (stops.length < 2) stops = [...stops, explore];
    const start = 9 * 60;
    const townMeal = (kind: 'lunch' | 'dinner', at: LatLng, near: Stop | null, taken: ReadonlySet<string>, day: number): Stop => {
      if (kind === 'dinner') {
        const dinner = meal(kind, at, null, taken, day);
        return dinner.placeId ? dinner : { ...dinner, title: `Dinner back in ${city.name} — ${SUGGESTION}` };
      }
      const point = near?.place.geocode ?? town.geocode;
      const lunch = townLunch(kind, point, near, taken, day);
      if (lunch.placeId) return lunch;
      // Say why: no place to eat in the town, none within the budget, or (the picker's own words) none near enough or open.
      const eats = inTown.filter((p) => p.visit === false);
      const overBudget = eats.length > 0 && eats.every((p) => (p.priceLevel ?? 1) > MEAL_PRICE_MAX[shared.prefs.budget]);
      if (eats.length > 0 && !overBudget) return lunch;
      const why = overBudget ? `Our guide's places to eat in ${town.name} are above this trip's budget.` : `Our guide lists no places to eat in ${town.name}.`;
      return suggestionStop(`Lunch in ${town.name}`, near?.placeId ? `Near ${near.place.name}` : town.name, point, near?.placeId ? near.place.source : town.source, LUNCH.minutes, `${why} Pick one in town.`, 'restaurant');
    };
    const ctx: DayContext = {
      day: dayNumber,
      timeZone: tz,
      prefs,
      start: town.geocode,
      dayStart: start + out,
      meal: townMeal,
      lead: [{ stop: going, start, end: start + out }],
      lastVisitEnd: DINNER.at - 15 - out,
      tail: (clock) => {
        const leave = roundUp5(Math.max(clock, Math.min(LEAVE_TOWN, DINNER.at - 15 - out)));
        return {
          stop: { placeId: null, type: 'transport', title: `Back to ${city.name}`, place: { name: city.name, geocode: { ...city.geocode }, category: null, source, approximate: true }, minutes: out, notes: null, score: 0, category: null },
          start: leave,
          end: leave + out,
        };
      },
    };
    let result = scheduleDay(stops, ctx);
    while (result.overflow.length > 0 && stops.length > 1) {
      stops = stops.slice(0, -1);
      result = scheduleDay(stops, ctx);
    }
    for (const id of result.used) shared.used.add(id);
    noteCuisines(shared, result.used);
    days.push({
      day: dayNumber,
      date: null,
      theme: `Day trip to ${town.name}`,
      destination: dest.name,
      dayTrip: { name: town.name, geocode: { ...town.geocode } },
      items: withFreeTime(result.items, dayNumber, tz, null),
    });
  }

  // What did not fit: the best of the rest, as ideas.
  for (const c of spare) if (!shared.used.has(c.place.id)) shared.ideas.push({ stop: placeStop(c.place, c.score), rank: 1 });
  if (selected.length < wanted) {
    shared.warnings.push(`${city.name} has fewer curated places than ${plural(nDays, 'day')} at this pace can hold, so some slots are suggestions to fill.`);
  }
  return { days: days.sort((a, b) => a.day - b.day) };
}

function dayTheme(stops: readonly Stop[], neighbourhoods: readonly Place[], cityName: string): string {
  const real = stops.filter((s) => s.placeId !== null);
  if (real.length === 0) return `Explore ${cityName}`;
  const areas = real.filter((s) => s.category === 'neighbourhood').map((s) => s.place.name);
  if (areas.length >= 2) return `${areas[0]} and ${areas[1]}`;
  if (areas.length === 1) return `${areas[0]} and around`;
  const middle = centroid(real.map((s) => s.place.geocode))!;
  let nearest: Place | null = null;
  for (const n of neighbourhoods) {
    if (haversineKm(middle, n.geocode) > 1.5) continue;
    if (!nearest || haversineKm(middle, n.geocode) < haversineKm(middle, nearest.geocode)) nearest = n;
  }
  if (nearest) return `Around ${nearest.name}`;
  const top = [...real].sort((a, b) => b.score - a.score || (a.placeId! < b.placeId! ? -1 : 1))[0]!;
  return `${top.place.name} and around`;
}

function planGenericDestination(shared: Shared, dest: RequestDestination, dayNumbers: number[], arriving: boolean): DestinationPlan {
  const { prefs } = shared;
  const rule = PACE_RULES[prefs.pace];
  const source = dest.curated ? 'Wikidata (CC0)' : 'GeoNames (CC BY 4.0)';
  const meal = mealPicker(shared, [], dest.name, source);
  const perDay = prefs.pace === 'slow' ? 2 : prefs.pace === 'moderate' ? 3 : 4;
  shared.warnings.push(
    `We hold no curated places for ${dest.name} yet: its days are suggestions to fill, placed at the city centre.`,
  );
  const days = dayNumbers.map((dayNumber, i) => {
    const lead: DayContext['lead'] = [];
    let dayStart = rule.dayStart;
    if (i === 0 && arriving) {
      lead.push({
        stop: { placeId: null, type: 'transport', title: `Travel to ${dest.name}`, place: { name: dest.name, geocode: { ...dest.geocode }, category: null, source, approximate: true }, minutes: 120, notes: 'Check the times and book ahead.', score: 0, category: null },
        start: 9 * 60,
        end: 11 * 60,
      });
      dayStart = 11 * 60;
    }
    const stops = genericStops(i === 0 && arriving ? Math.max(1, perDay - 1) : perDay, i, prefs, dest.name, dest.geocode, source);
    const ctx: DayContext = { day: dayNumber, timeZone: dest.timeZone, prefs, start: dest.geocode, dayStart, lastVisitEnd: LAST_VISIT_END, meal, lead, tail: null };
    const result = scheduleDay(stops, ctx);
    return { day: dayNumber, date: null, theme: `Explore ${dest.name}`, destination: dest.name, dayTrip: null, items: result.items } satisfies PlanDay;
  });
  return { days };
}

/** Splits the days over the destinations: as asked, else evenly; at least one each, in the order given. */
export function splitDays(total: number, destinations: readonly RequestDestination[]): number[] {
  const n = destinations.length;
  if (n === 0) return [];
  if (total < n) return destinations.map((_, i) => (i < total ? 1 : 0));
  const asked = destinations.map((d) => d.days);
  if (asked.every((d) => d !== null && d >= 1) && asked.reduce<number>((a, b) => a + (b ?? 0), 0) === total) return asked as number[];
  const fixed = asked.map((d) => (d !== null && d >= 1 ? d : null));
  const fixedSum = fixed.reduce<number>((a, b) => a + (b ?? 0), 0);
  const free = fixed.filter((d) => d === null).length;
  if (free > 0 && fixedSum + free <= total) {
    const sizes = balancedSizes(total - fixedSum, free);
    let k = 0;
    return fixed.map((d) => d ?? sizes[k++]!);
  }
  return balancedSizes(total, n);
}

// ---------------------------------------------------------------------------

/** Plans the trip. Deterministic for the same request, data and personality. */
export function planTrip(request: TripRequest, options: PlanOptions): TripPlan {
  const { placesData, personality } = options;
  const assumptions = [...request.assumptions];
  const warnings = [...request.warnings];
  const prefs = preferences(request, personality, assumptions);
  // The days the places must be open: the trip's, or the day it was asked for an undated one.
  const tripStart = request.period?.start ?? request.asOf ?? '0000-01-01';
  const tripEnd = request.period?.end ?? tripStart;
  const shared: Shared = {
    request,
    data: placesData,
    prefs,
    seed: normalizeText(options.seedText ?? request.text),
    used: new Set(),
    reserved: new Set(),
    warnings,
    ideas: [],
    cuisines: new Map(),
    open: (place) => closedDuring(place, tripStart, tripEnd) === null,
    closedLeftOut: new Map(),
  };
  const split = splitDays(request.days, request.destinations);
  const days: PlanDay[] = [];
  let next = 1;
  request.destinations.forEach((dest, i) => {
    const count = split[i] ?? 0;
    if (count <= 0) {
      warnings.push(`${dest.name} did not fit in ${plural(request.days, 'day')}; add days to include it.`);
      return;
    }
    const numbers = Array.from({ length: count }, (_, k) => next + k);
    next += count;
    const city = placesData.cityById.get(dest.cityId);
    const plan = city && city.places.length > 0
      ? planCuratedDestination(shared, dest, city, numbers, i > 0)
      : planGenericDestination(shared, dest, numbers, i > 0);
    days.push(...plan.days);
  });
  // No destination: empty days, so the screen can ask where to.
  while (days.length < request.days && request.destinations.length === 0) {
    days.push({ day: days.length + 1, date: null, theme: 'Open day', destination: null, dayTrip: null, items: [] });
  }
  if (request.period) for (const day of days) day.date = addDaysIso(request.period.start, day.day - 1);
  const diet = dietWarning(request.diets ?? [], days, placesData, request.destinations.map((d) => d.name));
  if (diet) warnings.push(diet);
  warnings.push(...wishWarnings(wishesOf(request.text), days, request.destinations.map((d) => d.name), placesData, request.destinations.map((d) => d.cityId)));
  for (const { name, mark } of shared.closedLeftOut.values()) warnings.push(`${closureWords(name, mark, formatDay)}, so it is not in the plan.`);

  const seen = new Set<string>();
  const ideas = shared.ideas
    .filter((i) => i.stop.placeId && !shared.used.has(i.stop.placeId))
    .sort((a, b) => a.rank - b.rank || b.stop.score - a.stop.score || (a.stop.placeId! < b.stop.placeId! ? -1 : 1))
    .filter((i) => (seen.has(i.stop.placeId!) ? false : (seen.add(i.stop.placeId!), true)))
    .slice(0, IDEAS_MAX)
    .map((i) => {
      const place = placesData.placeById.get(i.stop.placeId!);
      const tz = place ? (placesData.cityById.get(place.cityId)?.timeZone ?? null) : null;
      return draft(i.stop, null, null, null, tz);
    });

  const names = request.destinations.map((d) => d.name);
  const title =
    names.length === 0
      ? `A ${request.days}-day trip`
      : names.length === 1
        ? request.days === 1
          ? `A day in ${names[0]}`
          : `${request.days} days in ${names[0]}`
        : `${listWords(names)} in ${request.days} days`;
  const places = days.flatMap((d) => d.items).filter((item) => item.place && !item.place.approximate && item.type !== 'transport').length;
  const trips = days.filter((d) => d.dayTrip).map((d) => d.dayTrip!.name);
  const who =
    request.party.kids > 0
      ? // Only the numbers the request gave: "with kids" is a family, not "2 adults and 2 children".
        request.stated.partyCounted?.kids === false
        ? 'a family with children'
        : request.stated.partyCounted?.adults === false
          ? `a family with ${request.party.kids === 1 ? 'a child' : `${request.party.kids} children`}`
          : `${plural(request.party.adults, 'adult')} and ${request.party.kids === 1 ? 'a child' : `${request.party.kids} children`}`
      : request.party.kind === 'solo'
        ? 'one'
        : request.party.kind === 'couple'
          ? 'two'
          : plural(request.party.adults, 'person').replace(/persons$/, 'people');
  // Only what was asked or planned: the pace, the party and the budget when the request (or the person's
  // travel personality) gave them; what was assumed is listed with the assumptions, not stated as fact.
  const fromPersonality = Boolean(personality);
  const length = request.days === 1 ? 'A day' : plural(request.days, 'day');
  const summary = [
    `${length}${names.length ? ` in ${listWords(names)}` : ''}`,
    request.stated.party ? ` for ${who}` : '',
    request.stated.pace || fromPersonality ? `, at a ${PACE_WORDS[prefs.pace]} pace` : '',
    prefs.interests.length ? `, with ${listWords(prefs.interests.map((i) => INTEREST_LABELS[i]))}` : '',
    `. ${places === 0 ? 'No curated places yet' : plural(places, 'place')}`,
    trips.length ? `, ${trips.length === 1 ? 'a day trip' : `${trips.length} day trips`} to ${listWords(trips)}` : '',
    request.stated.budget || fromPersonality ? `. ${BUDGET_WORDS[prefs.budget].charAt(0).toUpperCase()}${BUDGET_WORDS[prefs.budget].slice(1)} budget.` : '.',
  ].join('');

  return {
    title,
    summary,
    destinations: names,
    geocode: request.destinations[0] ? { ...request.destinations[0].geocode } : null,
    period: request.period ? { ...request.period } : null,
    days,
    ideas,
    assumptions,
    warnings,
  };
}
