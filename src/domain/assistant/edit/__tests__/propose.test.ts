import { describe, expect, it } from 'vitest';
import { initialOrders } from '@/domain/itineraries/order';
import { groupPlan, sortItems } from '@/domain/itineraries/plan';
import type { PlanItem } from '@/domain/itineraries/types';
import { haversineKm } from '@/lib/places/geo';
import { parseRequest } from '@/domain/assistant/planner/parse';
import { planTrip } from '@/domain/assistant/planner/plan';
import type { PlanItemDraft } from '@/domain/assistant/planner/schema';
import { realData } from '../../planner/__tests__/data';
import { applyProposal, parseProposedChange, previewProposal } from '../change';
import { parseEditRequest } from '../parse';
import { proposeEdit, type EditContext } from '../propose';

const TODAY = new Date(Date.UTC(2026, 10, 22));

/** A 5-day Lisbon trip from the embedded planner, saved as items with ids and orders. */
function lisbonTrip(text = '5 days in Lisbon, food and history') {
  const { placesData, cityIndex } = realData();
  const plan = planTrip(parseRequest(text, { today: TODAY, cityIndex }), { placesData });
  let n = 0;
  const withIds = (drafts: readonly PlanItemDraft[]): PlanItem[] => {
    const orders = initialOrders(drafts.length);
    return drafts.map((draft, index) => ({ ...draft, id: `item${String((n += 1)).padStart(4, '0')}`, order: orders[index]! }));
  };
  const items: PlanItem[] = [...plan.days.flatMap((day) => withIds(day.items)), ...withIds(plan.ideas)];
  let m = 0;
  const ctx: EditContext = {
    itinerary: { days: plan.days.length, period: plan.period, destinations: plan.destinations, geocode: plan.geocode },
    items,
    placesData,
    cityIndex,
    newId: () => `new${(m += 1)}`,
  };
  return ctx;
}

function applied(ctx: EditContext, text: string) {
  const answer = proposeEdit(text, ctx);
  expect(answer.change, answer.reply).not.toBeNull();
  const writes = applyProposal(ctx.items, answer.change!);
  const byId = new Map(ctx.items.map((item) => [item.id, item]));
  for (const item of writes.upsert) byId.set(item.id, item);
  for (const id of writes.remove) byId.delete(id);
  return { answer, writes, after: [...byId.values()] };
}

const titlesOn = (items: readonly PlanItem[], day: number | null, days: number) => {
  const grouped = groupPlan(items, days);
  return (day === null ? grouped.ideas : grouped.days[day - 1]!).map((item) => item.title);
};

describe('parseEditRequest', () => {
  it.each([
    ['swap days 2 and 3', { kind: 'swap-days', a: 2, b: 3 }],
    ['Swap day two with day four.', { kind: 'swap-days', a: 2, b: 4 }],
    ['switch the first and second days', { kind: 'swap-days', a: 1, b: 2 }],
    ['make day 4 lighter', { kind: 'lighter', day: 4 }],
    ['Day 3 is too busy', { kind: 'lighter', day: 3 }],
    ['please lighten the second day', { kind: 'lighter', day: 2 }],
    ['add a food market to day 1', { kind: 'add-place', query: 'food market', day: 1 }],
    ['Add a museum on day two', { kind: 'add-place', query: 'museum', day: 2 }],
    ['add a park', { kind: 'add-place', query: 'park', day: null }],
    ['add a day trip to Sintra', { kind: 'day-trip', town: 'sintra', day: null }],
    ['Add a day trip to Cascais on day 3', { kind: 'day-trip', town: 'cascais', day: 3 }],
    ['move Belém Tower to day 3', { kind: 'move', query: 'belém tower', day: 3 }],
    ['move the castle to ideas', { kind: 'move', query: 'castle', day: null }],
    ['remove the castle', { kind: 'remove', query: 'castle', day: null }],
    ['delete lunch from day 2', { kind: 'remove', query: 'lunch', day: 2 }],
    ['Plan it again at a slow pace', { kind: 'replan', wish: 'at a slow pace' }],
    ['re-plan the trip on a budget', { kind: 'replan', wish: 'on a budget' }],
    ['replan with kids', { kind: 'replan', wish: 'with kids' }],
    ['plan a day trip to Sintra', { kind: 'day-trip', town: 'sintra', day: null }],
    ['what is the weather like?', { kind: 'unknown' }],
  ])('%s', (text, expected) => {
    expect(parseEditRequest(text)).toEqual(expected);
  });
});

