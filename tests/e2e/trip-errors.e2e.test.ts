/**
 * Honest errors on the trip screens in Chromium (issue 14, items 11 and 12).
 *
 * A trip whose stored document fails validation is said to be damaged, never
 * "private" or a stored path: on /trips (still listed, with Open and Delete),
 * /trip/{id} and /organize/{id}; an item that fails validation is shown in
 * its day as damaged. When the document is repaired (Admin SDK), the open
 * page shows the trip by itself.
 *
 * No read the rules refuse: the owner's private trip, a paid guide for a
 * visitor, for a signed-in reader who has not bought it (the plan is never
 * even asked for: no listener on its items) and for its owner open with no
 * refused request (a 403 is a console error, and these tests allow none).
 *
 * Everything these tests create is removed.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, axeViolations, openPage, screenshot } from './support/browser';
import {
  adminDb as db,
  consoleErrorsWithSource,
  firestoreListens,
  heading1,
  signIn,
  useBrowser,
} from './support/journey';

const browser = useBrowser();
const LEA = 'leaMartin01';
const TRIP = `damaged-e2e-${Date.now().toString(36)}`;
const TITLE = 'Lyon weekend (to repair)';
const DAMAGED_HEADING = 'Part of this trip’s data is damaged';

function place(name: string) {
  return { name, address: null, geocode: { lat: 45.76, lng: 4.83 }, category: 'sight', source: 'OpenStreetMap contributors (ODbL)' };
}

function item(id: string, day: number | null, order: string, title: string) {
  const now = Timestamp.now();
  return {
    id, day, order, type: 'attraction', title, place: place(title), startTime: null, endTime: null, timeZone: null,
    arrival: null, endTimeZone: null, nights: null, optionOf: null, notes: null, cost: null, createdAt: now, updatedAt: now,
  };
}

/** Makes the stored document fail validation (`days` is not a number), as a hand edit or an old version might. */
const damage = () => db().doc(`itineraries/${TRIP}`).update({ days: 'two' });
const repair = () => db().doc(`itineraries/${TRIP}`).update({ days: 2 });

beforeAll(async () => {
  const now = Timestamp.now();
  const batch = db().batch();
  batch.set(db().doc(`itineraries/${TRIP}`), {
    title: TITLE, description: '', destinations: ['Lyon'], period: null, days: 2, context: '', public: false,
    creatorId: LEA, collaborators: { pending: [], accepted: [] }, clonedFrom: null, agentId: null, isPaidItinerary: false,
    isManualCreated: true, isNotFirst: false, threadId: '', geocode: null, itineraryImageSrc: null, createdAt: now, updatedAt: now,
  });
  batch.set(db().doc(`itineraries/${TRIP}/items/lyonOne1`), item('lyonOne1', 1, 'a0', 'Fourvière Basilica'));
  batch.set(db().doc(`itineraries/${TRIP}/items/lyonTwo1`), item('lyonTwo1', 2, 'a0', 'Parc de la Tête d’Or'));
  // An item that fails validation: a type the app does not know.
  batch.set(db().doc(`itineraries/${TRIP}/items/lyonBad1`), { ...item('lyonBad1', 2, 'a1', 'Bouchon dinner'), type: 'banquet' });
  await batch.commit();
});

afterAll(async () => {
  const items = await db().collection(`itineraries/${TRIP}/items`).get();
  const batch = db().batch();
  for (const doc of items.docs) batch.delete(doc.ref);
  batch.delete(db().doc(`itineraries/${TRIP}`));
  await batch.commit();
});

