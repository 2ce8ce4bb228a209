import { haversineKm } from '@/lib/places/geo';
import type { LatLng, Place } from '@/lib/places/types';
// The planner takes the quiz's profile as it is: this test proves the two fit.
import { personalityProfile } from '@/domain/quiz/personalities';
// The draft must stay a PlanItem without id and order (checked by the type checker below).
import type { PlanItem } from '@/domain/itineraries/types';
import { PACE_RULES } from '@/domain/days/pace';
import { DINNER, LUNCH, planTrip, type PlannerPersonality } from '../plan';
import { parseRequest, type TripRequest } from '../parse';
import { tripPlanJsonSchema, tripPlanSchema, type TripPlan } from '../schema';
import { buildPlacesData } from '@/lib/places/search';
import { fitsHours, weekdayOf } from '@/domain/places/hours';
import { realData } from './data';

const today = new Date(2026, 0, 15);
const { placesData, cityIndex } = realData();

function plan(text: string, personality?: PlannerPersonality | null): { request: TripRequest; plan: TripPlan } {
  const request = parseRequest(text, { today, cityIndex });
  return { request, plan: planTrip(request, { placesData, personality }) };
}

const minutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const isMeal = (title: string): boolean => /^(Lunch|Dinner)\b/.test(title);
const walkKm = (points: LatLng[]): number => points.slice(1).reduce((km, p, i) => km + haversineKm(points[i]!, p), 0);

/** The properties every plan must have. */
function checkPlan(request: TripRequest, result: TripPlan): void {
  expect(tripPlanSchema.safeParse(result).success).toBe(true);
  // The right number of days, numbered 1..n, dated when the trip is.
  expect(result.days.map((d) => d.day)).toEqual(Array.from({ length: request.days }, (_, i) => i + 1));
  if (request.period) expect(result.days.at(-1)?.date).toBe(request.period.end);

  const seen = new Set<string>();
  const centres = new Map(request.destinations.map((d) => [d.name, d.geocode]));
  for (const day of result.days) {
    expect(day.items.length).toBeGreaterThan(0);
    const pace = PACE_RULES[request.stated.pace ? request.pace : 'moderate'];
    let previousEnd = 0;
    for (const item of day.items) {
      expect(item.day).toBe(day.day);
      if (item.type === 'note') {
        // A long wait is said to be free time on purpose, with no place: never a stop that is not a place.
        expect(item.title).toBe('Free time');
        expect(item.place).toBeNull();
        expect(item.notes).toMatch(/Nothing is planned here on purpose/);
        expect(minutes(item.startTime!)).toBeGreaterThanOrEqual(previousEnd);
        expect(minutes(item.endTime!) - minutes(item.startTime!)).toBeGreaterThan(90);
        previousEnd = minutes(item.endTime!);
        continue;
      }
      // Every other item with coordinates.
      expect(item.place).not.toBeNull();
      expect(Number.isFinite(item.place!.geocode.lat) && Number.isFinite(item.place!.geocode.lng)).toBe(true);
      // Within 50 km of its destination unless the day is a day trip.
      if (!day.dayTrip) expect(haversineKm(item.place!.geocode, centres.get(day.destination!)!)).toBeLessThanOrEqual(50);
      else expect(haversineKm(item.place!.geocode, centres.get(day.destination!)!)).toBeLessThanOrEqual(130);
      // No place twice (suggestions and travel are not places).
      if (!item.place!.approximate && item.type !== 'transport' && !item.title.startsWith('Explore ')) {
        const key = `${item.place!.name}@${item.place!.geocode.lat},${item.place!.geocode.lng}`;
        expect(seen.has(key), `${key} twice`).toBe(false);
        seen.add(key);
      }
      // Suggestions say so; nothing approximate pretends to be a venue.
      if (item.place!.approximate && item.type !== 'transport') expect(item.title).toMatch(/a suggestion to fill$/);
      // Times in order, no overlaps.
      expect(item.startTime).not.toBeNull();
      expect(minutes(item.startTime!)).toBeGreaterThanOrEqual(previousEnd);
      expect(minutes(item.endTime!)).toBeGreaterThan(minutes(item.startTime!));
      previousEnd = minutes(item.endTime!);
      // The destination's time zone (null for a city we only know from GeoNames).
      const dest = request.destinations.find((d) => d.name === day.destination)!;
      expect(item.timeZone).toBe(dest.timeZone);
    }
    // Meals at meal times: one lunch 12:00-13:30, one dinner 19:30-20:30.
    const lunches = day.items.filter((i) => i.type === 'restaurant' && i.title.startsWith('Lunch'));
    const dinners = day.items.filter((i) => i.type === 'restaurant' && i.title.startsWith('Dinner'));
    expect(lunches).toHaveLength(1);
    expect(dinners).toHaveLength(1);
    expect(minutes(lunches[0]!.startTime!)).toBeGreaterThanOrEqual(LUNCH.earliest);
    expect(minutes(lunches[0]!.startTime!)).toBeLessThanOrEqual(LUNCH.latest);
    expect(minutes(dinners[0]!.startTime!)).toBeGreaterThanOrEqual(DINNER.at);
    expect(minutes(dinners[0]!.startTime!)).toBeLessThanOrEqual(DINNER.latest);
    if (!day.dayTrip) {
      // The day's walk, leg by leg, within its pace's bound (a dinner a ride away is not walked); visits within its count.
      const km = walkKm(day.items.filter((i) => i.place && !/: a short taxi or transit ride\.$/.test(i.notes ?? '')).map((i) => i.place!.geocode));
      expect(km, `day ${day.day} walks ${km.toFixed(1)} km`).toBeLessThanOrEqual(pace.walkKm);
      const visits = day.items.filter((i) => !isMeal(i.title) && i.type !== 'transport' && i.type !== 'note');
      expect(visits.length).toBeGreaterThanOrEqual(1);
      expect(visits.length).toBeLessThanOrEqual(pace.maxStops + 1);
    }
  }
  for (const idea of result.ideas) {
    expect(idea.day).toBeNull();
    const key = `${idea.place!.name}@${idea.place!.geocode.lat},${idea.place!.geocode.lng}`;
    expect(seen.has(key)).toBe(false);
  }
}

