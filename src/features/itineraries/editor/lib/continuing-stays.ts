/** A plan's stays, worked out once per layout: where each day starts and ends, and the nights a stay covers. */
import type { PlanItem } from '@/domain/itineraries/types';
import { stayNight } from './item-form';
import type { PlanLayout } from './plan-layout';

export type ContinuingStay = { item: PlanItem; night: number; of: number };
export const NO_STAYS: ContinuingStay[] = [];
const staysByLayout = new WeakMap<PlanLayout, Map<number, ContinuingStay[]>>();

/**
 * Stays that started on an earlier day and cover this one ("Night 2 of 3"):
 * worked out for every day in one pass over the plan's items, once per layout
 * (each day's section asking in turn went over all 360 items of a month's
 * trip for each of its 31 sections).
 */
export function continuingStays(layout: PlanLayout, day: number): ContinuingStay[] {
  let byDay = staysByLayout.get(layout);
  if (!byDay) {
    byDay = new Map();
    for (const item of layout.itemsById.values()) {
      if (item.type !== 'stay' || item.optionOf !== null || item.day === null) continue;
      for (let later = item.day + 1; ; later += 1) {
        const night = stayNight(item, later);
        if (!night) break;
        const stays = byDay.get(later);
        if (stays) stays.push({ item, ...night });
        else byDay.set(later, [{ item, ...night }]);
      }
    }
    staysByLayout.set(layout, byDay);
  }
  return byDay.get(day) ?? NO_STAYS;
}

const allStaysByLayout = new WeakMap<PlanLayout, PlanItem[]>();

/** The plan's stays (where each day starts and ends), once per layout. */
export function staysOf(layout: PlanLayout): PlanItem[] {
  let stays = allStaysByLayout.get(layout);
  if (!stays) {
    stays = [...layout.itemsById.values()].filter((item) => item.type === 'stay');
    allStaysByLayout.set(layout, stays);
  }
  return stays;
}
