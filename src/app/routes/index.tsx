import { Screen } from '@/components/screen';
import { QuizBanner } from '@/features/quiz/components/quiz-banner';
import { quizAccountOf } from '@/features/quiz/lib/quiz-account';
import { useUserPreferences } from '@/stores/use-user-store';
import { useAuthAccount, usePrivateAccount, useProfileStatus, useSessionStatus } from '../session';

export default function IndexScreen() {
  const quizAccount = quizAccountOf({
    sessionStatus: useSessionStatus(),
    uid: useAuthAccount()?.uid ?? null,
    profileStatus: useProfileStatus(),
    privateLoaded: usePrivateAccount().loaded,
    travelPersonality: useUserPreferences().travelPersonality,
  });
  return (
    <>
      <Screen title="Plan trips together, day by day" lead="Describe a trip and get a day-by-day plan with places on a map. Rearrange it, invite companions, share it or make it public." />
      {/* Below the heading, so that its arrival after sign-in loads moves nothing on screen. */}
      <QuizBanner account={quizAccount} />
    </>
  );
}
