/**
 * Names from everywhere in the PDFs, and stops at the same spot on the maps
 * (issue 14, items 17 and 18), on a trip and a proposal written here past the
 * rules: the trip PDF and the proposal PDF (one renderer) keep Japanese,
 * Polish, Icelandic and Turkish names and the euro sign in their text layer;
 * on the trip map and the proposal's day map, two stops at identical
 * coordinates are one group, and once it is opened both are visible, apart,
 * named and reachable. The trip is public: the refused read on an owner's
 * private trip is issue 14, item 12.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_URL, axeViolations, openPage, screenshot } from './support/browser';
import { pdfText, streamStrings } from './support/files';
import { openGroupsUntil } from './support/map';
import { adminDb as db, heading1, signIn, useBrowser } from './support/journey';

const browser = useBrowser();
const SOURCE_TRIP = 'lisbon-food-and-fado';
const TRIP = 'e2e-world-names';
const TRIP_TITLE = 'Kyoto, Kraków, Reykjavík and İstanbul';
const SOURCE_PROPOSAL = 'pr_Q4nT8wLz2Xc6Vb1Kd9Ms';
const PROPOSAL = 'pr_e2eWorldNames7Kq2Vx9Lp4';
const PROPOSAL_TITLE = 'Kyoto and Kraków: your autumn trip';

const PONTOCHO = { lat: 35.00503, lng: 135.77071 };
const STOPS = [
  { day: 1, order: 'a0', title: 'Lunch at 先斗町', geocode: PONTOCHO, cost: { amount: 4550, currency: 'EUR' } },
  // Exactly at the same spot as the lunch.
  { day: 1, order: 'a1', title: 'Tea at 先斗町 Kaburenjo', geocode: PONTOCHO, cost: null },
  { day: 2, order: 'a0', title: 'Rynek Główny, Kraków', geocode: { lat: 50.06169, lng: 19.93725 }, cost: null },
  { day: 3, order: 'a0', title: 'Hallgrímskirkja, Reykjavík', geocode: { lat: 64.14192, lng: -21.92654 }, cost: null },
  { day: 4, order: 'a0', title: 'Ayasofya, İstanbul', geocode: { lat: 41.00852, lng: 28.98018 }, cost: null },
];
const WORDS = ['Lunch at 先斗町', 'Tea at 先斗町 Kaburenjo', 'Rynek Główny, Kraków', 'Hallgrímskirkja, Reykjavík', 'Ayasofya, İstanbul'];

async function writeTrip(): Promise<void> {
  const source = await db().doc(`itineraries/${SOURCE_TRIP}`).get();
  const base = (await db().collection(`itineraries/${SOURCE_TRIP}/items`).get()).docs.map((d) => d.data()).find((item) => item.day === 1 && item.place);
  if (!base) throw new Error('The seeded Lisbon trip has no first-day place to copy.');
  await db()
    .doc(`itineraries/${TRIP}`)
    .set({ ...source.data(), title: TRIP_TITLE, days: 4, period: { start: '2027-10-04', end: '2027-10-07' }, public: true });
  const batch = db().batch();
  STOPS.forEach((stop, index) => {
    const id = `world-${index + 1}`;
    batch.set(db().doc(`itineraries/${TRIP}/items/${id}`), {
      ...base,
      id,
      day: stop.day,
      order: stop.order,
      title: stop.title,
      notes: null,
      startTime: null,
      endTime: null,
      cost: stop.cost,
      place: { ...base.place, name: stop.title, address: null, geocode: stop.geocode },
    });
  });
  await batch.commit();
}

async function writeProposal(): Promise<void> {
  const source = (await db().doc(`proposals/${SOURCE_PROPOSAL}`).get()).data();
  if (!source) throw new Error('The seeded proposal is missing.');
  const [first] = source.options as Array<Record<string, unknown>>;
  const plan = [1, 2].map((day) => ({
    day,
    stops: STOPS.filter((stop) => (day === 1 ? stop.day === 1 : stop.day > 1)).map((stop) => ({
      title: stop.title,
      type: 'activity',
      time: null,
      geocode: stop.geocode,
    })),
  }));
  await db()
    .doc(`proposals/${PROPOSAL}`)
    .set({
      ...source,
      title: PROPOSAL_TITLE,
      status: 'sent',
      message: 'Two days in Kyoto’s Pontochō (先斗町), then Kraków, Reykjavík and İstanbul.',
      options: [{ ...first, label: 'Autumn in Kyoto and Kraków', summary: 'Pontochō, Rynek Główny, Hallgrímskirkja, Ayasofya.', breakdown: [], price: { amount: 489000, currency: 'EUR' }, plan }],
      clientName: null,
      respondedAt: null,
      acceptedOptionIndex: null,
    });
}

afterAll(async () => {
  const items = await db().collection(`itineraries/${TRIP}/items`).get();
  const batch = db().batch();
  for (const item of items.docs) batch.delete(item.ref);
  batch.delete(db().doc(`itineraries/${TRIP}`));
  batch.delete(db().doc(`proposals/${PROPOSAL}`));
  await batch.commit();
});

/** The group the two stops at Pontochō make on a map. */
const SAME_SPOT = /^Group of 2 places: 2 of day 1$/;

