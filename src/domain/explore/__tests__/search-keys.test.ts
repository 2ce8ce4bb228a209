import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../../../scripts/seed-data/build.mjs';
import * as seedExplore from '../../../../scripts/seed-data/explore.mjs';
import { daysFor, destinationSlug, interestsOf, searchKeyFor, searchKeysOf } from '../search-keys';

describe('search keys', () => {
  it('gives destination, interest and combined keys, sorted and unique', () => {
    const keys = searchKeysOf({
      title: 'Lisbon: food and fado',
      description: 'Markets and seafood.',
      context: '',
      destinations: ['Lisbon', 'Sintra', 'Lisbon'],
    });
    expect(keys).toContain('d:lisbon');
    expect(keys).toContain('d:sintra');
    expect(keys).toContain('i:food');
    expect(keys).toContain('i:nightlife');
    expect(keys).toContain('d:lisbon|i:shopping');
    expect(keys).toEqual([...new Set(keys)].sort());
    expect(keys.filter((k) => k === 'd:lisbon')).toHaveLength(1);
  });

  it('turns city names into the city id form', () => {
    expect(destinationSlug('São Paulo')).toBe('sao-paulo');
    expect(destinationSlug('New York')).toBe('new-york');
    expect(destinationSlug("  L'Aquila ")).toBe('laquila');
  });

  it('reads interests from words, not parts of words', () => {
    expect(interestsOf('A walk through the art museum')).toEqual(['art', 'museums']);
    expect(interestsOf('Martial arts? Smart start')).toEqual(['art']);
    expect(interestsOf('nothing here')).toEqual([]);
  });

  it('asks for one key, whichever filters are set', () => {
    expect(searchKeyFor('Lisbon', 'food')).toBe('d:lisbon|i:food');
    expect(searchKeyFor('Lisbon', null)).toBe('d:lisbon');
    expect(searchKeyFor(null, 'art')).toBe('i:art');
    expect(searchKeyFor('', null)).toBeNull();
  });

  it('maps lengths to at most 30 day counts', () => {
    expect(daysFor('short')).toEqual([1, 2, 3]);
    expect(daysFor('longer')).toHaveLength(30);
    expect(daysFor(null)).toBeNull();
  });

  it("gives the same keys as the seed script's copy for every seeded itinerary", () => {
    const itineraries = buildSeed().documents.filter((d) => /^itineraries\/[^/]+$/.test(d.path));
    expect(itineraries.length).toBeGreaterThan(5);
    for (const { data } of itineraries) expect(seedExplore.searchKeysOf(data)).toEqual(searchKeysOf(data));
    const extra = { title: 'Kyoto temples', description: 'Tea, bamboo forest, sunsets and jazz bars', context: 'slow, surf', destinations: ['Kyōto'] };
    expect(seedExplore.searchKeysOf(extra)).toEqual(searchKeysOf(extra));
  });

  it("indexes the seeded itineraries for Explore, counting the seeded clone on its source", () => {
    const seed = buildSeed();
    const entries = seedExplore.exploreDocuments(seed.documents);
    const kyoto = entries.find((e) => e.path === 'exploreItineraries/kyoto-temples-and-tea');
    expect(kyoto?.data).toMatchObject({ public: true, cloneCount: 1 });
    expect(entries.some((e) => e.path === 'exploreItineraries/kyoto-temples-and-tea/clones/kyoto-in-three-days')).toBe(true);
    const bench = seedExplore.benchItineraries(200, ['a1b2c3d4']);
    expect(bench.filter((d) => d.path.startsWith('itineraries/'))).toHaveLength(200);
  });
});
