/**
 * The itinerary map and the exports in Chromium (issue 4), on Ana's seeded
 * Lisbon trip: every stop on the map (close ones as groups), each day alone in
 * its colour with its route line, marker highlight by mouse and keyboard, the
 * PDF (text checked) and the calendar file (first item at the right UTC time).
 *
 * Demo documents are only read.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateNKeysBetween } from 'fractional-indexing';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DAY_PALETTE, IDEAS_COLOUR } from '../../src/domain/itineraries/colours';
import { axeViolations, openPage, screenshot } from './support/browser';
import { openGroupsUntil, placesOnMap } from './support/map';
import { icsEvents, pdfText, streamStrings } from './support/files';
import { adminDb as db, heading1, signIn, useBrowser } from './support/journey';

const browser = useBrowser();
const TRIP = 'lisbon-food-and-fado';
const TITLE = 'Lisbon: food and fado in four days';
/** Stops per day in the seed (scripts/seed-data/itineraries.json), and two ideas. */
const STOPS_PER_DAY = [5, 4, 4, 3];
const IDEAS = 2;

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}


async function openTrip() {
  const watched = await openPage(browser(), { motion: true });
  await signIn(watched.page, 'ana@demo.wayfare.test', `/trip/${TRIP}`);
  await heading1(watched.page, TITLE);
  return watched;
}


const LONG_TRIP = 'e2e-long-lisbon-month';
const LONG_DAYS = 30;
const PER_DAY = 12;

/** A 30-day copy of the Lisbon trip with 12 stops a day (360 items), written past the rules. */
async function writeLongTrip(): Promise<void> {
  const source = await db().doc(`itineraries/${TRIP}`).get();
  const items = (await db().collection(`itineraries/${TRIP}/items`).get()).docs.map((d) => d.data());
  const dayItems = items.filter((item) => item.day !== null);
  await db()
    .doc(`itineraries/${LONG_TRIP}`)
    .set({ ...source.data(), title: 'A month in Lisbon', period: { start: '2027-06-01', end: '2027-06-30' }, days: LONG_DAYS });
  const orders = generateNKeysBetween(null, null, PER_DAY);
  let batch = db().batch();
  let writes = 0;
  for (let day = 1; day <= LONG_DAYS; day += 1) {
    for (let i = 0; i < PER_DAY; i += 1) {
      const base = dayItems[(day * PER_DAY + i) % dayItems.length]!;
      const id = `d${day}-${i + 1}`;
      batch.set(db().doc(`itineraries/${LONG_TRIP}/items/${id}`), {
        ...base,
        id,
        day,
        order: orders[i],
        title: `Day ${day} stop ${i + 1}: ${base.place?.name ?? base.title}`,
      });
      writes += 1;
      if (writes % 400 === 0) {
        await batch.commit();
        batch = db().batch();
      }
    }
  }
  await batch.commit();
}

afterAll(async () => {
  const items = await db().collection(`itineraries/${LONG_TRIP}/items`).get();
  const batch = db().batch();
  for (const item of items.docs) batch.delete(item.ref);
  batch.delete(db().doc(`itineraries/${LONG_TRIP}`));
  await batch.commit();
});

