/** How the editor shows days, dates and times. */
import { itemTimes } from '@/domain/itineraries/item-times';
import { bookingLine } from '@/domain/itineraries/booking';
import { dayDate } from '@/domain/itineraries/plan';
import { ITEM_TYPE_LABELS, type Period, type PlanItem } from '@/domain/itineraries/types';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

/** 'Mon 3 Jun' for a yyyy-mm-dd date. */
export function shortDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  return formatDate(date, 'EEE d MMM');
}

/** 'Day 2 · Tue 4 Jun', or 'Day 2' for an undated plan. */
export function dayLabel(period: Period | null, day: number): string {
  const date = dayDate(period, day);
  return date ? `Day ${day} · ${shortDate(date)}` : `Day ${day}`;
}

/** '09:30–11:00', '09:30', or null. */

/** The line under an item's title: kind, times (with zones for flights), place, cost, booking. */
export function itemMeta(item: PlanItem): string[] {
  const parts: string[] = [ITEM_TYPE_LABELS[item.type]];
  if (item.type === 'flight') {
    const depart = item.startTime ? `departs ${item.startTime}${item.timeZone ? ` (${item.timeZone})` : ''}` : null;
    const arrive = item.endTime ? `arrives ${item.endTime}${item.endTimeZone ? ` (${item.endTimeZone})` : ''}` : null;
    if (depart) parts.push(depart);
    if (arrive) parts.push(arrive);
    if (item.place && item.arrival) parts.push(`${item.place.name} → ${item.arrival.name}`);
  } else {
    const time = itemTimes(item);
    if (time) parts.push(item.fixedTime && item.startTime ? `${time} (fixed)` : time);
    if (item.place && item.arrival) parts.push(`${item.place.name} → ${item.arrival.name}`);
    else if (item.place && item.place.name !== item.title) parts.push(item.place.name);
  }
  if (item.place?.approximate) parts.push('approximate location');
  if (item.cost) parts.push(formatMoney(item.cost.amount, item.cost.currency));
  const booked = item.booking ? bookingLine(item.booking, item.type) : '';
  if (booked) parts.push(booked);
  return parts;
}
