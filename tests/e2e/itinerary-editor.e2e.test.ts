/**
 * The itinerary editor in Chromium against the emulators (issue 4): Ana
 * starts a trip at /plan, adds six places over two days from place search,
 * reorders them by mouse and by keyboard (within a day and across days),
 * sees their markers on the map and makes the trip public; then an edit made
 * offline stays after a reload and reaches the server once back online.
 *
 * Every trip these tests create is removed afterwards; demo data is not touched.
 */
import { FieldValue } from 'firebase-admin/firestore';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { anItem } from '@/testing/builders';
import { APP_URL, axeViolations, openPage, screenshot } from './support/browser';
import { openGroupsUntil, placesOnMap } from './support/map';
import { adminDb as db, heading1, signIn, useBrowser, removeTrips } from './support/journey';

/** Ana's private two-day Lisbon trip, as stored, for journeys that start from a seeded plan. */
function anasLisbonTrip(title: string) {
  return {
    title,
    description: '',
    destinations: ['Lisbon'],
    period: null,
    days: 2,
    context: '',
    public: false,
    creatorId: ANA,
    collaborators: { pending: [], accepted: [] },
    clonedFrom: null,
    agentId: null,
    isPaidItinerary: false,
    isManualCreated: true,
    isNotFirst: false,
    threadId: '',
    geocode: null,
    itineraryImageSrc: null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

const browser = useBrowser();
const ANA = 'anaRibeiro01';


/** The stored items of a trip by title, sorted as the plan sorts them (past the rules). */
async function storedPlan(id: string): Promise<{ day: number | null; title: string }[]> {
  const snapshot = await db().collection(`itineraries/${id}/items`).get();
  return snapshot.docs
    .map((doc) => doc.data() as { day: number | null; order: string; title: string; optionOf?: string | null })
    .filter((item) => !item.optionOf)
    .sort((a, b) => (a.day ?? 99) - (b.day ?? 99) || (a.order < b.order ? -1 : a.order > b.order ? 1 : 0))
    .map(({ day, title }) => ({ day, title }));
}

/** A stop of a seeded plan: day, title, and start and end times (or none). */
type SeededStop = readonly [day: number, title: string, startTime: string | null, endTime: string | null];

/** Writes Ana's private two-day trip `id` with `plan` as its items, past the rules; removed after the tests. */
async function seedAnasTrip(id: string, title: string, plan: readonly SeededStop[]) {
  created.push(id);
  const batch = db().batch();
  batch.set(db().doc(`itineraries/${id}`), anasLisbonTrip(title));
  plan.forEach(([day, stopTitle, startTime, endTime], index) => {
    const itemId = `stop${index}`;
    batch.set(db().doc(`itineraries/${id}/items/${itemId}`), {
      ...anItem({ id: itemId, day, order: `a${index}`, title: stopTitle, startTime, endTime, timeZone: 'Europe/Lisbon' }),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  await batch.commit();
}

const created: string[] = [];
afterAll(async () => {
  await removeTrips(created);
});


const section = (page: Page, name: RegExp) => page.getByRole('region', { name });
const rows = (page: Page, name: RegExp) => section(page, name).getByRole('list', { name: /^Items of/ }).locator(':scope > li.plan-item');

async function titles(page: Page, name: RegExp): Promise<string[]> {
  return rows(page, name).locator('.plan-item__title').allInnerTexts();
}

async function addPlace(page: Page, day: number, query: string, pick: RegExp) {
  await page.getByRole('button', { name: `Add to day ${day}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Find a place').fill(query);
  await dialog.getByRole('list', { name: 'Places found' }).getByRole('button', { name: pick }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Drags with the mouse in small steps, as a person does (a row is picked up after 4 px). */
async function dragTo(page: Page, handle: Locator, target: Locator, where: 'above' | 'below') {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('nothing to drag');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 4 });
  const y = where === 'above' ? to.y + 4 : to.y + to.height - 4;
  await page.mouse.move(to.x + 20, y, { steps: 20 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

/**
 * Drags with a finger, as on a phone: touch events through Chromium's input (which makes the pointer
 * events the editor listens to), in small steps, from the handle's middle to just inside `target`.
 */
async function touchDragTo(page: Page, handle: Locator, target: Locator, where: 'above' | 'below') {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('nothing to drag');
  const input = await page.context().newCDPSession(page);
  const finger = (x: number, y: number) => [{ x, y, id: 1, radiusX: 8, radiusY: 8, force: 1 }];
  const x = from.x + from.width / 2;
  const startY = from.y + from.height / 2;
  const endY = where === 'above' ? to.y + 4 : to.y + to.height - 4;
  await input.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: finger(x, startY) });
  for (let step = 1; step <= 24; step += 1) {
    await input.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: finger(x, startY + ((endY - startY) * step) / 24) });
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(150);
  await input.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await input.detach();
}

/** Keys pressed one by one, with the pause a person leaves. */
async function keys(page: Page, presses: string[]) {
  for (const key of presses) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  }
}

/**
 * The whole planning journey (six place searches, drags by mouse, keyboard
 * and across days, the map, publishing) takes about 25 s alone and up to
 * three times that while two other journeys run beside it on two cores.
 */
const JOURNEY_TIMEOUT_MS = 150_000;

describe('the itinerary editor', () => {
  it('plans two days from place search, reorders by mouse and keyboard, shows the markers and publishes', async () => {
    const { page, context, consoleErrors, outsideRequests } = await openPage(browser());
    await signIn(page, 'ana@demo.wayfare.test', '/plan');
    await heading1(page, 'Plan a trip');
    await page.getByRole('combobox', { name: 'Destinations' }).fill('Lisbo');
    await page.getByRole('option', { name: /^Lisbon/ }).click();
    await page.getByRole('radio', { name: /Number of days/ }).check();
    await page.getByRole('spinbutton', { name: 'Number of days' }).fill('2');
    await page.getByLabel('Trip title').fill('Editor journey in Lisbon');
    await page.getByRole('button', { name: 'Create trip' }).click();
    await page.waitForURL(/\/organize\/[A-Za-z0-9_-]{4,64}$/);
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    created.push(id);
    await heading1(page, 'Editor journey in Lisbon');

    await addPlace(page, 1, 'castelo', /Castelo de São Jorge/);
    await addPlace(page, 1, 'sé de', /Sé de Lisboa/);
    await addPlace(page, 1, 'alfama', /Alfama/);
    await addPlace(page, 2, 'torre', /Torre de Belém/);
    await addPlace(page, 2, 'jerónimos', /Mosteiro dos Jerónimos/);
    await addPlace(page, 2, 'pastéis', /Pastéis de Belém/);
    expect(await titles(page, /^Day 1/)).toEqual(['Castelo de São Jorge', 'Sé de Lisboa', 'Alfama']);
    expect(await titles(page, /^Day 2/)).toEqual(['Torre de Belém', 'Mosteiro dos Jerónimos', 'Pastéis de Belém']);

    // Six places on the map (those close together as a group), and day 2 alone shows its stops, named.
    const map = page.getByRole('region', { name: 'Map of Editor journey in Lisbon' });
    await expect.poll(() => placesOnMap(map), { timeout: 15_000 }).toBe(6);
    await map.getByRole('button', { name: 'Day 2 on the map' }).click();
    await openGroupsUntil(map, map.getByRole('button', { name: 'Day 2, stop 3: Pastéis de Belém', exact: true }));

    // Mouse: Alfama to the top of day 1.
    await dragTo(page, rows(page, /^Day 1/).nth(2).getByRole('button', { name: /^Drag to move/ }), rows(page, /^Day 1/).nth(0), 'above');
    await expect.poll(() => titles(page, /^Day 1/)).toEqual(['Alfama', 'Castelo de São Jorge', 'Sé de Lisboa']);

    // Keyboard: Space lifts, arrows move, Space drops.
    await rows(page, /^Day 2/).nth(2).getByRole('button', { name: /^Drag to move/ }).focus();
    await keys(page, ['Space', 'ArrowUp', 'ArrowUp', 'Space']);
    await expect.poll(() => titles(page, /^Day 2/)).toEqual(['Pastéis de Belém', 'Torre de Belém', 'Mosteiro dos Jerónimos']);
    // Keyboard across days: the last of day 1 down into day 2.
    await rows(page, /^Day 1/).nth(2).getByRole('button', { name: /^Drag to move/ }).focus();
    await keys(page, ['Space', 'ArrowDown', 'Space']);
    await expect.poll(() => titles(page, /^Day 1/)).toEqual(['Alfama', 'Castelo de São Jorge']);
    expect(await titles(page, /^Day 2/)).toContain('Sé de Lisboa');
    // Escape cancels a lifted item.
    await rows(page, /^Day 1/).nth(0).getByRole('button', { name: /^Drag to move/ }).focus();
    await keys(page, ['Space', 'ArrowDown', 'Escape']);
    await expect.poll(() => titles(page, /^Day 1/)).toEqual(['Alfama', 'Castelo de São Jorge']);
    expect(await titles(page, /^Day 2/)).toEqual(['Sé de Lisboa', 'Pastéis de Belém', 'Torre de Belém', 'Mosteiro dos Jerónimos']);

    // Mouse across days. While dragging, the row leaves its place, a copy follows the pointer and the plan
    // opens a gap where it would land; Escape puts everything back.
    const said = () => page.getByRole('status').allInnerTexts().then((texts) => texts.join(' | '));
    const torre = () => rows(page, /^Day 2/).nth(2).getByRole('button', { name: /^Drag to move/ });
    // Both rows on screen, away from the window's edges (where a drag scrolls it on purpose): the days'
    // travel rows make the plan taller than a laptop's window.
    await page.setViewportSize({ width: 1280, height: 1200 });
    await rows(page, /^Day 2/).nth(2).evaluate((row) => row.scrollIntoView({ block: 'center' }));
    const from = await torre().boundingBox();
    const castelo = await rows(page, /^Day 1/).nth(1).boundingBox();
    if (!from || !castelo) throw new Error('the rows are not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, castelo.y + 6, { steps: 12 });
    await page.locator('.plan-drag-ghost').getByText('Torre de Belém').waitFor();
    await expect.poll(() => page.locator('li[data-drop="before"] .plan-item__title').allInnerTexts()).toEqual(['Castelo de São Jorge']);
    await expect.poll(said).toContain('Picked up Torre de Belém, in Day 2, position 3 of 4.');
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await expect.poll(said).toContain('Moving Torre de Belém was cancelled. It is back where it was.');
    expect(await page.locator('.plan-drag-ghost, [data-drop]').count()).toBe(0);
    expect(await titles(page, /^Day 2/)).toEqual(['Sé de Lisboa', 'Pastéis de Belém', 'Torre de Belém', 'Mosteiro dos Jerónimos']);
    // The same drag, let go: it lands where the gap was, and its handle keeps the focus.
    await rows(page, /^Day 2/).nth(2).evaluate((row) => row.scrollIntoView({ block: 'center' }));
    await dragTo(page, torre(), rows(page, /^Day 1/).nth(1), 'above');
    await expect.poll(() => titles(page, /^Day 1/)).toEqual(['Alfama', 'Torre de Belém', 'Castelo de São Jorge']);
    expect(await titles(page, /^Day 2/)).toEqual(['Sé de Lisboa', 'Pastéis de Belém', 'Mosteiro dos Jerónimos']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Drag to move Torre de Belém');

    const onScreen = [
      ...(await titles(page, /^Day 1/)).map((title) => ({ day: 1, title })),
      ...(await titles(page, /^Day 2/)).map((title) => ({ day: 2, title })),
    ];
    await expect.poll(() => storedPlan(id), { timeout: 10_000 }).toEqual(onScreen);

    // Public, by the creator.
    await page.getByRole('switch', { name: 'Public', exact: true }).check();
    await expect.poll(async () => (await db().doc(`itineraries/${id}`).get()).get('public'), { timeout: 10_000 }).toBe(true);
    await page.getByText('All changes saved').waitFor();

    expect(await axeViolations(page)).toEqual([]);
    await page.mouse.move(5, 5);
    await screenshot(page, 'editor-desktop');
    await page.getByRole('button', { name: 'Actions for Alfama' }).click();
    await screenshot(page, 'editor-item-menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add to day 1' }).click();
    await page.getByRole('dialog').getByLabel('Find a place').fill('museu');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'editor-add-dialog');
    await page.getByRole('dialog').getByLabel('Kind').selectOption('flight');
    await page.getByRole('dialog').getByLabel('Departure time zone').fill('Europe/Lisbon');
    await page.getByRole('dialog').getByLabel('Arrival time zone').fill('Europe/London');
    await page.getByRole('dialog').getByLabel('To: coordinates (optional)').fill('151, 3');
    await page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Give the item a name.').waitFor();
    await page.getByText('Enter latitude and longitude as two numbers, e.g. 38.77, -9.13.').waitFor();
    expect(await page.getByRole('dialog').getByLabel('Arrival time zone').inputValue()).toBe('Europe/London');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'editor-flight-dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'editor-phone');

    // /organize lists the trips Ana can edit, this one among them.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${APP_URL}/organize`);
    await heading1(page, 'Your trips to organize');
    await page.getByRole('list', { name: 'Your trips' }).getByRole('link', { name: 'Editor journey in Lisbon' }).waitFor();
    expect(await page.getByRole('link', { name: 'Plan a new trip' }).getAttribute('href')).toBe('/plan');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'organize-list');
    await page.getByRole('link', { name: 'Editor journey in Lisbon' }).click();
    await heading1(page, 'Editor journey in Lisbon');

    expect(outsideRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, JOURNEY_TIMEOUT_MS);

  it('keeps an edit made offline through a reload, and sends it when back online', async () => {
    const id = `e2e-offline-${Date.now().toString(36)}`;
    created.push(id);
    const batch = db().batch();
    batch.set(db().doc(`itineraries/${id}`), anasLisbonTrip('Offline weekend'));
    for (const [itemId, day, order, title] of [
      ['offA', 1, 'a0', 'Praça do Comércio'],
      ['offB', 1, 'a1', 'Elevador de Santa Justa'],
      ['offC', 2, 'a0', 'LX Factory'],
    ] as const) {
      batch.set(db().doc(`itineraries/${id}/items/${itemId}`), {
        id: itemId,
        day,
        order,
        type: 'attraction',
        title,
        place: null,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();

    const { page, context } = await openPage(browser());
    await signIn(page, 'ana@demo.wayfare.test', `/organize/${id}`);
    await heading1(page, 'Offline weekend');
    await page.getByText('All changes saved').waitFor();
    expect(await titles(page, /^Day 1/)).toEqual(['Praça do Comércio', 'Elevador de Santa Justa']);

    await context.setOffline(true);
    await page.getByText(/^Offline:/).waitFor();
    await page.getByRole('button', { name: 'Actions for LX Factory' }).click();
    await page.getByLabel('Move to day…').selectOption({ label: 'Day 1' });
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByRole('button', { name: 'Add an idea' }).click();
    await page.getByRole('dialog').getByLabel('Kind').selectOption('note');
    await page.getByRole('dialog').getByLabel('Name').fill('Buy tram tickets');
    await page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).click();
    expect(await titles(page, /^Day 1/)).toEqual(['Praça do Comércio', 'Elevador de Santa Justa', 'LX Factory']);
    expect(await titles(page, /^Ideas/)).toEqual(['Buy tram tickets']);
    // Nothing reached the server.
    expect(await storedPlan(id)).toEqual([
      { day: 1, title: 'Praça do Comércio' },
      { day: 1, title: 'Elevador de Santa Justa' },
      { day: 2, title: 'LX Factory' },
    ]);

    // With no service worker, the app cannot load while offline: a tab opened now gets no page.
    const offlineTab = await context.newPage();
    await expect(offlineTab.goto(`${APP_URL}/organize/${id}`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await offlineTab.close();

    // Reload with the backend still out of reach. The app has no service worker, so a browser
    // that is offline cannot fetch the page itself: for the reload, the page comes from this
    // machine's app server while every request to the Firebase emulators fails, as it does
    // with no network. The plan must come from the copy on this device, edits included.
    const backend = /^https?:\/\/(127\.0\.0\.1|localhost):(8080|9099|5001)\//;
    await context.route(backend, (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    await page.reload();
    await heading1(page, 'Offline weekend');
    await expect.poll(() => titles(page, /^Day 1/), { timeout: 15_000 }).toEqual(['Praça do Comércio', 'Elevador de Santa Justa', 'LX Factory']);
    expect(await titles(page, /^Ideas/)).toEqual(['Buy tram tickets']);
    expect(await storedPlan(id)).toEqual([
      { day: 1, title: 'Praça do Comércio' },
      { day: 1, title: 'Elevador de Santa Justa' },
      { day: 2, title: 'LX Factory' },
    ]);
    await screenshot(page, 'editor-offline-after-reload');

    // The connection comes back as it does to a device: the backend answers again and the
    // browser says it is online (offline, then online). Without that word the SDK would only
    // find out on its next retry, whose wait grows with the outage (jittered, up to 90 s), and
    // "All changes saved" waits for the listener's stream as well as the writes'.
    await context.unroute(backend);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect
      .poll(() => storedPlan(id), { timeout: 20_000 })
      .toEqual([
        { day: 1, title: 'Praça do Comércio' },
        { day: 1, title: 'Elevador de Santa Justa' },
        { day: 1, title: 'LX Factory' },
        { day: null, title: 'Buy tram tickets' },
      ]);
    await page.getByText('All changes saved').waitFor({ timeout: 20_000 });
    await context.close();
  });

  it('records what was booked for a stop, shows its code to copy on the trip page, and takes it off again', async () => {
    const id = `e2e-booking-${Date.now().toString(36)}`;
    await seedAnasTrip(id, 'Fado weekend', [[1, 'Fado in Alfama', '21:00', '23:00']]);
    // What was booked is kept beside the item, in a document only the trip's editors read.
    const stored = async () => {
      const [item, booking] = await Promise.all([db().doc(`itineraries/${id}/items/stop0`).get(), db().doc(`itineraries/${id}/bookings/stop0`).get()]);
      expect(item.get('booking') ?? null).toBeNull();
      const data = booking.data();
      if (!data) return null;
      const fields: Record<string, unknown> = { ...data };
      delete fields.updatedAt;
      return fields;
    };

    const { page, context } = await openPage(browser());
    await signIn(page, 'ana@demo.wayfare.test', `/organize/${id}`);
    await heading1(page, 'Fado weekend');
    await page.getByRole('button', { name: 'Actions for Fado in Alfama' }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Booking details').click();
    await dialog.getByLabel('Confirmation code').fill('FADO-2291');
    await dialog.getByLabel('Booked with').fill('Clube de Fado');
    await dialog.getByLabel('Tickets').fill('two');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    // Said at the field, and nothing typed is lost.
    await dialog.getByText('Enter how many people, from 1 to 99.').waitFor();
    expect(await dialog.getByLabel('Confirmation code').inputValue()).toBe('FADO-2291');
    await dialog.getByLabel('Tickets').fill('2');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Clube de Fado · 2 tickets · Confirmation FADO-2291').waitFor();
    await expect
      .poll(stored, { timeout: 15_000 })
      .toEqual({ code: 'FADO-2291', provider: 'Clube de Fado', number: null, terminal: null, seat: null, party: 2, status: 'confirmed' });

    await page.goto(`${APP_URL}/trip/${id}`);
    await heading1(page, 'Fado weekend');
    await page.getByText('Confirmation FADO-2291').waitFor();
    await page.getByRole('button', { name: 'Copy the confirmation code FADO-2291' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Taken off in the editor: the stored booking goes too, not only the one on the screen.
    await page.goto(`${APP_URL}/organize/${id}`);
    await heading1(page, 'Fado weekend');
    await page.getByRole('button', { name: 'Actions for Fado in Alfama' }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await dialog.getByLabel('Confirmation code').fill('');
    await dialog.getByLabel('Booked with').fill('');
    await dialog.getByLabel('Tickets').fill('');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(stored, { timeout: 15_000 }).toBeNull();
    await context.close();
  });

  it('moves by keyboard one place per arrow, says where it lands, flags times left out of order and re-times the day', async () => {
    const id = `e2e-times-${Date.now().toString(36)}`;
    const plan = [
      [1, 'Praça do Comércio', '10:00', '10:45'],
      [1, 'Elevador de Santa Justa', '11:00', '11:45'],
      [1, 'Chiado', '11:45', '12:45'],
      [1, 'Time Out Market', '13:00', '14:30'],
      [1, 'Cervejaria Ramiro', '20:00', '22:00'],
      [2, 'Mosteiro dos Jerónimos', '09:30', '11:00'],
      [2, 'Pastéis de Belém', '11:15', '11:45'],
      [2, 'Torre de Belém', '12:00', '13:00'],
      [2, 'LX Factory', '15:00', '17:30'],
    ] as const satisfies readonly SeededStop[];
    await seedAnasTrip(id, 'Lisbon in two timed days', plan);

    const { page, context, consoleErrors } = await openPage(browser());
    await signIn(page, 'ana@demo.wayfare.test', `/organize/${id}`);
    await heading1(page, 'Lisbon in two timed days');
    const said = () => page.getByRole('status').allInnerTexts().then((texts) => texts.join(' | '));

    // Day 1's 5th item: Space, ArrowDown ×3, Space. Every press moves it one place.
    await rows(page, /^Day 1/).nth(4).getByRole('button', { name: /^Drag to move/ }).focus();
    await keys(page, ['Space']);
    await expect.poll(said).toContain('Picked up Cervejaria Ramiro, in Day 1, position 5 of 5.');
    await keys(page, ['ArrowDown']);
    await expect.poll(said).toContain('Cervejaria Ramiro is now in Day 2, position 1 of 5.');
    expect((await titles(page, /^Day 2/))[0]).toBe('Cervejaria Ramiro');
    await keys(page, ['ArrowDown', 'ArrowDown']);
    await expect.poll(said).toContain('Cervejaria Ramiro is now in Day 2, position 3 of 5.');
    await keys(page, ['Space']);
    await expect.poll(said).toContain('Dropped Cervejaria Ramiro in Day 2, position 3 of 5.');
    await expect
      .poll(() => titles(page, /^Day 2/))
      .toEqual(['Mosteiro dos Jerónimos', 'Pastéis de Belém', 'Cervejaria Ramiro', 'Torre de Belém', 'LX Factory']);
    await expect.poll(() => storedPlan(id), { timeout: 10_000 }).toContainEqual({ day: 2, title: 'Cervejaria Ramiro' });
    expect((await storedPlan(id)).filter((entry) => entry.day === 2).map((entry) => entry.title)[2]).toBe('Cervejaria Ramiro');

    // 20:00 before 12:00 and 15:00: flagged on the stops and the day, with one-click re-timing.
    const day2 = section(page, /^Day 2/);
    const outOfOrder = day2.getByRole('note').filter({ hasText: 'Times out of order' });
    await expect.poll(() => outOfOrder.innerText()).toContain('Times out of order: 2 stops start before a stop above them.');
    expect(await rows(page, /^Day 2/).nth(3).innerText()).toContain('Starts at 12:00, before “Cervejaria Ramiro” above it (20:00).');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'editor-times-out-of-order');
    await page.screenshot({ path: '/tmp/editor-times-out-of-order.png', fullPage: true });

    await day2.getByRole('button', { name: 'Re-time day 2' }).click();
    await expect.poll(() => outOfOrder.count()).toBe(0);
    const times = async () => {
      const snapshot = await db().collection(`itineraries/${id}/items`).where('day', '==', 2).get();
      return snapshot.docs
        .map((doc) => doc.data() as { order: string; startTime: string; endTime: string })
        .sort((a, b) => (a.order < b.order ? -1 : 1))
        .map((item) => `${item.startTime}-${item.endTime}`);
    };
    await expect
      .poll(times, { timeout: 10_000 })
      .toEqual(['09:30-11:00', '11:15-11:45', '12:00-14:00', '15:00-16:00', '20:00-22:30']);
    await screenshot(page, 'editor-times-retimed');
    await page.screenshot({ path: '/tmp/editor-times-retimed.png', fullPage: true });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('moves places with a finger on their handles, on a phone, without scrolling the page', async () => {
    const id = `e2e-touch-${Date.now().toString(36)}`;
    await seedAnasTrip(id, 'Lisbon by touch', [
      [1, 'Praça do Comércio', null, null],
      [1, 'Elevador de Santa Justa', null, null],
      [1, 'Chiado', null, null],
      [2, 'Torre de Belém', null, null],
      [2, 'LX Factory', null, null],
    ]);
    const { page, context, consoleErrors } = await openPage(browser(), { viewport: { width: 390, height: 844 }, touch: true });
    await signIn(page, 'ana@demo.wayfare.test', `/organize/${id}`);
    await heading1(page, 'Lisbon by touch');
    const handle = (day: RegExp, index: number) => rows(page, day).nth(index).getByRole('button', { name: /^Drag to move/ });

    // The plan comes first on a phone; the assistant and the map follow it, one tap away.
    const dayOne = page.getByRole('region', { name: /^Day 1/ });
    const map = page.getByRole('region', { name: 'Map of Lisbon by touch' });
    await map.waitFor();
    expect((await dayOne.boundingBox())!.y).toBeLessThan((await map.boundingBox())!.y);
    expect((await dayOne.boundingBox())!.y).toBeLessThan(844);
    await page.getByRole('navigation', { name: 'Beside the plan' }).getByRole('button', { name: 'Map' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('editor-map');
    await expect.poll(async () => (await map.boundingBox())!.y).toBeLessThan(844);
    await page.evaluate(() => window.scrollTo(0, 0));

    // Every control a finger uses here is at least 44 × 44 px.
    const small = await page.evaluate(() => {
      const controls = document.querySelectorAll<HTMLElement>(
        'header a, header button, .plan-item__handle, .plan-section__toggle, .itinerary-editor button, .leaflet-bar a, .editor-switch input',
      );
      return Array.from(controls)
        .filter((control) => control.getClientRects().length > 0 && !control.closest('.visually-hidden, .leaflet-control-attribution'))
        .map((control) => ({ what: control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.className, box: control.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 44 || box.height < 44)
        .map(({ what, box }) => `${what}: ${Math.round(box.width)} × ${Math.round(box.height)}`);
    });
    expect(small).toEqual([]);

    // Within a day: Chiado to the top of day 1. The finger moves the row, not the page (day 1 in the
    // middle of the screen, away from the edges where a drag scrolls the window on purpose).
    await rows(page, /^Day 1/).nth(1).evaluate((row) => row.scrollIntoView({ block: 'center' }));
    const scrolledBefore = await page.evaluate(() => window.scrollY);
    await touchDragTo(page, handle(/^Day 1/, 2), rows(page, /^Day 1/).nth(0), 'above');
    await expect.poll(() => titles(page, /^Day 1/)).toEqual(['Chiado', 'Praça do Comércio', 'Elevador de Santa Justa']);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledBefore);

    // Across days: LX Factory up into day 1, below Chiado. Both rows well inside the window, so neither the
    // finger's start nor its end is in the band by an edge where a drag scrolls the window (72 px): on a slow
    // machine a finger lingering there scrolls the plan under it, and the drop lands a row lower.
    const top = (await rows(page, /^Day 1/).nth(0).boundingBox())!;
    const bottom = (await rows(page, /^Day 2/).nth(1).boundingBox())!;
    await page.evaluate((middle) => window.scrollBy(0, middle - window.innerHeight / 2), (top.y + bottom.y + bottom.height) / 2);
    await touchDragTo(page, handle(/^Day 2/, 1), rows(page, /^Day 1/).nth(0), 'below');
    await expect.poll(() => titles(page, /^Day 1/)).toEqual(['Chiado', 'LX Factory', 'Praça do Comércio', 'Elevador de Santa Justa']);
    expect(await titles(page, /^Day 2/)).toEqual(['Torre de Belém']);
    await expect
      .poll(() => storedPlan(id), { timeout: 10_000 })
      .toEqual([
        { day: 1, title: 'Chiado' },
        { day: 1, title: 'LX Factory' },
        { day: 1, title: 'Praça do Comércio' },
        { day: 1, title: 'Elevador de Santa Justa' },
        { day: 2, title: 'Torre de Belém' },
      ]);
    expect(await page.locator('.plan-drag-ghost, [data-drop]').count()).toBe(0);
    await screenshot(page, 'editor-phone-after-touch-drag');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('offers no edit control to someone who may only look, and asks visitors to sign in', async () => {
    const { page, context, consoleErrors } = await openPage(browser());
    await page.goto(`${APP_URL}/organize/lisbon-food-and-fado`);
    await heading1(page, 'Organize your trip');
    expect(await page.getByRole('link', { name: 'Sign in' }).last().getAttribute('href')).toBe(
      `/auth?next=${encodeURIComponent('/organize/lisbon-food-and-fado')}`,
    );
    await signIn(page, 'marco@demo.wayfare.test', '/organize/lisbon-food-and-fado');
    await heading1(page, 'Lisbon: food and fado in four days');
    await page.getByText('only its creator and companions can change it').waitFor();
    await rows(page, /^Day 1/).first().waitFor();
    for (const name of [/^Drag to move/, /^Actions for/, /^Add to day/, 'Add an idea', 'Change dates', /^Undo/, 'Rename the trip']) {
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    }
    expect(await page.getByRole('switch').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'editor-viewer');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
