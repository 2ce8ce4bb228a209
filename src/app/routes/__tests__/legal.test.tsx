import type { ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PAID_TRACKING_SRC } from '@/features/commerce/hooks/use-paid-tracking';
import { GOOGLE_TAG_SCRIPT_URL } from '@/features/consent/lib/google-tag';
import { AMPLITUDE_DEFAULT_SERVER_URL } from '@/services/analytics';
import PrivacyScreen from '../privacy';
import TermsScreen from '../terms-and-conditions';

function renderScreen(Component: ComponentType, path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Component />
    </MemoryRouter>,
  );
}

/** The section (a labelled region) whose heading has this exact name. */
function section(name: string) {
  return screen.getByRole('region', { name });
}

const documents = [
  {
    name: 'privacy notice',
    Component: PrivacyScreen,
    path: '/privacy',
    h1: 'Privacy',
    toc: 'Privacy notice contents',
    updated: ['25 November 2026', '2026-11-25'] as const,
  },
  {
    name: 'terms and conditions',
    Component: TermsScreen,
    path: '/terms-and-conditions',
    h1: 'Terms and conditions',
    toc: 'Terms contents',
    updated: ['21 November 2026', '2026-11-21'] as const,
  },
];

describe.each(documents)('the $name', ({ Component, path, h1, toc, updated: [updatedText, updatedDate] }) => {
  it('has one h1 with the screen title and names the browser tab after it', () => {
    renderScreen(Component, path);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(h1);
    expect(document.title).toBe(`${h1} · Wayfare`);
  });

  it('says when it was last updated', () => {
    renderScreen(Component, path);
    const date = screen.getByText(updatedText);
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', updatedDate);
    expect(date.parentElement).toHaveTextContent(`Last updated ${updatedText}.`);
  });

  it('links every table-of-contents entry to the section with that heading', () => {
    renderScreen(Component, path);
    const links = within(screen.getByRole('navigation', { name: toc })).getAllByRole('link');
    const h2s = screen.getAllByRole('heading', { level: 2 });
    expect(links.length).toBeGreaterThan(5);
    // Every section is listed, in page order.
    expect(links.map((link) => link.textContent)).toEqual(h2s.map((h) => h.textContent));

    for (const link of links) {
      const href = link.getAttribute('href') ?? '';
      expect(href).toMatch(/^#[a-z0-9-]+$/);
      const target = document.getElementById(href.slice(1));
      expect(target, `${href} has no target`).not.toBeNull();
      expect(target).toBe(section(link.textContent ?? ''));
    }
  });

  it('keeps headings in order without skipping a level', () => {
    const { container } = renderScreen(Component, path);
    const levels = Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) =>
      Number(h.tagName.slice(1)),
    );
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => {
      expect(level).toBeGreaterThan(1);
      expect(level).toBeLessThanOrEqual((levels[i] ?? 1) + 1);
    });
  });

  it('points every in-page link at something on the page', () => {
    const { container } = renderScreen(Component, path);
    for (const link of Array.from(container.querySelectorAll('a[href^="#"]'))) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id), `#${id}`).not.toBeNull();
    }
  });

  it('contains no placeholder text', () => {
    const { container } = renderScreen(Component, path);
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/lorem|ipsum|\bTBD\b|\bTODO\b|\[[^\]]*\]|\{[^}]*\}|\bXX+\b/i);
  });
});

