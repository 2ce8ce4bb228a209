import type { NavigatorLike, ShareOutcome } from '@/lib/share';
import { PERSONALITIES, type PersonalityTypeId } from '@/domain/quiz/personalities';

/**
 * Sharing a travel personality, the way src/lib/share.ts shares a profile: the
 * device share sheet with a title saying a travel personality is shared, and a
 * link to the quiz (results are private, so the link invites the reader to
 * find their own). Share-sheet failures, cancelling included, are ignored;
 * without a share sheet, the text and link are copied and the caller says so.
 */
export interface SharePersonalityOptions {
  origin?: string;
  navigatorLike?: NavigatorLike;
}

export function personalityShareTitle(type: PersonalityTypeId): string {
  return `A Wayfare travel personality shared with you: ${PERSONALITIES[type].name}`;
}

export function personalityShareText(type: PersonalityTypeId): string {
  return `My travel personality is ${PERSONALITIES[type].name}. Take the quiz and find yours.`;
}

export function quizUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/quiz`;
}

export async function sharePersonality(type: PersonalityTypeId, options: SharePersonalityOptions = {}): Promise<ShareOutcome> {
  const nav = options.navigatorLike ?? (typeof navigator === 'undefined' ? undefined : navigator);
  const origin = options.origin ?? (typeof location === 'undefined' ? '' : location.origin);
  const data: ShareData = { title: personalityShareTitle(type), text: personalityShareText(type), url: quizUrl(origin) };
  if (!nav) return 'failed';
  if (typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch {
      return 'failed';
    }
  }
  if (nav.clipboard && typeof nav.clipboard.writeText === 'function') {
    try {
      await nav.clipboard.writeText(`${data.text ?? ''} ${data.url ?? ''}`.trim());
      return 'copied';
    } catch {
      return 'failed';
    }
  }
  return 'failed';
}
