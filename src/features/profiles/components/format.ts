import { formatIsoRange } from '@/lib/dates';
import type { PublicItinerary } from '../types';

/** "12–18 May 2026" (as every screen writes dates: src/lib/dates.ts), or null when the trip is undated. */
export function formatPeriod(period: PublicItinerary['period']): string | null {
  return period ? formatIsoRange(period.start, period.end) : null;
}

/** "7 days", "1 day", "Ideas, no days yet". */
export function formatDays(days: number): string {
  if (days <= 0) return 'Ideas, no days yet';
  return days === 1 ? '1 day' : `${days} days`;
}

/** What a card says about when and how long: "7 days · 12–18 May 2026". */
export function formatWhen(itinerary: Pick<PublicItinerary, 'days' | 'period'>): string {
  const dates = formatPeriod(itinerary.period);
  return dates ? `${formatDays(itinerary.days)} · ${dates}` : formatDays(itinerary.days);
}
