import { describe, expect, it } from 'vitest';
import type { PlanItem } from '@/domain/itineraries/types';
import { toIcs } from '@/domain/itineraries/ics';
import { readIcs } from '@/lib/confirmations/read-ics';
import { aDatedTrip, anItem } from '@/testing/builders';
import { aReservation, anEnd } from '@/testing/reservations';
import { planBookings, type BookingsContext, type KnownAirport } from '../plan-bookings';
import { datesForBookings, shiftedItems } from '../trip-dates';

const AIRPORTS: Record<string, KnownAirport> = {
  LIS: { code: 'LIS', name: 'Lisbon Portela Airport', city: 'Lisbon', geo: { lat: 38.7813, lng: -9.1359 }, zone: 'Europe/Lisbon' },
  JFK: { code: 'JFK', name: 'John F Kennedy International Airport', city: 'New York', geo: { lat: 40.6398, lng: -73.7789 }, zone: 'America/New_York' },
};

let ids = 0;
function context(overrides: Partial<BookingsContext> = {}): BookingsContext {
  return {
    period: { start: '2027-03-01', end: '2027-03-05' },
    days: 5,
    items: [],
    airport: (code) => AIRPORTS[code] ?? null,
    airportSource: 'OpenFlights (ODbL)',
    newId: () => `new-${++ids}`,
    now: Date.UTC(2026, 10, 30),
    ...overrides,
  };
}

