/**
 * Explore's search keys: one array field, `searchKeys`, kept on every
 * itinerary by the `exploreIndex` Cloud Function (server-written; the rules
 * refuse it from browsers). One `array-contains` on it finds itineraries by
 * destination, by interest, or by both at once, which Firestore could not do
 * with two array filters. Pure and free of any SDK: the function, the seed
 * script's copy (scripts/seed-data/explore-keys.mjs, checked equal by a test)
 * and the explore screen all use these rules.
 *
 *   d:<city>            e.g. d:lisbon        (a destination, as a city id slug)
 *   i:<interest>        e.g. i:food          (read from the title, description and brief)
 *   d:<city>|i:<interest>                    (both)
 */

/** Explore searches by the interests the planner knows. */
import { INTERESTS, type Interest } from '@/lib/interests';

export const EXPLORE_INTERESTS = INTERESTS;
export type ExploreInterest = Interest;

/** What each interest is called on screen. */
export const INTEREST_LABELS: Record<ExploreInterest, string> = {
  food: 'Food and drink',
  history: 'History',
  art: 'Art',
  museums: 'Museums',
  nature: 'Nature and parks',
  nightlife: 'Nightlife',
  shopping: 'Markets and shopping',
  architecture: 'Architecture',
  views: 'Views',
  culture: 'Culture and sights',
  relaxation: 'Slow and relaxed',
  adventure: 'Adventure',
};

/** The words that show an interest in a trip's own text. */
const INTEREST_WORDS: Record<ExploreInterest, RegExp> = {
  food: /\b(food|foodie|eat|eating|cuisine|gastronomy|culinary|restaurants?|tapas|wine|street food|cafes?|coffee|seafood|dinner|lunch|tarts?|pastr(y|ies)|ramen|sushi|pizza|gelato)\b/,
  history: /\b(history|historic|historical|ruins?|castles?|medieval|ancient|heritage|monuments?|roman)\b/,
  art: /\b(art|arts|galleries|gallery|paintings?|street art|tiles?|azulejos?)\b/,
  museums: /\b(museums?)\b/,
  nature: /\b(nature|parks?|gardens?|hiking|hikes?|outdoors?|beach|beaches|green|wildlife|forest|bamboo)\b/,
  nightlife: /\b(nightlife|night life|bars?|clubs?|clubbing|night out|live music|fado|jazz)\b/,
  shopping: /\b(shopping|shops?|boutiques?|markets?|souvenirs?)\b/,
  architecture: /\b(architecture|architectural|buildings?|churches|cathedrals?|gaudi|basilica)\b/,
  views: /\b(views?|viewpoints?|panoramas?|panoramic|sunsets?|miradouros?|skyline)\b/,
  culture: /\b(culture|cultural|sights?|sightseeing|landmarks?|temples?|shrines?)\b/,
  relaxation: /\b(relax|relaxing|relaxed|spa|chill|unwind|slow|onsen)\b/,
  adventure: /\b(adventure|adventurous|active|thrills?|kayak|kayaking|climbing|surf|surfing)\b/,
};

/** Lower case, no accents, words joined by hyphens: "São Paulo" -> "sao-paulo", the city id form. */
export function destinationSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The interests a trip's own words show, in EXPLORE_INTERESTS order. */
export function interestsOf(text: string): ExploreInterest[] {
  const t = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  return EXPLORE_INTERESTS.filter((interest) => INTEREST_WORDS[interest].test(t));
}

export interface SearchKeySource {
  title?: unknown;
  description?: unknown;
  context?: unknown;
  destinations?: unknown;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** At most this many keys per itinerary (20 destinations x 12 interests fit). */
export const MAX_SEARCH_KEYS = 300;

/** The search keys of one itinerary document, sorted and unique. */
export function searchKeysOf(doc: SearchKeySource): string[] {
  const destinations = Array.isArray(doc.destinations)
    ? [...new Set(doc.destinations.map((d) => destinationSlug(text(d))).filter((d) => d !== ''))].slice(0, 20)
    : [];
  const interests = interestsOf([text(doc.title), text(doc.description), text(doc.context)].join(' \n '));
  const keys = new Set<string>();
  for (const d of destinations) keys.add(`d:${d}`);
  for (const i of interests) keys.add(`i:${i}`);
  for (const d of destinations) for (const i of interests) keys.add(`d:${d}|i:${i}`);
  return [...keys].sort().slice(0, MAX_SEARCH_KEYS);
}

/** The one key a search asks for: by destination, interest, both, or null for neither. */
export function searchKeyFor(destination: string | null, interest: ExploreInterest | null): string | null {
  const d = destination ? destinationSlug(destination) : '';
  if (d && interest) return `d:${d}|i:${interest}`;
  if (d) return `d:${d}`;
  if (interest) return `i:${interest}`;
  return null;
}

/** Trip lengths Explore filters by; each is an `in` filter of at most 30 day counts. */
export const LENGTH_FILTERS = [
  { value: 'short', label: '1 to 3 days', days: [1, 2, 3] },
  { value: 'week', label: '4 to 7 days', days: [4, 5, 6, 7] },
  { value: 'long', label: '8 to 14 days', days: [8, 9, 10, 11, 12, 13, 14] },
  { value: 'longer', label: '15 to 44 days', days: Array.from({ length: 30 }, (_, i) => i + 15) },
] as const;
export type LengthFilter = (typeof LENGTH_FILTERS)[number]['value'];

export function daysFor(length: LengthFilter | null): number[] | null {
  if (!length) return null;
  const found = LENGTH_FILTERS.find((f) => f.value === length);
  return found ? [...found.days] : null;
}
