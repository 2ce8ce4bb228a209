/** Sorting, filtering and picking "the current trip" among the signed-in user's trips. */
import type { TripSummary } from '@/domain/itineraries/types';

export type TripSort = 'newest' | 'date' | 'title';
export type TripFilter = 'all' | TripSummary['relation'];

export const TRIP_SORTS: { value: TripSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'date', label: 'Trip date' },
  { value: 'title', label: 'Title' },
];

export const TRIP_FILTERS: { value: TripFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'created', label: 'Created' },
  { value: 'collaborating', label: 'Collaborating' },
  { value: 'cloned', label: 'Cloned' },
  { value: 'invited', label: 'Invited' },
];

const time = (date: Date | null) => date?.getTime() ?? 0;

/** Trips of one relation (or all), sorted: newest created first; by trip date (undated last); by title. */
export function sortTrips(trips: readonly TripSummary[], sort: TripSort, filter: TripFilter = 'all'): TripSummary[] {
  const shown = filter === 'all' ? [...trips] : trips.filter((trip) => trip.relation === filter);
  const byNewest = (a: TripSummary, b: TripSummary) => time(b.createdAt) - time(a.createdAt) || a.id.localeCompare(b.id);
  if (sort === 'newest') return shown.sort(byNewest);
  if (sort === 'title') {
    return shown.sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || byNewest(a, b));
  }
  return shown.sort((a, b) => {
    if (a.period && b.period) return a.period.start.localeCompare(b.period.start) || byNewest(a, b);
    if (a.period) return -1;
    if (b.period) return 1;
    return byNewest(a, b);
  });
}

/**
 * The trip /trip opens: one happening today, else the next to start, else the
 * most recently updated. Invitations not yet accepted do not count.
 */
export function pickCurrentTrip(trips: readonly TripSummary[], today: string): TripSummary | null {
  const mine = trips.filter((trip) => trip.relation !== 'invited');
  const now = mine.filter((trip) => trip.period && trip.period.start <= today && today <= trip.period.end);
  if (now.length > 0) return sortTrips(now, 'date')[0] ?? null;
  const upcoming = mine.filter((trip) => trip.period && trip.period.start > today);
  if (upcoming.length > 0) return sortTrips(upcoming, 'date')[0] ?? null;
  const latest = [...mine].sort(
    (a, b) => time(b.updatedAt ?? b.createdAt) - time(a.updatedAt ?? a.createdAt) || a.id.localeCompare(b.id),
  );
  return latest[0] ?? null;
}
