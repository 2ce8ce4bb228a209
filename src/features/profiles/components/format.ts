import type { PublicItinerary } from '../types';

/** "1 follower", "1,204 followers". */
export function countLabel(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
}

function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "12–18 May 2026" (in the reader's locale), or null when the trip is undated. */
export function formatPeriod(period: PublicItinerary['period'], locale?: string): string | null {
  if (!period) return null;
  const start = parseIsoDate(period.start);
  const end = parseIsoDate(period.end);
  if (!start || !end) return null;
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return start.getTime() === end.getTime() ? format.format(start) : format.formatRange(start, end);
}

/** "7 days", "1 day", "Ideas, no days yet". */
export function formatDays(days: number): string {
  if (days <= 0) return 'Ideas, no days yet';
  return days === 1 ? '1 day' : `${days} days`;
}

/** What a card says about when and how long: "7 days · 12–18 May 2026". */
export function formatWhen(itinerary: Pick<PublicItinerary, 'days' | 'period'>, locale?: string): string {
  const dates = formatPeriod(itinerary.period, locale);
  return dates ? `${formatDays(itinerary.days)} · ${dates}` : formatDays(itinerary.days);
}
