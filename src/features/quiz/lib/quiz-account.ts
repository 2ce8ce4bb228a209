import type { DimensionScores } from '@/domain/quiz/dimensions';
import { isPersonalityTypeId, type PersonalityTypeId } from '@/domain/quiz/personalities';
import type { StoredResult } from './quiz-storage';

/**
 * What the quiz needs to know of the session. The route modules build it from
 * src/app/session with quizAccountOf (features do not import src/app).
 * 'signed-in' means a result can be saved now: profile and private account read.
 * Signed in without a profile yet counts as 'signed-out': the result stays on
 * the device until QuizResultSync saves it after onboarding.
 */
export type QuizAccount =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; uid: string; travelPersonality: string | null };

export interface SessionFacts {
  sessionStatus: 'loading' | 'ready';
  uid: string | null;
  profileStatus: 'signed-out' | 'loading' | 'missing' | 'ready' | 'error';
  privateLoaded: boolean;
  travelPersonality: string | null;
}

export function quizAccountOf(facts: SessionFacts): QuizAccount {
  if (facts.sessionStatus === 'loading') return { status: 'loading' };
  if (!facts.uid) return { status: 'signed-out' };
  if (facts.profileStatus === 'loading') return { status: 'loading' };
  if (facts.profileStatus !== 'ready') return { status: 'signed-out' };
  if (!facts.privateLoaded) return { status: 'loading' };
  return { status: 'signed-in', uid: facts.uid, travelPersonality: facts.travelPersonality };
}

export interface Personality {
  type: PersonalityTypeId;
  /** Null when the result came from the account and this device has no scores for it. */
  scores: DimensionScores | null;
}

/**
 * The personality to show: for a signed-in person, the one in their account
 * (with this device's scores when they belong to it), or a result on this
 * device not yet saved to any account; signed out, only a result not saved to
 * any account (a result someone saved to their account stays theirs).
 * undefined while the session is loading, null when there is none.
 */
export function resolvePersonality(account: QuizAccount, stored: StoredResult | null): Personality | null | undefined {
  if (account.status === 'loading') return undefined;
  if (account.status === 'signed-out') {
    return stored && stored.savedFor === null ? { type: stored.type, scores: stored.scores } : null;
  }
  const mine = stored && (stored.savedFor === null || stored.savedFor === account.uid) ? stored : null;
  if (isPersonalityTypeId(account.travelPersonality)) {
    const type = account.travelPersonality;
    // A result just taken here wins over the account's until it is saved.
    if (mine && mine.savedFor === null) return { type: mine.type, scores: mine.scores };
    return { type, scores: mine && mine.type === type ? mine.scores : null };
  }
  return mine ? { type: mine.type, scores: mine.scores } : null;
}
