import { useSearchParams } from 'react-router-dom';

/** Where a person lands after signing in when nothing sent them. */
export const DEFAULT_NEXT = '/home';
/** First sign-in without a profile: pick a username. Under auth/ because one-segment paths are usernames. */
export const ONBOARDING_PATH = '/auth/welcome';

/**
 * The `?next=` path to return to after signing in, if it is safe: a path on
 * this site (starting with one '/', not '//' or '/\', which browsers read as
 * another host), never back into the sign-in screens. Anything else gives the
 * fallback.
 */
export function safeNextPath(raw: string | null | undefined, fallback: string = DEFAULT_NEXT): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return fallback;
  // Backslashes and control characters: browsers turn '/\evil.example' into '//evil.example'.
  if (raw.includes('\\') || Array.from(raw).some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f')) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(raw, window.location.origin);
  } catch {
    return fallback;
  }
  if (url.origin !== window.location.origin) return fallback;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return fallback;
  return url.pathname + url.search + url.hash;
}

/** The safe `?next=` path of the current location. */
export function useNextPath(): string {
  const [params] = useSearchParams();
  return safeNextPath(params.get('next'));
}

/** `path` carrying `next` along (omitted when it is the default). */
export function withNext(path: string, next: string): string {
  if (next === DEFAULT_NEXT) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}next=${encodeURIComponent(next)}`;
}
