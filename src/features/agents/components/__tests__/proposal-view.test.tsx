import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aProposal, aProposalOption, anAgencyCard } from '@/testing/builders';
import type { Proposal } from '@/domain/agents/types';
import { ProposalView } from '../proposal-view';

const agency = anAgencyCard({ brandColor: '#ffe066' });

const proposal = (overrides: Partial<Proposal> = {}): Proposal =>
  aProposal({
    status: 'sent',
    party: { adults: 2, children: 0 },
    options: [
      aProposalOption({
        id: 'a',
        itineraryId: 'it-a',
        label: 'Lisbon and Porto',
        price: { amount: 689000, currency: 'EUR' },
        breakdown: [
          { label: 'Stays', amount: { amount: 600000, currency: 'EUR' } },
          { label: 'Taxes', amount: { amount: 89000, currency: 'EUR' } },
        ],
        plan: [{ day: 1, stops: [{ title: 'Torre de Belém', type: 'attraction', time: '10:00', geocode: { lat: 38.69, lng: -9.21 } }] }],
      }),
      aProposalOption({ id: 'b', itineraryId: 'it-b', label: 'Lisbon and Sintra', summary: 'Slower.', price: { amount: 642001, currency: 'EUR' } }),
    ],
    ...overrides,
  });

function renderView(p: Proposal, onRespond = vi.fn(async () => undefined)) {
  const renderDayMap = vi.fn((_day, label: string) => <div role="region" aria-label={label} />);
  render(<ProposalView proposal={p} agency={agency} renderDayMap={renderDayMap} onRespond={onRespond} onDownloadPdf={async () => undefined} />);
  return { onRespond, renderDayMap };
}

describe('the client’s proposal', () => {
  it('says the way to each stop of a day from the one before, as an estimate', () => {
    const day = {
      day: 1,
      stops: [
        { title: 'Torre de Belém', type: 'attraction', time: '10:00', geocode: { lat: 38.6916, lng: -9.216 } },
        { title: 'Mosteiro dos Jerónimos', type: 'attraction', time: '11:30', geocode: { lat: 38.6979, lng: -9.2068 } },
        { title: 'Lunch somewhere', type: 'restaurant', time: '13:00', geocode: null },
      ],
    };
    renderView(proposal({ options: [aProposalOption({ id: 'a', itineraryId: 'it-a', label: 'Lisbon and Porto', plan: [day] })] }));
    // Each stop's card (its number, time, kind and title), and between two cards the way from one to the next.
    const rows = within(screen.getByRole('region', { name: 'Lisbon and Porto, day 1' }))
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '110:00AttractionTorre de Belém',
      expect.stringMatching(/\d+ minutes on foot, 1\.\d km \(estimate\)$/),
      '211:30AttractionMosteiro dos Jerónimos',
      expect.stringMatching(/unknown|not on the map|not known/i),
      '313:00RestaurantLunch somewhere',
    ]);
    // The day is a heading inside its option, each stop a heading inside its day.
    const dayOne = within(screen.getByRole('region', { name: 'Lisbon and Porto, day 1' }));
    expect(dayOne.getByRole('heading', { level: 3, name: 'Day 1' })).toBeInTheDocument();
    expect(dayOne.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      'Torre de Belém',
      'Mosteiro dos Jerónimos',
      'Lunch somewhere',
    ]);
  });

  it('says no way into or out of a train or a flight: the journey is the way there', () => {
    const day = {
      day: 5,
      stops: [
        { title: 'First-class train to Porto', type: 'transport', time: '11:00', geocode: { lat: 38.7139, lng: -9.1223 } },
        { title: 'River-view stay in the Ribeira', type: 'stay', time: null, geocode: { lat: 41.1406, lng: -8.6127 } },
        { title: 'Livraria Lello', type: 'attraction', time: '16:00', geocode: { lat: 41.1469, lng: -8.6149 } },
      ],
    };
    renderView(proposal({ options: [aProposalOption({ id: 'a', itineraryId: 'it-a', label: 'Lisbon and Porto', plan: [day] })] }));
    const rows = within(screen.getByRole('region', { name: 'Lisbon and Porto, day 5' }))
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '111:00TransportFirst-class train to Porto',
      '2StayRiver-view stay in the Ribeira',
      expect.stringMatching(/minutes on foot/),
      '316:00AttractionLivraria Lello',
    ]);
  });


  it('shows the agency, each option with its price, price per person, breakdown and day maps', () => {
    renderView(proposal());
    expect(screen.getByText('Northstar Journeys')).toBeInTheDocument();
    const options = within(screen.getByRole('list', { name: 'Options' })).getAllByRole('listitem', { name: /Lisbon and/ });
    expect(options).toHaveLength(2);
    expect(within(options[0]!).getAllByText('€6,890.00').length).toBeGreaterThan(0);
    expect(within(options[0]!).getByText(/€3,445.00 per person/)).toBeInTheDocument();
    // 6420.01 / 2 = 3210.005 -> half-up 3210.01
    expect(within(options[1]!).getByText(/€3,210.01 per person/)).toBeInTheDocument();
    expect(within(options[0]!).getByRole('table', { name: 'Price of Lisbon and Porto' })).toHaveTextContent('Taxes€890.00');
    expect(screen.getByRole('region', { name: 'Map of Lisbon and Porto, day 1' })).toBeInTheDocument();
    expect(screen.getByText('A 20% deposit confirms the booking.')).toBeInTheDocument();
  });

  it('falls back to a readable colour when the brand colour is too light for white text', () => {
    const { container } = render(
      <ProposalView proposal={proposal()} agency={agency} onRespond={async () => undefined} onDownloadPdf={async () => undefined} />,
    );
    expect((container.firstChild as HTMLElement).style.getPropertyValue('--brand')).toBe('#0f5f5c');
  });

  it('asks for a name and an option, keeps what was typed, then accepts', async () => {
    const user = userEvent.setup();
    const { onRespond } = renderView(proposal());
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByText('Type your full name to answer.')).toBeInTheDocument();
    expect(screen.getByText('Choose the option you accept.')).toBeInTheDocument();
    expect(onRespond).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Your full name'), 'Emma Walsh');
    await user.click(screen.getByRole('radio', { name: /Lisbon and Sintra/ }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onRespond).toHaveBeenCalledWith({ accepted: true, clientName: 'Emma Walsh', optionIndex: 1 });
  });

  it('declines with a name and no option', async () => {
    const user = userEvent.setup();
    const { onRespond } = renderView(proposal());
    await user.type(screen.getByLabelText('Your full name'), 'Emma Walsh');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onRespond).toHaveBeenCalledWith({ accepted: false, clientName: 'Emma Walsh', optionIndex: null });
  });

  it('shows an expired proposal as expired, with no way to accept', () => {
    renderView(proposal({ status: 'viewed', validUntil: new Date(Date.now() - 1000) }));
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.getByText(/This proposal expired/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('shows the answer once given', () => {
    renderView(proposal({ status: 'accepted', clientName: 'Emma Walsh', acceptedOptionIndex: 0 }));
    expect(screen.getByText(/Accepted by Emma Walsh: “Lisbon and Porto” for €6,890.00/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });
});
