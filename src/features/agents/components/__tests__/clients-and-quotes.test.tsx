import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Client, Quote } from '@/domain/agents/types';
import { ClientsPanel, filterClients, validateClient } from '../clients-panel';
import { QuoteEditor } from '../quote-editor';
import { validateAgency } from '../agency-form';
import { aClient } from '@/testing/builders';

const client = (name: string, overrides: Partial<Client> = {}): Client =>
  aClient({ id: name.toLowerCase().replace(/\W+/g, '-'), name, ...overrides });

function renderWithQueries(ui: ReactElement) {
  return render(<QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>{ui}</QueryClientProvider>);
}

describe('clients', () => {
  const clients = [client('Emma Walsh', { notes: 'Honeymoon in Portugal' }), client('Diego Fernández', { archived: true }), client('Liam Byrne', { email: 'liam@example.com' })];

  it('searches name, e-mail and notes, every word, and hides archived clients unless asked', () => {
    expect(filterClients(clients, 'portugal', false).map((c) => c.name)).toEqual(['Emma Walsh']);
    expect(filterClients(clients, 'liam@example', false).map((c) => c.name)).toEqual(['Liam Byrne']);
    expect(filterClients(clients, 'emma honeymoon', false).map((c) => c.name)).toEqual(['Emma Walsh']);
    expect(filterClients(clients, '', false)).toHaveLength(2);
    expect(filterClients(clients, 'diego', true).map((c) => c.name)).toEqual(['Diego Fernández']);
  });

  it('says what is wrong with a client at the field', () => {
    expect(validateClient({ name: ' ', email: 'x', phone: '12', notes: '' }).errors).toEqual({
      name: 'Enter the client’s name.',
      email: 'Enter an e-mail such as emma@example.com, or leave it empty.',
      phone: 'Start with + and the country code, e.g. +44 20 7946 0321.',
    });
    expect(validateClient({ name: 'Emma', email: '', phone: '+44 20 7946 0321', notes: '' }).input).toEqual({
      name: 'Emma',
      email: null,
      phone: '+442079460321',
      notes: '',
    });
  });
});

