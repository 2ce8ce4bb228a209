import type { Dimension, Interest } from './dimensions';

/**
 * The travel personality types. The order of PERSONALITY_TYPES matters: it is
 * the tie-break order (see scoring.ts and docs/travel-personality.md).
 */
export const PERSONALITY_TYPES = [
  'culture-seeker',
  'food-explorer',
  'nature-wanderer',
  'thrill-chaser',
  'slow-traveller',
  'urban-explorer',
  'luxury-connoisseur',
] as const;

export type PersonalityTypeId = (typeof PERSONALITY_TYPES)[number];

export interface Destination {
  /** The Explore screen's city id (kebab case): /explore/{id}. */
  id: string;
  name: string;
  country: string;
}

export interface PersonalityType {
  id: PersonalityTypeId;
  name: string;
  /** One paragraph: what the type means. */
  meaning: string;
  /**
   * How the type is matched: a weight per dimension, applied to the centred
   * scores (see scoring.ts). Negative: the type leans to the low end (slow, thrifty).
   */
  signature: Partial<Record<Dimension, number>>;
  /** The dimensions that define it, in words, for the result screen. */
  defining: readonly { dimension: Dimension; direction: 'high' | 'low' }[];
  destinations: readonly Destination[];
}

/** The Explore screen's cities the types suggest: id, name, country. */
const CITIES = [
  ['rome', 'Rome', 'Italy'],
  ['kyoto', 'Kyoto', 'Japan'],
  ['florence', 'Florence', 'Italy'],
  ['istanbul', 'Istanbul', 'Türkiye'],
  ['vienna', 'Vienna', 'Austria'],
  ['tokyo', 'Tokyo', 'Japan'],
  ['lyon', 'Lyon', 'France'],
  ['oaxaca', 'Oaxaca', 'Mexico'],
  ['bangkok', 'Bangkok', 'Thailand'],
  ['san-sebastian', 'San Sebastián', 'Spain'],
  ['naples', 'Naples', 'Italy'],
  ['queenstown', 'Queenstown', 'New Zealand'],
  ['reykjavik', 'Reykjavík', 'Iceland'],
  ['banff', 'Banff', 'Canada'],
  ['cape-town', 'Cape Town', 'South Africa'],
  ['vancouver', 'Vancouver', 'Canada'],
  ['interlaken', 'Interlaken', 'Switzerland'],
  ['chamonix', 'Chamonix', 'France'],
  ['cusco', 'Cusco', 'Peru'],
  ['moab', 'Moab', 'United States'],
  ['whistler', 'Whistler', 'Canada'],
  ['lisbon', 'Lisbon', 'Portugal'],
  ['luang-prabang', 'Luang Prabang', 'Laos'],
  ['hoi-an', 'Hoi An', 'Vietnam'],
  ['porto', 'Porto', 'Portugal'],
  ['ubud', 'Ubud', 'Indonesia'],
  ['new-york', 'New York', 'United States'],
  ['berlin', 'Berlin', 'Germany'],
  ['seoul', 'Seoul', 'South Korea'],
  ['london', 'London', 'United Kingdom'],
  ['mexico-city', 'Mexico City', 'Mexico'],
  ['barcelona', 'Barcelona', 'Spain'],
  ['dubai', 'Dubai', 'United Arab Emirates'],
  ['monaco', 'Monaco', 'Monaco'],
  ['paris', 'Paris', 'France'],
  ['singapore', 'Singapore', 'Singapore'],
  ['st-moritz', 'St. Moritz', 'Switzerland'],
] as const satisfies readonly (readonly [id: string, name: string, country: string])[];

type CityId = (typeof CITIES)[number][0];

const CITY_BY_ID = Object.fromEntries(CITIES.map(([id, name, country]) => [id, { id, name, country }])) as Record<CityId, Destination>;

interface TypeRow {
  name: string;
  signature: PersonalityType['signature'];
  /** The defining dimensions, in order, and which end of each. */
  defining: readonly (readonly [Dimension, 'high' | 'low'])[];
  destinations: readonly CityId[];
}

