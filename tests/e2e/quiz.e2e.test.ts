/**
 * The travel personality quiz in Chromium (issue 9): the first-visit banner on
 * /, the quiz taken signed out (partly with the keyboard only, with Back and a
 * reload on the way), the result on /travel-personality, then signing up: the
 * same type on /travel-personality, on /account and in the private account
 * document in Firestore.
 *
 * Every account these tests create is new (unique per run); nothing of the
 * demo data is touched.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DIMENSION_LABELS, DIMENSIONS } from '../../src/domain/quiz/dimensions';
import { PERSONALITIES } from '../../src/domain/quiz/personalities';
import { QUESTIONS, type QuizAnswers } from '../../src/features/quiz/lib/questions';
import { scoreQuiz } from '../../src/features/quiz/lib/scoring';
import { uniqueSuffix } from './support/auth-emulator';
import { APP_URL, axeViolations, openPage, screenshot } from './support/browser';
import { heading1, useBrowser } from './support/journey';

const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-wayfare';
/** The testing stage's public web API key (.env.testing). */
const API_KEY = 'demo-api-key';
const HOME_TITLE = 'Plan trips together, day by day';
const BANNER_TITLE = 'What kind of traveller are you?';

const browser = useBrowser();

/**
 * The answers this journey gives: the second option of every question (what
 * one ArrowDown from the first gives). The type they score to is worked out
 * with the app's own scoring, so the test follows the questions' data.
 */
const ANSWERS: QuizAnswers = Object.fromEntries(
  QUESTIONS.map((question) => {
    const option = question.options[1];
    if (!option) throw new Error(`Question ${question.id} has fewer than two answers.`);
    return [question.id, option.id];
  }),
);
const EXPECTED = scoreQuiz(ANSWERS);
const EXPECTED_NAME = PERSONALITIES[EXPECTED.type].name;

function question(index: number) {
  const found = QUESTIONS[index];
  if (!found) throw new Error(`No question ${index + 1}`);
  return found;
}

function answerLabel(index: number): string {
  const found = question(index).options.find((option) => option.id === ANSWERS[question(index).id]);
  if (!found) throw new Error(`No answer for question ${index + 1}`);
  return found.label;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** What the focused element is: its tag, type, name (radios) and text. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase() ?? null,
      type: element instanceof HTMLInputElement ? element.type : null,
      checked: element instanceof HTMLInputElement ? element.checked : null,
      text: element?.textContent?.trim() ?? '',
    };
  });
}

/** Presses Tab until a radio button has focus (at most `max` times): the keyboard's way into the question. */
async function tabToAnswers(page: Page, max = 40): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).type === 'radio') return;
  }
  throw new Error(`No answer took focus after ${max} presses of Tab.`);
}

/** The question on screen: its number in the progress text, the progress bar and its heading. */
async function expectQuestion(page: Page, index: number): Promise<void> {
  const progress = `Question ${index + 1} of ${QUESTIONS.length}`;
  await page.getByText(progress, { exact: true }).waitFor();
  const bar = page.getByRole('progressbar', { name: progress });
  expect(await bar.getAttribute('aria-valuenow')).toBe(String(index + 1));
  expect(await bar.getAttribute('aria-valuemax')).toBe(String(QUESTIONS.length));
  await page.getByRole('heading', { level: 2, name: question(index).prompt }).waitFor();
}

/** After Next or Back, focus is on the new question's heading. */
async function expectFocusOnQuestion(page: Page, index: number): Promise<void> {
  await expect.poll(() => focused(page)).toMatchObject({ tag: 'h2', text: question(index).prompt });
}

function answer(page: Page, index: number) {
  return page.getByRole('radio', { name: answerLabel(index), exact: true });
}

/** Picks the journey's answer with the pointer, on its label (the label is the answer's visible box). */
async function pick(page: Page, index: number): Promise<void> {
  await page.locator('label').filter({ hasText: answerLabel(index) }).click();
  await expect.poll(() => answer(page, index).isChecked()).toBe(true);
}

