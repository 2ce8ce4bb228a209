/* global window, document, Element, requestAnimationFrame */
// Browser steps the measurements share: signing in as a demo user, and timing
// a journey inside the page (performance.now at the start, then a check on
// every animation frame), so the test driver's polling adds nothing.

/** The demo user Ana (scripts/seed.mjs). */
export const ANA = { email: 'ana@demo.wayfare.test', password: 'wayfare-demo' };

/** Opens /auth?next=<next>, fills Ana's e-mail and password; `submit: false` leaves the click to the caller. */
export async function fillSignIn(page, appUrl, next) {
  await page.goto(`${appUrl}/auth?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mail').fill(ANA.email);
  await page.getByLabel('Password', { exact: true }).fill(ANA.password);
  return page.getByRole('tabpanel').getByRole('button', { name: 'Sign in', exact: true });
}

/** Signs in as Ana and waits for `next` to open. */
export async function signIn(page, appUrl, next) {
  const button = await fillSignIn(page, appUrl, next);
  await button.click();
  await page.waitForURL((url) => url.pathname === next, { timeout: 30_000 });
}

/**
 * Installs, in the page, a clock that starts at the first click on an element
 * matching `start` and stops at the first animation frame where `done` holds
 * ({ selector, count = 1, text?, path? }: at least `count` elements match the
 * selector, one of them containing `text`, at `path`). Resolve the figure with
 * readClock(page) after the click.
 */
export async function armClickClock(page, start, done) {
  await page.evaluate(
    ({ start: selector, done: until }) => {
      const state = { start: null, end: null };
      window.__benchClock = state;
      const holds = () => {
        if (until.path && window.location.pathname !== until.path) return false;
        const found = [...document.querySelectorAll(until.selector)];
        const matching = until.text ? found.filter((node) => node.textContent.includes(until.text)) : found;
        return matching.length >= (until.count ?? 1);
      };
      document.addEventListener(
        'click',
        (event) => {
          if (state.start !== null || !(event.target instanceof Element) || !event.target.closest(selector)) return;
          state.start = performance.now();
          const check = () => {
            if (holds()) state.end = performance.now();
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        },
        true,
      );
    },
    { start, done },
  );
}

/** The armed clock's milliseconds, once it has stopped. */
export async function readClock(page) {
  await page.waitForFunction(() => window.__benchClock?.end != null, null, { timeout: 30_000 });
  const { start, end } = await page.evaluate(() => window.__benchClock);
  return Math.round(end - start);
}

/** The median of a list of numbers (the middle one of an odd count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
