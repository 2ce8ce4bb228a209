/** How trips' dates, lengths and costs read on screen (English, dates without time zones). */
import type { Period } from '@/domain/itineraries/types';
import { formatDate, formatIsoRange, utcDate } from '@/lib/dates';

export function daysLabel(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** "1–4 May 2027", "29 Apr – 2 May 2027", "30 Dec 2027 – 2 Jan 2028", or the length for undated plans. */
export function periodLabel(period: Period | null, days: number): string {
  if (!period) return `${daysLabel(days)}, no dates yet`;
  return formatIsoRange(period.start, period.end) ?? daysLabel(days);
}

/** "Saturday 1 May" for a yyyy-mm-dd date. */
export function longDate(iso: string): string {
  const date = utcDate(iso);
  return date ? formatDate(date, 'EEEE d MMMM') : iso;
}

/** yyyy-mm-dd of day `day` (1-based) of a dated trip. */
export function dateOfDay(period: Period | null, day: number): string | null {
  if (!period) return null;
  const start = utcDate(period.start);
  if (!start) return null;
  return new Date(start.getTime() + (day - 1) * 86_400_000).toISOString().slice(0, 10);
}

/** Today as yyyy-mm-dd in the person's own time zone. */
export function todayIso(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
