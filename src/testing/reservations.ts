/** Reservations as the confirmation readers give them, for tests: a flight from Lisbon to New York unless told otherwise. */
import type { Reservation, ReservationEnd } from '@/lib/confirmations/types';

/** One end of a reservation: `at` its wall time as written, `offset` minutes east of UTC when the source gives one. */
export function anEnd(overrides: Partial<ReservationEnd> & { at?: string; offset?: number | null; utc?: boolean } = {}): ReservationEnd {
  const { at, offset = null, utc = false, ...rest } = overrides;
  return { name: null, code: null, address: null, geo: null, time: at ? { local: at, offsetMinutes: offset, utc, zone: null } : null, ...rest };
}

export function aReservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    kind: 'flight',
    code: 'X7K2QP',
    provider: 'TAP Air Portugal',
    number: 'TP 209',
    status: 'confirmed',
    party: null,
    seat: null,
    terminal: null,
    underName: null,
    title: null,
    from: anEnd({ code: 'LIS', at: '2027-03-02T10:35', offset: 0 }),
    to: anEnd({ code: 'JFK', at: '2027-03-02T13:20', offset: -300 }),
    price: null,
    source: 'json-ld',
    ...overrides,
  };
}
