import { describe, expect, it } from 'vitest';
import { parseRequest } from '@/domain/assistant/planner/parse';
import { planTrip } from '@/domain/assistant/planner/plan';
import type { TripPlan } from '@/domain/assistant/planner/schema';
import type { LivePlace } from '@/domain/places/live';
import { assistantData } from '../data';
import type { LiveBatch, LiveSearch } from '../../places/places-function';
import { nameFillInsLive } from '../live-fill-ins';
import { nameMealsLive } from '../live-meals';
import { LIVE_PLACE_SOURCE } from '../live-places';

const TODAY = new Date(2026, 0, 15);
const GENERIC = /^(Lunch|Dinner)\b.*a suggestion to fill$/;

/** A plan in a city our guide knows no places to eat in, so its meals are left to fill. */
function cairoPlan(): TripPlan {
  const { placesData, cityIndex } = assistantData();
  return planTrip(parseRequest('3 days in Cairo with kids', { today: TODAY, cityIndex }), { placesData });
}

/** Where a search looks. */
const near = (request: LiveSearch) => request.near!;

const meals = (plan: TripPlan) => plan.days.flatMap((d) => d.items).filter((i) => /^(Lunch|Dinner)\b/.test(i.title));

function livePlace(name: string, at: { lat: number; lng: number }, rating: number | null, extra: Partial<LivePlace> = {}): LivePlace {
  return {
    id: `g-${name}`,
    name,
    address: `${name} street 1, Cairo`,
    geocode: { lat: at.lat + 0.001, lng: at.lng },
    primaryType: 'restaurant',
    rating,
    ratingCount: 120,
    priceLevel: 2,
    website: null,
    mapsUrl: null,
    hours: null,
    photos: [],
    fetchedAt: 1_795_000_000_000,
    ...extra,
  };
}

describe('naming generic meals from the live provider', () => {
  it('gives every generic meal the best-rated place near it, never the same place twice', async () => {
    const plan = cairoPlan();
    const generic = meals(plan).filter((m) => GENERIC.test(m.title));
    expect(generic.length).toBeGreaterThan(2);
    const asked: LiveSearch[][] = [];
    const lookup: LiveBatch = (requests) => {
      asked.push([...requests]);
      const points = requests.map(near);
      // One famous place near every point: only the first meal may take it; the others take their own best.
      return Promise.resolve({
        places: points.map((p, i) => [livePlace(`Soba ${i}`, p, 4.1), livePlace(`Kaiseki ${i}`, p, 4.7), livePlace('Famous Ramen', p, 4.9)]),
        stopped: null,
      });
    };
    const result = await nameMealsLive(plan, lookup);
    expect(asked).toHaveLength(1);
    expect(asked[0]![0]).toMatchObject({ op: 'nearby', kind: 'food', radiusM: 800 });
    const after = meals(result.plan);
    expect(after.filter((m) => GENERIC.test(m.title))).toHaveLength(0);
    expect(result.named).toBe(generic.length);
    const names = after.filter((m) => m.place?.source === LIVE_PLACE_SOURCE).map((m) => m.place!.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => n === 'Famous Ramen')).toHaveLength(1);
    const [first, second] = after.filter((m) => m.place?.source === LIVE_PLACE_SOURCE);
    expect(first!.title).toMatch(/^(Lunch|Dinner) at Famous Ramen$/);
    // The stop keeps Google's id and when Google gave the place, so the nightly refresh renews it within 30 days.
    expect(first!.place).toMatchObject({ category: 'food', approximate: false, providerId: 'g-Famous Ramen', fetchedAt: 1_795_000_000_000 });
    // Google's rating is not kept in the notes (Google's content is kept at most 30 days).
    expect(first!.notes).toBeNull();
    expect(second!.title).toMatch(/^(Lunch|Dinner) at Kaiseki \d+$/);
    // What was not a generic meal is untouched.
    expect(result.plan.days.map((d) => d.items.filter((i) => !/^(Lunch|Dinner)\b/.test(i.title)))).toEqual(
      plan.days.map((d) => d.items.filter((i) => !/^(Lunch|Dinner)\b/.test(i.title))),
    );
  });

  it('never takes a place the plan already visits, and says why a meal stays a suggestion', async () => {
    const plan = cairoPlan();
    const visited = plan.days.flatMap((d) => d.items).find((i) => i.place && !i.place.approximate)!.place!.name;
    const lookup: LiveBatch = (requests) => Promise.resolve({ places: requests.map((r) => [livePlace(visited, near(r), 5)]), stopped: null });
    const result = await nameMealsLive(plan, lookup);
    expect(result.named).toBe(0);
    const generic = meals(result.plan).filter((m) => GENERIC.test(m.title));
    expect(generic.length).toBeGreaterThan(0);
    for (const meal of generic) expect(meal.notes).toMatch(/^Google Maps lists no place to eat within 800 m of here/);
  });

  it('never puts a meal at a place closed at its time: the market open until 17:00 takes lunches, never dinners', async () => {
    const plan = cairoPlan();
    // Every day of the week 08:00-17:00, as Google gives a place's regular hours.
    const daytime = {
      periods: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ open: { day, hour: 8, minute: 0 }, close: { day, hour: 17, minute: 0 } })),
      weekdayText: [],
    };
    const lookup: LiveBatch = (requests) =>
      Promise.resolve({
        places: requests.map((r, i) => [livePlace(`Market ${i}`, near(r), 4.8, { hours: daytime }), livePlace(`Grill ${i}`, near(r), 4.0)]),
        stopped: null,
      });
    const named = meals((await nameMealsLive(plan, lookup)).plan).filter((m) => / at (Market|Grill) \d+$/.test(m.title));
    const dinners = named.filter((m) => m.title.startsWith('Dinner'));
    const lunches = named.filter((m) => m.title.startsWith('Lunch'));
    expect(dinners.length).toBeGreaterThan(0);
    expect(lunches.length).toBeGreaterThan(0);
    // The better-rated market takes the lunches; at dinner time it is closed, so the grill does.
    for (const dinner of dinners) expect(dinner.title).toMatch(/^Dinner at Grill \d+$/);
    for (const lunch of lunches) expect(lunch.title).toMatch(/^Lunch at Market \d+$/);

    const onlyMarkets: LiveBatch = (requests) =>
      Promise.resolve({ places: requests.map((r, i) => [livePlace(`Market ${i}`, near(r), 4.8, { hours: daytime })]), stopped: null });
    const left = meals((await nameMealsLive(plan, onlyMarkets)).plan).filter((m) => m.title.startsWith('Dinner') && GENERIC.test(m.title));
    expect(left.length).toBeGreaterThan(0);
    for (const dinner of left) expect(dinner.notes).toMatch(/^The places to eat Google Maps lists within 800 m of here are closed at this time\./);
  });

  it('leaves the plan as it was when the provider fails, and reports why', async () => {
    const plan = cairoPlan();
    const failing: LiveBatch = (requests) => Promise.resolve({ places: requests.map(() => null), stopped: 'Google Places answered 503' });
    const result = await nameMealsLive(plan, failing);
    expect(result.plan).toEqual(plan);
    expect(result.stopped).toBe('Google Places answered 503');
  });

  it('keeps the answers it got when the provider stops halfway', async () => {
    const plan = cairoPlan();
    const lookup: LiveBatch = (requests) =>
      Promise.resolve({ places: requests.map((r, i) => (i === 0 ? [livePlace('Only One', near(r), 4.5)] : null)), stopped: 'quota' });
    const result = await nameMealsLive(plan, lookup);
    expect(result.named).toBe(1);
    expect(result.stopped).toBe('quota');
    expect(meals(result.plan).some((m) => m.title.endsWith('at Only One'))).toBe(true);
  });
});

