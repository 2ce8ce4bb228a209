import { describe, expect, it } from 'vitest';
import { readIcs } from '../read-ics';
import { ConfirmationError } from '../types';
import broken from './fixtures/broken.ics?raw';
import cancelled from './fixtures/cancelled.ics?raw';
import flight from './fixtures/flight.ics?raw';
import rentalCar from './fixtures/rental-car.ics?raw';

/** A calendar of these lines (CRLF, as RFC 5545 writes them). */
const calendar = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', 'UID:e@test', 'DTSTAMP:20270101T000000Z', ...lines, 'END:VEVENT'];

describe('readIcs', () => {
  it('reads a rental car with its zone from the file: pick-up place, both times in Lisbon, the reference', () => {
    const { reservations, problems } = readIcs(rentalCar);
    expect(problems).toEqual([]);
    expect(reservations).toEqual([
      {
        kind: 'rentalCar',
        code: 'ACH48213',
        provider: 'Atlantico Car Hire',
        number: null,
        status: 'confirmed',
        party: null,
        seat: null,
        terminal: null,
        underName: null,
        title: null,
        from: {
          name: 'Lisbon Airport',
          code: null,
          address: 'Alameda das Comunidades Portuguesas, 1700-111 Lisboa',
          geo: { lat: 38.7742, lng: -9.1342 },
          time: { local: '2027-05-14T09:30', offsetMinutes: 60, utc: false, zone: 'Europe/Lisbon' },
        },
        to: { name: null, code: null, address: null, geo: null, time: { local: '2027-05-18T18:00', offsetMinutes: 60, utc: false, zone: 'Europe/Lisbon' } },
        price: null,
        source: 'ics',
      },
    ]);
  });

  it('reads an airline calendar: the flight number and airports from the title, each end in its own zone', () => {
    const [reservation] = readIcs(flight).reservations;
    expect(reservation).toMatchObject({
      kind: 'flight',
      code: 'K7QX2M',
      provider: 'Atlantic Wings',
      number: 'AW 1351',
      title: null,
      from: { code: 'LIS', name: 'Lisbon Airport (LIS)', time: { local: '2027-11-05T07:05', offsetMinutes: 0, utc: false, zone: 'Europe/Lisbon' } },
      to: { code: 'CDG', name: null, time: { local: '2027-11-05T10:35', offsetMinutes: 60, utc: false, zone: 'Europe/Paris' } },
    });
  });

  it('marks a cancelled event cancelled and keeps a UTC time as UTC', () => {
    const { reservations } = readIcs(cancelled);
    expect(reservations).toHaveLength(1);
    expect(reservations[0]).toMatchObject({
      kind: 'food',
      status: 'cancelled',
      code: 'TL7781Q',
      title: 'Dinner at Taberna do Largo',
      from: { name: 'Taberna do Largo', address: 'Largo do Carmo 5, Lisboa', time: { local: '2027-05-15T19:30', offsetMinutes: 0, utc: true, zone: null } },
    });
  });

  it('refuses a damaged file, and text that is no calendar', () => {
    expect(() => readIcs(broken)).toThrow(new ConfirmationError('This calendar file is damaged and could not be read.'));
    expect(() => readIcs('no calendar here')).toThrow(ConfirmationError);
    expect(() => readIcs('')).toThrow(ConfirmationError);
    expect(() => readIcs('BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ana\r\nEND:VCARD\r\n')).toThrow(ConfirmationError);
  });

  it('says so when a calendar has no events, and skips an event without a start', () => {
    expect(readIcs(calendar())).toEqual({ reservations: [], problems: ['This calendar file has no events to read.'] });
    const read = readIcs(calendar(...event('SUMMARY:Hotel Avenida Palace'), ...event('SUMMARY:Museum', 'DTSTART:20270514T100000')));
    expect(read.problems).toEqual(['“Hotel Avenida Palace” has no start time and was skipped.']);
    expect(read.reservations.map((r) => r.title)).toEqual(['Museum']);
  });

  it('skips an event whose time is damaged and reads the others', () => {
    const read = readIcs(calendar(...event('SUMMARY:Broken', 'DTSTART:2027-05-1'), ...event('SUMMARY:Tour', 'DTSTART;VALUE=DATE:20270514')));
    expect(read.problems).toEqual(['One event in the calendar is damaged and was skipped.']);
    expect(read.reservations).toHaveLength(1);
  });

  it('gives floating times and days as written, without offset or zone', () => {
    const [floating, day] = readIcs(
      calendar(...event('SUMMARY:Fado show', 'DTSTART:20270514T220000', 'DURATION:PT1H30M'), ...event('SUMMARY:Market', 'DTSTART;VALUE=DATE:20270515', 'DTEND;VALUE=DATE:20270516')),
    ).reservations;
    expect(floating).toMatchObject({ kind: 'event', from: { time: { local: '2027-05-14T22:00', offsetMinutes: null, utc: false, zone: null } } });
    expect(floating?.to?.time).toEqual({ local: '2027-05-14T23:30', offsetMinutes: null, utc: false, zone: null });
    // A one-day event's exclusive DTEND is no end of its own.
    expect(day).toMatchObject({ from: { time: { local: '2027-05-15', offsetMinutes: null, utc: false, zone: null } }, to: null });
  });

  it('spans an all-day hotel stay from check-in to check-out at the same place', () => {
    const [stay] = readIcs(
      calendar(...event('SUMMARY:Hotel Avenida Palace', 'LOCATION:Hotel Avenida Palace', 'GEO:38.7146;-9.1413', 'DTSTART;VALUE=DATE:20270514', 'DTEND;VALUE=DATE:20270517')),
    ).reservations;
    expect(stay).toMatchObject({ kind: 'lodging', title: 'Hotel Avenida Palace', from: { name: 'Hotel Avenida Palace', time: { local: '2027-05-14' } } });
    expect(stay?.to).toMatchObject({ name: 'Hotel Avenida Palace', geo: { lat: 38.7146, lng: -9.1413 }, time: { local: '2027-05-17' } });
  });

  it('takes the offset of a zone the file does not define from its rules, and of a zone only the file defines from the file', () => {
    const windows = [
      'BEGIN:VTIMEZONE',
      'TZID:GMT Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16011028T020000',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:-0000',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010325T010000',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
      'TZOFFSETFROM:-0000',
      'TZOFFSETTO:+0100',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
    ];
    const [newYork, london, prefixed] = readIcs(
      calendar(
        ...windows,
        ...event('SUMMARY:Show', 'DTSTART;TZID=America/New_York:20270314T090000'),
        ...event('SUMMARY:Tea', 'DTSTART;TZID=GMT Standard Time:20270701T160000'),
        ...event('SUMMARY:Walk', 'DTSTART;TZID=/mozilla.org/20050126_1/Europe/Berlin:20270101T100000'),
      ),
    ).reservations;
    expect(newYork?.from.time).toEqual({ local: '2027-03-14T09:00', offsetMinutes: -240, utc: false, zone: 'America/New_York' });
    expect(london?.from.time).toEqual({ local: '2027-07-01T16:00', offsetMinutes: 60, utc: false, zone: null });
    expect(prefixed?.from.time).toEqual({ local: '2027-01-01T10:00', offsetMinutes: 60, utc: false, zone: 'Europe/Berlin' });
  });

  it('guesses kinds from categories before the title, and leaves other events as events', () => {
    const kinds = readIcs(
      calendar(
        ...event('SUMMARY:To Porto', 'CATEGORIES:Train', 'DTSTART:20270514T090000'),
        ...event('SUMMARY:Ferry to Cacilhas', 'DTSTART:20270514T090000'),
        ...event('SUMMARY:Check-in at Casa do Largo', 'DTSTART:20270514T150000'),
        ...event('SUMMARY:Table for 4 at Prado', 'DTSTART:20270514T200000'),
        ...event('SUMMARY:Coach to Sintra', 'DTSTART:20270514T200000'),
        ...event('SUMMARY:Tram 28', 'DTSTART:20270514T110000'),
      ),
    ).reservations.map((r) => r.kind);
    expect(kinds).toEqual(['train', 'boat', 'lodging', 'food', 'bus', 'event']);
  });
});
