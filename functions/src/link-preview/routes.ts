/**
 * Which link-preview page an address asks for. Firebase Hosting sends only
 * these shapes here (firebase.json); anything else (a reserved word, a path
 * the app does not know) is answered with the plain app page, as Hosting
 * would. The parameter checks are the app's own (src/lib/route-params.ts,
 * src/lib/document-id.ts), so the server never treats a reserved word as a
 * username.
 */
import { isValidDocumentId } from '@/lib/document-id';
import { RESERVED_USERNAMES, isValidUsername } from '@/lib/route-params';

export type PreviewRoute =
  | { kind: 'profile'; username: string }
  | { kind: 'profile-trip'; username: string; id: string }
  | { kind: 'trip'; id: string }
  | { kind: 'city'; id: string }
  | { kind: 'profile-image'; username: string }
  | { kind: 'trip-image'; id: string }
  /** The shape of a preview address with a parameter the app refuses: its 404 page. */
  | { kind: 'not-found' };

/** The prefix of preview images: "og" can never be a username (3 characters at least). */
export const IMAGE_PREFIX = '/og';

export const profileImagePath = (username: string) => `${IMAGE_PREFIX}/profile/${username}.png`;
export const tripImagePath = (id: string) => `${IMAGE_PREFIX}/trip/${id}.png`;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The preview an address asks for; `not-found` for the shape of one with a
 * parameter the app refuses (the app shows its 404 page there too); null for
 * an address that is not one, or a reserved word (served as the plain app).
 */
export function parsePreviewPath(pathname: string): PreviewRoute | null {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const decoded = trimmed.split('/').slice(1).map(decode);
  const notFound = { kind: 'not-found' } as const;
  if (decoded.some((part) => part === null)) return notFound;
  const parts = decoded as string[];
  const [first, second, third] = parts;
  if (!first || (RESERVED_USERNAMES.has(first) && first !== 'trip' && first !== 'explore')) return null;
  if (parts.length > 3) return notFound;
  if (first === IMAGE_PREFIX.slice(1)) {
    const name = parts.length === 3 && third?.endsWith('.png') ? third.slice(0, -'.png'.length) : '';
    if (second === 'profile' && isValidUsername(name)) return { kind: 'profile-image', username: name };
    if (second === 'trip' && isValidDocumentId(name)) return { kind: 'trip-image', id: name };
    return notFound;
  }
  if (parts.length === 3) return notFound;
  if (first === 'trip' || first === 'explore') {
    if (second === undefined) return null;
    if (!isValidDocumentId(second)) return notFound;
    return first === 'trip' ? { kind: 'trip', id: second } : { kind: 'city', id: second };
  }
  if (!isValidUsername(first)) return notFound;
  if (second === undefined) return { kind: 'profile', username: first };
  return isValidDocumentId(second) ? { kind: 'profile-trip', username: first, id: second } : notFound;
}
