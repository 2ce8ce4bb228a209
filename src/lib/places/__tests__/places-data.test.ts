/**
 * Quality checks over the committed places data (src/data/places, src/data/cities).
 * They load the data through the same lazy loaders the app uses.
 */
import seedPlaces from '../../../../scripts/seed-data/places.json';
import { haversineKm } from '@/lib/places/geo';
import { curatedCityIds, loadCitySearchIndex, loadCuratedIndex, loadGeoNamesCities, loadPlacesData } from '@/lib/places/load';
import { getCity, placesInCity, searchCities, searchPlaces } from '@/lib/places/search';
import { PLACE_CATEGORIES, PLACE_SOURCES, type PlacesData } from '@/lib/places/types';

const MAIN_CATEGORIES = ['sight', 'museum', 'food', 'neighbourhood'] as const;
const CITY_RADIUS_KM = 25;
const DAY_TRIP_RADIUS_KM = 120;
/** The most visited destinations get enough places for a 14-day plan of four a day. */
const TOP_CITIES = ['paris', 'london', 'rome', 'new-york', 'tokyo', 'barcelona', 'istanbul', 'amsterdam', 'madrid', 'lisbon'];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

let data: PlacesData;
beforeAll(async () => {
  data = await loadPlacesData();
});

const decimals = (n: number): number => (String(n).split('.')[1] ?? '').length;

describe('curated cities', () => {
  it('covers at least 60 destinations, one file each, listed in the index', async () => {
    expect(data.cities.length).toBeGreaterThanOrEqual(60);
    const index = await loadCuratedIndex();
    expect(index.cities.map((c) => c.id)).toEqual(curatedCityIds());
    for (const summary of index.cities) {
      const city = data.cityById.get(summary.id);
      expect(city, summary.id).toBeDefined();
      // The index lists a city's header and its number of places; walks stay in the city file.
      const { places, walks: _walks, ...header } = city!;
      expect({ ...header, placeCount: places.length }, `index entry of ${summary.id} is stale: run node scripts/build-cities.mjs --index-only`).toEqual(summary);
    }
  });

  it('has walks made of its own places, each leg a short walk', () => {
    const walks = data.cities.flatMap((city) => (city.walks ?? []).map((walk) => ({ city, walk })));
    expect(walks.length).toBeGreaterThan(0);
    for (const { city, walk } of walks) {
      expect(walk.name.trim(), city.id).not.toBe('');
      expect(walk.places.length, walk.name).toBeGreaterThanOrEqual(2);
      expect(new Set(walk.places).size, walk.name).toBe(walk.places.length);
      const places = walk.places.map((id) => city.places.find((place) => place.id === id));
      expect(places.every((place) => place !== undefined && place.category !== 'daytrip'), walk.name).toBe(true);
      for (let i = 1; i < places.length; i += 1) {
        expect(haversineKm(places[i - 1]!.geocode, places[i]!.geocode), `${walk.name}: leg ${i}`).toBeLessThanOrEqual(2.5);
      }
    }
  });

  it('has valid ids, countries, time zones and centres', () => {
    const regions = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const city of data.cities) {
      expect(city.id).toMatch(SLUG);
      expect(city.country).toMatch(/^[A-Z]{2}$/);
      expect(regions.of(city.country), city.id).not.toBe(city.country);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: city.timeZone }), city.id).not.toThrow();
      expect(Math.abs(city.geocode.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(city.geocode.lng)).toBeLessThanOrEqual(180);
      expect(city.name.trim()).toBe(city.name);
    }
  });

  it('has 2 to 5 real day trips within 120 km', () => {
    for (const city of data.cities) {
      expect(city.dayTrips.length, city.id).toBeGreaterThanOrEqual(2);
      expect(city.dayTrips.length, city.id).toBeLessThanOrEqual(5);
      expect(new Set(city.dayTrips.map((t) => t.id)).size, city.id).toBe(city.dayTrips.length);
      for (const trip of city.dayTrips) {
        expect(trip.id).toMatch(SLUG);
        expect(trip.id).not.toBe(city.id);
        expect(PLACE_SOURCES).toContain(trip.source);
        expect(trip.description, trip.id).toMatch(/^\S.{10,200}\.$/);
        expect(haversineKm(city.geocode, trip.geocode), `${city.id} -> ${trip.id}`).toBeLessThanOrEqual(DAY_TRIP_RADIUS_KM);
      }
    }
  });

  it('gives every city at least 10 places in at least 3 of the main categories', () => {
    for (const city of data.cities) {
      expect(city.places.length, city.id).toBeGreaterThanOrEqual(10);
      const main = new Set(city.places.map((p) => p.category).filter((c) => (MAIN_CATEGORIES as readonly string[]).includes(c)));
      expect(main.size, `${city.id} categories`).toBeGreaterThanOrEqual(3);
      expect(placesInCity(data, city.id, 'neighbourhood').length + placesInCity(data, city.id, 'food').length, city.id).toBeGreaterThan(0);
    }
  });

  it('gives the top destinations enough distinct places for a 14-day plan', () => {
    for (const id of TOP_CITIES) {
      expect(placesInCity(data, id).length, id).toBeGreaterThanOrEqual(40);
    }
    // Four a day for fourteen days without repeating a place.
    expect(new Set(placesInCity(data, 'paris').map((p) => p.id)).size).toBeGreaterThanOrEqual(14 * 4);
  });
});

