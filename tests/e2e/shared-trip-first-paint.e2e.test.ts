/**
 * A shared trip's link as people get it in production: Firebase Hosting
 * rewrites /trip/{id} to the linkPreview function, which writes the trip's
 * heading into the page (functions/src/link-preview/first-paint.ts). Here the
 * built app is served with the same rewrites to the function in the Functions
 * emulator (scripts/lib/link-preview-dev.mjs), on a port of its own.
 *
 * - Before any script runs, the page shows the layout and the trip's heading.
 * - Once the app starts, that heading never leaves the screen (the route keeps
 *   the server's markup until the trip screen's own skeleton draws the same),
 *   and nothing moves until the trip is loaded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import { linkPreviewBuilt } from '../../scripts/lib/link-preview-dev.mjs';
import { axeViolations, layoutShifts, openPage, recordLayoutShifts, screenshot, screenHeading } from './support/browser';
import { useBrowser } from './support/journey';

const browser = useBrowser();
const PORT = 4174;
const SITE = `http://127.0.0.1:${PORT}`;
const TRIP = 'lisbon-food-and-fado';
const TITLE = 'Lisbon: food and fado in four days';

let server: PreviewServer;
beforeAll(async () => {
  server = await preview({
    preview: { port: PORT, strictPort: true, host: '127.0.0.1' },
    logLevel: 'warn',
    plugins: [linkPreviewBuilt({ appPort: PORT })],
  });
});
afterAll(async () => {
  await server?.close();
});

describe("a shared trip's link, served as Hosting serves it", () => {
  it("shows the trip's heading in the page itself, before any script runs", async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 412, height: 823 } });
    // The app's code never arrives: what a slow phone shows before it has.
    await page.route('**/assets/*.js', (route) => route.abort());
    const response = await page.goto(`${SITE}/trip/${TRIP}`);
    expect(response?.status()).toBe(200);
    expect(await screenHeading(page).innerText()).toBe(TITLE);
    expect(await page.getByRole('link', { name: 'Wayfare, start page' }).count()).toBe(1);
    expect(await page.locator('.trip-facts dd').allInnerTexts()).toEqual([expect.stringMatching(/\d/), expect.stringContaining('Lisbon')]);
    await screenshot(page, 'shared-trip-server-paint');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('keeps that heading on screen while the app starts, and nothing moves until the trip is loaded', async () => {
    const { page, context, consoleErrors } = await openPage(browser(), { viewport: { width: 412, height: 823 } });
    await recordLayoutShifts(page);
    // Every frame from the heading's first paint on: is the trip's title on screen?
    await page.addInitScript((title) => {
      const frames = { seen: 0, missing: 0 };
      (window as unknown as { titleFrames: typeof frames }).titleFrames = frames;
      const check = () => {
        const shown = document.querySelector('h1')?.textContent === title;
        if (shown) frames.seen += 1;
        else if (frames.seen > 0) frames.missing += 1;
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, TITLE);
    await page.goto(`${SITE}/trip/${TRIP}`);
    // The loaded trip: its plan and the export menu's own buttons.
    await page.getByRole('button', { name: 'Download PDF' }).waitFor({ timeout: 20_000 });
    await page.locator('.trip-day').first().waitFor();
    await page.waitForTimeout(1000);
    const frames = await page.evaluate(() => (window as unknown as { titleFrames: { seen: number; missing: number } }).titleFrames);
    expect(frames.seen).toBeGreaterThan(0);
    expect(frames.missing).toBe(0);
    expect(await layoutShifts(page)).toEqual([]);
    expect(await screenHeading(page).innerText()).toBe(TITLE);
    expect(await page.locator('.kept-server-paint').count()).toBe(0);
    await screenshot(page, 'shared-trip-loaded-from-server-paint');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
