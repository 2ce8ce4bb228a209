/** The travel interests the app knows: read from a request by the planner, from a trip's text by Explore. */
export const INTERESTS = [
  'food',
  'history',
  'art',
  'museums',
  'nature',
  'nightlife',
  'shopping',
  'architecture',
  'views',
  'culture',
  'relaxation',
  'adventure',
] as const;
export type Interest = (typeof INTERESTS)[number];
