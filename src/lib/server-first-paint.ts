/**
 * The JSON a shared link's page carries in its head (FIRST_PAINT_ID), for
 * the screen's skeleton to paint what the server painted
 * (functions/src/link-preview/first-paint.ts). Each screen checks the fields
 * it reads (src/features/profiles/lib/server-first-paint.ts,
 * src/features/itineraries/trip-view/server-first-paint.ts). No
 * dependencies: it runs in the first paint.
 */
import { FIRST_PAINT_ID } from '@/domain/users/first-paint';

/** The page's first-paint object, or null (no such element, not JSON, not an object). */
export function serverFirstPaintData(): Record<string, unknown> | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(FIRST_PAINT_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
