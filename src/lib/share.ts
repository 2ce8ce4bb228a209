/**
 * Sharing a link: the device share sheet, or the link copied where there is
 * none (`shareOrCopy`), and plain copying (`copyText`). Every share and copy
 * button of the app goes through these. A profile link has a title saying a
 * profile is shared and a link of the site origin and the username.
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

/** The page's origin, e.g. `https://wayfare.app` ('' outside a browser). */
export function pageOrigin(): string {
  return typeof location === 'undefined' ? '' : location.origin;
}

/** Copies text to the clipboard; false where the browser has no clipboard or refuses. */
export async function copyText(text: string, navigatorLike: NavigatorLike | undefined = defaultNavigator()): Promise<boolean> {
  const clipboard = navigatorLike?.clipboard;
  if (!clipboard || typeof clipboard.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export interface ShareOrCopyOptions {
  /** Defaults to the browser's `navigator`. */
  navigatorLike?: NavigatorLike;
  /** What is copied where there is no share sheet; defaults to the link. */
  copy?: string;
}

/**
 * Offers `data` to the device share sheet; where there is none (or it cannot
 * take this data), copies the link instead, and the caller says so. Share-sheet
 * failures, the person cancelling included, are ignored silently: nothing is
 * copied behind the person's back after they dismissed the sheet.
 */
export async function shareOrCopy(data: ShareData, options: ShareOrCopyOptions = {}): Promise<ShareOutcome> {
  const nav = options.navigatorLike ?? defaultNavigator();
  if (!nav) return 'failed';
  if (typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch {
      // Cancelled (AbortError) or refused: ignored silently.
      return 'failed';
    }
  }
  const text = options.copy ?? data.url;
  if (!text) return 'failed';
  return (await copyText(text, nav)) ? 'copied' : 'failed';
}

/** Shares a profile with the share sheet, or copies its link where there is none. */
export function shareProfile(username: string, options: ShareProfileOptions = {}): Promise<ShareOutcome> {
  const data: ShareData = {
    title: profileShareTitle(username, options.displayName),
    url: profileUrl(options.origin ?? pageOrigin(), username),
  };
  return shareOrCopy(data, { navigatorLike: options.navigatorLike });
}
