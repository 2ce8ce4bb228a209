/** Reservations as the confirmation readers give them, for tests: a flight from Lisbon to New York unless told otherwise. */
import type { ModelReservation } from '@/domain/bookings/model-reservations';
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

/**
 * A hotel booking as the assistant's model answers it (`ModelReservation`: no
 * coordinates, the price as the text writes it): Hotel Avenida Palace, 1 to 4
 * May 2026, for two.
 */
export function aModelStay(overrides: Record<string, unknown> = {}): ModelReservation & Record<string, unknown> {
  const address = 'Rua 1º de Dezembro 123, Lisboa';
  return {
    kind: 'lodging',
    code: 'HX-48213',
    provider: 'Hotel Avenida Palace',
    number: null,
    status: 'confirmed',
    party: 2,
    seat: null,
    terminal: null,
    underName: 'Ana Costa',
    title: 'Hotel Avenida Palace',
    from: { name: 'Hotel Avenida Palace', code: null, address, time: { local: '2026-05-01T15:00', offsetMinutes: null } },
    to: { name: 'Hotel Avenida Palace', code: null, address, time: { local: '2026-05-04T11:00', offsetMinutes: null } },
    price: { amount: '412.50', currency: 'EUR' },
    ...overrides,
  };
}

/**
 * `aModelStay` as the checks give it back: a reservation read by the model,
 * without coordinates or a zone, its times as written, its price in minor
 * units (€412.50). `address` is where the hotel is, at both ends.
 */
export function aModelStayRead({ address = 'Rua 1º de Dezembro 123, Lisboa', ...overrides }: Partial<Reservation> & { address?: string } = {}): Reservation {
  const end = (local: string): ReservationEnd => ({
    name: 'Hotel Avenida Palace',
    code: null,
    address,
    geo: null,
    time: { local, offsetMinutes: null, utc: false, zone: null },
  });
  // The same booking's fields as the model gave them; only the ends and the price change form.
  const { from: _from, to: _to, price: _price, ...fields } = aModelStay();
  return {
    ...(fields as Omit<Reservation, 'from' | 'to' | 'price' | 'source'>),
    from: end('2026-05-01T15:00'),
    to: end('2026-05-04T11:00'),
    price: { amount: 41250, currency: 'EUR' },
    source: 'model',
    ...overrides,
  };
}
