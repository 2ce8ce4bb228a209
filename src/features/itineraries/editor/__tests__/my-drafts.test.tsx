import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { aTripSummary } from '@/testing/builders';
import type { TripSummary } from '@/domain/itineraries/types';
import { editableTrips, TripList } from '../components/my-drafts';

function trip(id: string, relation: TripSummary['relation'], updated: string): TripSummary {
  return aTripSummary({
    id,
    title: `Trip ${id}`,
    destinations: ['Porto'],
    days: 3,
    period: id === 'b' ? { start: '2026-06-11', end: '2026-06-13' } : null,
    creatorId: 'ana',
    updatedAt: new Date(updated),
    relation,
  });
}

describe('trips to organize', () => {
  it('lists the trips I can edit, most recently changed first, without invitations not yet accepted', () => {
    const trips = [trip('a', 'created', '2026-02-01'), trip('b', 'collaborating', '2026-03-01'), trip('c', 'invited', '2026-04-01'), trip('d', 'cloned', '2026-01-15')];
    expect(editableTrips(trips).map((entry) => entry.id)).toEqual(['b', 'a', 'd']);
  });

  it('links each trip to its editor, and says when there is none', () => {
    const { unmount } = render(
      <MemoryRouter>
        <TripList trips={editableTrips([trip('b', 'collaborating', '2026-03-01')])} />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'Your trips' });
    expect(within(list).getByRole('link', { name: 'Trip b' })).toHaveAttribute('href', '/organize/b');
    expect(list).toHaveTextContent('Porto · Thu 11 Jun – Sat 13 Jun · 3 days · Planning together · Private');
    unmount();
    render(
      <MemoryRouter>
        <TripList trips={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Plan your first trip' })).toHaveAttribute('href', '/plan');
  });
});
