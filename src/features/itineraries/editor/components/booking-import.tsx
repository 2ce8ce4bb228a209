/**
 * "Add a booking from a confirmation": a file dropped or picked, or an e-mail
 * pasted, read in the browser (src/lib/confirmations), then shown as what it
 * would change in the trip, each booking to take or leave, before anything
 * is written. Loaded when it opens: the readers, their libraries and the
 * airports list are not in the editor's first chunk.
 */
import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { Dialog } from '@/components/dialog';
import { Field } from '@/components/field';
import { planBookings, type BookingProposal, type BookingsPlan } from '@/domain/bookings/plan-bookings';
import { bookingLine } from '@/domain/itineraries/booking';
import { newAutoId } from '@/domain/itineraries/schema';
import type { ItineraryDoc, PlanItem } from '@/domain/itineraries/types';
import { readConfirmation, type ConfirmationInput } from '@/lib/confirmations/read-confirmation';
import { ConfirmationError } from '@/lib/confirmations/types';
import { AIRPORTS_SOURCE, findAirport, loadAirports } from '@/lib/places/airports';
import type { PlanChange } from '../lib/plan-layout';
import { dayLabel } from '../lib/format';
import { bookingMailApi } from '../../api/service';
import { BookingMail } from './booking-mail';
import './booking-import.css';

export interface BookingImportProps {
  itinerary: ItineraryDoc;
  items: readonly PlanItem[];
  /** The signed-in person, and whether they created the trip (only the creator gives it an address). */
  uid: string | null;
  isCreator: boolean;
  /** Writes the bookings taken (one change, undoable), with a sentence saying what was done. */
  onApply: (change: PlanChange, said: string) => void;
  onCancel: () => void;
}

const ACTION_WORD: Record<BookingProposal['action'], string> = { add: 'New', update: 'Updates', cancel: 'Cancels' };

/** Reads what was given and plans it for this trip. */
async function readFor(input: ConfirmationInput, itinerary: ItineraryDoc, items: readonly PlanItem[]): Promise<BookingsPlan> {
  const [read, airports] = await Promise.all([readConfirmation(input), loadAirports()]);
  const plan = planBookings(read.reservations, {
    period: itinerary.period,
    days: itinerary.days,
    items,
    airport: (code) => findAirport(airports, code),
    airportSource: AIRPORTS_SOURCE,
    newId: newAutoId,
    now: Date.now(),
  });
  return { proposals: plan.proposals, problems: [...read.problems, ...plan.problems] };
}

function whenText(proposal: BookingProposal, itinerary: ItineraryDoc): string {
  const { item } = proposal;
  const day = item.day === null ? 'Ideas' : dayLabel(itinerary.period, item.day);
  const from = [item.startTime, item.place?.category ?? item.place?.name].filter(Boolean).join(' ');
  const to = [item.endTime, item.arrival?.category ?? item.arrival?.name].filter(Boolean).join(' ');
  if (item.type === 'stay') {
    const nights = item.nights === 1 ? '1 night' : `${item.nights ?? 1} nights`;
    return [day, `${nights}${item.startTime ? `, check-in ${item.startTime}` : ''}${item.endTime ? `, check-out ${item.endTime}` : ''}`].join(' · ');
  }
  const zoneNote = item.endTimeZone && item.timeZone && item.endTimeZone !== item.timeZone ? ' (local times)' : '';
  return [day, [from, to].filter(Boolean).join(' → ') + zoneNote].filter(Boolean).join(' · ');
}

