/** How trips' dates, lengths and costs read on screen (English, dates without time zones); a trip's period: @/domain/itineraries/period-label. */
import type { Period } from '@/domain/itineraries/types';
import { formatDate, utcDate } from '@/lib/dates';

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
