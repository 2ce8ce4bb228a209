/**
 * From a free-text request ("5 days in Lisbon in May with two kids, food and
 * history, slow pace") to a structured trip request. Pure: the city search
 * index and "today" are passed in. Whatever the text does not say falls back
 * to a default, recorded in `assumptions` so the screen can say so.
 */
import { normalizeText } from '@/lib/places/normalize';
import type { City, CitySearchIndex, LatLng } from '@/lib/places/types';
import { addDaysIso, formatDay, numberFromWord, parseDates } from './dates';

export const PACES = ['slow', 'moderate', 'packed'] as const;
export type Pace = (typeof PACES)[number];
export const BUDGETS = ['low', 'mid', 'high'] as const;
export type Budget = (typeof BUDGETS)[number];

import { INTERESTS, type Interest } from '@/lib/interests';

export { INTERESTS, type Interest };

export interface RequestDestination {
  /** Curated id (`lisbon`) or `gn-<geonameId>` for a GeoNames-only city. */
  cityId: string;
  name: string;
  country: string;
  geocode: LatLng;
  /** True when we hold curated places for it. */
  curated: boolean;
  timeZone: string | null;
  /** Days asked for this destination ("3 days in Paris and 2 in Rome"), or null. */
  days: number | null;
}

/** A city as a destination of the request, with the days asked for it (null: not said). */
export function requestDestination(city: City, days: number | null): RequestDestination {
  return { cityId: city.id, name: city.name, country: city.country, geocode: city.geocode, curated: city.curated, timeZone: city.timeZone, days };
}

export interface Party {
  adults: number;
  kids: number;
  kind: 'solo' | 'couple' | 'family' | 'group';
}

export interface TripRequest {
  /** The request as typed. */
  text: string;
  destinations: RequestDestination[];
  /** Length in days, 1 to MAX_PLAN_DAYS. */
  days: number;
  period: { start: string; end: string } | null;
  /** The day the request was read (yyyy-mm-dd): an undated trip's places are checked as open on it. */
  asOf?: string;
  interests: Interest[];
  pace: Pace;
  budget: Budget;
  party: Party;
  /** Day-trip towns named in the request ("a day trip to Sintra"), normalized names. */
  dayTripWishes: string[];
  /** Day trips asked for, named or not ("with a day trip": 1; "two day trips": 2). */
  dayTripsAsked: number;
  /** What the party eats ("vegetarian", "halal"): meals are chosen for it, or the answer says plainly where the data cannot tell. */
  diets: Diet[];
  /** Which of pace, budget and interests the text stated (the rest may come from a personality). */
  stated: { pace: boolean; budget: boolean; interests: boolean; days: boolean; party?: boolean; partyCounted?: { adults: boolean; kids: boolean } };
  assumptions: string[];
  warnings: string[];
}

export const DIETS = ['vegan', 'vegetarian', 'halal', 'kosher', 'gluten-free'] as const;
export type Diet = (typeof DIETS)[number];