/** The private account document as the Firestore emulator holds it (read as the owner, past the rules). */
async function storedTravelPersonality(uid: string): Promise<string | null> {
  const url = `${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users/${uid}/private/account`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as {
    fields?: {
      userPreferences?: { mapValue?: { fields?: { travelPersonality?: { stringValue?: string; nullValue?: null } } } };
    };
  };
  return body.fields?.userPreferences?.mapValue?.fields?.travelPersonality?.stringValue ?? null;
}

/** The uid of an e-mail account, from the Auth emulator: sign in over REST, then look the token up. */
async function uidOf(email: string, password: string): Promise<string> {
  async function call<T>(method: string, body: Record<string, unknown>): Promise<T> {
    const response = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/${method}?key=${API_KEY}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }
  const { idToken } = await call<{ idToken: string }>('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  const { users } = await call<{ users?: Array<{ localId: string }> }>('accounts:lookup', { idToken });
  const uid = users?.[0]?.localId;
  if (!uid) throw new Error(`The Auth emulator knows no account for ${email}.`);
  return uid;
}

/** The result screen shows the expected type; with `scores`, the chart with every dimension's score in its name. */
async function expectResult(page: Page, { scores }: { scores: boolean }): Promise<void> {
  await heading1(page, 'Your travel personality');
  await page.getByRole('heading', { level: 2, name: EXPECTED_NAME, exact: true }).waitFor();
  if (!scores) return;
  const chart = page.getByRole('img', { name: /^Your travel dimensions, out of 100:/ });
  await chart.waitFor();
  const name = (await chart.getAttribute('aria-label')) ?? '';
  for (const dimension of DIMENSIONS) expect(name).toContain(`${DIMENSION_LABELS[dimension]} ${EXPECTED.scores[dimension]}`);
}

describe('the first-visit banner', () => {
  it('invites to the quiz on /, and stays dismissed after a reload once dismissed', async () => {
    const { page, context, consoleErrors, outsideRequests } = await openPage(browser());
    await page.goto(`${APP_URL}/`);
    await heading1(page, HOME_TITLE);
    const banner = page.getByRole('region', { name: BANNER_TITLE });
    await banner.waitFor();
    await banner.getByRole('link', { name: 'Take the quiz' }).waitFor();
    expect(await banner.getByRole('link', { name: 'Take the quiz' }).getAttribute('href')).toBe('/quiz');

    await banner.getByRole('button', { name: 'Dismiss the quiz invitation' }).click();
    await banner.waitFor({ state: 'detached' });
    // Not a modal: focus goes to the main content, not back to the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await page.evaluate(() => localStorage.getItem('wayfare:quiz:banner-dismissed'))).toBe('true');

    await page.reload();
    await heading1(page, HOME_TITLE);
    await page.waitForLoadState('networkidle');
    // The banner waits for the session; by now it would have shown.
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('region', { name: BANNER_TITLE }).count()).toBe(0);

    expect(consoleErrors).toEqual([]);
    expect(outsideRequests).toEqual([]);
    await context.close();
  });
});

