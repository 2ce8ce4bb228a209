/** What the journey test files share: one browser per file, and checks on a page. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';

/**
 * One Chromium for the whole test file: launched before its first test and
 * closed after its last. Call it at the top of the file; inside a test,
 * `browser()` is that Chromium.
 */
export function useBrowser(): () => Browser {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser;
}

export async function heading1(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/**
 * Console errors with the address Chromium gives them (for a failed request,
 * the request's URL), so an expected one can be told apart exactly.
 */
export function consoleErrorsWithSource(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}
