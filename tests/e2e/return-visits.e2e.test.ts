/**
 * Return visits and sign-in (issue 14, items 1-4), in Chromium against the
 * emulators: one persistent browser profile across restarts, an offline spell
 * and two tabs never falls back to "Finish signing up"; Follow and Clone asked
 * for signed out are completed after sign-in or sign-up; Follow right after
 * the sign-in redirect shows at once and stays; "Plan it for me" waits for
 * Auth instead of refusing a signed-in person.
 *
 * Accounts made here are new per run; Diego's followers are put back and every
 * trip made here is removed afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { uniqueSuffix } from './support/auth-emulator';
import { APP_URL, axeViolations, E2E_DEFAULT_CONSENT, openPage, presetConsent, screenshot } from './support/browser';
import { adminDb as db, captureOnFailure, heading1, signIn, useBrowser, removeTrips } from './support/journey';

const browser = useBrowser();
const ANA_UID = 'anaRibeiro01';
/**
 * The profile these journeys follow and unfollow: Diego, whom no other file
 * follows or counts, so the files can run side by side (accounts.e2e follows Ana).
 */
const FOLLOWED_UID = 'diegoFernandez01';
const SAM_UID = 'samCarter01';
const PUBLIC_TRIP = 'lisbon-food-and-fado';

const followedFollowersAtStart = (async () => ((await db().doc(`users/${FOLLOWED_UID}`).get()).get('followers') as string[]) ?? [])();
const madeTrips: string[] = [];

afterAll(async () => {
  await db().doc(`users/${FOLLOWED_UID}`).update({ followers: await followedFollowersAtStart });
  const sam = await db().doc(`users/${SAM_UID}`).get();
  const following = (sam.get('following') as string[] | undefined) ?? [];
  await sam.ref.update({ following: following.filter((uid) => uid !== FOLLOWED_UID) });
  await removeTrips(madeTrips);
});

async function storedFollowersOfFollowed(): Promise<string[]> {
  return ((await db().doc(`users/${FOLLOWED_UID}`).get()).get('followers') as string[] | undefined) ?? [];
}

function followersButton(page: Page): Locator {
  return page.getByRole('list', { name: 'Followers and following' }).getByRole('button', { name: /followers?$/ });
}

async function followerCount(page: Page): Promise<number> {
  const match = /^([\d,]+)\s/.exec((await followersButton(page).innerText()).trim());
  return Number((match?.[1] ?? 'NaN').replace(/,/g, ''));
}

function profileButton(page: Page, name: 'Follow' | 'Unfollow'): Locator {
  return page.locator('.profile-actions').getByRole('button', { name, exact: true });
}

