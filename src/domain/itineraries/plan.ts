/**
 * The plan as days: sorting, grouping into days, ideas and alternatives, the
 * calendar date of a day, and what changes when the trip's dates change.
 * Pure functions over plain data (no Firebase, no React).
 *
 * Items are stored by day number (1-based), not by date. Moving a trip's dates
 * therefore keeps every item on its day; only the dates shown change.
 */
import { weekdayOf } from '../places/hours';
import { compareOrder, ordersAfter } from './order';
import type { ItineraryDoc, ItineraryPatch, Period, PlanItem } from './types';

/** The rules' limit on `days` and on an item's `day`. */
export const MAX_DAYS = 90;

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of a yyyy-mm-dd date at 00:00 UTC, or null when it is not a real date. */
export function parseDate(date: string | null | undefined): number | null {
  if (typeof date !== 'string') return null;
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return ms;
}

function formatDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `date` plus `days` days (negative allowed), or null for an invalid date. */
export function addDays(date: string, days: number): string | null {
  const ms = parseDate(date);
  return ms === null ? null : formatDate(ms + Math.trunc(days) * DAY_MS);
}

/** The number of days of a period, both ends included; 0 for none or an invalid one. */
export function daysBetween(period: Period | null | undefined): number {
  if (!period) return 0;
  const start = parseDate(period.start);
  const end = parseDate(period.end);
  if (start === null || end === null || end < start) return 0;
  return Math.round((end - start) / DAY_MS) + 1;
}

/** The period of `days` days from `start` (null when `start` is invalid or `days` < 1). */
export function periodFrom(start: string, days: number): Period | null {
  if (days < 1 || parseDate(start) === null) return null;
  const end = addDays(start, Math.trunc(days) - 1);
  return end === null ? null : { start, end };
}

/** A plain-English problem with a period, or null when it is fine (for the date fields). */
export function periodProblem(period: Period | null): string | null {
  if (period === null) return null;
  if (parseDate(period.start) === null) return 'Enter the start date as a real date.';
  if (parseDate(period.end) === null) return 'Enter the end date as a real date.';
  const days = daysBetween(period);
  if (days < 1) return 'The end date must be on or after the start date.';
  if (days > MAX_DAYS) return `A trip can have at most ${MAX_DAYS} days.`;
  return null;
}

/** The date (yyyy-mm-dd) of day `day` (1-based) of a dated trip; null when undated or outside the trip. */
export function dayDate(period: Period | null | undefined, day: number | null | undefined): string | null {
  if (!period || day == null || !Number.isInteger(day) || day < 1) return null;
  if (day > daysBetween(period)) return null;
  return addDays(period.start, day - 1);
}

/** The weekday (0 = Sunday) of day `day` of a dated trip, for opening hours; null when undated or outside the trip. */
export function dayWeekday(period: Period | null | undefined, day: number | null | undefined): number | null {
  const date = dayDate(period, day);
  return date ? weekdayOf(date) : null;
}

/** Ascending by day (ideas last), then by order, then by id (equal keys from concurrent inserts). */
export function compareItems(a: PlanItem, b: PlanItem): number {
  if (a.day !== b.day) {
    if (a.day === null) return 1;
    if (b.day === null) return -1;
    return a.day - b.day;
  }
  return compareOrder(a.order, b.order) || compareOrder(a.id, b.id);
}

/** A sorted copy; the input is not changed. */
export function sortItems(items: readonly PlanItem[]): PlanItem[] {
  return [...items].sort(compareItems);
}

export interface GroupedPlan {
  /** `days[0]` is day 1; each day's items sorted by order. */
  days: PlanItem[][];
  /** Unscheduled items, and items whose day is past the trip's end, sorted. */
  ideas: PlanItem[];
  /** Alternatives by the id of the item whose slot they offer to replace, sorted by order. */
  alternatives: Map<string, PlanItem[]>;
}

/** Is `day` one of the trip's `days` days? */
function isScheduled(day: number | null, days: number): day is number {
  return day !== null && Number.isInteger(day) && day >= 1 && day <= days;
}

/**
 * The slot an alternative belongs to: follows `optionOf` to an item that is
 * not itself an alternative. Null when the chain ends at a missing item or
 * loops (the item is then listed on its own, so nothing is hidden).
 */
function slotOf(item: PlanItem, byId: Map<string, PlanItem>): string | null {
  let current = item;
  const seen = new Set<string>([item.id]);
  while (current.optionOf) {
    const next = byId.get(current.optionOf);
    if (!next || seen.has(next.id)) return null;
    if (!next.optionOf) return next.id;
    seen.add(next.id);
    current = next;
  }
  return null;
}

