import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { DamagedItem } from '@/domain/itineraries/types';

const deleteItem = vi.hoisted(() => vi.fn<(itineraryId: string, itemId: string) => Promise<void>>());
vi.mock('@/features/itineraries/api/service', () => ({ itinerariesApi: () => Promise.resolve({ deleteItem }) }));

const { DamagedItemsNotice } = await import('../routes/organize');

const BROKEN: DamagedItem = { id: 'item-9', title: 'Fado night', day: 2 };

function renderNotice() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <DamagedItemsNotice itineraryId="trip-1" items={[BROKEN]} canEdit />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the editor’s notice of damaged items', () => {
  it('removes a damaged item for an editor, and says so when that fails', async () => {
    deleteItem.mockRejectedValueOnce(new Error('You are offline.'));
    const user = renderNotice();
    expect(screen.getByRole('note')).toHaveTextContent('One item of the plan is damaged: it shows in its day as “Damaged item”');
    await user.click(screen.getByRole('button', { name: 'Remove “Fado night”' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('“Fado night” (Day 2) could not be removed. You are offline.');
    expect(deleteItem).toHaveBeenCalledWith('trip-1', 'item-9');
  });
});
