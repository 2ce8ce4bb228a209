import { Screen } from '@/components/screen';
import { QuizFlow } from '@/features/quiz/components/quiz-flow';
import { quizAccountOf } from '@/features/quiz/lib/quiz-account';
import { useUserPreferences } from '@/stores/use-user-store';
import { preferencesSaved, useAuthAccount, usePrivateAccount, useProfileStatus, useSessionStatus } from '../session';

export default function QuizScreen() {
  const account = quizAccountOf({
    sessionStatus: useSessionStatus(),
    uid: useAuthAccount()?.uid ?? null,
    profileStatus: useProfileStatus(),
    privateLoaded: usePrivateAccount().loaded,
    travelPersonality: useUserPreferences().travelPersonality,
  });
  return (
    <Screen title="Travel personality quiz" lead="Ten quick questions to find how you like to travel.">
      <QuizFlow account={account} onSaved={preferencesSaved} />
    </Screen>
  );
}