const DIET_WORDS: Record<Diet, RegExp> = {
  vegan: /\b(vegan|vegans|plant[- ]based)\b/,
  vegetarian: /\b(vegetarians?|veggie|meat[- ]free|no meat|don'?t eat meat)\b/,
  halal: /\bhalal\b/,
  kosher: /\bkosher\b/,
  'gluten-free': /\b(gluten[- ]free|coeliac|celiac|no gluten)\b/,
};

/** The diets a request names; vegan includes vegetarian, so vegetarian is not listed beside it. */
export function parseDiets(text: string): Diet[] {
  const t = text.toLowerCase();
  const found = DIETS.filter((diet) => DIET_WORDS[diet].test(t));
  return found.includes('vegan') ? found.filter((diet) => diet !== 'vegetarian') : found;
}

export interface ParseOptions {
  today: Date;
  cityIndex: CitySearchIndex;
}

export const MAX_PLAN_DAYS = 90;
export const DEFAULT_DAYS = 3;

const INTEREST_WORDS: Record<Interest, RegExp> = {
  food: /\b(food|foodie|foodies|eat|eating|cuisine|gastronomy|gastronomic|culinary|restaurants?|tapas|wine|street food|cafes?|coffee)\b/,
  history: /\b(history|historic|historical|ruins?|castles?|medieval|ancient|heritage|monuments?)\b/,
  art: /\b(art|arts|artsy|galleries|gallery|paintings?|street art)\b/,
  museums: /\b(museums?)\b/,
  nature: /\b(nature|parks?|gardens?|hiking|hikes?|outdoors?|outdoor|beach|beaches|green|walks in nature|wildlife)\b/,
  nightlife: /\b(nightlife|night life|bars?|clubs?|clubbing|night out|live music|fado)\b/,
  shopping: /\b(shopping|shops?|boutiques?|markets?|souvenirs?)\b/,
  architecture: /\b(architecture|architectural|buildings?|churches|cathedrals?)\b/,
  views: /\b(views?|viewpoints?|panoramas?|panoramic|sunsets?|miradouros?)\b/,
  culture: /\b(culture|cultural|sights?|sightseeing|landmarks?)\b/,
  relaxation: /\b(relax|relaxing|relaxed|spa|chill|unwind|rest)\b/,
  adventure: /\b(adventure|adventurous|active|thrills?|outdoor sports|kayak|kayaking|climbing)\b/,
};

/** Words that are also city names; taken as a city only when capitalized and after "in", "to"... */
const COMMON_WORDS = new Set([
  'nice', 'reading', 'split', 'mobile', 'bath', 'sale', 'van', 'most', 'best', 'orange', 'independence', 'concord',
  'surprise', 'temple', 'troy', 'eagle', 'date', 'city', 'old', 'town', 'ocean', 'bay', 'park', 'beach', 'long',
  'salt', 'man', 'buy', 'bar', 'bend', 'pace', 'sur', 'lead', 'deal', 'tours', 'mission', 'union', 'marks', 'palm',
  'mary', 'nancy', 'gary', 'victoria', 'lawrence', 'hamilton', 'eugene', 'jackson', 'lincoln', 'cambridge',
]);
/** Words that are never read as a place. */
const NEVER = new Set([
  'a', 'an', 'as', 'at', 'be', 'do', 'it', 'of', 'on', 'or', 'us', 'ur', 'we', 'me', 'my', 'our', 'day', 'days', 'week',
  'trip', 'kids', 'food', 'art', 'slow', 'fast', 'low', 'high', 'mid', 'weekend', 'next', 'this', 'early', 'late',
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
]);
/** Words after which a lower-case word is read as a place name. */
const TRIGGERS = new Set(['in', 'to', 'visit', 'visiting', 'around', 'and', 'then', 'explore', 'exploring', 'see', 'near', 'via']);
const MAX_NGRAM = 4;

interface KeyMap {
  map: Map<string, City[]>;
}
const keyMaps = new WeakMap<CitySearchIndex, KeyMap>();

/** Normalized name -> cities with it, curated first, then by population (built once per index). */
function keyMap(index: CitySearchIndex): KeyMap {
  let cached = keyMaps.get(index);
  if (!cached) {
    const map = new Map<string, City[]>();
    index.cities.forEach((city, i) => {
      for (const key of index.keys[i] ?? []) {
        const list = map.get(key);
        if (list) list.push(city);
        else map.set(key, [city]);
      }
    });
    for (const list of map.values()) {
      list.sort(
        (a, b) =>
          Number(b.curated) - Number(a.curated) || (b.population ?? 0) - (a.population ?? 0) || a.id.localeCompare(b.id),
      );
    }
    cached = { map };
    keyMaps.set(index, cached);
  }
  return cached;
}

interface Token {
  /** Normalized word. */
  word: string;
  /** The word as typed starts with a capital letter. */
  capital: boolean;
  /** Index of the word in the original text. */
  at: number;
}

function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}'’.]+/gu)) {
    const raw = match[0].replace(/^['’.]+|['’.]+$/g, '');
    if (!raw) continue;
    const word = normalizeText(raw);
    if (!word) continue;
    for (const part of word.split(' ')) {
      out.push({ word: part, capital: /^\p{Lu}/u.test(raw), at: match.index ?? 0 });
    }
  }
  return out;
}

interface Found {
  city: City;
  start: number;
  end: number;
}

function findCities(text: string, index: CitySearchIndex): { found: Found[]; origins: Found[] } {
  const { map } = keyMap(index);
  const toks = tokens(text);
  const found: Found[] = [];
  const origins: Found[] = [];
  let i = 0;
  while (i < toks.length) {
    let hit: Found | null = null;
    for (let n = Math.min(MAX_NGRAM, toks.length - i); n >= 1 && !hit; n -= 1) {
      const slice = toks.slice(i, i + n);
      const key = slice.map((t) => t.word).join(' ');
      const cities = map.get(key);
      if (!cities || /^\d/.test(key)) continue;
      const capital = slice[0]?.capital ?? false;
      const before = toks[i - 1];
      // A comma or a colon before the name counts as "in" ("Rome, Florence and Venice").
      const prev = before && /[,;:]/.test(text.slice(before.at + before.word.length - 1, slice[0]!.at)) ? 'in' : (before?.word ?? '');
      const common = COMMON_WORDS.has(key);
      // A two-letter alias (LA, SF, DC) only in capitals.
      if (key.length <= 3 && !slice.every((t) => t.capital)) continue;
      if (NEVER.has(key)) continue;
      if (common && !(capital && TRIGGERS.has(prev))) continue;
      const city = cities[0];
      if (!city) continue;
      if (!city.curated && !capital && !TRIGGERS.has(prev)) continue;
      hit = { city, start: i, end: i + n };
      if (prev === 'from' && toks.slice(i + n).some((t) => t.word === 'to')) {
        origins.push(hit);
        hit = { city, start: -1, end: i + n };
      }
    }
    if (hit && hit.start >= 0) {
      if (!found.some((f) => f.city.id === hit.city.id)) found.push(hit);
      i = hit.end;
    } else if (hit) {
      i = hit.end;
    } else {
      i += 1;
    }
  }
  return { found, origins };
}

