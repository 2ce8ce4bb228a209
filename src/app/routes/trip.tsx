import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Screen } from '@/components/screen';
import { itinerariesApi } from '@/features/itineraries/api/service';
import { TripView, type TripCreator } from '@/features/itineraries/trip-view/trip-view';
import { useCreatorProfile, useTrip, type TripViewer } from '@/features/itineraries/trip-view/use-trip';
import { todayIso } from '@/features/itineraries/trips/format';
import { pickCurrentTrip } from '@/features/itineraries/trips/trip-order';
import { useFollowProfile } from '@/features/profiles/api/follow-profile';
import { profileByUsernameQueryOptions } from '@/features/profiles/api/get-public-profile';
import type { PublicProfile } from '@/features/profiles/types';
import { useSessionStatus, useSignedInUser } from '../session';

// Only /trips needs these: not part of a shared trip's first paint.
const TripsList = lazy(() => import('@/features/itineraries/trips/trips-list').then((m) => ({ default: m.TripsList })));
const InvitationsList = lazy(() =>
  import('@/features/itineraries/collaborators/invitations-list').then((m) => ({ default: m.InvitationsList })),
);

/** Query keys of the trips lists ('trips' first: lists other screens refresh after a join or a leave). */
const tripKeys = {
  all: ['trips'] as const,
  mine: (uid: string) => [...tripKeys.all, 'mine', uid] as const,
};

function useViewer(): TripViewer {
  const status = useSessionStatus();
  const me = useSignedInUser();
  return { status, uid: me?.uid ?? null };
}

function useMyTrips(uid: string | null) {
  return useQuery({
    queryKey: tripKeys.mine(uid ?? ''),
    queryFn: async () => (await itinerariesApi()).listMyTrips(uid ?? ''),
    enabled: uid !== null,
  });
}

/**
 * Follow or Unfollow the trip's creator, with the profiles feature's follow
 * (optimistic, the original message on failure). The creator's profile seeds
 * that feature's cache, so its counts and button stay in step.
 */
function CreatorFollow({ profile, viewer }: { profile: PublicProfile; viewer: TripViewer }) {
  const navigate = useNavigate();
  const location = useLocation();
  const cached = useQuery({ ...profileByUsernameQueryOptions(profile.username), initialData: profile, staleTime: 60_000 });
  const current = cached.data ?? profile;
  const follow = useFollowProfile(profile.username, viewer.uid);
  if (viewer.uid === profile.id) return null;
  const isFollowing = viewer.uid !== null && current.followers.includes(viewer.uid);
  return (
    <>
      <button
        type="button"
        className={isFollowing ? 'button button--small button--quiet' : 'button button--small'}
        aria-disabled={viewer.status === 'loading' || undefined}
        aria-label={`${isFollowing ? 'Unfollow' : 'Follow'} ${profile.displayName}`}
        aria-describedby={follow.isError ? 'creator-follow-error' : undefined}
        onClick={() => {
          if (viewer.status === 'loading') return;
          if (!viewer.uid) {
            void navigate(`/auth?next=${encodeURIComponent(location.pathname)}`);
            return;
          }
          if (!follow.isPending) follow.mutate({ action: isFollowing ? 'unfollow' : 'follow', target: current });
        }}
      >
        {isFollowing ? 'Unfollow' : 'Follow'}
      </button>
      {follow.isError ? (
        <span id="creator-follow-error" role="alert" className="trip-actions__error">
          {follow.error.message}
        </span>
      ) : null}
    </>
  );
}

function TripById({ id }: { id: string }) {
  const viewer = useViewer();
  const { load, retry } = useTrip(id, viewer);
  const creatorId = load.status === 'ready' ? load.itinerary.creatorId : null;
  const profile = useCreatorProfile(creatorId);
  const creator: TripCreator | null = profile
    ? { id: profile.id, username: profile.username, displayName: profile.displayName, photoURL: profile.photoURL }
    : null;

  const clone = async () => {
    if (!viewer.uid) throw new Error('Sign in to clone this trip.');
    const api = await itinerariesApi();
    return api.cloneItinerary(id, viewer.uid);
  };

  return (
    <TripView
      // Another trip is another screen: highlights, messages and dialogs start afresh.
      key={id}
      id={id}
      load={load}
      viewer={viewer}
      creator={creator}
      creatorActions={profile ? <CreatorFollow profile={profile} viewer={viewer} /> : undefined}
      onClone={clone}
      onRetry={retry}
    />
  );
}