describe('curated places', () => {
  it('are well formed', () => {
    for (const p of data.places) {
      const [prefix, slug, ...rest] = p.id.split('/');
      expect(rest, p.id).toEqual([]);
      expect(prefix, p.id).toMatch(SLUG);
      expect(slug, p.id).toMatch(SLUG);
      expect(PLACE_CATEGORIES, p.id).toContain(p.category);
      expect(PLACE_SOURCES, p.id).toContain(p.source);
      expect(p.name.trim(), p.id).toBe(p.name);
      expect(p.name.length, p.id).toBeGreaterThan(1);
      // One sentence in our own words.
      expect(p.description, p.id).toMatch(/^\S.{16,200}[.!]$/);
      expect(p.description.split(' ').length, p.id).toBeGreaterThanOrEqual(3);
      expect(p.description.slice(0, -1), p.id).not.toMatch(/[.!?]\s/);
      expect(Number.isInteger(p.visitMinutes) && p.visitMinutes >= 10 && p.visitMinutes <= 600, p.id).toBe(true);
      expect(decimals(p.geocode.lat), p.id).toBeLessThanOrEqual(5);
      expect(decimals(p.geocode.lng), p.id).toBeLessThanOrEqual(5);
    }
  });

  it('belong to their city: id prefix, and within 25 km of the centre (day trips within 120 km of it)', () => {
    for (const city of data.cities) {
      const tripIds = new Set(city.dayTrips.map((t) => t.id));
      for (const p of city.places) {
        expect(p.cityId, p.id).toBe(city.id);
        const prefix = p.id.split('/')[0] ?? '';
        const km = haversineKm(city.geocode, p.geocode);
        if (p.category === 'daytrip') {
          expect(tripIds.has(prefix), `${p.id} names one of ${city.id}'s day trips`).toBe(true);
          expect(km, p.id).toBeLessThanOrEqual(DAY_TRIP_RADIUS_KM);
        } else {
          expect(prefix, p.id).toBe(city.id);
          expect(km, `${p.id} is ${km.toFixed(1)} km from ${city.id}`).toBeLessThanOrEqual(CITY_RADIUS_KM);
        }
      }
    }
  });

  it('have no duplicate ids and no duplicate coordinates', () => {
    const ids = new Set<string>();
    const coords = new Map<string, string>();
    for (const p of data.places) {
      expect(ids.has(p.id), `duplicate id ${p.id}`).toBe(false);
      ids.add(p.id);
      const key = `${p.geocode.lat},${p.geocode.lng}`;
      expect(coords.get(key), `${p.id} has the coordinates of ${coords.get(key) ?? ''}`).toBeUndefined();
      coords.set(key, p.id);
    }
  });

  it('reuse the demo seed places with the same ids and coordinates', () => {
    const seed: Record<string, { geocode: { lat: number; lng: number } }> = seedPlaces;
    let reused = 0;
    for (const [id, s] of Object.entries(seed)) {
      const p = data.placeById.get(id);
      if (!p) continue;
      reused++;
      expect(p.geocode, id).toEqual(s.geocode);
    }
    expect(reused).toBeGreaterThanOrEqual(100);
  });
});

