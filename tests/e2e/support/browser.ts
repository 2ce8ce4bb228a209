import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, testChromiumPath } from '../../../scripts/lib/chromium.mjs';
import { type ConsentChoices, CONSENT_STORAGE_KEY, consentRecord } from '@/features/consent/lib/consent-record';

export const APP_URL = process.env.APP_URL ?? 'http://127.0.0.1:4173';
export const COLLECTOR_URL = 'http://127.0.0.1:9300';
const SCREENSHOTS = join(process.cwd(), 'test-results', 'screenshots');


export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: testChromiumPath() ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** A page that records console errors, page errors and any request leaving this machine. */
export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
  outsideRequests: string[];
}

const LOCAL = /^(https?|wss?):\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//;

/**
 * The consent choice a page opened with openPage starts with, unless the test
 * says otherwise: analytics only. That is what the app loaded before it asked
 * (Amplitude to the local collector; no payment script outside production, no
 * ads tag), so the analytics tests keep their meaning, and no consent banner
 * sits over the buttons a journey clicks. tests/e2e/consent.e2e.test.ts covers
 * the banner itself.
 */
export const E2E_DEFAULT_CONSENT: ConsentChoices = { analytics: true, paymentAnalytics: false, advertising: false };

/**
 * Stores `choices` as the visitor's consent before any page of `context`
 * loads, as a returning visitor has it. A choice the page stores later (a
 * test changing it) is kept: the preset only fills an empty slot.
 */
export async function presetConsent(context: BrowserContext, choices: ConsentChoices): Promise<void> {
  await context.addInitScript(
    ({ key, value }) => {
      try {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      } catch {
        // A page without storage (about:blank, an opaque origin): nothing to preset.
      }
    },
    { key: CONSENT_STORAGE_KEY, value: JSON.stringify(consentRecord(choices)) },
  );
}

export interface OpenPageOptions {
  /** The stored consent choice to start with; null for a first visit (the banner shows). */
  consent?: ConsentChoices | null;
  viewport?: { width: number; height: number };
  /** A touch screen (a phone or tablet): touch events and `pointer: coarse`. */
  touch?: boolean;
  /**
   * Whether the page may animate (the system's "reduce motion" off). Off by
   * default: a journey's screens are the same without their fades and
   * shimmers, and not drawing them halves the browser's work on two cores
   * (docs/testing.md). The map's journeys keep motion, and the persistent
   * profiles (consent, return visits) launch their own browser with it.
   */
  motion?: boolean;
  /** Marks the page's requests for the analytics collector (`journeyAgent`). */
  agent?: string;
}

export async function openPage(
  browser: Browser,
  { consent = E2E_DEFAULT_CONSENT, viewport = { width: 1280, height: 800 }, touch = false, motion = false, agent }: OpenPageOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport,
    hasTouch: touch,
    reducedMotion: motion ? 'no-preference' : 'reduce',
    ...(agent ? { userAgent: agentUserAgent(browser, agent) } : {}),
  });
  if (consent) await presetConsent(context, consent);
  const consoleErrors: string[] = [];
  const outsideRequests: string[] = [];
  // Noted, not intercepted: routing every request through the test process
  // costs both sides a round trip per request. Chromium itself refuses any
  // host but this machine (CHROMIUM_ARGS' host resolver rules), so an outside
  // request fails, unless the test answers it with a stand-in of its own
  // (Google's API script for the sign-in popup).
  context.on('requestfailed', (request) => {
    const url = request.url();
    if (!(LOCAL.test(url) || url.startsWith('data:') || url.startsWith('blob:'))) outsideRequests.push(url);
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  return { context, page, consoleErrors, outsideRequests };
}

/**
 * Records the page's layout shifts (not those right after an input) from its
 * first load on; read them with `layoutShifts`. Call before `goto`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded since the page loaded (see `recordLayoutShifts`). */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
}

/**
 * Resolves once every finite animation or transition on the page has ended (a
 * dialog's fade-in, a toast sliding in). Colours read halfway through a fade
 * are blends with the background, so a contrast check must never run then:
 * its verdict would depend on the machine's speed. Endless animations (a
 * spinner) are left running; they do not change a colour axe checks.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round += 1) {
      const running = document.getAnimations().filter((animation) => {
        const timing = animation.effect?.getComputedTiming();
        return animation.playState === 'running' && timing !== undefined && timing.endTime !== Infinity;
      });
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * The screen's own main heading: the level-1 heading other than the
 * loading screen's, which screen readers hear ("Loading…") while a screen's
 * code arrives.
 */
export function screenHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1 }).filter({ hasNotText: /^Loading…$/ });
}

/**
 * axe's findings on the page, or on the parts of it `include` selects, once
 * nothing on it is animating. axe is asked for its violations only: that is
 * all a journey checks, and leaving out the passing and undecided nodes'
 * details takes about a third off its work on a large page (docs/testing.md).
 */
export async function axeViolations(page: Page, include?: string | string[]): Promise<string[]> {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  for (const selector of [include ?? []].flat()) builder = builder.include(selector);
  const result = await builder.analyze();
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/** The whole page as `name`.png; with `{ fullPage: false }` what the window shows (a dialog over a long page). */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}

/**
 * The collector keeps what every page of every journey sends, and the
 * journeys run side by side. A journey that reads or clears it gives its
 * browsers a user agent of their own (`openPage`'s `agent`, or
 * `agentUserAgent` for a browser it launches itself) and reads and clears
 * only what came with it.
 */
export function journeyAgent(name: string): string {
  return `wayfare-journey-${name}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Chromium's own headless user agent with `agent` added at the end. */
export function agentUserAgent(browser: Browser, agent: string): string {
  const major = browser.version().split('.')[0];
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/${major}.0.0.0 Safari/537.36 ${agent}`;
}

const collected = (list: 'events' | 'hits', agent: string) => `${COLLECTOR_URL}/${list}?agent=${encodeURIComponent(agent)}`;

export async function collectedEvents(agent: string): Promise<Array<{ event_type: string; event_properties?: Record<string, unknown> }>> {
  const response = await fetch(collected('events', agent));
  return (await response.json()) as Array<{ event_type: string; event_properties?: Record<string, unknown> }>;
}

export async function clearCollectedEvents(agent: string): Promise<void> {
  await fetch(collected('events', agent), { method: 'DELETE' });
}

/** A request the collector's tag-script stand-ins received (the scripts themselves and the Google tag's pixels). */
export interface TagHit {
  path: string;
  params: Record<string, string>;
}

export async function collectedTagHits(agent: string): Promise<TagHit[]> {
  const response = await fetch(collected('hits', agent));
  return (await response.json()) as TagHit[];
}

export async function clearCollectedTagHits(agent: string): Promise<void> {
  await fetch(collected('hits', agent), { method: 'DELETE' });
}
