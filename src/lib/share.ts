/**
 * Sharing a profile link (SPEC.md section 7 and 8): the device share sheet with
 * a title saying a profile is shared and a link of the site origin and the
 * username. Share-sheet failures, the person cancelling included, are ignored
 * silently. Where there is no share sheet, the link is copied instead and the
 * caller says so.
 */

/** What happened: the share sheet took the link, the link was copied, or neither. */
export type ShareOutcome = 'shared' | 'copied' | 'failed';

/** The parts of `navigator` sharing uses (a seam for tests and old browsers). */
export interface NavigatorLike {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data?: ShareData) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

export interface ShareProfileOptions {
  /** The site origin, e.g. `https://wayfare.app`; defaults to the page's origin. */
  origin?: string;
  /** Defaults to the browser's `navigator`. */
  navigatorLike?: NavigatorLike;
  /** The profile's display name, when known, for a more telling title. */
  displayName?: string;
}

/** The link to a profile: the site origin and the username. */
export function profileUrl(origin: string, username: string): string {
  return `${origin.replace(/\/+$/, '')}/${username}`;
}

/** The share sheet's title: says that a profile is shared, and whose. */
export function profileShareTitle(username: string, displayName?: string): string {
  const who = displayName ? `${displayName} (@${username})` : `@${username}`;
  return `A Wayfare profile shared with you: ${who}`;
}

function defaultNavigator(): NavigatorLike | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator;
}

function defaultOrigin(): string {
  return typeof location === 'undefined' ? '' : location.origin;
}

/** Shares a profile with the share sheet, or copies its link where there is none. */
export async function shareProfile(username: string, options: ShareProfileOptions = {}): Promise<ShareOutcome> {
  const nav = options.navigatorLike ?? defaultNavigator();
  const data: ShareData = {
    title: profileShareTitle(username, options.displayName),
    url: profileUrl(options.origin ?? defaultOrigin(), username),
  };
  if (!nav) return 'failed';

  if (typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch {
      // Cancelled (AbortError) or refused: ignored silently, as the spec asks.
      return 'failed';
    }
  }

  if (nav.clipboard && typeof nav.clipboard.writeText === 'function' && data.url) {
    try {
      await nav.clipboard.writeText(data.url);
      return 'copied';
    } catch {
      return 'failed';
    }
  }
  return 'failed';
}