const REQUESTS: [text: string, days: number][] = [
  ['5 days in Lisbon in May with two kids, food and history, slow pace', 5],
  ['14 days in Lisbon', 14],
  ['A day in Paris', 1],
  ['21 days in Paris, packed', 21],
  ['3 days in Rome, moderate pace, art and architecture', 3],
  ['A week in Tokyo, nature and food, relaxed', 7],
  ['10 days in London with the kids', 10],
  ['Long weekend in Barcelona, nightlife and food', 3],
  ['4 days in Amsterdam, museums, fast pace', 4],
  ['9 days in New York and Chicago', 9],
  ['3 days in Gdansk', 3],
  ['6 days in Wrocław, packed', 6],
  ['2 days in Porto and 3 days in Lisbon', 5],
  ['Kraków June 3-8, slow', 6],
  ['12 days in Istanbul, history', 12],
  ['5 days in Reykjavik with a day trip to Thingvellir', 5],
  ['8 days in Kyoto and Osaka, packed', 8],
  ['1 day in Nice', 1],
  ['7 days in Lyon, food', 7],
  ['15 days in Madrid, luxury, slow', 15],
  ['solo backpacking trip to Bangkok for 10 days, cheap', 10],
  ['4 days in Cape Town, nature', 4],
  ['3 days in Marrakesh with a toddler', 3],
  ['20 days: Rome, Florence and Venice, packed', 20],
  ['from 12 to 15 March in Vienna', 4],
  ['2 weeks in Mexico City, slow', 14],
];

describe('planTrip: properties over many requests', () => {
  it.each(REQUESTS)('%s', (text, days) => {
    const { request, plan: result } = plan(text);
    expect(request.days).toBe(days);
    expect(request.destinations.length).toBeGreaterThan(0);
    checkPlan(request, result);
  });
});

