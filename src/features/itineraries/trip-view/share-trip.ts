/**
 * Sharing a trip link: the device share sheet, or the link copied where there
 * is none. Share-sheet failures (cancelling included) are ignored silently.
 */
import { type NavigatorLike, type ShareOutcome, pageOrigin, shareOrCopy } from '@/lib/share';

export function tripUrl(origin: string, id: string): string {
  return `${origin.replace(/\/+$/, '')}/trip/${id}`;
}

export function shareTrip(
  id: string,
  title: string,
  options: { origin?: string; navigatorLike?: NavigatorLike } = {},
): Promise<ShareOutcome> {
  const data: ShareData = { title: `A trip on Wayfare: ${title}`, url: tripUrl(options.origin ?? pageOrigin(), id) };
  return shareOrCopy(data, { navigatorLike: options.navigatorLike });
}
