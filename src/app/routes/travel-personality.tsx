import { Screen } from '@/components/screen';
import { PersonalityResult } from '@/features/quiz/components/personality-result';
import { quizAccountOf } from '@/features/quiz/lib/quiz-account';
import { useUserPreferences } from '@/stores/use-user-store';
import { useAuthAccount, usePrivateAccount, useProfileStatus, useSessionStatus } from '../session';

export default function TravelPersonalityScreen() {
  const account = quizAccountOf({
    sessionStatus: useSessionStatus(),
    uid: useAuthAccount()?.uid ?? null,
    profileStatus: useProfileStatus(),
    privateLoaded: usePrivateAccount().loaded,
    travelPersonality: useUserPreferences().travelPersonality,
  });
  return (
    <Screen title="Your travel personality" lead="What your quiz answers say about how you like to travel.">
      <PersonalityResult account={account} />
    </Screen>
  );
}
