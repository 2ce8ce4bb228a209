/**
 * Editing a trip by chat in Chromium against the emulators (issue 5): Marco
 * plans 2 days in Lisbon, asks the assistant to swap the days and sees the
 * change marked on the plan; he rejects it and the plan stays; he asks for a
 * food market on day 1, sees it added on the plan and the map, accepts it,
 * and it is stored; undo takes it back. The thread keeps the conversation
 * through a reload. The assistant's turns come from the assistantEdit
 * function (the built-in planner: no model key in the testing stage).
 *
 * The trip this test creates is removed afterwards; demo data is not touched.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { axeViolations, openPage, screenshot } from './support/browser';
import { placesOnMap } from './support/map';
import { adminDb as db, heading1, signIn, useBrowser } from './support/journey';

const browser = useBrowser();


const created: string[] = [];
afterAll(async () => {
  for (const id of created) await db().recursiveDelete(db().doc(`itineraries/${id}`));
});


const dayRows = (page: Page, day: number) =>
  page.getByRole('region', { name: new RegExp(`^Day ${day}\\b`) }).getByRole('list', { name: /^Items of/ }).locator(':scope > li.plan-item');
const titles = (page: Page, day: number) => dayRows(page, day).locator('.plan-item__title').allInnerTexts();
/** The places on the map: its markers, and those counted in groups of places close together. */
const markers = (page: Page) => placesOnMap(page);

/** Beside the plan the assistant shares a column with the map, one tab each: this opens its tab. */
async function openAssistant(page: Page) {
  const tab = page.getByRole('tab', { name: 'Assistant' });
  await tab.waitFor({ timeout: 15_000 });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
}

/** Day 1's places on the map, read in its tab (the assistant's tab is open again after). */
async function placesInMapTab(page: Page): Promise<number> {
  await page.getByRole('tab', { name: 'Map' }).click();
  // A map shown again takes its size, fits and groups its places anew (about half a second).
  await page.waitForTimeout(800);
  // Day 1's places (the map otherwise follows the day in view, or shows the whole trip with its ideas).
  await page.getByRole('button', { name: 'Day 1 on the map' }).click();
  await page.waitForTimeout(800);
  const count = await markers(page);
  await openAssistant(page);
  return count;
}

async function ask(page: Page, text: string) {
  await openAssistant(page);
  const chat = page.getByRole('region', { name: 'Assistant' });
  await chat.getByRole('textbox', { name: 'Ask the assistant to change this trip' }).fill(text);
  await chat.getByRole('button', { name: 'Send' }).click();
}

async function messages(id: string) {
  const snapshot = await db().collection(`itineraries/${id}/messages`).orderBy('createdAt').get();
  return snapshot.docs.map((doc) => doc.data());
}

