import { quizAccountOf, type QuizAccount } from '@/features/quiz/lib/quiz-account';
import { useUserPreferences } from '@/stores/use-user-store';
import { useAuthAccount, usePrivateAccount, useProfileStatus, useSessionStatus } from './session';

/** The quiz's view of the session: who is signed in and the personality saved to their account. */
export function useQuizAccount(): QuizAccount {
  return quizAccountOf({
    sessionStatus: useSessionStatus(),
    uid: useAuthAccount()?.uid ?? null,
    profileStatus: useProfileStatus(),
    privateLoaded: usePrivateAccount().loaded,
    travelPersonality: useUserPreferences().travelPersonality,
  });
}