/** Each type's name, match signature, defining dimensions and suggested cities. */
const TYPES: Record<PersonalityTypeId, TypeRow> = {
  'culture-seeker': { name: 'Culture Seeker', signature: { culture: 1 }, defining: [['culture', 'high']], destinations: ['rome', 'kyoto', 'florence', 'istanbul', 'vienna'] },
  'food-explorer': { name: 'Food Explorer', signature: { food: 1 }, defining: [['food', 'high']], destinations: ['tokyo', 'lyon', 'oaxaca', 'bangkok', 'san-sebastian', 'naples'] },
  'nature-wanderer': { name: 'Nature Wanderer', signature: { nature: 1 }, defining: [['nature', 'high']], destinations: ['queenstown', 'reykjavik', 'banff', 'cape-town', 'vancouver'] },
  'thrill-chaser': { name: 'Thrill Chaser', signature: { adventure: 1, pace: 0.3 }, defining: [['adventure', 'high'], ['pace', 'high']], destinations: ['interlaken', 'chamonix', 'cusco', 'moab', 'whistler'] },
  'slow-traveller': { name: 'Slow Traveller', signature: { relaxation: 0.7, pace: -0.7 }, defining: [['relaxation', 'high'], ['pace', 'low']], destinations: ['lisbon', 'luang-prabang', 'hoi-an', 'porto', 'ubud'] },
  'urban-explorer': { name: 'Urban Explorer', signature: { culture: 0.5, food: 0.5, pace: 0.5 }, defining: [['culture', 'high'], ['food', 'high'], ['pace', 'high']], destinations: ['new-york', 'berlin', 'seoul', 'london', 'mexico-city', 'barcelona'] },
  'luxury-connoisseur': { name: 'Luxury Connoisseur', signature: { budget: 0.8, relaxation: 0.4 }, defining: [['budget', 'high'], ['relaxation', 'high']], destinations: ['dubai', 'monaco', 'paris', 'singapore', 'st-moritz'] },
};

/** One paragraph per type: what it means. */
const MEANINGS: Record<PersonalityTypeId, string> = {
  'culture-seeker':
    'You travel to understand a place: its history, its art and the stories its streets tell. A good day has a museum or a ruin in it, and you come home with more questions than you left with. You would rather see one cathedral properly than ten from a bus window.',
  'food-explorer':
    'For you, a place is best understood through what it eats. You plan days around markets, street stalls and the one restaurant a local swore by, and you remember cities by their dishes. Trying something you cannot name is half the fun.',
  'nature-wanderer':
    'You feel most at home far from traffic: on a trail, by a lake, under a sky with no streetlights. Cities are where you change trains on the way to somewhere green, blue or white. A quiet view is worth an early start.',
  'thrill-chaser':
    'You want your trips to make your heart race. Canyons, rapids, summits and anything that comes with a safety briefing pull you in, and a slightly uncomfortable night is a fair price for a story. You keep moving, and you like it that way.',
  'slow-traveller':
    'You would rather stay a week in one place than rush through five. Long lunches, slow trains and afternoons with nothing planned are the point, not the gaps between sights. You come home rested, with a favourite café in a town most people pass through.',
  'urban-explorer':
    'Big cities energise you. You cover neighbourhoods on foot and by metro, mixing galleries, street food and whatever you stumble on, and you fit a lot into a day. The best trip is one where you leave knowing which district you would live in.',
  'luxury-connoisseur':
    'You believe a trip should feel special from the moment you leave home. Fine hotels, memorable tables and service that anticipates what you need are part of the destination for you. You would rather take fewer trips and do each one beautifully.',
};

function personalityType(id: PersonalityTypeId): PersonalityType {
  const { name, signature, defining, destinations } = TYPES[id];
  return {
    id,
    name,
    meaning: MEANINGS[id],
    signature,
    defining: defining.map(([dimension, direction]) => ({ dimension, direction })),
    destinations: destinations.map((city) => CITY_BY_ID[city]),
  };
}

export const PERSONALITIES = Object.fromEntries(PERSONALITY_TYPES.map((id) => [id, personalityType(id)])) as Record<PersonalityTypeId, PersonalityType>;

export function isPersonalityTypeId(value: unknown): value is PersonalityTypeId {
  return typeof value === 'string' && (PERSONALITY_TYPES as readonly string[]).includes(value);
}

/** What the assistant's planner and the /home suggestions use of a personality. */
export interface PersonalityProfile {
  /** The interests to favour, strongest first. */
  interests: Interest[];
  pace: 'slow' | 'balanced' | 'fast';
  budget: 'thrifty' | 'moderate' | 'lavish';
}

const PROFILES: Record<PersonalityTypeId, PersonalityProfile> = {
  'culture-seeker': { interests: ['culture', 'food'], pace: 'balanced', budget: 'moderate' },
  'food-explorer': { interests: ['food', 'culture'], pace: 'balanced', budget: 'moderate' },
  'nature-wanderer': { interests: ['nature', 'relaxation'], pace: 'balanced', budget: 'thrifty' },
  'thrill-chaser': { interests: ['adventure', 'nature'], pace: 'fast', budget: 'thrifty' },
  'slow-traveller': { interests: ['relaxation', 'food', 'nature'], pace: 'slow', budget: 'moderate' },
  'urban-explorer': { interests: ['culture', 'food'], pace: 'fast', budget: 'moderate' },
  'luxury-connoisseur': { interests: ['relaxation', 'food'], pace: 'slow', budget: 'lavish' },
};

/**
 * The interests, pace and budget a personality stands for: what the planner
 * and suggestions should use. Pure; an unknown id (e.g. from an older app
 * version's stored preference) gives null.
 */
export function personalityProfile(type: string | null | undefined): PersonalityProfile | null {
  if (!isPersonalityTypeId(type)) return null;
  const profile = PROFILES[type];
  return { interests: [...profile.interests], pace: profile.pace, budget: profile.budget };
}
