import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExploreCard, ExploreCursor, ExploreFilter } from '@/services/firebase/collections/explore-queries';
import { ExploreResults } from '../components/explore-results';

const listExplorePage = vi.fn();
vi.mock('@/services/firebase/collections/explore-queries', () => ({
  listExplorePage: (...args: unknown[]) => listExplorePage(...args) as unknown,
  readCreators: () => Promise.resolve(new Map([['ana1', { username: 'ana', displayName: 'Ana Ribeiro' }]])),
}));
vi.mock('@/services/firebase/rest', () => ({ stageDatabase: () => ({ root: 'http://test', query: '' }) }));

const card = (n: number): ExploreCard => ({
  id: `trip${n}`,
  title: `Trip number ${n}`,
  description: '',
  destinations: ['Lisbon'],
  days: 3,
  period: null,
  itineraryImageSrc: null,
  isPaidItinerary: false,
  creatorId: 'ana1',
  cloneCount: n === 1 ? 2 : 0,
  geocode: null,
  createdAt: new Date(2026, 0, n),
});

function renderResults(onClear = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ExploreResults search={{ destination: 'Lisbon', length: null, interest: 'food', sort: 'most-cloned' }} onClear={onClear} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onClear;
}

beforeEach(() => listExplorePage.mockReset());

describe('ExploreResults', () => {
  it('shows skeletons, then cards with creator, days and clones, and reads the next page from the cursor', async () => {
    const cursor: ExploreCursor = { id: 'trip12', createdAt: '2026-01-12T00:00:00Z', cloneCount: 0 };
    listExplorePage
      .mockResolvedValueOnce({ cards: Array.from({ length: 12 }, (_, i) => card(i + 1)), next: cursor, reads: 13 })
      .mockResolvedValueOnce({ cards: [card(13)], next: null, reads: 1 });
    const user = userEvent.setup();
    renderResults();
    expect(screen.getByRole('status', { name: 'Loading public trips' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Trip number 1' })).toHaveAttribute('href', '/trip/trip1');
    expect(screen.getAllByRole('link', { name: 'Ana Ribeiro' })[0]).toHaveAttribute('href', '/ana');
    expect(screen.getByText('Cloned 2 times')).toBeInTheDocument();
    expect(screen.getByText('12 trips so far in Lisbon, for food and drink')).toBeInTheDocument();
    const [, filter, size, after] = listExplorePage.mock.calls[0] as [unknown, ExploreFilter, number, ExploreCursor | null];
    expect(filter).toEqual({ searchKey: 'd:lisbon|i:food', days: null, sort: 'most-cloned' });
    expect([size, after]).toEqual([12, null]);

    await user.click(screen.getByRole('button', { name: 'Show more trips' }));
    expect(await screen.findByRole('link', { name: 'Trip number 13' })).toBeInTheDocument();
    expect(listExplorePage.mock.calls[1]?.[3]).toEqual(cursor);
    expect(screen.queryByRole('button', { name: 'Show more trips' })).toBeNull();
    expect(screen.getByText('13 trips in Lisbon, for food and drink')).toBeInTheDocument();
  });

  it('says what to do when nothing matches', async () => {
    listExplorePage.mockResolvedValueOnce({ cards: [], next: null, reads: 0 });
    const user = userEvent.setup();
    const onClear = renderResults();
    expect(await screen.findByRole('heading', { name: 'No public trips in Lisbon, for food and drink' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan a trip' })).toHaveAttribute('href', '/plan');
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(onClear).toHaveBeenCalled();
  });

  it('offers to try again when the trips cannot be loaded', async () => {
    listExplorePage.mockRejectedValueOnce(new Error('You are offline.')).mockResolvedValueOnce({ cards: [card(1)], next: null, reads: 1 });
    const user = userEvent.setup();
    renderResults();
    expect(await screen.findByRole('alert')).toHaveTextContent('Public trips could not be loaded. You are offline.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Trip number 1' })).toBeInTheDocument();
  });
});
