import { quizAccountOf, resolvePersonality, type SessionFacts } from '../quiz-account';
import type { StoredResult } from '../quiz-storage';

const facts: SessionFacts = { sessionStatus: 'ready', uid: 'uid-ana', profileStatus: 'ready', privateLoaded: true, travelPersonality: null };
const SCORES = { culture: 20, food: 90, nature: 20, adventure: 10, relaxation: 30, pace: 50, budget: 45 };
const stored = (savedFor: string | null): StoredResult => ({ type: 'food-explorer', scores: SCORES, takenAt: '2026-11-20T10:00:00.000Z', savedFor });

describe('quizAccountOf', () => {
  it('is signed in only with a profile and the private account read', () => {
    expect(quizAccountOf(facts)).toEqual({ status: 'signed-in', uid: 'uid-ana', travelPersonality: null });
    expect(quizAccountOf({ ...facts, privateLoaded: false })).toEqual({ status: 'loading' });
    expect(quizAccountOf({ ...facts, profileStatus: 'loading' })).toEqual({ status: 'loading' });
    expect(quizAccountOf({ ...facts, sessionStatus: 'loading' })).toEqual({ status: 'loading' });
    // Onboarding not done: the result waits on the device.
    expect(quizAccountOf({ ...facts, profileStatus: 'missing' })).toEqual({ status: 'signed-out' });
    expect(quizAccountOf({ ...facts, uid: null, profileStatus: 'signed-out' })).toEqual({ status: 'signed-out' });
  });
});

describe('resolvePersonality', () => {
  const signedIn = { status: 'signed-in', uid: 'uid-ana', travelPersonality: null } as const;

  it('prefers a result just taken here (not yet saved) over the account\'s', () => {
    expect(resolvePersonality({ ...signedIn, travelPersonality: 'thrill-chaser' }, stored(null))).toEqual({ type: 'food-explorer', scores: SCORES });
  });

  it('uses the account\'s personality, with this device\'s scores only when they are the same person\'s and type', () => {
    expect(resolvePersonality({ ...signedIn, travelPersonality: 'food-explorer' }, stored('uid-ana'))).toEqual({ type: 'food-explorer', scores: SCORES });
    expect(resolvePersonality({ ...signedIn, travelPersonality: 'food-explorer' }, stored('uid-bo'))).toEqual({ type: 'food-explorer', scores: null });
    expect(resolvePersonality({ ...signedIn, travelPersonality: 'thrill-chaser' }, stored('uid-ana'))).toEqual({ type: 'thrill-chaser', scores: null });
  });

  it('ignores an unknown personality id in the account', () => {
    expect(resolvePersonality({ ...signedIn, travelPersonality: 'explorer' }, null)).toBeNull();
    expect(resolvePersonality({ ...signedIn, travelPersonality: 'explorer' }, stored('uid-ana'))).toEqual({ type: 'food-explorer', scores: SCORES });
  });

  it('is undefined while loading', () => {
    expect(resolvePersonality({ status: 'loading' }, stored(null))).toBeUndefined();
  });
});