export function groupPlan(items: readonly PlanItem[], days: number): GroupedPlan {
  const count = Math.max(0, Math.min(MAX_DAYS, Math.trunc(Number.isFinite(days) ? days : 0)));
  const sorted = sortItems(items);
  const byId = new Map(sorted.map((item) => [item.id, item]));
  const grouped: GroupedPlan = {
    days: Array.from({ length: count }, () => []),
    ideas: [],
    alternatives: new Map(),
  };
  for (const item of sorted) {
    const slot = item.optionOf ? slotOf(item, byId) : null;
    if (slot !== null) {
      const list = grouped.alternatives.get(slot);
      if (list) list.push(item);
      else grouped.alternatives.set(slot, [item]);
    } else if (isScheduled(item.day, count)) {
      grouped.days[item.day - 1]?.push(item);
    } else {
      grouped.ideas.push(item);
    }
  }
  // Unscheduled ideas first, then items left on days past the end (by day and order).
  grouped.ideas.sort((a, b) => {
    if ((a.day === null) !== (b.day === null)) return a.day === null ? -1 : 1;
    return compareItems(a, b);
  });
  for (const list of grouped.alternatives.values()) {
    list.sort((a, b) => compareOrder(a.order, b.order) || compareOrder(a.id, b.id));
  }
  return grouped;
}

export interface DateChange {
  /** The new dates, or null for an undated plan. */
  period: Period | null;
  /** The number of days; taken from `period` when there is one. */
  days: number;
}

export interface DateChangeResult {
  /** What to write on the itinerary (`period`, `days`). */
  patch: ItineraryPatch;
  /** Items whose day or order changes (moved to ideas); nothing is deleted. */
  upsert: PlanItem[];
}

/**
 * Changes a trip's dates or length. Every item keeps its day number, so when
 * the dates move the plan moves with them. When the trip gets shorter, the
 * items of the days that no longer exist go to the end of the ideas, in their
 * day and order, with fresh keys; nothing is deleted. Lengthening adds empty
 * days. Throws a RangeError with a plain-English message for an impossible
 * period or length (check with `periodProblem` at the field first).
 */
export function changeDates(
  itinerary: Pick<ItineraryDoc, 'period' | 'days'>,
  items: readonly PlanItem[],
  next: DateChange,
): DateChangeResult {
  const problem = periodProblem(next.period);
  if (problem) throw new RangeError(problem);
  const days = next.period ? daysBetween(next.period) : Math.trunc(next.days);
  if (!Number.isFinite(days) || days < 0 || days > MAX_DAYS) {
    throw new RangeError(`A trip can have between 0 and ${MAX_DAYS} days.`);
  }
  const patch: ItineraryPatch = {};
  if (!samePeriod(itinerary.period, next.period)) patch.period = next.period ? { ...next.period } : null;
  if (itinerary.days !== days) patch.days = days;

  const sorted = sortItems(items);
  const dropped = sorted.filter((item) => item.day !== null && item.day > days);
  if (dropped.length === 0) return { patch, upsert: [] };

  let lastIdea: string | null = null;
  for (const item of sorted) {
    if (item.day === null && (lastIdea === null || compareOrder(item.order, lastIdea) > 0)) lastIdea = item.order;
  }
  const orders = ordersAfter(lastIdea, dropped.length);
  const upsert = dropped.map((item, i) => ({ ...item, day: null, order: orders[i] ?? item.order }));
  return { patch, upsert };
}

function samePeriod(a: Period | null, b: Period | null): boolean {
  if (a === null || b === null) return a === b;
  return a.start === b.start && a.end === b.end;
}

/** An item with every optional field empty (no place, times, cost or notes): what a new stop starts as. */
export function blankItem(fields: Pick<PlanItem, 'id' | 'day' | 'order' | 'type' | 'title'> & Partial<PlanItem>): PlanItem {
  return {
    place: null,
    startTime: null,
    endTime: null,
    timeZone: null,
    arrival: null,
    endTimeZone: null,
    nights: null,
    optionOf: null,
    notes: null,
    cost: null,
    ...fields,
  };
}

const lengthWords = (days: number): string => (days === 1 ? 'A day' : `${days} days`);

/**
 * The title and description with the trip's length as it now is, when they
 * name it in the words a plan is made with ("6 days in Kyoto", "Tokyo and
 * Kyoto in 10 days", "A day in Porto"; a description starting "6 days in
 * Kyoto" and counting "30 places"): what to offer when the days change, so
 * the words follow the plan. Null when neither names the old length.
 */
export function wordsForDays(
  itinerary: Pick<ItineraryDoc, 'title' | 'description' | 'days'>,
  days: number,
  placesNow: number,
): { title: string; description: string } | null {
  if (days === itinerary.days || days < 1) return null;
  const old = itinerary.days;
  const oldLength = old === 1 ? '(?:A|One|1) day' : `${old} days`;
  const lead = new RegExp(`^${oldLength} in `, 'i');
  const tail = new RegExp(` in ${old} days?$`, 'i');
  let title = itinerary.title;
  if (lead.test(title)) title = title.replace(lead, `${lengthWords(days)} in `);
  else if (tail.test(title)) title = title.replace(tail, ` in ${days === 1 ? 'a day' : `${days} days`}`);
  let description = itinerary.description;
  const said = new RegExp(`\\b${oldLength}\\b`, 'i');
  if (said.test(description)) {
    description = description.replace(said, (found: string, at: number) => (at === 0 || /^[A-Z]/.test(found) ? lengthWords(days) : lengthWords(days).toLowerCase()));
    description = description.replace(/\b\d+ places\b/, `${placesNow} ${placesNow === 1 ? 'place' : 'places'}`);
  }
  return title === itinerary.title && description === itinerary.description ? null : { title, description };
}
