/**
 * The first-visit banner index.html paints before the app has loaded: shown
 * exactly when the app would ask, its choices stored as the app stores them,
 * and handed over to the app's banner without losing focus or a Settings press.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ConsentBanner } from '../components/consent-banner';
import { consentStoreReloaded } from '../hooks/use-consent';
import {
  ACCEPT_ALL,
  CONSENT_BOOT_BANNER_ID,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  REJECT_ALL,
  consentRecord,
  parseConsentRecord,
} from '../lib/consent-record';
import indexHtml from '../../../../index.html?raw';

vi.setConfig({ testTimeout: 15_000 });

const page = new DOMParser().parseFromString(indexHtml, 'text/html');
const markup = page.getElementById(CONSENT_BOOT_BANNER_ID)?.outerHTML ?? '';
const script = [...page.querySelectorAll('script:not([src])')].map((element) => element.textContent).join('\n');

/** A page as the browser parses the built index.html: its stylesheet, the banner, then its script, run at once. */
function loadPage(stored: string | null, { stylesheet = true } = {}) {
  localStorage.clear();
  document.head.innerHTML = stylesheet ? '<link rel="stylesheet" href="/assets/index.css">' : '';
  if (stored !== null) localStorage.setItem(CONSENT_STORAGE_KEY, stored);
  document.body.innerHTML = markup;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- index.html's own inline script, run as the browser runs it
  new Function(script)();
}

const pageBanner = () => document.getElementById(CONSENT_BOOT_BANNER_ID);
const shown = () => pageBanner() !== null && !pageBanner()?.hidden;
const pageButton = (name: string) => within(pageBanner() as HTMLElement).getByRole('button', { name });
const DAY = 24 * 60 * 60 * 1000;
const record = (overrides: Record<string, unknown>) => JSON.stringify({ ...consentRecord(REJECT_ALL), ...overrides });

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete window.wayfareConsentChoice;
});

/** The banner's heading, text and buttons as a reader gets them. */
const texts = (region: Element | null) =>
  [...(region?.querySelectorAll('h2, p, button') ?? [])].map((element) => element.textContent?.replace(/\s+/g, ' ').trim());

function renderAppBanner() {
  return render(
    <MemoryRouter>
      <ConsentBanner />
    </MemoryRouter>,
  );
}

describe('the banner in the page itself', () => {
  it.each([
    ['nothing stored', null],
    ['a refusal', JSON.stringify(consentRecord(REJECT_ALL))],
    ['an acceptance', JSON.stringify(consentRecord(ACCEPT_ALL))],
    ['a choice under an older version', record({ version: CONSENT_VERSION - 1 })],
    ['a choice under a newer version', record({ version: CONSENT_VERSION + 1 })],
    ['a choice 400 days old', record({ decidedAt: new Date(Date.now() - 400 * DAY).toISOString() })],
    ['a choice 300 days old', record({ decidedAt: new Date(Date.now() - 300 * DAY).toISOString() })],
    ['a choice dated next week', record({ decidedAt: new Date(Date.now() + 7 * DAY).toISOString() })],
    ['a date that is not one', record({ decidedAt: 'soon' })],
    ['a purpose missing', record({ choices: { analytics: true, advertising: false } })],
    ['a purpose as text', record({ choices: { analytics: 'yes', paymentAnalytics: false, advertising: false } })],
    ['no choices', record({ choices: null })],
    ['broken JSON', '{"version":'],
    ['a number', '42'],
  ])('shows exactly when the app would ask: %s', (_, stored) => {
    loadPage(stored);
    expect(shown()).toBe(parseConsentRecord(stored) === null);
  });

  it('leaves the asking to the app where the page has no stylesheet of its own (the dev server)', () => {
    loadPage(null, { stylesheet: false });
    expect(pageBanner()).toBeNull();
  });

  it('says what the app says, with the same controls in the same style', () => {
    loadPage(null);
    const pageText = texts(pageBanner());
    const pageClasses = [...(pageBanner()?.querySelectorAll('button') ?? [])].map((button) => button.className);
    const pageLink = pageBanner()?.querySelector('a')?.getAttribute('href');
    pageBanner()?.remove();
    consentStoreReloaded();
    renderAppBanner();
    const app = screen.getByRole('region', { name: 'Cookies and tracking' });
    expect(pageText).toEqual(texts(app));
    expect(pageClasses).toEqual(within(app).getAllByRole('button').map((button) => button.className));
    expect(pageLink).toBe(within(app).getByRole('link').getAttribute('href'));
  });

  it.each([
    ['Accept all', ACCEPT_ALL],
    ['Reject all', REJECT_ALL],
  ])('%s stores the choice as the app does and goes away', async (name, choices) => {
    loadPage(null);
    await userEvent.click(pageButton(name));
    expect(pageBanner()).toBeNull();
    expect(parseConsentRecord(localStorage.getItem(CONSENT_STORAGE_KEY))?.choices).toEqual(choices);
  });

  it('hands a choice made while the app loads to the app, without asking again', async () => {
    consentStoreReloaded(); // the app's consent code is already running, with nothing chosen
    loadPage(null);
    await userEvent.click(pageButton('Reject all'));
    renderAppBanner();
    expect(screen.queryByRole('region', { name: /Cookie/ })).not.toBeInTheDocument();
  });

  it('keeps a choice for the page where the browser blocks storage', async () => {
    loadPage(null);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    await userEvent.click(pageButton('Accept all'));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    consentStoreReloaded();
    renderAppBanner();
    expect(screen.queryByRole('region', { name: /Cookie/ })).not.toBeInTheDocument();
  });
});

describe('the app taking over from the page banner', () => {
  beforeEach(() => {
    loadPage(null);
    consentStoreReloaded();
  });

  it('replaces it in one render, keeping focus on the same control', () => {
    pageButton('Reject all').focus();
    renderAppBanner();
    expect(pageBanner()).toBeNull();
    const app = screen.getByRole('region', { name: 'Cookies and tracking' });
    expect(document.activeElement).toBe(within(app).getByRole('button', { name: 'Reject all' }));
  });

  it('opens the settings when Settings was pressed before the app had loaded', async () => {
    await userEvent.click(pageButton('Settings'));
    expect(shown()).toBe(true);
    renderAppBanner();
    expect(pageBanner()).toBeNull();
    const settings = screen.getByRole('region', { name: 'Cookie settings' });
    expect(document.activeElement).toBe(within(settings).getByRole('heading', { name: 'Cookie settings' }));
    // Leaving the settings without a choice goes back to the banner, as from the app's own Settings.
    await act(async () => {
      await userEvent.keyboard('{Escape}');
    });
    expect(screen.getByRole('region', { name: 'Cookies and tracking' })).toBeInTheDocument();
  });
});