describe('Editing a trip by chat', () => {
  it('shows a proposed change as a diff on the plan; reject leaves the plan, accept changes the plan and the map', { timeout: 120_000 }, async () => {
    const { page, context, consoleErrors } = await openPage(browser());
    await signIn(page, 'marco@demo.wayfare.test', '/plan');
    await heading1(page, 'Plan a trip');
    await page.getByRole('textbox', { name: 'Your trip in a sentence' }).fill('2 days in Lisbon, history');
    await page.getByRole('button', { name: 'Plan it for me' }).click();
    await page.waitForURL(/\/organize\/[A-Za-z0-9_-]{4,64}$/, { timeout: 30_000 });
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    created.push(id);
    await expect.poll(() => dayRows(page, 1).count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await expect.poll(() => dayRows(page, 2).count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    const day1 = await titles(page, 1);
    const day2 = await titles(page, 2);
    // The map loads after the plan has painted.
    await expect.poll(() => markers(page), { timeout: 15_000 }).toBeGreaterThan(4);
    const markersBefore = await placesInMapTab(page);

    await openAssistant(page);
    const chat = page.getByRole('region', { name: 'Assistant' });
    // The request the trip was planned from opens the conversation; starter prompts fill the field.
    await chat.getByText('2 days in Lisbon, history').waitFor();
    const starters = chat.getByRole('group', { name: 'Try asking' }).getByRole('button');
    expect(await starters.count()).toBeGreaterThanOrEqual(3);

    // 1. Swap the days: a proposal, marked on the plan, nothing stored yet.
    await ask(page, 'swap days 1 and 2');
    // The assistant's first answer starts its server worker (a cold start, seconds beside other journeys); the screen says it is thinking meanwhile.
    await chat.getByRole('button', { name: 'Accept change' }).waitFor({ timeout: 45_000 });
    await page.getByRole('note').filter({ hasText: 'proposed change' }).waitFor();
    expect(await titles(page, 1)).toEqual(day2);
    expect(await dayRows(page, 1).locator('.plan-item__mark').first().innerText()).toMatch(/moved from day 2/i);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'assistant-chat-swap-proposed');
    const stored = (await db().collection(`itineraries/${id}/items`).where('day', '==', 1).get()).docs.map((d) => d.get('title') as string);
    expect(stored.sort()).toEqual([...day1].sort());

    // 2. Reject it: the plan is as it was, and the thread says so.
    await chat.getByRole('button', { name: 'Reject' }).click();
    await chat.getByText('Rejected: the plan was left as it was.').waitFor();
    expect(await titles(page, 1)).toEqual(day1);
    expect(await page.locator('.plan-item__mark').count()).toBe(0);
    await expect.poll(async () => (await messages(id)).find((m) => m.role === 'assistant')?.status).toBe('rejected');

    // 3. A food market on day 1: added on the plan and the map, then accepted.
    await ask(page, 'add a food market to day 1');
    await chat.getByRole('button', { name: 'Accept change' }).waitFor({ timeout: 20_000 });
    const added = dayRows(page, 1).filter({ has: page.locator('.plan-item__mark', { hasText: 'Added' }) });
    await added.waitFor();
    const market = await added.locator('.plan-item__title').innerText();
    expect(market).toMatch(/Mercado|Market/);
    await expect.poll(() => placesInMapTab(page)).toBe(markersBefore + 1);
    await screenshot(page, 'assistant-chat-add-proposed');

    await chat.getByRole('button', { name: 'Accept change' }).click();
    await chat.getByText('Accepted: the plan has this change.').waitFor();
    expect(await page.locator('.plan-item__mark').count()).toBe(0);
    expect(await titles(page, 1)).toContain(market);
    await expect.poll(() => placesInMapTab(page)).toBe(markersBefore + 1);
    await expect
      .poll(async () => (await db().collection(`itineraries/${id}/items`).where('title', '==', market).get()).docs.map((d) => d.get('day')), { timeout: 10_000 })
      .toEqual([1]);
    await expect.poll(async () => (await messages(id)).filter((m) => m.role === 'assistant').map((m) => m.status)).toEqual(['rejected', 'accepted']);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'assistant-chat-accepted');

    // 4. Undo takes the accepted change back.
    await chat.getByRole('button', { name: 'Undo this change' }).click();
    await expect.poll(() => titles(page, 1)).not.toContain(market);
    await expect
      .poll(async () => (await db().collection(`itineraries/${id}/items`).where('title', '==', market).get()).size, { timeout: 10_000 })
      .toBe(0);

    // 5. The conversation is the itinerary's: it is there after a reload, in order.
    await page.reload();
    await openAssistant(page);
    await chat.getByText('Accepted: the plan has this change.').waitFor({ timeout: 15_000 });
    const turns = await chat.getByRole('log').locator('.assistant-chat__who').allInnerTexts();
    expect(turns.slice(-4)).toEqual(['You', 'Assistant', 'You', 'Assistant']);
    // Stored: each answer names the message it answers (the server's times may order them either way).
    const thread = await messages(id);
    const asked = thread.filter((m) => m.role === 'user');
    expect(asked.map((m) => m.text).sort()).toEqual(['add a food market to day 1', 'swap days 1 and 2']);
    const answers = thread.filter((m) => m.role === 'assistant');
    expect(answers.map((m) => m.replyTo).sort()).toEqual(asked.map((m) => m.id).sort());
    expect((await db().doc(`itineraries/${id}`).get()).get('threadId')).toBe(`thread-${id}`);

    // On a long page the chat and the map stay beside the plan while it scrolls.
    await page.getByRole('region', { name: /^Ideas/ }).scrollIntoViewIfNeeded();
    const viewport = page.viewportSize()!;
    const chatBox = await chat.boundingBox();
    expect(chatBox!.y).toBeGreaterThanOrEqual(0);
    expect(chatBox!.y).toBeLessThan(viewport.height / 2);
    await page.getByRole('tab', { name: 'Map' }).click();
    const mapBox = await page.locator('.itinerary-editor__map-panel').boundingBox();
    expect(mapBox!.y).toBeGreaterThanOrEqual(0);
    expect(mapBox!.y).toBeLessThan(viewport.height / 2);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
