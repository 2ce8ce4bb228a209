/**
 * A day's times: from when the person leaves where they slept, each stop's
 * arrival is the end of the stop before it plus the leg between them; a stop
 * lasts its own length (a default per kind of stop, editable per item). Rules
 * and reasons: docs/days.md ("Schedule").
 *
 * - A fixed time (a flight's or a train's timetable, or a time the person
 *   marked as fixed: a booking) holds: the stop starts then, and arriving
 *   after it is being late. The day goes on from the fixed time.
 * - Any other written start time is a plan: the stop starts then, or when
 *   the person gets there if that is later (`shifted`).
 * - A leg that is not known counts as no time: the times after it are the
 *   earliest possible (`uncertain`).
 *
 * Times are minutes after midnight, local to the stop; past midnight they go
 * on counting (25:00 is 01:00 the next day).
 */
import type { Pace } from '@/domain/assistant/planner/parse';
import type { ItemType, PlanItem } from '@/domain/itineraries/types';
import type { DayStop, Leg } from './legs';
import { PACE_RULES } from './pace';

/** How long a stop lasts when the item does not say (minutes). */
export const KIND_MINUTES: Record<ItemType, number> = {
  attraction: 90,
  restaurant: 60,
  stay: 15,
  flight: 0,
  transport: 60,
  activity: 120,
  note: 0,
};

/** A place's category says more than its kind: the medians of our places data's visit lengths. */
export const CATEGORY_MINUTES: Readonly<Record<string, number>> = { sight: 45, museum: 90, neighbourhood: 90, nature: 60, food: 75 };