describe('planTrip', () => {
  it('is deterministic: the same request gives the same plan', () => {
    for (const text of ['14 days in Lisbon', '3 days in Gdansk', '20 days: Rome, Florence and Venice, packed']) {
      const a = plan(text).plan;
      const b = plan(text).plan;
      expect(b).toEqual(a);
      expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    }
  });

  it('walks each day in an order near the shortest: nearest neighbour from the centre, then 2-opt', () => {
    const { plan: result } = plan('6 days in Paris');
    for (const day of result.days.filter((d) => !d.dayTrip)) {
      const visits = day.items.filter((i) => i.place && !isMeal(i.title) && !i.place.approximate).map((i) => i.place!.geocode);
      const walked = walkKm(visits);
      // No single swap of two visits makes the walk shorter by more than a few metres.
      for (let i = 0; i < visits.length; i += 1) {
        for (let j = i + 1; j < visits.length; j += 1) {
          const swapped = [...visits];
          [swapped[i], swapped[j]] = [swapped[j]!, swapped[i]!];
          expect(walkKm(swapped) + 0.5).toBeGreaterThan(walked * 0.8);
        }
      }
    }
  });

  it('gives a food lover more food places than a culture seeker', () => {
    const food = personalityProfile('food-explorer')!;
    const culture = personalityProfile('culture-seeker')!;
    let foodCount = 0;
    let cultureCount = 0;
    for (const text of ['4 days in Paris', '4 days in London', '3 days in Tokyo', '3 days in Lisbon']) {
      const count = (p: TripPlan, category: string) => p.days.flatMap((d) => d.items).filter((i) => i.place?.category === category && !i.place.approximate).length;
      const a = plan(text, food).plan;
      const b = plan(text, culture).plan;
      foodCount += count(a, 'food');
      cultureCount += count(b, 'food');
      expect(count(b, 'museum')).toBeGreaterThanOrEqual(count(a, 'museum'));
    }
    expect(foodCount).toBeGreaterThan(cultureCount);
  });

  it('takes pace and budget from the personality when the request does not say', () => {
    const slow = plan('4 days in Paris', personalityProfile('slow-traveller')).plan;
    const fast = plan('4 days in Paris', personalityProfile('urban-explorer')).plan;
    const perDay = (p: TripPlan) => p.days.filter((d) => !d.dayTrip).map((d) => d.items.filter((i) => !isMeal(i.title) && i.type !== 'note').length);
    const mean = (counts: number[]) => counts.reduce((a, b) => a + b, 0) / counts.length;
    // More visits a day on average and at the fullest; a fast day of long museums can be cut by its hours
    // to as few as a slow day of short ones (4 in Paris: the Louvre, the Invalides, Rodin, Montparnasse).
    expect(mean(perDay(slow))).toBeLessThan(mean(perDay(fast)));
    expect(Math.max(...perDay(slow))).toBeLessThan(Math.max(...perDay(fast)));
    expect(slow.assumptions).toContain('I used the slow pace of your travel personality.');
    // A stated pace wins over the personality.
    const stated = plan('4 days in Paris, packed', personalityProfile('slow-traveller')).plan;
    expect(stated.summary).toMatch(/^4 days in Paris, at a packed pace\b/);
  });

  it('fits more visits into a packed day than a slow one', () => {
    const count = (t: string) => {
      const p = plan(t).plan;
      const days = p.days.filter((d) => !d.dayTrip);
      return days.reduce((n, d) => n + d.items.filter((i) => i.place && !isMeal(i.title) && !i.place.approximate).length, 0) / days.length;
    };
    expect(count('3 days in London, packed')).toBeGreaterThan(count('3 days in London'));
    expect(count('3 days in London')).toBeGreaterThan(count('3 days in London, slow'));
  });

  it('with kids: at most one museum a day, and more parks', () => {
    const kids = plan('6 days in London with two kids').plan;
    const adults = plan('6 days in London').plan;
    const nature = (p: TripPlan) => p.days.flatMap((d) => d.items).filter((i) => i.place?.category === 'nature').length;
    for (const day of kids.days) expect(day.items.filter((i) => i.place?.category === 'museum').length).toBeLessThanOrEqual(1);
    expect(nature(kids)).toBeGreaterThan(nature(adults));
  });

  it('interests weigh the choice: museums and art give more museums than nature', () => {
    const museums = (t: string) => plan(t).plan.days.flatMap((d) => d.items).filter((i) => i.place?.category === 'museum').length;
    expect(museums('3 days in Amsterdam, museums and art')).toBeGreaterThan(museums('3 days in Amsterdam, nature and parks'));
  });

  it('takes day trips to real towns on stays of 4 days or more, one per 4 days', () => {
    const trips = (t: string) => plan(t).plan.days.filter((d) => d.dayTrip).map((d) => d.dayTrip!.name);
    expect(trips('3 days in Lisbon')).toEqual([]);
    expect(trips('4 days in Lisbon')).toHaveLength(1);
    expect(trips('8 days in Lisbon')).toHaveLength(2);
    expect(trips('14 days in Lisbon')).toHaveLength(3);
    // Towns with places in our data first: Sintra's palaces.
    const { plan: lisbon } = plan('8 days in Lisbon');
    const sintra = lisbon.days.find((d) => d.dayTrip?.name === 'Sintra')!;
    expect(sintra.items.map((i) => i.title)).toEqual(expect.arrayContaining(['Travel to Sintra', 'Back to Lisbon']));
    expect(sintra.items.some((i) => i.place?.category === 'daytrip' && !i.place.approximate && i.type === 'attraction')).toBe(true);
    const town = placesData.cityById.get('lisbon')!.dayTrips.find((t) => t.name === 'Sintra')!;
    expect(sintra.dayTrip!.geocode).toEqual(town.geocode);
    // Asked for by name, even on a short stay.
    expect(trips('3 days in Lisbon with a day trip to Cascais')).toEqual(['Cascais']);
  });

  it('plans a visit only when its place is open that day, and keeps the place\u2019s hours on the stop', () => {
    // Istanbul's sights with hours in our data (OpenStreetMap): the Grand Bazaar closes on Sundays,
    // Dolmabahçe on Mondays and Thursdays, the Blue Mosque between prayers.
    let withHours = 0;
    for (let first = 1; first <= 7; first += 1) {
      const { plan: result } = plan(`6 days in Istanbul, history, museums and shopping, from 2026-03-0${first}`);
      for (const day of result.days) {
        const weekday = weekdayOf(day.date!);
        for (const item of day.items) {
          if (!item.place?.hours || item.type === 'restaurant') continue;
          withHours += 1;
          const start = minutes(item.startTime!);
          expect(fitsHours(item.place.hours, weekday, start, minutes(item.endTime!) - start), `${item.title} on ${day.date}`).toBe(true);
        }
      }
    }
    expect(withHours).toBeGreaterThan(20);
    const undated = plan('3 days in Istanbul, history').plan.days.flatMap((d) => d.items);
    expect(undated.find((i) => i.title === 'Hagia Sophia')?.place?.hours).toContain('1 09:00-19:30');
  });

  it('says why a day out has no named lunch: the town\u2019s places to eat are above the budget, or there are none', () => {
    const lunchIn = (text: string, town: string) =>
      plan(text).plan.days.find((d) => d.dayTrip?.name === town)!.items.find((i) => i.title.startsWith('Lunch'))!;
    // Sintra's restaurants in our data both have a MICHELIN star (price 4 of 4): not a mid-budget lunch.
    expect(lunchIn('4 days in Lisbon', 'Sintra').notes).toBe("Our guide's places to eat in Sintra are above this trip's budget. Pick one in town.");
    // Within a luxury budget, they are too far from the palaces for lunch: the picker says so.
    expect(lunchIn('4 days in Lisbon, luxury', 'Sintra').notes).toMatch(/^Our guide knows no place to eat within a \d+-minute walk of here\./);
    expect(lunchIn('5 days in Rome', 'Tivoli').notes).toBe('Our guide lists no places to eat in Tivoli. Pick one in town.');
  });

  it('gives a city without curated places honest suggestions at its real coordinates', () => {
    const { request, plan: result } = plan('4 days in Gdansk');
    const centre = request.destinations[0]!.geocode;
    expect(result.warnings[0]).toMatch(/no curated places for Gdańsk/);
    for (const item of result.days.flatMap((d) => d.items)) {
      expect(item.place!.approximate).toBe(true);
      expect(item.place!.geocode).toEqual(centre);
      expect(item.place!.source).toBe('GeoNames (CC BY 4.0)');
      expect(item.title).toMatch(/ — a suggestion to fill$/);
      expect(item.place!.name).toMatch(/^Gdańsk/);
    }
    expect(result.days[0]!.items[0]!.title).toBe('Morning: explore the old town — a suggestion to fill');
    expect(result.ideas).toEqual([]);
  });

  it('splits the days over destinations in order, at least one each', () => {
    const split = (t: string) => {
      const p = plan(t).plan;
      return p.destinations.map((name) => p.days.filter((d) => d.destination === name).length);
    };
    expect(split('7 days in Paris and Rome')).toEqual([4, 3]);
    expect(split('2 days in Porto and 3 days in Lisbon')).toEqual([2, 3]);
    expect(split('3 days: Rome, Florence and Venice')).toEqual([1, 1, 1]);
    const { plan: trip } = plan('7 days in Paris and Rome');
    expect(trip.days.map((d) => d.destination)).toEqual(['Paris', 'Paris', 'Paris', 'Paris', 'Rome', 'Rome', 'Rome']);
    expect(trip.days[4]!.items[0]!.title).toBe('Travel to Rome');
    expect(trip.title).toBe('Paris and Rome in 7 days');
  });

  it('fills a long stay in a small city with suggestions, never a place twice', () => {
    const { plan: result } = plan('21 days in Kraków');
    expect(result.warnings.some((w) => /fewer curated places/.test(w))).toBe(true);
    expect(result.days).toHaveLength(21);
  });

  it('says what it assumed', () => {
    const { plan: result } = plan('Lisbon');
    expect(result.assumptions).toEqual(
      expect.arrayContaining(['I assumed 3 days.', 'I assumed a moderate pace.', 'I assumed a mid-range budget.', 'I planned for two adults.']),
    );
    expect(result.title).toBe('3 days in Lisbon');
    // What was assumed is listed as assumed, not written into the description as if asked.
    expect(result.summary).toMatch(/^3 days in Lisbon\. \d+ places\.$/);
    const asked = plan('A slow week in Lisbon for the two of us, on a budget').plan;
    expect(asked.summary).toMatch(/^7 days in Lisbon for two, at a slow pace\. \d+ places, a day trip to \w+\. Low budget\.$/);
  });

  it('without a destination gives empty days and asks where to', () => {
    const { plan: result } = plan('5 days somewhere sunny');
    expect(result.days).toHaveLength(5);
    expect(result.days.every((d) => d.items.length === 0)).toBe(true);
    expect(result.warnings[0]).toMatch(/Which city/);
  });

  it('drafts are PlanItems without id and order, in the shared schema', () => {
    const { plan: result } = plan('2 days in Lisbon');
    const item = result.days[0]!.items[0]!;
    const planItem: PlanItem = { ...item, id: 'x', order: 'a0' };
    expect(planItem.place?.source).toMatch(/Wikidata|OpenStreetMap/);
    expect(tripPlanSchema.safeParse({ ...result, days: [{ ...result.days[0], items: [{ ...item, startTime: '25:00' }] }] }).success).toBe(false);
    const schema = tripPlanJsonSchema();
    expect(schema).toMatchObject({ type: 'object', required: expect.arrayContaining(['title', 'days', 'ideas', 'assumptions', 'warnings']) });
  });
});

