/**
 * A shared trip's page (/trip/{id}) comes from the server with the trip's
 * heading already painted (functions/src/link-preview), and its facts as JSON
 * in the head. The trip's skeleton reads them, so the screen's first render
 * shows the same heading instead of placeholders: nothing flashes or moves
 * when the app takes over. Checked by hand, field by field (stored data is
 * validated when read), without the schema library: it runs before the
 * trip's own read has arrived.
 */
import { isPaintableImage, type TripFirstPaint } from '@/domain/itineraries/first-paint';
import type { Period } from '@/domain/itineraries/types';
import { serverFirstPaintData } from '@/lib/server-first-paint';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isText = (value: unknown): value is string => typeof value === 'string';

function readPeriod(value: unknown): Period | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'object') return undefined;
  const { start, end } = value as Record<string, unknown>;
  return isText(start) && isText(end) && ISO_DATE.test(start) && ISO_DATE.test(end) ? { start, end } : undefined;
}

/** The trip heading the server painted for `id`, or null (another page, none, or not what a server writes). */
export function serverTripFirstPaint(id: string): TripFirstPaint | null {
  const known = serverFirstPaintData();
  if (!known) return null;
  const { title, description, destinations, days, clonedFrom, isPaidItinerary, itineraryImageSrc } = known;
  const period = readPeriod(known.period);
  const valid =
    known.kind === 'trip' &&
    known.id === id &&
    known.public === true &&
    isText(title) &&
    title.trim() !== '' &&
    isText(description) &&
    Array.isArray(destinations) &&
    destinations.every(isText) &&
    typeof days === 'number' &&
    Number.isInteger(days) &&
    days >= 0 &&
    (clonedFrom === null || isText(clonedFrom)) &&
    typeof isPaidItinerary === 'boolean' &&
    (itineraryImageSrc === null || (isText(itineraryImageSrc) && isPaintableImage(itineraryImageSrc))) &&
    period !== undefined;
  if (!valid) return null;
  return { kind: 'trip', id, title, public: true, clonedFrom, isPaidItinerary, period, days, destinations, description, itineraryImageSrc };
}
