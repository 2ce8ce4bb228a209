/**
 * Itinerary shapes as the app reads them, free of any Firebase SDK (see
 * users-schema.ts for why). Grows with the itineraries module.
 */
import * as z from 'zod/mini';
import { isTimestampLike, malformed, type TimestampLike } from './users-schema';

/** A public itinerary as a profile or a list shows it (itineraries/{id}). */
export interface PublicItinerarySummary {
  id: string;
  title: string;
  destinations: string[];
  days: number;
  /** yyyy-mm-dd dates, or null for an undated plan. */
  period: { start: string; end: string } | null;
  itineraryImageSrc: string | null;
  isPaidItinerary: boolean;
  createdAt: Date | null;
}

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a yyyy-mm-dd date'));

const summaryDoc = z.object({
  title: z.string(),
  destinations: z.array(z.string()),
  days: z.number().check(z.int(), z.minimum(0)),
  period: z.nullable(z.object({ start: isoDate, end: isoDate })),
  itineraryImageSrc: z.optional(z.nullable(z.string())),
  isPaidItinerary: z.boolean(),
  createdAt: z.optional(z.nullable(z.custom<TimestampLike>(isTimestampLike, 'expected a timestamp'))),
});

export function parseItinerarySummary(data: unknown, path: string, id: string): PublicItinerarySummary {
  const result = summaryDoc.safeParse(data);
  if (!result.success) throw malformed(path, result.error.issues);
  const d = result.data;
  return {
    id,
    title: d.title,
    destinations: d.destinations,
    days: d.days,
    period: d.period ? { start: d.period.start, end: d.period.end } : null,
    itineraryImageSrc: d.itineraryImageSrc ?? null,
    isPaidItinerary: d.isPaidItinerary,
    createdAt: d.createdAt ? d.createdAt.toDate() : null,
  };
}
