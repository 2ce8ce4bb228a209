/**
 * Bookings from a confirmation, in Chromium against the emulators (issue 35):
 * Ana drops an airline's confirmation e-mail on her Lisbon trip; the flights
 * land on their days with both local times, in their airports' zones; a second
 * mail for the same booking (the return moved) updates the flight instead of
 * adding another; a PDF, which only the assistant's model reads, is refused
 * with a message at the import when there is no model.
 *
 * The trip is made here and removed afterwards; demo data is not touched.
 */
import { FieldValue } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfFile } from '@/testing/pdf-file';
import { storedItineraryFields } from '../support/emulators';
import { axeViolations, openPage, screenshot } from './support/browser';
import { sendMail } from '../../scripts/mail-send.mjs';
import { adminDb as db, heading1, signIn, useBrowser, removeTrips } from './support/journey';

const browser = useBrowser();
const ANA = 'anaRibeiro01';
const created: string[] = [];

afterAll(async () => {
  await removeTrips(created);
});

async function seedDatedTrip(id: string, title: string) {
  created.push(id);
  const now = FieldValue.serverTimestamp();
  await db()
    .doc(`itineraries/${id}`)
    .set({ ...storedItineraryFields(ANA, now), title, description: '', context: '', geocode: null, period: { start: '2027-02-28', end: '2027-03-04' }, days: 5 });
}

interface Leg {
  number: string;
  from: string;
  to: string;
  departs: string;
  arrives: string;
}

/** An airline's confirmation e-mail as mail programs save it: headers, a text part and an HTML part with its schema.org markup, quoted-printable. */
function confirmationMail(legs: readonly Leg[]): string {
  const reservations = legs.map((leg) => ({
    '@context': 'https://schema.org',
    '@type': 'FlightReservation',
    reservationNumber: 'K7TQ2M',
    reservationStatus: 'https://schema.org/ReservationConfirmed',
    underName: { '@type': 'Person', name: 'Ana Ribeiro' },
    airplaneSeat: leg.number === 'TP 210' ? '21A' : '14C',
    reservationFor: {
      '@type': 'Flight',
      flightNumber: leg.number.split(' ')[1],
      airline: { '@type': 'Airline', name: 'TAP Air Portugal', iataCode: 'TP' },
      departureAirport: { '@type': 'Airport', iataCode: leg.from },
      arrivalAirport: { '@type': 'Airport', iataCode: leg.to },
      departureTime: leg.departs,
      arrivalTime: leg.arrives,
    },
  }));
  const html = `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(reservations)}</script></head><body><table><tr><td><h1>Your trip is booked</h1><p>Booking reference K7TQ2M</p></td></tr></table></body></html>`;
  const quoted = html.replace(/=/g, '=3D').replace(/(.{70})/g, '$1=\r\n');
  return [
    'From: TAP Air Portugal <booking@flytap.example>',
    'To: Ana Ribeiro <ana@demo.wayfare.test>',
    'Subject: Your booking K7TQ2M',
    'Date: Mon, 30 Nov 2026 09:12:00 +0000',
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Your trip is booked. Booking reference K7TQ2M.',
    '--b1',
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    quoted,
    '--b1--',
    '',
  ].join('\r\n');
}

const OUT: Leg = { number: 'TP 210', from: 'JFK', to: 'LIS', departs: '2027-02-28T22:00:00-05:00', arrives: '2027-03-01T09:55:00+00:00' };
const BACK: Leg = { number: 'TP 209', from: 'LIS', to: 'JFK', departs: '2027-03-04T10:35:00+00:00', arrives: '2027-03-04T13:20:00-05:00' };

/** Drops a file on the import's drop zone, as a person dragging it from their mail program would. */
async function dropFile(page: Page, name: string, type: string, content: string) {
  const transfer = await page.evaluateHandle(
    ({ name: fileName, type: fileType, content: text }) => {
      const data = new DataTransfer();
      data.items.add(new File([text], fileName, { type: fileType }));
      return data;
    },
    { name, type, content },
  );
  await page.getByTestId('booking-drop').dispatchEvent('drop', { dataTransfer: transfer });
}

const flightRows = (page: Page) => page.locator('li.plan-item').filter({ hasText: 'Confirmation K7TQ2M' });

