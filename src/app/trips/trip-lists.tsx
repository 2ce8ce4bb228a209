/** /trips (my trips) and /trip (the current trip): parts of the trip screen module. */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { lazyPart } from '@/components/lazy-part';
import { Link, Navigate } from 'react-router-dom';
import { Screen } from '@/components/screen';
import { itinerariesApi } from '@/features/itineraries/api/service';
import { itineraryKeys, useMyTrips } from '@/features/itineraries/api/use-my-trips';
import { todayIso } from '@/features/itineraries/trips/format';
import { pickCurrentTrip } from '@/features/itineraries/trips/trip-order';
import { TripsSkeleton } from '@/features/itineraries/trips/trips-skeleton';
import type { TripViewer } from '@/features/itineraries/trip-view/use-trip';
import { useSessionStatus, useSignedInUser } from '../session';
import { ErrorMessage, retry } from '@/components/error-message';

const TripsList = lazyPart(() => import('@/features/itineraries/trips/trips-list').then((m) => m.TripsList), {
  what: 'Your trips',
  standIn: <TripsSkeleton />,
});
const InvitationsList = lazyPart(() => import('@/features/itineraries/collaborators/invitations-list').then((m) => m.InvitationsList), {
  what: 'Your invitations',
});

function useViewer(): TripViewer {
  const status = useSessionStatus();
  const me = useSignedInUser();
  return { status, uid: me?.uid ?? null };
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

export function MyTrips() {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const trips = useMyTrips(viewer.uid, { includeDamaged: true, showCached: true });
  const title = 'My trips';
  const lead = 'Trips you created, trips you plan with others, and trips you cloned.';
  if (viewer.status === 'ready' && !viewer.uid) return <SignInFirst title={title} lead={lead} next="/trips" />;

  const refresh = () => queryClient.invalidateQueries({ queryKey: itineraryKeys.myTripsAll() });
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
      <InvitationsList uid={viewer.uid} />
      {trips.isError ? (
        <ErrorMessage block action={retry(trips)}>
          Your trips could not be loaded. Check your connection and try again.
        </ErrorMessage>
      ) : trips.data ? (
        // From this device's cache until the server answers: shown at once, marked busy while it is checked.
        <div aria-busy={trips.isPlaceholderData || undefined}>
          <TripsList trips={trips.data} onDelete={remove} onLeave={leave} />
        </div>
      ) : (
        // Whenever there is no list yet (the session or the list loading), never a blank screen.
        <TripsSkeleton />
      )}
    </Screen>
  );
}

/** /trip: the trip happening now, else the next one, else the latest changed. */
export function CurrentTrip() {
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
        <ErrorMessage block action={retry(trips)}>
          Your trips could not be loaded. Check your connection and try again.
        </ErrorMessage>
      ) : (
        <p role="status">Finding your current trip…</p>
      )}
    </Screen>
  );
}

