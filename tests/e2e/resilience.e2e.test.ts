import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  APP_URL,
  axeViolations,
  clearCollectedEvents,
  collectedEvents,
  journeyAgent,
  launchBrowser,
  openPage,
  screenshot,
  screenHeading,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function h1Text(page: Page): Promise<string> {
  const h1 = screenHeading(page);
  await h1.waitFor();
  return h1.innerText();
}

/** A marker that lives only as long as the current document: gone after a full load. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

describe('a screen whose code fails to load', () => {
  it('reloads the page once and then shows the screen', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${APP_URL}/`);
    await h1Text(page);
    await markDocument(page);
    // The chunk is gone for this document (its preload and its import both
    // fail, as after a deploy); the reloaded document gets it.
    let failed = 0;
    let loads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.resourceType() === 'document') loads += 1;
    });
    await page.route(/\/assets\/plan-[\w-]{8}\.js$/, (route) => {
      if (loads > 0) return route.continue();
      failed += 1;
      return route.abort('connectionreset');
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plan a trip' }).click();
    await page.waitForURL(`${APP_URL}/plan`);
    await page.getByRole('heading', { level: 1, name: 'Plan a trip' }).waitFor();
    expect(failed).toBeGreaterThan(0);
    expect(loads).toBe(1);
    expect(await isSameDocument(page)).toBe(false);
    await context.close();
  });

  it('says the network failed when it fails again within 10 seconds, without reloading in a loop, and Reload brings the screen', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.resourceType() === 'document') documents.push(request.url());
    });
    let networkDown = true;
    await page.route(/\/assets\/quiz-[\w-]{8}\.js$/, (route) => (networkDown ? route.abort('connectionreset') : route.continue()));
    await page.goto(`${APP_URL}/`);
    await h1Text(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Travel quiz' }).click();
    await page.getByRole('heading', { level: 1, name: 'This page could not be loaded' }).waitFor();
    await page.getByText('The network failed while this page was loading.', { exact: false }).waitFor();
    // Not a server error: no 500, no "Something went wrong on our side".
    expect(await page.locator('.error-page__status').count()).toBe(0);
    expect(await page.getByText(/Internal Server Error|Something went wrong on our side/).count()).toBe(0);
    expect(await page.getByText('Some features are unavailable').count()).toBe(0);
    // The layout stays around the error page.
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.waitForTimeout(1500);
    // The first load, and one reload of the screen that failed: no loop.
    expect(documents).toEqual([`${APP_URL}/`, `${APP_URL}/quiz`]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'network-error');

    // The connection is back: Reload (by keyboard) loads the screen.
    networkDown = false;
    await page.getByRole('button', { name: 'Reload' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: /Travel personality quiz/ }).waitFor();
    expect(documents).toEqual([`${APP_URL}/`, `${APP_URL}/quiz`, `${APP_URL}/quiz`]);
    // The aborted chunk requests are the only console errors.
    expect(consoleErrors.filter((error) => !/ERR_CONNECTION_RESET|Failed to fetch dynamically imported module|Failed to load resource/.test(error))).toEqual([]);
    await context.close();
  });
});

describe('a part of the layout whose code fails to load', () => {
  it('reloads once, then that part alone says so (the footer’s cookie settings), and the screen around it stays', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.resourceType() === 'document') documents.push(request.url());
    });
    // The footer's "Cookie settings" comes in a small chunk of its own, after the layout has painted.
    let aborted = 0;
    await page.route(/\/assets\/consent-banner-[\w-]{8}\.js$/, (route) => {
      aborted += 1;
      return route.abort('connectionreset');
    });
    await page.goto(`${APP_URL}/explore`);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Reload for cookie settings' }).waitFor();
    expect(aborted).toBeGreaterThan(0);
    // One reload (the chunk may be new after a deploy), then no loop.
    await page.waitForTimeout(1500);
    expect(documents).toEqual([`${APP_URL}/explore`, `${APP_URL}/explore`]);
    // The screen and the layout are all there: not the root error screen.
    expect(await h1Text(page)).not.toMatch(/could not be loaded|went wrong/i);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await page.getByRole('heading', { name: 'This page could not be loaded' }).count()).toBe(0);
    expect(await axeViolations(page, 'footer')).toEqual([]);
    await screenshot(page, 'layout-part-failed', { fullPage: false });
    expect(consoleErrors.filter((error) => !/ERR_CONNECTION_RESET|Failed to fetch dynamically imported module|Failed to load resource/.test(error))).toEqual([]);
    await context.close();
  });
});

describe('a new build', () => {
  async function openWithClock() {
    const watched = await openPage(browser);
    await watched.page.clock.install();
    await watched.page.goto(`${APP_URL}/`);
    await h1Text(watched.page);
    // Let the post-paint start-up run (it starts the hourly check).
    await watched.page.clock.runFor(5_000);
    return watched;
  }

  it('is noticed by the hourly check, and the next navigation is a full page load', async () => {
    const { page, context } = await openWithClock();
    const asked: string[] = [];
    await page.route(/\/build\/latest\.json/, (route) => {
      asked.push(route.request().url());
      return route.fulfill({
        json: { buildId: '29991231T000000-newer', commit: 'newer', builtAt: '2999-12-31T00:00:00.000Z' },
      });
    });
    await markDocument(page);
    await page.clock.runFor(59 * 60 * 1000);
    expect(asked).toEqual([]);
    await page.clock.runFor(60 * 1000 + 1_000);
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toMatch(/\/build\/latest\.json\?t=\d+$/);
    // Still the same page until the person navigates.
    expect(await isSameDocument(page)).toBe(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click();
    await page.waitForURL(`${APP_URL}/explore`);
    await page.getByRole('heading', { level: 1, name: 'Explore' }).waitFor();
    await expect.poll(() => isSameDocument(page)).toBe(false);
    await context.close();
  });

  it('changes nothing while the running build is the latest', async () => {
    const { page, context } = await openWithClock();
    await markDocument(page);
    const latest = page.waitForResponse(/\/build\/latest\.json/);
    await page.clock.runFor(60 * 60 * 1000 + 1_000);
    expect((await latest).ok()).toBe(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click();
    await page.getByRole('heading', { level: 1, name: 'Explore' }).waitFor();
    expect(await isSameDocument(page)).toBe(true);
    await context.close();
  });
});

describe('analytics in the testing stage', () => {
  const agent = journeyAgent('resilience');
  beforeEach(async () => {
    await clearCollectedEvents(agent);
  });

  it('sends screen views to the local collector, with route patterns instead of names and ids', async () => {
    const { page, context, outsideRequests } = await openPage(browser, { agent });
    await page.goto(`${APP_URL}/ana`);
    await h1Text(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click();
    await page.getByRole('heading', { level: 1, name: 'Explore' }).waitFor();
    await expect
      .poll(async () => (await collectedEvents(agent)).map((event) => event.event_properties?.screen), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['/explore', '/:username']));
    const screens = (await collectedEvents(agent)).map((event) => JSON.stringify(event));
    expect(screens.join('\n')).not.toContain('/ana');
    expect(outsideRequests).toEqual([]);
    await context.close();
  });
});

describe('file uploads without the Storage emulator', () => {
  it('says on the account screen that uploads are unavailable', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto(`${APP_URL}/account`);
    await page.getByText('Uploads are unavailable').waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
