/**
 * Accounts, profiles and the follow graph in Chromium (issue 3): a person
 * signs up, picks a username, follows a demo user and unfollows, signs out and
 * opens their shared profile link; Follow signed out leads to sign-in and back;
 * the errors a person sees say what to do.
 *
 * Every account these tests create is new (unique per run); demo accounts are
 * only read or signed in to, and every follow is undone before the test ends.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createEmailAccount, uniqueSuffix } from './support/auth-emulator';
import { APP_URL, axeViolations, layoutShifts, openPage, recordLayoutShifts, screenshot } from './support/browser';
import { consoleErrorsWithSource, heading1, useBrowser } from './support/journey';

const DEMO_PASSWORD = 'wayfare-demo';
const demoEmail = (username: string) => `${username}@demo.wayfare.test`;
const ANA_UID = 'anaRibeiro01';
const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-wayfare';

const browser = useBrowser();

/** The number in a label such as "1,204 followers" or "3 following". */
async function countIn(locator: Locator): Promise<number> {
  const text = await locator.innerText();
  const match = /^([\d,]+)\s/.exec(text.trim());
  if (!match?.[1]) throw new Error(`No count in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

/** The public profile's follower count button ("3 followers"). */
function followersButton(page: Page): Locator {
  return page.getByRole('list', { name: 'Followers and following' }).getByRole('button', { name: /followers?$/ });
}

/** Follow or Unfollow on a public profile, once the session has loaded (it is aria-disabled before). */
async function followButton(page: Page, name: 'Follow' | 'Unfollow'): Promise<Locator> {
  const button = page.locator('.profile-actions').getByRole('button', { name, exact: true });
  await button.waitFor();
  await expect.poll(() => button.getAttribute('aria-disabled')).toBeNull();
  return button;
}

/** The own profile's counts on /profile: "N followers" and "N following". */
function ownCounts(page: Page) {
  const list = page.getByRole('list', { name: 'Follow counts' });
  return {
    followers: list.getByRole('listitem').filter({ hasText: /followers?$/ }),
    following: list.getByRole('listitem').filter({ hasText: /following$/ }),
  };
}

/** Ana's followers as the Firestore emulator holds them (read as the owner, past the rules). */
async function storedFollowersOfAna(): Promise<string[]> {
  const url = `${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users/${ANA_UID}`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  const body = (await response.json()) as {
    fields?: { followers?: { arrayValue?: { values?: Array<{ stringValue: string }> } } };
  };
  return (body.fields?.followers?.arrayValue?.values ?? []).map((value) => value.stringValue);
}

/**
 * Puts Ana's followers back as they were, should a test fail between Follow
 * and Unfollow: the other browser tests use the demo data as seeded.
 */
async function restoreFollowersOfAna(followers: string[]): Promise<void> {
  const current = await storedFollowersOfAna();
  if (JSON.stringify(current) === JSON.stringify(followers)) return;
  const url =
    `${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users/${ANA_UID}` +
    '?updateMask.fieldPaths=followers';
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      fields: { followers: { arrayValue: { values: followers.map((uid) => ({ stringValue: uid })) } } },
    }),
  });
  if (!response.ok) throw new Error(`Restoring Ana's followers failed: ${response.status} ${await response.text()}`);
}

async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

describe('signing up and following', () => {
  it('signs up, picks a username, follows Ana and unfollows, signs out and opens the shared link signed out', async () => {
    const { page, context, consoleErrors, outsideRequests } = await openPage(browser());
    const suffix = uniqueSuffix();
    const username = `e2e_${suffix}`;
    const displayName = `Rita Tester ${suffix}`;
    const email = `rita.${suffix}@e2e.wayfare.test`;
    const followersOfAnaAtStart = await storedFollowersOfAna();
    try {
      // Sign up on /auth.
      await page.goto(`${APP_URL}/auth`);
      await heading1(page, 'Sign in');
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
      await page.getByRole('tab', { name: 'Create account' }).click();
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('a long walk by the river');
      await page.getByRole('button', { name: 'Create account', exact: true }).click();

      // Onboarding: a username checked as it is typed, a display name.
      await page.waitForURL(`${APP_URL}/auth/welcome`);
      await heading1(page, 'Welcome to Wayfare');
      const usernameField = page.getByLabel('Username');
      await usernameField.fill(username);
      await page.getByText(`@${username} is available.`).waitFor();
      await page.getByLabel('Display name').fill(displayName);
      await page.getByLabel('Home city (optional)').fill('Porto');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Create my profile' }).click();

      // Signed in with a profile: the header names the person.
      await page.waitForURL(`${APP_URL}/home`);
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: displayName }).waitFor();

      // Own profile and account screens, signed in.
      await header.getByRole('link', { name: displayName }).click();
      await heading1(page, 'Your profile');
      await page.getByRole('heading', { level: 2, name: displayName }).waitFor();
      expect(await countIn(ownCounts(page).following)).toBe(0);
      await expectNoAxeViolations(page);
      await header.getByRole('link', { name: 'Account', exact: true }).click();
      await heading1(page, 'Account');
      await page.getByText(email, { exact: true }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Photo uploads' }).waitFor();
      await expect.poll(() => page.getByText('Loading your preferences…').count()).toBe(0);
      await expectNoAxeViolations(page);

      // Follow Ana: her follower count goes up by one, the button becomes Unfollow.
      await page.goto(`${APP_URL}/ana`);
      await heading1(page, 'Ana Ribeiro');
      const before = await countIn(followersButton(page));
      await expectNoAxeViolations(page);
      await (await followButton(page, 'Follow')).click();
      await followButton(page, 'Unfollow');
      await expect.poll(() => countIn(followersButton(page))).toBe(before + 1);
      // The batch reached the server (not only the optimistic count).
      await expect.poll(() => storedFollowersOfAna(), { timeout: 10_000 }).toHaveLength(before + 1);
      await page.reload();
      await heading1(page, 'Ana Ribeiro');
      await followButton(page, 'Unfollow');
      expect(await countIn(followersButton(page))).toBe(before + 1);

      // My own profile: following 1.
      await header.getByRole('link', { name: displayName }).click();
      await heading1(page, 'Your profile');
      await expect.poll(() => countIn(ownCounts(page).following)).toBe(1);

      // Unfollow: both counts go back.
      await page.goBack();
      await heading1(page, 'Ana Ribeiro');
      await (await followButton(page, 'Unfollow')).click();
      await followButton(page, 'Follow');
      await expect.poll(() => countIn(followersButton(page))).toBe(before);
      await expect.poll(() => storedFollowersOfAna(), { timeout: 10_000 }).toHaveLength(before);
      await header.getByRole('link', { name: displayName }).click();
      await heading1(page, 'Your profile');
      await expect.poll(() => countIn(ownCounts(page).following)).toBe(0);

      // Sign out from the header.
      await header.getByRole('button', { name: 'Sign out' }).click();
      await header.getByRole('link', { name: 'Sign in' }).waitFor();
      expect(await header.getByRole('link', { name: displayName }).count()).toBe(0);

      // The shared link, signed out: the profile, its name in the title and Open Graph tags.
      await page.goto(`${APP_URL}/${username}`);
      await heading1(page, displayName);
      await page.getByText(`@${username}`, { exact: true }).waitFor();
      await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
      await expect.poll(() => page.title()).toContain(displayName);
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toContain(displayName);
      expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(`${APP_URL}/${username}`);
      expect(await countIn(followersButton(page))).toBe(0);
      await expectNoAxeViolations(page);
      await screenshot(page, 'accounts-shared-profile-signed-out');
    } finally {
      // Only does something when a step above failed between Follow and Unfollow.
      await restoreFollowersOfAna(followersOfAnaAtStart);
    }

    expect(consoleErrors).toEqual([]);
    expect(outsideRequests).toEqual([]);
    await context.close();
  });

  it('Follow while signed out leads to sign-in, and back to the profile, where the follow is done', async () => {
    const { page, context, consoleErrors, outsideRequests } = await openPage(browser());
    await page.goto(`${APP_URL}/ana`);
    await heading1(page, 'Ana Ribeiro');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    await (await followButton(page, 'Follow')).click();

    await page.waitForURL(`${APP_URL}/auth?next=/ana`);
    await heading1(page, 'Sign in');
    await signInWithPassword(page, demoEmail('sam'), DEMO_PASSWORD);

    await page.waitForURL(`${APP_URL}/ana`);
    await heading1(page, 'Ana Ribeiro');
    await page.getByRole('banner').getByRole('link', { name: 'Sam Carter' }).waitFor();
    // Sam does not follow Ana in the demo data; the Follow asked for signed out is done on return.
    const followersOfAna = await storedFollowersOfAna();
    try {
      await followButton(page, 'Unfollow');
      await expect.poll(() => storedFollowersOfAna(), { timeout: 10_000 }).toContain('samCarter01');
      await screenshot(page, 'accounts-back-on-profile-after-sign-in');
      await (await followButton(page, 'Unfollow')).click();
      await followButton(page, 'Follow');
      await expect.poll(() => storedFollowersOfAna(), { timeout: 10_000 }).not.toContain('samCarter01');
    } finally {
      await restoreFollowersOfAna(followersOfAna.filter((uid) => uid !== 'samCarter01'));
    }

    expect(consoleErrors).toEqual([]);
    expect(outsideRequests).toEqual([]);
    await context.close();
  });
});

describe('a shared profile on a phone', () => {
  it.each([360, 390, 412])('opened at %i px wide, nothing on it moves as it loads', async (width) => {
    const { page, context } = await openPage(browser(), { viewport: { width, height: 844 } });
    await recordLayoutShifts(page);
    await page.goto(`${APP_URL}/ana`);
    await heading1(page, 'Ana Ribeiro');
    await page.getByRole('button', { name: /followers/ }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Public trips' }).waitFor();
    await page.waitForTimeout(1500);
    expect(await layoutShifts(page)).toEqual([]);
    await context.close();
  });
});

describe('errors a person can act on', () => {
  it('a wrong password, or an unknown e-mail, is said at its field, and what was typed stays', async () => {
    const { page, context, consoleErrors, outsideRequests } = await openPage(browser());
    const errors = consoleErrorsWithSource(page);
    await page.goto(`${APP_URL}/auth`);
    await heading1(page, 'Sign in');
    await signInWithPassword(page, demoEmail('ana'), 'not-her-password');

    // The Auth emulator reports a wrong password as such (no e-mail enumeration
    // protection there), so the sentence is at the password field.
    const passwordMessage = page.locator('#sign-in-password-message');
    await expect
      .poll(() => passwordMessage.innerText())
      .toBe('That password is wrong. Try again, or reset it with "Forgot password".');
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await password.getAttribute('aria-describedby')).toContain('sign-in-password-message');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('sign-in-password');
    expect(await page.getByLabel('E-mail').inputValue()).toBe(demoEmail('ana'));
    expect(await password.inputValue()).toBe('not-her-password');
    expect(page.url()).toBe(`${APP_URL}/auth`);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'accounts-wrong-password');

    // An e-mail no account uses: said at the e-mail field.
    const nobody = `nobody.${uniqueSuffix()}@e2e.wayfare.test`;
    await page.getByLabel('E-mail').fill(nobody);
    await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect
      .poll(() => page.locator('#sign-in-email-message').innerText())
      .toBe('No account uses this e-mail. Check it for typos, or create an account.');
    expect(await page.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('E-mail').inputValue()).toBe(nobody);
    expect(await page.locator('#sign-in-password-message').count()).toBe(0);
    await screenshot(page, 'accounts-unknown-email');

    // The emulator answers both attempts with HTTP 400, and Chromium logs each
    // failed request as a console error: exactly those two lines are expected.
    expect(errors).toEqual([SIGN_IN_REFUSED_LOG, SIGN_IN_REFUSED_LOG]);
    expect(consoleErrors).toHaveLength(2);
    expect(outsideRequests).toEqual([]);
    await context.close();
  });

  it('a username someone already has is said to be taken, at the field', async () => {
    const { page, context, consoleErrors, outsideRequests } = await openPage(browser());
    const suffix = uniqueSuffix();
    const email = `taken.${suffix}@e2e.wayfare.test`;
    const password = 'pick a name please';
    await createEmailAccount(email, password);

    await page.goto(`${APP_URL}/auth`);
    await heading1(page, 'Sign in');
    await signInWithPassword(page, email, password);
    await page.waitForURL(`${APP_URL}/auth/welcome`);
    await heading1(page, 'Welcome to Wayfare');

    const usernameField = page.getByLabel('Username');
    await usernameField.fill('ana');
    const message = page.locator('#onboarding-username-message');
    await expect.poll(() => message.innerText()).toBe('@ana is taken. Try another one.');
    expect(await usernameField.getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Display name').fill(`Taken Tester ${suffix}`);
    await page.getByRole('button', { name: 'Create my profile' }).click();
    // Still on onboarding, the name kept, the field says why, focus on it.
    expect(await message.innerText()).toBe('@ana is taken. Try another one.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('onboarding-username');
    expect(await usernameField.inputValue()).toBe('ana');
    expect(page.url()).toBe(`${APP_URL}/auth/welcome`);
    await screenshot(page, 'accounts-username-taken');

    expect(consoleErrors).toEqual([]);
    expect(outsideRequests).toEqual([]);
    await context.close();
  });
});

/** What Chromium logs when the Auth emulator refuses a password sign-in (HTTP 400), with the request's address. */
const SIGN_IN_REFUSED_LOG =
  'Failed to load resource: the server responded with a status of 400 (Bad Request) ' +
  '(http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key)';

