/**
 * The booking import's e-mail part: the trip's forwarding address (the
 * creator turns it on, copies it, turns it off) and the confirmations that
 * arrived at it, each read into the import's preview like a dropped file.
 */
import { useEffect, useState } from 'react';
import { getEnv } from '@/config/env';
import { mailAddress, type InboxMail } from '@/domain/bookings/mail';
import { formatDate } from '@/lib/dates';
import { copyText } from '@/lib/share';
import { bookingMailActions, useTripInbox, useTripMailAddress } from '@/stores/use-booking-mail-store';
import { bookingMailApi } from '../../api/service';

export interface BookingMailProps {
  itineraryId: string;
  uid: string;
  isCreator: boolean;
  /** Reads a received mail into the preview. */
  onRead: (mail: InboxMail) => void;
}

/** When a mail arrived, in the reader's own time: "30 Nov, 07:15". */
function received(at: Date): string {
  return `${formatDate(at, 'd MMM', 'local')}, ${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
}

function Address({ itineraryId, uid, domain }: { itineraryId: string; uid: string; domain: string }) {
  const address = useTripMailAddress(uid, itineraryId);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  useEffect(() => bookingMailActions.addressOpened(uid, itineraryId, bookingMailApi), [uid, itineraryId]);
  const act = (what: () => Promise<unknown>, failed: string) => {
    setBusy(true);
    setSaid(null);
    what()
      .catch(() => setSaid(failed))
      .finally(() => setBusy(false));
  };
  if (address.status === 'loading') return <p className="booking-import__mail-status">Looking for this trip&rsquo;s address…</p>;
  if (address.status === 'error') return <p className="booking-import__mail-status">This trip&rsquo;s address could not be read: {address.error.message}</p>;
  const mail = address.data;
  if (!mail) {
    return (
      <p className="booking-import__mail-row">
        <span>Give this trip an address, and forward confirmations to it from your own e-mail.</span>
        <button
          type="button"
          className="button button--small button--quiet"
          disabled={busy}
          onClick={() => act(async () => (await bookingMailApi()).turnOnTripMail(uid, itineraryId), 'The address could not be made. Try again.')}
        >
          Get an address
        </button>
        {said ? <span role="alert">{said}</span> : null}
      </p>
    );
  }
  const shown = mailAddress(mail.token, domain);
  return (
    <div className="booking-import__mail-row">
      <span>
        Forward confirmations to <code className="booking-import__address">{shown}</code> from the address you sign in with; they wait
        here until you add them.
      </span>
      <button type="button" className="button button--small button--quiet" onClick={() => void copyText(shown).then((copied) => setSaid(copied ? 'Address copied.' : `Copy it by hand: ${shown}`))}>
        Copy
      </button>
      <button
        type="button"
        className="button button--small button--quiet"
        disabled={busy}
        onClick={() => act(async () => (await bookingMailApi()).turnOffTripMail(mail.token), 'The address could not be turned off. Try again.')}
      >
        Turn off
      </button>
      <span role="status">{said}</span>
    </div>
  );
}

function Inbox({ itineraryId, onRead }: { itineraryId: string; onRead: (mail: InboxMail) => void }) {
  const inbox = useTripInbox(itineraryId);
  useEffect(() => bookingMailActions.inboxOpened(itineraryId, bookingMailApi), [itineraryId]);
  if (inbox.status !== 'ready' || inbox.data.length === 0) return null;
  return (
    <ul className="booking-import__inbox" aria-label="Received by e-mail">
      {inbox.data.map((mail) => (
        <li key={mail.id}>
          <span>
            <strong>{mail.subject || '(no subject)'}</strong> from {mail.from}
            {mail.receivedAt ? `, ${received(mail.receivedAt)}` : ''}
          </span>
          <button type="button" className="button button--small" onClick={() => onRead(mail)}>
            Read <span className="visually-hidden">{mail.subject || 'the mail'}</span>
          </button>
          <button type="button" className="button button--small button--quiet" onClick={() => void bookingMailApi().then((api) => api.deleteInboxMail(itineraryId, mail.id))}>
            Discard <span className="visually-hidden">{mail.subject || 'the mail'}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function BookingMail({ itineraryId, uid, isCreator, onRead }: BookingMailProps) {
  const domain = getEnv().inboundMailDomain;
  if (!domain) return null;
  return (
    <section className="booking-import__mail" aria-label="By e-mail">
      {isCreator ? (
        <Address itineraryId={itineraryId} uid={uid} domain={domain} />
      ) : (
        <p className="booking-import__mail-status">The trip&rsquo;s creator can give it an address to forward confirmations to.</p>
      )}
      <Inbox itineraryId={itineraryId} onRead={onRead} />
    </section>
  );
}
