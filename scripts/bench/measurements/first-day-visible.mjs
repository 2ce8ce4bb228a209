// firstDayVisibleMs: "Plan it for me" (issue 5), from the click on the button
// at /plan to the first day's items on screen in the editor (/organize/{id}),
// in Chromium against the emulators, signed in as Ana. The clock runs in the
// page (performance.now at the click, then a check on every animation frame),
// so the test driver's polling adds nothing. The request is typed first:
// focusing the field starts loading the planner and the city index, as it
// does for a person typing; the city's places, the plan, the writes and the
// editor with its live plan come after the click and are in the figure.
// Median of 3; every trip created is removed.
//
//   npm run bench -- firstDay
import { chromium } from 'playwright-core';
import { adminDb } from '../admin.mjs';
import { armClickClock, median, readClock, signIn } from '../browser.mjs';

const RUNS = 3;
const REQUEST = '4 days in Lisbon, food and history, slow pace';

async function removeTrip(db, id) {
  const items = await db.collection(`itineraries/${id}/items`).get();
  const batch = db.batch();
  for (const doc of items.docs) batch.delete(doc.ref);
  batch.delete(db.doc(`itineraries/${id}`));
  await batch.commit();
}

async function planOnce(browser, appUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await signIn(page, appUrl, '/plan');
    const field = page.getByRole('textbox', { name: 'Your trip in a sentence' });
    await field.fill(REQUEST);
    await page.waitForTimeout(1000);
    await armClickClock(page, '.assistant-plan button[type="submit"]', { selector: '[aria-label^="Items of Day 1"] > li.plan-item' });
    await page.getByRole('button', { name: 'Plan it for me' }).click();
    const ms = await readClock(page);
    const id = new URL(page.url()).pathname.split('/').pop();
    return { ms, id };
  } finally {
    await context.close();
  }
}

export async function measureFirstDayVisible({ appUrl, chromiumPath, chromiumArgs }) {
  const db = await adminDb('bench-first-day');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const created = [];
  try {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { ms, id } = await planOnce(browser, appUrl);
      created.push(id);
      runs.push(ms);
      console.log(`  run ${run + 1}: ${ms} ms from "Plan it for me" to day 1 in the editor`);
    }
    return { firstDayVisibleMs: median(runs) };
  } finally {
    await browser.close();
    for (const id of created) await removeTrip(db, id);
  }
}
