import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readPkpass } from '../read-pkpass';
import { ConfirmationError } from '../types';

const UNSAFE = new ConfirmationError('This pass is not a Wallet pass we can read safely.');
const DAMAGED = new ConfirmationError('This pass is damaged and could not be read.');

/** A .pkpass of this pass.json, with the images and manifest a real pass has beside it. */
function pkpass(pass: unknown, extra: Zippable = {}): Uint8Array {
  return zipSync({
    'pass.json': strToU8(typeof pass === 'string' ? pass : JSON.stringify(pass)),
    'icon.png': new Uint8Array(64).fill(7),
    'manifest.json': strToU8('{"pass.json":"0000"}'),
    ...extra,
  });
}

/** Changes the central directory record (and the local header) of one entry, as a hostile zip would. */
function patchEntry(zip: Uint8Array, name: string, change: { originalSize?: number; compression?: number }): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  let at = view.getUint32(end + 16, true);
  for (let i = 0; i < view.getUint16(end + 10, true); i++) {
    const nameLength = view.getUint16(at + 28, true);
    const entry = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    if (entry === name) {
      const local = view.getUint32(at + 42, true);
      if (change.originalSize !== undefined) {
        view.setUint32(at + 24, change.originalSize, true);
        view.setUint32(local + 22, change.originalSize, true);
      }
      if (change.compression !== undefined) {
        view.setUint16(at + 10, change.compression, true);
        view.setUint16(local + 8, change.compression, true);
      }
    }
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return zip;
}

const boardingPass = {
  formatVersion: 1,
  organizationName: 'Atlantic Wings',
  description: 'Boarding pass',
  relevantDate: '2027-11-05T06:25:00+00:00',
  semantics: {
    airlineCode: 'AW',
    flightNumber: 1351,
    departureAirportCode: 'LIS',
    departureAirportName: 'Lisbon Humberto Delgado',
    arrivalAirportCode: 'CDG',
    arrivalAirportName: 'Paris Charles de Gaulle',
    originalDepartureDate: '2027-11-05T07:05:00+00:00',
    currentDepartureDate: '2027-11-05T07:35:00+00:00',
    originalArrivalDate: '2027-11-05T10:35:00+01:00',
    departureLocation: { latitude: 38.7742, longitude: -9.1342 },
    arrivalLocation: { latitude: 49.0128, longitude: 2.55 },
    confirmationNumber: 'K7QX2M',
    passengerName: { givenName: 'Ana', familyName: 'Sousa' },
    departureTerminal: '1',
    departureGate: '12',
    totalPrice: { amount: '189.40', currencyCode: 'EUR' },
  },
  boardingPass: {
    transitType: 'PKTransitTypeAir',
    primaryFields: [
      { key: 'origin', label: 'Lisbon', value: 'LIS' },
      { key: 'destination', label: 'Paris', value: 'CDG' },
    ],
    // Tags may also sit on the field they describe.
    auxiliaryFields: [{ key: 'seat', label: 'Seat', value: '14C', semantics: { seats: [{ seatRow: '14', seatNumber: 'C' }] } }],
  },
};