describe('the travel personality quiz', () => {
  it('is taken signed out (keyboard, Back, a reload), shows the result, and goes to the account on sign-up', async () => {
    const { page, context, consoleErrors, outsideRequests } = await openPage(browser());
    const suffix = uniqueSuffix();
    const email = `quiz.${suffix}@e2e.wayfare.test`;
    const password = 'a long walk by the sea';
    const username = `quiz_${suffix}`;
    const displayName = `Quinn Quiz ${suffix}`;

    // The banner on a first visit, then the quiz from it.
    await page.goto(`${APP_URL}/`);
    await heading1(page, HOME_TITLE);
    const banner = page.getByRole('region', { name: BANNER_TITLE });
    await banner.waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    await banner.getByRole('link', { name: 'Take the quiz' }).click();
    await page.waitForURL(`${APP_URL}/quiz`);
    await heading1(page, 'Travel personality quiz');
    await expectQuestion(page, 0);
    expect(await page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);

    // Question 1, keyboard only: Tab into the answers, ArrowDown picks the second, Enter moves on.
    await tabToAnswers(page);
    expect(await focused(page)).toMatchObject({ type: 'radio', checked: false });
    await page.keyboard.press('ArrowDown');
    expect(await answer(page, 0).isChecked()).toBe(true);
    await page.keyboard.press('Enter');
    await expectQuestion(page, 1);
    await expectFocusOnQuestion(page, 1);

    // Question 2: arrows both ways.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    expect(await answer(page, 1).isChecked()).toBe(true);
    await page.keyboard.press('Enter');
    await expectQuestion(page, 2);
    await expectFocusOnQuestion(page, 2);

    // Question 3: the answer, then Tab past Back to Next, and Enter on it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    expect(await answer(page, 2).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Back' });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Next' });
    await page.keyboard.press('Enter');
    await expectQuestion(page, 3);
    await expectFocusOnQuestion(page, 3);

    // Back, by keyboard: question 3 with its answer kept.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Back' });
    await page.keyboard.press('Enter');
    await expectQuestion(page, 2);
    await expectFocusOnQuestion(page, 2);
    expect(await answer(page, 2).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(false);
    await page.getByRole('button', { name: 'Next' }).click();

    // Questions 4 and 5 with the pointer, then a reload on question 6.
    for (const index of [3, 4]) {
      await expectQuestion(page, index);
      await pick(page, index);
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await expectQuestion(page, 5);
    await page.reload();
    await heading1(page, 'Travel personality quiz');
    await expectQuestion(page, 5);
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
    // What was answered before the reload is still there.
    await page.getByRole('button', { name: 'Back' }).click();
    await expectQuestion(page, 4);
    expect(await answer(page, 4).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();

    // The rest, and the last question's button.
    for (let index = 5; index < QUESTIONS.length; index += 1) {
      await expectQuestion(page, index);
      await pick(page, index);
      const last = index === QUESTIONS.length - 1;
      await page.getByRole('button', { name: last ? 'See my result' : 'Next', exact: true }).click();
    }

    // The result, signed out.
    await page.waitForURL(`${APP_URL}/travel-personality`);
    await expectResult(page, { scores: true });
    await page.getByRole('button', { name: 'Share my travel personality' }).waitFor();
    await page.getByRole('button', { name: 'Retake the quiz' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    await screenshot(page, 'travel-personality');

    // With a result, the invitation no longer shows on /.
    await page.goto(`${APP_URL}/`);
    await heading1(page, HOME_TITLE);
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('region', { name: BANNER_TITLE }).count()).toBe(0);

    // Sign up, and onboarding.
    await page.goto(`${APP_URL}/auth?next=${encodeURIComponent('/travel-personality')}`);
    await heading1(page, 'Sign in');
    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/auth/welcome');
    await heading1(page, 'Welcome to Wayfare');
    await page.getByLabel('Username').fill(username);
    await page.getByText(`@${username} is available.`).waitFor();
    await page.getByLabel('Display name').fill(displayName);
    await page.getByRole('button', { name: 'Create my profile' }).click();

    // Back on the result, signed in: the same type, with this device's scores.
    await page.waitForURL(`${APP_URL}/travel-personality`);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: displayName }).waitFor();
    await expectResult(page, { scores: true });

    // Saved to the private account document.
    const uid = await uidOf(email, password);
    await expect.poll(() => storedTravelPersonality(uid), { timeout: 10_000 }).toBe(EXPECTED.type);

    // The account says it too, after a fresh load (read from the account).
    await page.goto(`${APP_URL}/account`);
    await heading1(page, 'Account');
    await expect.poll(() => page.getByText('Loading your preferences…').count()).toBe(0);
    const preferences = page.getByRole('form', { name: 'Preferences' });
    await expect.poll(() => preferences.getByText(/^Travel personality:/).innerText()).toBe(
      `Travel personality: ${EXPECTED_NAME}`,
    );
    expect(await preferences.getByRole('link', { name: EXPECTED_NAME, exact: true }).getAttribute('href')).toBe(
      '/travel-personality',
    );
    await expectNoAxeViolations(page);

    // And the result screen, from a fresh load, signed in.
    await preferences.getByRole('link', { name: EXPECTED_NAME, exact: true }).click();
    await page.waitForURL(`${APP_URL}/travel-personality`);
    await expectResult(page, { scores: true });
    await page.reload();
    await expectResult(page, { scores: true });

    expect(consoleErrors).toEqual([]);
    expect(outsideRequests).toEqual([]);
    await context.close();
  });
});