describe('GeoNames cities', () => {
  it('holds the compact rows of cities of 50,000 people or more', async () => {
    const rows = await loadGeoNamesCities();
    expect(rows.length).toBeGreaterThan(8000);
    for (const [name, country, lat, lng, population, geonameId] of rows) {
      expect(name.length).toBeGreaterThan(0);
      expect(country).toMatch(/^[A-Z]{2}$/);
      expect(Math.abs(lat) <= 90 && Math.abs(lng) <= 180).toBe(true);
      expect(decimals(lat) <= 4 && decimals(lng) <= 4).toBe(true);
      expect(population).toBeGreaterThanOrEqual(50_000);
      expect(Number.isInteger(geonameId)).toBe(true);
    }
    // Sorted by population, largest first.
    expect(rows.every((r, i) => i === 0 || (rows[i - 1]?.[4] ?? Infinity) >= r[4])).toBe(true);
  });
});

describe('search over the real data', () => {
  it('finds Lisbon first for "lis" and São Paulo without its accent', async () => {
    const index = await loadCitySearchIndex();
    expect(searchCities(index, 'lis')[0]?.id).toBe('lisbon');
    const saoPaulo = searchCities(index, 'sao paulo');
    expect(saoPaulo[0]).toMatchObject({ name: 'São Paulo', country: 'BR', curated: false });
    expect(searchCities(index, 'new york')[0]?.id).toBe('new-york');
    expect(searchCities(index, 'münchen')[0]?.id).toBe('munich');
    expect(searchCities(index, 'krakow')[0]?.id).toBe('krakow');
  });

  it('merges every curated city with its GeoNames entry, never listing it twice', async () => {
    const index = await loadCitySearchIndex();
    // A curated city with no GeoNames match needs an alias spelled as GeoNames spells it.
    expect(index.cities.filter((c) => c.curated && c.geonameId === null).map((c) => c.id)).toEqual([]);
    for (const city of data.cities) {
      const same = searchCities(index, city.name, 50).filter(
        (c) => c.country === city.country && haversineKm(c.geocode, city.geocode) < 10 && c.name === city.name,
      );
      expect(same.map((c) => c.id), city.id).toEqual([city.id]);
      expect(getCity(index, city.id)?.curated).toBe(true);
    }
  });

  it('searches places by name, city and distance', () => {
    expect(searchPlaces(data, 'sacre coeur', { cityId: 'paris' })[0]?.id).toBe('paris/sacre-coeur');
    expect(searchPlaces(data, 'jeronimos')[0]?.id).toBe('lisbon/jeronimos');
    const eiffel = data.placeById.get('paris/eiffel');
    expect(eiffel).toBeDefined();
    const near = searchPlaces(data, '', { cityId: 'paris', near: eiffel!.geocode, limit: 5 });
    expect(near[0]?.id).toBe('paris/eiffel');
    const km = near.map((p) => haversineKm(eiffel!.geocode, p.geocode));
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(searchPlaces(data, 'museum', { cityId: 'london', limit: 50 }).every((p) => p.cityId === 'london')).toBe(true);
  });
});

describe('lazy loading', () => {
  it('never imports JSON statically from the places library', () => {
    const sources = import.meta.glob<string>('../*.ts', { query: '?raw', import: 'default', eager: true });
    expect(Object.keys(sources).length).toBeGreaterThanOrEqual(5);
    for (const [file, source] of Object.entries(sources)) {
      expect(source, file).not.toMatch(/^\s*import\s[^;]*from\s+['"][^'"]+\.json['"]/m);
      expect(source, file).not.toMatch(/import\.meta\.glob\([^)]*eager:\s*true/);
    }
  });
});
