/**
 * Days that work on the day, in Chromium (docs/days.md): Marco's own Kyoto
 * day (written for this file, removed afterwards) shows the way between every
 * two stops, from the hotel and back, and the day's path on the map; moving a
 * stop changes the legs at once; "Shortest route for this day" is offered as a
 * change, accepted (the stored plan follows) and undone in one step; a stop
 * planned after its place closes says so at the stop.
 */
import { randomUUID } from 'node:crypto';
import { generateNKeysBetween } from 'fractional-indexing';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, openPage, screenshot } from './support/browser';
import { adminDb as db, heading1, signIn, useBrowser, removeTrips } from './support/journey';

const browser = useBrowser();
const MARCO = 'marcoRossi01';
const TRIP = `e2e-kyoto-day-${randomUUID().slice(0, 8)}`;
const TITLE = 'A day across Kyoto';
const SOURCE = 'Wikidata (CC0)';

/** A Saturday in April 2027 (day 1): the museum's hours below are for Saturdays. */
const PERIOD = { start: '2027-04-10', end: '2027-04-11' };

/** Day 1 back and forth across the centre, from a hotel by Shijō; the museum last, after it closes. */
const STOPS = [
  { id: 'kiyomizu', title: 'Kiyomizu-dera', at: { lat: 34.9949, lng: 135.785 }, time: '09:30' },
  { id: 'nishiki', title: 'Nishiki Market', at: { lat: 35.005, lng: 135.7649 }, time: '11:00' },
  { id: 'kodaiji', title: 'Kōdai-ji', at: { lat: 34.9999, lng: 135.7809 }, time: '12:30' },
  { id: 'pontocho', title: 'Pontochō', at: { lat: 35.0055, lng: 135.7707 }, time: '14:00' },
  { id: 'museum', title: 'Kyoto National Museum', at: { lat: 34.99, lng: 135.7732 }, time: '17:30', hours: ['6 09:30-17:00'] },
];

async function writeTrip(): Promise<void> {
  const now = new Date();
  const batch = db().batch();
  batch.set(db().doc(`itineraries/${TRIP}`), {
    title: TITLE, description: 'Temples, a market and a museum.', destinations: ['Kyoto'], period: PERIOD, days: 2, context: '',
    public: false, creatorId: MARCO, collaborators: { pending: [], accepted: [] }, clonedFrom: null, agentId: null,
    isPaidItinerary: false, isManualCreated: true, isNotFirst: true, threadId: '', geocode: { lat: 35.0116, lng: 135.7681 },
    itineraryImageSrc: null, createdAt: now, updatedAt: now,
  });
  const item = (id: string, fields: Record<string, unknown>) =>
    batch.set(db().doc(`itineraries/${TRIP}/items/${id}`), {
      id, day: 1, type: 'attraction', startTime: null, endTime: null, timeZone: 'Asia/Tokyo', notes: '', cost: null, ...fields,
    });
  const orders = generateNKeysBetween(null, null, STOPS.length + 1);
  item('hotel', {
    order: orders[0], type: 'stay', title: 'Hotel by Shijō', startTime: '08:00', nights: 2,
    place: { name: 'Hotel by Shijō', geocode: { lat: 35.0037, lng: 135.769 }, source: SOURCE },
  });
  STOPS.forEach((stop, i) =>
    item(stop.id, {
      order: orders[i + 1], title: stop.title, startTime: stop.time,
      place: { name: stop.title, geocode: stop.at, source: SOURCE, ...(stop.hours ? { hours: stop.hours } : {}) },
    }),
  );
  await batch.commit();
}

beforeAll(writeTrip);
afterAll(() => removeTrips([TRIP]));

const dayOne = (page: Page): Locator => page.getByRole('region', { name: /^Day 1 ·/ });
const titlesOn = (day: Locator) => day.locator('li.plan-item .plan-item__title').allInnerTexts();
/** The legs of day 1 as the screen reader hears them: "From A to B: 14 minutes on foot, 1.1 km (estimate)". */
const legsOn = (day: Locator) => day.locator('li.day-leg > span.visually-hidden').allInnerTexts();

async function storedStops(): Promise<Record<string, unknown>[]> {
  const items = (await db().collection(`itineraries/${TRIP}/items`).where('day', '==', 1).get()).docs.map((doc) => doc.data());
  return items.filter((item) => item.type !== 'stay').sort((a, b) => (String(a.order) < String(b.order) ? -1 : 1));
}
const storedOrder = async () => (await storedStops()).map((item) => String(item.title));
const storedTimes = async () => (await storedStops()).map((item) => String(item.startTime));

