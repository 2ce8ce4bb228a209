import { type NavigatorLike, type ShareOutcome, pageOrigin, shareOrCopy } from '@/lib/share';
import { PERSONALITIES, type PersonalityTypeId } from '@/domain/quiz/personalities';

/**
 * Sharing a travel personality through `shareOrCopy`, as a profile is shared: the
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

export function sharePersonality(type: PersonalityTypeId, options: SharePersonalityOptions = {}): Promise<ShareOutcome> {
  const data: ShareData = {
    title: personalityShareTitle(type),
    text: personalityShareText(type),
    url: quizUrl(options.origin ?? pageOrigin()),
  };
  return shareOrCopy(data, { navigatorLike: options.navigatorLike, copy: `${data.text ?? ''} ${data.url ?? ''}`.trim() });
}
