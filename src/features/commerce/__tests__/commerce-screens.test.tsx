import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { aPlace, anItem } from '@/testing/builders';
import type { PlanItem } from '@/domain/itineraries/types';
import { MemoryRouter } from 'react-router-dom';
import { AppError } from '@/services/firebase/errors';
import type * as CommerceModule from '@/services/firebase/collections/commerce';
import { PaidPreview } from '../components/paid-preview';
import { GiftForm } from '../components/gift-form';
import { RedeemForm } from '../components/redeem-form';
import { Shop } from '../components/shop';
import type { Product } from '@/domain/commerce/schema';

const service = vi.hoisted(() => ({
  getItineraryPreview: vi.fn<typeof CommerceModule.getItineraryPreview>(),
  redeemGiftCode: vi.fn<typeof CommerceModule.redeemGiftCode>(),
  startCheckout: vi.fn<typeof CommerceModule.startCheckout>(),
  listProducts: vi.fn<typeof CommerceModule.listProducts>(),
  listMyGifts: vi.fn<typeof CommerceModule.listMyGifts>(),
}));
vi.mock('@/services/firebase/collections/commerce', () => service);

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const ITINERARY = { id: 'tokyo-first-timers', title: 'Tokyo', days: 4, price: { amount: 900, currency: 'EUR' } };

/** The trip view's layout, as a stand-in: the preview, and beside it a map that lists its places. */
const layout = (preview: ReactNode, mapItems: readonly PlanItem[] | 'pending') => (
  <>
    {preview}
    <section aria-label="Map beside the preview">{mapItems === 'pending' ? 'Waiting for the places' : mapItems.map((item) => item.title).join(', ')}</section>
  </>
);

