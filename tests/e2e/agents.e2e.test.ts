/**
 * The agent's journey in Chromium (issue 7): Nora (Northstar Journeys) adds a
 * client, prices a quote in line items, makes a proposal with two options and
 * sends it; the client opens the link signed out in a fresh browser, compares
 * the options side by side with their days and maps, and accepts with their
 * name; Nora sees it viewed, then accepted, without reloading; the PDF
 * carries the agency's name and the total. A traveller sends a trip request
 * from the agent's profile.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FieldValue } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { APP_URL, axeViolations, openPage, screenshot } from './support/browser';
import { pdfText } from './support/files';
import { adminDb as db, heading1, useBrowser } from './support/journey';

const browser = useBrowser();


async function signIn(page: Page, email: string, next: string) {
  await page.goto(`${APP_URL}/auth?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wayfare-demo');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === next.split('?')[0]);
}

/** Picks an option's itinerary by title: its label goes on with the trip's dates and when it was changed. */
async function chooseItinerary(page: Page, field: string, title: string) {
  const select = page.getByLabel(field);
  const value = await select.locator('option').filter({ hasText: `${title} · ` }).getAttribute('value');
  await select.selectOption(value ?? '');
}

const CLIENT = `Inês Duarte ${Date.now().toString(36)}`;
// Hotel: 4 x 200.00, 12 % markup, 6 % tax = 949.76; flights: 2 x 150.00, 12 % markup = 336.00.
const QUOTE_TOTAL = '€1,285.76';
const QUOTE_TOTAL_DIGITS = '1,285.76';
const PER_PERSON = '€642.88';