describe('bookings from a confirmation', () => {
  it('adds the flights of a dropped e-mail on their days with both local times, and a second mail updates them', async () => {
    const id = `e2e-import-${Date.now().toString(36)}`;
    await seedDatedTrip(id, 'Lisbon, booked');
    // Each flight, with what was booked for it (kept beside the item, in a document only the trip's editors read).
    const stored = async () => {
      const [items, bookings] = await Promise.all([db().collection(`itineraries/${id}/items`).get(), db().collection(`itineraries/${id}/bookings`).get()]);
      const booked = new Map(bookings.docs.map((doc) => [doc.id, doc.data()]));
      return items.docs
        .map((doc) => {
          const item = doc.data();
          const booking = booked.get(doc.id);
          return [item.day, item.type, item.startTime, item.timeZone, item.endTime, item.endTimeZone, booking?.number, booking?.code] as unknown[];
        })
        .sort((a, b) => Number(a[0]) - Number(b[0]));
    };

    const { page, context, consoleErrors } = await openPage(browser());
    await signIn(page, 'ana@demo.wayfare.test', `/organize/${id}`);
    await heading1(page, 'Lisbon, booked');

    await page.getByRole('button', { name: 'Add a booking from a confirmation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a booking from a confirmation' });
    // A PDF's text goes to the assistant's model, which is not configured here: the import says so, and nothing is written.
    await dropFile(page, 'receipt.pdf', 'application/pdf', new TextDecoder().decode(pdfFile([['TAP Air Portugal', 'Booking reference K7TQ2M']])));
    await dialog.getByRole('alert').filter({ hasText: 'Reading a PDF takes the assistant, which is not available now.' }).waitFor();

    await dropFile(page, 'Your booking K7TQ2M.eml', 'message/rfc822', confirmationMail([OUT, BACK]));
    await dialog.getByRole('heading', { name: 'Found 2 bookings' }).waitFor();
    await dialog.getByText('Day 1 · Sun 28 Feb · 22:00 JFK → 09:55 LIS (local times)').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'booking-import-preview');
    await dialog.getByRole('button', { name: 'Add 2 bookings to the trip' }).click();
    await dialog.waitFor({ state: 'detached' });

    const out = flightRows(page).filter({ hasText: 'TP 210' });
    await out.getByText('22:00 New York time → 09:55 Lisbon time').waitFor();
    await out.getByText('John F Kennedy International Airport → Lisbon Portela Airport').waitFor();
    await expect
      .poll(stored, { timeout: 15_000 })
      .toEqual([
        [1, 'flight', '22:00', 'America/New_York', '09:55', 'Europe/Lisbon', 'TP 210', 'K7TQ2M'],
        [5, 'flight', '10:35', 'Europe/Lisbon', '13:20', 'America/New_York', 'TP 209', 'K7TQ2M'],
      ]);

    // The airline moves the return flight: the same booking again updates it, and nothing is doubled.
    await page.getByRole('button', { name: 'Add a booking from a confirmation' }).click();
    const moved: Leg = { ...BACK, departs: '2027-03-04T12:05:00+00:00', arrives: '2027-03-04T14:50:00-05:00' };
    await dropFile(page, 'Schedule change K7TQ2M.eml', 'message/rfc822', confirmationMail([OUT, moved]));
    await dialog.getByText(/^Updates Flight TP 209/).first().waitFor();
    await dialog.getByRole('button', { name: 'Save 2 bookings to the trip' }).click();
    await dialog.waitFor({ state: 'detached' });
    await flightRows(page).filter({ hasText: 'TP 209' }).getByText('12:05 Lisbon time → 14:50 New York time').waitFor();
    await expect
      .poll(stored, { timeout: 15_000 })
      .toEqual([
        [1, 'flight', '22:00', 'America/New_York', '09:55', 'Europe/Lisbon', 'TP 210', 'K7TQ2M'],
        [5, 'flight', '12:05', 'Europe/Lisbon', '14:50', 'America/New_York', 'TP 209', 'K7TQ2M'],
      ]);
    expect(await flightRows(page).count()).toBe(2);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('gives the trip an address, and a confirmation forwarded to it waits in the import until its bookings are added', async () => {
    const id = `e2e-mail-${Date.now().toString(36)}`;
    await seedDatedTrip(id, 'Lisbon, by mail');
    const { page, context, consoleErrors } = await openPage(browser());
    await signIn(page, 'ana@demo.wayfare.test', `/organize/${id}`);
    await heading1(page, 'Lisbon, by mail');
    await page.getByRole('button', { name: 'Add a booking from a confirmation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a booking from a confirmation' });
    await dialog.getByRole('button', { name: 'Get an address' }).click();
    const address = (await dialog.locator('.booking-import__address').innerText()).trim();
    expect(address).toMatch(/^trip-[a-z0-9]{22}@in\.wayfare\.test$/);
    expect(consoleErrors).toEqual([]);

    // Ana forwards the airline's mail from the address she signs in with; a stranger's is refused at the door.
    await expect(sendMail({ raw: confirmationMail([OUT, BACK]), to: address, from: 'someone@elsewhere.example' })).rejects.toThrow();
    await sendMail({ raw: confirmationMail([OUT, BACK]), to: address, from: 'ana@demo.wayfare.test' });
    const received = dialog.getByRole('list', { name: 'Received by e-mail' });
    await received.getByRole('button', { name: 'Read Your booking K7TQ2M' }).waitFor();
    expect(await received.getByRole('listitem').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await received.getByRole('button', { name: 'Read Your booking K7TQ2M' }).click();
    await dialog.getByRole('heading', { name: 'Found 2 bookings' }).waitFor();
    await dialog.getByRole('button', { name: 'Add 2 bookings to the trip' }).click();
    await dialog.waitFor({ state: 'detached' });
    await flightRows(page).filter({ hasText: 'TP 210' }).getByText('22:00 New York time → 09:55 Lisbon time').waitFor();
    // Its bookings taken, the mail leaves the inbox.
    await expect.poll(async () => (await db().collection(`itineraries/${id}/inbox`).get()).size, { timeout: 15_000 }).toBe(0);
    await page.getByRole('button', { name: 'Add a booking from a confirmation' }).click();
    await dialog.getByText(address).waitFor();
    expect(await dialog.getByRole('list', { name: 'Received by e-mail' }).count()).toBe(0);
    await screenshot(page, 'booking-import-by-mail');
    await context.close();
  });
});
