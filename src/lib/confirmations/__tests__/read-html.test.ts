import { readHtml, readJsonLdText } from '../read-html';
import { microdataItems } from '../schema-org-microdata';
import { ConfirmationError, MAX_CONFIRMATION_BYTES } from '../types';
import brokenJsonLd from './fixtures/broken-json-ld.html?raw';
import hostile from './fixtures/hostile.html?raw';
import hotelMicrodata from './fixtures/hotel-microdata.html?raw';
import noReservation from './fixtures/no-reservation.html?raw';
import returnFlight from './fixtures/return-flight.json?raw';

const FLIGHT_JSON_LD = JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'FlightReservation',
  reservationNumber: 'K7QW2M',
  underName: { '@type': 'Person', name: 'Inês Carvalho' },
  reservationFor: {
    '@type': 'Flight',
    flightNumber: '1351',
    airline: { '@type': 'Airline', name: 'TAP Air Portugal', iataCode: 'TP' },
    departureAirport: { '@type': 'Airport', iataCode: 'LIS' },
    departureTime: '2026-12-04T07:05:00+00:00',
  },
});

/** The same flight in microdata, as some senders give it beside the JSON-LD. */
const FLIGHT_MICRODATA = `
  <div itemscope itemtype="http://schema.org/FlightReservation">
    <meta itemprop="reservationNumber" content="K7QW2M">
    <div itemprop="underName" itemscope itemtype="http://schema.org/Person"><meta itemprop="name" content="Inês Carvalho"></div>
    <div itemprop="reservationFor" itemscope itemtype="http://schema.org/Flight">
      <meta itemprop="flightNumber" content="1351">
      <div itemprop="airline" itemscope itemtype="http://schema.org/Airline"><meta itemprop="name" content="TAP Air Portugal"><meta itemprop="iataCode" content="TP"></div>
      <div itemprop="departureAirport" itemscope itemtype="http://schema.org/Airport"><meta itemprop="iataCode" content="LIS"></div>
      <time itemprop="departureTime" datetime="2026-12-04T07:05:00+00:00">4 Dec, 07:05</time>
    </div>
  </div>`;

describe('readHtml', () => {
  it('reads a hotel stay from microdata: nested items, itemref, times from <time>', () => {
    const { reservations, problems } = readHtml(hotelMicrodata);
    expect(problems).toEqual([]);
    const hotel = { name: 'Hotel Avenida Palace', code: null, address: 'Rua 1º de Dezembro 123, 1200-359 Lisboa, Portugal', geo: { lat: 38.7142, lng: -9.1409 } };
    expect(reservations).toEqual([
      {
        kind: 'lodging',
        code: 'HAP-2026-11873',
        provider: 'Hotel Avenida Palace',
        number: null,
        status: 'confirmed',
        party: 2,
        seat: null,
        terminal: null,
        underName: 'Inês Carvalho',
        title: 'Hotel Avenida Palace',
        from: { ...hotel, time: { local: '2026-12-04T15:00', offsetMinutes: 0, utc: false, zone: null } },
        to: { ...hotel, time: { local: '2026-12-07T12:00', offsetMinutes: 0, utc: false, zone: null } },
        price: { amount: 61200, currency: 'EUR' },
        source: 'microdata',
      },
    ]);
  });

  it('skips a broken JSON-LD block with one problem and still reads the good one', () => {
    const { reservations, problems } = readHtml(brokenJsonLd);
    expect(problems).toEqual(['One block of booking data in this confirmation is broken and was skipped.']);
    expect(reservations).toEqual([expect.objectContaining({ kind: 'food', code: 'TDM-40412', party: 4, source: 'json-ld' })]);
  });

  it('counts several broken blocks in one sentence', () => {
    const broken = '<script type="application/ld+json">{"@type": </script>';
    expect(readHtml(broken + broken).problems).toEqual(['2 blocks of booking data in this confirmation are broken and were skipped.']);
  });

  it('reads hostile HTML without running or loading anything, and invents no reservation from its text', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const page = document.body.innerHTML;
    const read = readHtml(hostile);
    expect(read).toEqual({ reservations: [], problems: [] });
    expect(alert).not.toHaveBeenCalled();
    expect((window as { hostileScriptRan?: boolean }).hostileScriptRan).toBeUndefined();
    expect(document.body.innerHTML).toBe(page);
  });

  it('reads a page with no reservation as none, without a problem', () => {
    expect(readHtml(noReservation)).toEqual({ reservations: [], problems: [] });
    expect(readHtml('')).toEqual({ reservations: [], problems: [] });
    expect(readHtml('not html at all')).toEqual({ reservations: [], problems: [] });
  });

  it('reads JSON-LD script blocks whatever the case of their type, and comment-wrapped ones', () => {
    const html = `<script type="Application/LD+JSON; charset=utf-8"><!--\n${FLIGHT_JSON_LD}\n--></script>`;
    expect(readHtml(html).reservations).toEqual([expect.objectContaining({ number: 'TP 1351', source: 'json-ld' })]);
    expect(readHtml(`<script type="text/javascript">${FLIGHT_JSON_LD}</script>`).reservations).toEqual([]);
  });

  it('gives a reservation marked up in both JSON-LD and microdata once', () => {
    const html = `<html><head><script type="application/ld+json">${FLIGHT_JSON_LD}</script></head><body>${FLIGHT_MICRODATA}</body></html>`;
    const { reservations } = readHtml(html);
    expect(reservations).toHaveLength(1);
    expect(reservations[0]).toMatchObject({ number: 'TP 1351', code: 'K7QW2M', source: 'json-ld' });
    expect(readHtml(FLIGHT_MICRODATA).reservations).toEqual([expect.objectContaining({ number: 'TP 1351', source: 'microdata' })]);
  });

  it('throws a ConfirmationError for a page over the size limit', () => {
    expect(() => readHtml(' '.repeat(MAX_CONFIRMATION_BYTES + 1))).toThrow(ConfirmationError);
  });
});

