import { describe, expect, it } from 'vitest';
import { toIcs } from '@/domain/itineraries/ics';
import type { Booking, PlanItem } from '@/domain/itineraries/types';
import { aDatedTrip, anItem, aPlace } from '@/testing/builders';
import { readIcs } from '../read-ics';
import type { Reservation } from '../types';

const NOW = new Date('2027-04-01T08:30:00Z');
const trip = aDatedTrip({ period: { start: '2027-05-14', end: '2027-05-16' }, days: 3 });

const flight = anItem({
  id: 'flight',
  type: 'flight',
  title: 'TP 1351 Lisbon to Paris',
  startTime: '07:05',
  endTime: '10:35',
  timeZone: 'Europe/Lisbon',
  endTimeZone: 'Europe/Paris',
  place: aPlace('Humberto Delgado Airport', { category: 'LIS', address: 'Lisbon', geocode: { lat: 38.7742, lng: -9.1342 } }),
  arrival: aPlace('Paris Charles de Gaulle Airport', { category: 'CDG', address: 'Paris', geocode: { lat: 49.012779, lng: 2.55 } }),
  booking: { code: 'K7QX2M', provider: 'TAP Air Portugal', number: 'TP 1351', terminal: '1', seat: '14C', party: 1, status: 'confirmed' },
});

const stay = anItem({
  id: 'stay',
  type: 'stay',
  title: 'Hôtel du Nord',
  startTime: '15:00',
  endTime: '11:00',
  nights: 2,
  timeZone: 'Europe/Paris',
  place: aPlace('Hôtel du Nord', { address: '102 Quai de Jemmapes, 75010 Paris', geocode: { lat: 48.871, lng: 2.3645 } }),
  // Text that needs escaping (commas, a semicolon, a backslash) and, with the accents, folding.
  booking: { code: 'HN-2231/B', provider: 'Hôtel du Nord; Canal Saint-Martin, Paris \\ Réservations', number: null, terminal: null, seat: null, party: 2, status: 'confirmed' },
});

const table = anItem({
  id: 'table',
  day: 2,
  type: 'restaurant',
  title: 'Chez Prune',
  startTime: '20:30',
  endTime: '22:00',
  timeZone: 'Europe/Paris',
  place: aPlace('Chez Prune', { geocode: { lat: 48.8715, lng: 2.3631 } }),
  booking: { code: 'CP-88', provider: 'Chez Prune', number: null, terminal: null, seat: null, party: 4, status: 'cancelled' },
});

const coach = anItem({ id: 'coach', day: 3, type: 'transport', title: 'Bus to Giverny', startTime: '09:15', timeZone: 'Europe/Paris' });

function bookingOf(reservation: Reservation | undefined): Booking | null {
  if (!reservation) return null;
  const { code, provider, number, terminal, seat, party, status } = reservation;
  return { code, provider, number, terminal, seat, party, status };
}

describe('our calendar export, read back', () => {
  const items: PlanItem[] = [flight, stay, table, coach];
  const { reservations, problems } = readIcs(toIcs(trip, items, NOW));
  const [readFlight, readStay, readTable, readCoach] = reservations;

  it('gives one reservation per item, of its kind', () => {
    expect(problems).toEqual([]);
    expect(reservations.map((r) => r.kind)).toEqual(['flight', 'lodging', 'food', 'bus']);
    expect(reservations.every((r) => r.source === 'ics')).toBe(true);
  });

  it('gives each booking back exactly, its status included', () => {
    expect(bookingOf(readFlight)).toEqual(flight.booking);
    expect(bookingOf(readStay)).toEqual(stay.booking);
    expect(bookingOf(readTable)).toEqual(table.booking);
    expect(bookingOf(readCoach)).toEqual({ code: null, provider: null, number: null, terminal: null, seat: null, party: null, status: 'confirmed' });
  });

  it('gives the wall times back in the items’ own zones', () => {
    const at = (local: string, zone: string, offsetMinutes: number) => ({ local, zone, offsetMinutes, utc: false });
    expect(readFlight?.from.time).toEqual(at('2027-05-14T07:05', 'Europe/Lisbon', 60));
    expect(readFlight?.to?.time).toEqual(at('2027-05-14T10:35', 'Europe/Paris', 120));
    expect(readStay?.from.time).toEqual(at('2027-05-14T15:00', 'Europe/Paris', 120));
    expect(readStay?.to?.time).toEqual(at('2027-05-16T11:00', 'Europe/Paris', 120));
    expect(readTable?.from.time).toEqual(at('2027-05-15T20:30', 'Europe/Paris', 120));
    expect(readTable?.to?.time).toEqual(at('2027-05-15T22:00', 'Europe/Paris', 120));
    // No end time in the plan: the export's one-hour default is not read as one.
    expect(readCoach?.from.time).toEqual(at('2027-05-16T09:15', 'Europe/Paris', 120));
    expect(readCoach?.to).toBeNull();
  });

  it('gives the airports back with their codes and exact coordinates, and a place with its address', () => {
    expect(readFlight?.from).toMatchObject({ name: 'Humberto Delgado Airport', code: 'LIS', address: 'Lisbon', geo: { lat: 38.7742, lng: -9.1342 } });
    expect(readFlight?.to).toMatchObject({ name: 'Paris Charles de Gaulle Airport', code: 'CDG', address: 'Paris', geo: { lat: 49.012779, lng: 2.55 } });
    expect(readStay?.from).toMatchObject({ name: 'Hôtel du Nord', code: null, address: '102 Quai de Jemmapes, 75010 Paris', geo: { lat: 48.871, lng: 2.3645 } });
    expect(readStay?.to).toMatchObject({ name: 'Hôtel du Nord' });
    expect(readStay?.title).toBe('Hôtel du Nord');
    expect(readTable?.from.name).toBe('Chez Prune');
  });

  it('escapes and folds our properties like any TEXT value', () => {
    const ics = toIcs(trip, [stay], NOW);
    const provider = ics.split('\r\n').findIndex((line) => line.startsWith('X-WAYFARE-BOOKING-PROVIDER:'));
    const [first, next] = ics.split('\r\n').slice(provider, provider + 2);
    expect(first).toMatch(/^X-WAYFARE-BOOKING-PROVIDER:Hôtel du Nord\\; Canal Saint-Martin\\, Paris \\\\ /);
    expect(new TextEncoder().encode(first).length).toBeLessThanOrEqual(75);
    expect(next?.startsWith(' ')).toBe(true);
  });

  it('gives an all-day stay its check-in and check-out days', () => {
    const allDay = { ...stay, startTime: null, endTime: null };
    const [read] = readIcs(toIcs(trip, [allDay], NOW)).reservations;
    expect(read?.from.time).toEqual({ local: '2027-05-14', offsetMinutes: null, utc: false, zone: null });
    expect(read?.to?.time).toEqual({ local: '2027-05-16', offsetMinutes: null, utc: false, zone: null });
    expect(bookingOf(read)).toEqual(stay.booking);
  });

  it('writes our properties only for booked items, flights and transport', () => {
    const ics = toIcs(trip, [anItem({ id: 'walk', title: 'Canal walk', startTime: '10:00', timeZone: 'Europe/Paris' }), coach], NOW);
    expect(ics.match(/^X-WAYFARE-TYPE:.*$/gm)).toEqual(['X-WAYFARE-TYPE:transport']);
  });
});
