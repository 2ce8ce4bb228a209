/** How the editor shows days, dates and times. */
import { dayDate } from '@/domain/itineraries/plan';
import type { Period } from '@/domain/itineraries/types';
import { formatDate } from '@/lib/dates';

/** 'Mon 3 Jun' for a yyyy-mm-dd date. */
export function shortDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  return formatDate(date, 'EEE d MMM');
}

/** 'Day 2 · Tue 4 Jun', or 'Day 2' for an undated plan. */
export function dayLabel(period: Period | null, day: number): string {
  const date = dayDate(period, day);
  return date ? `Day ${day} · ${shortDate(date)}` : `Day ${day}`;
}

