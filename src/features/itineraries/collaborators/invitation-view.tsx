import { Link, Navigate, useNavigate } from 'react-router-dom';
import type { Invitation, ItineraryDoc } from '@/domain/itineraries/types';
import { ActionError } from './action-error';
import { messageOf } from './api/errors';
import { useAcceptInvitation } from './api/collaborator-actions';
import { useInvitation, useReadableItinerary } from './api/invitations';
import { usePeople } from './api/people';
import { formatExpiry, isExpired } from './lib/invitations';
import { PersonAvatar } from './person-avatar';
import './collaborators.css';
import { ErrorMessage } from '@/components/error-message';

export type InvitationSession = 'loading' | 'signed-out' | 'signed-in';

interface InvitationViewProps {
  token: string;
  session: InvitationSession;
  uid: string | null;
}

/** Where a member of the trip goes: the editor. */
export function tripPath(itineraryId: string): string {
  return `/organize/${itineraryId}`;
}

function isMember(itinerary: ItineraryDoc | null | undefined, uid: string): boolean {
  if (!itinerary) return false;
  return (
    itinerary.creatorId === uid || itinerary.agentId === uid || itinerary.collaborators.accepted.includes(uid)
  );
}

function Status({ children }: { children: string }) {
  return (
    <p className="card" role="status">
      {children}
    </p>
  );
}

function SignedOut({ token }: { token: string }) {
  const next = encodeURIComponent(`/invitation/${token}`);
  return (
    <div className="card collab-invitation">
      <p>Someone invited you to plan a trip together on Wayfare. Sign in or create an account to see the invitation and join.</p>
      <div className="collab-actions">
        <Link className="button" to={`/auth?next=${next}`}>
          Sign in
        </Link>
        <Link className="button button--quiet" to={`/auth?mode=sign-up&next=${next}`}>
          Create an account
        </Link>
      </div>
    </div>
  );
}

function InvitationCard({ invitation, uid }: { invitation: Invitation; uid: string }) {
  const navigate = useNavigate();
  const people = usePeople([invitation.inviterId]);
  const accept = useAcceptInvitation(uid);
  const inviter = people.data?.get(invitation.inviterId);
  const inviterName = inviter?.displayName ?? (people.isPending ? '…' : 'the person who invited you');
  const title = invitation.itineraryTitle ?? 'A trip';

  if (isExpired(invitation)) {
    return (
      <ErrorMessage block>
        <h2>{title}</h2>
        <p>This invitation has expired. Ask {inviter?.displayName ?? 'the person who invited you'} for a new link.</p>
        <Link className="button button--quiet" to="/trips">
          Go to my trips
        </Link>
      </ErrorMessage>
    );
  }

  async function join() {
    if (accept.isPending) return;
    try {
      const itineraryId = await accept.mutateAsync(invitation.token);
      await navigate(tripPath(itineraryId || invitation.itineraryId), { replace: true });
    } catch {
      // Shown below from accept.error.
    }
  }

  return (
    <div className="card collab-invitation">
      <div className="collab-invitation__from">
        <PersonAvatar name={inviter?.displayName ?? ''} photoURL={inviter?.photoURL ?? null} size={56} />
        <p>
          <strong>{inviterName}</strong>
          {inviter ? <span className="collab-muted"> @{inviter.username}</span> : null} invited you to plan this trip
          together.
        </p>
      </div>
      <h2 className="collab-invitation__title">{title}</h2>
      <p className="collab-muted">
        As a collaborator you can change the plan with {inviter?.displayName ?? 'the others'}. The invitation is valid
        until {formatExpiry(invitation.expiresAt)}.
      </p>
      <div className="collab-actions">
        <button type="button" className="button" aria-disabled={accept.isPending} onClick={() => void join()}>
          {accept.isPending ? 'Joining…' : 'Join this trip'}
        </button>
        <Link className="button button--quiet" to="/trips">
          Not now
        </Link>
      </div>
      <ActionError action={accept} failed="You could not join this trip." />
    </div>
  );
}

/**
 * /invitation/{token}: who invites you to which trip, and "Join this trip".
 * Reading an invitation needs a signed-in person; members of the trip go
 * straight to it.
 */
export function InvitationView({ token, session, uid }: InvitationViewProps) {
  const signedIn = session === 'signed-in' && uid !== null;
  const invitation = useInvitation(token, signedIn);
  const itineraryId = invitation.data?.itineraryId;
  const itinerary = useReadableItinerary(itineraryId, signedIn ? uid : null);

  if (session === 'loading') return <Status>Loading the invitation…</Status>;
  if (!signedIn || !uid) return <SignedOut token={token} />;
  if (invitation.isPending) return <Status>Loading the invitation…</Status>;
  if (invitation.isError) {
    return (
      <ErrorMessage block>
        <p>{messageOf(invitation.error, 'The invitation could not be loaded. Check your connection and try again.')}</p>
        <button type="button" className="button" onClick={() => void invitation.refetch()}>
          Try again
        </button>
      </ErrorMessage>
    );
  }
  if (!invitation.data) {
    return (
      <ErrorMessage block>
        <p>
          This invitation link does not work: it was revoked or never existed. Ask the person who sent it for a new
          link.
        </p>
        <Link className="button button--quiet" to="/trips">
          Go to my trips
        </Link>
      </ErrorMessage>
    );
  }
  if (invitation.data.inviterId === uid) return <Navigate to={tripPath(invitation.data.itineraryId)} replace />;
  if (itinerary.isPending) return <Status>Loading the invitation…</Status>;
  if (isMember(itinerary.data, uid)) return <Navigate to={tripPath(invitation.data.itineraryId)} replace />;
  return <InvitationCard invitation={invitation.data} uid={uid} />;
}
