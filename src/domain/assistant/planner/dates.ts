/**
 * Dates and trip length from free text, relative to a given "today":
 * "next May", "in May", "June 3-8", "3-8 June 2027", "from 12 to 15 March",
 * "June 28 - July 3", "2026-06-03 to 2026-06-08", "for a week", "5 days",
 * "4 nights", "a long weekend", "this weekend", "next week", "tomorrow".
 * Pure; dates are yyyy-mm-dd calendar dates (no time zone).
 */

export interface ParsedDates {
  /** First and last day, both included, or null when the text names no day. */
  period: { start: string; end: string } | null;
  /** Length in days from the text (a range's own length wins), or null. */
  days: number | null;
  /** Set when the text names only a month: the start was chosen (the 1st, or tomorrow). */
  startAssumed: boolean;
  /** True when the text gave both a length and a range of a different length. */
  conflict: boolean;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const YEAR = '(?:,?\\s*(\\d{4}))?';
const TO = '\\s*(?:-|to|until|till|through|thru)\\s*';

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, 'twenty one': 21, 'twenty-one': 21, thirty: 30, couple: 2, few: 3, several: 4,
};
const NUMBER = `(\\d{1,3}|twenty[ -]one|a couple of|a few|${Object.keys(NUMBER_WORDS).filter((w) => !w.startsWith('twenty ') && !w.startsWith('twenty-')).join('|')})`;

/** The words that name an exact count ("six", "twenty-one"), not an article or a vague one ("a few"). */
export const COUNT_WORDS = Object.keys(NUMBER_WORDS).filter((word) => !['a', 'an', 'couple', 'few', 'several'].includes(word));

export function numberFromWord(word: string): number | null {
  const w = word.trim().toLowerCase().replace(/^a (couple|few)( of)?$/, '$1');
  if (/^\d+$/.test(w)) return Number(w);
  return NUMBER_WORDS[w] ?? null;
}

const DAY_MS = 86_400_000;

function utc(y: number, m: number, d: number): number {
  return Date.UTC(y, m, d);
}
function iso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(utc(y, m, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m && date.getUTCDate() === d;
}
function monthIndex(word: string): number {
  return MONTHS.indexOf(word.slice(0, 3).toLowerCase());
}
/** Today's calendar date (local) as UTC midnight ms. */
function todayMs(today: Date): number {
  return utc(today.getFullYear(), today.getMonth(), today.getDate());
}

/** A range without a year: this year, or next year when it would already be over. */
function rangeFrom(today: Date, m1: number, d1: number, m2: number, d2: number, year?: number): { start: number; end: number } | null {
  const now = todayMs(today);
  let y = year ?? today.getFullYear();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const endYear = m2 < m1 ? y + 1 : y;
    if (!isRealDate(y, m1, d1) || !isRealDate(endYear, m2, d2)) return null;
    const start = utc(y, m1, d1);
    const end = utc(endYear, m2, d2);
    if (end < start) return null;
    if (year !== undefined || end >= now) return { start, end };
    y += 1;
  }
  return null;
}

function lengthOf(text: string): number | null {
  // "A long weekend with a day trip": a day trip is a kind of day, not the trip's length.
  const t = text.replace(/\b(?:an?|one|1)?\s*day[- ]?trips?\b/g, ' ');
  let m = new RegExp(`\\b${NUMBER}[ -](?:full[ -])?days?\\b`).exec(t);
  if (m?.[1]) {
    const n = numberFromWord(m[1]);
    if (n !== null) return n;
  }
  m = new RegExp(`\\b${NUMBER}[ -]nights?\\b`).exec(t);
  if (m?.[1]) {
    const n = numberFromWord(m[1]);
    if (n !== null) return n + 1;
  }
  m = new RegExp(`\\b${NUMBER}[ -]weeks?\\b`).exec(t);
  if (m?.[1]) {
    const n = numberFromWord(m[1]);
    if (n !== null) return n * 7;
  }
  if (/\bfortnight\b/.test(t)) return 14;
  if (/\blong weekend\b/.test(t)) return 3;
  if (/\bweekend\b/.test(t)) return 2;
  if (/\bweek\b/.test(t) && !/\b(next|this|the) week\b/.test(t)) return 7;
  if (/\b(a|one) day (in|at|around|of)\b/.test(t) || /\bday out in\b/.test(t)) return 1;
  return null;
}