/** "3 days in Paris and 2 in Rome": the days asked for each destination. */
function daysPerDestination(text: string, name: string): number | null {
  const t = normalizeText(text);
  const n = normalizeText(name);
  const number = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen)';
  const m =
    new RegExp(`\\b${number} (?:days? |nights? )?(?:in|at) ${n}\\b`).exec(t) ??
    new RegExp(`\\b${n} (?:for )?${number} (days?|nights?)\\b`).exec(t);
  if (!m?.[1]) return null;
  const value = numberFromWord(m[1]);
  if (value === null) return null;
  return /night/.test(m[0]) ? value + 1 : value;
}

/** The party the text gives; `counted` says which numbers it gave ("with kids" gives children but not how many). */
function parseParty(t: string): { party: Party; stated: boolean; counted: { adults: boolean; kids: boolean } } {
  let kids = 0;
  let adults = 0;
  let kind: Party['kind'] | null = null;
  const kidMatch = /\b(?:with|and|plus|\+)\s+(?:our |my |the )?(\d+|a|an|one|two|three|four|five|six)\s+(?:small |young |little )?(kids?|children|child|toddlers?|babies|baby|teens?|teenagers?)\b/.exec(t) ??
    /\b(\d+|one|two|three|four|five|six)\s+(?:small |young |little )?(kids?|children|child|toddlers?|teens?|teenagers?)\b/.exec(t);
  if (kidMatch?.[1]) kids = numberFromWord(kidMatch[1]) ?? 1;
  else if (/\b(kids|children|family|toddler|baby|with (?:the |our |my )?(?:kid|son|daughter|child))\b/.test(t)) kids = /\b(son|daughter|kid|child|toddler|baby)\b/.test(t) && !/\b(kids|children)\b/.test(t) ? 1 : 2;
  const adultMatch = /\b(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(adults|people|friends|of us|persons)\b/.exec(t);
  if (adultMatch?.[1]) adults = numberFromWord(adultMatch[1]) ?? 2;
  if (/\b(solo|alone|by myself|on my own|just me)\b/.test(t)) {
    adults ||= 1;
    kind = 'solo';
  } else if (/\b(couple|honeymoon|my (wife|husband|partner|girlfriend|boyfriend)|romantic|anniversary|the two of us)\b/.test(t)) {
    adults ||= 2;
    kind = 'couple';
  }
  const stated = kids > 0 || adults > 0 || kind !== null;
  const counted = { adults: adults > 0, kids: Boolean(kidMatch?.[1]) || kids === 1 };
  if (adults === 0) adults = kids > 0 ? 2 : /\b(we|us|our)\b/.test(t) ? 2 : 2;
  if (!kind) kind = kids > 0 ? 'family' : adults === 1 ? 'solo' : adults === 2 ? 'couple' : 'group';
  if (kids > 0) kind = 'family';
  return { party: { adults, kids, kind }, stated, counted };
}

function parsePace(t: string): Pace | null {
  if (/\b(slow|slowly|relaxed|relaxing pace|leisurely|easy[- ]going|easy pace|lazy|gentle|not too much|unhurried|lighter|light)\b/.test(t)) return 'slow';
  if (/\b(packed|fast|busy|intense|intensive|see (?:it )?all|as much as possible|action[- ]packed|full on|jam[- ]packed|quick pace)\b/.test(t)) return 'packed';
  if (/\b(moderate|balanced|normal pace|medium pace|average pace)\b/.test(t)) return 'moderate';
  return null;
}

function parseBudget(t: string): Budget | null {
  if (/\b(cheap|budget|low[- ]cost|low budget|shoestring|backpack(?:er|ing)?|thrifty|frugal|affordable|on a budget|save money)\b/.test(t) && !/\b(no budget|big budget|budget is not)\b/.test(t)) return 'low';
  if (/\b(luxury|luxurious|lavish|splurge|high[- ]end|upscale|five[- ]star|5[- ]star|fine dining|no budget|big budget|premium)\b/.test(t)) return 'high';
  if (/\b(mid[- ]range|moderate budget|mid budget|reasonable|medium budget)\b/.test(t)) return 'mid';
  return null;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function plainCount(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? `one ${one}` : `${n} ${many}`;
}

/** Parses a free-text trip request. */
export function parseRequest(text: string, options: ParseOptions): TripRequest {
  const { today, cityIndex } = options;
  const t = text.toLowerCase().replace(/[–—]/g, '-').replace(/\s+/g, ' ');
  const assumptions: string[] = [];
  const warnings: string[] = [];

  // Day trips named in the request are not destinations of their own.
  const dayTripWishes: string[] = [];
  for (const m of text.matchAll(/\b(?:day[- ]?trips?|excursions?|a day out|side trips?)\s+(?:to|in)\s+([^,.;!?]+)/giu)) {
    const names = (m[1] ?? '').split(/\s+(?:and|or|&)\s+/i).map((part) => normalizeText(part.replace(/\b(for|with|in|on)\b.*$/i, '')));
    dayTripWishes.push(...names.filter(Boolean));
  }
  const countedTrips = /\b(\d|two|three|four|five)\s+day[- ]?trips\b/.exec(t);
  const dayTripsAsked = Math.max(
    dayTripWishes.length,
    countedTrips?.[1] ? (numberFromWord(countedTrips[1]) ?? 1) : /\b(day[- ]?trips?|excursions?|a day out)\b/.test(t) ? 1 : 0,
  );
  const { found, origins } = findCities(text, cityIndex);
  const destinationsFound = found.filter((f) => {
    const key = normalizeText(f.city.name);
    return !dayTripWishes.some((w) => w === key || w.startsWith(`${key} `));
  });
  const destinations: RequestDestination[] = destinationsFound.map(({ city }) =>
    requestDestination(city, destinationsFound.length > 1 ? daysPerDestination(text, city.name) : null),
  );
  for (const origin of origins) assumptions.push(`I took ${origin.city.name} as where you set out from, not as a destination.`);
  if (destinations.length === 0) warnings.push('I could not find a destination in the request. Which city would you like to visit?');
  for (const d of destinations) {
    if (!d.curated) assumptions.push(`I took "${d.name}" to be ${d.name}, ${d.country}.`);
  }

  // Length and dates.
  const dates = parseDates(t, today);
  const perDestination = destinations.map((d) => d.days);
  const sumPer = perDestination.every((d) => d !== null) && perDestination.length > 1 ? perDestination.reduce<number>((a, b) => a + (b ?? 0), 0) : null;
  let days: number;
  let daysStated = true;
  if (sumPer !== null && dates.period === null) days = sumPer;
  else if (dates.days !== null) days = dates.days;
  else {
    days = Math.max(DEFAULT_DAYS, destinations.length);
    daysStated = false;
    assumptions.push(`I assumed ${plural(days, 'day')}.`);
  }
  if (dates.conflict) warnings.push(`The dates give ${plural(days, 'day')}; I planned for the dates.`);
  if (days < 1) days = 1;
  if (days > MAX_PLAN_DAYS) {
    warnings.push(`A trip can have at most ${MAX_PLAN_DAYS} days; I planned the first ${MAX_PLAN_DAYS}.`);
    days = MAX_PLAN_DAYS;
  }
  let period: TripRequest['period'] = null;
  if (dates.period) {
    period = { start: dates.period.start, end: addDaysIso(dates.period.start, days - 1) };
    if (dates.startAssumed) assumptions.push(`I assumed the trip starts on ${formatDay(period.start)}.`);
  }

  // Interests, pace, budget, party.
  const interests = INTERESTS.filter((interest) => INTEREST_WORDS[interest].test(t));
  const pace = parsePace(t);
  const budget = parseBudget(t);
  const { party, stated: partyStated, counted } = parseParty(t);
  if (!partyStated) assumptions.push('I planned for two adults.');
  else if (party.kids > 0 && (!counted.kids || !counted.adults)) {
    assumptions.push(`I planned for ${counted.adults ? plainCount(party.adults, 'adult') : 'two adults'} and ${counted.kids ? plainCount(party.kids, 'child', 'children') : 'two children'}.`);
  }

  return {
    text,
    destinations,
    days,
    period,
    asOf: `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`,
    interests,
    pace: pace ?? 'moderate',
    budget: budget ?? 'mid',
    party,
    dayTripWishes,
    dayTripsAsked,
    diets: parseDiets(t),
    stated: { pace: pace !== null, budget: budget !== null, interests: interests.length > 0, days: daysStated, party: partyStated, partyCounted: counted },
    assumptions,
    warnings,
  };
}
