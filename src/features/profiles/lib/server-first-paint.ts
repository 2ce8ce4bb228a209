/**
 * A shared profile link's page comes from the server with the person's name
 * and photo already painted (functions/src/link-preview), and this JSON in
 * its head. The profile skeleton reads it, so the app's first paint shows the
 * same name and photo instead of placeholders: nothing flashes or moves when
 * the app takes over. No dependencies: it runs in the first paint.
 */

import { FIRST_PAINT_ID, type ServerFirstPaint } from '@/domain/users/first-paint';

export type { ServerFirstPaint };

/** The name and photo the server painted for `username`, or null (another page, or none). */
export function serverFirstPaint(username: string): ServerFirstPaint | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(FIRST_PAINT_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null) return null;
    const { username: name, displayName, photoURL, homeCity, bio } = data as Record<string, unknown>;
    if (name !== username || typeof displayName !== 'string' || displayName.trim() === '') return null;
    const optional = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
    return {
      username,
      displayName,
      photoURL: typeof photoURL === 'string' && /^https?:\/\//.test(photoURL) ? photoURL : null,
      homeCity: optional(homeCity),
      bio: optional(bio),
    };
  } catch {
    return null;
  }
}
