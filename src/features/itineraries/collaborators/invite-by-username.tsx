import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { inviteWords } from '@/domain/itineraries/invite-words';
import type { ItineraryDoc } from '@/domain/itineraries/types';
import { kindOf, messageOf } from './api/errors';
import { useInviteByUsername } from './api/collaborator-actions';
import type { Person } from './api/people';
import { normaliseUsername, usernameFormatError } from './lib/invitations';

interface InviteByUsernameProps {
  itinerary: ItineraryDoc;
  uid: string;
  /** Profiles of the people already on the trip, for the quick checks before asking the server. */
  people: Map<string, Person> | undefined;
}

/** Why this name cannot be invited, judged from who is already on the trip; null when the server must say. */
function knownPersonError(name: string, itinerary: ItineraryDoc, uid: string, people: Map<string, Person> | undefined) {
  if (!people) return null;
  const person = [...people.values()].find((p) => p.username === name);
  if (!person) return null;
  if (person.id === uid) return inviteWords.yourself;
  if (person.id === itinerary.creatorId) return inviteWords.creator(name);
  if (itinerary.collaborators.accepted.includes(person.id)) return inviteWords.collaborator(name);
  if (itinerary.collaborators.pending.includes(person.id)) return inviteWords.pending(name);
  return null;
}

/** The creator invites someone by username; the message for a name that cannot be invited shows at the field. */
export function InviteByUsername({ itinerary, uid, people }: InviteByUsernameProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The confirmation holds while the trip's people stay as they were after the invitation.
  const [done, setDone] = useState<{ text: string; people: string } | null>(null);
  const peopleKey = `${itinerary.collaborators.pending.join(',')}|${itinerary.collaborators.accepted.join(',')}`;
  const invite = useInviteByUsername(itinerary);
  const latestPeopleKey = useRef(peopleKey);
  useEffect(() => {
    latestPeopleKey.current = peopleKey;
  }, [peopleKey]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invite.isPending) return;
    setDone(null);
    const name = normaliseUsername(value);
    const problem = usernameFormatError(value) ?? knownPersonError(name, itinerary, uid, people);
    if (problem) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    try {
      await invite.mutateAsync(name);
      setValue('');
      setDone({
        text: `@${name} is invited. They see the invitation on their trips page and can accept it there.`,
        people: latestPeopleKey.current,
      });
    } catch (caught) {
      setError(
        kindOf(caught) === 'not-found'
          ? `Nobody on Wayfare is called @${name}. Check the spelling.`
          : messageOf(caught, `@${name} could not be invited. Check your connection and try again.`),
      );
      inputRef.current?.focus();
    }
  }

  const messageId = `${id}-message`;
  return (
    <form className="collab-invite" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Invite by username</h3>
      <div className="collab-field">
        <label htmlFor={`${id}-input`}>Username</label>
        <div className="collab-field__row">
          <input
            ref={inputRef}
            id={`${id}-input`}
            className="collab-field__input"
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="@username"
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={messageId}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
              setDone(null);
            }}
          />
          <button type="submit" className="button" aria-disabled={invite.isPending}>
            {invite.isPending ? 'Inviting…' : 'Invite'}
          </button>
        </div>
        <p id={messageId} className={error ? 'collab-field__message collab-field__message--error' : 'collab-field__message'} role="status">
          {error ?? (done && done.people === peopleKey ? done.text : null)}
        </p>
      </div>
    </form>
  );
}
