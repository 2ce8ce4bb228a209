/**
 * Discovery, Explore and the start page in Chromium (issue 6): a signed-out
 * visitor lands on /, sees real public trips, explores Lisbon (search, the
 * destination page) and opens a trip; a signed-in traveller sees Home and
 * adds a discovered restaurant to day 2 of their trip, then finds it in the
 * editor. axe on every screen; a screenshot of each.
 *
 * Demo documents are only read; the trip the second journey adds to is made
 * for it (Ana's, private) and removed afterwards.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_URL, axeViolations, openPage, screenshot } from './support/browser';
import { adminDb as db, heading1, signIn, useBrowser } from './support/journey';
import { fakePlaceId } from '../../scripts/places-fake.mjs';

const browser = useBrowser();
const LISBON_TRIP = 'lisbon-food-and-fado';
const LISBON_TITLE = 'Lisbon: food and fado in four days';


/** axe on the screen as it is; signed out, once the network is quiet (signed in, Firestore keeps a channel open). */
async function expectAxeClean(page: Page, { quiet = true } = {}) {
  if (quiet) await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
}

describe('a signed-out visitor', () => {
  it('lands on /, explores Lisbon and opens a trip', async () => {
    const { page, context, consoleErrors, outsideRequests } = await openPage(browser());
    await page.goto(`${APP_URL}/`);
    await heading1(page, 'Plan trips together, day by day');
    // What Wayfare does, one call to plan, and real public trips as examples.
    const start = page.getByRole('link', { name: 'Start planning a trip' });
    expect(await start.getAttribute('href')).toBe('/plan');
    const examples = page.getByRole('region', { name: 'Trips travellers have shared' });
    await examples.getByRole('article').first().waitFor();
    expect(await examples.getByRole('article').count()).toBe(3);
    // Most cloned first: Yuki's Kyoto trip was cloned by Sam. Other journeys
    // running beside this one may clone trips too, so the order is checked as
    // an order (never fewer clones before more), with Kyoto's among them.
    const kyoto = examples.getByRole('article').filter({ hasText: 'Kyoto: temples, gardens and tea' });
    await kyoto.getByText(/^Cloned (once|twice|\d+ times)$/).waitFor();
    const clones = await examples.getByRole('article').evaluateAll((cards) =>
      cards.map((card) => {
        const said = /Cloned (once|twice|(\d+) times)/.exec(card.textContent ?? '');
        return said ? (said[1] === 'once' ? 1 : said[1] === 'twice' ? 2 : Number(said[2])) : 0;
      }),
    );
    expect(clones[0]).toBeGreaterThan(0);
    expect(clones).toEqual([...clones].sort((a, b) => b - a));
    await expectAxeClean(page);
    await screenshot(page, 'discovery-index');

    await examples.getByRole('link', { name: 'Explore every public trip' }).click();
    await heading1(page, 'Explore');
    await page.locator('.explore-grid article').first().waitFor();
    const all = await page.locator('.explore-grid article').count();
    expect(all).toBeGreaterThanOrEqual(5);

    // A destination that is not a city: a message at the field, and what was typed stays.
    const destination = page.getByLabel('Destination');
    await destination.fill('1234');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('alert').filter({ hasText: 'Type a city name' }).waitFor();
    expect(await destination.inputValue()).toBe('1234');
    expect(await destination.getAttribute('aria-invalid')).toBe('true');

    await destination.fill('Lisbon');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`${APP_URL}/explore?destination=Lisbon`);
    // Ana's Lisbon trip; journeys running beside this one may show public copies of it for a while.
    await page.getByRole('status').filter({ hasText: /^\d+ trips? in Lisbon$/ }).waitFor();
    const card = page.locator('.explore-grid article').filter({ has: page.locator(`a[href="/trip/${LISBON_TRIP}"]`) });
    expect(await card.count()).toBe(1);
    await card.getByRole('link', { name: LISBON_TITLE }).waitFor();
    await card.getByRole('link', { name: 'Ana Ribeiro' }).waitFor();
    await card.getByText('4 days').waitFor();
    await expectAxeClean(page);
    await screenshot(page, 'discovery-explore-lisbon');

    // An interest the Lisbon trip does not show: an empty state that says what to do.
    await page.getByLabel('Interest').selectOption('adventure');
    await page.getByRole('heading', { name: 'No public trips in Lisbon, for adventure' }).waitFor();
    await page.getByRole('button', { name: 'Clear the search' }).waitFor();
    await expectAxeClean(page);
    await page.getByLabel('Interest').selectOption('food');
    await card.getByRole('link', { name: LISBON_TITLE }).waitFor();

    // The destination page: its map, top places from our data, and the trips there.
    await page.getByRole('link', { name: 'Lisbon: top places and a map' }).click();
    await page.waitForURL(`${APP_URL}/explore/lisbon`);
    await heading1(page, 'Lisbon');
    await page.getByRole('heading', { name: 'Top sights' }).waitFor();
    await page.getByRole('heading', { name: 'Where to eat' }).waitFor();
    await page.getByRole('region', { name: 'Map of Lisbon' }).waitFor();
    const trips = page.getByRole('region', { name: 'Public itineraries in Lisbon' });
    await trips.getByRole('link', { name: LISBON_TITLE }).waitFor();
    await expectAxeClean(page);
    await screenshot(page, 'discovery-destination-lisbon');

    await trips.getByRole('link', { name: LISBON_TITLE }).click();
    await page.waitForURL(`${APP_URL}/trip/${LISBON_TRIP}`);
    await heading1(page, LISBON_TITLE);
    await page.getByRole('region', { name: /^Day 1/ }).getByRole('listitem').first().waitFor();

    expect(consoleErrors).toEqual([]);
    expect(outsideRequests).toEqual([]);
    await context.close();
  });

  it('says so for a destination we do not know', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(`${APP_URL}/explore/atlantis-nowhere`);
    await heading1(page, 'Destination not found');
    await context.close();
  });
});

