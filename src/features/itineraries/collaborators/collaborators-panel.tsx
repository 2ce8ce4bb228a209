import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ItineraryAccess, ItineraryDoc } from '@/domain/itineraries/types';
import { ActionError } from './action-error';
import { messageOf } from './api/errors';
import { useAcceptInvitation, useLeaveItinerary, useRemoveCollaborator } from './api/collaborator-actions';
import { useMyInvitations } from './api/invitations';
import { usePeople, type Person } from './api/people';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InviteByUsername } from './invite-by-username';
import { InviteLinks } from './invite-links';
import { membersOf, roleLabel, type Member } from './lib/invitations';
import { PersonAvatar } from './person-avatar';
import './collaborators.css';
import { ErrorMessage } from '@/components/error-message';

export interface CollaboratorsPanelProps {
  itinerary: ItineraryDoc;
  /** Display only: the rules decide what a write may do. */
  access: ItineraryAccess;
  uid: string | null;
}

type Confirming = { kind: 'remove'; member: Member; name: string } | { kind: 'leave' } | null;

function nameOf(person: Person | undefined, loading: boolean): string {
  if (person) return person.displayName;
  return loading ? 'Loading…' : 'A traveller';
}

/** The invitee's answer: join (with the invitation addressed to them) or decline. */
function PendingAnswer({ itinerary, uid }: { itinerary: ItineraryDoc; uid: string }) {
  const navigate = useNavigate();
  const invitations = useMyInvitations(uid);
  const accept = useAcceptInvitation(uid);
  const decline = useLeaveItinerary(uid);
  const invitation = invitations.data?.find((candidate) => candidate.itineraryId === itinerary.id);

  return (
    <div className="collab-answer" role="group" aria-label="Your invitation">
      <p>
        You are invited to plan this trip. Until you join, you can see the plan but not change it.
      </p>
      {invitations.isSuccess && !invitation ? (
        <p className="collab-muted">To join, open the invitation link you were sent.</p>
      ) : null}
      <div className="collab-actions">
        {invitation ? (
          <button
            type="button"
            className="button"
            aria-disabled={accept.isPending}
            onClick={() => {
              if (!accept.isPending) accept.mutate(invitation.token);
            }}
          >
            {accept.isPending ? 'Joining…' : 'Accept invitation'}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            decline.mutate(itinerary.id);
            void navigate('/trips');
          }}
        >
          Decline
        </button>
      </div>
      <ActionError action={accept} failed="You could not join this trip." />
      <ActionError action={decline} failed="The invitation could not be declined." />
    </div>
  );
}

/**
 * Who plans this trip: the creator, collaborators and invitees with their
 * names and photos. The creator invites (by username or by link) and
 * removes people; a collaborator can leave; an invitee accepts or declines.
 * Controls follow `access` and the member lists; the rules decide.
 */
export function CollaboratorsPanel({ itinerary, access, uid }: CollaboratorsPanelProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const members = membersOf(itinerary);
  const people = usePeople(members.map((member) => member.uid));
  const remove = useRemoveCollaborator(itinerary.id);
  const leave = useLeaveItinerary(uid);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const isCreator = access.isCreator && uid === itinerary.creatorId;
  const isAccepted = uid !== null && uid !== itinerary.creatorId && itinerary.collaborators.accepted.includes(uid);
  const isPending =
    access.isPending && uid !== null && !isAccepted && itinerary.collaborators.pending.includes(uid);

  function confirm() {
    if (!confirming) return;
    if (confirming.kind === 'remove') {
      remove.mutate(confirming.member.uid);
      setRemoved(`${confirming.name} is no longer on this trip.`);
      // Their row (and its Remove button, which had focus) goes: focus moves to the list's heading.
      setTimeout(() => headingRef.current?.focus(), 0);
    } else {
      leave.mutate(itinerary.id);
      void navigate('/trips');
    }
    setConfirming(null);
  }

  return (
    <section className="collab card" aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        Travellers
      </h2>
      <ul className="collab-people" aria-label="People on this trip">
        {members.map((member) => {
          const person = people.data?.get(member.uid);
          const name = nameOf(person, people.isPending);
          const isMe = member.uid === uid;
          return (
            <li key={member.uid} className="collab-person">
              <PersonAvatar name={person?.displayName ?? ''} photoURL={person?.photoURL ?? null} />
              <span className="collab-person__text">
                <span className="collab-person__name">
                  {name}
                  {isMe ? ' (you)' : ''}
                </span>
                {person ? <span className="collab-muted"> @{person.username}</span> : null}
                <span className={`collab-role collab-role--${member.role}`}>{roleLabel(member.role)}</span>
              </span>
              {isCreator && member.role !== 'creator' ? (
                <button
                  type="button"
                  className="button button--quiet button--small"
                  aria-label={`Remove ${name}`}
                  onClick={() => setConfirming({ kind: 'remove', member, name })}
                >
                  Remove
                </button>
              ) : null}
              {isMe && isAccepted ? (
                <button
                  type="button"
                  className="button button--quiet button--small"
                  onClick={() => setConfirming({ kind: 'leave' })}
                >
                  Leave trip
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="collab-field__message" role="status">
        {remove.isError ? null : removed}
      </p>
      {people.isError ? (
        <ErrorMessage>
          Names could not be loaded. {messageOf(people.error, 'Check your connection, then reload the page.')}
        </ErrorMessage>
      ) : null}
      <ActionError action={remove} failed="That person could not be removed." />
      <ActionError action={leave} failed="You could not leave this trip." />

      {isPending && uid ? <PendingAnswer itinerary={itinerary} uid={uid} /> : null}

      {isCreator && uid ? (
        <div className="collab-invites">
          <InviteByUsername itinerary={itinerary} uid={uid} people={people.data} />
          <InviteLinks itinerary={itinerary} />
        </div>
      ) : null}

      {confirming?.kind === 'remove' ? (
        <ConfirmDialog
          title={`Remove ${confirming.name}?`}
          confirmLabel="Remove"
          danger
          onConfirm={confirm}
          onCancel={() => setConfirming(null)}
        >
          <p>
            {confirming.member.role === 'invited'
              ? `${confirming.name}'s invitation to ${itinerary.title} is withdrawn.`
              : `${confirming.name} will no longer see or change ${itinerary.title}.`}{' '}
            The invite links you made so far will not let them back in; to have them back, invite them again.
          </p>
        </ConfirmDialog>
      ) : null}
      {confirming?.kind === 'leave' ? (
        <ConfirmDialog
          title="Leave this trip?"
          confirmLabel="Leave trip"
          danger
          onConfirm={confirm}
          onCancel={() => setConfirming(null)}
        >
          <p>
            {itinerary.public
              ? `You will no longer be able to change ${itinerary.title}.`
              : `You will no longer see or change ${itinerary.title}. To come back, ask for a new invitation.`}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