async function signInOnForm(page: Page, email: string, password = 'wayfare-demo') {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Waits `ms` and checks, all along, that `check` holds. */
async function holdsFor(ms: number, check: () => Promise<boolean>): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    expect(await check()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('follow across sign-in', () => {
  it('Follow right after the sign-in redirect shows at once and stays', async () => {
    const followersBefore = await storedFollowersOfFollowed();
    const { page, context, consoleErrors } = await openPage(browser());
    await page.goto(`${APP_URL}/diego`);
    await heading1(page, 'Diego Fernández');
    const before = await followerCount(page);
    // Signed out, through the header's Sign in (no action asked for), back to /diego.
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await heading1(page, 'Sign in');
    await signInOnForm(page, 'sam@demo.wayfare.test');
    await page.waitForURL(`${APP_URL}/diego`);
    await page.getByRole('banner').getByRole('link', { name: 'Sam Carter' }).waitFor();
    const follow = profileButton(page, 'Follow');
    await expect.poll(() => follow.getAttribute('aria-disabled')).toBeNull();
    await follow.click();

    await profileButton(page, 'Unfollow').waitFor();
    await expect.poll(() => storedFollowersOfFollowed(), { timeout: 10_000 }).toContain(SAM_UID);
    // The page agrees with what was stored, and keeps agreeing (no answer from before the follow wins).
    await holdsFor(4_000, async () => (await followerCount(page)) === before + 1 && (await profileButton(page, 'Unfollow').count()) === 1);
    expect((await storedFollowersOfFollowed()).length).toBe(followersBefore.length + 1);

    await profileButton(page, 'Unfollow').click();
    await profileButton(page, 'Follow').waitFor();
    await expect.poll(() => storedFollowersOfFollowed(), { timeout: 10_000 }).not.toContain(SAM_UID);
    await holdsFor(2_000, async () => (await followerCount(page)) === before);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('Follow clicked signed out is completed after signing in', async () => {
    const { page, context, consoleErrors } = await openPage(browser());
    await page.goto(`${APP_URL}/diego`);
    await heading1(page, 'Diego Fernández');
    const before = await followerCount(page);
    await profileButton(page, 'Follow').click();
    await heading1(page, 'Sign in');
    await signInOnForm(page, 'sam@demo.wayfare.test');

    await page.waitForURL(`${APP_URL}/diego`);
    await profileButton(page, 'Unfollow').waitFor();
    await page.getByText('You now follow Diego Fernández.').waitFor();
    await expect.poll(() => storedFollowersOfFollowed(), { timeout: 10_000 }).toContain(SAM_UID);
    await holdsFor(2_000, async () => (await followerCount(page)) === before + 1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'return-follow-completed-after-sign-in');
    // Done once: a reload does not follow again or say so again.
    await page.reload();
    await heading1(page, 'Diego Fernández');
    await profileButton(page, 'Unfollow').waitFor();
    expect(await page.getByText('You now follow Diego Fernández.').count()).toBe(0);

    await profileButton(page, 'Unfollow').click();
    await expect.poll(() => storedFollowersOfFollowed(), { timeout: 10_000 }).not.toContain(SAM_UID);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('Follow clicked signed out is completed after signing up and onboarding', async () => {
    const suffix = uniqueSuffix();
    const { page, context, consoleErrors } = await openPage(browser());
    await page.goto(`${APP_URL}/diego`);
    await heading1(page, 'Diego Fernández');
    await profileButton(page, 'Follow').click();
    await heading1(page, 'Sign in');
    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByLabel('E-mail').fill(`follow.${suffix}@e2e.wayfare.test`);
    await page.getByLabel('Password', { exact: true }).fill('a long walk by the river');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await heading1(page, 'Welcome to Wayfare');
    await page.getByLabel('Username').fill(`follow_${suffix}`);
    await page.getByText(`@follow_${suffix} is available.`).waitFor();
    await page.getByLabel('Display name').fill(`Follow Tester ${suffix}`);
    await page.getByRole('button', { name: 'Create my profile' }).click();

    await page.waitForURL(`${APP_URL}/diego`);
    await profileButton(page, 'Unfollow').waitFor();
    // Said, as after signing in (docs/accounts.md).
    await page.getByText('You now follow Diego Fernández.').waitFor();
    const me = (await db().collection('usernames').doc(`follow_${suffix}`).get()).get('uid') as string;
    await expect.poll(() => storedFollowersOfFollowed(), { timeout: 10_000 }).toContain(me);
    await profileButton(page, 'Unfollow').click();
    await expect.poll(() => storedFollowersOfFollowed(), { timeout: 10_000 }).not.toContain(me);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('clone across sign-in', () => {
  it('Clone clicked signed out is made after signing in', async () => {
    const { page, context, consoleErrors } = await openPage(browser());
    await page.goto(`${APP_URL}/trip/${PUBLIC_TRIP}`);
    await page.getByRole('button', { name: 'Clone' }).click();
    await heading1(page, 'Sign in');
    await signInOnForm(page, 'marco@demo.wayfare.test');

    await page.waitForURL(/\/organize\/[A-Za-z0-9_-]{4,64}$/, { timeout: 30_000 });
    const copyId = new URL(page.url()).pathname.split('/').pop() ?? '';
    madeTrips.push(copyId);
    await expect
      .poll(async () => (await db().doc(`itineraries/${copyId}`).get()).data(), { timeout: 10_000 })
      .toMatchObject({ clonedFrom: PUBLIC_TRIP, public: false });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('Plan it for me while Auth is still loading', () => {
  it('waits for Auth and creates the trip for the signed-in person', async () => {
    const { page, context, consoleErrors } = await openPage(browser());
    await signIn(page, 'ana@demo.wayfare.test', '/plan');
    // On the next load, Auth answers slowly: the screen is up before the session is.
    await context.route('**/identitytoolkit.googleapis.com/v1/accounts:lookup*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      await route.continue();
    });
    await page.reload();
    await heading1(page, 'Plan a trip');
    await page.getByRole('textbox', { name: 'Your trip in a sentence' }).fill('2 days in Lisbon, food');
    await page.getByRole('button', { name: 'Plan it for me' }).click();

    // Auth answers after 6 s; then the assistant function may start cold on a busy machine.
    await page.waitForURL((url) => url.pathname.startsWith('/organize/'), { timeout: 60_000 });
    const id = new URL(page.url()).pathname.split('/')[2] ?? '';
    madeTrips.push(id);
    expect((await db().doc(`itineraries/${id}`).get()).get('creatorId')).toBe(ANA_UID);
    expect(await page.getByText('Sign in to create a trip.').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('a visitor who has never signed in', () => {
  const header = (page: Page) => page.getByRole('banner');
  /** Firebase's databases in the browser: Auth's ('firebaseLocalStorageDb') and Firestore's cache ('firestore/…'), made when they start. */
  const databases = async (page: Page) =>
    (await page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name ?? ''))).filter(
      (name) => name === 'firebaseLocalStorageDb' || name.startsWith('firestore/'),
    );

  it('is shown as signed out without starting Auth or Firestore, signs in, and a second tab follows', async () => {
    const { page, context, consoleErrors } = await openPage(browser());
    await page.goto(`${APP_URL}/ana`);
    await header(page).getByRole('link', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    // Start-up has run (the session is known); nothing of Auth or Firestore was made on this device.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await databases(page)).toEqual([]);

    const second = await context.newPage();
    await second.goto(`${APP_URL}/explore`);
    await header(second).getByRole('link', { name: 'Sign in' }).waitFor();

    await signIn(page, 'ana@demo.wayfare.test', '/home');
    await header(page).getByRole('link', { name: 'Ana Ribeiro' }).waitFor();
    expect(await databases(page)).toContain('firebaseLocalStorageDb');
    // The other tab hears of the sign-in and shows Ana too, without a reload.
    await header(second).getByRole('link', { name: 'Ana Ribeiro' }).waitFor({ timeout: 15_000 });
    expect(await header(second).getByRole('link', { name: 'Sign in' }).count()).toBe(0);

    // Signed out again: the next visit knows nobody is signed in from Auth's own storage.
    await header(page).getByRole('button', { name: 'Sign out' }).click();
    await header(page).getByRole('link', { name: 'Sign in' }).waitFor();
    const third = await context.newPage();
    await third.goto(`${APP_URL}/explore`);
    await header(third).getByRole('link', { name: 'Sign in' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 90_000);
});

describe('one browser profile over many visits', () => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'wayfare-profile-'));
  afterAll(() => rmSync(userDataDir, { recursive: true, force: true }));

  let launched: BrowserContext | null = null;
  captureOnFailure(() => launched?.pages() ?? []);
  async function launch(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumPath() ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      viewport: { width: 1280, height: 800 },
    });
    launched = context;
    // This visitor chose once, on the first visit, like the other journeys' visitors.
    await presetConsent(context, E2E_DEFAULT_CONSENT);
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { context, page, errors };
  }

  const header = (page: Page) => page.getByRole('banner');
  const finishSigningUp = (page: Page) => header(page).getByRole('link', { name: 'Finish signing up' });
  /**
   * On the onboarding page, the header knows the profile is missing: Sign out without the profile's links
   * ("Finish signing up" is not offered on the page it leads to).
   */
  const headerKnowsNoProfile = async (page: Page) => {
    await header(page).getByRole('button', { name: 'Sign out' }).waitFor();
    await header(page).getByRole('link', { name: 'Account', exact: true }).waitFor({ state: 'detached' });
    expect(await finishSigningUp(page).count()).toBe(0);
  };

  it('never falls back to "Finish signing up": a refused name, restarts, a stale cache, an offline spell, two tabs', async () => {
    const suffix = uniqueSuffix();
    const email = `returns.${suffix}@e2e.wayfare.test`;
    const username = `returns_${suffix}`;
    const displayName = `Return Tester ${suffix}`;

    // Sign up; onboarding opens. This device now remembers "no profile".
    let { context, page } = await launch();
    await page.goto(`${APP_URL}/auth`);
    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a long walk by the river');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await heading1(page, 'Welcome to Wayfare');
    await headerKnowsNoProfile(page);

    // The first name is free when checked, then taken by someone faster before the claim.
    const first = `first_${suffix}`;
    await page.getByLabel('Username').fill(first);
    await page.getByText(`@${first} is available.`).waitFor();
    await page.getByLabel('Display name').fill(displayName);
    await db().doc(`usernames/${first}`).set({ uid: 'someoneFaster01' });
    // The server's word that there is no profile comes late (as on a loaded machine), after the refusal:
    // the device showed the profile when it was written, and must not move on with it meanwhile.
    const lateProfileRead = /\/documents:batchGet/;
    await page.route(lateProfileRead, async (route) => {
      if (route.request().postData()?.includes('/documents/users/')) await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue().catch(() => undefined);
    });
    await page.getByRole('button', { name: 'Create my profile' }).click();
    // The form stays and says so, rather than leaving with the profile half made: at the
    // submit ("just taken"), or from the live check when it heard of the claim first.
    await page.getByText(new RegExp(`^(That username was just taken\\. Pick another one\\.|@${first} is taken\\. Try another one\\.)$`)).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/welcome');
    await page.unroute(lateProfileRead);

    await page.getByLabel('Username').fill(username);
    await page.getByText(`@${username} is available.`).waitFor();
    await page.getByRole('button', { name: 'Create my profile' }).click();
    await page.waitForURL(`${APP_URL}/home`);
    await header(page).getByRole('link', { name: displayName }).waitFor();
    const uid = (await db().doc(`usernames/${username}`).get()).get('uid') as string;
    await context.close();

    // Restart: the profile is recognised.
    ({ context, page } = await launch());
    await page.goto(`${APP_URL}/home`);
    await header(page).getByRole('link', { name: displayName }).waitFor();
    expect(await finishSigningUp(page).count()).toBe(0);

    // /auth/welcome knows the name is this person's own and moves on.
    await page.goto(`${APP_URL}/auth/welcome?next=%2Fexplore`);
    await page.waitForURL(`${APP_URL}/explore`);

    // An offline spell, then a second tab.
    await context.setOffline(true);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await finishSigningUp(page).count()).toBe(0);
    await context.setOffline(false);
    const second = await context.newPage();
    await second.goto(`${APP_URL}/plan`);
    await header(second).getByRole('link', { name: displayName }).waitFor();
    await header(page).getByRole('link', { name: displayName }).waitFor();
    expect(await finishSigningUp(second).count()).toBe(0);
    expect(await finishSigningUp(page).count()).toBe(0);
    await context.close();

    // A stale cache: this device last heard "no profile" for a second account (signed up, then
    // closed before onboarding; the profile was made elsewhere), and on the next start the
    // server cannot be reached at first. The cached "no profile" must not count.
    const otherSuffix = `${suffix}b`;
    const otherName = `Other Tester ${otherSuffix}`;
    ({ context, page } = await launch());
    await page.goto(`${APP_URL}/home`);
    await header(page).getByRole('button', { name: 'Sign out' }).click();
    await header(page).getByRole('link', { name: 'Sign in' }).waitFor();
    await page.goto(`${APP_URL}/auth`);
    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByLabel('E-mail').fill(`returns.${otherSuffix}@e2e.wayfare.test`);
    await page.getByLabel('Password', { exact: true }).fill('a long walk by the river');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await heading1(page, 'Welcome to Wayfare');
    await headerKnowsNoProfile(page);
    const otherUid = await page.evaluate(async () => {
      const open = indexedDB.open('firebaseLocalStorageDb');
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('indexedDB could not be opened'));
      });
      const all = database.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
      const rows = await new Promise<Array<{ value?: { uid?: string } }>>((resolve, reject) => {
        all.onsuccess = () => resolve(all.result as Array<{ value?: { uid?: string } }>);
        all.onerror = () => reject(all.error ?? new Error('indexedDB could not be read'));
      });
      return rows.find((row) => row.value?.uid)?.value?.uid ?? '';
    });
    expect(otherUid).not.toBe('');
    await context.close();
    const now = new Date();
    await db().doc(`usernames/other_${otherSuffix}`).set({ uid: otherUid });
    await db().doc(`users/${otherUid}`).set({
      id: otherUid,
      username: `other_${otherSuffix}`,
      displayName: otherName,
      photoURL: null,
      bio: null,
      homeCity: null,
      following: [],
      followers: [],
      isAgent: false,
      createdAt: now,
      updatedAt: now,
    });

    ({ context, page } = await launch());
    await context.route(/^http:\/\/(127\.0\.0\.1|localhost):8080\//, (route) => route.abort());
    await page.goto(`${APP_URL}/explore`);
    await header(page).getByRole('button', { name: 'Sign out' }).waitFor();
    await holdsFor(5_000, async () => (await finishSigningUp(page).count()) === 0);
    await context.unroute(/^http:\/\/(127\.0\.0\.1|localhost):8080\//);
    await header(page).getByRole('link', { name: otherName }).waitFor({ timeout: 60_000 });
    expect(await finishSigningUp(page).count()).toBe(0);
    await screenshot(page, 'return-visits-recognised-after-stale-cache');
    await context.close();
    expect(uid).toBeTruthy();
    // Sign-up twice, three restarts and an offline spell: a long journey on purpose.
  }, 300_000);
});
