/* global document, DataTransfer, DragEvent, requestAnimationFrame */
// importBookingMs and importChunksAtOpen: "Add a booking from a confirmation"
// in Chromium against the emulators, signed in as Ana, on a dated trip made
// for the measure.
//
// importChunksAtOpen: the scripts the editor loaded before the import was
// opened that belong to the import (its dialog, the readers, postal-mime,
// ical.js, fflate, the airports list). The import's code must load when it
// opens, never with the editor or the first paint: 0.
//
// importBookingMs: a 100 KB confirmation e-mail (an airline's HTML mail with
// its schema.org markup, src/lib/confirmations/__tests__/fixtures/large-flight.eml)
// dropped on the import, from the drop (performance.now in the page) to its
// bookings shown for review: the MIME parse, the markup read, the airports
// looked up, the plan for the trip and the render. The first drop also loads
// the import's code and is printed apart; the figure is the median of the 5
// drops after it, each in a freshly opened dialog.
//
//   npm run bench -- bookingImport
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { adminDb, benchTrip } from '../admin.mjs';
import { median, signIn } from '../browser.mjs';

const RUNS = 5;
const ANA = 'anaRibeiro01';
const IMPORT_CHUNK = /booking-import|read-confirmation|read-eml|read-html|read-ics|read-pkpass|postal-mime|ical|fflate|airports/i;

/** A 14-day trip starting next New Year's Day: its bookings are in a future year, as the import wants. */
function trip(now) {
  const start = new Date(now);
  start.setUTCFullYear(start.getUTCFullYear() + 1, 0, 1);
  const iso = (date) => date.toISOString().slice(0, 10);
  const end = new Date(start.getTime() + 13 * 86_400_000);
  return benchTrip(ANA, { title: 'Bench: bookings', period: { start: iso(start), end: iso(end) }, days: 14 });
}

/** Drops the mail on the open import and resolves to the ms until its bookings are shown. */
function dropAndTime(page, name, mail) {
  return page.evaluate(
    ({ fileName, text }) =>
      new Promise((resolve, reject) => {
        const zone = document.querySelector('[data-testid="booking-drop"]');
        if (!zone) return reject(new Error('no drop zone'));
        const data = new DataTransfer();
        data.items.add(new File([text], fileName, { type: 'message/rfc822' }));
        const start = performance.now();
        zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
        const check = () => {
          const found = [...document.querySelectorAll('.booking-import h3')].some((node) => node.textContent.startsWith('Found'));
          const failed = document.querySelector('.booking-import [role="alert"]');
          if (failed) return reject(new Error(`the import said: ${failed.textContent}`));
          if (found) return resolve(Math.round(performance.now() - start));
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    { fileName: name, text: mail },
  );
}

export async function measureBookingImport({ appUrl, chromiumPath, chromiumArgs, root }) {
  const db = await adminDb('bench-booking-import');
  const id = `bench-import-${Date.now().toString(36)}`;
  await db.doc(`itineraries/${id}`).set(trip(Date.now()));
  const mail = readFileSync(join(root, 'src/lib/confirmations/__tests__/fixtures/large-flight.eml'), 'utf8');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const scripts = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await signIn(page, appUrl, `/organize/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Bench: bookings' }).waitFor();
    // Firestore keeps a connection open, so the page is never network-idle: give the editor's later parts time to load.
    await page.waitForTimeout(3000);
    const early = scripts.filter((path) => IMPORT_CHUNK.test(path));
    if (early.length > 0) console.log(`  loaded with the editor: ${early.join(', ')}`);

    const open = async () => {
      await page.getByRole('button', { name: 'Add a booking from a confirmation' }).click();
      await page.getByTestId('booking-drop').waitFor();
    };
    const close = async () => {
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    };
    await open();
    const cold = await dropAndTime(page, 'large-flight.eml', mail);
    console.log(`  first drop (loads the import's code): ${cold} ms; ${(mail.length / 1024).toFixed(0)} KB e-mail`);
    await close();
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      await open();
      runs.push(await dropAndTime(page, 'large-flight.eml', mail));
      await close();
    }
    console.log(`  drops: ${runs.join(', ')} ms`);
    await context.close();
    return { importBookingMs: median(runs), importChunksAtOpen: early.length };
  } finally {
    await browser.close();
    await db.doc(`itineraries/${id}`).delete();
  }
}
