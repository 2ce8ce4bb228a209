import { buildCitySearchIndex, buildPlacesData, getCity, placesInCity, searchCities, searchPlaces } from '@/lib/places/search';
import type { CuratedCityFile, CuratedCitySummary, GeoNamesRow, Place } from '@/lib/places/types';

const summary = (id: string, name: string, country: string, lat: number, lng: number, aliases: string[] = []): CuratedCitySummary => ({
  id,
  name,
  country,
  geocode: { lat, lng },
  timeZone: 'Europe/Lisbon',
  aliases,
  dayTrips: [],
  placeCount: 0,
});

const curated = [
  summary('lisbon', 'Lisbon', 'PT', 38.7223, -9.1393, ['Lisboa']),
  summary('porto', 'Porto', 'PT', 41.1579, -8.6291),
];
const rows: GeoNamesRow[] = [
  ['São Paulo', 'BR', -23.5475, -46.6361, 10021295, 3448439],
  ['Lisbon', 'PT', 38.7167, -9.1333, 517802, 2267057],
  ['Lisburn', 'GB', 54.5167, -6.0333, 71465, 2644411],
  ['Lisichansk', 'UA', 48.9167, 38.4333, 100000, 702972],
  ['Porto Alegre', 'BR', -30.0328, -51.2302, 1372741, 3452925],
  ['Porto', 'PT', 41.1496, -8.611, 249633, 2735943],
  ['Porto Velho', 'BR', -8.7619, -63.9039, 314000, 3662762],
  ['Paulo Afonso', 'BR', -9.4061, -38.2144, 86000, 3454818],
  ['Lisbon', 'US', 44.0, -70.0, 60000, 9999999],
];
const index = buildCitySearchIndex(curated, rows);

describe('buildCitySearchIndex', () => {
  it('merges a GeoNames city into the curated one with the same name nearby', () => {
    const lisbons = index.cities.filter((c) => c.name === 'Lisbon');
    expect(lisbons.map((c) => [c.id, c.country])).toEqual([
      ['lisbon', 'PT'],
      ['gn-9999999', 'US'],
    ]);
    expect(getCity(index, 'lisbon')).toMatchObject({ curated: true, population: 517802, geonameId: 2267057 });
    expect(getCity(index, 'gn-2267057')).toBeUndefined();
    expect(getCity(index, 'gn-3448439')).toMatchObject({ name: 'São Paulo', curated: false, timeZone: null });
  });
});

describe('searchCities', () => {
  it('puts curated cities first, then larger populations', () => {
    expect(searchCities(index, 'lis').map((c) => c.id)).toEqual(['lisbon', 'gn-702972', 'gn-2644411', 'gn-9999999']);
    expect(searchCities(index, 'porto').map((c) => c.id)).toEqual(['porto', 'gn-3452925', 'gn-3662762']);
  });

  it('ignores diacritics, case and punctuation', () => {
    expect(searchCities(index, 'sao paulo')[0]?.name).toBe('São Paulo');
    expect(searchCities(index, 'SÃO-PAULO')[0]?.name).toBe('São Paulo');
  });

  it('matches the start of any word, not the middle of one', () => {
    expect(searchCities(index, 'paulo').map((c) => c.name)).toEqual(['São Paulo', 'Paulo Afonso']);
    expect(searchCities(index, 'alegre').map((c) => c.name)).toEqual(['Porto Alegre']);
    expect(searchCities(index, 'aulo')).toEqual([]);
  });

  it('ranks an exact name above bigger partial matches within the same group', () => {
    const small = buildCitySearchIndex([], [
      ['Yorkton', 'CA', 51.2, -102.5, 900000, 1],
      ['York', 'GB', 53.96, -1.08, 150000, 2],
      ['New York City', 'US', 40.71, -74.0, 8000000, 3],
    ]);
    expect(searchCities(small, 'york').map((c) => c.id)).toEqual(['gn-2', 'gn-3', 'gn-1']);
  });

  it('finds curated cities by alias', () => {
    expect(searchCities(index, 'lisboa').map((c) => c.id)).toEqual(['lisbon']);
  });

  it('respects the limit and returns nothing for an empty query', () => {
    expect(searchCities(index, 'p', 2)).toHaveLength(2);
    expect(searchCities(index, '   ')).toEqual([]);
    expect(searchCities(index, 'lis', 0)).toEqual([]);
  });
});

