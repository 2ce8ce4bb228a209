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

export const PERSONALITIES: Record<PersonalityTypeId, PersonalityType> = {
  'culture-seeker': {
    id: 'culture-seeker',
    name: 'Culture Seeker',
    meaning:
      'You travel to understand a place: its history, its art and the stories its streets tell. A good day has a museum or a ruin in it, and you come home with more questions than you left with. You would rather see one cathedral properly than ten from a bus window.',
    signature: { culture: 1 },
    defining: [{ dimension: 'culture', direction: 'high' }],
    destinations: [
      { id: 'rome', name: 'Rome', country: 'Italy' },
      { id: 'kyoto', name: 'Kyoto', country: 'Japan' },
      { id: 'florence', name: 'Florence', country: 'Italy' },
      { id: 'istanbul', name: 'Istanbul', country: 'Türkiye' },
      { id: 'vienna', name: 'Vienna', country: 'Austria' },
    ],
  },
  'food-explorer': {
    id: 'food-explorer',
    name: 'Food Explorer',
    meaning:
      'For you, a place is best understood through what it eats. You plan days around markets, street stalls and the one restaurant a local swore by, and you remember cities by their dishes. Trying something you cannot name is half the fun.',
    signature: { food: 1 },
    defining: [{ dimension: 'food', direction: 'high' }],
    destinations: [
      { id: 'tokyo', name: 'Tokyo', country: 'Japan' },
      { id: 'lyon', name: 'Lyon', country: 'France' },
      { id: 'oaxaca', name: 'Oaxaca', country: 'Mexico' },
      { id: 'bangkok', name: 'Bangkok', country: 'Thailand' },
      { id: 'san-sebastian', name: 'San Sebastián', country: 'Spain' },
      { id: 'naples', name: 'Naples', country: 'Italy' },
    ],
  },
  'nature-wanderer': {
    id: 'nature-wanderer',
    name: 'Nature Wanderer',
    meaning:
      'You feel most at home far from traffic: on a trail, by a lake, under a sky with no streetlights. Cities are where you change trains on the way to somewhere green, blue or white. A quiet view is worth an early start.',
    signature: { nature: 1 },
    defining: [{ dimension: 'nature', direction: 'high' }],
    destinations: [
      { id: 'queenstown', name: 'Queenstown', country: 'New Zealand' },
      { id: 'reykjavik', name: 'Reykjavík', country: 'Iceland' },
      { id: 'banff', name: 'Banff', country: 'Canada' },
      { id: 'cape-town', name: 'Cape Town', country: 'South Africa' },
      { id: 'vancouver', name: 'Vancouver', country: 'Canada' },
    ],
  },
  'thrill-chaser': {
    id: 'thrill-chaser',
    name: 'Thrill Chaser',
    meaning:
      'You want your trips to make your heart race. Canyons, rapids, summits and anything that comes with a safety briefing pull you in, and a slightly uncomfortable night is a fair price for a story. You keep moving, and you like it that way.',
    signature: { adventure: 1, pace: 0.3 },
    defining: [
      { dimension: 'adventure', direction: 'high' },
      { dimension: 'pace', direction: 'high' },
    ],
    destinations: [
      { id: 'interlaken', name: 'Interlaken', country: 'Switzerland' },
      { id: 'chamonix', name: 'Chamonix', country: 'France' },
      { id: 'cusco', name: 'Cusco', country: 'Peru' },
      { id: 'moab', name: 'Moab', country: 'United States' },
      { id: 'whistler', name: 'Whistler', country: 'Canada' },
    ],
  },
  'slow-traveller': {
    id: 'slow-traveller',
    name: 'Slow Traveller',
    meaning:
      'You would rather stay a week in one place than rush through five. Long lunches, slow trains and afternoons with nothing planned are the point, not the gaps between sights. You come home rested, with a favourite café in a town most people pass through.',
    signature: { relaxation: 0.7, pace: -0.7 },
    defining: [
      { dimension: 'relaxation', direction: 'high' },
      { dimension: 'pace', direction: 'low' },
    ],
    destinations: [
      { id: 'lisbon', name: 'Lisbon', country: 'Portugal' },
      { id: 'luang-prabang', name: 'Luang Prabang', country: 'Laos' },
      { id: 'hoi-an', name: 'Hoi An', country: 'Vietnam' },
      { id: 'porto', name: 'Porto', country: 'Portugal' },
      { id: 'ubud', name: 'Ubud', country: 'Indonesia' },
    ],
  },
  'urban-explorer': {
    id: 'urban-explorer',
    name: 'Urban Explorer',
    meaning:
      'Big cities energise you. You cover neighbourhoods on foot and by metro, mixing galleries, street food and whatever you stumble on, and you fit a lot into a day. The best trip is one where you leave knowing which district you would live in.',
    signature: { culture: 0.5, food: 0.5, pace: 0.5 },
    defining: [
      { dimension: 'culture', direction: 'high' },
      { dimension: 'food', direction: 'high' },
      { dimension: 'pace', direction: 'high' },
    ],
    destinations: [
      { id: 'new-york', name: 'New York', country: 'United States' },
      { id: 'berlin', name: 'Berlin', country: 'Germany' },
      { id: 'seoul', name: 'Seoul', country: 'South Korea' },
      { id: 'london', name: 'London', country: 'United Kingdom' },
      { id: 'mexico-city', name: 'Mexico City', country: 'Mexico' },
      { id: 'barcelona', name: 'Barcelona', country: 'Spain' },
    ],
  },
  'luxury-connoisseur': {
    id: 'luxury-connoisseur',
    name: 'Luxury Connoisseur',
    meaning:
      'You believe a trip should feel special from the moment you leave home. Fine hotels, memorable tables and service that anticipates what you need are part of the destination for you. You would rather take fewer trips and do each one beautifully.',
    signature: { budget: 0.8, relaxation: 0.4 },
    defining: [
      { dimension: 'budget', direction: 'high' },
      { dimension: 'relaxation', direction: 'high' },
    ],
    destinations: [
      { id: 'dubai', name: 'Dubai', country: 'United Arab Emirates' },
      { id: 'monaco', name: 'Monaco', country: 'Monaco' },
      { id: 'paris', name: 'Paris', country: 'France' },
      { id: 'singapore', name: 'Singapore', country: 'Singapore' },
      { id: 'st-moritz', name: 'St. Moritz', country: 'Switzerland' },
    ],
  },
};

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
