import { readEml } from '../read-eml';
import { ConfirmationError, MAX_CONFIRMATION_BYTES } from '../types';
import calendarAttachment from './fixtures/calendar-attachment.eml?raw';
import largeFlight from './fixtures/large-flight.eml?raw';
import twoReservations from './fixtures/two-reservations.eml?raw';

/** A mail as a mail server stores it: lines ending in CRLF, as bytes. */
function asStored(eml: string): Uint8Array {
  return new TextEncoder().encode(eml.replace(/\r?\n/g, '\r\n'));
}

function textMail(body: string): string {
  return ['From: bookings@example.com', 'To: ines.carvalho@example.com', 'Subject: Your booking', 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=utf-8', '', body, ''].join('\n');
}

describe('readEml', () => {
  it('reads both reservations in the quoted-printable HTML of a multipart/alternative mail', async () => {
    const { read, attachments } = await readEml(twoReservations);
    expect(attachments).toEqual([]);
    expect(read.problems).toEqual([]);
    expect(read.reservations).toEqual([
      expect.objectContaining({
        kind: 'lodging',
        code: 'VN-30917',
        title: 'The Marylebone Yard Hotel',
        underName: 'Inês Carvalho',
        party: 1,
        from: expect.objectContaining({ address: '21 Dorset Street, W1U 6QN London, United Kingdom', time: { local: '2026-12-04T15:00', offsetMinutes: 0, utc: false, zone: null } }),
        to: expect.objectContaining({ time: { local: '2026-12-11T11:00', offsetMinutes: 0, utc: false, zone: null } }),
        price: { amount: 128450, currency: 'GBP' },
        source: 'json-ld',
      }),
      expect.objectContaining({
        kind: 'bus',
        code: 'VN-30917',
        number: 'Airport Express A6',
        provider: 'Capital Coaches',
        seat: '23',
        from: expect.objectContaining({ name: 'Heathrow Central Bus Station' }),
        to: expect.objectContaining({ name: 'London Victoria Coach Station' }),
        price: { amount: 1200, currency: 'GBP' },
      }),
    ]);
  });

  it('reads the same mail stored as bytes with CRLF line ends', async () => {
    const fromText = await readEml(twoReservations);
    expect(await readEml(asStored(twoReservations))).toEqual(fromText);
  });

  it('hands on the calendar file and the Wallet pass, ignores the invoice, and reads the attached HTML itinerary', async () => {
    const { read, attachments } = await readEml(calendarAttachment);
    expect(attachments.map(({ filename, mimeType }) => ({ filename, mimeType }))).toEqual([
      { filename: 'booking.ics', mimeType: 'text/calendar' },
      { filename: 'boarding-pass.pkpass', mimeType: 'application/vnd.apple.pkpass' },
    ]);
    const [calendar, pass] = attachments;
    expect(calendar?.content).toBeInstanceOf(Uint8Array);
    const ics = new TextDecoder().decode(calendar?.content);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r?\n/);
    expect(ics).toContain('DTSTART:20261204T070500Z');
    expect([...(pass?.content.slice(0, 4) ?? [])]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(read).toEqual({ reservations: [expect.objectContaining({ kind: 'flight', number: 'TP 1351', code: 'K7QW2M' })], problems: [] });
  });

  it('names a calendar part sent without a file name', async () => {
    const mail = [
      'From: bookings@example.com',
      'MIME-Version: 1.0',
      'Content-Type: multipart/alternative; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'You are invited.',
      '--b',
      'Content-Type: text/calendar; charset=utf-8; method=REQUEST',
      '',
      'BEGIN:VCALENDAR',
      'END:VCALENDAR',
      '--b--',
      '',
    ].join('\n');
    const { attachments } = await readEml(mail);
    expect(attachments.map(({ filename, mimeType }) => ({ filename, mimeType }))).toEqual([{ filename: 'invite.ics', mimeType: 'text/calendar' }]);
  });

  it('reads JSON-LD in a plain-text mail, and nothing else from its text', async () => {
    const json = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'FoodEstablishmentReservation',
      reservationFor: { '@type': 'Restaurant', name: 'Tasca do Miradouro' },
      startTime: '2026-12-05T20:30',
      partySize: 4,
    });
    const withBlock = await readEml(textMail(`Your table is booked.\n<script type="application/ld+json">${json}</script>`));
    expect(withBlock.read.reservations).toEqual([expect.objectContaining({ kind: 'food', party: 4 })]);
    const plain = await readEml(textMail('Your flight TP 1351 leaves Lisbon on 4 December 2026 at 07:05. Booking K7QW2M.'));
    expect(plain).toEqual({ read: { reservations: [], problems: [] }, attachments: [] });
  });

  it('reads the one flight in a large, heavily laid-out airline mail', async () => {
    const { read, attachments } = await readEml(largeFlight);
    expect(largeFlight.length).toBeGreaterThan(90_000);
    expect(attachments).toEqual([]);
    expect(read.problems).toEqual([]);
    expect(read.reservations).toEqual([
      expect.objectContaining({
        kind: 'flight',
        code: 'Z3HN8P',
        number: 'TP 1353',
        seat: '22F',
        underName: 'Tomás Carvalho',
        from: expect.objectContaining({ code: 'LIS', time: { local: '2026-12-18T18:40', offsetMinutes: 0, utc: false, zone: null } }),
        to: expect.objectContaining({ code: 'LHR', time: { local: '2026-12-18T21:20', offsetMinutes: 0, utc: false, zone: null } }),
        price: { amount: 18937, currency: 'EUR' },
      }),
    ]);
  });

  it('reads a mail without booking data as no reservations', async () => {
    expect(await readEml(textMail('See you soon!'))).toEqual({ read: { reservations: [], problems: [] }, attachments: [] });
    expect(await readEml('')).toEqual({ read: { reservations: [], problems: [] }, attachments: [] });
  });

  it('throws a ConfirmationError for a file over the size limit', async () => {
    await expect(readEml(new Uint8Array(MAX_CONFIRMATION_BYTES + 1))).rejects.toThrow(ConfirmationError);
  });

  it('reads a confirmation forwarded as an attachment, and one forwarded again', async () => {
    const booking = [
      'From: Cervejaria Ramiro <reservas@ramiro.example>',
      'Subject: Your table',
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"FoodEstablishmentReservation","reservationNumber":"T-4411","partySize":4,"startTime":"2027-03-02T20:00:00+00:00","reservationFor":{"@type":"FoodEstablishment","name":"Cervejaria Ramiro"}}</script></head><body>See you soon</body></html>',
      '',
    ].join('\r\n');
    const forward = (inner: string, boundary: string) =>
      [
        'From: Ana Ribeiro <ana@demo.wayfare.test>',
        'Subject: Fwd: Your table',
        'MIME-Version: 1.0',
        `Content-Type: multipart/mixed; boundary="${boundary}"`,
        '',
        `--${boundary}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        'For the trip.',
        `--${boundary}`,
        'Content-Type: message/rfc822',
        'Content-Disposition: attachment; filename="Your table.eml"',
        '',
        inner,
        `--${boundary}--`,
        '',
      ].join('\r\n');
    const once = await readEml(forward(booking, 'f1'));
    expect(once.read.reservations.map((reservation) => [reservation.kind, reservation.code, reservation.party])).toEqual([['food', 'T-4411', 4]]);
    const twice = await readEml(forward(forward(booking, 'f1'), 'f2'));
    expect(twice.read.reservations.map((reservation) => reservation.code)).toEqual(['T-4411']);
  });
});
