import { Screen } from '@/components/screen';
import { QuizBanner } from '@/features/quiz/components/quiz-banner';
import { quizAccountOf } from '@/features/quiz/lib/quiz-account';
import { useUserPreferences } from '@/stores/use-user-store';
import { useAuthAccount, usePrivateAccount, useProfileStatus, useSessionStatus } from '../session';

export default function HomeScreen() {
  const quizAccount = quizAccountOf({
    sessionStatus: useSessionStatus(),
    uid: useAuthAccount()?.uid ?? null,
    profileStatus: useProfileStatus(),
    privateLoaded: usePrivateAccount().loaded,
    travelPersonality: useUserPreferences().travelPersonality,
  });
  return (
    <>
      <Screen title="Home" lead="Your upcoming trips, new itineraries from people you follow, and ideas for where to go next." />
      {/* Below the heading, so that its arrival after sign-in loads moves nothing on screen. */}
      <QuizBanner account={quizAccount} />
    </>
  );
}
