/**
 * Consent before tracking, in Chromium against the built testing stage: the
 * banner on a first visit, and what each choice loads, read from the page's
 * own requests to the local collector (Amplitude's stand-in endpoint, the
 * gtag.js stand-in and its pixels, the payment-analytics stand-in) and from
 * what the collector received.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  CONSENT_STORAGE_KEY,
  type ConsentChoices,
  REJECT_ALL,
} from '@/features/consent/lib/consent-record';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium.mjs';
import {
  APP_URL,
  COLLECTOR_URL,
  agentUserAgent,
  axeViolations,
  clearCollectedEvents,
  clearCollectedTagHits,
  collectedEvents,
  collectedTagHits,
  journeyAgent,
  openPage,
  screenshot,
  screenHeading,
} from './support/browser';
import { adminDb, heading1, signIn, useBrowser } from './support/journey';

const browser = useBrowser();
/** This file's browsers' mark: it reads and clears only what they sent to the collector. */
const AGENT = journeyAgent('consent');
const NORA = 'noraLindqvist01';
const NORA_CUSTOMER = 'cus_consent_e2e_nora';

afterAll(async () => {
  await adminDb().doc(`users/${NORA}/private/account`).set({ stripeCustomerId: null }, { merge: true });
});

beforeEach(async () => {
  await Promise.all([clearCollectedEvents(AGENT), clearCollectedTagHits(AGENT)]);
});

type Kind = 'analytics' | 'paymentAnalytics' | 'advertising';

/** What the page asks of the collector, by purpose. */
function tagRequests(page: Page): Record<Kind, string[]> {
  const seen: Record<Kind, string[]> = { analytics: [], paymentAnalytics: [], advertising: [] };
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(COLLECTOR_URL)) return;
    const path = new URL(url).pathname;
    if (path === '/js/profitwell.js') seen.paymentAnalytics.push(url);
    else if (path === '/gtag/js' || path.startsWith('/pagead/')) seen.advertising.push(url);
    else seen.analytics.push(url);
  });
  return seen;
}

/**
 * Long enough for start-up (after the first paint, at idle) and one analytics
 * flush (1 s). (Not network idle: a signed-in page keeps Firestore's channel open.)
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(4000);
}

/** Holds the app's scripts back until `release`, as on a slow connection: only the page itself is there. */
async function holdAppCode(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies and tracking' });
const settings = (page: Page) => page.getByRole('region', { name: 'Cookie settings' });

async function storedChoices(page: Page): Promise<ConsentChoices | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { choices: ConsentChoices }).choices : null;
}

async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const label = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null;
    return (element.getAttribute('aria-label') ?? label?.textContent ?? element.textContent ?? '').trim();
  });
}

/** Presses Tab until an element named `name` has focus; returns every name on the way. */
async function tabTo(page: Page, name: string | RegExp, limit = 12): Promise<string[]> {
  const path: string[] = [];
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const current = await focusedName(page);
    path.push(current);
    if (typeof name === 'string' ? current === name : name.test(current)) return path;
  }
  throw new Error(`Tab never reached ${String(name)}; it went through: ${path.join(' → ')}`);
}