const ANA = 'anaRibeiro01';
const TRIP = `e2e-discovery-${Date.now().toString(36)}`;
const TRIP_TITLE = 'Belém and the river';
const place = (name: string, lat: number, lng: number, category: string) => ({
  name,
  address: null,
  geocode: { lat, lng },
  category,
  source: 'Wikidata (CC0)',
});

/** A plan item of the stored shape: an attraction at `p`. */
const item = (id: string, day: number, order: string, title: string, p: Record<string, unknown>) => ({
  id,
  day,
  order,
  type: 'attraction',
  title,
  place: p,
  startTime: null,
  endTime: null,
  timeZone: 'Europe/Lisbon',
  arrival: null,
  endTimeZone: null,
  nights: null,
  optionOf: null,
  notes: null,
  cost: null,
});

async function createAnasTrip() {
  const now = new Date();
  const batch = db().batch();
  batch.set(db().doc(`itineraries/${TRIP}`), {
    title: TRIP_TITLE,
    description: '',
    destinations: ['Lisbon'],
    period: { start: '2027-06-10', end: '2027-06-12' },
    days: 3,
    context: '',
    public: false,
    creatorId: ANA,
    collaborators: { pending: [], accepted: [] },
    clonedFrom: null,
    agentId: null,
    isPaidItinerary: false,
    isManualCreated: true,
    isNotFirst: true,
    threadId: '',
    geocode: { lat: 38.7223, lng: -9.1393 },
    itineraryImageSrc: null,
    createdAt: now,
    updatedAt: now,
  });
  batch.set(db().doc(`itineraries/${TRIP}/items/tower01`), item('tower01', 1, 'a0', 'Torre de Belém', place('Torre de Belém', 38.6916, -9.216, 'sight')));
  batch.set(db().doc(`itineraries/${TRIP}/items/monast01`), item('monast01', 2, 'a0', 'Mosteiro dos Jerónimos', place('Mosteiro dos Jerónimos', 38.6979, -9.2068, 'sight')));
  await batch.commit();
}

afterAll(async () => {
  await db().recursiveDelete(db().doc(`itineraries/${TRIP}`));
});


