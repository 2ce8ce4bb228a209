/**
 * How a trip's dates read on screen (English, dates without time zones): the
 * app's trip cards and heading, and the heading a shared trip's page paints on
 * the server (functions/src/link-preview/first-paint.ts), which must read the same.
 */
import { formatIsoRange } from '@/lib/dates';
import type { Period } from './types';

function daysLabel(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** "1–4 May 2027", "29 Apr – 2 May 2027", "30 Dec 2027 – 2 Jan 2028", or the length for undated plans. */
export function periodLabel(period: Period | null, days: number): string {
  if (!period) return `${daysLabel(days)}, no dates yet`;
  return formatIsoRange(period.start, period.end) ?? daysLabel(days);
}
