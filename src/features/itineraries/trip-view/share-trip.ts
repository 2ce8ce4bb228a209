/**
 * Sharing a trip link: the device share sheet, or the link copied where there
 * is none. Share-sheet failures (cancelling included) are ignored silently.
 */
import type { NavigatorLike, ShareOutcome } from '@/lib/share';

export function tripUrl(origin: string, id: string): string {
  return `${origin.replace(/\/+$/, '')}/trip/${id}`;
}

export async function shareTrip(
  id: string,
  title: string,
  options: { origin?: string; navigatorLike?: NavigatorLike } = {},
): Promise<ShareOutcome> {
  const nav = options.navigatorLike ?? (typeof navigator === 'undefined' ? undefined : navigator);
  const origin = options.origin ?? (typeof location === 'undefined' ? '' : location.origin);
  const data: ShareData = { title: `A trip on Wayfare: ${title}`, url: tripUrl(origin, id) };
  if (!nav) return 'failed';
  if (typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch {
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