describe('microdataItems', () => {
  function items(html: string) {
    return microdataItems(new DOMParser().parseFromString(html, 'text/html'));
  }

  it('reads each value from the element the standard names, and repeats as a list', () => {
    const html = `
      <div itemscope itemtype="https://schema.org/EventReservation">
        <meta itemprop="reservationNumber" content=" TKT-1 ">
        <link itemprop="reservationStatus" href="https://schema.org/ReservationConfirmed">
        <a itemprop="url" href="https://tickets.example.com/t/1">Your tickets</a>
        <img itemprop="image" src="https://tickets.example.com/poster.jpg" alt="">
        <data itemprop="numSeats" value="2">two</data>
        <time itemprop="startTime" datetime="2026-12-12T21:00:00+01:00">Saturday at nine</time>
        <time itemprop="endTime">2026-12-12T23:00:00+01:00</time>
        <span itemprop="underName">Inês   Carvalho</span>
        <span itemprop="underName">Tomás Carvalho</span>
        <span itemprop="http://schema.org/description">Doors open at 20:30</span>
      </div>`;
    expect(items(html)).toEqual([
      {
        '@type': 'EventReservation',
        reservationNumber: 'TKT-1',
        reservationStatus: 'https://schema.org/ReservationConfirmed',
        url: 'https://tickets.example.com/t/1',
        image: 'https://tickets.example.com/poster.jpg',
        numSeats: '2',
        startTime: '2026-12-12T21:00:00+01:00',
        endTime: '2026-12-12T23:00:00+01:00',
        underName: ['Inês Carvalho', 'Tomás Carvalho'],
        description: 'Doors open at 20:30',
      },
    ]);
  });

  it('keeps a nested item’s properties to itself, and reads itemref’d elements', () => {
    const html = `
      <div itemscope itemtype="http://schema.org/FoodEstablishmentReservation" itemref="when">
        <div itemprop="reservationFor" itemscope itemtype="http://schema.org/Restaurant">
          <span itemprop="name">Tasca do Miradouro</span>
        </div>
      </div>
      <p id="when">At <time itemprop="startTime" datetime="2026-12-05T20:30">8.30 pm</time></p>
      <div itemscope itemtype="http://schema.org/Person" itemref="loop"><span id="loop" itemprop="name" itemscope itemref="loop"></span></div>`;
    const [reservation, person] = items(html);
    expect(reservation).toEqual({
      '@type': 'FoodEstablishmentReservation',
      reservationFor: { '@type': 'Restaurant', name: 'Tasca do Miradouro' },
      startTime: '2026-12-05T20:30',
    });
    expect(person).toEqual({ '@type': 'Person', name: {} });
  });
});

describe('readJsonLdText', () => {
  it('reads pasted JSON-LD, bare or in its script tag', () => {
    expect(readJsonLdText(returnFlight).reservations.map((reservation) => reservation.number)).toEqual(['TP 1351', 'TP 1350']);
    const pasted = `<script type="application/ld+json">\n${FLIGHT_JSON_LD}\n</script>`;
    expect(readJsonLdText(pasted)).toEqual({ reservations: [expect.objectContaining({ code: 'K7QW2M' })], problems: [] });
  });

  it('says so when the pasted text is not JSON, and gives nothing for an empty paste', () => {
    expect(readJsonLdText('{"@type": "FlightReservation",')).toEqual({ reservations: [], problems: ['This booking data is broken, so nothing could be read from it.'] });
    expect(readJsonLdText('   ')).toEqual({ reservations: [], problems: [] });
  });
});
