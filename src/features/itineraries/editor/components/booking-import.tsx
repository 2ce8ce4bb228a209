/**
 * "Add a booking from a confirmation": a file dropped or picked, or an e-mail
 * pasted, read in the browser (src/lib/confirmations), then shown as what it
 * would change in the trip, each booking to take or leave, before anything
 * is written. Loaded when it opens: the readers, their libraries and the
 * airports list are not in the editor's first chunk.
 */
import { useEffect, useId, useMemo, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { Dialog } from '@/components/dialog';
import { Field } from '@/components/field';
import { planBookings, type BookingProposal, type BookingsPlan } from '@/domain/bookings/plan-bookings';
import { datesForBookings, shiftedItems, type DatesForBookings } from '@/domain/bookings/trip-dates';
import { bookingLine } from '@/domain/itineraries/booking';
import { itemTimes } from '@/domain/itineraries/item-times';
import { newAutoId } from '@/domain/itineraries/schema';
import type { ItineraryDoc, Period, PlanItem } from '@/domain/itineraries/types';
import { AssistantNeeded, readConfirmation, type ConfirmationInput } from '@/lib/confirmations/read-confirmation';
import { ConfirmationError, type ConfirmationRead } from '@/lib/confirmations/types';
import { AIRPORTS_SOURCE, findAirport, loadAirports, type AirportIndex } from '@/lib/places/airports';
import type { PlanChange } from '../lib/plan-layout';
import { formatIsoRange } from '@/lib/dates';
import { dayLabel } from '../lib/format';
import { bookingMailApi, bookingTextApi } from '../../api/service';
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

/** What a confirmation gave, and the airports to place it with. */
interface Found {
  read: ConfirmationRead;
  airports: AirportIndex;
  /** The new items' ids, made once per reading: planned again (a companion's edit, the dates ticked), a booking keeps its id. */
  ids: string[];
}

/**
 * A confirmation in no format the browser reads (a PDF, plain text), read by
 * the assistant's model; when it is not there (no model, offline, the hour's
 * limit), the reader's own message says what could not be read, and why.
 */
async function readWithAssistant(needed: AssistantNeeded, itineraryId: string): Promise<ConfirmationRead> {
  const text = 'text' in needed.source ? needed.source.text : await (await import('@/lib/confirmations/read-pdf')).pdfText(needed.source.pdf);
  if (text.trim() === '') throw new ConfirmationError('There is no text in it to read: a scan or a photo of a confirmation cannot be read.');
  const answer = await (await bookingTextApi()).readBookingTextWithAssistant(text, itineraryId);
  if (!answer.available) throw new ConfirmationError(answer.reason ? `${answer.reason} ${needed.message}` : needed.message);
  const problems = ['Read by the assistant: check each time and code against the confirmation before adding it.'];
  if (answer.dropped > 0) problems.push(`${answer.dropped === 1 ? 'One booking it gave' : `${answer.dropped} bookings it gave`} could not be checked and ${answer.dropped === 1 ? 'was' : 'were'} left out.`);
  return { reservations: answer.reservations, problems };
}

/** Reads what was given, with the airports list (both load on first use). */
async function readFound(input: ConfirmationInput, itineraryId: string): Promise<Found> {
  const reading = readConfirmation(input).catch((error: unknown) => {
    if (error instanceof AssistantNeeded) return readWithAssistant(error, itineraryId);
    throw error;
  });
  const [read, airports] = await Promise.all([reading, loadAirports()]);
  return { read, airports, ids: [] };
}

/** The bookings found, planned into a trip of these dates and items. */
function planFound(found: Found, period: Period | null, days: number, items: readonly PlanItem[]): BookingsPlan {
  let next = 0;
  const newId = () => {
    found.ids[next] ??= newAutoId();
    return found.ids[next++]!;
  };
  const plan = planBookings(found.read.reservations, {
    period,
    days,
    items,
    airport: (code) => findAirport(found.airports, code),
    airportSource: AIRPORTS_SOURCE,
    newId,
    now: Date.now(),
  });
  return { proposals: plan.proposals, problems: [...found.read.problems, ...plan.problems] };
}

/** The checkbox's words for new dates: set on a trip without them, or extended. */
function datesText(dates: DatesForBookings, period: Period | null): string {
  const range = `${formatIsoRange(dates.period.start, dates.period.end) ?? `${dates.period.start} – ${dates.period.end}`} (${dates.days} days)`;
  if (!period) return `Set the trip's dates to ${range}, from these bookings`;
  const moved = dates.shift > 0 ? `; the plan's stops keep their dates (${dates.shift === 1 ? 'one day' : `${dates.shift} days`} added before its start)` : '';
  return `Extend the trip to ${range}, so every booking is on one of its days${moved}`;
}

function whenText(proposal: BookingProposal, period: Period | null): string {
  const { item } = proposal;
  const day = item.day === null ? 'Ideas' : dayLabel(period, item.day);
  const from = [item.startTime, item.place?.category ?? item.place?.name].filter(Boolean).join(' ');
  const to = [item.endTime, item.arrival?.category ?? item.arrival?.name].filter(Boolean).join(' ');
  if (item.type === 'stay') {
    const nights = item.nights === 1 ? '1 night' : `${item.nights ?? 1} nights`;
    const times = itemTimes(item);
    return [day, times ? `${nights}, ${times}` : nights].join(' · ');
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
  const [found, setFound] = useState<Found | null>(null);
  /** Whether the trip takes the dates its bookings need: null until the person says, then their answer. */
  const [datesChosen, setDatesChosen] = useState<boolean | null>(null);
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const [dragging, setDragging] = useState(false);
  /** The received mail being read, taken out of the inbox once its bookings are added. */
  const [fromMail, setFromMail] = useState<string | null>(null);
  // The bookings on the trip as it is, and, when some fall outside its dates, on the dates they need.
  const asIs = useMemo(() => (found ? planFound(found, itinerary.period, itinerary.days, items) : null), [found, itinerary.period, itinerary.days, items]);
  const dates = useMemo(() => (asIs ? datesForBookings(asIs.proposals, itinerary.period) : null), [asIs, itinerary.period]);
  // Ticked by default for a trip without dates, or when a day or two is enough (an overnight flight out, a late flight
  // home); a longer extension is offered unticked: a booking weeks away more likely belongs to another trip.
  const withDates = datesChosen ?? (dates !== null && (itinerary.period === null || dates.days - itinerary.days <= 2));
  // Planned on the new dates only while they are taken.
  const moved = useMemo(
    () => (withDates && found && dates ? planFound(found, dates.period, dates.days, shiftedItems(items, dates.shift)) : null),
    [withDates, found, dates, items],
  );
  const plan = withDates && moved ? moved : asIs;
  const foundRef = useRef<HTMLHeadingElement>(null);
  // What was found takes the focus once per reading (not when the plan or the dates checkbox changes it):
  // it is read out, and on a phone it scrolls into view below the drop zone.
  useEffect(() => {
    if (found) foundRef.current?.focus();
  }, [found]);

  const read = (input: ConfirmationInput, what: string, mailId: string | null = null) => {
    setFromMail(mailId);
    setReading(what);
    setError(null);
    setFound(null);
    readFound(input, itinerary.id).then(
      (next) => {
        setReading(null);
        setLeft(new Set());
        setDatesChosen(null);
        setFound(next);
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

  const nothing = plan && plan.proposals.length === 0 ? ['We found no booking to add in it.', ...plan.problems].join(' ') : null;
  const shown = error ?? nothing;
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
    const upsert = chosen.map((proposal) => proposal.item);
    const change: PlanChange = { upsert, remove: [] };
    if (withDates && dates) {
      // The trip's new dates, and its stops moved to keep theirs when days were added before its start.
      const taken = new Set(upsert.map((item) => item.id));
      if (dates.shift > 0) change.upsert = [...upsert, ...shiftedItems(items, dates.shift).filter((item) => item.day !== null && !taken.has(item.id))];
      change.itinerary = { period: dates.period, days: dates.days };
    }
    onApply(change, `${said.charAt(0).toUpperCase()}${said.slice(1)} from the confirmation. Undo takes it back.`);
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
        {shown ? (
          <p role="alert" className="booking-import__error">
            {shown}
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
                  <p className="booking-import__when">{whenText(proposal, plan === moved && dates ? dates.period : itinerary.period)}</p>
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
            {dates ? (
              <label className="booking-import__take booking-import__dates">
                <input type="checkbox" checked={withDates} onChange={(event) => setDatesChosen(event.target.checked)} />
                <span>{datesText(dates, itinerary.period)}</span>
              </label>
            ) : null}
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
