import { describe, expect, it } from 'vitest';
import { initialOrders } from '@/domain/itineraries/order';
import type { PlanItem } from '@/domain/itineraries/types';
import { parseRequest } from '@/domain/assistant/planner/parse';
import { planTrip } from '@/domain/assistant/planner/plan';
import type { PlanItemDraft } from '@/domain/assistant/planner/schema';
import { realData } from '../../planner/__tests__/data';
import { proposeEdit, type EditContext } from '../propose';

/** A planned trip as stored items, and the number of its first day out of the city. */
function trip(text: string): { ctx: EditContext; outing: number } {
  const { placesData, cityIndex } = realData();
  const plan = planTrip(parseRequest(text, { today: new Date(Date.UTC(2026, 10, 22)), cityIndex }), { placesData });
  let n = 0;
  const withIds = (drafts: readonly PlanItemDraft[]): PlanItem[] => {
    const orders = initialOrders(drafts.length);
    return drafts.map((draft, index) => ({ ...draft, id: `item${(n += 1)}`, order: orders[index]! }));
  };
  const ctx: EditContext = {
    itinerary: { days: plan.days.length, period: plan.period, destinations: plan.destinations, geocode: plan.geocode },
    items: plan.days.flatMap((day) => withIds(day.items)),
    placesData,
    cityIndex,
    newId: () => 'new1',
  };
  return { ctx, outing: plan.days.find((day) => day.dayTrip)!.day };
}

const visitsOn = (ctx: EditContext, day: number) =>
  ctx.items.filter((i) => i.day === day && (i.type === 'attraction' || i.type === 'activity')).map((i) => i.title);

describe('making a day out lighter', () => {
  it('says why sights that stand together (Tōdai-ji and Nara Park) are not the usual cut, and offers the nearest thing: the last visit to the ideas', () => {
    const { ctx, outing } = trip('5 days in Kyoto');
    expect(visitsOn(ctx, outing)).toEqual(['Tōdai-ji', 'Nara Park']);
    const answer = proposeEdit(`make day ${outing} lighter`, ctx);
    expect(answer.reply).toMatch(/^Day \d is a day out whose 2 visits \(Tōdai-ji, Nara Park\) stand within a few minutes' walk of each other/);
    expect(answer.reply).toMatch(/The nearest thing I can offer: move Nara Park, the day's last visit, to your ideas\./);
    expect(answer.change?.move).toEqual([expect.objectContaining({ title: 'Nara Park', fromDay: outing, toDay: null })]);
    expect(answer.change?.remove).toEqual([]);
  });

  it("keeps the town's anchor and moves the stop that stands apart (Tivoli: Villa d'Este stays, Villa Adriana goes)", () => {
    const { ctx, outing } = trip('5 days in Rome');
    expect(visitsOn(ctx, outing)).toEqual(["Villa d'Este", 'Villa Adriana']);
    const moved = proposeEdit(`make day ${outing} lighter`, ctx).change?.move.map((m) => m.title);
    expect(moved).toEqual(['Villa Adriana']);
  });

  it('moves our own suggestion before a real sight', () => {
    const { ctx, outing } = trip('5 days in Rome');
    // The same day, with the anchor as one of our suggestions instead of a place we hold.
    const items = ctx.items.map((item) =>
      item.title === "Villa d'Este" && item.place ? { ...item, place: { ...item.place, approximate: true } } : item,
    );
    expect(proposeEdit(`make day ${outing} lighter`, { ...ctx, items }).change?.move.map((m) => m.title)).toEqual(["Villa d'Este"]);
  });
});