describe('planBookings', () => {
  it('puts a flight on the day it leaves, with both airports in their own zones and local times', () => {
    const { proposals, problems } = planBookings([aReservation({ seat: '14C', terminal: '1', party: 2 })], context());
    expect(problems).toEqual([]);
    const [proposal] = proposals;
    expect(proposal?.action).toBe('add');
    expect(proposal?.item).toMatchObject({
      type: 'flight',
      day: 2,
      title: 'Flight TP 209 to New York',
      startTime: '10:35',
      timeZone: 'Europe/Lisbon',
      endTime: '13:20',
      endTimeZone: 'America/New_York',
      place: { name: 'Lisbon Portela Airport', category: 'LIS', geocode: { lat: 38.7813, lng: -9.1359 }, source: 'OpenFlights (ODbL)' },
      arrival: { name: 'John F Kennedy International Airport', category: 'JFK' },
      booking: { code: 'X7K2QP', provider: 'TAP Air Portugal', number: 'TP 209', terminal: '1', seat: '14C', party: 2, status: 'confirmed' },
    });
  });

  it('reads a time given in UTC at the airport’s own clock', () => {
    const utc = aReservation({ from: anEnd({ code: 'JFK', at: '2027-03-04T23:30', offset: 0, utc: true }), to: anEnd({ code: 'LIS', at: '2027-03-05T06:40', offset: 0, utc: true }) });
    const [proposal] = planBookings([utc], context()).proposals;
    // 23:30 UTC is 18:30 in New York (EST) on the 4th; it lands at 06:40 in Lisbon (WET = UTC).
    expect(proposal?.item).toMatchObject({ day: 4, startTime: '18:30', timeZone: 'America/New_York', endTime: '06:40', endTimeZone: 'Europe/Lisbon' });
  });

  it('asks for an airport it does not know instead of placing it anywhere', () => {
    const [proposal] = planBookings([aReservation({ to: anEnd({ code: 'QQQ', name: 'Nowhere Field', at: '2027-03-02T13:20', offset: -300 }) })], context()).proposals;
    expect(proposal?.item.arrival).toBeNull();
    expect(proposal?.notes.join(' ')).toMatch(/We do not know the airport QQQ \(Nowhere Field\)/);
  });

  it('spreads a stay over its nights from the check-in day', () => {
    const hotel = aReservation({
      kind: 'lodging',
      code: 'H-88121',
      provider: 'Hotel Avenida',
      number: null,
      title: 'Hotel Avenida',
      from: anEnd({ name: 'Hotel Avenida', geo: { lat: 38.716, lng: -9.141 }, at: '2027-03-01T15:00', offset: 0 }),
      to: anEnd({ name: 'Hotel Avenida', at: '2027-03-04T11:00', offset: 0 }),
    });
    const [proposal] = planBookings([hotel], context()).proposals;
    expect(proposal?.item).toMatchObject({ type: 'stay', day: 1, nights: 3, startTime: '15:00', endTime: '11:00', title: 'Hotel Avenida', place: { name: 'Hotel Avenida', geocode: { lat: 38.716, lng: -9.141 } } });
  });

  it('updates the item of the same code and segment instead of adding another, keeping its notes', () => {
    const first = planBookings([aReservation({})], context()).proposals[0]!.item;
    const kept: PlanItem = { ...first, id: 'flight-1', notes: 'Window seat asked for' };
    const moved = aReservation({ from: anEnd({ code: 'LIS', at: '2027-03-02T12:05', offset: 0 }) });
    const [proposal] = planBookings([moved], context({ items: [kept] })).proposals;
    expect(proposal).toMatchObject({ action: 'update', existing: { id: 'flight-1' }, item: { id: 'flight-1', startTime: '12:05', notes: 'Window seat asked for' } });
  });

  it('keeps the legs of one booking apart by their numbers', () => {
    const out = aReservation({});
    const back = aReservation({ number: 'TP 210', from: anEnd({ code: 'JFK', at: '2027-03-05T18:00', offset: -300 }), to: anEnd({ code: 'LIS', at: '2027-03-06T06:10', offset: 0 }) });
    const { proposals } = planBookings([out, back, out], context());
    expect(proposals.map((proposal) => [proposal.action, proposal.item.day, proposal.item.booking?.number])).toEqual([
      ['add', 2, 'TP 209'],
      ['add', 5, 'TP 210'],
    ]);
  });

  it('marks the booked item cancelled, and says when a cancellation matches nothing', () => {
    const booked: PlanItem = { ...planBookings([aReservation({})], context()).proposals[0]!.item, id: 'flight-1' };
    const cancelled = aReservation({ status: 'cancelled' });
    expect(planBookings([cancelled], context({ items: [booked] })).proposals[0]).toMatchObject({ action: 'cancel', item: { id: 'flight-1', booking: { status: 'cancelled' } } });
    const none = planBookings([cancelled], context());
    expect(none.proposals).toEqual([]);
    expect(none.problems[0]).toMatch(/matches no booking in this trip/);
  });

  it('sends a booking outside the trip’s dates, or of a trip without dates, to the ideas with a word why', () => {
    const later = aReservation({ from: anEnd({ code: 'LIS', at: '2027-04-02T10:35', offset: 0 }) });
    const [outside] = planBookings([later], context()).proposals;
    expect(outside?.item.day).toBeNull();
    expect(outside?.notes.join(' ')).toMatch(/It is on 2 Apr 2027, outside this trip's dates/);
    const [undated] = planBookings([aReservation({})], context({ period: null })).proposals;
    expect(undated?.item.day).toBeNull();
    expect(undated?.notes.join(' ')).toMatch(/no dates yet/);
  });

  it('refuses a reservation from a past year', () => {
    const old = aReservation({ from: anEnd({ code: 'LIS', at: '2024-03-02T10:35', offset: 0 }) });
    const plan = planBookings([old], context());
    expect(plan.proposals).toEqual([]);
    expect(plan.problems[0]).toMatch(/in a past year/);
  });

  it('places a timed booking in its day by time, and fixes a table’s time', () => {
    const morning = anItem({ id: 'a', day: 3, order: 'a0', startTime: '09:00', type: 'attraction' });
    const evening = anItem({ id: 'b', day: 3, order: 'a1', startTime: '21:00', type: 'attraction' });
    const dinner = aReservation({ kind: 'food', number: null, code: 'T-4411', provider: 'Cervejaria Ramiro', title: 'Cervejaria Ramiro', party: 4, from: anEnd({ name: 'Cervejaria Ramiro', at: '2027-03-03T19:30', offset: 0 }), to: null });
    const [proposal] = planBookings([dinner], context({ items: [morning, evening] })).proposals;
    const order = proposal?.item.order ?? '';
    expect(order > 'a0' && order < 'a1').toBe(true);
    expect(proposal?.item).toMatchObject({ type: 'restaurant', fixedTime: true, place: null, booking: { party: 4 } });
    expect(proposal?.notes.join(' ')).toMatch(/no map position for Cervejaria Ramiro/);
  });
});

describe('our own calendar file, imported into the trip it came from', () => {
  it('gives back the same bookings: every booked item updated in place, none added, times and zones unchanged', () => {
    const trip = aDatedTrip({ period: { start: '2027-03-01', end: '2027-03-05' }, days: 5 });
    const booked = planBookings(
      [
        aReservation({ seat: '14C', terminal: '1', party: 2 }),
        aReservation({
          kind: 'lodging',
          code: 'H-88121',
          provider: 'Hotel Avenida',
          number: null,
          title: 'Hotel Avenida',
          from: anEnd({ name: 'Hotel Avenida', geo: { lat: 38.716, lng: -9.141 }, at: '2027-03-02T15:00', offset: 0 }),
          to: anEnd({ name: 'Hotel Avenida', at: '2027-03-05T11:00', offset: 0 }),
        }),
      ],
      context(),
    ).proposals.map((proposal) => proposal.item);
    const back = planBookings(readIcs(toIcs(trip, booked, new Date('2027-02-01T00:00:00Z'))).reservations, context({ items: booked }));
    expect(back.problems).toEqual([]);
    expect(back.proposals.map((proposal) => proposal.action)).toEqual(['update', 'update']);
    for (const [index, proposal] of back.proposals.entries()) {
      const before = booked[index]!;
      expect(proposal.item.id).toBe(before.id);
      expect(proposal.item.booking).toEqual(before.booking);
      expect([proposal.item.day, proposal.item.startTime, proposal.item.timeZone, proposal.item.endTime]).toEqual([before.day, before.startTime, before.timeZone, before.endTime]);
    }
    expect(back.proposals[0]?.item.endTimeZone).toBe('America/New_York');
    expect(back.proposals[1]?.item.nights).toBe(3);
  });
});

describe('the dates a trip needs for its bookings', () => {
  const out = aReservation({ number: 'TP 210', from: anEnd({ code: 'JFK', at: '2027-02-28T22:00', offset: -300 }), to: anEnd({ code: 'LIS', at: '2027-03-01T09:55', offset: 0 }) });
  const back = aReservation({ number: 'TP 209', from: anEnd({ code: 'LIS', at: '2027-03-06T10:35', offset: 0 }), to: anEnd({ code: 'JFK', at: '2027-03-06T13:20', offset: -300 }) });

  it('gives a trip without dates the first to the last day of its bookings', () => {
    const { proposals } = planBookings([out, back], context({ period: null }));
    expect(datesForBookings(proposals, null)).toEqual({ period: { start: '2027-02-28', end: '2027-03-06' }, days: 7, shift: 0 });
  });

  it('extends a dated trip at both ends, moving its plan later by the days added before it, so each stop keeps its date', () => {
    const { proposals } = planBookings([out, back], context());
    const dates = datesForBookings(proposals, { start: '2027-03-01', end: '2027-03-05' });
    expect(dates).toEqual({ period: { start: '2027-02-28', end: '2027-03-06' }, days: 7, shift: 1 });
    const moved = planBookings([out, back], context({ period: dates!.period, days: dates!.days }));
    expect(moved.proposals.map((proposal) => [proposal.item.day, proposal.notes])).toEqual([
      [1, []],
      [7, []],
    ]);
    const stop = anItem({ id: 'tiles', day: 2 });
    const idea = anItem({ id: 'later', day: null });
    expect(shiftedItems([stop, idea], 1).map((item) => item.day)).toEqual([3, null]);
  });

  it('changes nothing when every booking is on a day of the trip, and never makes a trip of more than 90 days', () => {
    const { proposals } = planBookings([aReservation({})], context());
    expect(datesForBookings(proposals, { start: '2027-03-01', end: '2027-03-05' })).toBeNull();
    const far = aReservation({ from: anEnd({ code: 'LIS', at: '2027-09-01T10:00', offset: 0 }), to: anEnd({ code: 'JFK', at: '2027-09-01T13:00', offset: -240 }) });
    expect(datesForBookings(planBookings([aReservation({}), far], context()).proposals, { start: '2027-03-01', end: '2027-03-05' })).toBeNull();
  });
});

describe('a car hire', () => {
  const hire = aReservation({
    kind: 'rentalCar',
    code: 'EU-77321',
    provider: 'Europcar',
    number: null,
    from: anEnd({ name: 'Lisbon Airport desk', geo: { lat: 38.7742, lng: -9.1342 }, at: '2027-03-01T10:00', offset: 0 }),
    to: anEnd({ name: 'Lisbon Airport desk', geo: { lat: 38.7742, lng: -9.1342 }, at: '2027-03-04T18:00', offset: 0 }),
    price: { amount: 18900, currency: 'EUR' },
  });

  it('is its pick-up and its drop-off, each on its own day at its own place and time', () => {
    const { proposals } = planBookings([hire], context());
    expect(proposals.map(({ action, item }) => [action, item.title, item.day, item.startTime, item.place?.name, item.cost?.amount ?? null, item.fixedTime])).toEqual([
      ['add', 'Car pick-up: Europcar', 1, '10:00', 'Lisbon Airport desk', 18900, true],
      ['add', 'Car drop-off: Europcar', 4, '18:00', 'Lisbon Airport desk', null, true],
    ]);
  });

  it('updates each stop again, at the same desk too, and cancels both', () => {
    const stored = planBookings([hire], context()).proposals.map((proposal, index) => ({ ...proposal.item, id: `car${index}` }));
    const later = { ...hire, to: anEnd({ name: 'Lisbon Airport desk', geo: { lat: 38.7742, lng: -9.1342 }, at: '2027-03-05T09:00', offset: 0 }) };
    expect(planBookings([later], context({ items: stored })).proposals.map(({ action, item }) => [action, item.id, item.day, item.startTime])).toEqual([
      ['update', 'car0', 1, '10:00'],
      ['update', 'car1', 5, '09:00'],
    ]);
    const cancelled = planBookings([{ ...hire, status: 'cancelled' }], context({ items: stored })).proposals;
    expect(cancelled.map(({ action, item }) => [action, item.id, item.booking?.status])).toEqual([
      ['cancel', 'car0', 'cancelled'],
      ['cancel', 'car1', 'cancelled'],
    ]);
  });
});
