/** How an item's times read on every screen and in the PDF. */
import type { PlanItem } from './types';

/**
 * '10:00–11:30', '10:00', 'until 11:30', or null without a time. A stay's
 * times are when one checks in and out ('check-in 15:00, check-out 11:00'),
 * not a span of the day: its check-out is on another day.
 */
export function itemTimes(item: Pick<PlanItem, 'type' | 'startTime' | 'endTime'>): string | null {
  if (item.type === 'stay') {
    const parts = [item.startTime ? `check-in ${item.startTime}` : null, item.endTime ? `check-out ${item.endTime}` : null].filter(Boolean);
    return parts.length > 0 ? parts.join(', ') : null;
  }
  if (item.startTime && item.endTime) return `${item.startTime}–${item.endTime}`;
  return item.startTime ?? (item.endTime ? `until ${item.endTime}` : null);
}