describe('a client card', () => {
  it('folds a 10,000-character note behind "Show more" instead of filling the card', async () => {
    const user = userEvent.setup();
    const notes = `Golden wedding, 12 guests. ${'Wants quiet hotels, late breakfasts and no early flights. '.repeat(200)}`.slice(0, 10_000);
    const noop = async () => undefined;
    renderWithQueries(
      <MemoryRouter>
        <ClientsPanel clients={[client('Emma Walsh', { notes })]} loadFailed={false} quotes={[]} proposals={[]} onCreate={noop} onUpdate={noop} onArchive={noop} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('listitem', { name: /Emma Walsh/ });
    expect(card.textContent.length).toBeLessThan(1_000);
    expect(within(card).getByText(/^Golden wedding, 12 guests\./)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Show more' }));
    expect(card.textContent).toContain(notes);
    expect(within(card).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('adding a client', () => {
  it('saves once while busy; a failure keeps what was typed and says why', async () => {
    const user = userEvent.setup();
    let fail: (error: unknown) => void = () => undefined;
    const onCreate = vi.fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
    );
    const noop = async () => undefined;
    renderWithQueries(
      <MemoryRouter>
        <ClientsPanel clients={[]} loadFailed={false} quotes={[]} proposals={[]} onCreate={onCreate} onUpdate={noop} onArchive={noop} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Add a client' }));
    const form = screen.getByRole('form', { name: 'Save client' });
    await user.type(within(form).getByLabelText('Client name'), 'Emma Walsh');
    await user.click(within(form).getByRole('button', { name: 'Save client' }));
    expect(within(form).getByRole('button', { name: 'Save client' })).toBeDisabled();
    expect(onCreate).toHaveBeenCalledTimes(1);

    fail(new Error('The service cannot be reached right now.'));
    expect(await within(form).findByText('The service cannot be reached right now.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Client name')).toHaveValue('Emma Walsh');
    expect(within(form).getByRole('button', { name: 'Save client' })).toBeEnabled();
  });
});

describe('agency details', () => {
  it('checks the card and settings field by field', () => {
    const draft = {
      name: '',
      contactEmail: 'x',
      phone: '',
      website: 'agency.com',
      currency: 'EUR',
      terms: '',
      logoPath: '',
      brandColor: '#0b3d5c',
      accentColor: '#c8861a',
      markup: '12.345',
      tax: '0',
    };
    expect(Object.keys(validateAgency(draft).errors).sort()).toEqual(['contactEmail', 'markup', 'name', 'website']);
    const ok = validateAgency({ ...draft, name: 'Northstar', contactEmail: 'a@b.co', website: 'https://b.co', markup: '12.5' });
    expect(ok.settings).toEqual({ defaultMarkupPercent: 12.5, defaultTaxPercent: 0 });
    expect(ok.card?.name).toBe('Northstar');
  });
});

describe('the quote editor', () => {
  const quote: Quote = {
    id: 'qt_1',
    agentId: 'nora',
    clientId: 'emma-walsh',
    destination: 'Lisbon',
    dates: null,
    party: { adults: 2, children: 1 },
    budget: { amount: 100000, currency: 'EUR' },
    notes: '',
    status: 'in-progress',
    currency: 'EUR',
    requestId: null,
    lineItems: [],
    createdAt: null,
    updatedAt: null,
  };

  it('prices lines as they are typed: totals, per person, over budget; saves integer minor units', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    render(
      <MemoryRouter>
        <QuoteEditor
          quote={quote}
          clients={[client('Emma Walsh')]}
          fromClientId={null}
          currency="EUR"
          settings={{ defaultMarkupPercent: 12.5, defaultTaxPercent: 23 }}
          onCreate={async () => undefined}
          onSave={onSave}
        />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    expect(screen.getByLabelText('Markup %, line 1')).toHaveValue('12.5');
    await user.type(screen.getByLabelText('Description, line 1'), 'Hotel');
    await user.clear(screen.getByLabelText('Quantity, line 1'));
    await user.type(screen.getByLabelText('Quantity, line 1'), '3');
    await user.type(screen.getByLabelText('Unit cost, line 1'), '3.33');
    const totals = screen.getByRole('region', { name: 'Quote totals' });
    // 9.99 + 1.25 markup (1.24875 half-up) = 11.24; 23 % tax 2.5852 -> 2.59; total 13.83; per person 4.61
    expect(within(totals).getByTestId('quote-total')).toHaveTextContent('€13.83');
    expect(totals).toHaveTextContent('Per person (3)€4.61');
    await user.clear(screen.getByLabelText('Unit cost, line 1'));
    await user.type(screen.getByLabelText('Unit cost, line 1'), '333.33');
    // 999.99 + 125.00 + 258.75 = 1383.74 against a budget of 1000.00
    expect(screen.getByText('Over the client’s budget by €383.74.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save quote' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        lineItems: [{ id: expect.any(String), category: 'stay', label: 'Hotel', quantity: 3, unitCost: { amount: 33333, currency: 'EUR' }, markupPercent: 12.5, taxPercent: 23 }],
      }),
    );
  });

  const hotel = { id: 'li-hotel', category: 'stay' as const, label: 'Hotel in Alfama, 4 nights, breakfast included', quantity: 1, unitCost: { amount: 10000, currency: 'EUR' }, markupPercent: 15, taxPercent: 0 };

  function renderQuote(lineItems: Quote['lineItems']) {
    render(
      <MemoryRouter>
        <QuoteEditor
          quote={{ ...quote, lineItems }}
          clients={[client('Emma Walsh')]}
          fromClientId={null}
          currency="EUR"
          settings={{ defaultMarkupPercent: 15, defaultTaxPercent: 0 }}
          onCreate={async () => undefined}
          onSave={async () => undefined}
        />
      </MemoryRouter>,
    );
    return userEvent.setup();
  }

  it('names the markup and what it is of the price: "15 % markup, 13.0 % of the price"', () => {
    renderQuote([hotel]);
    const totals = screen.getByRole('region', { name: 'Quote totals' });
    expect(totals).toHaveTextContent('15 % markup, 13.0 % of the price€15.00');
    expect(totals).not.toHaveTextContent('margin');
  });

  it('shows a line’s description in full, in a field that wraps', () => {
    renderQuote([hotel]);
    const description = screen.getByRole('textbox', { name: 'Description, line 1' });
    expect(description).toHaveValue('Hotel in Alfama, 4 nights, breakfast included');
    // A multi-line field: the text wraps instead of being cut at the column's edge.
    expect(description.tagName).toBe('TEXTAREA');
  });

  it('totals the valid lines while one is wrong, and marks the wrong one at its field as soon as it is left', async () => {
    const user = renderQuote([hotel]);
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    await user.type(screen.getByLabelText('Description, line 2'), 'Ferry');
    await user.type(screen.getByLabelText('Unit cost, line 2'), '12.345');
    await user.tab();
    expect(screen.getByLabelText('Unit cost, line 2')).toHaveAccessibleDescription('Enter an amount with at most 2 decimals, e.g. 120.50.');
    expect(screen.getByLabelText('Unit cost, line 2')).toHaveValue('12.345');
    const totals = screen.getByRole('region', { name: 'Quote totals' });
    expect(within(totals).getByTestId('quote-total')).toHaveTextContent('€115.00');
    expect(totals).toHaveTextContent('Line 2 is not in these totals until it is complete.');
    await user.clear(screen.getByLabelText('Unit cost, line 2'));
    await user.type(screen.getByLabelText('Unit cost, line 2'), '20');
    expect(within(totals).getByTestId('quote-total')).toHaveTextContent('€138.00');
    expect(totals).not.toHaveTextContent('not in these totals');
  });

  /** Opens Emma's quote in the editor and adds a line described "Ferry", its cost not yet typed. */
  async function editFerryLine() {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    render(
      <MemoryRouter>
        <QuoteEditor quote={quote} clients={[client('Emma Walsh')]} fromClientId={null} currency="EUR" settings={{ defaultMarkupPercent: 10, defaultTaxPercent: 0 }} onCreate={async () => undefined} onSave={onSave} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    await user.type(screen.getByLabelText('Description, line 1'), 'Ferry');
    return { user, onSave };
  }

  it('keeps a bad amount in the field with a message, and does not save', async () => {
    const { user, onSave } = await editFerryLine();
    await user.type(screen.getByLabelText('Unit cost, line 1'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Save quote' }));
    expect(screen.getByText('Enter an amount with at most 2 decimals, e.g. 120.50.')).toBeInTheDocument();
    expect(screen.getByLabelText('Unit cost, line 1')).toHaveValue('12.345');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('tells a negative unit cost, quantity and markup that they must be 0 or more, keeping what was typed', async () => {
    const { user, onSave } = await editFerryLine();
    await user.type(screen.getByLabelText('Unit cost, line 1'), '-12.50');
    await user.clear(screen.getByLabelText('Quantity, line 1'));
    await user.type(screen.getByLabelText('Quantity, line 1'), '-2');
    await user.clear(screen.getByLabelText('Markup %, line 1'));
    await user.type(screen.getByLabelText('Markup %, line 1'), '-5');
    await user.click(screen.getByRole('button', { name: 'Save quote' }));
    expect(screen.getByLabelText('Unit cost, line 1')).toHaveAccessibleDescription(/The amount must be 0 or more\./);
    expect(screen.getByLabelText('Quantity, line 1')).toHaveAccessibleDescription(/The quantity must be 0 or more\./);
    expect(screen.getByLabelText('Markup %, line 1')).toHaveAccessibleDescription(/The percentage must be 0 or more\./);
    expect(screen.queryByText(/decimals/)).toBeNull();
    expect(screen.getByLabelText('Unit cost, line 1')).toHaveValue('-12.50');
    expect(onSave).not.toHaveBeenCalled();
  });
});
