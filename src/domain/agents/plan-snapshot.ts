/**
 * An itinerary's days as a proposal freezes them when it is sent: each
 * scheduled day with its stops in the plan's order (ideas and alternatives
 * left out, at most 30 stops a day), a stop being its title, kind, start time
 * and coordinates. The demo data's sent proposal is made the same way
 * (scripts/seed-data/build.mjs; a test keeps the two together).
 */
import type { GeoPoint, PlanItem } from '@/domain/itineraries/types';
import type { PlanDay } from './types';

/** The most stops a day of a proposal keeps. */
const MAX_DAY_STOPS = 30;

/** What the snapshot reads of an item (the demo data's items as stored have it too). */
type SnapshotItem = Pick<PlanItem, 'day' | 'title' | 'type' | 'startTime'> & {
  optionOf?: string | null;
  place: { geocode: GeoPoint } | null;
};

/** `items` in the plan's order (as the plan is read: by day, then by order within it). */
export function planSnapshot(items: readonly SnapshotItem[]): PlanDay[] {
  const days = new Map<number, PlanDay>();
  for (const item of items) {
    if (item.day === null || item.optionOf) continue;
    const day = days.get(item.day) ?? { day: item.day, stops: [] };
    day.stops.push({ title: item.title, type: item.type, time: item.startTime ?? null, geocode: item.place?.geocode ?? null });
    days.set(item.day, day);
  }
  return [...days.values()].sort((a, b) => a.day - b.day).map((d) => ({ ...d, stops: d.stops.slice(0, MAX_DAY_STOPS) }));
}
