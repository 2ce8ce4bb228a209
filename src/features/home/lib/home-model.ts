/** Home's choices, pure: which trips are upcoming, and what to search for as suggestions. */

export interface HomeTrip {
  id: string;
  title: string;
  destinations: string[];
  days: number;
  period: { start: string; end: string } | null;
  relation: 'created' | 'collaborating' | 'invited' | 'cloned';
  createdAt: Date | null;
}

export const UPCOMING_MAX = 4;

/** A local calendar day as yyyy-mm-dd. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * My upcoming trips: dated trips not over yet (soonest first), then undated
 * plans (newest first), at most `max`. Invitations I have not answered are
 * left out (they are not my trips yet).
 */
export function upcomingTrips<T extends HomeTrip>(trips: readonly T[], today: string, max = UPCOMING_MAX): T[] {
  const mine = trips.filter((t) => t.relation !== 'invited');
  const dated = mine
    .filter((t): t is T & { period: { start: string; end: string } } => t.period !== null && t.period.end >= today)
    .sort((a, b) => a.period.start.localeCompare(b.period.start) || a.title.localeCompare(b.title));
  const undated = mine
    .filter((t) => t.period === null)
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
  return [...dated, ...undated].slice(0, max);
}

/** "Starts in 3 days", "Starts tomorrow", "Under way", or null for an undated plan. */
export function whenLabel(period: HomeTrip['period'], today: string): string | null {
  if (!period) return null;
  if (period.start <= today) return 'Under way';
  const days = Math.round((Date.parse(`${period.start}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  if (days === 1) return 'Starts tomorrow';
  return `Starts in ${days} days`;
}

export interface SuggestionSource {
  /** The personality's name, e.g. "Culture Seeker". */
  name: string;
  /** Its destinations, as city ids (the /explore/{id} form). */
  destinationIds: readonly string[];
}

/** The search keys of a personality's destinations (one `array-contains-any`, at most 30). */
export function suggestionKeys(source: SuggestionSource): string[] {
  return [...new Set(source.destinationIds.map((id) => `d:${id}`))].slice(0, 30);
}
