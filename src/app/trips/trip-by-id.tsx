/**
 * /trip/{id} once painted: the trip view with its data (REST first, live when
 * signed in), the creator's card with the profiles feature's follow, and
 * clone. Loaded after the skeleton's first paint (see trip.tsx).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { lazyPart } from '@/components/lazy-part';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStorageAvailability } from '@/features/accounts/hooks/use-storage-availability';
import { itinerariesApi } from '@/features/itineraries/api/service';
import { PaidPreview } from '@/features/commerce/components/paid-preview';
import { itineraryKeys } from '@/features/itineraries/api/use-my-trips';
import { TripPlan } from '@/features/itineraries/trip-view/trip-plan';
import { PlanSkeleton } from '@/features/itineraries/trip-view/trip-skeleton';
import { TripView, type TripCreator } from '@/features/itineraries/trip-view/trip-view';
import { useCreatorProfile, useTrip, type TripViewer } from '@/features/itineraries/trip-view/use-trip';
import { useFollowProfile } from '@/features/profiles/api/follow-profile';
import { profileByUsernameQueryOptions } from '@/features/profiles/api/get-public-profile';
import type { PublicProfile } from '@/features/profiles/types';
import type { ItineraryDoc } from '@/domain/itineraries/types';
import { rememberPendingAction, takePendingAction } from '@/lib/pending-action';
import { useSessionStatus, useSignedInUser } from '../session';

function useViewer(): TripViewer {
  const status = useSessionStatus();
  const me = useSignedInUser();
  return { status, uid: me?.uid ?? null };
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
  // Back from signing in after Follow was clicked signed out: the follow is done now, once.
  const completePendingFollow = useEffectEvent((uid: string) => {
    const pending = takePendingAction((action) => action.kind === 'follow' && action.targetId === profile.id);
    if (pending && uid !== profile.id && !current.followers.includes(uid)) follow.mutate({ action: 'follow', target: current });
  });
  const signedInUid = viewer.status === 'ready' ? viewer.uid : null;
  useEffect(() => {
    if (signedInUid) completePendingFollow(signedInUid);
  }, [signedInUid, profile.id]);
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
            rememberPendingAction({ kind: 'follow', targetId: profile.id });
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

const CoverEditor = lazyPart(() => import('@/features/itineraries/cover/cover-editor').then((m) => m.default), {
  what: 'The cover editor',
  standIn: <p>Loading…</p>,
});

/** The creator's cover editor, told by the accounts feature whether uploads can work here. */
function TripCoverEditor({ itinerary }: { itinerary: ItineraryDoc }) {
  const storage = useStorageAvailability();
  return <CoverEditor itineraryId={itinerary.id} current={itinerary.itineraryImageSrc} storage={storage} />;
}

export function TripById({ id }: { id: string }) {
  const viewer = useViewer();
  const { load, retry } = useTrip(id, viewer);
  const creatorId = load.status === 'ready' ? load.itinerary.creatorId : null;
  const profile = useCreatorProfile(creatorId);
  const creator: TripCreator | null = profile
    ? { id: profile.id, username: profile.username, displayName: profile.displayName, photoURL: profile.photoURL }
    : null;

  const queryClient = useQueryClient();
  const clone = async () => {
    if (!viewer.uid) throw new Error('Sign in to clone this trip.');
    const api = await itinerariesApi();
    const copyId = await api.cloneItinerary(id, viewer.uid);
    void queryClient.invalidateQueries({ queryKey: itineraryKeys.myTripsAll() });
    return copyId;
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
      renderCoverEditor={(itinerary) => <TripCoverEditor itinerary={itinerary} />}
      renderLockedPlan={(itinerary, { layout, highlightedId, onHighlight }) =>
        // Signed in, the live read decides whether this viewer bought it: no offer until it has answered.
        viewer.status === 'loading' || (viewer.uid && !(load.status === 'ready' && load.live)) ? (
          layout(<PlanSkeleton />, 'pending')
        ) : (
          <PaidPreview
            itinerary={itinerary}
            uid={viewer.uid}
            layout={layout}
            renderDays={(items, daysInFull) => (
              <TripPlan itinerary={{ ...itinerary, days: daysInFull }} items={items} highlightedId={highlightedId} onHighlight={onHighlight} />
            )}
          />
        )
      }
    />
  );
}

