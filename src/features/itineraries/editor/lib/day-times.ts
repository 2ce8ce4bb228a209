/**
 * A day's times after items move: which stops start before the stop above
 * them, and "Re-time day", which puts the times back in the day's order.
 * Pure: the board, the editor and the tests share it. The decision and its
 * reasons are in docs/itineraries.md ("Times after a move").
 *
 * - Stays are left out: a check-in time is not a step of the day's sequence.
 * - Flights keep their times (a timetable is not ours to change); they count
 *   as steps, so a stop placed before a flight that starts after it is fine,
 *   and one placed after it that starts before it is flagged.
 * - Two stops are compared only in the same time zone (or when one has none).
 */
import type { PlanItem } from '@/domain/itineraries/types';

const DAY_MINUTES = 24 * 60;

function minutes(clock: string | null): number | null {
  if (!clock) return null;
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

function clock(total: number): string {
  const m = ((Math.round(total) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

function sameZone(a: PlanItem, b: PlanItem): boolean {
  return a.timeZone === null || b.timeZone === null || a.timeZone === b.timeZone;
}

function isTimed(item: PlanItem): boolean {
  return item.type !== 'stay' && minutes(item.startTime) !== null;
}

/** A stop that starts before the stop above it. */
export interface TimeClash {
  itemId: string;
  /** The timed stop above it that starts later. */
  after: PlanItem;
  /** 'Starts at 13:40, before “Museum” above it (15:05).' */
  message: string;
}

/**
 * The stops of a day (its items in plan order, alternatives left out) whose
 * start time is earlier than the start of a timed stop above them.
 */
export function timeClashes(dayItems: readonly PlanItem[]): Map<string, TimeClash> {
  const clashes = new Map<string, TimeClash>();
  const seen: PlanItem[] = [];
  for (const item of dayItems) {
    if (!isTimed(item)) continue;
    const start = minutes(item.startTime) ?? 0;
    // The latest-starting stop above it in the same zone.
    let latest: PlanItem | null = null;
    for (const other of seen) {
      if (!sameZone(other, item)) continue;
      if (!latest || (minutes(other.startTime) ?? 0) > (minutes(latest.startTime) ?? 0)) latest = other;
    }
    if (latest && (minutes(latest.startTime) ?? 0) > start) {
      clashes.set(item.id, {
        itemId: item.id,
        after: latest,
        message: `Starts at ${item.startTime}, before “${latest.title}” above it (${latest.startTime}).`,
      });
    }
    seen.push(item);
  }
  return clashes;
}

/**
 * "Re-time day": the day's start times, sorted, are handed out again in the
 * plan's order (so the day keeps its shape: when it starts and the times
 * people chose), and each stop keeps its length and starts no earlier than
 * the one above it ends. Flights keep their times. Returns only the items
 * whose times change.
 */
export function retimeDay(dayItems: readonly PlanItem[]): PlanItem[] {
  const movable = dayItems.filter((item) => isTimed(item) && item.type !== 'flight');
  const slots = movable.map((item) => minutes(item.startTime) ?? 0).sort((a, b) => a - b);
  const changed: PlanItem[] = [];
  let cursor: { at: number; item: PlanItem } | null = null;
  let slot = 0;
  for (const item of dayItems) {
    if (!isTimed(item)) continue;
    const start = minutes(item.startTime) ?? 0;
    const end = minutes(item.endTime);
    const length = end === null ? null : end >= start ? end - start : end + DAY_MINUTES - start;
    if (item.type === 'flight') {
      // Departure is fixed; the arrival is in another zone unless it says otherwise.
      const arrives = end !== null && (item.endTimeZone === null || item.endTimeZone === item.timeZone) ? start + (length ?? 0) : start;
      cursor = { at: arrives, item };
      continue;
    }
    const wanted = slots[slot] ?? start;
    slot += 1;
    const next: number = cursor && sameZone(cursor.item, item) ? Math.max(wanted, cursor.at) : wanted;
    const nextEnd: number | null = length === null ? null : next + length;
    cursor = { at: nextEnd ?? next, item };
    const startTime = clock(next);
    const endTime = nextEnd === null ? item.endTime : clock(nextEnd);
    if (startTime !== item.startTime || endTime !== item.endTime) changed.push({ ...item, startTime, endTime });
  }
  return changed;
}
