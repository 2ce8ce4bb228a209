import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Invitation } from '@/domain/itineraries/types';
import { ActionError } from './action-error';
import { messageOf } from './api/errors';
import { useAcceptInvitation, useLeaveItinerary } from './api/collaborator-actions';
import { useMyInvitations } from './api/invitations';
import { usePeople } from './api/people';
import { formatExpiry } from './lib/invitations';
import { PersonAvatar } from './person-avatar';
import './collaborators.css';
import { ErrorMessage } from '@/components/error-message';

type Answer = { kind: 'accepted' | 'declined'; invitation: Invitation };

/** The two answers to an invitation, as their buttons. */
const ANSWERS: ReadonlyArray<{ kind: Answer['kind']; label: string; className: string }> = [
  { kind: 'accepted', label: 'Accept', className: 'button button--small' },
  { kind: 'declined', label: 'Decline', className: 'button button--quiet button--small' },
];

/**
 * My pending invitations (sent to my username), for /trips: accept to join
 * the trip as a collaborator, or decline. Shows nothing when there are none.
 */
export function InvitationsList({ uid }: { uid: string | null }) {
  const titleId = useId();
  const invitations = useMyInvitations(uid);
  const inviterIds = (invitations.data ?? []).map((invitation) => invitation.inviterId);
  const people = usePeople(inviterIds);
  const accept = useAcceptInvitation(uid);
  const decline = useLeaveItinerary(uid);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());

  if (!uid) return null;
  const open = (invitations.data ?? []).filter((invitation) => !answered.has(invitation.token));
  const failed = accept.isError || decline.isError;
  if (open.length === 0 && !answer && !invitations.isError) return null;

  function answerWith(kind: Answer['kind'], invitation: Invitation) {
    setAnswer({ kind, invitation });
    setAnswered((current) => new Set(current).add(invitation.token));
    const putBack = () =>
      setAnswered((current) => {
        const next = new Set(current);
        next.delete(invitation.token);
        return next;
      });
    if (kind === 'accepted') accept.mutate(invitation.token, { onError: putBack });
    else decline.mutate(invitation.itineraryId, { onError: putBack });
  }

  const title = (invitation: Invitation) => invitation.itineraryTitle ?? 'A trip';

  return (
    <section className="collab collab-invitations card" aria-labelledby={titleId}>
      <h2 id={titleId}>Invitations</h2>
      {invitations.isError ? (
        <ErrorMessage>
          Your invitations could not be loaded.{' '}
          {messageOf(invitations.error, 'Check your connection and try again.')}{' '}
          <button type="button" className="button button--small" onClick={() => void invitations.refetch()}>
            Try again
          </button>
        </ErrorMessage>
      ) : null}
      {open.length > 0 ? (
        <ul className="collab-people" aria-label="Trips you are invited to">
          {open.map((invitation) => {
            const inviter = people.data?.get(invitation.inviterId);
            const inviterName = inviter?.displayName ?? 'A traveller';
            return (
              <li key={invitation.token} className="collab-person">
                <PersonAvatar name={inviter?.displayName ?? ''} photoURL={inviter?.photoURL ?? null} />
                <span className="collab-person__text">
                  <span className="collab-person__name">{title(invitation)}</span>
                  <span className="collab-muted">
                    {' '}
                    {inviterName} invited you · until {formatExpiry(invitation.expiresAt)}
                  </span>
                </span>
                <span className="collab-actions">
                  {ANSWERS.map(({ kind, label, className }) => (
                    <button
                      key={kind}
                      type="button"
                      className={className}
                      aria-label={`${label} the invitation to ${title(invitation)}`}
                      onClick={() => answerWith(kind, invitation)}
                    >
                      {label}
                    </button>
                  ))}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div role="status" className="collab-field__message">
        {answer && !failed ? (
          answer.kind === 'accepted' ? (
            <>
              You joined {title(answer.invitation)}.{' '}
              <Link to={`/organize/${answer.invitation.itineraryId}`}>Open {title(answer.invitation)}</Link>
            </>
          ) : (
            `You declined the invitation to ${title(answer.invitation)}.`
          )
        ) : null}
      </div>
      <ActionError action={accept} failed="You could not join that trip." />
      <ActionError action={decline} failed="The invitation could not be declined." />
    </section>
  );
}