/** Both markers are drawn apart (no disc over the other's centre) and each is the topmost element at its own centre. */
async function expectBothVisible(page: Page, first: Locator, second: Locator): Promise<void> {
  await first.waitFor({ timeout: 15_000 });
  await second.waitFor();
  await first.scrollIntoViewIfNeeded();
  const a = (await first.boundingBox())!;
  const b = (await second.boundingBox())!;
  const centre = (box: typeof a) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  expect(Math.hypot(centre(a).x - centre(b).x, centre(a).y - centre(b).y)).toBeGreaterThanOrEqual(28);
  for (const [locator, box] of [
    [first, a],
    [second, b],
  ] as const) {
    const { x, y } = centre(box);
    const topmost = await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest('.leaflet-marker-icon')?.getAttribute('aria-label') ?? null, [x, y]);
    expect(topmost).toBe(await locator.getAttribute('aria-label'));
  }
}

async function downloadText(page: Page, scope: Locator, fileName: string): Promise<{ text: string; streams: string }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), scope.getByRole('button', { name: 'Download PDF' }).click()]);
  const path = join(process.cwd(), 'test-results', fileName);
  await download.saveAs(path);
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  return { text: pdfText(path).text, streams: streamStrings(readFileSync(path)) };
}

describe('names from everywhere and stops at one spot', () => {
  it('a trip: both co-located stops on the map, and its PDF text keeps every name and the euro sign', { timeout: 240_000 }, async () => {
    await writeTrip();
    const { page, context, consoleErrors, outsideRequests } = await openPage(browser());
    await signIn(page, 'ana@demo.wayfare.test', `/trip/${TRIP}`);
    await heading1(page, TRIP_TITLE);

    const lunch = page.getByRole('button', { name: 'Day 1, stop 1: Lunch at 先斗町 (same place as stop 2)', exact: true });
    const tea = page.getByRole('button', { name: 'Day 1, stop 2: Tea at 先斗町 Kaburenjo (same place as stop 1)', exact: true });
    // The two are one group on the map until it is opened: then they are fanned out round their spot.
    await openGroupsUntil(page.getByRole('region', { name: `Map of ${TRIP_TITLE}` }), lunch, SAME_SPOT);
    await expectBothVisible(page, lunch, tea);
    // Each is reached by keyboard, one after the other.
    await lunch.focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(await tea.getAttribute('aria-label'));
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'world-names-trip');

    const { text, streams } = await downloadText(page, page.getByRole('region', { name: 'Export' }), 'world-names-trip.pdf');
    for (const words of [TRIP_TITLE, ...WORDS, 'Cost: €45.50']) {
      expect(text, words).toContain(words);
      expect(streams, words).toContain(words);
    }
    expect(text).not.toMatch(/Pontoch\?|Krak\?w|\?stanbul/);
    expect(outsideRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a proposal by link: both co-located stops on its day map, and its PDF text keeps every name and the euro sign', { timeout: 240_000 }, async () => {
    await writeProposal();
    const { page, context, consoleErrors, outsideRequests } = await openPage(browser());
    await page.goto(`${APP_URL}/proposals/${PROPOSAL}`);
    await heading1(page, PROPOSAL_TITLE);
    // The day map's region is a placeholder until Leaflet has loaded, then the map itself.
    const dayMap = page.getByRole('region', { name: 'Map of Autumn in Kyoto and Kraków, day 1' });
    const lunch = dayMap.getByRole('button', { name: 'Day 1, stop 1: Lunch at 先斗町 (same place as stop 2)', exact: true });
    const tea = dayMap.getByRole('button', { name: 'Day 1, stop 2: Tea at 先斗町 Kaburenjo (same place as stop 1)', exact: true });
    await openGroupsUntil(dayMap, lunch, SAME_SPOT);
    await expectBothVisible(page, lunch, tea);
    await screenshot(page, 'world-names-proposal');

    const { text, streams } = await downloadText(page, page.locator('main'), 'world-names-proposal.pdf');
    for (const words of [PROPOSAL_TITLE, ...WORDS, '€4,890.00']) {
      expect(text, words).toContain(words);
      expect(streams, words).toContain(words);
    }
    expect(outsideRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
