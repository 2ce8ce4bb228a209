/**
 * Curated places closed for works or for good (src/data/places/closures.json,
 * written onto each place by scripts/build-closures.mjs): whether a place is
 * closed during a trip, and how the answer says so.
 */
import type { Place, PlaceClosure } from './types';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const YEAR = /^\d{4}$/;

/** The last day a closure covers: the day before a reopening day, the end of a reopening year; null for one with no end. */
function lastDay(until: string | null): string | null {
  if (until === null) return null;
  if (YEAR.test(until)) return `${until}-12-31`;
  return until;
}

/** Whether a stored mark holds together (read from the data as it is, never trusted blindly). */
export function isClosure(value: unknown): value is PlaceClosure {
  if (typeof value !== 'object' || value === null) return false;
  const mark = value as Record<string, unknown>;
  return (
    (mark.kind === 'works' || mark.kind === 'for good') &&
    typeof mark.from === 'string' &&
    DAY.test(mark.from) &&
    (mark.until === null || (typeof mark.until === 'string' && (DAY.test(mark.until) || YEAR.test(mark.until)))) &&
    typeof mark.note === 'string' &&
    typeof mark.source === 'string' &&
    mark.source.length > 0 &&
    typeof mark.checked === 'string' &&
    DAY.test(mark.checked)
  );
}

/** The place's closure if it is closed on any day from `start` to `end` (yyyy-mm-dd), else null. */
export function closedDuring(place: Pick<Place, 'closed'>, start: string, end: string = start): PlaceClosure | null {
  const mark = place.closed;
  if (!isClosure(mark)) return null;
  const last = lastDay(mark.until);
  return mark.from <= end && (last === null || last >= start) ? mark : null;
}

/** "Centre Pompidou is closed for renovation works, expected to reopen in 2030 (Centre Pompidou, checked 29 November 2026)". */
export function closureWords(name: string, mark: PlaceClosure, formatDay: (iso: string) => string): string {
  return `${name} is ${mark.note} (${mark.source}, checked ${formatDay(mark.checked)})`;
}

/**
 * The place's closure during a trip: its dates when it has them; an undated
 * trip, as the mark was last checked (the latest we know).
 */
export function closedForTrip(place: Pick<Place, 'closed'>, period: { start: string; end: string } | null): PlaceClosure | null {
  if (period) return closedDuring(place, period.start, period.end);
  return isClosure(place.closed) ? closedDuring(place, place.closed.checked) : null;
}
