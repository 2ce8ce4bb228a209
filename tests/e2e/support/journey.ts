import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
/** What the journey test files share: one browser per file, and checks on a page. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { APP_URL, launchBrowser, screenshot } from './browser';

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
  captureOnFailure(() => browser?.contexts().flatMap((context) => context.pages()) ?? []);
  return () => browser;
}

/**
 * A failed test leaves what each of `pages` showed: a screenshot in
 * test-results/screenshots and, in the test output, the address and the start
 * of the visible text, so a failure on a loaded machine can be read. Call it
 * at the top of a file or describe block.
 */
export function captureOnFailure(pages: () => Page[]): void {
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      for (const [index, page] of pages().entries()) {
        const name = `failed-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}-${index}`;
        try {
          const text = await page.locator('body').innerText({ timeout: 2_000 });
          await screenshot(page, name);
          console.error(`[${name}] ${page.url()}\n${text.slice(0, 1_500)}`);
        } catch (error) {
          console.error(`[${name}] ${page.url()}: could not be captured (${String(error)})`);
        }
      }
    });
  });
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

/**
 * What the page's Firestore SDK asks to listen to, as paths below the
 * database (`itineraries/x` for a document, `itineraries/x/items` for a
 * query), read from the Listen channel's requests. A listener the rules
 * refuse is answered with an error the app handles quietly; this shows
 * whether it was asked for at all.
 */
export function firestoreListens(page: Page): string[] {
  const targets: string[] = [];
  const relative = (name: string) => name.replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\/?/, '');
  page.on('request', (request) => {
    if (!request.url().includes('/google.firestore.v1.Firestore/Listen/channel')) return;
    const body = request.postData();
    if (!body) return;
    for (const [key, value] of new URLSearchParams(body)) {
      if (!/^req\d+___data__$/.test(key)) continue;
      const message = JSON.parse(value) as {
        addTarget?: { documents?: { documents: string[] }; query?: { parent: string; structuredQuery: { from: { collectionId: string }[] } } };
      };
      const target = message.addTarget;
      if (target?.documents) targets.push(...target.documents.documents.map(relative));
      if (target?.query) {
        for (const from of target.query.structuredQuery.from) {
          targets.push([relative(target.query.parent), from.collectionId].filter(Boolean).join('/'));
        }
      }
    }
  });
  return targets;
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

/**
 * Removes trips a journey made, with everything under them (items, bookings,
 * messages, inbox), as the app's own delete and the account deletion do.
 */
export async function removeTrips(ids: readonly string[]): Promise<void> {
  for (const id of ids) await adminDb().recursiveDelete(adminDb().doc(`itineraries/${id}`));
}
