/**
 * /home: my upcoming trips, the newest public trips of people I follow, and
 * suggestions: trips in my travel personality's destinations when I have one,
 * else the most cloned. Composes the itineraries feature (my trips), the quiz
 * (my personality) and Explore's cards.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Screen } from '@/components/screen';
import { exploreFirstPageQueryOptions } from '@/features/explore/api/explore-pages';
import { ExploreCardSkeletons, ExploreCardView } from '@/features/explore/components/explore-card';
import {
  followingTripsQueryOptions,
  suggestedTripsQueryOptions,
  HOME_CARDS,
  type HomeCards,
} from '@/features/home/api/home-queries';
import { HomeSection, TripsMessage, UpcomingSkeleton, UpcomingTrips } from '@/features/home/components/home-sections';
import { isoDay, suggestionKeys, upcomingTrips } from '@/features/home/lib/home-model';
import { useMyTrips } from '@/features/itineraries/api/use-my-trips';
import { QuizBanner } from '@/features/quiz/components/quiz-banner';
import { useStoredResult } from '@/features/quiz/hooks/use-stored-result';
import { PERSONALITIES } from '@/domain/quiz/personalities';
import { resolvePersonality } from '@/features/quiz/lib/quiz-account';
import { useUserFollowing } from '@/stores/use-user-store';
import { useSessionStatus, useSignedInUser } from '../session';
import { useQuizAccount } from '../use-quiz-account';
import '@/features/explore/explore.css';
import '@/features/home/home.css';
import { ErrorMessage, retry } from '@/components/error-message';

function Cards({ query, loading, empty }: { query: { data?: HomeCards; isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown }; loading: string; empty: React.ReactNode }) {
  if (query.isPending) return <ExploreCardSkeletons count={3} label={loading} />;
  if (query.isError || !query.data) {
    return (
      <ErrorMessage block action={retry(query)}>
        These trips could not be loaded. {query.error?.message}
      </ErrorMessage>
    );
  }
  if (query.data.cards.length === 0) return <>{empty}</>;
  const { cards, creators } = query.data;
  return (
    <div className="explore-grid">
      {cards.map((card) => (
        <ExploreCardView key={card.id} card={card} creator={creators[card.creatorId]} headingLevel={3} />
      ))}
    </div>
  );
}

function FollowingTrips({ following }: { following: string[] }) {
  const query = useQuery({ ...followingTripsQueryOptions(following), enabled: following.length > 0 });
  if (following.length === 0) {
    return (
      <div className="explore-message explore-message--empty">
        <p>You do not follow anyone yet. Follow travellers from their trips or profiles to see what they share here.</p>
        <Link className="button button--quiet" to="/explore">
          Find travellers on Explore
        </Link>
      </div>
    );
  }
  return (
    <Cards
      query={query}
      loading="Loading trips from people you follow"
      empty={<p className="home-section__lead">The people you follow have not shared a public trip yet.</p>}
    />
  );
}

const POPULAR = { destination: '', length: null, interest: null, sort: 'most-cloned' as const };

function Suggestions() {
  const account = useQuizAccount();
  const stored = useStoredResult();
  const personality = resolvePersonality(account, stored);
  const type = personality ? PERSONALITIES[personality.type] : null;
  const keys = useMemo(() => (type ? suggestionKeys({ name: type.name, destinationIds: type.destinations.map((d) => d.id) }) : []), [type]);
  const byPersonality = useQuery({ ...suggestedTripsQueryOptions(keys), enabled: keys.length > 0 });
  const popular = useQuery({ ...exploreFirstPageQueryOptions(POPULAR, HOME_CARDS), enabled: personality === null });

  if (personality === undefined) return <ExploreCardSkeletons count={3} label="Loading suggestions" />;
  if (!type) {
    return (
      <HomeSection
        id="home-suggestions"
        title="Popular right now"
        lead={
          <>
            The most cloned public trips. <Link to="/quiz">Take the travel personality quiz</Link> for suggestions made for you.
          </>
        }
      >
        <Cards query={popular} loading="Loading popular trips" empty={<p className="home-section__lead">No public trips yet.</p>} />
      </HomeSection>
    );
  }
  return (
    <HomeSection
      id="home-suggestions"
      title={`For a ${type.name}`}
      lead={
        <>
          Places that suit your <Link to="/travel-personality">travel personality</Link>, and trips travellers have shared there.
        </>
      }
    >
      <ul className="home-places" aria-label={`Destinations for a ${type.name}`}>
        {type.destinations.map((d) => (
          <li key={d.id}>
            <Link className="button button--small button--quiet" to={`/explore/${d.id}`}>
              {d.name}, {d.country}
            </Link>
          </li>
        ))}
      </ul>
      <Cards
        query={byPersonality}
        loading="Loading suggested trips"
        empty={<p className="home-section__lead">Nobody has shared a trip to these places yet: open one above to see its top places.</p>}
      />
    </HomeSection>
  );
}

function SignedInHome({ uid }: { uid: string }) {
  const trips = useMyTrips(uid);
  const following = useUserFollowing();
  const today = isoDay(new Date());
  const upcoming = useMemo(() => upcomingTrips(trips.data ?? [], today), [trips.data, today]);
  return (
    <>
      <HomeSection
        id="home-upcoming"
        title="Your upcoming trips"
        action={
          <Link to="/trips">
            All your trips
          </Link>
        }
      >
        {trips.isPending ? (
          <UpcomingSkeleton />
        ) : trips.isError ? (
          <ErrorMessage block action={retry(trips)}>
            Your trips could not be loaded. {trips.error.message}
          </ErrorMessage>
        ) : (
          <UpcomingTrips trips={upcoming} today={today} />
        )}
      </HomeSection>
      <HomeSection id="home-following" title="From people you follow" lead="Their newest public trips.">
        <FollowingTrips following={following ?? []} />
      </HomeSection>
      <Suggestions />
    </>
  );
}

export default function HomeScreen() {
  const quizAccount = useQuizAccount();
  const status = useSessionStatus();
  const me = useSignedInUser();
  return (
    <>
      <Screen title="Home" lead="Your upcoming trips, new itineraries from people you follow, and ideas for where to go next." />
      {/* Below the heading, so that its arrival after sign-in loads moves nothing on screen. */}
      <QuizBanner account={quizAccount} />
      {me ? (
        <SignedInHome uid={me.uid} />
      ) : status === 'loading' || quizAccount.status === 'loading' ? (
        <UpcomingSkeleton />
      ) : (
        <TripsMessage
          action={
            <Link className="button" to="/auth?next=%2Fhome">
              Sign in
            </Link>
          }
        >
          Sign in to see your upcoming trips and what the people you follow have shared.
        </TripsMessage>
      )}
    </>
  );
}
