import { Screen } from '@/components/screen';
import { QuizFlow } from '@/features/quiz/components/quiz-flow';
import { preferencesSaved } from '../session';
import { useQuizAccount } from '../use-quiz-account';

export default function QuizScreen() {
  const account = useQuizAccount();
  return (
    <Screen title="Travel personality quiz" lead="Ten quick questions to find how you like to travel.">
      <QuizFlow account={account} onSaved={preferencesSaved} />
    </Screen>
  );
}
