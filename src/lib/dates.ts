/**
 * Dates as the app writes them: British English, the day before the month ("Saturday 1 May",
 * "29 Apr – 2 May 2027"), the same on every screen, in the PDFs and in every browser.
 *
 * Written out here rather than with Intl: the first Intl object a page makes loads the locale's
 * data, one long task on a phone (docs/performance.md), and the shared screens write dates in their
 * first render. A unit test holds each form to Intl's en-GB.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// en-GB's abbreviations: four letters for September.
const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * The forms in use: `d MMM y` "1 May 2027", `d MMMM y` "1 May 2027" with the month in full,
 * `d MMM` "1 May", `EEE d MMM` "Sat 1 May", `EEEE d MMMM` "Saturday 1 May", `EEEE, d MMMM y` "Saturday, 1 May 2027".
 */
export type DateForm = 'd MMM' | 'd MMM y' | 'd MMMM' | 'd MMMM y' | 'EEE d MMM' | 'EEEE d MMMM' | 'EEEE, d MMMM y';

/**
 * `date` in `form`. A calendar date (yyyy-mm-dd, no time zone) is read in UTC, as `utcDate` makes
 * it; an instant (a proposal's deadline) in the reader's own time zone with `zone: 'local'`.
 */
export function formatDate(date: Date, form: DateForm, zone: 'utc' | 'local' = 'utc'): string {
  const utc = zone === 'utc';
  const month = utc ? date.getUTCMonth() : date.getMonth();
  const parts: Record<string, string> = {
    EEEE: WEEKDAYS[utc ? date.getUTCDay() : date.getDay()] ?? '',
    EEE: (WEEKDAYS[utc ? date.getUTCDay() : date.getDay()] ?? '').slice(0, 3),
    MMMM: MONTHS[month] ?? '',
    MMM: MONTHS_SHORT[month] ?? '',
    d: String(utc ? date.getUTCDate() : date.getDate()),
    y: String(utc ? date.getUTCFullYear() : date.getFullYear()),
  };
  return form.replace(/EEEE|EEE|MMMM|MMM|d|y/g, (token) => parts[token] ?? token);
}

/** A yyyy-mm-dd date at midnight UTC, or null when it is not a real date. */
export function utcDate(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-30 is not a date (Date would roll it over to 2 March).
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/**
 * Two calendar dates as a range, as en-GB writes one: "1–4 May 2027", "29 Apr – 2 May 2027",
 * "30 Dec 2027 – 2 Jan 2028", or "1 May 2027" for one day. `month: 'long'` writes months in full.
 */
export function formatDateRange(start: Date, end: Date, month: 'short' | 'long' = 'short'): string {
  const withYear: DateForm = month === 'long' ? 'd MMMM y' : 'd MMM y';
  const last = formatDate(end, withYear);
  if (start.getTime() === end.getTime()) return last;
  const sameYear = start.getUTCFullYear() === end.getUTCFullYear();
  if (sameYear && start.getUTCMonth() === end.getUTCMonth()) return `${start.getUTCDate()}–${last}`;
  return `${formatDate(start, sameYear ? (month === 'long' ? 'd MMMM' : 'd MMM') : withYear)} – ${last}`;
}

/** Two yyyy-mm-dd dates as a range (see formatDateRange), or null when either is not a real date. */
export function formatIsoRange(start: string, end: string, month: 'short' | 'long' = 'short'): string | null {
  const from = utcDate(start);
  const to = utcDate(end);
  return from && to ? formatDateRange(from, to, month) : null;
}