export function BookingImport({ itinerary, items, uid, isCreator, onApply, onCancel }: BookingImportProps) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [reading, setReading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [plan, setPlan] = useState<BookingsPlan | null>(null);
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const [dragging, setDragging] = useState(false);
  /** The received mail being read, taken out of the inbox once its bookings are added. */
  const [fromMail, setFromMail] = useState<string | null>(null);
  const foundRef = useRef<HTMLHeadingElement>(null);
  // What was found takes the focus: it is read out, and on a phone it scrolls into view below the drop zone.
  useEffect(() => {
    if (plan && plan.proposals.length > 0) foundRef.current?.focus();
  }, [plan]);

  const read = (input: ConfirmationInput, what: string, mailId: string | null = null) => {
    setFromMail(mailId);
    setReading(what);
    setError(null);
    setPlan(null);
    readFor(input, itinerary, items).then(
      (next) => {
        setReading(null);
        setLeft(new Set());
        setPlan(next);
        if (next.proposals.length === 0) setError(['We found no booking to add in it.', ...next.problems].join(' '));
      },
      (reason: unknown) => {
        setReading(null);
        setError(reason instanceof ConfirmationError ? reason.message : 'The confirmation could not be read. Try again, or paste the e-mail’s text.');
      },
    );
  };

  const readFile = (file: File) => {
    file.arrayBuffer().then(
      (buffer) => read({ name: file.name, type: file.type, bytes: new Uint8Array(buffer) }, `Reading “${file.name}”…`),
      () => setError(`“${file.name}” could not be opened.`),
    );
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) readFile(file);
  };

  const chosen = plan ? plan.proposals.filter((_, index) => !left.has(index)) : [];
  const accept = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return;
    const counts = { add: 0, update: 0, cancel: 0 };
    for (const proposal of chosen) counts[proposal.action] += 1;
    const said = [
      counts.add ? `Added ${counts.add === 1 ? '1 booking' : `${counts.add} bookings`}` : null,
      counts.update ? `updated ${counts.update === 1 ? '1' : counts.update}` : null,
      counts.cancel ? `marked ${counts.cancel} cancelled` : null,
    ]
      .filter(Boolean)
      .join(', ');
    onApply({ upsert: chosen.map((proposal) => proposal.item), remove: [] }, `${said.charAt(0).toUpperCase()}${said.slice(1)} from the confirmation. Undo takes it back.`);
    if (fromMail) void bookingMailApi().then((api) => api.deleteInboxMail(itinerary.id, fromMail));
  };

  return (
    <Dialog labelledBy={`${id}-heading`} describedBy={`${id}-about`} onClose={onCancel} className="booking-import">
      <form onSubmit={accept} noValidate>
        <h2 id={`${id}-heading`}>Add a booking from a confirmation</h2>
        <p id={`${id}-about`} className="booking-import__about">
          Drop the confirmation e-mail (saved as .eml), a calendar file (.ics) or a Wallet pass (.pkpass), or paste the e-mail. It is read on this
          device and not uploaded; you choose what goes into the trip.
        </p>
        <div
          className={dragging ? 'booking-import__drop booking-import__drop--over' : 'booking-import__drop'}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="booking-drop"
        >
          <p>Drop the file here, or</p>
          <input
            ref={fileRef}
            id={`${id}-file`}
            type="file"
            aria-label="Confirmation file"
            tabIndex={-1}
            className="visually-hidden"
            accept=".eml,.ics,.pkpass,.html,.htm,.json,message/rfc822,text/calendar,application/vnd.apple.pkpass,text/html"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) readFile(file);
              event.target.value = '';
            }}
          />
          <button type="button" className="button button--small" onClick={() => fileRef.current?.click()} data-autofocus>
            Choose a file
          </button>
        </div>
        {uid ? (
          <BookingMail
            itineraryId={itinerary.id}
            uid={uid}
            isCreator={isCreator}
            onRead={(mail) => read({ text: mail.raw }, `Reading “${mail.subject || 'the mail'}”…`, mail.id)}
          />
        ) : null}
        <Field id={`${id}-text`} label="Or paste the confirmation e-mail" hint="The whole e-mail with its headers, or the page's source.">
          {(attributes) => <textarea {...attributes} rows={4} value={text} onChange={(event) => setText(event.target.value)} />}
        </Field>
        <div className="booking-import__row">
          <button type="button" className="button button--small button--quiet" disabled={text.trim() === '' || reading !== null} onClick={() => read({ text }, 'Reading the pasted text…')}>
            Read the pasted text
          </button>
        </div>
        <p role="status" className="booking-import__status">
          {reading}
        </p>
        {error ? (
          <p role="alert" className="booking-import__error">
            {error}
          </p>
        ) : null}
        {plan && plan.proposals.length > 0 ? (
          <section aria-labelledby={`${id}-found`} className="booking-import__found">
            <h3 id={`${id}-found`} ref={foundRef} tabIndex={-1}>{plan.proposals.length === 1 ? 'Found 1 booking' : `Found ${plan.proposals.length} bookings`}</h3>
            <ul>
              {plan.proposals.map((proposal, index) => (
                <li key={`${proposal.item.id}-${index}`} className={`booking-import__booking booking-import__booking--${proposal.action}`}>
                  <label className="booking-import__take">
                    <input
                      type="checkbox"
                      checked={!left.has(index)}
                      onChange={(event) =>
                        setLeft((current) => {
                          const next = new Set(current);
                          if (event.target.checked) next.delete(index);
                          else next.add(index);
                          return next;
                        })
                      }
                    />
                    <span>
                      <span className="booking-import__action">{ACTION_WORD[proposal.action]}</span> {proposal.item.title}
                      {proposal.existing && proposal.existing.title !== proposal.item.title ? ` (now “${proposal.existing.title}”)` : ''}
                    </span>
                  </label>
                  <p className="booking-import__when">{whenText(proposal, itinerary)}</p>
                  {proposal.item.booking ? <p className="booking-import__facts">{bookingLine(proposal.item.booking, proposal.item.type)}</p> : null}
                  {proposal.reservation.underName ? <p className="booking-import__facts">For {proposal.reservation.underName}</p> : null}
                  {proposal.notes.map((note) => (
                    <p key={note} className="booking-import__note">
                      {note}
                    </p>
                  ))}
                </li>
              ))}
            </ul>
            {plan.problems.length > 0 ? (
              <ul className="booking-import__problems" aria-label="Not added">
                {plan.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ) : null}
        <div className="booking-import__actions">
          <button type="button" className="button button--quiet" onClick={onCancel}>
            Cancel
          </button>
          {plan && plan.proposals.length > 0 ? (
            <button type="submit" className="button" disabled={chosen.length === 0}>
              {chosen.every((proposal) => proposal.action === 'add')
                ? `Add ${chosen.length === 1 ? '1 booking' : `${chosen.length} bookings`} to the trip`
                : `Save ${chosen.length === 1 ? '1 booking' : `${chosen.length} bookings`} to the trip`}
            </button>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}
