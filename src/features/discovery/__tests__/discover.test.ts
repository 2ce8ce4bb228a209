import { describe, expect, it } from 'vitest';
import { buildPlacesData } from '@/lib/places/search';
import type { CuratedCityFile, Place } from '@/lib/places/types';
import {
  canEdit,
  citiesOfTrip,
  discoverPlaces,
  itemForPlace,
  lastOrderOfDay,
  relatedContext,
  relatedKeys,
  type DiscoveryTrip,
  type DiscoveryTripItem,
} from '../lib/discover';

const SOURCE = 'OpenStreetMap contributors (ODbL)' as const;
const place = (id: string, category: Place['category'], lat: number, lng: number): Place => ({
  id: `lisbon/${id}`,
  name: id.replace(/-/g, ' '),
  category,
  cityId: 'lisbon',
  geocode: { lat, lng },
  description: `About ${id}.`,
  visitMinutes: 60,
  source: SOURCE,
});

const lisbon: CuratedCityFile = {
  id: 'lisbon',
  name: 'Lisbon',
  country: 'PT',
  geocode: { lat: 38.7223, lng: -9.1393 },
  timeZone: 'Europe/Lisbon',
  aliases: ['Lisboa'],
  dayTrips: [],
  places: [
    place('torre-de-belem', 'sight', 38.6916, -9.216),
    place('jeronimos', 'sight', 38.6979, -9.2068),
    place('pasteis-de-belem', 'food', 38.6975, -9.2032),
    place('maat', 'museum', 38.6957, -9.194),
    place('time-out-market', 'food', 38.7069, -9.1459),
    place('alfama', 'neighbourhood', 38.7114, -9.1301),
    place('pena-palace', 'daytrip', 38.6976, -9.2066),
  ],
};
const data = buildPlacesData([lisbon]);

const trip: DiscoveryTrip = { id: 'trip1', title: 'Belém day', destinations: ['Lisbon'], days: 3, geocode: lisbon.geocode };
const item = (id: string, day: number | null, order: string, at?: { name: string; lat: number; lng: number }): DiscoveryTripItem => ({
  id,
  day,
  order,
  title: at?.name ?? id,
  place: at ? { name: at.name, geocode: { lat: at.lat, lng: at.lng } } : null,
});

describe('discoverPlaces', () => {
  it('suggests attractions and restaurants near the trip’s places, nearest first, leaving out what it has', () => {
    const items = [item('i1', 1, 'a0', { name: 'Torre de Belém', lat: 38.6916, lng: -9.216 }), item('i2', 2, 'a0')];
    const { attractions, restaurants } = discoverPlaces(trip, items, data);
    // The tower itself is in the plan (same spot); day trips and far places are not suggested.
    expect(attractions.map((p) => p.id)).toEqual(['lisbon/jeronimos', 'lisbon/maat']);
    expect(restaurants.map((p) => p.id)).toEqual(['lisbon/pasteis-de-belem']);
    expect(restaurants[0]).toMatchObject({ kind: 'restaurant', nearestTo: 'Torre de Belém', timeZone: 'Europe/Lisbon' });
    expect(restaurants[0]?.distanceKm).toBe(1.3);
  });

  it('uses the trip’s centre, further out, when it has no places yet', () => {
    const { attractions, restaurants } = discoverPlaces(trip, [], data);
    expect(attractions.map((p) => p.id)).toContain('lisbon/alfama');
    expect(restaurants.map((p) => p.id)).toEqual(['lisbon/time-out-market', 'lisbon/pasteis-de-belem']);
    expect(attractions[0]?.nearestTo).toBeNull();
  });
});

describe('citiesOfTrip and related itineraries', () => {
  it('finds curated cities by name, alias or distance', () => {
    expect(citiesOfTrip({ ...trip, destinations: ['Lisboa'], geocode: null }, [], [lisbon])).toEqual(['lisbon']);
    expect(citiesOfTrip({ ...trip, destinations: ['Somewhere'], geocode: { lat: 38.8, lng: -9.3 } }, [], [lisbon])).toEqual(['lisbon']);
    expect(citiesOfTrip({ ...trip, destinations: ['Oslo'], geocode: { lat: 59.9, lng: 10.7 } }, [], [lisbon])).toEqual([]);
  });

  it('searches related itineraries by destination and says what each shares', () => {
    expect(relatedKeys({ ...trip, destinations: ['Lisbon', 'Sintra'] }, ['lisbon'])).toEqual(['d:lisbon', 'd:sintra']);
    expect(relatedContext(trip, [{ id: 'x', destinations: ['Lisbon', 'Porto'] }])).toEqual([{ itineraryId: 'x', destinations: ['Lisbon'] }]);
  });
});

describe('adding a place', () => {
  it('makes one plan item of the stored shape, ordered after the day’s last item', () => {
    const items = [item('i1', 2, 'a0'), item('i2', 2, 'a3'), item('i3', 1, 'a9'), item('i4', null, 'b0')];
    expect(lastOrderOfDay(items, 2)).toBe('a3');
    expect(lastOrderOfDay(items, 3)).toBeNull();
    const [pasteis] = discoverPlaces(trip, [], data).restaurants.filter((p) => p.id === 'lisbon/pasteis-de-belem');
    if (!pasteis) throw new Error('no suggestion');
    const stored = itemForPlace(pasteis, 2, 'newItem01', 'a4');
    expect(stored).toEqual({
      id: 'newItem01',
      day: 2,
      order: 'a4',
      type: 'restaurant',
      title: 'pasteis de belem',
      place: { name: 'pasteis de belem', address: null, geocode: { lat: 38.6975, lng: -9.2032 }, category: 'food', source: SOURCE },
      startTime: null,
      endTime: null,
      timeZone: 'Europe/Lisbon',
      arrival: null,
      endTimeZone: null,
      nights: null,
      optionOf: null,
      notes: 'About pasteis-de-belem.',
      cost: null,
    });
  });

  it('lets only editors add', () => {
    const it1 = { creatorId: 'ana', collaborators: { accepted: ['marco'] }, agentId: 'nora' };
    expect(canEdit(it1, 'ana')).toBe(true);
    expect(canEdit(it1, 'marco')).toBe(true);
    expect(canEdit(it1, 'nora')).toBe(true);
    expect(canEdit(it1, 'sam')).toBe(false);
    expect(canEdit(it1, null)).toBe(false);
  });
});