describe('proposeEdit', () => {
  it('swaps two days: every item of each goes to the other, orders and times kept', () => {
    const ctx = lisbonTrip();
    const before2 = titlesOn(ctx.items, 2, 5);
    const before3 = titlesOn(ctx.items, 3, 5);
    const { answer, after, writes } = applied(ctx, 'swap days 2 and 3');
    expect(titlesOn(after, 2, 5)).toEqual(before3);
    expect(titlesOn(after, 3, 5)).toEqual(before2);
    expect(titlesOn(after, 1, 5)).toEqual(titlesOn(ctx.items, 1, 5));
    expect(writes.remove).toEqual([]);
    expect(answer.change!.summary).toBe('Swap day 2 and day 3.');
    expect(answer.reply).toMatch(/Accept it/);
  });

  it('adds a real food market near the day, not one already planned, where it adds the least walking', () => {
    const ctx = lisbonTrip('2 days in Lisbon, history');
    const { answer, after } = applied(ctx, 'add a food market to day 1');
    const added = answer.change!.add;
    expect(added).toHaveLength(1);
    const item = added[0]!;
    expect(item.day).toBe(1);
    expect(item.place?.category).toBe('food');
    expect(item.title.toLowerCase()).toMatch(/market|mercado/);
    // The plan's market lunch (day 2) is not taken away from its day.
    expect(answer.change!.move).toEqual([]);
    expect(item.place?.approximate).toBe(false);
    const { placesData } = realData();
    expect(placesData.places.some((p) => p.name === item.title && p.geocode.lat === item.place!.geocode.lat)).toBe(true);
    expect(ctx.items.some((existing) => existing.title === item.title)).toBe(false);
    expect(titlesOn(after, 1, 2)).toContain(item.title);
  });

  it("plans again where the trip goes, when its request names another city (a train from Lisbon) or none", () => {
    const base = lisbonTrip('3 days in Lisbon, food');
    const porto = { ...base, itinerary: { ...base.itinerary, destinations: ['Porto'] }, request: 'Group trip, train from Lisbon, port tasting, relaxed', today: TODAY };
    const { answer, after } = applied(porto, 'Plan it again at a packed pace');
    expect(answer.reply).toMatch(/^Here is the trip planned again at a packed pace: \d+ days in Porto/);
    const PORTO = { lat: 41.1579, lng: -8.6291 };
    const planned = after.filter((item) => item.day !== null && item.place && item.type !== 'transport');
    expect(planned.length).toBeGreaterThan(0);
    // Every stop in or near Porto (a day trip may leave it), none in Lisbon, 270 km south.
    for (const item of planned) expect(haversineKm(item.place!.geocode, PORTO), item.title).toBeLessThan(120);
  });

  it("keeps, when planning again, the person's flight and the table they booked, and plans no other dinner that evening", () => {
    const text = '4 days in Lisbon, food and history';
    const base = { ...lisbonTrip(text), request: text, today: TODAY };
    const flight: PlanItem = { ...base.items[0]!, id: 'myflight', day: 1, order: '0', type: 'flight', title: 'TP 1351 to Lisbon', startTime: '07:10', fixedTime: false, optionOf: null };
    const table: PlanItem = { ...base.items[0]!, id: 'mytable', day: 2, order: 'zz', type: 'restaurant', title: 'Dinner at Prado', startTime: '20:00', endTime: '21:30', fixedTime: true, optionOf: null };
    const ctx = { ...base, items: [...base.items, flight, table] };
    const { answer, after } = applied(ctx, 'Plan it again at a slow pace');
    expect(answer.change!.remove.map((removal) => removal.id)).not.toContain('myflight');
    expect(answer.change!.remove.map((removal) => removal.id)).not.toContain('mytable');
    expect(answer.change!.remove).toHaveLength(base.items.length);
    expect(answer.reply).toContain('It keeps the 2 items you booked or fixed where they are: TP 1351 to Lisbon (day 1), Dinner at Prado (day 2).');
    // No second dinner on day 2; the day reads in time order, the booked table where its time puts it.
    const day2 = sortItems(after.filter((item) => item.day === 2));
    expect(day2.filter((item) => item.type === 'restaurant' && (item.startTime ?? '') >= '18:00').map((item) => item.id)).toEqual(['mytable']);
    const times = day2.map((item) => item.startTime).filter((time): time is string => time !== null);
    expect(times).toEqual([...times].sort());
  });

  it('plans the trip again from its request with one assumption changed: a slow pace, in place of the whole plan', () => {
    const text = '4 days in Lisbon, food and history';
    const ctx = { ...lisbonTrip(text), request: text, today: TODAY };
    const visits = (items: readonly PlanItem[]) => items.filter((item) => item.day !== null && (item.type === 'attraction' || item.type === 'activity')).length;
    const { answer, after } = applied(ctx, 'Plan it again at a slow pace');
    expect(answer.change!.summary).toBe('Plan the trip again at a slow pace.');
    // Everything now on the plan goes, said plainly; the new plan takes its place, on the trip's own days.
    expect(answer.change!.remove).toHaveLength(ctx.items.length);
    expect(answer.reply).toMatch(/^Here is the trip planned again at a slow pace: 4 days in Lisbon, at a slow pace, with food and history\. .* It takes the place of the \d+ items now on the plan\. Reject it to keep the plan as it is/);
    expect(new Set(after.map((item) => item.day))).toEqual(new Set([1, 2, 3, 4, null]));
    expect(visits(after)).toBeLessThan(visits(ctx.items));
    expect(applyProposal(ctx.items, answer.change!).skipped).toBe(0);
    // The notes at the head of the conversation become the new plan's: the pace is no longer assumed, it was asked for.
    const notes = applyProposal(ctx.items, answer.change!).itinerary?.planNotes;
    expect(notes?.assumed).toContain('I assumed a mid-range budget.');
    expect(notes?.assumed).not.toContain('I assumed a moderate pace.');
    expect(applyProposal(ctx.items, answer.change!).itinerary).toMatchObject({ days: ctx.itinerary.days });
    // A trip longer than one change can hold is said, not cut short.
    const long = { ...lisbonTrip('14 days in Lisbon, food and history'), request: '14 days in Lisbon, food and history', today: TODAY };
    expect(proposeEdit('Plan it again at a packed pace', long)).toMatchObject({ change: null, reply: expect.stringMatching(/^This trip is too long to plan again in one change \(\d+ items to add/) });
    // A trip made by hand has no request to plan again.
    expect(proposeEdit('Plan it again at a slow pace', { ...ctx, request: null })).toMatchObject({ change: null, reply: expect.stringMatching(/^I can plan a trip again only when I planned it from your request/) });
  });

  it('never offers a place closed for works during the trip (the Centre Pompidou until 2030)', () => {
    const ctx = lisbonTrip('3 days in Paris, food');
    const answer = proposeEdit('add Centre Pompidou to day 1', ctx);
    expect((answer.change?.add ?? []).map((item) => item.title)).not.toContain('Centre Pompidou');
    // A trip dated after it reopens may have it.
    const later = lisbonTrip('3 days in Paris in May 2031, food');
    expect(proposeEdit('add Centre Pompidou to day 1', later).change?.add.map((item) => item.title)).toEqual(['Centre Pompidou']);
  });

  it('a kind asked for is that kind: in Kyoto a food market is Nishiki Market, and when it is planned on another day it says so and offers to move it', () => {
    const ctx = lisbonTrip('6 days in Kyoto in April, temples and food, slow pace');
    const nishiki = ctx.items.find((item) => item.title === 'Nishiki Market' || item.place?.name === 'Nishiki Market');
    // Not yet planned: it is the market added, not any place to eat.
    if (!nishiki) {
      const added = proposeEdit('add a food market to day 1', ctx).change!.add[0]!;
      expect(added.title).toBe('Nishiki Market');
      return;
    }
    const day = nishiki.day === 1 ? 2 : 1;
    const answer = proposeEdit(`add a food market to day ${day}`, ctx);
    expect(answer.reply).toMatch(new RegExp(`^Nishiki Market is already in the plan, on day ${nishiki.day}\\. I can move it to day ${day} instead\\.`));
    expect(answer.change!.add).toEqual([]);
    expect(answer.change!.move).toEqual([expect.objectContaining({ id: nishiki.id, fromDay: nishiki.day, toDay: day })]);
  });

  it('never offers a restaurant for a market, and finds a temple by its name', () => {
    const ctx = lisbonTrip('6 days in Kyoto in April, temples and food, slow pace');
    for (const text of ['add a food market to day 2', 'add a market to day 3']) {
      const answer = proposeEdit(text, ctx);
      const title = answer.change?.add[0]?.title ?? answer.change?.move[0]?.title ?? '';
      if (answer.change) expect(title.toLowerCase()).toMatch(/market|nishiki/);
    }
    // A temple in Kyoto is named as one there: "-ji", "-dera", "-in" (a short trip leaves some out of the plan).
    const temple = proposeEdit('add a temple to day 1', lisbonTrip('2 days in Kyoto, food')).change?.add[0];
    expect(temple?.title).toMatch(/(-ji|-dera|-in)$|temple/i);
  });

  it('makes a day lighter by moving its furthest visits to the ideas, deleting nothing', () => {
    const ctx = lisbonTrip();
    const visitsBefore = ctx.items.filter((i) => i.day === 4 && (i.type === 'attraction' || i.type === 'activity')).length;
    const { answer, after, writes } = applied(ctx, 'make day 4 lighter');
    expect(writes.remove).toEqual([]);
    const moved = answer.change!.move;
    expect(moved.length).toBeGreaterThanOrEqual(1);
    expect(moved.every((m) => m.fromDay === 4 && m.toDay === null)).toBe(true);
    const visitsAfter = after.filter((i) => i.day === 4 && (i.type === 'attraction' || i.type === 'activity')).length;
    expect(visitsAfter).toBe(visitsBefore - moved.length);
    expect(visitsAfter).toBeGreaterThanOrEqual(1);
    expect(after).toHaveLength(ctx.items.length);
    // Moved to the end of the ideas.
    const ideas = titlesOn(after, null, 5);
    expect(ideas.slice(-moved.length)).toEqual(moved.map((m) => m.title));
  });

  it('adds a day trip to Sintra as a new last day, in Sintra, and lengthens the dates', () => {
    const ctx = lisbonTrip('5 days in Lisbon from June 3, food and history');
    expect(ctx.itinerary.period).not.toBeNull();
    const { answer, after } = applied(ctx, 'add a day trip to Sintra');
    const change = answer.change!;
    expect(change.itinerary?.days).toBe(6);
    expect(change.itinerary?.period?.end).toBe('2027-06-08');
    expect(change.add.length).toBeGreaterThanOrEqual(3);
    expect(change.add.every((item) => item.day === 6)).toBe(true);
    const sintra = { lat: 38.8, lng: -9.39 };
    expect(change.add.some((item) => item.place && haversineKm(item.place.geocode, sintra) < 5)).toBe(true);
    expect(titlesOn(after, 6, 6).length).toBe(change.add.length);
  });

  it('moves a named place to another day, and removes one by name', () => {
    const ctx = lisbonTrip();
    const target = ctx.items.find((item) => item.day === 1 && item.type === 'attraction')!;
    const moved = applied(ctx, `move ${target.title} to day 3`);
    expect(moved.after.find((item) => item.id === target.id)?.day).toBe(3);
    const removed = applied(ctx, `remove ${target.title}`);
    expect(removed.writes.remove).toEqual([target.id]);
    expect(removed.after.some((item) => item.id === target.id)).toBe(false);
  });

  it('answers without a change when it cannot help, and says why', () => {
    const ctx = lisbonTrip();
    expect(proposeEdit('swap days 2 and 9', ctx)).toEqual({ reply: 'This trip has 5 days, so there is no day 9.', change: null });
    expect(proposeEdit('add a day trip to Narnia', ctx).reply).toMatch(/Sintra/);
    expect(proposeEdit('add a submarine to day 1', ctx).change).toBeNull();
    expect(proposeEdit('tell me a joke', ctx).reply).toMatch(/swap days 2 and 3/);
  });

  it('is deterministic', () => {
    expect(proposeEdit('add a museum to day 2', lisbonTrip())).toEqual(proposeEdit('add a museum to day 2', lisbonTrip()));
  });
});

describe('applying and previewing a change', () => {
  it('skips the parts the plan no longer has, and round-trips through validation', () => {
    const ctx = lisbonTrip();
    const { change } = proposeEdit('swap days 1 and 2', ctx);
    expect(parseProposedChange(JSON.parse(JSON.stringify(change)))).toEqual(change);
    expect(parseProposedChange({ ...change, move: [{ id: 'x' }] })).toBeNull();
    const gone = change!.move[0]!.id;
    const writes = applyProposal(ctx.items.filter((item) => item.id !== gone), change!);
    expect(writes.skipped).toBe(1);
    expect(writes.upsert.some((item) => item.id === gone)).toBe(false);
  });

  it('leaves an item where someone moved it after the change was proposed, neither moving nor removing it', () => {
    const ctx = lisbonTrip();
    const swap = proposeEdit('swap days 1 and 2', ctx).change!;
    const movedAway = swap.move[0]!;
    const target = ctx.items.find((item) => item.day === 3 && item.type === 'attraction')!;
    const removal = proposeEdit(`remove ${target.title}`, ctx).change!;
    // A companion puts both on day 5 before the change is accepted.
    const now = ctx.items.map((item) => (item.id === movedAway.id || item.id === target.id ? { ...item, day: 5 } : item));

    const swapped = applyProposal(now, swap);
    expect(swapped.skipped).toBe(1);
    expect(swapped.upsert.some((item) => item.id === movedAway.id)).toBe(false);
    expect(swapped.upsert).toHaveLength(swap.move.length - 1);
    const removed = applyProposal(now, removal);
    expect(removed).toMatchObject({ remove: [], skipped: 1 });
    // Where nobody moved it, the change applies whole.
    expect(applyProposal(ctx.items, removal)).toMatchObject({ remove: [target.id], skipped: 0 });
  });

  it('marks what is added, moved and removed in the preview, keeping removed items visible', () => {
    const ctx = lisbonTrip();
    const target = ctx.items.find((item) => item.day === 2 && item.type === 'attraction')!;
    const removal = proposeEdit(`remove ${target.title}`, ctx).change!;
    const preview = previewProposal(ctx.items, removal);
    expect(preview.marks.get(target.id)).toEqual({ kind: 'removed' });
    expect(preview.items.some((item) => item.id === target.id)).toBe(true);
    const swap = previewProposal(ctx.items, proposeEdit('swap days 1 and 2', ctx).change!);
    expect(swap.marks.get(target.id)).toEqual({ kind: 'moved', fromDay: 2 });
    expect(swap.items.find((item) => item.id === target.id)?.day).toBe(1);
    const short = lisbonTrip('2 days in Lisbon, history');
    const add = proposeEdit('add a food market to day 1', short).change!;
    expect(previewProposal(short.items, add).marks.get(add.add[0]!.id)).toEqual({ kind: 'added' });
  });
});
