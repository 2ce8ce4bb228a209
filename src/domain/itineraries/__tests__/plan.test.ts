import { anItem } from '@/testing/builders';
import { compareOrder, initialOrders } from '../order';
import {
  addDays,
  changeDates,
  dayDate,
  daysBetween,
  groupPlan,
  parseDate,
  periodFrom,
  periodProblem,
  sortItems,
} from '../plan';
import type { PlanItem } from '../types';

function item(id: string, day: number | null, order: string, extra: Partial<PlanItem> = {}): PlanItem {
  return anItem({ id, day, order, title: `Place ${id}`, ...extra });
}

/** A deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A random plan of `days` days with a few items per day and some ideas. */
function randomPlan(next: () => number, days: number): PlanItem[] {
  const items: PlanItem[] = [];
  let n = 0;
  for (let day = 0; day <= days; day += 1) {
    const count = Math.floor(next() * 5);
    const orders = initialOrders(count);
    for (const order of orders) items.push(item(`it${(n += 1)}`, day === 0 ? null : day, order));
  }
  return items;
}

const ids = (list: PlanItem[]) => list.map((i) => i.id);

describe('dates', () => {
  it('counts the days of a period, both ends included', () => {
    expect(daysBetween({ start: '2026-05-12', end: '2026-05-18' })).toBe(7);
    expect(daysBetween({ start: '2026-05-12', end: '2026-05-12' })).toBe(1);
    expect(daysBetween({ start: '2028-02-28', end: '2028-03-01' })).toBe(3); // leap year
    expect(daysBetween({ start: '2026-03-28', end: '2026-03-30' })).toBe(3); // across a clock change
    expect(daysBetween(null)).toBe(0);
    expect(daysBetween({ start: '2026-05-18', end: '2026-05-12' })).toBe(0);
    expect(daysBetween({ start: '2026-02-30', end: '2026-03-02' })).toBe(0);
  });

  it('gives the date of each day of a dated trip, and none otherwise', () => {
    const period = { start: '2026-12-30', end: '2027-01-02' };
    expect(dayDate(period, 1)).toBe('2026-12-30');
    expect(dayDate(period, 3)).toBe('2027-01-01');
    expect(dayDate(period, 4)).toBe('2027-01-02');
    expect(dayDate(period, 5)).toBeNull();
    expect(dayDate(period, 0)).toBeNull();
    expect(dayDate(period, null)).toBeNull();
    expect(dayDate(null, 1)).toBeNull();
  });

  it('adds days and builds periods', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('nope', 1)).toBeNull();
    expect(periodFrom('2026-05-12', 7)).toEqual({ start: '2026-05-12', end: '2026-05-18' });
    expect(periodFrom('2026-05-12', 0)).toBeNull();
    expect(parseDate('2026-13-01')).toBeNull();
  });

  it('explains a bad period in plain words', () => {
    expect(periodProblem(null)).toBeNull();
    expect(periodProblem({ start: '2026-05-12', end: '2026-05-18' })).toBeNull();
    expect(periodProblem({ start: '2026-05-18', end: '2026-05-12' })).toBe('The end date must be on or after the start date.');
    expect(periodProblem({ start: '2026-05-12', end: '2026-12-31' })).toBe('A trip can have at most 90 days.');
    expect(periodProblem({ start: 'soon', end: '2026-05-12' })).toBe('Enter the start date as a real date.');
  });
});

describe('sortItems', () => {
  it('sorts by day, ideas last, then order, then id, without changing the input', () => {
    const input = [item('c', null, 'a0'), item('b', 2, 'a0'), item('a2', 1, 'a1'), item('a1', 1, 'a1'), item('z', 1, 'a0')];
    const copy = [...input];
    expect(ids(sortItems(input))).toEqual(['z', 'a1', 'a2', 'b', 'c']);
    expect(input).toEqual(copy);
  });
});