describe('a signed-in traveller', () => {
  it('sees Home, and adds a discovered restaurant to day 2 in one click', async () => {
    await createAnasTrip();
    const { page, context, consoleErrors, outsideRequests } = await openPage(browser());
    await signIn(page, 'ana@demo.wayfare.test', '/home');
    await heading1(page, 'Home');
    const upcoming = page.getByRole('region', { name: 'Your upcoming trips' });
    await upcoming.getByRole('link', { name: LISBON_TITLE, exact: true }).waitFor();
    await upcoming.getByRole('link', { name: TRIP_TITLE, exact: true }).waitFor();
    // People Ana follows: Marco's public Rome trip.
    const following = page.getByRole('region', { name: 'From people you follow' });
    await following.getByRole('link', { name: /^Rome/ }).first().waitFor();
    expect(await following.getByRole('link', { name: LISBON_TITLE, exact: true }).count()).toBe(0);
    await page.getByRole('region', { name: /^(Popular right now|For a )/ }).getByRole('article').first().waitFor();
    await expectAxeClean(page, { quiet: false });
    await screenshot(page, 'discovery-home');

    // Signed in, / goes to Home.
    await page.goto(`${APP_URL}/`);
    await page.waitForURL(`${APP_URL}/home`);

    await page.goto(`${APP_URL}/discovery`);
    await heading1(page, 'Discover');
    await page.getByRole('link', { name: TRIP_TITLE, exact: true }).click();
    await page.waitForURL(`${APP_URL}/discovery/${TRIP}`);
    await heading1(page, `Discover: ${TRIP_TITLE}`);
    const restaurants = page.getByRole('region', { name: 'Restaurants nearby' });
    const first = restaurants.getByRole('listitem').first();
    await first.waitFor();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    expect(name).not.toBe('');
    await page.getByRole('region', { name: 'Attractions nearby' }).getByRole('listitem').first().waitFor();
    await page.getByRole('region', { name: `Map of places near ${TRIP_TITLE}` }).waitFor();
    await expectAxeClean(page, { quiet: false });

    await page.getByLabel('Add places to').selectOption('2');
    const before = (await db().collection(`itineraries/${TRIP}/items`).get()).size;
    await first.getByRole('button', { name: `Add ${name} to day 2` }).click();
    await first.getByRole('status').filter({ hasText: 'Added to day 2' }).waitFor();
    // One item written, of the editor's own shape, last on day 2.
    await expect.poll(async () => (await db().collection(`itineraries/${TRIP}/items`).get()).size).toBe(before + 1);
    const added = (await db().collection(`itineraries/${TRIP}/items`).where('title', '==', name).get()).docs[0]?.data();
    expect(added).toMatchObject({ day: 2, type: 'restaurant', place: { name } });
    expect(String(added?.order) > 'a0').toBe(true);
    await screenshot(page, 'discovery-trip');

    await first.getByRole('link', { name: 'See it in the plan' }).click();
    await page.waitForURL(`${APP_URL}/organize/${TRIP}`);
    await heading1(page, TRIP_TITLE);
    const day2 = page.getByRole('region', { name: /^Day 2/ });
    await expect
      .poll(() => day2.locator('.plan-item__title').allInnerTexts())
      .toEqual(['Mosteiro dos Jerónimos', name]);

    expect(consoleErrors).toEqual([]);
    expect(outsideRequests).toEqual([]);
    await context.close();
  });
});

describe('a Google place on a trip page', () => {
  it('shows its photo, its credit and its links once opened, and asks a signed-out visitor to sign in', async () => {
    // A stop made from a Google place (the Places stand-in's Time Out Market), as the editor's search keeps it.
    await db()
      .doc(`itineraries/${TRIP}/items/google01`)
      .set({
        ...item('google01', 1, 'a5', 'Lunch at Time Out Market', {
          name: 'Time Out Market Lisboa (Mercado da Ribeira)',
          address: 'Av. 24 de Julho 49, Lisboa',
          geocode: { lat: 38.7069, lng: -9.1459 },
          category: 'food',
          source: 'Google Maps',
          providerId: fakePlaceId('lisbon/time-out-market'),
          fetchedAt: Date.now() - 60_000,
        }),
        type: 'restaurant',
      });
    await db().doc(`itineraries/${TRIP}`).update({ public: true });

    const { page, context, consoleErrors, outsideRequests } = await openPage(browser());
    await signIn(page, 'ana@demo.wayfare.test', `/trip/${TRIP}`);
    await heading1(page, TRIP_TITLE);
    const toggle = page.getByRole('button', { name: 'Photos and details of Time Out Market Lisboa (Mercado da Ribeira)' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const details = page.getByRole('region', { name: 'About Time Out Market Lisboa (Mercado da Ribeira)' });
    const photo = details.getByRole('img', { name: 'Time Out Market Lisboa (Mercado da Ribeira), as a visitor photographed it' });
    await photo.waitFor();
    // The photo really arrived (from the stand-in's photo service), with its author.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await details.getByRole('link', { name: 'Wayfare test photos' }).waitFor();
    await details.getByRole('link', { name: 'Open in Google Maps' }).waitFor();
    await details.getByText('Google Maps', { exact: true }).first().waitFor();
    await expectAxeClean(page, { quiet: false });
    await screenshot(page, 'trip-place-details');
    expect(consoleErrors).toEqual([]);
    expect(outsideRequests).toEqual([]);
    await context.close();

    const visitor = await openPage(browser());
    await visitor.page.goto(`${APP_URL}/trip/${TRIP}`);
    await heading1(visitor.page, TRIP_TITLE);
    await visitor.page.getByRole('button', { name: 'Photos and details of Time Out Market Lisboa (Mercado da Ribeira)' }).click();
    await visitor.page
      .getByText('Sign in to see photos, the rating and the opening hours of Time Out Market Lisboa (Mercado da Ribeira) from Google Maps.')
      .waitFor();
    expect(visitor.consoleErrors).toEqual([]);
    await visitor.context.close();
  });
});
