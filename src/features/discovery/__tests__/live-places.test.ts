import { itemForPlace, searchArea, withLivePlaces, type DiscoverPlace, type DiscoveryTrip, type DiscoveryTripItem, type LiveCandidate } from '../lib/discover';

const trip: DiscoveryTrip = { id: 't1', title: 'Lisbon', destinations: ['Lisbon'], days: 2, geocode: { lat: 38.72, lng: -9.14 } };
const items: DiscoveryTripItem[] = [
  { id: 'i1', day: 1, order: 'a0', title: 'Jerónimos', place: { name: 'Mosteiro dos Jerónimos', geocode: { lat: 38.6979, lng: -9.2068 } } },
  { id: 'i2', day: 1, order: 'a1', title: 'Belém tower', place: { name: 'Torre de Belém', geocode: { lat: 38.6916, lng: -9.216 } } },
];
const curated: DiscoverPlace = {
  id: 'lisbon/pasteis-de-belem',
  name: 'Pastéis de Belém',
  kind: 'restaurant',
  category: 'food',
  description: 'Custard tarts since 1837.',
  geocode: { lat: 38.6975, lng: -9.2032 },
  source: 'Wikidata (CC0)',
  cityId: 'lisbon',
  timeZone: 'Europe/Lisbon',
  distanceKm: 0.3,
  nearestTo: 'Mosteiro dos Jerónimos',
};
const live = (key: string, name: string, lat: number, lng: number, category: LiveCandidate['category'] = 'food'): LiveCandidate => ({
  key,
  name,
  address: 'Rua de Belém 1, Lisboa',
  geocode: { lat, lng },
  category,
  rating: 4.5,
  attribution: 'Google Maps',
  providerId: key.replace('google:', ''),
  hours: ['1 09:00-18:00'],
  fetchedAt: Date.UTC(2026, 10, 20),
});
const lisbon = { id: 'lisbon', timeZone: 'Europe/Lisbon' };

describe('Discovery with the live provider', () => {
  it('adds the live places near the trip, nearest first, credited, with the city’s time zone', () => {
    const merged = withLivePlaces([curated], [live('google:far', 'Far Tasca', 38.75, -9.1), live('google:near', 'Near Tasca', 38.6978, -9.2063)], 'restaurant', trip, items, lisbon);
    expect(merged.map((p) => p.id)).toEqual(['google:near', 'lisbon/pasteis-de-belem']);
    expect(merged[0]).toMatchObject({ source: 'Google Maps', live: true, kind: 'restaurant', category: 'food', timeZone: 'Europe/Lisbon', nearestTo: 'Mosteiro dos Jerónimos', description: 'Rated 4.5 · Rua de Belém 1, Lisboa' });
  });

  it('adds a Google place with its id, hours and fetch time, so it is refreshed in time, and none of Google’s words in its notes', () => {
    const [near] = withLivePlaces([], [live('google:near', 'Near Tasca', 38.6978, -9.2063)], 'restaurant', trip, items, lisbon);
    expect(near).toMatchObject({ providerId: 'near', hours: ['1 09:00-18:00'], fetchedAt: Date.UTC(2026, 10, 20) });
    const stored = itemForPlace(near!, 1, 'newItem02', 'a2', Date.UTC(2026, 10, 27));
    expect(stored.place).toEqual({
      name: 'Near Tasca',
      address: 'Rua de Belém 1, Lisboa',
      geocode: { lat: 38.6978, lng: -9.2063 },
      category: 'food',
      source: 'Google Maps',
      providerId: 'near',
      fetchedAt: Date.UTC(2026, 10, 20),
      hours: ['1 09:00-18:00'],
    });
    // The rating shown in the list ("Rated 4.5 · …") is Google's, not kept with the stop.
    expect(stored.notes).toBeNull();
    // A place Google gave without a time of its own is dated when it is added.
    expect(itemForPlace({ ...near!, fetchedAt: null }, 1, 'newItem03', 'a3', Date.UTC(2026, 10, 27)).place.fetchedAt).toBe(Date.UTC(2026, 10, 27));
  });

  it('leaves out what the curated lists or the trip already show, and places of the other kind', () => {
    const merged = withLivePlaces(
      [curated],
      [
        // The curated bakery under Google's spelling of its name, and the tower the trip already has (a few metres off).
        live('google:pasteis', 'Pasteis de Belem', 38.6975, -9.2033),
        live('google:tower', 'Belém Tower', 38.69161, -9.21601, 'sight'),
        live('google:museum', 'Museu de Marinha', 38.6974, -9.2094, 'museum'),
      ],
      'restaurant',
      trip,
      items,
      lisbon,
    );
    expect(merged.map((p) => p.id)).toEqual(['lisbon/pasteis-de-belem']);
    const sights = withLivePlaces([], [live('google:tower', 'Belém Tower', 38.69161, -9.21601, 'sight'), live('google:museum', 'Museu de Marinha', 38.6974, -9.2094, 'museum')], 'attraction', trip, items, lisbon);
    expect(sights.map((p) => p.id)).toEqual(['google:museum']);
  });

  it('looks around the middle of the trip’s places, a little beyond the farthest', () => {
    const area = searchArea(trip, items)!;
    expect(area.centre.lat).toBeCloseTo(38.69475, 4);
    expect(area.km).toBeGreaterThan(2.5);
    expect(area.km).toBeLessThan(3.5);
    // A trip without places: around its centre, city-wide.
    expect(searchArea(trip, [])).toEqual({ centre: trip.geocode, km: 12 });
  });
});
