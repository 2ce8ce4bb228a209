import { describe, expect, it } from 'vitest';
import { parseRequest } from '@/domain/assistant/planner/parse';
import { planTrip } from '@/domain/assistant/planner/plan';
import type { TripPlan } from '@/domain/assistant/planner/schema';
import type { LivePlace } from '@/domain/places/live';
import { assistantData } from '../data';
import type { LiveBatch, LiveSearch } from '../../places/places-function';
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
    expect(first!.place).toMatchObject({ category: 'food', approximate: false });
    expect(first!.notes).toContain('Rated 4.9 on Google Maps');
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
