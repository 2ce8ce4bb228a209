/**
 * A shared profile link's page comes from the server with the person's name
 * and photo already painted (functions/src/link-preview), and this JSON in
 * its head. The profile skeleton reads it, so the app's first paint shows the
 * same name and photo instead of placeholders: nothing flashes or moves when
 * the app takes over. No dependencies: it runs in the first paint.
 */

import type { ServerFirstPaint } from '@/domain/users/first-paint';
import { serverFirstPaintData } from '@/lib/server-first-paint';

export type { ServerFirstPaint };

/** The name and photo the server painted for `username`, or null (another page, or none). */
export function serverFirstPaint(username: string): ServerFirstPaint | null {
  const data = serverFirstPaintData();
  if (!data) return null;
  const { username: name, displayName, photoURL, homeCity, bio } = data;
  if (name !== username || typeof displayName !== 'string' || displayName.trim() === '') return null;
  const optional = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return {
    username,
    displayName,
    photoURL: typeof photoURL === 'string' && /^https?:\/\//.test(photoURL) ? photoURL : null,
    homeCity: optional(homeCity),
    bio: optional(bio),
  };
}