describe('planTrip: a meal it cannot name says why', () => {
  const mealNotes = (result: TripPlan) =>
    result.days
      .flatMap((day) => day.items)
      .filter((item) => isMeal(item.title) && item.place?.approximate)
      // Dinner may be a longer walk than it usually is for lunch (it ends the day); lunch is looked for up to a 25-minute walk.
      .map((item) => (item.notes ?? '').replace(item.title.startsWith('Dinner') ? '30-minute' : '25-minute', 'N-minute'));

  it('where the guide knows no place to eat nearby (Cairo has few near its sights)', () => {
    const notes = mealNotes(plan('3 days in Cairo').plan);
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) expect(note).toMatch(/^Our guide knows no place to eat within a N-minute walk of here\. Pick one nearby/);
  });

  it('where the places to eat nearby are already in the plan', () => {
    const lisbon = placesData.cityById.get('lisbon')!;
    const [sight] = lisbon.places.filter((p) => p.category === 'sight');
    // Not a market: a market is only ever lunch.
    // A restaurant: not a market (only ever lunch), not a bakery (never a meal).
    const [food] = lisbon.places.filter((p) => p.visit === false && p.priceLevel !== undefined && p.priceLevel <= 3 && p.visitMinutes >= 30 && !/market|mercado/i.test(p.name));
    // Lisbon as six sights around one place to eat, all within a few hundred metres.
    const at = (i: number) => ({ lat: food!.geocode.lat + 0.001 * Math.cos(i), lng: food!.geocode.lng + 0.001 * Math.sin(i) });
    const sights = Array.from({ length: 6 }, (_, i) => ({ ...sight!, id: `lisbon/sight-${i}`, name: `Sight ${i}`, geocode: at(i) }));
    const small = buildPlacesData(
      placesData.cities.map((city) => (city.id === 'lisbon' ? { ...city, dayTrips: [], walks: [], places: [...sights, food!] } : city)),
    );
    const result = planTrip(parseRequest('2 days in Lisbon', { today, cityIndex }), { placesData: small });
    const items = result.days.flatMap((day) => day.items);
    expect(items.filter((item) => item.title.endsWith(food!.name))).toHaveLength(1);
    const notes = mealNotes(result);
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) expect(note).toMatch(/^The places to eat our guide knows within a N-minute walk of here are already in this plan\. Pick one nearby/);
  });
});

