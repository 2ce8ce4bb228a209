/**
 * "Plan it for me" in Chromium against the emulators (issue 5): Ana types a
 * request on /plan; a request without a city we know is refused at the field
 * with its text kept; "4 days in Lisbon, food and history, slow pace" becomes
 * a 4-day trip of real Lisbon places, written day by day, and she lands in
 * the editor with the plan on the map.
 *
 * Every trip this test creates is removed afterwards; demo data is not touched.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { axeViolations, openPage, screenshot } from './support/browser';
import { placesOnMap } from './support/map';
import { adminDb as db, heading1, signIn, useBrowser, removeTrips } from './support/journey';

const browser = useBrowser();
const ANA = 'anaRibeiro01';
const REQUEST = '4 days in Lisbon, food and history, slow pace';
/** Lisbon's centre; every stop of a city day is within 50 km of it. */
const LISBON = { lat: 38.7223, lng: -9.1393 };


const created: string[] = [];
afterAll(async () => {
  await removeTrips(created);
});


function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const dayRows = (page: Page, day: number) =>
  page.getByRole('region', { name: new RegExp(`^Day ${day}\\b`) }).getByRole('list', { name: /^Items of/ }).locator(':scope > li.plan-item');

describe('Plan it for me', () => {
  it('turns a request into a 4-day Lisbon trip on the map, with progress, stored day by day', async () => {
    const { page, context, consoleErrors } = await openPage(browser());
    await signIn(page, 'ana@demo.wayfare.test', '/plan');
    await heading1(page, 'Plan a trip');
    const field = page.getByRole('textbox', { name: 'Your trip in a sentence' });

    // Starter prompts are there and fill the field.
    const starters = page.getByRole('group', { name: 'Try one of these' }).getByRole('button');
    expect(await starters.count()).toBeGreaterThanOrEqual(3);
    await starters.first().click();
    expect(await field.inputValue()).toBe(await starters.first().innerText());

    // A city the planner does not know: a message at the field, the text kept.
    await field.fill('4 days in Zzyzxville, food and history');
    await page.getByRole('button', { name: 'Plan it for me' }).click();
    await page.getByText('I could not find a city I know in your request.', { exact: false }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.inputValue()).toBe('4 days in Zzyzxville, food and history');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'assistant-plan-unknown-city');

    // Every status and summary shown on the way, recorded as it appears (the page moves on at once).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      new MutationObserver(() => {
        const status = document.querySelector('.assistant-plan__status')?.textContent ?? '';
        const understood = document.querySelector('.assistant-plan__understood')?.textContent ?? '';
        const last = seen.at(-1);
        const now = `${status} | ${understood}`;
        if (now !== last && (status || understood)) seen.push(now);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await field.fill(REQUEST);
    await page.getByRole('button', { name: 'Plan it for me' }).click();
    await page.waitForURL(/\/organize\/[A-Za-z0-9_-]{4,64}$/, { timeout: 45_000 });
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    created.push(id);
    await heading1(page, '4 days in Lisbon');

    const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
    expect(seen.some((s) => s.startsWith('Day 1 of 4 ready')), seen.join('\n')).toBe(true);
    expect(seen.some((s) => s.startsWith('Day 4 of 4 ready') || s.startsWith('All 4 days ready')), seen.join('\n')).toBe(true);
    expect(seen.some((s) => s.includes('What I understood') && /Pace\s*Slow/.test(s) && s.includes('What I assumed')), seen.join('\n')).toBe(true);

    // The editor: four days of places, and their markers on the map.
    for (const day of [1, 2, 3, 4]) {
      await expect.poll(() => dayRows(page, day).count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    }
    await expect.poll(() => placesOnMap(page), { timeout: 15_000 }).toBeGreaterThan(8);
    expect(await page.locator('path.map-route').count()).toBeGreaterThanOrEqual(4);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'assistant-plan-editor');

    // Stored: an assistant-made trip of 4 days, its items with coordinates, real Lisbon places.
    const trip = (await db().doc(`itineraries/${id}`).get()).data();
    expect(trip).toMatchObject({ title: '4 days in Lisbon', destinations: ['Lisbon'], days: 4, creatorId: ANA, isManualCreated: false, context: REQUEST });
    await expect
      .poll(async () => (await db().collection(`itineraries/${id}/items`).get()).docs.filter((d) => d.data().day !== null).map((d) => d.data().day as number), { timeout: 15_000 })
      .toEqual(expect.arrayContaining([1, 2, 3, 4]));
    const items = (await db().collection(`itineraries/${id}/items`).get()).docs.map((d) => d.data());
    const days = new Set(items.map((item) => item.day).filter((day) => day !== null));
    expect([...days].sort()).toEqual([1, 2, 3, 4]);
    for (const item of items) {
      // A long wait in a day is a note saying it is free on purpose, with no place; everything else is on the map.
      if (item.type === 'note') expect(item).toMatchObject({ title: 'Free time', place: null });
      else expect(item.place?.geocode, item.title as string).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    }
    const curated = items.filter((item) => item.place?.approximate === false);
    expect(curated.length).toBeGreaterThanOrEqual(8);
    for (const item of items.filter((i) => i.day !== null && i.type !== 'transport' && i.type !== 'note')) {
      // A day trip (day 3 of 4) may leave the city; the other days stay in it.
      if (item.day !== 3) expect(km(item.place.geocode, LISBON), item.title as string).toBeLessThan(50);
    }
    expect(items.some((item) => /Castelo de São Jorge|Mosteiro dos Jerónimos|Torre de Belém|Alfama/.test(item.title as string))).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps a planned place\u2019s opening hours, so the editor warns when a stop is moved to a closed time', async () => {
    const { page, context, consoleErrors } = await openPage(browser());
    await signIn(page, 'ana@demo.wayfare.test', '/plan');
    await heading1(page, 'Plan a trip');
    // 6 December 2026 is a Sunday; Mexico City's vegan places to eat in our data carry their hours (OpenStreetMap), and a vegan trip eats there.
    await page.getByRole('textbox', { name: 'Your trip in a sentence' }).fill('3 days in Mexico City from 2026-12-06, vegan food and culture');
    await page.getByRole('button', { name: 'Plan it for me' }).click();
    await page.waitForURL(/\/organize\/[A-Za-z0-9]+$/, { timeout: 60_000 });
    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    created.push(id);

    // The first planned meal whose place has hours: set it two hours after its place closes.
    const items = async () => (await db().collection(`itineraries/${id}/items`).get()).docs.map((d) => d.data());
    await expect.poll(async () => (await items()).some((item) => item.type === 'restaurant' && item.place?.hours), { timeout: 15_000 }).toBe(true);
    const meal = (await items()).find((item) => item.type === 'restaurant' && item.day !== null && item.place?.hours)!;
    // Day 1 is a Sunday (weekday 0), day 2 a Monday…: two hours after the place closes that day.
    const hours = meal.place.hours as string[];
    const that = hours.find((period) => period.startsWith(`${((meal.day as number) - 1) % 7} `)) ?? hours[0]!;
    const closes = that.slice(-5);
    const late = `${String((Number(closes.slice(0, 2)) + 2) % 24).padStart(2, '0')}:${closes.slice(3)}`;
    const row = page.locator('li.plan-item', { hasText: meal.title as string }).first();
    await row.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Starts').fill(late);
    await dialog.getByText(`${meal.place.name as string} is closed at ${late}`, { exact: false }).waitFor();
    await screenshot(page, 'assistant-plan-closed-warning');
    await page.keyboard.press('Escape');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