const place = (id: string, name: string, category: Place['category'], lat: number, lng: number): Place => ({
  id: `testville/${id}`,
  name,
  category,
  cityId: 'testville',
  geocode: { lat, lng },
  description: 'A test place.',
  visitMinutes: 60,
  source: 'Wikidata (CC0)',
});
const testville: CuratedCityFile = {
  id: 'testville',
  name: 'Testville',
  country: 'PT',
  geocode: { lat: 0, lng: 0 },
  timeZone: 'Europe/Lisbon',
  aliases: [],
  dayTrips: [],
  places: [
    place('museu-arte', 'Museu de Arte Antiga', 'museum', 0.02, 0),
    place('mercado', 'Mercado Central', 'food', 0.01, 0),
    place('castelo', 'Castelo de São Jorge', 'sight', 0.03, 0),
    place('museum-quarter', 'Museum Quarter', 'neighbourhood', 0.05, 0),
    place('praca', 'Praça do Museu', 'sight', 0.04, 0),
  ],
};
const other: CuratedCityFile = { ...testville, id: 'elsewhere', places: [{ ...place('museu', 'Museu Elsewhere', 'museum', 1, 1), id: 'elsewhere/museu', cityId: 'elsewhere' }] };
const data = buildPlacesData([testville, other]);

describe('searchPlaces', () => {
  it('matches names ignoring diacritics', () => {
    expect(searchPlaces(data, 'sao jorge').map((p) => p.id)).toEqual(['testville/castelo']);
    expect(searchPlaces(data, 'praca').map((p) => p.id)).toEqual(['testville/praca']);
  });

  it('restricts to a city', () => {
    expect(searchPlaces(data, 'museu', { cityId: 'elsewhere' }).map((p) => p.id)).toEqual(['elsewhere/museu']);
    expect(searchPlaces(data, 'museu', { cityId: 'nowhere' })).toEqual([]);
  });

  it('ranks prefix matches above word matches above category matches', () => {
    const ids = searchPlaces(data, 'museu', { cityId: 'testville' }).map((p) => p.id);
    // "Museu de Arte Antiga" and "Museum Quarter" start with the query; "Praça do Museu" matches a word.
    expect(ids).toEqual(['testville/museu-arte', 'testville/museum-quarter', 'testville/praca']);
    expect(searchPlaces(data, 'market', { cityId: 'testville' }).map((p) => p.id)).toEqual(['testville/mercado']);
  });

  it('sorts equally good matches by distance when near is given', () => {
    const near = { lat: 0.05, lng: 0 };
    expect(searchPlaces(data, '', { cityId: 'testville', near }).map((p) => p.id)).toEqual([
      'testville/museum-quarter',
      'testville/praca',
      'testville/castelo',
      'testville/museu-arte',
      'testville/mercado',
    ]);
    expect(searchPlaces(data, 'museu', { near: { lat: 1, lng: 1 } }).map((p) => p.id)[0]).toBe('elsewhere/museu');
  });

  it('respects limit and category', () => {
    expect(searchPlaces(data, '', { cityId: 'testville', near: { lat: 0, lng: 0 }, limit: 2 })).toHaveLength(2);
    expect(searchPlaces(data, '', { cityId: 'testville', category: 'sight' }).map((p) => p.id)).toEqual([
      'testville/castelo',
      'testville/praca',
    ]);
    expect(searchPlaces(data, 'museu', { limit: 0 })).toEqual([]);
  });
});

describe('placesInCity', () => {
  it('lists a city, optionally by category', () => {
    expect(placesInCity(data, 'testville')).toHaveLength(5);
    expect(placesInCity(data, 'testville', 'food').map((p) => p.id)).toEqual(['testville/mercado']);
    expect(placesInCity(data, 'nowhere')).toEqual([]);
  });
});