describe('a day in the editor', () => {
  it('shows the way between every two stops and on the map, follows a move, re-orders for the shortest route and undoes it, and flags a closed stop', { timeout: 120_000 }, async () => {
    const { page, consoleErrors } = await openPage(browser(), { viewport: { width: 1440, height: 1000 } });
    await signIn(page, 'marco@demo.wayfare.test', `/organize/${TRIP}`);
    await heading1(page, TITLE);
    const day = dayOne(page);
    await day.locator('li.plan-item').nth(STOPS.length).waitFor();
    const written = STOPS.map((stop) => stop.title);
    expect((await titlesOn(day)).filter((title) => title !== 'Hotel by Shijō')).toEqual(written);

    // A leg between every two stops, from the hotel in the morning and back to it at night, each with its time and distance.
    await expect.poll(async () => (await legsOn(day)).length).toBe(STOPS.length + 1);
    const legs = await legsOn(day);
    expect(legs[0]).toMatch(/^From Hotel by Shijō to Kiyomizu-dera: .*\d+ (minutes?|hours?).*, \d/);
    expect(legs[1]).toMatch(/^From Kiyomizu-dera to Nishiki Market: /);
    expect(legs.at(-1)).toMatch(/^From Kyoto National Museum to Hotel by Shijō: /);
    await day.locator('.day-travel__totals').first().waitFor();
    // The day's path on the map, leg by leg (the only day with places: there is no day to choose).
    await expect.poll(() => page.locator('path.map-leg.map-leg--day-1').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(STOPS.length);
    // Less motion asked for (openPage's default): the map jumps, with no zoom or fade animation.
    expect(await page.locator('.leaflet-container').getAttribute('class')).not.toMatch(/leaflet-(fade|zoom)-anim/);

    // The museum closes at 17:00 on Saturdays: said at the stop, with ways to fix it.
    const museum = day.locator('li.plan-item', { hasText: 'Kyoto National Museum' });
    await museum.getByRole('note').filter({ hasText: /Kyoto National Museum is closed at 17:\d\d on Saturdays \(open 09:30–17:00\)/ }).waitFor();
    await screenshot(page, 'days-editor-legs');

    // Moving Nishiki Market up changes the legs at once: the day now goes hotel, Nishiki, Kiyomizu.
    await day.getByRole('button', { name: 'Actions for Nishiki Market' }).click();
    await page.getByRole('button', { name: 'Move up' }).click();
    await expect.poll(async () => (await titlesOn(day)).filter((title) => title !== 'Hotel by Shijō').slice(0, 2)).toEqual(['Nishiki Market', 'Kiyomizu-dera']);
    await expect.poll(async () => (await legsOn(day))[0]).toMatch(/^From Hotel by Shijō to Nishiki Market: /);
    expect((await legsOn(day))[1]).toMatch(/^From Nishiki Market to Kiyomizu-dera: /);
    await expect.poll(storedOrder, { timeout: 10_000 }).toEqual(['Nishiki Market', 'Kiyomizu-dera', 'Kōdai-ji', 'Pontochō', 'Kyoto National Museum']);
    const beforeReorder = await storedOrder();

    // The shortest route for the day: offered as a change, with how much travel it saves; accepted, the stored plan follows.
    await day.getByRole('button', { name: /^Shortest route for this day/ }).click();
    const proposal = page.getByRole('group', { name: /^Proposed change to Day 1/ });
    await proposal.getByText(/^Shortest route for day 1: .* less travel\. The times follow the new order\.$/).waitFor();
    expect(await axeViolations(page, '.plan-board')).toEqual([]);
    await screenshot(page, 'days-shortest-route-offered');
    await proposal.getByRole('button', { name: 'Accept change' }).click();
    await page.getByText('Change applied. Undo takes it back.').waitFor();
    await expect.poll(storedOrder, { timeout: 10_000 }).not.toEqual(beforeReorder);
    const reordered = await storedOrder();
    expect(new Set(reordered)).toEqual(new Set(beforeReorder));
    expect((await titlesOn(day)).filter((title) => title !== 'Hotel by Shijō')).toEqual(reordered);
    // The written times follow the new order: the day's slots, earliest first.
    expect(await storedTimes()).toEqual(['09:30', '11:00', '12:30', '14:00', '17:30']);
    expect(await day.getByText(/Times? out of order/).count()).toBe(0);

    // Undone in one step: the day and the stored plan are as they were.
    await page.getByRole('button', { name: 'Undo this change' }).click();
    await page.getByText('The change was undone. The day is as it was before it.').waitFor();
    await expect.poll(storedOrder, { timeout: 10_000 }).toEqual(beforeReorder);
    await expect.poll(async () => (await titlesOn(day)).filter((title) => title !== 'Hotel by Shijō')).toEqual(beforeReorder);
    await screenshot(page, 'days-shortest-route-undone');

    // A booked visit: its start time marked fixed in the stop's dialog, kept in the plan, and held by the shortest route.
    await day.getByRole('button', { name: 'Actions for Kōdai-ji' }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit “Kōdai-ji”' });
    await dialog.getByRole('checkbox', { name: 'The start time is fixed' }).check();
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await screenshot(page, 'days-fixed-time-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await day.locator('li.plan-item', { hasText: 'Kōdai-ji' }).getByText('12:30 (fixed)').waitFor();
    await expect.poll(async () => (await db().doc(`itineraries/${TRIP}/items/kodaiji`).get()).get('fixedTime'), { timeout: 10_000 }).toBe(true);
    const kodaiAt = (await storedOrder()).indexOf('Kōdai-ji');
    await day.getByRole('button', { name: /^Shortest route for this day/ }).click();
    const offered = page.getByRole('group', { name: /^Proposed change to Day 1/ });
    // The day's matrix is asked first: wait for the answer, a change or word that there is none.
    await offered.or(day.getByText('This day is already in its shortest order.')).first().waitFor();
    if ((await offered.count()) > 0) {
      await offered.getByRole('button', { name: 'Accept change' }).click();
      await page.getByText('Change applied. Undo takes it back.').waitFor();
    }
    await expect.poll(async () => (await storedOrder()).indexOf('Kōdai-ji'), { timeout: 10_000 }).toBe(kodaiAt);
    expect((await storedStops()).find((stop) => stop.title === 'Kōdai-ji')?.startTime).toBe('12:30');

    // The means of a leg, chosen for everyone who plans the trip: kept on the trip, not on this device.
    const firstLeg = day.locator('li.day-leg').first();
    const means = firstLeg.getByRole('combobox', { name: /^Means of travel from Hotel by Shijō to / });
    await means.selectOption('bike');
    await expect.poll(async () => (await legsOn(day))[0]).toMatch(/by bike/);
    const key = String(await firstLeg.getAttribute('data-leg-key'));
    await expect.poll(async () => (await db().doc(`itineraries/${TRIP}`).get()).get('legModes'), { timeout: 10_000 }).toEqual({ [key]: 'bike' });
    expect(consoleErrors).toEqual([]);
  });

  it('shows the means chosen on another device, and asks for the fixed time on a phone with a control a finger can use', async () => {
    const { page, consoleErrors } = await openPage(browser(), { viewport: { width: 390, height: 844 }, touch: true });
    await signIn(page, 'marco@demo.wayfare.test', `/organize/${TRIP}`);
    await heading1(page, TITLE);
    // Another device: the means chosen on the desktop is there.
    const chosen = dayOne(page).locator('li.day-leg').first().getByRole('combobox', { name: /^Means of travel from Hotel by Shijō to / });
    await expect.poll(() => chosen.inputValue()).toBe('bike');
    // The legs' routes arrive after the plan paints and change the rows' words ("(estimate)" goes): wait for the day to
    // settle as a person does, so a tap does not land where a row was a moment before.
    await expect.poll(async () => (await legsOn(dayOne(page))).filter((leg) => /\(estimate\)$/.test(leg ?? '')).length, { timeout: 30_000 }).toBe(0);
    await dayOne(page).getByRole('button', { name: 'Actions for Pontochō' }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit “Pontochō”' });
    const label = dialog.getByText('The start time is fixed', { exact: true });
    await label.scrollIntoViewIfNeeded();
    expect((await label.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await label.click();
    expect(await dialog.getByRole('checkbox', { name: 'The start time is fixed' }).isChecked()).toBe(true);
    await screenshot(page, 'days-fixed-time-dialog-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(consoleErrors).toEqual([]);
  });
});
