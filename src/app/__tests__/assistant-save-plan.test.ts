import { describe, expect, it, vi } from 'vitest';
import { parseRequest } from '@/domain/assistant/planner/parse';
import { planTrip } from '@/domain/assistant/planner/plan';
import { realData } from '@/domain/assistant/planner/__tests__/data';
import type { PlanItem } from '@/domain/itineraries/types';
import { compareOrder } from '@/domain/itineraries/order';
import { planToItinerary, savePlan, type PlanWriter } from '../assistant-save-plan';

function lisbonPlan(text = '4 days in Lisbon, food and history, slow pace') {
  const { cityIndex, placesData } = realData();
  return planTrip(parseRequest(text, { today: new Date(2026, 10, 22), cityIndex }), { placesData });
}

describe('savePlan', () => {
  it('creates an assistant-made itinerary and writes one batch per day, then the ideas, with fresh ids and ascending orders', async () => {
    const plan = lisbonPlan();
    let n = 0;
    const batches: PlanItem[][] = [];
    const writer: PlanWriter = {
      createItinerary: vi.fn(() => Promise.resolve('trip-1')),
      // Never acknowledged (offline): saving must not wait for it.
      applyItemChanges: vi.fn((_id: string, change: { upsert?: PlanItem[] }) => {
        batches.push(change.upsert ?? []);
        return new Promise<void>(() => {});
      }),
      newItemId: () => `item-${(n += 1)}`,
    };
    const progress: string[] = [];
    const id = await savePlan(writer, 'ana', '4 days in Lisbon, food and history, slow pace', plan, {
      onDay: (done, total) => progress.push(`${done}/${total}`),
      pause: () => Promise.resolve(),
    });
    expect(id).toBe('trip-1');
    expect(writer.createItinerary).toHaveBeenCalledWith('ana', {
      title: plan.title,
      destinations: ['Lisbon'],
      period: null,
      days: 4,
      description: plan.summary,
      context: '4 days in Lisbon, food and history, slow pace',
      geocode: plan.geocode,
      isManualCreated: false,
      planNotes: { assumed: plan.assumptions, worthKnowing: plan.warnings },
    });
    expect(progress).toEqual(['1/4', '2/4', '3/4', '4/4']);
    expect(batches).toHaveLength(plan.ideas.length > 0 ? 5 : 4);
    for (const [index, batch] of batches.slice(0, 4).entries()) {
      expect(batch.length).toBeGreaterThan(0);
      expect(batch.every((item) => item.day === index + 1 && (item.place !== null || item.type === 'note'))).toBe(true);
      const orders = batch.map((item) => item.order);
      expect([...orders].sort(compareOrder)).toEqual(orders);
    }
    const ids = batches.flat().map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('reports a refused batch', async () => {
    const plan = lisbonPlan('2 days in Porto');
    const onWriteError = vi.fn();
    await savePlan(
      {
        createItinerary: () => Promise.resolve('trip-2'),
        applyItemChanges: () => Promise.reject(new Error('denied')),
        newItemId: () => Math.random().toString(36).slice(2),
      },
      'ana',
      '2 days in Porto',
      plan,
      { onWriteError, pause: () => Promise.resolve() },
    );
    await vi.waitFor(() => expect(onWriteError).toHaveBeenCalled());
  });

  it('keeps the request as the context and a dated plan its period', () => {
    const plan = lisbonPlan('3 days in Lisbon June 3-5 2027');
    expect(planToItinerary(plan, '  3 days in Lisbon June 3-5 2027 ')).toMatchObject({
      context: '3 days in Lisbon June 3-5 2027',
      period: { start: '2027-06-03', end: '2027-06-05' },
      days: 3,
      isManualCreated: false,
    });
  });

  it('keeps what the assistant said on the trip: what it assumed and what is worth knowing', () => {
    const plan = lisbonPlan('3 days in Rome, gelato and history');
    const { planNotes } = planToItinerary(plan, '3 days in Rome, gelato and history');
    expect(planNotes?.assumed).toContain('I planned for two adults.');
    expect(planNotes?.worthKnowing).toContain('You asked for gelato: our guide to Rome marks no place for it, so the plan does not include one.');
  });
});