describe('groupPlan', () => {
  it('puts items on their days in order, and unscheduled ones in ideas', () => {
    const plan = groupPlan(
      [item('d2', 2, 'a0'), item('d1b', 1, 'a1'), item('idea', null, 'a0'), item('d1a', 1, 'a0')],
      3,
    );
    expect(plan.days.map(ids)).toEqual([['d1a', 'd1b'], ['d2'], []]);
    expect(ids(plan.ideas)).toEqual(['idea']);
    expect(plan.alternatives.size).toBe(0);
  });

  it('shows items of days past the end as ideas, after the unscheduled ones', () => {
    const plan = groupPlan([item('late', 5, 'a0'), item('idea', null, 'a3'), item('d1', 1, 'a0')], 2);
    expect(plan.days.map(ids)).toEqual([['d1'], []]);
    expect(ids(plan.ideas)).toEqual(['idea', 'late']);
  });

  it('attaches alternatives to their slot instead of listing them', () => {
    const plan = groupPlan(
      [
        item('slot', 1, 'a0'),
        item('alt2', 1, 'a2', { optionOf: 'slot' }),
        item('alt1', 1, 'a1', { optionOf: 'slot' }),
        item('altOfAlt', 1, 'a3', { optionOf: 'alt1' }),
        item('ideaSlot', null, 'a0'),
        item('ideaAlt', null, 'a1', { optionOf: 'ideaSlot' }),
        item('other', 1, 'a5'),
      ],
      1,
    );
    expect(plan.days.map(ids)).toEqual([['slot', 'other']]);
    expect(ids(plan.ideas)).toEqual(['ideaSlot']);
    expect(ids(plan.alternatives.get('slot') ?? [])).toEqual(['alt1', 'alt2', 'altOfAlt']);
    expect(ids(plan.alternatives.get('ideaSlot') ?? [])).toEqual(['ideaAlt']);
  });

  it('lists an alternative on its own when its slot is gone or the links loop, so nothing disappears', () => {
    const plan = groupPlan(
      [item('orphan', 1, 'a0', { optionOf: 'deleted' }), item('x', 1, 'a1', { optionOf: 'y' }), item('y', 1, 'a2', { optionOf: 'x' })],
      1,
    );
    expect(plan.days.map(ids)).toEqual([['orphan', 'x', 'y']]);
    expect(plan.alternatives.size).toBe(0);
  });

  it('gives the same result whatever order the items arrive in', () => {
    const next = random(42);
    const items = randomPlan(next, 6);
    items.push(item('alt', 2, 'zz', { optionOf: items.find((i) => i.day === 2)?.id ?? 'none' }));
    const reference = groupPlan(items, 4);
    for (let n = 0; n < 20; n += 1) {
      const shuffled = [...items].sort(() => next() - 0.5);
      const again = groupPlan(shuffled, 4);
      expect(again.days.map(ids)).toEqual(reference.days.map(ids));
      expect(ids(again.ideas)).toEqual(ids(reference.ideas));
      expect([...again.alternatives].map(([k, v]) => [k, ids(v)])).toEqual(
        [...reference.alternatives].map(([k, v]) => [k, ids(v)]),
      );
    }
    const total = reference.days.flat().length + reference.ideas.length + [...reference.alternatives.values()].flat().length;
    expect(total).toBe(items.length);
  });

  it('has no days for an ideas-only plan', () => {
    const plan = groupPlan([item('a', 1, 'a0')], 0);
    expect(plan.days).toEqual([]);
    expect(ids(plan.ideas)).toEqual(['a']);
  });
});

