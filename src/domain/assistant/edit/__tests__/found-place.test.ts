import { describe, expect, it } from 'vitest';
import { initialOrders } from '@/domain/itineraries/order';
import type { PlanItem } from '@/domain/itineraries/types';
import { parseRequest } from '@/domain/assistant/planner/parse';
import { planTrip } from '@/domain/assistant/planner/plan';
import type { PlanItemDraft } from '@/domain/assistant/planner/schema';
import { realData } from '../../planner/__tests__/data';
import { addRequest, proposeFoundPlace, type EditContext, type FoundPlace } from '../propose';

/** A 3-day Lisbon trip from the embedded planner, saved as items with ids and orders. */
function lisbon(): EditContext {
  const { placesData, cityIndex } = realData();
  const plan = planTrip(parseRequest('3 days in Lisbon', { today: new Date(Date.UTC(2026, 10, 22)), cityIndex }), { placesData });
  let n = 0;
  const withIds = (drafts: readonly PlanItemDraft[]): PlanItem[] => {
    const orders = initialOrders(drafts.length);
    return drafts.map((draft, index) => ({ ...draft, id: `item${(n += 1)}`, order: orders[index]! }));
  };
  return {
    itinerary: { days: plan.days.length, period: plan.period, destinations: plan.destinations, geocode: plan.geocode },
    items: plan.days.flatMap((day) => withIds(day.items)),
    placesData,
    cityIndex,
    newId: () => 'new1',
  };
}

const found = (name: string, at: { lat: number; lng: number }): FoundPlace => ({
  name,
  address: `${name}, Lisbon`,
  geocode: at,
  category: 'food',
  source: 'Google Maps',
  notes: 'Rated 4.5 on Google Maps.',
  kept: { providerId: `ChIJ-${name.replace(/\W/g, '')}`, fetchedAt: Date.UTC(2026, 10, 20) },
});

describe('adding a place found outside our data', () => {
  it('reads "add X to day N" as the words to look for around the middle of that day', () => {
    const ctx = lisbon();
    const wanted = addRequest('add a ginjinha bar to day 2', ctx);
    expect(wanted).not.toBeNull();
    expect(wanted!.query).toBe('ginjinha bar');
    expect(wanted!.day).toBe(2);
    const dayTwo = ctx.items.filter((i) => i.day === 2 && i.place).map((i) => i.place!.geocode);
    expect(wanted!.near.lat).toBeCloseTo(dayTwo.reduce((s, p) => s + p.lat, 0) / dayTwo.length, 6);
    // Not an add, or a day the trip does not have: nothing to look for.
    expect(addRequest('swap days 1 and 2', ctx)).toBeNull();
    expect(addRequest('add a ginjinha bar to day 9', ctx)).toBeNull();
  });

  it('proposes the first found place the plan does not hold, with its source, where it adds the least walking', () => {
    const ctx = lisbon();
    const taken = ctx.items.find((i) => i.day === 1 && i.place && !i.place.approximate)!;
    const near = taken.place!.geocode;
    const answer = proposeFoundPlace(ctx, 1, [found(taken.place!.name, near), found('A Ginjinha', { lat: near.lat + 0.001, lng: near.lng })]);
    expect(answer?.change?.add).toHaveLength(1);
    const [item] = answer!.change!.add;
    expect(item).toMatchObject({
      day: 1,
      type: 'restaurant',
      title: 'A Ginjinha',
      place: { name: 'A Ginjinha', source: 'Google Maps', approximate: false, address: 'A Ginjinha, Lisbon', providerId: 'ChIJ-AGinjinha' },
      timeZone: 'Europe/Lisbon',
    });
    // Google's rating is said in the reply, and not kept in the stop's notes.
    expect(item!.notes).toBeNull();
    expect(answer!.reply).toMatch(/^I suggest A Ginjinha, from Google Maps: Rated 4\.5 on Google Maps\./);
    // Everything found is in the plan already: no proposal.
    expect(proposeFoundPlace(ctx, 1, [found(taken.place!.name, near)])).toBeNull();
  });
});
