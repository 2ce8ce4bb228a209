import { useId, useRef, useState } from 'react';
import { copyText } from '@/lib/share';
import type { Invitation, ItineraryDoc } from '@/domain/itineraries/types';
import { ActionError } from './action-error';
import { LINK_DAYS, useCreateInviteLink, useRevokeInviteLink } from './api/collaborator-actions';
import { useLinkInvitations } from './api/invitations';
import { formatExpiry, invitationUrl } from './lib/invitations';

function InviteLink({ invitation, onRevoke }: { invitation: Invitation; onRevoke: (invitation: Invitation) => void }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copyStatus, setCopyStatus] = useState<string | null>(null);
  const url = invitationUrl(window.location.origin, invitation.token);

  async function copy() {
    if (await copyText(url)) {
      setCopyStatus('Link copied. Send it to the people you want to plan with.');
      return;
    }
    inputRef.current?.focus();
    inputRef.current?.select();
    setCopyStatus('This browser did not let us copy. The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.');
  }

  return (
    <li className="collab-link">
      <label htmlFor={`${id}-url`} className="collab-link__label">
        Invite link, expires on {formatExpiry(invitation.expiresAt)}
      </label>
      <div className="collab-field__row">
        <input
          ref={inputRef}
          id={`${id}-url`}
          className="collab-field__input collab-link__url"
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={`${id}-status`}
        />
        <button type="button" className="button button--small" onClick={() => void copy()}>
          Copy link
        </button>
        <button type="button" className="button button--quiet button--small" onClick={() => onRevoke(invitation)}>
          Revoke
        </button>
      </div>
      <p id={`${id}-status`} className="collab-field__message" role="status">
        {copyStatus}
      </p>
    </li>
  );
}

/** The creator's invite links: create one (valid for two weeks), copy it, revoke it. */
export function InviteLinks({ itinerary }: { itinerary: ItineraryDoc }) {
  const titleId = useId();
  const links = useLinkInvitations(itinerary.id, itinerary.creatorId, true);
  const create = useCreateInviteLink(itinerary);
  const revoke = useRevokeInviteLink(itinerary);
  const [revoked, setRevoked] = useState<string | null>(null);
  const list = links.data ?? [];

  return (
    <section className="collab-links" aria-labelledby={titleId}>
      <h3 id={titleId}>Invite by link</h3>
      <p className="collab-muted">
        Anyone signed in who has the link can join as a collaborator until it expires ({LINK_DAYS} days) or you
        revoke it.
      </p>
      {list.length > 0 ? (
        <ul className="collab-links__list">
          {list.map((invitation) => (
            <InviteLink
              key={invitation.token}
              invitation={invitation}
              onRevoke={(target) => {
                setRevoked('The link is revoked: nobody can join with it any more.');
                revoke.mutate(target);
              }}
            />
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className="button"
        aria-disabled={create.isPending}
        onClick={() => {
          if (create.isPending) return;
          setRevoked(null);
          create.mutate();
        }}
      >
        {create.isPending ? 'Creating link…' : 'Create invite link'}
      </button>
      <p className="collab-field__message" role="status">
        {revoke.isError ? null : revoked}
      </p>
      <ActionError action={create} failed="The link could not be created." />
      <ActionError action={revoke} failed="The link could not be revoked." />
    </section>
  );
}
