import { Screen } from '@/components/screen';
import { QuizBanner } from '@/features/quiz/components/quiz-banner';
import { useQuizAccount } from '../use-quiz-account';

export default function HomeScreen() {
  const quizAccount = useQuizAccount();
  return (
    <>
      <Screen title="Home" lead="Your upcoming trips, new itineraries from people you follow, and ideas for where to go next." />
      {/* Below the heading, so that its arrival after sign-in loads moves nothing on screen. */}
      <QuizBanner account={quizAccount} />
    </>
  );
}