describe('the consent banner on a first visit', () => {
  it('shows, asks equally, loads nothing before a choice, and Escape does not accept', async () => {
    const { page, context, consoleErrors, outsideRequests } = await openPage(browser(), { agent: AGENT, consent: null });
    const requests = tagRequests(page);
    await page.goto(`${APP_URL}/explore`);
    await heading1(page, 'Explore');
    await banner(page).waitFor();
    const buttons = banner(page).getByRole('button');
    expect(await buttons.allInnerTexts()).toEqual(['Accept all', 'Reject all', 'Settings']);
    // Same size and style: none is easier to hit than another.
    const boxes = await Promise.all((await buttons.all()).map((button) => button.boundingBox()));
    const classes = await Promise.all((await buttons.all()).map((button) => button.getAttribute('class')));
    expect(new Set(boxes.map((box) => Math.round(box?.height ?? 0))).size).toBe(1);
    expect(new Set(classes).size).toBe(1);
    // Fixed at the bottom of the window.
    const box = await banner(page).boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(800);
    // The page keeps room below its end for it: scrolled to the bottom, the footer ends above the panel.
    await expect
      .poll(async () => Math.abs(parseFloat(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)) - (box?.height ?? 0)))
      .toBeLessThanOrEqual(1);
    const footerEnd = async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = await page.locator('footer').last().boundingBox();
      return (footer?.y ?? 0) + (footer?.height ?? 0);
    };
    await expect.poll(footerEnd).toBeLessThanOrEqual((box?.y ?? 0) + 1);
    await page.evaluate(() => window.scrollTo(0, 0));

    await settle(page);
    expect(requests).toEqual({ analytics: [], paymentAnalytics: [], advertising: [] });
    expect(await collectedEvents(AGENT)).toEqual([]);
    expect(await collectedTagHits(AGENT)).toEqual([]);

    await banner(page).getByRole('button', { name: 'Accept all' }).focus();
    await page.keyboard.press('Escape');
    await banner(page).waitFor();
    expect(await storedChoices(page)).toBeNull();
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/AMP_|_gcl_/);

    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'consent-banner');
    expect(consoleErrors).toEqual([]);
    expect(outsideRequests).toEqual([]);
    await context.close();
  });

  it('Reject all loads none, now or after a reload', async () => {
    const { page, context } = await openPage(browser(), { agent: AGENT, consent: null });
    const requests = tagRequests(page);
    await page.goto(`${APP_URL}/explore`);
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await storedChoices(page)).toEqual(REJECT_ALL);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Travel quiz' }).click();
    await settle(page);
    await page.reload();
    await screenHeading(page).waitFor();
    await settle(page);
    expect(await banner(page).count()).toBe(0);
    expect(requests).toEqual({ analytics: [], paymentAnalytics: [], advertising: [] });
    expect(await collectedEvents(AGENT)).toEqual([]);
    expect(await collectedTagHits(AGENT)).toEqual([]);
    await context.close();
  });

  it('is painted with the page, before the app has loaded, and a choice made there holds', async () => {
    const { page, context, consoleErrors } = await openPage(browser(), { agent: AGENT, consent: null });
    const requests = tagRequests(page);
    const appCode = await holdAppCode(page);
    await page.goto(`${APP_URL}/explore`, { waitUntil: 'commit' });
    await banner(page).waitFor();
    // Nothing of the app on screen yet: the banner is the page's own.
    expect(await page.locator('#root').innerHTML()).toBe('');
    // The page has no heading or main landmark of its own yet; the banner is checked on its own.
    expect(await axeViolations(page, '#consent-boot')).toEqual([]);
    await screenshot(page, 'consent-banner-before-app');
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await storedChoices(page)).toEqual(REJECT_ALL);

    appCode.release();
    await heading1(page, 'Explore');
    await settle(page);
    expect(await banner(page).count()).toBe(0);
    expect(requests).toEqual({ analytics: [], paymentAnalytics: [], advertising: [] });
    expect(await collectedEvents(AGENT)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("is the page's first and largest paint, shown before any of the app's code runs, on a phone", async () => {
    const { page, context, consoleErrors } = await openPage(browser(), { agent: AGENT, consent: null, viewport: { width: 412, height: 823 } });
    await page.addInitScript(() => {
      const largest: { at: number; pageBanner: boolean }[] = [];
      (window as unknown as { largest: typeof largest }).largest = largest;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
          largest.push({ at: entry.startTime, pageBanner: Boolean(entry.element?.closest('#consent-boot')) });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await browser().startTracing(page, { categories: ['loading', 'devtools.timeline', 'v8.execute'] });
    await page.goto(`${APP_URL}/explore`);
    await heading1(page, 'Explore');
    await banner(page).waitFor();
    await page.waitForTimeout(500);
    const events = (JSON.parse((await browser().stopTracing()).toString()) as { traceEvents: { name: string; ts: number }[] })
      .traceEvents;
    // The browser showed the banner before it ran a line of the app: the page did not wait for the code.
    const firstPaint = events.find((event) => event.name === 'firstContentfulPaint');
    const modulesRun = events.filter((event) => event.name === 'v8.evaluateModule').map((event) => event.ts);
    expect(firstPaint).toBeDefined();
    expect(modulesRun.length).toBeGreaterThan(0);
    expect(Math.min(...modulesRun)).toBeGreaterThan(firstPaint?.ts ?? Infinity);
    // The largest paint is the page's own banner text, at the first paint: the app's banner, which takes
    // its place, is not a later one.
    const largest = await page.evaluate(() => (window as unknown as { largest: { at: number; pageBanner: boolean }[] }).largest);
    const firstPaintAt = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
    expect(largest.at(-1)).toEqual({ at: firstPaintAt, pageBanner: true });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('Settings pressed before the app has loaded opens the settings once it has', async () => {
    const { page, context } = await openPage(browser(), { agent: AGENT, consent: null });
    const appCode = await holdAppCode(page);
    await page.goto(`${APP_URL}/explore`, { waitUntil: 'commit' });
    await banner(page).getByRole('button', { name: 'Settings' }).click();
    appCode.release();
    await settings(page).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cookie settings');
    await settings(page).getByRole('checkbox', { name: /^Analytics/ }).check();
    await settings(page).getByRole('button', { name: 'Save choices' }).click();
    await expect.poll(() => storedChoices(page)).toEqual({ analytics: true, paymentAnalytics: false, advertising: false });
    await context.close();
  });

  it('Accept all loads all three: analytics, the payment script for a paying customer, and the Google tag', async () => {
    await adminDb().doc(`users/${NORA}/private/account`).set({ stripeCustomerId: NORA_CUSTOMER }, { merge: true });
    const { page, context, consoleErrors, outsideRequests } = await openPage(browser(), { agent: AGENT, consent: null });
    const requests = tagRequests(page);
    await signIn(page, 'nora@demo.wayfare.test', '/explore');
    await heading1(page, 'Explore');
    await settle(page);
    expect(requests).toEqual({ analytics: [], paymentAnalytics: [], advertising: [] });

    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    expect(await storedChoices(page)).toEqual(ACCEPT_ALL);
    await expect
      .poll(async () => (await collectedEvents(AGENT)).map((event) => event.event_type), { timeout: 15_000 })
      .toContain('Screen Viewed');
    await expect.poll(async () => (await collectedTagHits(AGENT)).map((hit) => hit.path), { timeout: 15_000 }).toEqual(
      expect.arrayContaining(['/gtag/js', '/js/profitwell.js', '/pagead/viewthroughconversion/000000000/']),
    );
    const hits = await collectedTagHits(AGENT);
    expect(hits.find((hit) => hit.path === '/js/profitwell.js')?.params.customer).toBe(NORA_CUSTOMER);
    expect(hits.find((hit) => hit.path === '/gtag/js')?.params.id).toBe('AW-000000000');
    // The ads tag's page view names the screen, granted as chosen.
    const view = hits.find((hit) => hit.path.startsWith('/pagead/'));
    expect(view?.params.url).toBe(`${APP_URL}/explore`);
    expect(view?.params.gcs).toBe('G110');
    expect(consoleErrors).toEqual([]);
    expect(outsideRequests).toEqual([]);
    await context.close();
  });

  it('Settings with one purpose loads only that one, with no box ticked beforehand', async () => {
    const { page, context } = await openPage(browser(), { agent: AGENT, consent: null });
    const requests = tagRequests(page);
    await page.goto(`${APP_URL}/explore`);
    await heading1(page, 'Explore');
    await banner(page).getByRole('button', { name: 'Settings' }).click();
    await settings(page).waitFor();
    for (const name of [/^Analytics/, /^Payment analytics/, /^Advertising/]) {
      expect(await settings(page).getByRole('checkbox', { name }).isChecked()).toBe(false);
    }
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'consent-settings');
    await settings(page).getByRole('checkbox', { name: /^Advertising/ }).check();
    await settings(page).getByRole('button', { name: 'Save choices' }).click();
    expect(await storedChoices(page)).toEqual({ analytics: false, paymentAnalytics: false, advertising: true });

    await expect.poll(async () => (await collectedTagHits(AGENT)).map((hit) => hit.path), { timeout: 15_000 }).toContain(
      '/pagead/viewthroughconversion/000000000/',
    );
    // Another screen, another page view: the screen as a pattern, never a username.
    await page.goto(`${APP_URL}/ana`);
    await screenHeading(page).waitFor();
    await expect
      .poll(async () => (await collectedTagHits(AGENT)).map((hit) => hit.params.url), { timeout: 15_000 })
      .toContain(`${APP_URL}/:username`);
    expect(JSON.stringify(await collectedTagHits(AGENT))).not.toContain('/ana');
    await settle(page);
    expect(requests.analytics).toEqual([]);
    expect(requests.paymentAnalytics).toEqual([]);
    expect(await collectedEvents(AGENT)).toEqual([]);
    await context.close();
  });
});

describe('a stored choice', () => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'wayfare-consent-'));
  afterAll(() => rmSync(userDataDir, { recursive: true, force: true }));

  const launch = () =>
    chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumPath() ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      viewport: { width: 1280, height: 800 },
      userAgent: agentUserAgent(browser(), AGENT),
    });

  it('survives a reload and a browser restart on the same profile', async () => {
    let context = await launch();
    let page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${APP_URL}/explore`);
    await banner(page).getByRole('button', { name: 'Settings' }).click();
    await settings(page).getByRole('checkbox', { name: /^Analytics/ }).check();
    await settings(page).getByRole('button', { name: 'Save choices' }).click();
    await page.reload();
    await heading1(page, 'Explore');
    expect(await banner(page).count()).toBe(0);
    await context.close();

    await clearCollectedEvents(AGENT);
    context = await launch();
    page = context.pages()[0] ?? (await context.newPage());
    const requests = tagRequests(page);
    await page.goto(`${APP_URL}/explore`);
    await heading1(page, 'Explore');
    await expect
      .poll(async () => (await collectedEvents(AGENT)).map((event) => event.event_properties?.screen), { timeout: 15_000 })
      .toContain('/explore');
    await settle(page);
    expect(await banner(page).count()).toBe(0);
    expect(await storedChoices(page)).toEqual({ analytics: true, paymentAnalytics: false, advertising: false });
    expect(requests.advertising).toEqual([]);
    expect(requests.paymentAnalytics).toEqual([]);
    await context.close();
  });

  it('is changed from the footer, and withdrawing stops the sending and deletes the cookies', async () => {
    const { page, context, consoleErrors } = await openPage(browser(), { agent: AGENT, consent: ACCEPT_ALL });
    await page.goto(`${APP_URL}/explore`);
    await heading1(page, 'Explore');
    expect(await banner(page).count()).toBe(0);
    await expect
      .poll(async () => (await collectedEvents(AGENT)).length > 0 && (await collectedTagHits(AGENT)).some((hit) => hit.path.startsWith('/pagead/')), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect.poll(() => page.evaluate(() => document.cookie), { timeout: 10_000 }).toMatch(/AMP_/);

    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await footerButton.click();
    await settings(page).waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    for (const name of [/^Analytics/, /^Payment analytics/, /^Advertising/]) {
      expect(await settings(page).getByRole('checkbox', { name }).isChecked()).toBe(true);
    }
    await settings(page).getByRole('checkbox', { name: /^Analytics/ }).uncheck();
    await settings(page).getByRole('checkbox', { name: /^Advertising/ }).uncheck();
    // Let the last consented flush land before judging what comes after.
    await page.waitForTimeout(1500);
    await settings(page).getByRole('button', { name: 'Save choices' }).click();
    const saved = page.getByRole('region', { name: 'Choice saved' });
    await saved.getByText('Nothing more is sent for: Analytics, Advertising.', { exact: false }).waitFor();
    await saved.getByRole('button', { name: 'Reload page' }).waitFor();
    expect(await storedChoices(page)).toEqual({ analytics: false, paymentAnalytics: true, advertising: false });
    await expect.poll(() => page.evaluate(() => document.cookie)).not.toMatch(/AMP_|_gcl_/);

    await Promise.all([clearCollectedEvents(AGENT), clearCollectedTagHits(AGENT)]);
    await saved.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('consent-settings-button');
    for (const link of ['Travel quiz', 'Shop', 'Explore']) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
      await screenHeading(page).waitFor();
    }
    await settle(page);
    expect(await collectedEvents(AGENT)).toEqual([]);
    expect((await collectedTagHits(AGENT)).filter((hit) => hit.path.startsWith('/pagead/'))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('the banner by keyboard and on a phone', () => {
  it('is reached right after the skip link, and chosen without a mouse', async () => {
    const { page, context } = await openPage(browser(), { agent: AGENT, consent: null });
    await page.goto(`${APP_URL}/explore`);
    await heading1(page, 'Explore');
    // Once the app's banner has taken the page's place (until then the page's own comes first in the page).
    await expect.poll(() => page.locator('#consent-boot').count()).toBe(0);
    const path = await tabTo(page, 'Settings');
    expect(path).toEqual(['Skip to content', 'What each one does', 'Accept all', 'Reject all', 'Settings']);
    await page.keyboard.press('Enter');
    await settings(page).waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toMatch(/^Analytics/);
    await page.keyboard.press('Space');
    // Escape leaves the settings without choosing: back to the banner, nothing stored.
    await page.keyboard.press('Escape');
    await banner(page).waitFor();
    expect(await storedChoices(page)).toBeNull();
    expect(await focusedName(page)).toBe('Cookies and tracking');

    await tabTo(page, 'Settings');
    await page.keyboard.press('Enter');
    await tabTo(page, /^Analytics/);
    await page.keyboard.press('Space');
    await tabTo(page, 'Save choices');
    await page.keyboard.press('Enter');
    await expect.poll(() => storedChoices(page)).toEqual({ analytics: true, paymentAnalytics: false, advertising: false });
    expect(await page.getByRole('region', { name: /Cookie/ }).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });

  it('leaves the sign-in form usable on a phone, and Sign in on /auth links to /auth', async () => {
    const { page, context } = await openPage(browser(), { agent: AGENT, consent: null, viewport: { width: 375, height: 667 } });
    await page.goto(`${APP_URL}/auth`);
    await banner(page).waitFor();
    // Polled: the page's own banner steps aside for the app's between two reads.
    await expect.poll(async () => (await banner(page).boundingBox())?.height ?? 999).toBeLessThan(667 / 2);
    const submit = page.getByRole('tabpanel').getByRole('button', { name: 'Sign in', exact: true });
    // A trial click checks that nothing covers the button once it is scrolled into view.
    await submit.click({ trial: true, timeout: 5000 });
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click({ trial: true, timeout: 5000 });
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'consent-banner-phone');
    await context.close();
  });
});
