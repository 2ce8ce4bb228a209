import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/lib/chromium.mjs';

export const APP_URL = process.env.APP_URL ?? 'http://127.0.0.1:4173';
export const COLLECTOR_URL = 'http://127.0.0.1:9300';
const SCREENSHOTS = join(process.cwd(), 'test-results', 'screenshots');


export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath() ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** A page that records console errors, page errors and any request leaving this machine. */
export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
  outsideRequests: string[];
}

const LOCAL = /^(https?|wss?):\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//;

export async function openPage(browser: Browser): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const consoleErrors: string[] = [];
  const outsideRequests: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (LOCAL.test(url) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    outsideRequests.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  return { context, page, consoleErrors, outsideRequests };
}

export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

export async function collectedEvents(): Promise<Array<{ event_type: string; event_properties?: Record<string, unknown> }>> {
  const response = await fetch(`${COLLECTOR_URL}/events`);
  return (await response.json()) as Array<{ event_type: string; event_properties?: Record<string, unknown> }>;
}

export async function clearCollectedEvents(): Promise<void> {
  await fetch(`${COLLECTOR_URL}/events`, { method: 'DELETE' });
}