describe('readPkpass', () => {
  it('reads a boarding pass by its semantic tags', () => {
    const { reservations, problems } = readPkpass(pkpass(boardingPass));
    expect(problems).toEqual([]);
    expect(reservations).toEqual([
      {
        kind: 'flight',
        code: 'K7QX2M',
        provider: 'Atlantic Wings',
        number: 'AW 1351',
        status: 'confirmed',
        party: 1,
        seat: '14C',
        terminal: '1',
        underName: 'Ana Sousa',
        title: null,
        from: {
          name: 'Lisbon Humberto Delgado',
          code: 'LIS',
          address: null,
          geo: { lat: 38.7742, lng: -9.1342 },
          // The delayed departure is the one to plan with.
          time: { local: '2027-11-05T07:35', offsetMinutes: 0, utc: false, zone: null },
        },
        to: { name: 'Paris Charles de Gaulle', code: 'CDG', address: null, geo: { lat: 49.0128, lng: 2.55 }, time: { local: '2027-11-05T10:35', offsetMinutes: 60, utc: false, zone: null } },
        price: { amount: 18940, currency: 'EUR' },
        source: 'pkpass',
      },
    ]);
  });

  it('reads a boarding pass without tags by its fields: airports, flight, seat, terminal, reference', () => {
    const [flight] = readPkpass(
      pkpass({
        formatVersion: 1,
        organizationName: 'Atlantic Wings',
        relevantDate: '2027-11-05T07:05+00:00',
        boardingPass: {
          transitType: 'PKTransitTypeAir',
          headerFields: [{ key: 'flight', label: 'Flight', value: 'AW1351' }],
          primaryFields: [
            { key: 'depart', label: 'LISBON', value: 'LIS' },
            { key: 'arrive', label: 'PARIS', value: 'CDG' },
          ],
          secondaryFields: [{ key: 'passenger', label: 'Passenger', value: 'ANA SOUSA' }],
          auxiliaryFields: [
            { key: 'gate', label: 'Gate', value: '12' },
            { key: 'terminal', label: 'Terminal', value: '1' },
            { key: 'boarding', label: 'Boarding', value: '06:25' },
            { key: 'seat', label: 'Seat', value: '14C' },
          ],
          backFields: [{ key: 'pnr', label: 'Booking reference', value: 'K7QX2M' }],
        },
      }),
    ).reservations;
    expect(flight).toMatchObject({
      kind: 'flight',
      code: 'K7QX2M',
      provider: 'Atlantic Wings',
      number: 'AW1351',
      seat: '14C',
      terminal: '1',
      underName: 'ANA SOUSA',
      party: null,
      from: { name: 'LISBON', code: 'LIS', time: { local: '2027-11-05T07:05', offsetMinutes: 0, utc: false, zone: null } },
      to: { name: 'PARIS', code: 'CDG', time: null },
    });
  });

  it('reads a train ticket without tags, its stations by name', () => {
    const [train] = readPkpass(
      pkpass({
        organizationName: 'Comboios do Norte',
        relevantDate: '2027-05-16T09:12+01:00',
        boardingPass: {
          transitType: 'PKTransitTypeTrain',
          primaryFields: [
            { key: 'from', label: 'From', value: 'Lisboa Santa Apolónia' },
            { key: 'to', label: 'To', value: 'Porto Campanhã' },
          ],
          auxiliaryFields: [
            { key: 'train', label: 'Train', value: 'AP 133' },
            { key: 'seat', label: 'Seat', value: '42' },
          ],
        },
      }),
    ).reservations;
    expect(train).toMatchObject({
      kind: 'train',
      number: 'AP 133',
      seat: '42',
      provider: 'Comboios do Norte',
      from: { name: 'Lisboa Santa Apolónia', code: null, time: { local: '2027-05-16T09:12', offsetMinutes: 60 } },
      to: { name: 'Porto Campanhã', code: null },
    });
  });

  it('reads an event ticket: the event, the venue, the seats as the party', () => {
    const [event] = readPkpass(
      pkpass({
        organizationName: 'Clube de Fado',
        description: 'Ticket',
        voided: true,
        semantics: {
          eventName: 'Fado at the Clube',
          venueName: 'Clube de Fado',
          venueLocation: { latitude: 38.7106, longitude: -9.1296 },
          eventStartDate: '2027-05-14T21:30:00Z',
          seats: [
            { seatSection: 'Stalls', seatRow: 'B', seatNumber: '7' },
            { seatSection: 'Stalls', seatRow: 'B', seatNumber: '8' },
          ],
          totalPrice: { amount: 70, currencyCode: 'EUR' },
        },
        eventTicket: { primaryFields: [{ key: 'event', label: 'Event', value: 'Fado at the Clube' }] },
      }),
    ).reservations;
    expect(event).toMatchObject({
      kind: 'event',
      title: 'Fado at the Clube',
      status: 'cancelled',
      number: null,
      party: 2,
      seat: 'Stalls B7, Stalls B8',
      price: { amount: 7000, currency: 'EUR' },
      from: { name: 'Clube de Fado', geo: { lat: 38.7106, lng: -9.1296 }, time: { local: '2027-05-14T21:30', offsetMinutes: 0, utc: true, zone: null } },
      to: null,
    });
  });

  it('says a coupon is no booking', () => {
    expect(readPkpass(pkpass({ organizationName: 'Pastelaria', coupon: { primaryFields: [{ key: 'offer', value: '2 for 1' }] } }))).toEqual({
      reservations: [],
      problems: ['This Wallet pass is not a booking (a coupon, a store card or a membership card).'],
    });
  });

  it('refuses a pass.json that declares more than 1 MB', () => {
    expect(() => readPkpass(patchEntry(pkpass(boardingPass), 'pass.json', { originalSize: 0xffffffff }))).toThrow(UNSAFE);
    expect(() => readPkpass(pkpass(`{"padding":"${' '.repeat(2 * 1024 * 1024)}"}`))).toThrow(UNSAFE);
  });

  it('stops a pass.json that inflates past its declared size, without inflating it all', () => {
    // 16 MB of spaces in a JSON string, declared as 1 kB.
    const bomb = patchEntry(pkpass(`{"padding":"${' '.repeat(16 * 1024 * 1024)}"}`), 'pass.json', { originalSize: 1024 });
    const started = performance.now();
    expect(() => readPkpass(bomb)).toThrow(UNSAFE);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a pass.json that inflates to less than it declared', () => {
    const json = JSON.stringify(boardingPass);
    expect(() => readPkpass(patchEntry(pkpass(json), 'pass.json', { originalSize: json.length + 10 }))).toThrow(UNSAFE);
  });

  it('never inflates the other entries', () => {
    // An entry no inflater could read: reading it would throw.
    const zip = patchEntry(pkpass(boardingPass, { 'strip.png': new Uint8Array(4096).fill(1) }), 'strip.png', { compression: 99 });
    expect(readPkpass(zip).reservations).toHaveLength(1);
  });

  it('refuses a zip without pass.json, and a file that is no zip', () => {
    expect(() => readPkpass(zipSync({ 'manifest.json': strToU8('{}') }))).toThrow(UNSAFE);
    expect(() => readPkpass(zipSync({ 'pass/pass.json': strToU8(JSON.stringify(boardingPass)) }))).toThrow(UNSAFE);
    expect(() => readPkpass(strToU8('BEGIN:VCALENDAR'))).toThrow(UNSAFE);
  });

  it('refuses broken JSON, and JSON that is no pass', () => {
    expect(() => readPkpass(pkpass('{"formatVersion": 1, "boardingPass": {'))).toThrow(DAMAGED);
    expect(() => readPkpass(pkpass('[1, 2, 3]'))).toThrow(DAMAGED);
  });
});