describe('planTrip: dinner a short ride away', () => {
  const lisbon = placesData.cityById.get('lisbon')!;
  const [sight] = lisbon.places.filter((p) => p.category === 'sight');
  const [food] = lisbon.places.filter((p) => p.visit === false && p.priceLevel !== undefined && p.priceLevel <= 3 && p.visitMinutes >= 30 && !/market|mercado/i.test(p.name));
  // Six sights together, and the one place to eat 3 km away (too far a walk, a short ride).
  const sights = Array.from({ length: 6 }, (_, i) => ({
    ...sight!,
    id: `lisbon/sight-${i}`,
    name: `Sight ${i}`,
    geocode: { lat: sight!.geocode.lat + 0.001 * Math.cos(i), lng: sight!.geocode.lng + 0.001 * Math.sin(i) },
  }));
  const far = { ...food!, geocode: { lat: sight!.geocode.lat + 0.027, lng: sight!.geocode.lng } };
  const data = (eat: typeof far) =>
    buildPlacesData(placesData.cities.map((city) => (city.id === 'lisbon' ? { ...city, dayTrips: [], walks: [], places: [...sights, eat] } : city)));

  it('names a dinner a short ride from the last stop, and says it is a ride; lunch stays on foot', () => {
    const result = planTrip(parseRequest('1 day in Lisbon', { today, cityIndex }), { placesData: data(far) });
    const items = result.days[0]!.items;
    const dinner = items.find((i) => i.title.startsWith('Dinner'))!;
    expect(dinner.title).toBe(`Dinner at ${food!.name}`);
    expect(dinner.notes).toMatch(/ 3\.\d km from Sight \d: a short taxi or transit ride\.$/);
    expect(items.find((i) => i.title.startsWith('Lunch'))!.place!.approximate).toBe(true);
  });

  it('never as far as a real journey: beyond 5 km, dinner is left to fill, saying why', () => {
    const tooFar = { ...far, geocode: { lat: sight!.geocode.lat + 0.06, lng: sight!.geocode.lng } };
    const dinner = planTrip(parseRequest('1 day in Lisbon', { today, cityIndex }), { placesData: data(tooFar) }).days[0]!.items.find((i) =>
      i.title.startsWith('Dinner'),
    )!;
    expect(dinner.place!.approximate).toBe(true);
    expect(dinner.notes).toMatch(/^Our guide knows no place to eat within a 30-minute walk of here\./);
  });
});

