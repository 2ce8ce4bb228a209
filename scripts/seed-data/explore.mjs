// Explore's index for the demo data: the exploreItineraries entries the
// exploreIndex Cloud Function would write (functions/src/explore/explore-index.ts),
// written by the seed directly so Explore is filled the moment seeding ends,
// and, for the benchmark only, extra public itineraries.
//
// searchKeysOf is a copy of src/domain/explore/search-keys.ts (this script
// runs in plain Node); src/features/explore/__tests__/seed-explore.test.ts checks
// that both give the same keys.

const INTEREST_WORDS = {
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

const fold = (s) => s.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
const text = (v) => (typeof v === 'string' ? v : '');

export function destinationSlug(name) {
  return fold(name).replace(/['’`]/g, '').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
}

export function searchKeysOf(doc) {
  const destinations = Array.isArray(doc.destinations)
    ? [...new Set(doc.destinations.map((d) => destinationSlug(text(d))).filter((d) => d !== ''))].slice(0, 20)
    : [];
  const t = fold([text(doc.title), text(doc.description), text(doc.context)].join(' \n '));
  const interests = Object.keys(INTEREST_WORDS).filter((interest) => INTEREST_WORDS[interest].test(t));
  const keys = new Set();
  for (const d of destinations) keys.add(`d:${d}`);
  for (const i of interests) keys.add(`i:${i}`);
  for (const d of destinations) for (const i of interests) keys.add(`d:${d}|i:${i}`);
  return [...keys].sort().slice(0, 300);
}

function entryOf(data, cloneCount) {
  const description = text(data.description);
  return {
    title: text(data.title),
    description: description.length > 280 ? `${description.slice(0, 279)}…` : description,
    destinations: Array.isArray(data.destinations) ? data.destinations.slice(0, 20) : [],
    days: data.days,
    period: data.period ?? null,
    itineraryImageSrc: data.itineraryImageSrc ?? null,
    isPaidItinerary: data.isPaidItinerary === true,
    creatorId: data.creatorId,
    geocode: data.geocode ?? null,
    public: data.public === true,
    createdAt: data.createdAt ?? null,
    searchKeys: searchKeysOf(data),
    cloneCount,
  };
}

/** The exploreItineraries entries (and clone markers) for the seeded itineraries. */
export function exploreDocuments(documents) {
  const itineraries = documents.filter((d) => /^itineraries\/[^/]+$/.test(d.path));
  const clones = new Map();
  for (const { path, data } of itineraries) {
    if (data.clonedFrom) {
      const clone = { id: path.split('/')[1], clonerId: data.creatorId };
      clones.set(data.clonedFrom, [...(clones.get(data.clonedFrom) ?? []), clone]);
    }
  }
  // As the exploreIndex function counts: people, not copies (one marker per clone and per person).
  return itineraries.flatMap(({ path, data }) => {
    const id = path.split('/')[1];
    const copies = clones.get(id) ?? [];
    const firstByPerson = new Map();
    for (const clone of copies) if (!firstByPerson.has(clone.clonerId)) firstByPerson.set(clone.clonerId, clone.id);
    return [
      { path: `exploreItineraries/${id}`, data: entryOf(data, firstByPerson.size) },
      ...copies.map((clone) => ({
        path: `exploreItineraries/${id}/clones/${clone.id}`,
        data: { countedAt: data.createdAt, clonerId: clone.clonerId },
      })),
      ...[...firstByPerson].map(([clonerId, firstCloneId]) => ({
        path: `exploreItineraries/${id}/cloners/${clonerId}`,
        data: { firstCloneId, countedAt: data.createdAt },
      })),
    ];
  });
}

const BENCH_CITIES = [
  ['Lisbon', 38.7077, -9.1365], ['Porto', 41.1496, -8.611], ['Rome', 41.8933, 12.4829], ['Paris', 48.8534, 2.3488],
  ['Barcelona', 41.3888, 2.159], ['Kyoto', 35.0211, 135.7538], ['Tokyo', 35.6895, 139.6917], ['New York', 40.7143, -74.006],
  ['Berlin', 52.5244, 13.4105], ['Amsterdam', 52.374, 4.8897],
];
const BENCH_THEMES = [
  ['food and markets', 'Markets, street food and one long dinner a day.'],
  ['history on foot', 'Old town walks, castles and a museum every morning.'],
  ['art and architecture', 'Galleries, churches and the buildings everyone photographs.'],
  ['parks and views', 'Gardens, viewpoints and sunsets, at a slow pace.'],
  ['nightlife and live music', 'Late dinners, bars and a concert or two.'],
];

/**
 * `count` extra public itineraries (no plan items) with their Explore entries,
 * for the benchmark's "Explore with 200 public itineraries"; creators rotate
 * through the demo accounts. Deterministic.
 */
export function benchItineraries(count, creatorIds) {
  const documents = [];
  for (let i = 0; i < count; i += 1) {
    const [city, lat, lng] = BENCH_CITIES[i % BENCH_CITIES.length];
    const [theme, description] = BENCH_THEMES[i % BENCH_THEMES.length];
    const days = (i % 9) + 2;
    const createdAt = new Date(Date.UTC(2025, 0, 1) + i * 36 * 3_600_000);
    const data = {
      title: `${city}: ${theme} in ${days} days`,
      description,
      destinations: [city],
      period: null,
      days,
      context: '',
      public: true,
      creatorId: creatorIds[i % creatorIds.length],
      collaborators: { pending: [], accepted: [] },
      clonedFrom: null,
      agentId: null,
      isPaidItinerary: false,
      isManualCreated: true,
      isNotFirst: true,
      threadId: '',
      geocode: { lat, lng },
      itineraryImageSrc: null,
      createdAt,
      updatedAt: createdAt,
    };
    const id = `bench-explore-${String(i + 1).padStart(3, '0')}`;
    documents.push({ path: `itineraries/${id}`, data });
    documents.push({ path: `exploreItineraries/${id}`, data: entryOf(data, (i * 7) % 13) });
  }
  return documents;
}
