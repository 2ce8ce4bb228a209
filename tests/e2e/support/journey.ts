import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
/** What the journey test files share: one browser per file, and checks on a page. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { APP_URL, launchBrowser } from './browser';

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

/** Signs in a demo user (password wayfare-demo) through /auth and waits for `next`. */
export async function signIn(page: Page, email: string, next: string) {
  await page.goto(`${APP_URL}/auth?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wayfare-demo');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === next);
}

/** The Admin SDK's Firestore on the emulator, for checking what was stored and cleaning up. */
export function adminDb() {
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-wayfare' });
  return getFirestore(app);
}
