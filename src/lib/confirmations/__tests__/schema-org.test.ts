import { reservationsFromSchemaOrg } from '../schema-org';
import { minorUnits, writtenTime } from '../schema-org-values';
import cancelledHotel from './fixtures/cancelled-hotel.json';
import eventTickets from './fixtures/event-tickets.json';
import rentalCar from './fixtures/rental-car.json';
import restaurant from './fixtures/restaurant.json';
import returnFlight from './fixtures/return-flight.json';
import trainTwoLegs from './fixtures/train-two-legs.json';

function read(...objects: unknown[]) {
  return reservationsFromSchemaOrg(objects, 'json-ld');
}

/** A flight as the smallest markup gives it, with what a test changes. */
function flight(changes: Record<string, unknown> = {}, flightChanges: Record<string, unknown> = {}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FlightReservation',
    reservationNumber: 'K7QW2M',
    reservationFor: {
      '@type': 'Flight',
      flightNumber: '1351',
      airline: { '@type': 'Airline', name: 'TAP Air Portugal', iataCode: 'TP' },
      departureAirport: { '@type': 'Airport', iataCode: 'LIS' },
      departureTime: '2026-12-04T07:05:00+00:00',
      arrivalAirport: { '@type': 'Airport', iataCode: 'LHR' },
      arrivalTime: '2026-12-04T09:45:00+00:00',
      ...flightChanges,
    },
    ...changes,
  };
}

const winterUtc = (local: string) => ({ local, offsetMinutes: 0, utc: false, zone: null });

describe('writtenTime', () => {
  it('keeps the wall time and the offset as written', () => {
    expect(writtenTime('2027-03-14T07:05:00+01:00')).toEqual({ local: '2027-03-14T07:05', offsetMinutes: 60, utc: false, zone: null });
    expect(writtenTime('2026-12-04T07:05:00-03:30')).toEqual({ local: '2026-12-04T07:05', offsetMinutes: -210, utc: false, zone: null });
    expect(writtenTime('2026-12-04T07:05:00.000+0530')?.offsetMinutes).toBe(330);
    expect(writtenTime('2026-12-04 07:05')).toEqual({ local: '2026-12-04T07:05', offsetMinutes: null, utc: false, zone: null });
  });

  it('marks a time in UTC, and gives a date alone as a date', () => {
    expect(writtenTime('2026-12-04T07:05:00Z')).toEqual({ local: '2026-12-04T07:05', offsetMinutes: 0, utc: true, zone: null });
    expect(writtenTime('2027-03-14')).toEqual({ local: '2027-03-14', offsetMinutes: null, utc: false, zone: null });
  });

  it('refuses what is not a real moment', () => {
    for (const raw of ['tomorrow', '2026-02-30', '2026-12-04T25:00', '2026-12-04T07:05+15:00', '04/12/2026 07:05', '']) {
      expect(writtenTime(raw), raw).toBeNull();
    }
  });
});

describe('minorUnits', () => {
  it('counts in the currency’s minor unit without floating-point drift', () => {
    expect(minorUnits('123.40', 'EUR')).toBe(12340);
    expect(minorUnits(0.1 + 0.2, 'EUR')).toBe(30);
    expect(minorUnits('12000', 'JPY')).toBe(12000);
    expect(minorUnits(12000, 'JPY')).toBe(12000);
    expect(minorUnits('1,284.50', 'GBP')).toBe(128450);
    expect(minorUnits('3.125', 'KWD')).toBe(3125);
    expect(minorUnits('about 40', 'EUR')).toBeNull();
  });
});

