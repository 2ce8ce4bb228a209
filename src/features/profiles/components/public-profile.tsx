import { useDeferredValue, useState } from 'react';
import { lazyPart } from '@/components/lazy-part';
import { useProfileByUsername } from '../api/get-public-profile';
import { usePublicItineraries } from '../api/get-public-itineraries';
import { useProfileMeta } from '../hooks/use-profile-meta';
import type { ConnectionKind, ProfileViewer, PublicProfile } from '../types';
import { countLabel } from '@/lib/numbers';
import { ItineraryCard } from './itinerary-card';
import { ItineraryPanel } from './itinerary-panel';
import { ProfileActions } from './profile-actions';
import { ProfileCityAndBio } from './profile-details';
import { ProfileHeaderPhoto } from './profile-avatar';
import { ProfileHeaderSkeleton, TripsGridSkeleton, TripsSkeleton } from './profile-skeleton';
import '../profiles.css';
import { ErrorMessage, retry } from '@/components/error-message';

interface PublicProfileProps {
  /** From the URL, already validated by the route. */
  username: string;
  /** `/{username}/{id}`: the trip opened within the profile. */
  itineraryId?: string;
  viewer: ProfileViewer;
}

// The lists load on demand: not part of a shared link's first paint.
const loadConnectionsDialog = () => import('./connections-dialog');
const ConnectionsDialog = lazyPart(() => loadConnectionsDialog().then((m) => m.ConnectionsDialog), { what: 'The list' });
const preloadConnectionsDialog = () => void loadConnectionsDialog().catch(() => undefined);

/**
 * The public profile: paints at once with the username from the URL and a
 * skeleton, then fills in as the profile and its trips arrive. A username
 * without a profile is the route's business (it shows the 404 page).
 */
export function PublicProfile({ username, itineraryId, viewer }: PublicProfileProps) {
  const profileQuery = useProfileByUsername(username);
  const profile = profileQuery.data;
  useProfileMeta(username, profile);

  if (profile === null) return null;

  return (
    <section className="screen profile" aria-labelledby="profile-title" aria-busy={profile ? undefined : true}>
      {profile ? (
        <ProfileHeader profile={profile} viewer={viewer} />
      ) : (
        <ProfileHeaderSkeleton
          username={username}
          error={
            profileQuery.isError ? (
              <ErrorMessage block>
                <p>This profile could not be loaded. Check your connection and try again.</p>
                <button type="button" className="button button--small" onClick={() => void profileQuery.refetch()}>
                  Try again
                </button>
              </ErrorMessage>
            ) : null
          }
        />
      )}
      {profile ? <ProfileTrips profile={profile} itineraryId={itineraryId} /> : <TripsSkeleton />}
    </section>
  );
}

function ProfileHeader({ profile, viewer }: { profile: PublicProfile; viewer: ProfileViewer }) {
  const [openList, setOpenList] = useState<ConnectionKind | null>(null);
  return (
    <>
      <header className="profile-header">
        <ProfileHeaderPhoto name={profile.displayName} photoURL={profile.photoURL} />
        <div className="profile-header__text">
          <h1 id="profile-title">{profile.displayName}</h1>
          <p className="profile-header__username">@{profile.username}</p>
          <ProfileCityAndBio homeCity={profile.homeCity} bio={profile.bio} />
          <ul className="profile-stats" aria-label="Followers and following">
            {(
              [
                ['followers', countLabel(profile.followers.length, 'follower', 'followers')],
                ['following', countLabel(profile.following.length, 'following', 'following')],
              ] as const
            ).map(([list, label]) => (
              <li key={list}>
                <button
                  type="button"
                  className="profile-stats__button"
                  aria-haspopup="dialog"
                  onPointerEnter={preloadConnectionsDialog}
                  onFocus={preloadConnectionsDialog}
                  onClick={() => setOpenList(list)}
                >
                  {label}
                </button>
              </li>
            ))}
          </ul>
        </div>
        <ProfileActions profile={profile} viewer={viewer} />
      </header>
      {openList ? (
        <ConnectionsDialog owner={profile} kind={openList} onClose={() => setOpenList(null)} />
      ) : null}
    </>
  );
}

function ProfileTrips({ profile, itineraryId }: { profile: PublicProfile; itineraryId: string | undefined }) {
  const trips = usePublicItineraries(profile.id);
  // The cards render in a background pass that yields to the browser, not in the task that receives them.
  const shown = useDeferredValue(trips.data);
  return (
    <>
      {itineraryId ? (
        <ItineraryPanel
          username={profile.username}
          displayName={profile.displayName}
          itineraryId={itineraryId}
          itineraries={trips.data}
          failed={trips.isError}
        />
      ) : null}
      <section className="profile-trips" aria-labelledby="profile-trips-title">
        <h2 id="profile-trips-title">Public trips</h2>
        {trips.isPending || (!shown && !trips.isError) ? (
          <TripsGridSkeleton />
        ) : trips.isError ? (
          <ErrorMessage block action={retry(trips)}>
            The trips could not be loaded. Check your connection and try again.
          </ErrorMessage>
        ) : !shown || shown.length === 0 ? (
          <p className="profile-trips__empty">{profile.displayName} has no public trips yet.</p>
        ) : (
          <ul className="profile-trips__grid">
            {shown.map((itinerary) => (
              <li key={itinerary.id}>
                <ItineraryCard itinerary={itinerary} username={profile.username} selected={itinerary.id === itineraryId} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
