import { Screen } from '@/components/screen';
import { QuizBanner } from '@/features/quiz/components/quiz-banner';
import { useQuizAccount } from '../use-quiz-account';

export default function IndexScreen() {
  const quizAccount = useQuizAccount();
  return (
    <>
      <Screen title="Plan trips together, day by day" lead="Describe a trip and get a day-by-day plan with places on a map. Rearrange it, invite companions, share it or make it public." />
      {/* Below the heading, so that its arrival after sign-in loads moves nothing on screen. */}
      <QuizBanner account={quizAccount} />
    </>
  );
}
