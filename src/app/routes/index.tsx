/**
 * / : for a signed-out visitor, what Wayfare does, real examples from public
 * itineraries and one call to start planning; a signed-in user goes to /home.
 * The first paint is text only; the examples (REST reads) load after it.
 */
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { Screen } from '@/components/screen';
import { exploreFirstPageQueryOptions } from '@/features/explore/api/explore-pages';
import { ExploreCardSkeletons, ExploreCardView } from '@/features/explore/components/explore-card';
import { Landing } from '@/features/home/components/landing';
import { QuizBanner } from '@/features/quiz/components/quiz-banner';
import { useAuthAccount } from '../session';
import { useQuizAccount } from '../use-quiz-account';
import '@/features/explore/explore.css';
import '@/features/home/home.css';

const EXAMPLES = 3;
const EXAMPLES_SEARCH = { destination: '', length: null, interest: null, sort: 'most-cloned' as const };

function Examples() {
  const examples = useQuery(exploreFirstPageQueryOptions(EXAMPLES_SEARCH, EXAMPLES));
  if (examples.isPending) return <ExploreCardSkeletons count={EXAMPLES} label="Loading example trips" />;
  if (examples.isError || examples.data.cards.length === 0) {
    // The page stands without its examples: the call to plan is what matters.
    return <p className="landing__examples-lead">Public trips will appear here as travellers share them.</p>;
  }
  return (
    <div className="explore-grid">
      {examples.data.cards.map((card) => (
        <ExploreCardView key={card.id} card={card} creator={examples.data.creators[card.creatorId]} headingLevel={3} />
      ))}
    </div>
  );
}

export default function IndexScreen() {
  const quizAccount = useQuizAccount();
  const account = useAuthAccount();
  if (account) return <Navigate to="/home" replace />;
  return (
    <>
      <Screen
        title="Plan trips together, day by day"
        lead="Describe a trip and get a day-by-day plan with places on a map. Rearrange it, invite companions, share it or make it public."
      />
      <Landing examples={<Examples />} />
      {/* Last: it arrives once the session has loaded, after the first paint, and so moves nothing on screen. */}
      <QuizBanner account={quizAccount} />
    </>
  );
}