function SignInFirst({ title, lead, next }: { title: string; lead: string; next: string }) {
  return (
    <Screen title={title} lead={lead}>
      <p>
        <Link className="button" to={`/auth?next=${encodeURIComponent(next)}`}>
          Sign in to see your trips
        </Link>
      </p>
    </Screen>
  );
}

function TripsSkeleton() {
  return (
    <ul className="trips__grid" aria-hidden="true" style={{ listStyle: 'none', padding: 0 }}>
      {[0, 1, 2].map((index) => (
        <li key={index} className="trips-skeleton" />
      ))}
    </ul>
  );
}

function MyTrips() {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const trips = useMyTrips(viewer.uid);
  const title = 'My trips';
  const lead = 'Trips you created, trips you plan with others, and trips you cloned.';
  if (viewer.status === 'ready' && !viewer.uid) return <SignInFirst title={title} lead={lead} next="/trips" />;

  const refresh = () => queryClient.invalidateQueries({ queryKey: tripKeys.all });
  const remove = async (id: string) => {
    const api = await itinerariesApi();
    await api.deleteItinerary(id);
    void refresh();
  };
  const leave = async (id: string) => {
    if (!viewer.uid) return;
    const api = await itinerariesApi();
    await api.leaveItinerary(id, viewer.uid);
    void refresh();
  };

  return (
    <Screen title={title} lead={lead}>
      <p>
        <Link className="button" to="/plan">
          Plan a new trip
        </Link>
      </p>
      <Suspense fallback={null}>
        <InvitationsList uid={viewer.uid} />
      </Suspense>
      {trips.isError ? (
        <div role="alert">
          <p>Your trips could not be loaded. Check your connection and try again.</p>
          <button type="button" className="button button--small" onClick={() => void trips.refetch()}>
            Try again
          </button>
        </div>
      ) : trips.data ? (
        <Suspense fallback={<TripsSkeleton />}>
          <TripsList trips={trips.data} onDelete={remove} onLeave={leave} />
        </Suspense>
      ) : (
        <>
          <p className="visually-hidden" role="status">
            Loading your trips…
          </p>
          <TripsSkeleton />
        </>
      )}
    </Screen>
  );
}

/** /trip: the trip happening now, else the next one, else the latest changed. */
function CurrentTrip() {
  const viewer = useViewer();
  const trips = useMyTrips(viewer.uid);
  const [today] = useState(() => todayIso());
  const title = 'Current trip';
  const lead = 'The trip you are on, or the next one coming up.';
  if (viewer.status === 'ready' && !viewer.uid) return <SignInFirst title={title} lead={lead} next="/trip" />;
  if (trips.data) {
    const current = pickCurrentTrip(trips.data, today);
    if (current) return <Navigate to={`/trip/${current.id}`} replace />;
    return (
      <Screen title={title} lead={lead}>
        <p>You have no trips yet.</p>
        <p>
          <Link className="button" to="/plan">
            Plan a trip
          </Link>
        </p>
      </Screen>
    );
  }
  return (
    <Screen title={title} lead={lead}>
      {trips.isError ? (
        <div role="alert">
          <p>Your trips could not be loaded. Check your connection and try again.</p>
          <button type="button" className="button button--small" onClick={() => void trips.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <p role="status">Finding your current trip…</p>
      )}
    </Screen>
  );
}

/** /trips, /trip and /trip/{id}: one screen module. */
export default function TripScreen() {
  const { id } = useParams();
  const { pathname } = useLocation();
  if (pathname === '/trips' || pathname === '/trips/') return <MyTrips />;
  if (id) return <TripById id={id} />;
  return <CurrentTrip />;
}