describe('changeDates', () => {
  const dated = { period: { start: '2026-05-12', end: '2026-05-16' }, days: 5 };

  it('keeps every item on its day number when the dates shift', () => {
    const next = random(1);
    for (let n = 0; n < 50; n += 1) {
      const items = randomPlan(next, 5);
      const shift = Math.floor(next() * 400) - 200;
      const start = addDays(dated.period.start, shift) ?? '';
      const result = changeDates(dated, items, { period: periodFrom(start, 5), days: 5 });
      expect(result.upsert).toEqual([]);
      expect(result.patch).toEqual(shift === 0 ? {} : { period: periodFrom(start, 5) });
      // Day n's date moved by exactly the shift.
      for (const it of items) {
        if (it.day === null) continue;
        expect(dayDate(periodFrom(start, 5), it.day)).toBe(addDays(dayDate(dated.period, it.day) ?? '', shift));
      }
    }
  });

  it('moves the items of dropped days to the end of ideas when the trip gets shorter, deleting nothing', () => {
    const next = random(99);
    for (let n = 0; n < 50; n += 1) {
      const items = randomPlan(next, 8);
      const before = { period: periodFrom('2026-07-01', 8), days: 8 };
      const days = Math.floor(next() * 8);
      const { patch, upsert } = changeDates(before, items, { period: days ? periodFrom('2026-07-01', days) : null, days });
      expect(patch.days).toBe(days);

      const dropped = sortItems(items.filter((i) => i.day !== null && i.day > days));
      expect(ids(upsert)).toEqual(ids(dropped));
      for (const moved of upsert) {
        expect(moved.day).toBeNull();
        const original = items.find((i) => i.id === moved.id);
        expect({ ...moved, day: original?.day, order: original?.order }).toEqual(original);
      }

      // After applying: nothing lost, dropped items after the existing ideas, in their old day and order.
      const after = items.map((i) => upsert.find((u) => u.id === i.id) ?? i);
      expect(after).toHaveLength(items.length);
      const plan = groupPlan(after, days);
      expect(plan.days.flat().length + plan.ideas.length).toBe(items.length);
      const oldIdeas = sortItems(items.filter((i) => i.day === null));
      expect(ids(plan.ideas)).toEqual([...ids(oldIdeas), ...ids(dropped)]);
      for (let i = 1; i < plan.ideas.length; i += 1) {
        expect(compareOrder(plan.ideas[i - 1]?.order ?? '', plan.ideas[i]?.order ?? '')).toBe(-1);
      }
      for (const d of plan.days) for (const it of d) expect(it.day).not.toBeNull();
    }
  });

  it('adds empty days when the trip gets longer', () => {
    const items = [item('a', 1, 'a0'), item('b', 5, 'a0'), item('i', null, 'a0')];
    const { patch, upsert } = changeDates(dated, items, { period: { start: '2026-05-12', end: '2026-05-20' }, days: 0 });
    expect(patch).toEqual({ period: { start: '2026-05-12', end: '2026-05-20' }, days: 9 });
    expect(upsert).toEqual([]);
    const plan = groupPlan(items, 9);
    expect(plan.days.map(ids)).toEqual([['a'], [], [], [], ['b'], [], [], [], []]);
  });

  it('turns a dated trip into an undated one of the same days, and back', () => {
    const items = [item('a', 3, 'a0'), item('b', 5, 'a1')];
    const undated = changeDates(dated, items, { period: null, days: 5 });
    expect(undated).toEqual({ patch: { period: null }, upsert: [] });

    const redated = changeDates({ period: null, days: 5 }, items, { period: { start: '2027-01-01', end: '2027-01-03' }, days: 5 });
    expect(redated.patch).toEqual({ period: { start: '2027-01-01', end: '2027-01-03' }, days: 3 });
    expect(redated.upsert).toEqual([{ ...items[1], day: null, order: 'a0' }]);
  });

  it('refuses an impossible period or length with a plain message', () => {
    expect(() => changeDates(dated, [], { period: { start: '2026-05-12', end: '2026-05-01' }, days: 5 })).toThrow(
      'The end date must be on or after the start date.',
    );
    expect(() => changeDates(dated, [], { period: null, days: 91 })).toThrow(RangeError);
    expect(() => changeDates(dated, [], { period: null, days: -1 })).toThrow(RangeError);
  });
});
