/**
 * The plan as it is read: a day's title and a stop's card. One drawing of a
 * stop for the trip page and an agent's proposal; the editor's rows say the
 * same facts (`stopView`, `stopLine`) around their handles and menus. What a
 * stop says is worked out in `domain/itineraries/stop-view.ts`.
 */
import { useState, type ReactNode } from 'react';
import { copyText } from '@/lib/share';
import type { StopView } from '@/domain/itineraries/stop-view';
import './plan-stop.css';

/** "Day 2 · Tuesday 4 June 2027" with the day's colour; the heading's level follows where it sits. */
export function PlanDayTitle({
  id,
  label,
  date = null,
  colour = null,
  level = 2,
}: {
  id: string;
  label: string;
  date?: string | null;
  colour?: string | null;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading id={id} className={`trip-day__title trip-day__title--h${level}`}>
      {colour ? <span className="trip-day__swatch" style={{ background: colour }} aria-hidden="true" /> : null}
      {label}
      {date ? <span className="trip-day__date"> · {date}</span> : null}
    </Heading>
  );
}

interface PlanStopCardProps {
  stop: StopView;
  /** The stop's place in its day (1, 2…), drawn in the day's colour. */
  number: number;
  colour: string;
  id?: string | undefined;
  highlighted?: boolean;
  /** The title as a control (the trip page's, which highlights the marker); its text otherwise. */
  title?: ReactNode;
  onPointerEnter?: (() => void) | undefined;
  onPointerLeave?: (() => void) | undefined;
  /** The level of the stop's title: one below its day's title. */
  level?: 3 | 4;
  /** More about the place (photos, opening hours), below the stop's own facts. */
  children?: ReactNode;
}

/** One stop of a day, read-only: number, time and kind, title, place, booking, notes, cost, alternatives. */
export function PlanStopCard({ stop, number, colour, id, highlighted = false, title, onPointerEnter, onPointerLeave, level = 3, children }: PlanStopCardProps) {
  const Title = level === 3 ? 'h3' : 'h4';
  return (
    <li
      id={id}
      className={highlighted ? 'trip-item trip-item--highlighted' : 'trip-item'}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <span className="trip-item__number" style={{ background: colour }} aria-hidden="true">
        {number}
      </span>
      <div className="trip-item__body">
        <p className="trip-item__meta">
          {stop.time ? <span className="trip-item__time">{stop.time}</span> : null}
          <span className="trip-item__type">{stop.kind}</span>
          {stop.nights ? <span>{stop.nights}</span> : null}
        </p>
        <Title className="trip-item__title">{title ?? stop.title}</Title>
        {stop.place ? <p className="trip-item__place">{stop.place}</p> : null}
        {stop.booking ? <BookingFacts booking={stop.booking} /> : null}
        {stop.notes ? <p className="trip-item__notes">{stop.notes}</p> : null}
        {children}
        {stop.cost ? <p className="trip-item__cost">Cost: {stop.cost}</p> : null}
        {stop.alternatives.length > 0 ? <p className="trip-item__alternatives">Or instead: {stop.alternatives.join(', ')}</p> : null}
      </div>
    </li>
  );
}

/** What was booked for a stop, with its confirmation code to copy at the counter. */
function BookingFacts({ booking }: { booking: NonNullable<StopView['booking']> }) {
  const [copied, setCopied] = useState(false);
  const { parts, code } = booking;
  return (
    <p className={booking.cancelled ? 'trip-item__booking trip-item__booking--cancelled' : 'trip-item__booking'}>
      {parts.join(' · ')}
      {code ? (
        <>
          {parts.length > 0 ? ' · ' : null}
          Confirmation <code className="trip-item__code">{code}</code>{' '}
          <button
            type="button"
            className="button button--quiet button--small"
            aria-label={copied ? `Confirmation code ${code} copied` : `Copy the confirmation code ${code}`}
            onClick={() => void copyText(code).then(setCopied)}
          >
            {copied ? 'Copied' : 'Copy'}
          </button>
        </>
      ) : null}
    </p>
  );
}
