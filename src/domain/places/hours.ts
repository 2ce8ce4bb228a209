/**
 * Opening hours (docs/places-provider.md, "Opening hours"): one compact form
 * for every source, kept on a planned stop (`place.hours`) and checked by the
 * planner and the editor. A period is `"D HH:MM-HH:MM"`: day 0 is Sunday,
 * times are local to the place, and a close at or before the open runs past
 * midnight into the next day ("5 18:00-02:00" is Friday evening to Saturday
 * 02:00). `"D 00:00-24:00"` is open all day. No periods at all (or no `hours`)
 * means we do not know, which is never a warning.
 */
import type { LivePlace } from './live';

export type HoursPeriods = readonly string[];

/** The curated city files' form (what scripts/places-fake.mjs serves as Google's hours). */
export interface CuratedHoursRule {
  /** 0 = Sunday. */
  days: number[];
  open: string;
  close: string;
}

/** At most this many periods are kept (three a day). */
const HOURS_PERIODS_MAX = 21;
const PERIOD_PATTERN = /^[0-6] ([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/;

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const WEEK = [0, 1, 2, 3, 4, 5, 6] as const;
const pad = (n: number): string => String(n).padStart(2, '0');
const clock = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** "HH:MM" as minutes after midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

interface Span {
  day: number;
  /** Minutes from the start of `day`. */
  open: number;
  /** Minutes from the start of `day`; past 24:00 when the period runs overnight. */
  close: number;
}

function spanOf(period: string): Span | null {
  if (!PERIOD_PATTERN.test(period)) return null;
  const day = Number(period[0]);
  const [open, close] = period.slice(2).split('-').map(minutesOf) as [number, number];
  return { day, open, close: close <= open ? close + 24 * 60 : close };
}

/** True when every period is well formed (the same check the Firestore rules make). */
export function isHoursPeriods(value: unknown): value is HoursPeriods {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.length <= HOURS_PERIODS_MAX &&
    value.every((p) => typeof p === 'string' && PERIOD_PATTERN.test(p))
  );
}

/** The curated form as periods; null when the place lists none. */
export function periodsFromCurated(rules: readonly CuratedHoursRule[] | undefined): HoursPeriods | null {
  if (!rules || rules.length === 0) return null;
  const periods = rules.flatMap((rule) => [...rule.days].sort().map((day) => `${day} ${rule.open}-${rule.close}`));
  return isHoursPeriods(periods) ? periods : null;
}

/** The provider's regular hours as periods; null when it gave none. A period without a close is open around the clock. */
export function periodsFromLive(hours: LivePlace['hours']): HoursPeriods | null {
  if (!hours || hours.periods.length === 0) return null;
  if (hours.periods.length === 1 && hours.periods[0]!.close === null) return WEEK.map((day) => `${day} 00:00-24:00`);
  const periods = hours.periods.flatMap(({ open, close }) => {
    if (!close) return [`${open.day} 00:00-24:00`];
    const from = open.hour * 60 + open.minute;
    const to = close.hour * 60 + close.minute;
    // Closing a day or more after the open (a 36-hour stretch) is kept as all day.
    const span = ((close.day - open.day + 7) % 7) * 24 * 60 + to - from;
    if (span >= 24 * 60 || span <= 0) return [`${open.day} 00:00-24:00`];
    return [`${open.day} ${clock(from)}-${clock(to)}`];
  });
  return isHoursPeriods(periods) ? periods : null;
}

/** Whether the place is open at `minutes` (from midnight) on `weekday` (0 = Sunday), counting periods from the day before that run past midnight. */
export function isOpenAt(periods: HoursPeriods, weekday: number, minutes: number): boolean {
  return periods.some((period) => {
    const span = spanOf(period);
    if (!span) return false;
    if (span.day === weekday && minutes >= span.open && minutes < span.close) return true;
    return (span.day + 1) % 7 === weekday && span.close > 24 * 60 && minutes + 24 * 60 < span.close;
  });
}

/** Whether a visit from `from` for `minutes` fits one opening (it may end at the closing time). */
export function isOpenFor(periods: HoursPeriods, weekday: number, from: number, minutes: number): boolean {
  return periods.some((period) => {
    const span = spanOf(period);
    if (!span) return false;
    const starts = [span.day === weekday ? from : null, (span.day + 1) % 7 === weekday ? from + 24 * 60 : null];
    return starts.some((start) => start !== null && start >= span.open && start + minutes <= span.close);
  });
}

/** `isOpenFor` on `weekday`, or on any day of the week when it is not known (an undated trip). */
export function fitsHours(periods: HoursPeriods, weekday: number | null, from: number, minutes: number): boolean {
  return weekday === null ? WEEK.some((day) => isOpenFor(periods, day, from, minutes)) : isOpenFor(periods, weekday, from, minutes);
}

/** "09:00–18:00", "12:00–14:30, 19:00–23:00", "open all day" or "closed" for one weekday. */
export function hoursOnDay(periods: HoursPeriods, weekday: number): string {
  const spans = periods
    .map(spanOf)
    .filter((span): span is Span => span !== null && span.day === weekday)
    .sort((a, b) => a.open - b.open);
  if (spans.length === 0) return 'closed';
  if (spans.some((span) => span.open === 0 && span.close >= 24 * 60)) return 'open all day';
  return spans.map((span) => `${clock(span.open)}–${clock(span.close % (24 * 60))}`).join(', ');
}

/** The week from Monday, one line a day: "Monday: 09:00–18:00", "Sunday: closed". */
export function weekHours(periods: HoursPeriods): string[] {
  return [1, 2, 3, 4, 5, 6, 0].map((day) => `${DAY_NAMES[day]}: ${hoursOnDay(periods, day)}`);
}

/**
 * What the editor says about a stop planned at `start` ("HH:MM"): null when it
 * is open then, when its hours are unknown, or when there is no time to check.
 * Without a date (`weekday` null) it warns only when the place is closed at that
 * time on every day of the week.
 */
export function closedWarning(name: string, periods: HoursPeriods | null | undefined, weekday: number | null, start: string | null | undefined): string | null {
  if (!periods || periods.length === 0 || !start || !/^\d{2}:\d{2}$/.test(start)) return null;
  const at = minutesOf(start);
  if (weekday !== null) {
    if (isOpenAt(periods, weekday, at)) return null;
    const today = hoursOnDay(periods, weekday);
    return today === 'closed'
      ? `${name} is closed on ${DAY_NAMES[weekday]}s.`
      : `${name} is closed at ${start} on ${DAY_NAMES[weekday]}s (open ${today}).`;
  }
  if (WEEK.some((day) => isOpenAt(periods, day, at))) return null;
  const usual = WEEK.map((day) => hoursOnDay(periods, day)).find((text) => text !== 'closed');
  return `${name} is not open at ${start} on any day${usual ? ` (usually ${usual})` : ''}.`;
}

/** The weekday (0 = Sunday) of an ISO date, read as a calendar date. */
export function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T12:00:00Z`).getUTCDay();
}