/** A meal from this time is dinner and lasts DINNER_MINUTES (the planner's dinner). */
export const DINNER_FROM = 17 * 60 + 30;
export const DINNER_MINUTES = 90;
/** Be at the departure airport this long before a flight leaves. */
export const FLIGHT_CHECK_IN_MINUTES = 90;
/** From a flight's landing to leaving the airport. */
export const FLIGHT_EXIT_MINUTES = 30;

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "HH:MM" as minutes after midnight; null for no time or a malformed one. */
export function clockMinutes(time: string | null | undefined): number | null {
  const match = time ? CLOCK.exec(time) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * A flight, or a train or a bus from one place to another, with a time: a
 * timetable, not ours to move. A transport item with no arrival place (the
 * planner's "Travel to Sintra") has a planned time, not a timetable.
 */
export function hasTimetable(item: PlanItem): boolean {
  return (item.type === 'flight' || (item.type === 'transport' && item.arrival !== null)) && clockMinutes(item.startTime) !== null;
}

/** Whether the item's start time holds: a timetable's, or one the person marked as fixed (`fixedTime`, or `fixed`). Stays' times are check-in times, never steps of the day. */
export function isFixedTime(item: PlanItem, fixed?: ReadonlySet<string>): boolean {
  if (item.type === 'stay' || clockMinutes(item.startTime) === null) return false;
  return hasTimetable(item) || item.fixedTime === true || (fixed?.has(item.id) ?? false);
}

/** How early the person must arrive before a fixed start (a flight: check-in). */
export function arriveBefore(item: PlanItem): number {
  return item.type === 'flight' ? FLIGHT_CHECK_IN_MINUTES : 0;
}

/**
 * How long a stop lasts: the person's own length for it, else its written
 * start to end (in one time zone), else a default for its kind, refined by
 * its place's category, and for a meal by the time of day.
 */
export function stopMinutes(item: PlanItem, own?: ReadonlyMap<string, number>): number {
  const chosen = own?.get(item.id);
  if (chosen !== undefined && Number.isFinite(chosen) && chosen >= 0) return Math.round(chosen);
  const start = clockMinutes(item.startTime);
  const end = clockMinutes(item.endTime);
  const oneZone = item.type !== 'flight' && (item.endTimeZone === null || item.endTimeZone === item.timeZone);
  if (start !== null && end !== null && oneZone && item.type !== 'stay') return end > start ? end - start : end + 1440 - start;
  if (item.type === 'restaurant') return start !== null && start >= DINNER_FROM ? DINNER_MINUTES : KIND_MINUTES.restaurant;
  if (item.type === 'attraction' || item.type === 'activity') {
    const category = item.place?.category;
    if (category && CATEGORY_MINUTES[category] !== undefined) return CATEGORY_MINUTES[category];
  }
  return KIND_MINUTES[item.type];
}

export interface ScheduleOptions {
  /** When the person leaves the stay ("HH:MM"). By default: in time for the first stop's written time, else the pace's start. */
  startTime?: string | null;
  /** The person's pace: when a day starts by default (slow 10:00, moderate 09:30, packed 09:00). */
  pace?: Pace;
  /** Lengths the person gave stops (minutes), by item id. */
  minutes?: ReadonlyMap<string, number>;
  /** Items whose written start time is fixed (a booking), besides timetables. */
  fixed?: ReadonlySet<string>;
}

export interface StopTime {
  itemId: string;
  role: DayStop['role'];
  /** When the person gets there; null when it cannot be known (after a flight with no landing time). */
  arrive: number | null;
  start: number | null;
  end: number | null;
  /** How long the stop lasts. */
  minutes: number;
  /** Minutes spent waiting for the stop's time. */
  wait: number;
  fixed: boolean;
  /** For a fixed time: how late the person would be (0 when on time). */
  late: number;
  /** For a planned time: how much later than written the stop starts. */
  shifted: number;
  /** A leg before it is not known, so these times are the earliest possible. */
  uncertain: boolean;
}

export interface DaySchedule {
  /** When the person leaves where they slept (null when the day does not start from a stay). */
  leaves: number | null;
  /** `stops[i]` is the time of `DayStop` i. */
  stops: StopTime[];
}

/** When the day sets out: the given time, else in time for the first timed stop, else the pace's start. */
function leavingTime(stops: readonly DayStop[], legs: readonly Leg[], options: ScheduleOptions): number {
  const given = clockMinutes(options.startTime);
  if (given !== null) return given;
  const dayStart = PACE_RULES[options.pace ?? 'moderate'].dayStart;
  const first = stops[1];
  const leg = legs[0];
  const written = first && first.role === 'stop' && first.item.type !== 'stay' ? clockMinutes(first.item.startTime) : null;
  if (!first || written === null || !leg || leg.minutes === null) return dayStart;
  return Math.max(0, written - arriveBefore(first.item) - leg.minutes);
}

/** A journey's landing or arrival time: its written end, the next day when it would be before the start in one time zone. */
function landing(item: PlanItem, start: number): number | null {
  const end = clockMinutes(item.endTime);
  if (end === null) return null;
  const oneZone = item.endTimeZone === null || item.endTimeZone === item.timeZone;
  return oneZone && end < start ? end + 1440 : end;
}

/** Each stop's times; `legs[i]` goes from `stops[i]` to `stops[i + 1]` (./legs.ts). */
export function scheduleDay(stops: readonly DayStop[], legs: readonly Leg[], options: ScheduleOptions = {}): DaySchedule {
  const times: StopTime[] = [];
  const fromStay = stops[0]?.role === 'start';
  const leaves = fromStay ? leavingTime(stops, legs, options) : null;
  let clock: number | null = fromStay ? leaves : (clockMinutes(options.startTime) ?? PACE_RULES[options.pace ?? 'moderate'].dayStart);
  let uncertain = false;
  stops.forEach((stop, i) => {
    const base = { itemId: stop.item.id, role: stop.role, wait: 0, late: 0, shifted: 0, fixed: false };
    if (i === 0 && fromStay) {
      times.push({ ...base, arrive: null, start: null, end: leaves, minutes: 0, uncertain: false });
      return;
    }
    const item = stop.item;
    const written = item.type === 'stay' ? null : clockMinutes(item.startTime);
    const fixed = stop.role === 'stop' && isFixedTime(item, options.fixed);
    const leg = i > 0 ? legs[i - 1] : undefined;
    if (leg && leg.minutes === null) uncertain = true;
    // A day that does not start from a stay starts at its first stop: at that stop's own time when it has one.
    const firstOfDay = i === 0;
    const arrive = firstOfDay && written !== null ? written - (fixed ? arriveBefore(item) : 0) : clock === null ? null : clock + (leg?.minutes ?? 0);
    if (stop.role === 'end') {
      times.push({ ...base, arrive, start: arrive, end: arrive, minutes: 0, uncertain });
      return;
    }
    const minutes = stopMinutes(item, options.minutes);
    let start: number | null;
    let late = 0;
    let shifted = 0;
    if (fixed && written !== null) {
      start = written;
      late = arrive === null ? 0 : Math.max(0, arrive - (written - arriveBefore(item)));
    } else if (written !== null) {
      start = arrive === null ? written : Math.max(arrive, written);
      shifted = start - written;
    } else {
      start = arrive;
    }
    const wait = start !== null && arrive !== null ? Math.max(0, start - arrive - (fixed ? arriveBefore(item) : 0)) : 0;
    let end: number | null = start === null ? null : start + minutes;
    if (item.type === 'flight' || (item.type === 'transport' && item.arrival !== null)) {
      const lands = start === null ? null : landing(item, start);
      end = lands === null ? (item.type === 'flight' ? null : end) : lands;
      clock = end === null ? null : end + (item.type === 'flight' ? FLIGHT_EXIT_MINUTES : 0);
    } else {
      clock = end;
    }
    const stopUncertain = uncertain;
    // A fixed time holds whatever came before it: the day after it is known again.
    if (fixed) uncertain = false;
    times.push({ ...base, arrive, start, end, minutes, wait, fixed, late, shifted, uncertain: stopUncertain });
  });
  return { leaves, stops: times };
}
