import { useEffect, useEffectEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Toast, useToast } from '@/components/toast';
import { rememberPendingAction, takePendingAction } from '@/lib/pending-action';
import { shareProfile } from '@/lib/share';
import { track } from '@/services/analytics';
import { useFollowProfile } from '../api/follow-profile';
import type { ProfileViewer, PublicProfile } from '../types';
import { ErrorMessage } from '@/components/error-message';

interface ProfileActionsProps {
  profile: PublicProfile;
  viewer: ProfileViewer;
}


/**
 * Follow or Unfollow (Edit profile on one's own), and Share. A failed follow
 * shows its original message next to the button; a copied link is announced.
 */
export function ProfileActions({ profile, viewer }: ProfileActionsProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const followMutation = useFollowProfile(profile.username, viewer.uid);
  const toast = useToast();
  const isOwn = viewer.uid !== null && viewer.uid === profile.id;
  const isFollowing = viewer.uid !== null && profile.followers.includes(viewer.uid);

  const showToast = toast.show;

  // Back from signing in (or up) after Follow was clicked signed out: the follow is done now, once.
  const completePendingFollow = useEffectEvent((uid: string) => {
    const pending = takePendingAction((action) => action.kind === 'follow' && action.targetId === profile.id);
    if (!pending || uid === profile.id || profile.followers.includes(uid)) return;
    const name = profile.displayName;
    followMutation.mutateAsync({ action: 'follow', target: profile }).then(
      () => showToast(`You now follow ${name}.`),
      // A failure is shown by the button, as for a click.
      () => undefined,
    );
  });
  const signedInUid = viewer.status === 'ready' ? viewer.uid : null;
  useEffect(() => {
    if (signedInUid) completePendingFollow(signedInUid);
  }, [signedInUid, profile.id]);

  const onFollow = () => {
    if (viewer.status === 'loading') return;
    if (!viewer.uid) {
      // Sign in, then back to this profile (the auth screen honours `next`), where the follow is completed.
      rememberPendingAction({ kind: 'follow', targetId: profile.id });
      void navigate(`/auth?next=${location.pathname}`);
      return;
    }
    if (followMutation.isPending) return;
    followMutation.mutate({ action: isFollowing ? 'unfollow' : 'follow', target: profile });
  };

  const onShare = async () => {
    const outcome = await shareProfile(profile.username, {
      origin: window.location.origin,
      displayName: profile.displayName,
    });
    track('Profile Shared', { outcome });
    if (outcome === 'copied') showToast('Link copied');
  };

  return (
    <div className="profile-actions">
      <div className="profile-actions__buttons">
        {isOwn ? (
          <Link className="button" to="/profile">
            Edit profile
          </Link>
        ) : (
          <button
            type="button"
            className={isFollowing ? 'button button--quiet' : 'button'}
            onClick={onFollow}
            aria-disabled={viewer.status === 'loading' || undefined}
            aria-describedby={followMutation.isError ? 'follow-error' : undefined}
          >
            {isFollowing ? 'Unfollow' : 'Follow'}
          </button>
        )}
        {profile.isAgent && !isOwn ? (
          <Link className="button button--quiet" to={`/quote?agent=${profile.username}`}>
            Request a trip
          </Link>
        ) : null}
        <button type="button" className="button button--quiet" onClick={() => void onShare()}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
            <path d="M18 16.1c-.8 0-1.5.3-2 .8l-7.1-4.2c.1-.2.1-.5.1-.7s0-.5-.1-.7L16 7.2c.5.5 1.2.8 2 .8 1.7 0 3-1.3 3-3s-1.3-3-3-3-3 1.3-3 3c0 .2 0 .5.1.7L8 9.8C7.5 9.3 6.8 9 6 9c-1.7 0-3 1.3-3 3s1.3 3 3 3c.8 0 1.5-.3 2-.8l7.1 4.2c-.1.2-.1.4-.1.6 0 1.6 1.3 2.9 2.9 2.9s2.9-1.3 2.9-2.9-1.2-2.9-2.8-2.9z" />
          </svg>
          Share
        </button>
      </div>
      {followMutation.isError ? (
        <ErrorMessage id="follow-error">
          {followMutation.error.message}
        </ErrorMessage>
      ) : null}
      <Toast message={toast.message} />
    </div>
  );
}
