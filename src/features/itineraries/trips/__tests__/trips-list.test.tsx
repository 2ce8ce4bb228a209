import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderInPage, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { aTripSummary } from '@/testing/builders';
import type { TripSummary } from '@/domain/itineraries/types';
import { pickCurrentTrip, sortTrips } from '../trip-order';
import { TripsList } from '../trips-list';

const render = (ui: ReactElement) => renderInPage(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

function trip(partial: Partial<TripSummary> & Pick<TripSummary, 'id' | 'title'>): TripSummary {
  return aTripSummary({ creatorId: 'me', relation: 'created', createdAt: new Date('2026-01-01'), updatedAt: new Date('2026-01-01'), ...partial });
}

const TRIPS: TripSummary[] = [
  trip({ id: 'a', title: 'Zagreb weekend', createdAt: new Date('2026-03-01'), period: { start: '2027-06-01', end: '2027-06-03' } }),
  trip({ id: 'b', title: 'Athens', createdAt: new Date('2026-05-01'), relation: 'collaborating', creatorId: 'other' }),
  trip({ id: 'c', title: 'Kyoto copy', createdAt: new Date('2026-04-01'), relation: 'cloned', clonedFrom: 'x', period: { start: '2027-01-10', end: '2027-01-12' } }),
];

function renderList(onDelete = vi.fn(() => Promise.resolve()), onLeave = vi.fn(() => Promise.resolve())) {
  render(
    <MemoryRouter>
      <TripsList trips={TRIPS} onDelete={onDelete} onLeave={onLeave} />
    </MemoryRouter>,
  );
  return { onDelete, onLeave, user: userEvent.setup() };
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Trips' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('TripsList', () => {
  it('lists a damaged trip as damaged, with Open, and Delete for its creator only', () => {
    render(
      <MemoryRouter>
        <TripsList
          trips={[
            trip({ id: 'broken1', title: 'Broken weekend', damaged: true }),
            trip({ id: 'broken2', title: 'Their broken trip', damaged: true, relation: 'collaborating', creatorId: 'other' }),
          ]}
          onDelete={vi.fn(() => Promise.resolve())}
          onLeave={vi.fn(() => Promise.resolve())}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/No trips yet/)).toBeNull();
    const mine = screen.getByRole('article', { name: 'Broken weekend' });
    expect(mine).toHaveAccessibleDescription(/Part of this trip’s data is damaged.*You can open it or delete it\./);
    expect(within(mine).getByText('Damaged')).toBeInTheDocument();
    expect(within(mine).getByRole('link', { name: 'Open Broken weekend' })).toHaveAttribute('href', '/trip/broken1');
    expect(within(mine).getByRole('button', { name: 'Delete Broken weekend' })).toBeInTheDocument();
    expect(within(mine).queryByRole('link', { name: /Edit/ })).toBeNull();
    const theirs = screen.getByRole('article', { name: 'Their broken trip' });
    expect(within(theirs).queryByRole('button')).toBeNull();
  });

  it('sorts by newest, trip date and title', async () => {
    const { user } = renderList();
    expect(titles()).toEqual(['Athens', 'Kyoto copy', 'Zagreb weekend']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Trip date');
    expect(titles()).toEqual(['Kyoto copy', 'Zagreb weekend', 'Athens']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Title');
    expect(titles()).toEqual(['Athens', 'Kyoto copy', 'Zagreb weekend']);
  });

  it('filters by how the trip relates to me', async () => {
    const { user } = renderList();
    await user.click(screen.getByRole('radio', { name: /Collaborating/ }));
    expect(titles()).toEqual(['Athens']);
    await user.click(screen.getByRole('radio', { name: /Cloned/ }));
    expect(titles()).toEqual(['Kyoto copy']);
    await user.click(screen.getByRole('radio', { name: /All/ }));
    expect(titles()).toHaveLength(3);
  });

  it('asks before deleting; Escape and Cancel keep the trip', async () => {
    const { user, onDelete } = renderList();
    const deleteButton = screen.getByRole('button', { name: 'Delete Zagreb weekend' });
    await user.click(deleteButton);
    const dialog = screen.getByRole('dialog', { name: 'Delete “Zagreb weekend”?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // Focus stays inside: Tab wraps round the two buttons.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Delete trip' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleteButton).toHaveFocus();
    await user.click(deleteButton);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(titles()).toContain('Zagreb weekend');

    await user.click(deleteButton);
    await user.click(screen.getByRole('button', { name: 'Delete trip' }));
    expect(onDelete).toHaveBeenCalledWith('a');
    expect(titles()).not.toContain('Zagreb weekend');
    expect(screen.getByRole('status')).toHaveTextContent('was deleted');
  });

  it('puts a trip back and says so when deleting fails', async () => {
    const { user } = renderList(vi.fn(() => Promise.reject(new Error('You do not have access to this.'))));
    await user.click(screen.getByRole('button', { name: 'Delete Kyoto copy' }));
    await user.click(screen.getByRole('button', { name: 'Delete trip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be deleted');
    expect(titles()).toContain('Kyoto copy');
  });

  it('offers Leave, not Delete, on a trip planned with others', async () => {
    const { user, onLeave } = renderList();
    expect(screen.queryByRole('button', { name: 'Delete Athens' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Leave Athens' }));
    await user.click(screen.getByRole('button', { name: 'Leave trip' }));
    expect(onLeave).toHaveBeenCalledWith('b');
  });
});

describe('pickCurrentTrip', () => {
  it('takes the trip happening now, else the next, else the latest updated', () => {
    const now = trip({ id: 'now', title: 'Now', period: { start: '2027-05-01', end: '2027-05-09' } });
    const next = trip({ id: 'next', title: 'Next', period: { start: '2027-07-01', end: '2027-07-02' } });
    const later = trip({ id: 'later', title: 'Later', period: { start: '2027-09-01', end: '2027-09-02' } });
    const undated = trip({ id: 'undated', title: 'Undated', updatedAt: new Date('2027-01-05') });
    const invited = trip({ id: 'inv', title: 'Invited', relation: 'invited', period: { start: '2027-05-03', end: '2027-05-04' } });
    expect(pickCurrentTrip([later, now, next, invited], '2027-05-03')?.id).toBe('now');
    expect(pickCurrentTrip([later, next, undated], '2027-05-03')?.id).toBe('next');
    expect(pickCurrentTrip([undated, trip({ id: 'old', title: 'Old' })], '2027-12-01')?.id).toBe('undated');
    expect(pickCurrentTrip([invited], '2027-05-03')).toBeNull();
    expect(sortTrips([undated, next], 'date').map((t) => t.id)).toEqual(['next', 'undated']);
  });
});
