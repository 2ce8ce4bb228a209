import { describe, expect, it } from 'vitest';
import { groupPlan } from '@/domain/itineraries/plan';
import { buildLayout, inverseOf, moveTarget, stepMove, swapAlternative } from '../lib/plan-layout';
import { item } from './fixtures';

const items = [
  item('a', 1, 'a0'),
  item('b', 1, 'a1'),
  item('c', 2, 'a0'),
  item('idea', null, 'a0'),
  item('alt', 1, 'a0V', { optionOf: 'a' }),
];
const layout = () => buildLayout(groupPlan(items, 2), 2, items);

describe('plan layout', () => {
  it('lists each day, then ideas, with alternatives under their slot only', () => {
    const { order, containers, alternatives } = layout();
    expect(order).toEqual(['day-1', 'day-2', 'ideas']);
    expect(containers).toEqual({ 'day-1': ['a', 'b'], 'day-2': ['c'], ideas: ['idea'] });
    expect(alternatives.get('a')?.map((entry) => entry.id)).toEqual(['alt']);
  });

  it('gives a moved item an order key between its new neighbours, without counting itself', () => {
    const target = moveTarget(layout(), 'c', 'day-1', 1);
    expect(target.day).toBe(1);
    expect(target.order > 'a0' && target.order < 'a1').toBe(true);
    const toEnd = moveTarget(layout(), 'a', 'day-1', 5);
    expect(toEnd.order > 'a1').toBe(true);
    expect(moveTarget(layout(), 'a', 'ideas', 0)).toMatchObject({ day: null });
  });

  it('steps up and down within a day, and across days at the ends', () => {
    const current = layout();
    expect(stepMove(current, 'b', 'up')).toEqual({ container: 'day-1', index: 0 });
    expect(stepMove(current, 'b', 'down')).toEqual({ container: 'day-2', index: 0 });
    expect(stepMove(current, 'c', 'up')).toEqual({ container: 'day-1', index: 2 });
    expect(stepMove(current, 'idea', 'down')).toBeNull();
    expect(stepMove(current, 'a', 'up')).toBeNull();
  });

  it('inverts a change: created items go, changed and removed ones come back as they were', () => {
    const before = new Map(items.map((entry) => [entry.id, entry]));
    const created = item('new', 2, 'a1');
    const inverse = inverseOf(
      { upsert: [created, { ...items[0]!, day: 2 }], remove: ['b'], itinerary: { days: 1 } },
      before,
      { days: 2 },
    );
    expect(inverse.remove).toEqual(['new']);
    expect(inverse.upsert).toEqual([items[0], items[1]]);
    expect(inverse.itinerary).toEqual({ days: 2 });
  });

  it('swaps an alternative into its slot in one change', () => {
    const slot = items[0]!;
    const alternative = items[4]!;
    const other = item('alt2', 1, 'a0W', { optionOf: 'a' });
    const change = swapAlternative(slot, alternative, [alternative, other]);
    expect(change.remove).toEqual([]);
    expect(change.upsert).toEqual([
      { ...alternative, day: 1, order: 'a0', optionOf: null },
      { ...slot, optionOf: 'alt' },
      { ...other, optionOf: 'alt' },
    ]);
  });
});