const marker = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe('the itinerary map', () => {
  it('shows every stop (those close together as groups), each day alone in its colour with its route, and highlights by mouse and keyboard', async () => {
    const { page, context, consoleErrors, outsideRequests } = await openTrip();
    const map = page.getByRole('region', { name: `Map of ${TITLE}` });
    await map.waitFor();
    // The whole trip: every place is on the map, as a marker of its own or counted in a group.
    await expect.poll(() => placesOnMap(map), { timeout: 15_000 }).toBe(STOPS_PER_DAY.reduce((a, b) => a + b) + IDEAS);
    expect(await page.locator('path.map-route').count()).toBe(STOPS_PER_DAY.length);
    // Motion is on here (the system asks for none less): the map glides and fades.
    expect(await page.locator('.leaflet-container').getAttribute('class')).toContain('leaflet-fade-anim');
    for (const name of await map.locator('.map-cluster').evaluateAll((all) => all.map((group) => group.getAttribute('aria-label')))) {
      expect(name).toMatch(/^Group of \d+ places: /);
    }
    // Ideas (not on a day) are grey, with no route.
    const ideas = await page.locator('.leaflet-marker-icon.map-marker[data-day="idea"] .map-marker__pin').evaluateAll((all) => all.map((pin) => getComputedStyle(pin).backgroundColor));
    for (const colour of ideas) expect(colour).toBe(rgb(IDEAS_COLOUR));

    // The view fits the trip: every marker and group lies inside the map's box, none clipped at its edges.
    const box = (await map.locator('.itinerary-map__canvas').boundingBox())!;
    const discs = await map
      .locator('.leaflet-marker-icon.map-marker, .leaflet-marker-icon.map-cluster')
      .evaluateAll((all) =>
        all.map((disc) => {
          const { left, right, top, bottom } = disc.getBoundingClientRect();
          return { name: disc.getAttribute('aria-label'), left, right, top, bottom };
        }),
      );
    for (const disc of discs) {
      expect(disc.left, `${disc.name}`).toBeGreaterThanOrEqual(box.x);
      expect(disc.right, `${disc.name}`).toBeLessThanOrEqual(box.x + box.width);
      expect(disc.top, `${disc.name}`).toBeGreaterThanOrEqual(box.y);
      expect(disc.bottom, `${disc.name}`).toBeLessThanOrEqual(box.y + box.height);
    }
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'itinerary-map');

    // One day at a time: only its stops, in its colour, numbered in plan order, and its route through all of them.
    for (const [index, stops] of STOPS_PER_DAY.entries()) {
      const day = index + 1;
      await map.getByRole('button', { name: `Day ${day} on the map` }).click();
      await expect.poll(() => placesOnMap(map), { message: `places of day ${day}` }).toBe(stops);
      expect(await page.locator(`.leaflet-marker-icon.map-marker:not([data-day="${day}"])`).count(), `other days' markers with day ${day}`).toBe(0);
      const pins = page.locator(`.leaflet-marker-icon.map-marker[data-day="${day}"] .map-marker__pin`);
      const colours = await pins.evaluateAll((all) => all.map((pin) => getComputedStyle(pin).backgroundColor));
      expect(new Set(colours), `colour of day ${day}`).toEqual(new Set([rgb(DAY_PALETTE[index]!)]));
      for (const number of await pins.allInnerTexts()) expect(Number(number)).toBeLessThanOrEqual(stops);
      // The day's path, leg by leg from stop to stop, in its colour, and no other day's line.
      expect(await page.locator('path.map-route').count(), `whole-trip lines with day ${day}`).toBe(0);
      const legs = page.locator('path.map-leg');
      expect(await legs.count(), `legs of day ${day}`).toBeGreaterThanOrEqual(stops - 1);
      for (const leg of await legs.all()) {
        expect(await leg.getAttribute('class')).toContain(`map-leg--day-${day}`);
        expect(await leg.getAttribute('stroke')).toBe(DAY_PALETTE[index]);
      }
    }

    // Day 3 comes back to Alfama for the evening: the two stops at that spot are one group, fanned out when opened.
    await map.getByRole('button', { name: 'Day 3 on the map' }).click();
    const afternoon = marker(page, 'Day 3, stop 2: Alfama (same place as stop 4)');
    const evening = marker(page, 'Day 3, stop 4: Fado night in Alfama (same place as stop 2)');
    await openGroupsUntil(map, evening);
    await afternoon.waitFor();
    const [a, b] = [(await afternoon.boundingBox())!, (await evening.boundingBox())!];
    expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(28);

    // Hover highlights: larger, outlined, in front.
    await map.getByRole('button', { name: 'Day 2 on the map' }).click();
    const lxFactory = marker(page, 'Day 2, stop 4: LX Factory');
    await lxFactory.hover();
    await expect.poll(() => lxFactory.getAttribute('class')).toMatch(/map-marker--highlighted/);
    const size = await lxFactory.boundingBox();
    expect(size?.width).toBe(36);
    await page.mouse.move(5, 5);
    await expect.poll(() => lxFactory.getAttribute('class')).not.toMatch(/map-marker--highlighted/);

    // Keyboard: stops are reachable with Tab and highlight when focused.
    await map.getByRole('button', { name: 'Day 1 on the map' }).click();
    const first = marker(page, 'Day 1, stop 1: Praça do Comércio');
    await first.focus();
    await page.keyboard.press('Tab');
    const focused = page.locator('.leaflet-marker-icon:focus');
    await expect.poll(() => focused.count()).toBe(1);
    await expect.poll(() => focused.getAttribute('class')).toMatch(/map-marker--highlighted/);

    expect(await page.locator('.leaflet-control-attribution').innerText()).toMatch(/Natural Earth/);
    expect(await axeViolations(page)).toEqual([]);

    // The offline basemap: a plain background at street zoom, coastlines and borders further out.
    await map.getByRole('button', { name: 'Whole trip on the map' }).click();
    const canvas = map.locator('.itinerary-map__canvas');
    expect(await canvas.getAttribute('data-basemap')).toBe('plain');
    const zoomOut = async (steps: number) => {
      for (let i = 0; i < steps; i += 1) {
        await map.getByRole('button', { name: 'Zoom out' }).click();
        await page.waitForTimeout(400); // Leaflet drops a click made during its zoom animation
      }
    };
    await zoomOut(5);
    await expect.poll(() => canvas.getAttribute('data-basemap'), { timeout: 10_000 }).toBe('detailed');
    expect(await page.locator('.leaflet-basemap-pane path').count()).toBeGreaterThan(0);
    await map.screenshot({ path: 'test-results/screenshots/itinerary-map-region.png' });
    await zoomOut(4);
    await expect.poll(() => canvas.getAttribute('data-basemap')).toBe('coarse');
    expect(outsideRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('exports', () => {
  it('downloads a PDF with the title and the places, and a calendar file with the first stop at its UTC time', async () => {
    const { page, context, consoleErrors, outsideRequests } = await openTrip();
    const exports = page.getByRole('region', { name: 'Export' });
    await exports.waitFor();

    const [pdfDownload] = await Promise.all([
      page.waitForEvent('download', { timeout: 45_000 }),
      exports.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdfDownload.suggestedFilename()).toBe('lisbon-food-and-fado-in-four-days.pdf');
    // Kept next to the screenshots, to look at.
    const pdfPath = join(process.cwd(), 'test-results', 'itinerary-export.pdf');
    await pdfDownload.saveAs(pdfPath);
    expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = pdfText(pdfPath);
    // The reading used where pdftotext is not installed finds the same words.
    const streams = streamStrings(readFileSync(pdfPath));
    expect(streams).toContain(TITLE);
    expect(streams).toContain('Praça do Comércio');
    expect(text).toContain(TITLE);
    expect(text).toContain('Praça do Comércio');
    expect(text).toContain('Torre de Belém');
    await exports.getByRole('status').getByText('PDF ready: lisbon-food-and-fado-in-four-days.pdf').waitFor();

    const [icsDownload] = await Promise.all([
      page.waitForEvent('download'),
      exports.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
    ]);
    expect(icsDownload.suggestedFilename()).toBe('lisbon-food-and-fado-in-four-days.ics');
    const ics = readFileSync(await icsDownload.path(), 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const events = icsEvents(ics);
    expect(events).toHaveLength(STOPS_PER_DAY.reduce((a, b) => a + b));
    const earliest = [...events].sort((a, b) => (a.DTSTART ?? '').localeCompare(b.DTSTART ?? ''))[0];
    // Friday 14 May 2027, 10:00 in Lisbon (summer time, UTC+1).
    expect(earliest).toMatchObject({ SUMMARY: 'Praça do Comércio', DTSTART: '20270514T090000Z', DTEND: '20270514T094500Z' });

    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'itinerary-exports');
    await page.setViewportSize({ width: 390, height: 844 });
    await exports.getByRole('button', { name: 'Download PDF' }).waitFor();
    await page.locator('.leaflet-marker-icon').first().waitFor();
    await screenshot(page, 'itinerary-exports-phone');
    expect(outsideRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('exports of a long trip', () => {
  it('makes the PDF of a 30-day trip with 360 stops, every day in it', { timeout: 180_000 }, async () => {
    await writeLongTrip();
    const { page, context, consoleErrors } = await openPage(browser(), { motion: true });
    await signIn(page, 'ana@demo.wayfare.test', `/trip/${LONG_TRIP}`);
    await heading1(page, 'A month in Lisbon');
    const exports = page.getByRole('region', { name: 'Export' });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 150_000 }),
      exports.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const path = join(process.cwd(), 'test-results', 'itinerary-export-long.pdf');
    await download.saveAs(path);
    const pages = readFileSync(path).toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
    expect(pages).toBeGreaterThan(15);
    const { text } = pdfText(path);
    expect(text).toContain('A month in Lisbon');
    for (const day of [1, 15, 30]) expect(text, `day ${day}`).toContain(`Day ${day} stop ${PER_DAY}:`);
    expect(text).toMatch(/Day 30 · Wednesday,? 30 June 2027/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
