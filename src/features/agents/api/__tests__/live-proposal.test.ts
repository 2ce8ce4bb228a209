import { act, renderHook, waitFor } from '@testing-library/react';
import type { Client, Proposal } from '@/domain/agents/types';
import { userActions } from '@/stores/use-user-store';
import { aProposal } from '@/testing/builders';
import { fakeFeed } from '@/testing/fake-feed';
import { useAgentWorkspace, useLiveProposal } from '../queries';

// The agents collection module: the agent's list of proposals and one proposal, each a live feed.
let agentProposals = fakeFeed<Proposal[]>();
let proposal = fakeFeed<Proposal | null>();
vi.mock('../service', () => ({
  agentsApi: () =>
    Promise.resolve({
      subscribeAgentProposals: agentProposals.subscribe,
      subscribeProposal: proposal.subscribe,
      listClients: (): Promise<Client[]> => Promise.resolve([]),
    }),
}));

const honeymoon = aProposal({ id: 'pr1', agentId: 'nora', title: 'Your Portugal honeymoon' });

beforeEach(() => {
  agentProposals = fakeFeed<Proposal[]>();
  proposal = fakeFeed<Proposal | null>();
});

/** The proposal page as the agent sees it: their workspace open beside the proposal. */
const agentPage = (uid: string, id: string) => () => {
  useAgentWorkspace(uid);
  return useLiveProposal(id);
};

describe('useLiveProposal', () => {
  it('watches the agent’s own proposal once: from their live list, which shows the client’s answer', async () => {
    act(() => userActions.userSignedIn('nora'));
    const { result } = renderHook(agentPage('nora', 'pr1'));
    await waitFor(() => expect(agentProposals.listening).toBe(1));
    act(() => agentProposals.push('nora', [honeymoon]));
    expect(result.current).toMatchObject({ status: 'ready', data: { title: 'Your Portugal honeymoon' } });
    await waitFor(() => expect(proposal.listening).toBe(0));
    expect(agentProposals.listening + proposal.listening).toBe(1);

    act(() => agentProposals.push('nora', [{ ...honeymoon, status: 'accepted' }]));
    expect(result.current.data?.status).toBe('accepted');
    expect(agentProposals.listening + proposal.listening).toBe(1);
  });

  it('a client watches the one proposal, and nothing of the agent’s', async () => {
    act(() => userActions.userSignedIn('emma'));
    const { result, unmount } = renderHook(() => useLiveProposal('pr1'));
    await waitFor(() => expect(proposal.listening).toBe(1));
    act(() => proposal.push('pr1', honeymoon));
    expect(result.current).toMatchObject({ status: 'ready', data: { title: 'Your Portugal honeymoon' } });
    expect(agentProposals.started).toBe(0);
    unmount();
    expect(proposal.listening).toBe(0);
  });

  it('an agent reading a proposal that is not theirs watches that proposal', async () => {
    act(() => userActions.userSignedIn('nora'));
    const { result } = renderHook(agentPage('nora', 'pr9'));
    await waitFor(() => expect(agentProposals.listening).toBe(1));
    act(() => agentProposals.push('nora', [honeymoon]));
    await waitFor(() => expect(proposal.listening).toBe(1));
    act(() => proposal.push('pr9', aProposal({ id: 'pr9', agentId: 'rui', title: 'Azores by boat' })));
    expect(result.current.data?.title).toBe('Azores by boat');
  });
});
