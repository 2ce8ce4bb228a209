/**
 * What the server writes in a shared profile's page for the app's first
 * paint (functions/src/link-preview/first-paint.ts), and where. No DOM and no
 * dependencies: the Cloud Function and the app's first chunk both import it.
 */

/** The id of the `<script type="application/json">` the server writes. */
export const FIRST_PAINT_ID = 'wayfare-first-paint';

/** What the server painted for a profile. */
export interface ServerFirstPaint {
  username: string;
  displayName: string;
  photoURL: string | null;
  homeCity: string | null;
  bio: string | null;
}