describe('agents: client, quote, proposal, answer, PDF', () => {
  it('runs from a new client to an accepted proposal the agent sees live', { timeout: 240_000 }, async () => {
    const agent = await openPage(browser());
    const { page } = agent;
    await signIn(page, 'nora@demo.wayfare.test', '/proposals');
    await heading1(page, 'Proposals');
    await page.getByText('Northstar Journeys').first().waitFor();

    // A new client, found by search.
    await page.getByRole('link', { name: 'Clients' }).click();
    await page.getByRole('button', { name: 'Add a client' }).click();
    await page.getByRole('button', { name: 'Save client' }).click();
    await page.getByText('Enter the client’s name.').waitFor();
    await page.getByLabel('Client name').fill(CLIENT);
    await page.getByLabel('E-mail (optional)').fill('not-an-email');
    await page.getByRole('button', { name: 'Save client' }).click();
    await page.getByText('Enter an e-mail such as emma@example.com, or leave it empty.').waitFor();
    expect(await page.getByLabel('Client name').inputValue()).toBe(CLIENT);
    await page.getByLabel('E-mail (optional)').fill('ines@example.com');
    await page.getByRole('button', { name: 'Save client' }).click();
    const clientCard = page.getByRole('listitem', { name: CLIENT });
    await clientCard.waitFor();
    await page.getByLabel('Search clients').fill('Emma');
    await page.getByRole('listitem', { name: 'Emma Walsh & Liam Byrne' }).waitFor();
    expect(await clientCard.count()).toBe(0);
    await page.getByLabel('Search clients').fill('');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'agents-clients');

    // A quote for the client, priced in line items.
    await clientCard.getByRole('link', { name: 'New quote' }).click();
    await heading1(page, 'Quotes');
    await page.getByLabel('Destination').fill('Lisbon and Sintra');
    await page.getByLabel('From', { exact: true }).fill('2027-05-10');
    await page.getByLabel('To', { exact: true }).fill('2027-05-14');
    await page.getByRole('button', { name: 'Create quote' }).click();
    await page.waitForURL(/\/quote\/qt_/);
    await heading1(page, 'Quote');
    await page.getByRole('button', { name: 'Add a line' }).click();
    await page.getByLabel('Description, line 1').fill('Boutique hotel in Alfama, per night');
    await page.getByLabel('Quantity, line 1').fill('4');
    await page.getByLabel('Unit cost, line 1').fill('200');
    expect(await page.getByLabel('Markup %, line 1').inputValue()).toBe('12');
    await page.getByLabel('Tax %, line 1').fill('6');
    await page.getByRole('button', { name: 'Add a line' }).click();
    await page.getByLabel('Type, line 2').selectOption('flight');
    await page.getByLabel('Description, line 2').fill('Flights to Lisbon');
    await page.getByLabel('Quantity, line 2').fill('2');
    await page.getByLabel('Unit cost, line 2').fill('150.001');
    await page.getByRole('button', { name: 'Save quote' }).click();
    await page.getByText('Enter an amount with at most 2 decimals, e.g. 120.50.').waitFor();
    await page.getByLabel('Unit cost, line 2').fill('150');
    const totals = page.getByRole('region', { name: 'Quote totals' });
    await expect.poll(() => page.getByTestId('quote-total').textContent()).toBe(QUOTE_TOTAL);
    await totals.getByText(PER_PERSON).waitFor();
    await page.getByRole('button', { name: 'Save quote' }).click();
    await page.getByText('Quote saved.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'agents-quote');

    // A proposal from the quote with two options, sent.
    await page.getByRole('link', { name: 'Make a proposal from this quote' }).click();
    await page.getByRole('heading', { name: 'New proposal' }).waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('Your trip to Lisbon and Sintra');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.getByText('Add at least one option: an itinerary with its price.').waitFor();
    await page.getByRole('button', { name: 'Add an option' }).click();
    await chooseItinerary(page, 'Option 1 itinerary', 'Portugal honeymoon: Lisbon and Porto');
    await page.getByText(/days copied from the itinerary/).first().waitFor();
    await page.getByRole('button', { name: `Use the quote’s total (${QUOTE_TOTAL})` }).click();
    await page.getByLabel('Option 1 name').fill('City break: Lisbon and Porto');
    await page.getByRole('button', { name: 'Add an option' }).click();
    await chooseItinerary(page, 'Option 2 itinerary', 'Portugal honeymoon: Lisbon and Sintra');
    await page.getByLabel('Option 2 name').fill('Slow days: Lisbon and Sintra');
    await page.getByLabel('Option 2 price (EUR, taxes included)').fill('1190');
    await expect.poll(() => page.getByText(/days copied from the itinerary/).count()).toBe(2);
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.waitForURL(/\/proposals\/pr_/);
    await page.getByText('Draft', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Send to client' }).click();
    const link = await page.getByTestId('proposal-link').textContent();
    expect(link).toMatch(/\/proposals\/pr_[A-Za-z0-9_-]{24}$/);
    await page.locator('.agents-badge', { hasText: 'Sent' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'agents-proposal-editor');

    // The client, signed out in a fresh browser, opens the link.
    const client = await openPage(browser());
    const cp = client.page;
    await cp.goto(link ?? '');
    await heading1(cp, 'Your trip to Lisbon and Sintra');
    await cp.getByText('Northstar Journeys').first().waitFor();
    const first = cp.getByRole('listitem').filter({ has: cp.getByRole('heading', { name: 'City break: Lisbon and Porto' }) });
    const second = cp.getByRole('listitem').filter({ has: cp.getByRole('heading', { name: 'Slow days: Lisbon and Sintra' }) });
    await first.getByText(QUOTE_TOTAL).first().waitFor();
    await first.getByText(`${PER_PERSON} per person`, { exact: false }).waitFor();
    await second.getByText('€1,190.00').first().waitFor();
    // Side by side: the two options start at the same height, one left of the other.
    const [a, b] = [await first.boundingBox(), await second.boundingBox()];
    expect(a && b && Math.abs(a.y - b.y) < 2 && a.x < b.x).toBe(true);
    // The price summary a client sees, never cost or markup.
    await first.getByRole('table', { name: /Price of/ }).getByText('Stays').waitFor();
    expect(await cp.getByText('Markup').count()).toBe(0);
    // Each day with its map.
    await first.getByRole('heading', { name: 'Day 1' }).waitFor();
    await first.getByRole('region', { name: /Map of City break: Lisbon and Porto, day 1/ }).waitFor();
    await cp.locator('.leaflet-container').first().waitFor({ timeout: 20_000 });
    await cp.getByRole('button', { name: 'Accept' }).waitFor();
    expect(await axeViolations(cp)).toEqual([]);

    // The agent sees "Viewed" as it happens.
    await page.locator('.agents-badge', { hasText: 'Viewed' }).waitFor({ timeout: 15_000 });

    // The answer needs a name and an option; what was typed stays.
    await cp.getByRole('button', { name: 'Accept' }).click();
    await cp.getByText('Type your full name to answer.').waitFor();
    await cp.getByText('Choose the option you accept.').waitFor();
    await cp.getByRole('radio', { name: /City break: Lisbon and Porto/ }).check();
    await cp.getByLabel('Your full name').fill('Inês Duarte');
    await screenshot(cp, 'agents-proposal-client');
    await cp.getByRole('button', { name: 'Accept' }).click();
    await cp.getByText('Accepted by Inês Duarte: “City break: Lisbon and Porto”', { exact: false }).waitFor();
    expect(await cp.getByRole('button', { name: 'Accept' }).count()).toBe(0);

    // The agent sees it accepted, live, in the editor and in the list.
    await page.locator('.agents-badge', { hasText: 'Accepted' }).waitFor({ timeout: 15_000 });
    await page.getByText('Inês Duarte accepted “City break: Lisbon and Porto”.').waitFor();
    await page.getByRole('link', { name: '← All proposals' }).click();
    const row = page.getByRole('listitem', { name: 'Your trip to Lisbon and Sintra' }).first();
    await row.locator('.agents-badge', { hasText: 'Accepted' }).waitFor();
    await screenshot(page, 'agents-proposals-list');

    // The PDF: branded, with the total.
    const [download] = await Promise.all([
      cp.waitForEvent('download', { timeout: 60_000 }),
      cp.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('your-trip-to-lisbon-and-sintra.pdf');
    const pdfPath = join(process.cwd(), 'test-results', 'agents-proposal.pdf');
    await download.saveAs(pdfPath);
    expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = pdfText(pdfPath);
    expect(text).toContain('Northstar Journeys');
    expect(text).toContain(QUOTE_TOTAL_DIGITS);
    expect(text).toContain('Price summary');
    expect(text).toContain('Accepted by Inês Duarte');

    expect(agent.consoleErrors).toEqual([]);
    expect(client.consoleErrors).toEqual([]);
    expect([...agent.outsideRequests, ...client.outsideRequests]).toEqual([]);
    await agent.context.close();
    await client.context.close();
  });

  it('refuses an unknown or draft proposal link with a plain message', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(`${APP_URL}/proposals/pr_J7hR3pYv5Gm0Wq8Tc2Lx`);
    await page.getByText('This proposal is not available.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    await context.close();
  });

  it('lets a traveller request a trip from the agent’s profile', async () => {
    const { page, context, consoleErrors } = await openPage(browser());
    await signIn(page, 'lea@demo.wayfare.test', '/nora');
    await page.getByRole('link', { name: 'Request a trip' }).click();
    await heading1(page, 'Request a trip');
    await page.getByText('Northstar Journeys').first().waitFor();
    await page.getByLabel('Where to?').fill('Lapland in winter');
    await page.getByLabel('Adults').fill('0');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('At least one adult.').waitFor();
    expect(await page.getByLabel('Where to?').inputValue()).toBe('Lapland in winter');
    await page.getByLabel('Adults').fill('2');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Sent. Northstar Journeys will answer', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();

    // Nora finds it among her trip requests and quotes it.
    const agent = await openPage(browser());
    await signIn(agent.page, 'nora@demo.wayfare.test', '/quote');
    const request = agent.page.getByRole('listitem', { name: /Lapland in winter/ });
    await request.waitFor();
    await request.getByRole('button', { name: 'Quote it' }).click();
    await agent.page.waitForURL(/\/quote\/qt_/);
    await heading1(agent.page, 'Quote');
    await agent.page.getByRole('link', { name: '← Quotes and requests' }).waitFor();
    expect(await agent.page.getByLabel('Destination').inputValue()).toBe('Lapland in winter');
    expect(await agent.page.getByLabel('Adults').inputValue()).toBe('2');
    await agent.context.close();
  });
});

describe('becoming an agent', () => {
  it('sets up an agency with branding, currency, markup and terms, and says when logo uploads are unavailable', async () => {
    const marco = 'marcoRossi01';
    try {
      const { page, context, consoleErrors } = await openPage(browser());
      await signIn(page, 'marco@demo.wayfare.test', '/proposals');
      await heading1(page, 'Become a travel agent');
      const form = page.getByRole('form', { name: 'Set up your agency' });
      expect(await form.getByLabel('Contact e-mail').inputValue()).toBe('marco@demo.wayfare.test');
      // Logo: an upload where Storage runs, otherwise a plain message and an address field.
      const upload = form.getByLabel('Upload a logo');
      await upload.waitFor();
      await expect.poll(async () => (await upload.isDisabled()) === ((await form.getByText('Uploads are unavailable', { exact: false }).count()) > 0)).toBe(true);
      await form.getByLabel('Default markup (%)').fill('15.555');
      await form.getByRole('button', { name: 'Become an agent' }).click();
      await form.getByText('Enter your agency’s name, as clients should see it.').waitFor();
      await form.getByText('Enter a percentage from 0 to 100 with at most two decimals.').waitFor();
      expect(await form.getByLabel('Default markup (%)').inputValue()).toBe('15.555');
      await form.getByLabel('Agency name').fill('Rossi Viaggi');
      await form.getByLabel('Default markup (%)').fill('15');
      await form.getByLabel('Currency').selectOption('GBP');
      await form.getByLabel('Terms').fill('Deposit 30%.');
      await form.getByLabel('Logo address (optional)').fill('/demo/logos/northstar-journeys.svg');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'agents-become-agent');
      await form.getByRole('button', { name: 'Become an agent' }).click();
      await heading1(page, 'Proposals');
      await page.getByText('Rossi Viaggi').first().waitFor();
      await page.getByText('No proposals yet.', { exact: false }).waitFor();
      await page.getByRole('link', { name: 'Agency details' }).click();
      const details = page.getByRole('form', { name: 'Agency details' });
      expect(await details.getByLabel('Default markup (%)').inputValue()).toBe('15');
      expect(await details.getByLabel('Currency').inputValue()).toBe('GBP');
      const stored = (await db().doc(`agents/${marco}`).get()).data();
      expect(stored).toMatchObject({ name: 'Rossi Viaggi', currency: 'GBP', terms: 'Deposit 30%.' });
      expect(stored).not.toHaveProperty('defaultMarkupPercent');
      expect((await db().doc(`users/${marco}`).get()).data()?.isAgent).toBe(true);
      expect(consoleErrors).toEqual([]);
      await context.close();
    } finally {
      // Leave the demo data as seeded for the other journeys.
      await db().recursiveDelete(db().doc(`agents/${marco}`));
      await db().doc(`users/${marco}`).update({ isAgent: false, updatedAt: FieldValue.serverTimestamp() });
    }
  });
});