describe('planTrip: places to eat from the guide', () => {
  const lisbon = placesData.cityById.get('lisbon')!;
  const [sight] = lisbon.places.filter((p) => p.category === 'sight');
  const around = (i: number, r = 0.001) => ({ lat: sight!.geocode.lat + r * Math.cos(i), lng: sight!.geocode.lng + r * Math.sin(i) });
  const sights = Array.from({ length: 6 }, (_, i) => ({ ...sight!, id: `lisbon/sight-${i}`, name: `Sight ${i}`, geocode: around(i) }));
  const restaurant = (id: string, fields: Partial<Place>, i: number): Place => ({
    id: `lisbon/${id}`,
    name: id,
    category: 'food',
    cityId: 'lisbon',
    geocode: around(i, 0.002),
    description: 'Portuguese cooking, a good lunch nearby.',
    visitMinutes: 75,
    source: 'MICHELIN Guide',
    visit: false,
    ...fields,
  });
  const withPlaces = (places: Place[]) =>
    buildPlacesData(placesData.cities.map((city) => (city.id === 'lisbon' ? { ...city, dayTrips: [], walks: [], places: [...sights, ...places] } : city)));
  const items = (text: string, places: Place[]) => planTrip(parseRequest(text, { today, cityIndex }), { placesData: withPlaces(places) }).days.flatMap((day) => day.items);

  it('plans a restaurant as a meal, never as a visit of its own', () => {
    const planned = items('2 days in Lisbon for food lovers', [restaurant('tasca', {}, 1), restaurant('cervejaria', {}, 4)]);
    const atRestaurants = planned.filter((item) => item.place?.name === 'tasca' || item.place?.name === 'cervejaria');
    expect(atRestaurants.length).toBe(2);
    for (const item of atRestaurants) expect(item.title).toMatch(/^(Lunch|Dinner) at /);
  });

  it('leaves dear places out of a low budget', () => {
    const planned = items('2 days in Lisbon on a budget', [restaurant('dear', { priceLevel: 4 }, 1), restaurant('simple', { priceLevel: 1 }, 4)]);
    expect(planned.some((item) => item.place?.name === 'dear')).toBe(false);
    expect(planned.some((item) => item.title.endsWith('at simple'))).toBe(true);
  });

  it('does not plan a meal where the place is closed at that time, and says so when nothing else is near', () => {
    // Open for lunch only, every day: never dinner. The trip is dated (a Monday and a Tuesday).
    const lunchOnly = restaurant('lunch-place', { hours: [{ days: [0, 1, 2, 3, 4, 5, 6], open: '11:30', close: '15:00' }] }, 1);
    const planned = items('2 days in Lisbon from 1 June 2026 to 2 June 2026', [lunchOnly]);
    const atIt = planned.filter((item) => item.place?.name === 'lunch-place');
    expect(atIt.length).toBe(1);
    expect(atIt[0]!.title).toBe('Lunch at lunch-place');
    const dinners = planned.filter((item) => item.title.startsWith('Dinner') && item.place?.approximate);
    expect(dinners.length).toBeGreaterThan(0);
    for (const dinner of dinners) expect(dinner.notes).toMatch(/are closed at dinner time/);
  });

  it('reads the weekday of each day from the trip’s dates', () => {
    // Closed on Mondays: 1 June 2026 is one, so the first day's meals go elsewhere.
    const notMonday = restaurant('not-monday', { hours: [{ days: [0, 2, 3, 4, 5, 6], open: '11:00', close: '23:00' }] }, 1);
    const result = planTrip(parseRequest('2 days in Lisbon from 1 June 2026 to 2 June 2026', { today, cityIndex }), { placesData: withPlaces([notMonday]) });
    expect(result.days[0]!.items.some((item) => item.place?.name === 'not-monday')).toBe(false);
    expect(result.days[1]!.items.some((item) => item.place?.name === 'not-monday')).toBe(true);
  });
});