describe('PaidPreview', () => {
  it('shows the first days in full, the rest as an outline without names, and the price to buy it', async () => {
    service.getItineraryPreview.mockResolvedValue({
      itineraryId: ITINERARY.id,
      previewDays: 2,
      totalDays: 4,
      items: [],
      outline: [
        { day: 3, stops: 3, kinds: { attraction: 2, restaurant: 1 } },
        { day: 4, stops: 0, kinds: {} },
      ],
      hiddenIdeas: 1,
    });
    const renderDays = vi.fn((_items: unknown, days: number) => <p>Days 1 to {days} in full</p>);
    wrap(<PaidPreview itinerary={ITINERARY} uid="sam" renderDays={renderDays} layout={layout} />);

    expect(await screen.findByText('Days 1 to 2 in full')).toBeInTheDocument();
    const outline = screen.getByRole('list', { name: 'The rest of the trip, locked' });
    expect(within(outline).getByRole('heading', { name: 'Day 3' }).parentElement).toHaveTextContent('3 stops: 2 sights, 1 place to eat');
    expect(within(outline).getByRole('heading', { name: 'Day 4' }).parentElement).toHaveTextContent('A free day');
    expect(screen.getByText('And 1 idea not on a day yet.')).toBeInTheDocument();
    expect(screen.getByText(/You are seeing days 1 to 2 in full \(50% of the trip\)/)).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Share of the trip shown' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('button', { name: 'Buy for €9.00' })).toBeInTheDocument();
  });

  it('puts the places of the days shown in full on the map beside it, and never another day\'s', async () => {
    const place = (id: string, title: string, day: number | null) => anItem({ id, title, day, place: aPlace(title) });
    service.getItineraryPreview.mockResolvedValue({
      itineraryId: ITINERARY.id,
      previewDays: 2,
      totalDays: 4,
      items: [
        place('i1', 'Senso-ji', 1),
        place('i2', 'Meiji Jingu', 2),
        // Beyond the preview (the server leaves these out; the map must not show them if one slipped through).
        place('i3', 'Tsukiji Outer Market', 3),
        place('i4', 'teamLab Planets', null),
      ],
      outline: [{ day: 3, stops: 1, kinds: { attraction: 1 } }],
      hiddenIdeas: 0,
    });
    wrap(<PaidPreview itinerary={ITINERARY} uid="sam" renderDays={() => null} layout={layout} />);
    const map = screen.getByRole('region', { name: 'Map beside the preview' });
    expect(map).toHaveTextContent('Waiting for the places');
    await waitFor(() => expect(map).toHaveTextContent('Senso-ji, Meiji Jingu'));
    expect(map).not.toHaveTextContent(/Tsukiji|teamLab/);
  });

  it('offers a signed-out visitor a way to sign in instead of a dead button', async () => {
    service.getItineraryPreview.mockResolvedValue({ itineraryId: ITINERARY.id, previewDays: 2, totalDays: 4, items: [], outline: [], hiddenIdeas: 0 });
    wrap(<PaidPreview itinerary={ITINERARY} uid={null} renderDays={() => null} layout={layout} />);
    expect(await screen.findByRole('link', { name: 'Sign in to buy for €9.00' })).toHaveAttribute('href', '/auth?next=%2F');
  });

  it('says when the preview cannot be loaded, with a way to try again', async () => {
    service.getItineraryPreview.mockRejectedValue(new AppError('unavailable', 'The service cannot be reached right now.'));
    wrap(<PaidPreview itinerary={ITINERARY} uid="sam" renderDays={() => null} layout={layout} />);
    // One retry (about a second) before the message.
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('The preview could not be loaded. The service cannot be reached right now.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

const product = (id: string, fields: Partial<Product>): Product => ({
  id,
  kind: 'itinerary',
  title: id,
  description: '',
  theme: 'japan',
  price: { amount: 900, currency: 'EUR' },
  interval: null,
  months: null,
  itineraryIds: [id],
  sortOrder: 0,
  ...fields,
});

describe('Shop', () => {
  const products = [
    product('plus-monthly', { kind: 'plan', title: 'Wayfare Plus, monthly', theme: null, price: { amount: 499, currency: 'EUR' }, interval: 'month', itineraryIds: [] }),
    product('plus-yearly', { kind: 'plan', title: 'Wayfare Plus, yearly', theme: null, price: { amount: 4990, currency: 'EUR' }, interval: 'year', itineraryIds: [] }),
    product('tokyo', { title: 'Tokyo for first-timers (full guide)' }),
    product('kyoto', { title: 'Kyoto’s quiet gardens (full guide)', price: { amount: 700, currency: 'EUR' } }),
  ];

  it('says on each button what it buys, and its accessible name starts with those words', async () => {
    service.listProducts.mockResolvedValue(products);
    wrap(<Shop theme={null} uid="sam" owned={new Set()} subscription={null} />);
    const buttons = await screen.findAllByRole('button');
    const shown = buttons.map((button) => button.textContent);
    expect(shown).toEqual(['Subscribe monthly', 'Subscribe yearly', 'Buy Tokyo for first-timers (full guide)', 'Buy Kyoto’s quiet gardens (full guide)']);
    expect(new Set(shown).size).toBe(shown.length);
    // Label in name: what a speech user says (the visible words) finds the button.
    expect(screen.getByRole('button', { name: 'Subscribe monthly to Wayfare Plus' })).toHaveTextContent('Subscribe monthly');
    expect(screen.getByRole('button', { name: 'Buy Tokyo for first-timers (full guide) for €9.00' })).toBeInTheDocument();
    for (const button of buttons) expect(button.getAttribute('aria-label') ?? button.textContent).toContain(button.textContent ?? '');
  });

  it('offers a signed-out visitor the same words after "Sign in to"', async () => {
    service.listProducts.mockResolvedValue(products);
    wrap(<Shop theme={null} uid={null} owned={new Set()} subscription={null} />);
    expect(await screen.findByRole('link', { name: 'Sign in to subscribe yearly to Wayfare Plus' })).toHaveTextContent('Sign in to subscribe yearly');
    expect(screen.getByRole('link', { name: 'Sign in to buy Kyoto’s quiet gardens (full guide) for €7.00' })).toHaveTextContent(
      'Sign in to buy Kyoto’s quiet gardens (full guide)',
    );
  });
});

/** What a screen reader says under the code field: the hint, then what is wrong. */
const HINT = '16 letters and digits; spaces and dashes are fine.';

describe('RedeemForm', () => {
  it('checks the code at the field before asking the server, keeping what was typed', async () => {
    const user = userEvent.setup();
    wrap(<RedeemForm uid="lea" initialCode="" />);
    const field = screen.getByLabelText('Gift code');
    await user.type(field, 'abc');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(`${HINT} A gift code has 16 letters and digits, as on your gift.`);
    expect(field).toHaveValue('abc');
    expect(service.redeemGiftCode).not.toHaveBeenCalled();
  });

  it('shows what the gift granted', async () => {
    service.redeemGiftCode.mockResolvedValueOnce({ kind: 'itinerary', title: 'Tokyo', itineraryId: 'tokyo-first-timers', months: null, from: 'Ana', message: 'Enjoy!' });
    const user = userEvent.setup();
    wrap(<RedeemForm uid="lea" initialCode="abcd-efgh-jkmn-pqrs" />);
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('heading', { name: 'A gift from Ana' })).toBeInTheDocument();
    expect(service.redeemGiftCode).toHaveBeenCalledWith('ABCDEFGHJKMNPQRS');
    expect(screen.getByRole('link', { name: 'Open Tokyo' })).toHaveAttribute('href', '/trip/tokyo-first-timers');
  });

  it("shows a refusal from the server at the field, with the server's words", async () => {
    service.redeemGiftCode.mockRejectedValueOnce(new AppError('invalid', 'This gift code has already been redeemed.'));
    const user = userEvent.setup();
    wrap(<RedeemForm uid="lea" initialCode="ABCDEFGHJKMNPQRS" />);
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    const field = screen.getByLabelText('Gift code');
    await waitFor(() => expect(field).toHaveAccessibleDescription(`${HINT} This gift code has already been redeemed.`));
    expect(field).toHaveValue('ABCDEFGHJKMNPQRS');
  });

  it('shows the limit on wrong codes at the field, saying when to try again', async () => {
    const message = 'Too many codes that did not work: you can try again in 42 minutes. Check the code on your gift, letter by letter.';
    service.redeemGiftCode.mockRejectedValueOnce(new AppError('unavailable', message, 'functions/resource-exhausted'));
    const user = userEvent.setup();
    wrap(<RedeemForm uid="lea" initialCode="ABCDEFGHJKMNPQRS" />);
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(screen.getByLabelText('Gift code')).toHaveAccessibleDescription(`${HINT} ${message}`));
  });
});

describe('GiftForm', () => {
  it('says at each field what is missing, moves to the first, and counts the message as it is typed', async () => {
    service.listProducts.mockResolvedValue([
      {
        id: 'plus-3',
        kind: 'gift-plan',
        title: 'Three months of Wayfare Plus',
        description: '',
        theme: null,
        price: { amount: 2400, currency: 'EUR' },
        interval: null,
        months: 3,
        itineraryIds: [],
        sortOrder: 1,
      },
    ]);
    service.listMyGifts.mockResolvedValue([]);
    const user = userEvent.setup();
    wrap(<GiftForm uid="ana" />);
    const name = await screen.findByLabelText('Who is it for?');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByRole('group', { name: 'What to give' })).toHaveAccessibleDescription('Choose what to give.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Say who the gift is for.');
    expect(screen.getByRole('radio', { name: /Three months of Wayfare Plus/ })).toHaveFocus();
    await user.type(name, 'Lea');
    expect(name).not.toHaveAttribute('aria-invalid');
    const message = screen.getByLabelText('Your message (optional)');
    await user.type(message, 'Enjoy!');
    expect(message).toHaveAccessibleDescription('6 of 500 characters');
    expect(service.startCheckout).not.toHaveBeenCalled();
  });
});