/** Parses the dates and the length named in `text`. */
export function parseDates(text: string, today: Date): ParsedDates {
  const t = text.toLowerCase().replace(/[–—]/g, '-').replace(/\s+/g, ' ');
  const days = lengthOf(t);
  const result = (start: number, end: number | null, startAssumed = false): ParsedDates => {
    if (end !== null) {
      const span = Math.round((end - start) / DAY_MS) + 1;
      return { period: { start: iso(start), end: iso(end) }, days: span, startAssumed, conflict: days !== null && days !== span };
    }
    const length = days ?? null;
    return {
      period: length === null ? { start: iso(start), end: iso(start) } : { start: iso(start), end: iso(start + (length - 1) * DAY_MS) },
      days: length,
      startAssumed,
      conflict: false,
    };
  };

  // 2026-06-03 to 2026-06-08
  let m = new RegExp(`(\\d{4})-(\\d{2})-(\\d{2})(?:${TO}(\\d{4})-(\\d{2})-(\\d{2}))?`).exec(t);
  if (m) {
    const [y1, mo1, d1] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
    if (isRealDate(y1, mo1, d1)) {
      if (m[4]) {
        const [y2, mo2, d2] = [Number(m[4]), Number(m[5]) - 1, Number(m[6])];
        if (isRealDate(y2, mo2, d2) && utc(y2, mo2, d2) >= utc(y1, mo1, d1)) return result(utc(y1, mo1, d1), utc(y2, mo2, d2));
      } else {
        return withLength(result(utc(y1, mo1, d1), null));
      }
    }
  }

  // June 3-8 / June 28 - July 3 / June 3 to 8, 2027
  m = new RegExp(`\\b${MONTH} ${DAY}${TO}(?:${MONTH} )?${DAY}\\b${YEAR}`).exec(t);
  if (m?.[1] && m[2] && m[4]) {
    const m1 = monthIndex(m[1]);
    const m2 = m[3] ? monthIndex(m[3]) : m1;
    const range = rangeFrom(today, m1, Number(m[2]), m2, Number(m[4]), m[5] ? Number(m[5]) : undefined);
    if (range) return result(range.start, range.end);
  }

  // 3-8 June 2027 / from 12 to 15 March / 28 June - 3 July
  m = new RegExp(`\\b${DAY}(?: (?:of )?${MONTH})?${TO}${DAY} (?:of )?${MONTH}\\b${YEAR}`).exec(t);
  if (m?.[1] && m[3] && m[4]) {
    const m2 = monthIndex(m[4]);
    const m1 = m[2] ? monthIndex(m[2]) : m2;
    const range = rangeFrom(today, m1, Number(m[1]), m2, Number(m[3]), m[5] ? Number(m[5]) : undefined);
    if (range) return result(range.start, range.end);
  }

  // One day: June 3 / 3 June / June 3rd, 2027 (the start; the length comes from elsewhere)
  m = new RegExp(`\\b${MONTH} ${DAY}\\b${YEAR}`).exec(t) ?? null;
  let single: { mo: number; d: number; y?: number } | null = null;
  if (m?.[1] && m[2]) single = { mo: monthIndex(m[1]), d: Number(m[2]), y: m[3] ? Number(m[3]) : undefined };
  if (!single) {
    m = new RegExp(`\\b${DAY} (?:of )?${MONTH}\\b${YEAR}`).exec(t);
    if (m?.[1] && m[2]) single = { mo: monthIndex(m[2]), d: Number(m[1]), y: m[3] ? Number(m[3]) : undefined };
  }
  if (single) {
    const range = rangeFrom(today, single.mo, single.d, single.mo, single.d, single.y);
    if (range) return withLength(result(range.start, null));
  }

  // A month: next May / in May / May 2027 / early June
  m = new RegExp(`\\b(next|this|in|during|for|early|mid|late|around)?\\s*${MONTH}\\b${YEAR}`).exec(t);
  if (m?.[2] && !(m[2] === 'may' && !m[1] && !m[3]) && !(m[2].startsWith('mar') && !m[1] && !m[3] && m[2] !== 'march')) {
    const mo = monthIndex(m[2]);
    const now = todayMs(today);
    let y = m[3] ? Number(m[3]) : today.getFullYear();
    if (!m[3]) {
      if (mo < today.getMonth() || (m[1] === 'next' && mo === today.getMonth())) y += 1;
    }
    const day = m[1] === 'mid' ? 15 : m[1] === 'late' ? 20 : 1;
    let start = utc(y, mo, day);
    if (start <= now) start = now + DAY_MS;
    return withLength(result(start, null, true));
  }

  // Relative days
  const now = todayMs(today);
  const weekday = new Date(now).getUTCDay(); // 0 Sunday
  if (/\btomorrow\b/.test(t)) return withLength(result(now + DAY_MS, null));
  if (/\b(this|next) weekend\b/.test(t) || /\bthis long weekend\b/.test(t)) {
    const long = /\blong weekend\b/.test(t);
    const target = long ? 5 : 6; // Friday or Saturday
    let ahead = (target - weekday + 7) % 7;
    if (ahead === 0) ahead = 7;
    if (/\bnext weekend\b/.test(t) && ahead < 3) ahead += 7;
    return withLength(result(now + ahead * DAY_MS, null));
  }
  if (/\bnext week\b/.test(t)) {
    const ahead = ((1 - weekday + 7) % 7) || 7;
    return withLength(result(now + ahead * DAY_MS, null));
  }
  if (/\btoday\b/.test(t)) return withLength(result(now, null));

  return { period: null, days, startAssumed: false, conflict: false };

  /** A start with no length in the text keeps its end open until the caller picks the length. */
  function withLength(parsed: ParsedDates): ParsedDates {
    return days === null ? { ...parsed, period: parsed.period ? { start: parsed.period.start, end: parsed.period.start } : null, days: null } : parsed;
  }
}

/** "1 May 2026" for assumptions and summaries. */
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTH_NAMES[m - 1] ?? ''} ${y}`;
}

/** `date` plus `n` days. */
export function addDaysIso(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return iso(utc(y, m - 1, d) + n * DAY_MS);
}
