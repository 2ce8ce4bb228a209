/**
 * What the server writes in a shared trip's page (/trip/{id}) for the app's
 * first paint (functions/src/link-preview/first-paint.ts): the facts the
 * trip's heading shows, in the same `<script type="application/json">` as a
 * profile's (FIRST_PAINT_ID). No dependencies: the Cloud Function and the
 * trip screen's first chunk both import it.
 */
import type { ItineraryDoc } from './types';

/** What the trip's heading and cover show (TripHeading, TripSkeleton). */
export type TripHeadingFacts = Pick<
  ItineraryDoc,
  'title' | 'public' | 'clonedFrom' | 'isPaidItinerary' | 'period' | 'days' | 'destinations' | 'description' | 'itineraryImageSrc'
>;

/** What the server painted for the trip `id`. */
export interface TripFirstPaint extends TripHeadingFacts {
  kind: 'trip';
  id: string;
}

/** A cover the first paint may show: an http(s) address, or a path on the site itself. */
export function isPaintableImage(src: string): boolean {
  return /^(?:https?:\/\/|\/(?![/\\]))/i.test(src);
}