describe('the privacy notice', () => {
  it('tells people how to reach us', () => {
    renderScreen(PrivacyScreen, '/privacy');
    const who = section('Who we are');
    expect(within(who).getByText(/Wayfare is a travel-planning service/)).toBeInTheDocument();
    expect(within(who).getByRole('link', { name: 'privacy@wayfare.app' })).toHaveAttribute(
      'href',
      'mailto:privacy@wayfare.app',
    );
  });

  it('lets people export and delete their data from the Account screen', () => {
    renderScreen(PrivacyScreen, '/privacy');
    const rights = section('Your rights');
    const accountLink = within(rights).getByRole('link', { name: 'Account screen' });
    expect(accountLink).toHaveAttribute('href', '/account');
    const items = within(rights).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toContainEqual(expect.stringMatching(/^export it: download your data.*Account screen/));
    expect(items).toContainEqual(expect.stringMatching(/^delete it: delete your account.*from the Account screen/));
  });

  it('says what deleting an account ends, deletes and keeps without a name', () => {
    renderScreen(PrivacyScreen, '/privacy');
    const items = within(section('How long we keep your data'))
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    const after = items.find((text) => text.startsWith('After you delete your account:'));
    expect(after).toMatch(/first we cancel your Wayfare Plus subscription at Stripe, so you are never charged again/);
    expect(after).toMatch(/if Stripe cannot be reached, we delete nothing/);
    expect(after).toMatch(/your subscription and your assistant usage/);
    expect(after).toMatch(/a session left open on another device can no longer act for you/);
    const kept = items.find((text) => text.startsWith('What we keep after you delete your account, without your name:'));
    expect(kept).toMatch(/records of what you paid .* no longer linked to your account or your Stripe customer record/);
    expect(kept).toMatch(/gift codes you bought, so the person you gave them to can still use them, without your name, their e-mail address or your message/);
    expect(kept).toMatch(/your own messages replaced by a note that they were removed/);
  });

  it('names every processor, and the model provider only when the model is on', () => {
    renderScreen(PrivacyScreen, '/privacy');
    const processors = within(section('Who processes your data'))
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    expect(processors).toHaveLength(6);
    expect(processors[0]).toMatch(/^Google Firebase/);
    expect(processors[1]).toMatch(/^Amplitude: product analytics, only if you accept analytics/);
    expect(processors[2]).toMatch(/^ProfitWell \(Paddle\): subscription analytics, only if you accept payment analytics/);
    expect(processors[3]).toMatch(/^Google Ads \(Google\): measuring our ads, only if you accept advertising/);
    expect(processors[4]).toMatch(/^Stripe/);
    expect(processors[5]).toMatch(/^An AI model provider, only when the assistant's AI model is switched on/);
  });

  it('says what is public and what is private', () => {
    renderScreen(PrivacyScreen, '/privacy');
    const region = section('What is public and what is private');
    const publicList = within(region)
      .getByRole('heading', { name: /Anyone can see/ })
      .nextElementSibling as HTMLElement;
    const publicText = publicList.textContent ?? '';
    for (const item of ['username', 'profile photo', 'who follow you', 'itineraries you make public']) {
      expect(publicText).toContain(item);
    }
    const privateList = within(region)
      .getByRole('heading', { name: /Only you/ })
      .nextElementSibling as HTMLElement;
    expect(privateList).toHaveTextContent(/e-mail address, phone number/);
    expect(privateList).toHaveTextContent(/private itineraries/);
  });

  it('lists the analytics cookie lifetime and the offline cache', () => {
    renderScreen(PrivacyScreen, '/privacy');
    const table = within(section('Cookies and local storage')).getByRole('table', {
      name: 'Items Wayfare stores in your browser',
    });
    const analyticsRow = within(table).getByRole('rowheader', { name: /Analytics cookie/ }).closest('tr');
    expect(analyticsRow).toHaveTextContent('Only if you accept analytics');
    expect(analyticsRow).toHaveTextContent('Up to 365 days');
    expect(within(table).getByRole('rowheader', { name: 'Your cookie choice' }).closest('tr')).toHaveTextContent(
      'wayfare:consent',
    );
    expect(within(table).getByRole('rowheader', { name: 'Offline cache' })).toBeInTheDocument();
  });

  it('lists what loads with each consent choice, with the addresses the code loads from', () => {
    renderScreen(PrivacyScreen, '/privacy');
    const choices = section('What loads with each choice');
    expect(choices).toHaveTextContent(/Until you choose, and after Reject all, none of the three below loads/);
    const expected = [
      ['Analytics (Amplitude)', new URL(AMPLITUDE_DEFAULT_SERVER_URL).host],
      ['Payment analytics (ProfitWell)', new URL(PAID_TRACKING_SRC).host],
      ['Advertising (Google Ads)', new URL(GOOGLE_TAG_SCRIPT_URL).host],
    ] as const;
    const headings = within(choices).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(expected.map(([name]) => name));
    for (const [name, host] of expected) {
      const choice = within(choices).getByRole('region', { name });
      for (const label of ['What loads:', 'Why:', 'What is sent:', 'Where it goes:', 'Legal ground:']) {
        expect(within(choice).getByText(label)).toBeInTheDocument();
      }
      expect(choice).toHaveTextContent(host);
      expect(choice).toHaveTextContent('your consent, which you can withdraw at any time');
    }
  });

  it('is not for children under 16', () => {
    renderScreen(PrivacyScreen, '/privacy');
    expect(section('Children')).toHaveTextContent('Wayfare is not for anyone under 16.');
  });
});

describe('the terms and conditions', () => {
  it('says subscriptions renew until cancelled and can be cancelled from the Account screen', () => {
    renderScreen(TermsScreen, '/terms-and-conditions');
    const purchases = section('Purchases, subscriptions and gifts');
    expect(purchases).toHaveTextContent(/renews automatically.*until you cancel it/);
    expect(within(purchases).getByRole('link', { name: 'Account screen' })).toHaveAttribute('href', '/account');
    expect(purchases).toHaveTextContent('A gift code can be redeemed once, by one account');
  });

  it('warns that public itineraries can be cloned and that AI suggestions can be wrong', () => {
    renderScreen(TermsScreen, '/terms-and-conditions');
    expect(section('Your content and our licence to show it')).toHaveTextContent(
      /anyone can view it, share its link and clone it/,
    );
    const ai = section('Suggestions from the assistant');
    expect(ai).toHaveTextContent(/can be wrong or out of date/);
    expect(ai).toHaveTextContent(/opening hours/);
    expect(ai).toHaveTextContent(/official travel advice/);
  });

  it('keeps Wayfare out of agent–client contracts', () => {
    renderScreen(TermsScreen, '/terms-and-conditions');
    expect(section('Travel agents and their clients')).toHaveTextContent(
      'Wayfare is not a party to any contract between an agent and a client.',
    );
  });

  it('credits the place data under its licences', () => {
    renderScreen(TermsScreen, '/terms-and-conditions');
    const credits = within(section('Place data and credits'));
    expect(credits.getByRole('link', { name: 'GeoNames' })).toHaveAttribute('href', 'https://www.geonames.org/');
    expect(credits.getByRole('link', { name: /CC BY 4\.0/ })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
    expect(credits.getByText(/© OpenStreetMap contributors/)).toBeInTheDocument();
    expect(credits.getByRole('link', { name: 'Open Database License (ODbL)' })).toHaveAttribute(
      'href',
      'https://opendatacommons.org/licenses/odbl/',
    );
    // The airports that place a booking's flights, under the same licence's version 1.0.
    expect(credits.getByRole('link', { name: 'OpenFlights' })).toHaveAttribute('href', 'https://openflights.org/data.php');
    expect(credits.getByRole('link', { name: 'Open Database License 1.0 (ODbL 1.0)' })).toHaveAttribute(
      'href',
      'https://opendatacommons.org/licenses/odbl/1-0/',
    );
    expect(credits.getByRole('link', { name: 'Natural Earth' }).parentElement).toHaveTextContent(
      'in the public domain',
    );
    // The font embedded in the PDF exports, under its licence.
    expect(credits.getByRole('link', { name: 'Noto Sans' }).parentElement).toHaveTextContent(/Google LLC/);
    expect(credits.getByRole('link', { name: 'SIL Open Font License 1.1' })).toHaveAttribute('href', 'https://openfontlicense.org/');
    // The CJK font of the link-preview images, under the same licence.
    expect(credits.getByRole('link', { name: 'Noto Sans CJK' }).parentElement).toHaveTextContent(/Noto Sans CJK, © 2014-2021 Adobe, under the same licence/);
  });

  it('names the governing law, the courts and the contact address', () => {
    renderScreen(TermsScreen, '/terms-and-conditions');
    expect(section('Governing law and disputes')).toHaveTextContent(
      /governed by the laws of Portugal, and disputes are settled by the courts of\s+Lisbon/,
    );
    expect(within(section('Contact')).getByRole('link', { name: 'legal@wayfare.app' })).toHaveAttribute(
      'href',
      'mailto:legal@wayfare.app',
    );
  });
});