describe('planTrip: lunch on a day out', () => {
  it('takes one of the town’s restaurants when the guide lists one, and never makes it a visit', () => {
    const { plan: result } = plan('6 days in Kyoto in April, temples and food, slow pace');
    const nara = result.days.find((day) => day.dayTrip?.name === 'Nara')!;
    expect(nara).toBeDefined();
    const restaurants = new Set(placesData.cities.find((city) => city.id === 'kyoto')!.places.filter((p) => p.id.startsWith('nara/') && p.visit === false).map((p) => p.name));
    const lunch = nara.items.find((item) => item.title.startsWith('Lunch'))!;
    expect(lunch.title).toMatch(/^Lunch at /);
    expect(restaurants.has(lunch.place!.name)).toBe(true);
    const visits = nara.items.filter((item) => item.type !== 'note' && !/^(Lunch|Dinner|Travel|Back)\b/.test(item.title));
    for (const visit of visits) expect(restaurants.has(visit.place!.name)).toBe(false);
  });
});

describe('planTrip: markets without known hours', () => {
  it('plans a market for lunch and a night market for dinner, never the other way round', () => {
    const meals = (text: string) => plan(text).plan.days.flatMap((day) => day.items).filter((item) => isMeal(item.title) && !item.place?.approximate);
    for (const text of ['3 days in London, slow', '3 days in London, food', '3 days in Taipei, food', '4 days in Barcelona, architecture and food', '3 days in Kyoto with kids']) {
      for (const meal of meals(text)) {
        const name = meal.place!.name;
        if (/night market|夜市/i.test(name)) expect(meal.title, `${text}: ${meal.title}`).toMatch(/^Dinner/);
        else if (/\b(market|mercado|mercat|markt)\b/i.test(name)) expect(meal.title, `${text}: ${meal.title}`).toMatch(/^Lunch/);
      }
    }
    // Both kinds are planned somewhere in these trips.
    const all = ['3 days in London, food', '3 days in Taipei, food'].flatMap((text) => meals(text).map((meal) => meal.title));
    expect(all.some((title) => /^Lunch at .*Market/.test(title))).toBe(true);
    expect(all.some((title) => /^Dinner at .*Night Market/.test(title))).toBe(true);
  });
});
