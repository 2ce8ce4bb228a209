/* global window, document, requestAnimationFrame */
// The journeys people wait on, in Chromium against the emulators (1280×800,
// no throttling), each the median of 3 runs in fresh browser contexts:
//
// - signInToHomeMs: on /auth with Ana's e-mail and password typed, from the
//   click on "Sign in" to the first frame of /home with its heading (the
//   sign-in over the Auth emulator, the profile, the home screen's module).
// - proposalOptionsMs: a client's proposal link (the seeded sent proposal of
//   Northstar Journeys) opened signed out, from the start of the navigation
//   to the first frame with both options and their prices on screen (the app,
//   the proposal screen's module, the proposal's read).
//
// "Plan it for me" to day 1 is first-day-visible.mjs.
//
//   npm run bench -- journeys
import { chromium } from 'playwright-core';
import { armClickClock, fillSignIn, median, readClock } from '../browser.mjs';

const RUNS = 3;
/** The seeded proposal that was sent to its client (scripts/seed-data/agency.json), with its two options. */
const PROPOSAL = { path: '/proposals/pr_Q4nT8wLz2Xc6Vb1Kd9Ms', options: 2 };

async function inFreshContext(browser, work) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    return await work(await context.newPage());
  } finally {
    await context.close();
  }
}

async function signInToHome(browser, appUrl) {
  return inFreshContext(browser, async (page) => {
    const button = await fillSignIn(page, appUrl, '/home');
    await armClickClock(page, '[role="tabpanel"] button[type="submit"]', { selector: 'main h1', text: 'Home', path: '/home' });
    await button.click();
    return readClock(page);
  });
}

async function proposalOptions(browser, appUrl) {
  return inFreshContext(browser, async (page) => {
    // From the navigation's start (performance.now() is 0 there) to the first frame with every option priced.
    await page.addInitScript((count) => {
      window.__optionsVisible = null;
      const check = () => {
        if (document.querySelectorAll('.proposal-option .proposal-option__price').length >= count) {
          window.__optionsVisible = performance.now();
        } else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, PROPOSAL.options);
    await page.goto(`${appUrl}${PROPOSAL.path}`);
    await page.waitForFunction(() => window.__optionsVisible !== null, null, { timeout: 30_000 });
    return Math.round(await page.evaluate(() => window.__optionsVisible));
  });
}

async function runs(label, once) {
  const values = [];
  for (let run = 0; run < RUNS; run += 1) values.push(await once());
  console.log(`  ${label}: ${values.map((ms) => `${ms} ms`).join(', ')} -> median ${median(values)} ms`);
  return median(values);
}

export async function measureJourneys({ appUrl, chromiumPath, chromiumArgs }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    return {
      signInToHomeMs: await runs('"Sign in" to /home painted', () => signInToHome(browser, appUrl)),
      proposalOptionsMs: await runs('proposal link, signed out, to its options on screen', () => proposalOptions(browser, appUrl)),
    };
  } finally {
    await browser.close();
  }
}
