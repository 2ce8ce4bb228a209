import { act, renderHook, waitFor } from '@testing-library/react';
import type { Proposal } from '@/domain/agents/types';
import { aProposal } from '@/testing/builders';
import { fakeFeed } from '@/testing/fake-feed';
import { clientActions, getClientState, useOpenProposal } from '@/stores/use-client-store';

function fakeProposals() {
  const feed = fakeFeed<Proposal | null>();
  return { feed, load: () => Promise.resolve({ subscribeProposal: feed.subscribe }) };
}

describe('client store', () => {
  it('starts with no proposal open', () => {
    expect(getClientState().proposal).toMatchObject({ key: null, status: 'loading' });
  });

  it('opening a proposal subscribes to it; the screen sees the agent’s changes as they happen', async () => {
    const fake = fakeProposals();
    const { result } = renderHook(() => useOpenProposal('pr1'));
    act(() => void clientActions.proposalOpened('pr1', fake.load));
    await waitFor(() => expect(fake.feed.listening).toBe(1));
    act(() => fake.feed.push('pr1', aProposal({ id: 'pr1', title: 'Portugal' })));
    expect(result.current.data?.title).toBe('Portugal');
    act(() => fake.feed.push('pr1', aProposal({ id: 'pr1', title: 'Portugal, revised' })));
    expect(result.current.data?.title).toBe('Portugal, revised');
  });

  it('a proposal that cannot be seen reads as ready and null', async () => {
    const fake = fakeProposals();
    clientActions.proposalOpened('draft', fake.load);
    await vi.waitFor(() => expect(fake.feed.listening).toBe(1));
    fake.feed.push('draft', null);
    expect(getClientState().proposal).toMatchObject({ key: 'draft', status: 'ready', data: null });
  });

  it('closing the proposal unsubscribes and empties the store', async () => {
    const fake = fakeProposals();
    const close = clientActions.proposalOpened('pr1', fake.load);
    await vi.waitFor(() => expect(fake.feed.listening).toBe(1));
    fake.feed.push('pr1', aProposal({ id: 'pr1' }));
    close();
    expect(fake.feed.listening).toBe(0);
    expect(getClientState().proposal).toMatchObject({ key: null, data: undefined });
  });
});
