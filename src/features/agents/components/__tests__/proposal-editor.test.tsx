import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aProposal, aProposalOption } from '@/testing/builders';
import type { Proposal } from '@/domain/agents/types';
import { ProposalEditor } from '../proposal-editor';

const proposal = (overrides: Partial<Proposal> = {}): Proposal =>
  aProposal({
    status: 'viewed',
    options: [
      aProposalOption({ id: 'a', itineraryId: 'it-a', label: 'Lisbon and Porto' }),
      aProposalOption({ id: 'b', itineraryId: 'it-b', label: 'Lisbon and Sintra', price: { amount: 642000, currency: 'EUR' } }),
    ],
    ...overrides,
  });

function editor(p: Proposal) {
  const onSave = vi.fn(async () => undefined);
  const onSend = vi.fn(async () => undefined);
  const props = {
    fromQuote: null,
    fromClientId: null,
    clients: [{ id: 'client-emma', name: 'Emma Walsh', email: null, phone: null, notes: '', archived: false, userId: null, createdAt: null }],
    quotes: [],
    trips: [
      { id: 'it-a', title: 'Lisbon and Porto' },
      { id: 'it-b', title: 'Lisbon and Sintra' },
    ],
    currency: 'EUR',
    loadPlan: async () => [],
    onCreate: async () => 'x',
    onSave,
    onSend,
    shareUrl: 'http://localhost/proposals/pr_Q4nT8wLz2Xc6Vb1Kd9Ms',
  };
  const view = render(<ProposalEditor proposal={p} {...props} />);
  return { ...view, rerenderWith: (next: Proposal) => view.rerender(<ProposalEditor proposal={next} {...props} />), onSave };
}

const accepted = (p: Proposal) => ({ ...p, status: 'accepted' as const, clientName: 'Emma Walsh', respondedAt: new Date(), acceptedOptionIndex: 1 });

describe('the proposal editor once the client has answered', () => {
  it('shows an accepted proposal read-only and says why', () => {
    editor(accepted(proposal()));
    expect(screen.getByText(/Read-only: the client accepted this proposal/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Option 1 price (EUR, taxes included)' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove option 1' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });

  it('shows a declined proposal read-only and says why', () => {
    editor({ ...proposal(), status: 'declined', clientName: 'Emma Walsh', respondedAt: new Date() });
    expect(screen.getByText(/Read-only: the client declined this proposal/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Option 2 name' })).toBeDisabled();
  });

  it('drops an edit in progress when the client answers meanwhile: what shows is what they accepted', () => {
    const { rerenderWith } = editor(proposal());
    const price = screen.getByRole<HTMLInputElement>('textbox', { name: 'Option 2 price (EUR, taxes included)' });
    fireEvent.change(price, { target: { value: '1.00' } });
    expect(price.value).toBe('1.00');
    expect(screen.queryByText(/Read-only/)).toBeNull();
    rerenderWith(accepted(proposal()));
    const shown = screen.getByRole<HTMLInputElement>('textbox', { name: 'Option 2 price (EUR, taxes included)' });
    expect(shown.value).not.toBe('1.00');
    expect(shown.value).toMatch(/6,?420/);
    expect(shown).toBeDisabled();
  });

  it('keeps a viewed proposal editable', () => {
    editor(proposal());
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeVisible();
  });
});

describe('the itinerary picker of an option', () => {
  it('tells trips of the same title apart by their dates and when they were changed', () => {
    render(
      <ProposalEditor
        proposal={proposal()}
        fromQuote={null}
        fromClientId={null}
        clients={[]}
        quotes={[]}
        trips={[
          { id: 'it-a', title: '4 days in Lisbon', period: { start: '2027-05-01', end: '2027-05-04' }, createdAt: new Date(2026, 2, 1), updatedAt: new Date(2026, 2, 2) },
          { id: 'it-b', title: '4 days in Lisbon', period: null, createdAt: new Date(2026, 3, 9), updatedAt: null },
        ]}
        currency="EUR"
        loadPlan={async () => []}
        onCreate={async () => 'x'}
        onSave={async () => undefined}
        onSend={async () => undefined}
        shareUrl={null}
      />,
    );
    const picker = screen.getByRole('combobox', { name: 'Option 1 itinerary' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose an itinerary',
      '4 days in Lisbon · 1–4 May 2027 · updated 2 Mar 2026',
      '4 days in Lisbon · no dates · created 9 Apr 2026',
    ]);
  });
});
