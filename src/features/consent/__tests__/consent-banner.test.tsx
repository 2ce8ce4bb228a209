import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ConsentBanner, ConsentSettingsButton } from '../components/consent-banner';
import { consentStoreReloaded } from '../hooks/use-consent';
import { ACCEPT_ALL, CONSENT_STORAGE_KEY, REJECT_ALL, consentRecord, type ConsentChoices } from '../lib/consent-record';

// Rendering and typing are slow on a busy machine; the default 5 s is too tight here.
vi.setConfig({ testTimeout: 15_000 });

function renderPage() {
  return render(
    <MemoryRouter>
      <ConsentBanner />
      <main id="main" tabIndex={-1}>
        <h1>A screen</h1>
      </main>
      <footer>
        <ConsentSettingsButton />
      </footer>
    </MemoryRouter>,
  );
}

function stored(): ConsentChoices | null {
  const raw = localStorage.getItem(CONSENT_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { choices: ConsentChoices }).choices : null;
}

function startWith(choices: ConsentChoices | null) {
  localStorage.clear();
  if (choices) localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consentRecord(choices)));
  consentStoreReloaded();
}

const banner = () => screen.getByRole('region', { name: 'Cookies and tracking' });
const settings = () => screen.getByRole('region', { name: 'Cookie settings' });

describe('the consent banner on a first visit', () => {
  beforeEach(() => startWith(null));

  it('offers Accept all, Reject all and Settings, one click each, and links to what each loads', () => {
    renderPage();
    expect(within(banner()).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Accept all',
      'Reject all',
      'Settings',
    ]);
    expect(within(banner()).getByRole('link', { name: 'What each one does' })).toHaveAttribute(
      'href',
      '/privacy#tracking-choices',
    );
  });

  it('Reject all stores a refusal of every purpose, closes, and puts focus on the page', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(within(banner()).getByRole('button', { name: 'Reject all' }));
    expect(stored()).toEqual(REJECT_ALL);
    expect(screen.queryByRole('region', { name: 'Cookies and tracking' })).not.toBeInTheDocument();
    expect(document.activeElement?.id).toBe('main');
  });

  it('Accept all stores a yes for every purpose', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(within(banner()).getByRole('button', { name: 'Accept all' }));
    expect(stored()).toEqual(ACCEPT_ALL);
  });

  it('does not accept on Escape', async () => {
    const user = userEvent.setup();
    renderPage();
    within(banner()).getByRole('button', { name: 'Accept all' }).focus();
    await user.keyboard('{Escape}');
    expect(banner()).toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('Settings start with every box clear; Escape goes back to the banner without choosing; Save stores the boxes', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(within(banner()).getByRole('button', { name: 'Settings' }));
    expect(document.activeElement).toBe(within(settings()).getByRole('heading', { name: 'Cookie settings' }));
    const boxes = within(settings()).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false]);
    expect(within(settings()).getByRole('checkbox', { name: /Payment analytics/ })).toHaveAccessibleDescription(
      /how subscriptions are used/,
    );
    await user.click(within(settings()).getByRole('checkbox', { name: /Payment analytics/ }));
    await user.keyboard('{Escape}');
    expect(banner()).toBeInTheDocument();
    expect(stored()).toBeNull();

    await user.click(within(banner()).getByRole('button', { name: 'Settings' }));
    await user.click(within(settings()).getByRole('checkbox', { name: /Payment analytics/ }));
    await user.click(within(settings()).getByRole('button', { name: 'Save choices' }));
    expect(stored()).toEqual({ analytics: false, paymentAnalytics: true, advertising: false });
    expect(screen.queryByRole('region', { name: /Cookie/ })).not.toBeInTheDocument();
  });
});

describe('the settings reopened from the footer', () => {
  it('show the choice in force; Escape closes them unchanged and focus returns to the footer', async () => {
    startWith({ analytics: true, paymentAnalytics: false, advertising: true });
    const user = userEvent.setup();
    renderPage();
    expect(screen.queryByRole('region', { name: /Cookie/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(within(settings()).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([
      true,
      false,
      true,
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Cookie settings' })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(stored()).toEqual({ analytics: true, paymentAnalytics: false, advertising: true });
  });

  it('after a withdrawal, say that sending stopped and that a reload removes what was loaded', async () => {
    startWith(ACCEPT_ALL);
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await user.click(within(settings()).getByRole('checkbox', { name: /^Analytics/ }));
    await user.click(within(settings()).getByRole('button', { name: 'Save choices' }));
    const saved = screen.getByRole('region', { name: 'Choice saved' });
    expect(within(saved).getByRole('status')).toHaveTextContent(
      'Nothing more is sent for: Analytics. Scripts already loaded in this page stay until you reload it.',
    );
    expect(within(saved).getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    await user.click(within(saved).getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cookie settings' }));
  });

  it('close quietly when nothing loaded is withdrawn', async () => {
    startWith(REJECT_ALL);
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await user.click(within(settings()).getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('region', { name: /Cookie|Choice/ })).not.toBeInTheDocument();
    expect(stored()).toEqual(ACCEPT_ALL);
  });
});

describe('a choice made in another tab', () => {
  it('applies here: the banner goes away', () => {
    startWith(null);
    renderPage();
    expect(banner()).toBeInTheDocument();
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consentRecord(REJECT_ALL)));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    });
    expect(screen.queryByRole('region', { name: 'Cookies and tracking' })).not.toBeInTheDocument();
  });
});