describe('naming generic visits from the live provider', () => {
  /** A plan whose third day our guide could not fill (Taipei runs out of places). */
  const taipeiPlan = (): TripPlan => {
    const { placesData, cityIndex } = assistantData();
    return planTrip(parseRequest('3 days in Taipei, food', { today: TODAY, cityIndex }), { placesData });
  };
  const FILL = /— a suggestion to fill$/;
  const visits = (plan: TripPlan) => plan.days.flatMap((d) => d.items).filter((i) => !/^(Lunch|Dinner|Free time)\b/.test(i.title));

  it('names each slot with a place of its kind near it, keeping its label and time, in one request', async () => {
    const plan = taipeiPlan();
    const slots = visits(plan).filter((i) => FILL.test(i.title));
    expect(slots.length).toBeGreaterThan(0);
    const asked: LiveSearch[][] = [];
    const lookup: LiveBatch = (requests) => {
      asked.push([...requests]);
      // Slots at the same point share one answer: never the same place twice.
      const temples = (r: LiveSearch, i: number) => [4.5, 4.2, 4.0].map((rating, j) => livePlace(`Temple ${i}${j}`, near(r), rating, { primaryType: 'tourist_attraction' }));
      return Promise.resolve({ places: requests.map(temples), stopped: null });
    };
    const result = await nameFillInsLive(plan, lookup);
    expect(asked).toHaveLength(1);
    expect(asked[0]![0]).toMatchObject({ op: 'nearby', radiusM: 1500 });
    expect(result.named).toBe(slots.length);
    const after = visits(result.plan).filter((i) => i.place?.source === LIVE_PLACE_SOURCE);
    expect(after).toHaveLength(slots.length);
    for (const [i, item] of after.entries()) {
      expect(item.title).toMatch(/^(Morning|Afternoon): Temple \d+$/);
      expect(item.startTime).toBe(slots[i]!.startTime);
      expect(item.place).toMatchObject({ approximate: false, category: 'sight' });
    }
    // Meals and free time are not fill-ins.
    expect(meals(result.plan)).toEqual(meals(plan));
  });

  it('asks for a museum for a museum slot and a park for a park slot', async () => {
    const plan = taipeiPlan();
    const slot = visits(plan).find((i) => FILL.test(i.title))!;
    const museumSlot = { ...plan, days: plan.days.map((d) => ({ ...d, items: d.items.map((i) => (i === slot ? { ...i, title: 'Morning: a museum or gallery — a suggestion to fill' } : i)) })) };
    const kinds: string[] = [];
    await nameFillInsLive(museumSlot, (requests) => {
      kinds.push(...requests.map((r) => (r.op === 'nearby' ? r.kind : r.op)));
      return Promise.resolve({ places: requests.map(() => []), stopped: null });
    });
    expect(kinds).toContain('museum');
  });
});