describe('reservationsFromSchemaOrg', () => {
  it('reads a return flight as two flights', () => {
    const { reservations, problems } = read(returnFlight);
    expect(problems).toEqual([]);
    expect(reservations).toEqual([
      {
        kind: 'flight',
        code: 'K7QW2M',
        provider: 'TAP Air Portugal',
        number: 'TP 1351',
        status: 'confirmed',
        party: null,
        seat: '14C',
        terminal: '1',
        underName: 'Inês Carvalho',
        title: null,
        from: { name: 'Lisbon Humberto Delgado Airport', code: 'LIS', address: null, geo: { lat: 38.7742, lng: -9.1342 }, time: winterUtc('2026-12-04T07:05') },
        to: { name: 'London Heathrow Airport', code: 'LHR', address: null, geo: null, time: winterUtc('2026-12-04T09:45') },
        price: { amount: 24580, currency: 'EUR' },
        source: 'json-ld',
      },
      expect.objectContaining({
        number: 'TP 1350',
        terminal: '2',
        seat: '15A',
        from: expect.objectContaining({ code: 'LHR', time: winterUtc('2026-12-11T10:35') }),
        to: expect.objectContaining({ code: 'LIS', time: winterUtc('2026-12-11T13:20') }),
      }),
    ]);
  });

  it('reads both legs of a train booking from an @graph, following references by @id', () => {
    const { reservations, problems } = read(trainTwoLegs);
    expect(problems).toEqual([]);
    expect(reservations).toHaveLength(2);
    expect(reservations[0]).toMatchObject({
      kind: 'train',
      code: 'CP-8841-2203',
      provider: 'CP – Comboios de Portugal',
      number: 'Alfa Pendular 133',
      seat: 'Coach 5, seat 41',
      party: 2,
      underName: 'Inês Carvalho, Tomás Carvalho',
      from: {
        name: 'Lisboa Santa Apolónia',
        address: 'Av. Infante Dom Henrique, 1100-105 Lisboa, Portugal',
        geo: { lat: 38.7137, lng: -9.1225 },
        time: winterUtc('2026-12-07T09:00'),
      },
      to: { name: 'Porto Campanhã', time: winterUtc('2026-12-07T11:49') },
      price: { amount: 6360, currency: 'EUR' },
    });
    expect(reservations[1]).toMatchObject({
      number: 'Alfa Pendular 136',
      from: { name: 'Porto Campanhã', time: winterUtc('2026-12-09T17:09') },
      to: { name: 'Lisboa Santa Apolónia' },
      price: null,
    });
  });

  it('reads a table for four, its time without an offset', () => {
    const { reservations } = read(restaurant);
    expect(reservations).toEqual([
      expect.objectContaining({
        kind: 'food',
        code: 'TDM-40412',
        title: 'Tasca do Miradouro',
        provider: 'Tasca do Miradouro',
        party: 4,
        from: {
          name: 'Tasca do Miradouro',
          code: null,
          address: 'Rua da Graça 15, 1170-165 Lisboa, Portugal',
          geo: null,
          time: { local: '2026-12-05T20:30', offsetMinutes: null, utc: false, zone: null },
        },
        to: null,
        price: null,
      }),
    ]);
  });

  it('reads an event with two tickets at its venue, start to end', () => {
    const [event] = read(eventTickets).reservations;
    expect(event).toMatchObject({
      kind: 'event',
      title: 'Noche de Flamenco',
      provider: 'Flamenco Vivo Producciones',
      party: 2,
      seat: 'Row F, seats 11, 12',
      from: { name: 'Teatro del Barrio', address: 'Calle de Zurita 20, 28012 Madrid, Spain', time: { local: '2026-12-12T21:00', offsetMinutes: 60 } },
      to: { name: 'Teatro del Barrio', time: { local: '2026-12-12T23:00', offsetMinutes: 60 } },
      price: { amount: 6400, currency: 'EUR' },
    });
  });

  it('reads a car hire from pick-up to drop-off, in UTC as written', () => {
    const [car] = read(rentalCar).reservations;
    expect(car).toMatchObject({
      kind: 'rentalCar',
      provider: 'Atlântico Rent-a-Car',
      title: 'Renault Clio or similar',
      from: { name: 'Lisbon Airport, Arrivals hall desk 7', time: { local: '2026-12-04T10:00', offsetMinutes: 0, utc: true } },
      to: { name: 'Porto Campanhã station car park', address: 'Largo da Estação, 4300-173 Porto, Portugal', time: { local: '2026-12-07T18:30', utc: true } },
      price: { amount: 18990, currency: 'EUR' },
    });
  });

  it('reads a cancelled stay as cancelled, from check-in to check-out at the same hotel', () => {
    const [stay] = read(cancelledHotel).reservations;
    const hotel = { name: 'Casa da Ribeira Guesthouse', code: null, address: 'Cais da Ribeira 34, 4050-510 Porto, Portugal', geo: null };
    expect(stay).toMatchObject({
      kind: 'lodging',
      status: 'cancelled',
      title: 'Casa da Ribeira Guesthouse',
      from: { ...hotel, time: { local: '2026-12-07', offsetMinutes: null } },
      to: { ...hotel, time: { local: '2026-12-09', offsetMinutes: null } },
    });
  });

  it('reads a cancellation in each of its spellings, and anything else as confirmed', () => {
    const statuses = [
      'http://schema.org/ReservationCancelled',
      'https://schema.org/ReservationCancelled',
      'ReservationCancelled',
      { '@id': 'http://schema.org/ReservationCancelled' },
      ['https://schema.org/ReservationCancelled'],
    ];
    for (const reservationStatus of statuses) {
      expect(read(flight({ reservationStatus })).reservations[0]?.status, JSON.stringify(reservationStatus)).toBe('cancelled');
    }
    for (const reservationStatus of ['https://schema.org/ReservationConfirmed', 'ReservationPending', undefined]) {
      expect(read(flight({ reservationStatus })).reservations[0]?.status).toBe('confirmed');
    }
  });

  it('takes full schema.org URLs as types, lists for single values, and strings for things', () => {
    const [reservation] = read(
      flight(
        { '@type': ['https://schema.org/FlightReservation'], underName: ['Inês Carvalho'], reservationNumber: ['K7QW2M'] },
        { departureAirport: 'LIS', arrivalAirport: ['LHR'], airline: 'TAP Air Portugal', flightNumber: 'TP1351' },
      ),
    ).reservations;
    expect(reservation).toMatchObject({
      code: 'K7QW2M',
      underName: 'Inês Carvalho',
      provider: 'TAP Air Portugal',
      number: 'TP 1351',
      from: { code: 'LIS', name: null },
      to: { code: 'LHR' },
    });
  });

  it('reads a generic Reservation by what it is for', () => {
    const generic = (reservationFor: unknown, more: Record<string, unknown> = {}) => ({ '@type': 'Reservation', reservationFor, ...more });
    const { reservations, problems } = read([
      generic({ '@type': 'Flight', flightNumber: '1351', airline: { iataCode: 'TP' }, departureAirport: { iataCode: 'LIS' }, departureTime: '2026-12-04T07:05:00Z' }),
      generic({ '@type': 'BoatTrip', provider: { name: 'Transtejo' }, departureBoatTerminal: { name: 'Cais do Sodré' }, arrivalBoatTerminal: { name: 'Cacilhas' }, departureTime: '2026-12-06T10:20' }),
      generic({ '@type': 'Hotel', name: 'Pensão Amor' }, { checkinTime: '2026-12-04', checkoutTime: '2026-12-05' }),
      generic({ '@type': 'TheaterEvent', name: 'Fado ao Vivo', startDate: '2026-12-08T21:30', location: 'Clube de Fado' }),
      generic({ '@type': 'Restaurant', name: 'Tasca do Miradouro' }, { startTime: '2026-12-05T20:30' }),
      generic({ '@type': 'Car', name: 'Fiat 500' }, { pickupLocation: { name: 'Faro Airport' }, pickupTime: '2026-12-10T09:00' }),
      generic({ '@type': 'BusTrip', busNumber: '91', departureBusStop: { name: 'Oriente' }, departureTime: '2026-12-04T10:30' }),
      generic({ '@type': 'TrainTrip', trainNumber: '15', departureStation: 'Cais do Sodré', departureTime: '2026-12-04T10:30' }),
    ]);
    expect(problems).toEqual([]);
    expect(reservations.map((reservation) => reservation.kind)).toEqual(['flight', 'boat', 'lodging', 'event', 'food', 'rentalCar', 'bus', 'train']);
    expect(reservations[1]).toMatchObject({ provider: 'Transtejo', from: { name: 'Cais do Sodré' }, to: { name: 'Cacilhas', time: null } });
    expect(reservations[3]).toMatchObject({ title: 'Fado ao Vivo', from: { name: 'Clube de Fado' } });
  });

  it('reads the reservations of a package, which share its code and traveller', () => {
    const { reservations } = read({
      '@type': 'ReservationPackage',
      reservationNumber: 'PKG-1',
      underName: { name: 'Inês Carvalho' },
      subReservation: [flight({ reservationNumber: undefined }), { '@type': 'LodgingReservation', reservationFor: { name: 'Hotel Avenida Palace' }, checkinTime: '2026-12-04' }],
    });
    expect(reservations.map(({ kind, code, underName }) => ({ kind, code, underName }))).toEqual([
      { kind: 'flight', code: 'PKG-1', underName: 'Inês Carvalho' },
      { kind: 'lodging', code: 'PKG-1', underName: 'Inês Carvalho' },
    ]);
  });

  it('reads reservations nested in another thing, and ignores what is not a reservation', () => {
    const { reservations, problems } = read(
      { '@type': 'Organization', name: 'TAP Air Portugal' },
      { '@type': 'Order', orderNumber: 'O-1', acceptedOffer: { itemOffered: flight() } },
      'just text',
      null,
      42,
    );
    expect(problems).toEqual([]);
    expect(reservations).toHaveLength(1);
  });

  it('reads prices with their currency, whole units for currencies without decimals', () => {
    const priced = (more: Record<string, unknown>) => read(flight(more)).reservations[0]?.price;
    expect(priced({ totalPrice: 41230, priceCurrency: 'JPY' })).toEqual({ amount: 41230, currency: 'JPY' });
    expect(priced({ totalPrice: { '@type': 'PriceSpecification', price: 199, priceCurrency: 'usd' } })).toEqual({ amount: 19900, currency: 'USD' });
    expect(priced({ price: '99.9', priceCurrency: 'EUR' })).toEqual({ amount: 9990, currency: 'EUR' });
    // Without its currency an amount means nothing, so none is given.
    expect(priced({ totalPrice: '245.80' })).toBeNull();
    expect(priced({ totalPrice: 'free', priceCurrency: 'EUR' })).toBeNull();
  });

  it('leaves out a reservation without a date, saying which', () => {
    const { reservations, problems } = read([
      flight({}, { departureTime: undefined }),
      { '@type': 'LodgingReservation', reservationFor: { '@type': 'Hotel', name: 'Hotel Avenida Palace' } },
      { '@type': 'TrainReservation', reservationFor: { '@type': 'TrainTrip' } },
    ]);
    expect(reservations).toEqual([]);
    expect(problems).toEqual([
      'The flight TP 1351 in this confirmation has no date, so it was left out.',
      'The stay at Hotel Avenida Palace in this confirmation has no date, so it was left out.',
      'One train journey in this confirmation has no date, so it was left out.',
    ]);
  });

  it('says when a time cannot be read: the reservation is left out for its start, the end left empty', () => {
    const noStart = read(flight({}, { departureTime: 'Friday morning' }));
    expect(noStart.reservations).toEqual([]);
    expect(noStart.problems).toEqual(['The flight TP 1351 in this confirmation has a departure date that could not be read (“Friday morning”), so it was left out.']);
    const noEnd = read(flight({}, { arrivalTime: '2026-12-04T9:45' }));
    expect(noEnd.reservations[0]?.to).toMatchObject({ code: 'LHR', time: null });
    expect(noEnd.problems).toEqual(['The arrival time of the flight TP 1351 could not be read (“2026-12-04T9:45”), so it is left empty.']);
    // An empty time is no time, not an unreadable one.
    expect(read(flight({}, { departureTime: ' ' })).problems).toEqual(['The flight TP 1351 in this confirmation has no date, so it was left out.']);
  });

  it('tells what an untyped reservation is for by the properties it gives', () => {
    const { reservations } = read(
      { '@type': 'Reservation', reservationFor: { departureStation: { name: 'Porto Campanhã' }, departureTime: '2026-12-09T17:09' } },
      { '@type': 'Reservation', reservationFor: { name: 'Hotel Avenida Palace' }, checkinDate: '2026-12-04', checkoutDate: '2026-12-07' },
    );
    expect(reservations.map((reservation) => [reservation.kind, reservation.to?.time?.local ?? null])).toEqual([
      ['train', null],
      ['lodging', '2026-12-07'],
    ]);
  });

  it('says when a reservation is of a kind the app has no item for', () => {
    const { reservations, problems } = read({ '@type': 'TaxiReservation', pickupTime: '2026-12-04T10:00' });
    expect(reservations).toEqual([]);
    expect(problems).toEqual(['One taxi booking in this confirmation is of a kind the app cannot add yet, so it was left out.']);
  });

  it('gives nothing, without a problem, for data with no reservation', () => {
    expect(read()).toEqual({ reservations: [], problems: [] });
    expect(read({ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite', name: 'Example' }] })).toEqual({ reservations: [], problems: [] });
  });

  it('reads microdata objects the same way, marked as microdata', () => {
    const { reservations } = reservationsFromSchemaOrg([flight({ '@type': 'FlightReservation' })], 'microdata');
    expect(reservations[0]?.source).toBe('microdata');
  });
});
