/**
 * What a booking confirmation says, read from its file before anything is
 * planned: the readers (`read-*.ts`) turn an e-mail, a web page's schema.org
 * markup, a calendar file or a Wallet pass into these, and
 * `src/domain/bookings/` turns them into the trip's items.
 */

/** The kinds of reservation schema.org names (FlightReservation, LodgingReservation, ...). */
export const RESERVATION_KINDS = ['flight', 'lodging', 'train', 'bus', 'boat', 'rentalCar', 'food', 'event'] as const;
export type ReservationKind = (typeof RESERVATION_KINDS)[number];

/**
 * A moment as the confirmation writes it: the wall time at the place, and the
 * offset from UTC when the source gives one. "2026-12-04T07:05:00+01:00" is
 * local "2026-12-04T07:05" with offset 60; "...Z" is offset 0 and `utc` true
 * (the wall time is UTC's, not the place's); "2026-12-04T07:05" has neither.
 */
export interface WrittenTime {
  /** 'YYYY-MM-DDTHH:MM', or 'YYYY-MM-DD' when only the day is known. */
  local: string;
  /** Minutes east of UTC as written, or null when the text gives none. */
  offsetMinutes: number | null;
  /** True when the text gave the time in UTC ('Z'): `local` is then UTC's wall time. */
  utc: boolean;
  /** An IANA zone the source named (an iCalendar TZID), or null. */
  zone: string | null;
}

/** One end of a reservation: an airport, a station, a hotel, a restaurant, a venue, a car desk. */
export interface ReservationEnd {
  /** Its name as the confirmation gives it ("Lisbon Airport", "Hotel Avenida Palace"). */
  name: string | null;
  /** An airport's IATA code (three capitals) or a station's code, when given. */
  code: string | null;
  address: string | null;
  geo: { lat: number; lng: number } | null;
  time: WrittenTime | null;
}

export interface Reservation {
  kind: ReservationKind;
  /** The confirmation code (schema.org reservationNumber, a pass's confirmationNumber). */
  code: string | null;
  /** Who it is booked with: the airline, the hotel, the rail company, the restaurant, the organiser. */
  provider: string | null;
  /** A flight, train, bus or ferry number as written ("TP 1351"). */
  number: string | null;
  status: 'confirmed' | 'cancelled';
  /** People on the booking (partySize, numSeats, several tickets), when said. */
  party: number | null;
  seat: string | null;
  terminal: string | null;
  /** The traveller's name (underName), shown in the preview only. */
  underName: string | null;
  /** What it is called: a hotel's, restaurant's or event's name; null for a flight or a train. */
  title: string | null;
  /**
   * Where and when it starts: the departure (flight, train, bus, boat), the
   * check-in (lodging, with the hotel as the place), the pick-up (car), the
   * start (food, event).
   */
  from: ReservationEnd;
  /** Where and when it ends: the arrival, the check-out (same hotel), the drop-off; null when not said. */
  to: ReservationEnd | null;
  /** The total price in minor units (cents) with its ISO 4217 currency, when given. */
  price: { amount: number; currency: string } | null;
  /** Which reader found it. */
  source: 'json-ld' | 'microdata' | 'ics' | 'pkpass' | 'model';
}

/** What reading a confirmation gave: the reservations, and what could not be read in it (said, never guessed). */
export interface ConfirmationRead {
  reservations: Reservation[];
  /** Sentences for the person, e.g. "One block of booking data in the e-mail is broken and was skipped." */
  problems: string[];
}

/** A confirmation that cannot be read at all: its message is shown at the import, and nothing is written. */
export class ConfirmationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfirmationError';
  }
}

/** The largest file the import reads (10 MB). */
export const MAX_CONFIRMATION_BYTES = 10 * 1024 * 1024;
