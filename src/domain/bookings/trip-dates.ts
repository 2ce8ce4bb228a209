/**
 * The dates a trip needs for the bookings a confirmation brings (docs/bookings.md,
 * "Placed"): offered in the import's preview when some fall outside the trip.
 */
import { daysBetween } from '@/domain/itineraries/plan';
import type { Period, PlanItem } from '@/domain/itineraries/types';
import type { BookingProposal } from './plan-bookings';

/** The most days a trip has (the rules' limit). */
const MAX_TRIP_DAYS = 90;

/** New dates for the trip, so that every booking falls on one of its days; `shift` days move its plan later (the trip starts earlier). */
export interface DatesForBookings {
  period: Period;
  days: number;
  shift: number;
}

/**
 * The dates a trip needs for every booking found to fall on a day of it: a
 * trip without dates takes the bookings' first to last date; a dated trip is
 * extended at either end (its plan moves later by the days added before its
 * start, so each stop keeps its date). Null when nothing needs to change, or
 * the trip would pass 90 days.
 */
export function datesForBookings(proposals: readonly BookingProposal[], period: Period | null): DatesForBookings | null {
  const dates = proposals.flatMap((proposal) => [proposal.date, proposal.endDate]).filter((date): date is string => date !== null).sort();
  const first = dates[0];
  const last = dates.at(-1);
  if (!first || !last) return null;
  const start = period && period.start < first ? period.start : first;
  const end = period && period.end > last ? period.end : last;
  if (period && start === period.start && end === period.end) return null;
  const days = daysBetween({ start, end });
  if (days > MAX_TRIP_DAYS) return null;
  return { period: { start, end }, days, shift: period ? daysBetween({ start, end: period.start }) - 1 : 0 };
}

/** The plan's items moved `shift` days later (ideas stay ideas). */
export function shiftedItems(items: readonly PlanItem[], shift: number): PlanItem[] {
  if (shift === 0) return [...items];
  return items.map((item) => (item.day === null ? item : { ...item, day: item.day + shift }));
}