describe('a trip whose stored data is damaged', () => {
  it('is listed, opened and organized with a plain message, and shows again by itself when repaired', async () => {
    await damage();
    const { page, context, outsideRequests } = await openPage(browser());
    const consoleErrors = consoleErrorsWithSource(page);
    await signIn(page, 'lea@demo.wayfare.test', '/trips');
    await heading1(page, 'My trips');

    // /trips: still listed, as damaged, with what can be done.
    const card = page.getByRole('article', { name: TITLE });
    await card.waitFor();
    await card.getByText('Damaged', { exact: true }).waitFor();
    await card.getByText('Part of this trip’s data is damaged', { exact: false }).waitFor();
    await card.getByRole('link', { name: `Open ${TITLE}` }).waitFor();
    await card.getByRole('button', { name: `Delete ${TITLE}` }).waitFor();
    expect(await page.getByText('No trips yet').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'trips-damaged');

    // /trip/{id}: damaged, not private; what the creator can still do.
    await card.getByRole('link', { name: `Open ${TITLE}` }).click();
    await heading1(page, DAMAGED_HEADING);
    await page.getByText('You can still delete it from', { exact: false }).waitFor();
    await page.getByText('This page shows the trip again as soon as it is repaired.').waitFor();
    expect(await page.getByText(/private/i).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'trip-damaged');

    // Repaired: the open page shows the trip, and the damaged item in its day.
    await repair();
    await heading1(page, TITLE);
    const day2 = page.getByRole('region', { name: /^Day 2/ });
    await day2.getByText('Parc de la Tête d’Or').waitFor();
    await day2.getByText('Damaged item').waitFor();
    await day2.getByText('Bouchon dinner').waitFor();
    await day2.getByText('Part of this item’s data is damaged', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'trip-damaged-item');

    // /organize/{id}: damaged, in plain words (no stored path, no "check your connection").
    await damage();
    await page.goto(`${APP_URL}/organize/${TRIP}`);
    await heading1(page, DAMAGED_HEADING);
    await page.getByText('This page opens it by itself as soon as it is.', { exact: false }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).not.toContain('itineraries/');
    expect(text).not.toMatch(/check your connection/i);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'organize-damaged');

    // Repaired: the editor opens by itself, naming the damaged item, which an editor can remove.
    await repair();
    await heading1(page, TITLE);
    const notice = page.getByRole('note', { name: DAMAGED_HEADING });
    await notice.getByText('“Bouchon dinner” (Day 2)', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'organize-damaged-item');
    await notice.getByRole('button', { name: 'Remove “Bouchon dinner”' }).click();
    await notice.waitFor({ state: 'detached' });
    await expect.poll(async () => (await db().doc(`itineraries/${TRIP}/items/lyonBad1`).get()).exists, { timeout: 10_000 }).toBe(false);

    expect(consoleErrors).toEqual([]);
    expect(outsideRequests).toEqual([]);
    await context.close();
    // A long journey over three screens and two repairs.
  }, 180_000);
});

describe('no read the rules refuse', () => {
  it("opens the owner's private trip with no refused request", async () => {
    const { page, context } = await openPage(browser());
    const consoleErrors = consoleErrorsWithSource(page);
    await signIn(page, 'ana@demo.wayfare.test', '/trips');
    await page.goto(`${APP_URL}/trip/lisbon-slow-weekend`);
    await heading1(page, 'Slow weekend ideas (private)');
    await page.getByText('Private trip', { exact: false }).first().waitFor();
    // The live listeners keep the network busy: this waits for the plan, not for an idle network.
    await page.getByRole('region', { name: /^Day 1/ }).getByRole('listitem').first().waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens a paid guide for a visitor and a signed-in reader (preview) and for its owner (in full) with no refused request', async () => {
    const visitor = await openPage(browser());
    const visitorErrors = consoleErrorsWithSource(visitor.page);
    await visitor.page.goto(`${APP_URL}/trip/tokyo-first-timers`);
    await heading1(visitor.page, 'Tokyo for first-timers (full guide)');
    await visitor.page.getByRole('heading', { name: /^A paid itinerary/ }).waitFor();
    await visitor.page.waitForLoadState('networkidle');
    expect(visitorErrors).toEqual([]);
    await visitor.context.close();

    // Signed in without having bought it: the preview, and the plan is never asked for.
    const reader = await openPage(browser());
    const readerErrors = consoleErrorsWithSource(reader.page);
    const readerListens = firestoreListens(reader.page);
    await signIn(reader.page, 'nora@demo.wayfare.test', '/trips');
    await reader.page.goto(`${APP_URL}/trip/tokyo-first-timers`);
    await heading1(reader.page, 'Tokyo for first-timers (full guide)');
    await reader.page.getByRole('heading', { name: /^A paid itinerary/ }).waitFor();
    await expect.poll(() => readerListens, { timeout: 10_000 }).toContain('itineraries/tokyo-first-timers');
    // Long enough for a plan listener, had one been opened with the document, to be on the wire.
    await reader.page.waitForTimeout(1_500);
    expect(readerListens).not.toContain('itineraries/tokyo-first-timers/items');
    expect(readerErrors).toEqual([]);
    await screenshot(reader.page, 'trip-paid-preview-signed-in');
    await reader.context.close();

    const owner = await openPage(browser());
    const ownerErrors = consoleErrorsWithSource(owner.page);
    const ownerListens = firestoreListens(owner.page);
    await signIn(owner.page, 'yuki@demo.wayfare.test', '/trips');
    await owner.page.goto(`${APP_URL}/trip/tokyo-first-timers`);
    await heading1(owner.page, 'Tokyo for first-timers (full guide)');
    // The plan arrives through the live view, after the first (REST) reads have answered; the live
    // listeners keep the network busy, so this waits for the plan, not for an idle network.
    await owner.page.getByRole('region', { name: /^Day 4/ }).getByRole('listitem').first().waitFor();
    expect(ownerListens).toContain('itineraries/tokyo-first-timers/items');
    expect(ownerErrors).toEqual([]);
    await owner.context.close();
  }, 120_000);
});
