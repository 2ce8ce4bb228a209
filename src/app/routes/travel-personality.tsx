import { Screen } from '@/components/screen';
import { PersonalityResult } from '@/features/quiz/components/personality-result';
import { useQuizAccount } from '../use-quiz-account';

export default function TravelPersonalityScreen() {
  const account = useQuizAccount();
  return (
    <Screen title="Your travel personality" lead="What your quiz answers say about how you like to travel.">
      <PersonalityResult account={account} />
    </Screen>
  );
}
