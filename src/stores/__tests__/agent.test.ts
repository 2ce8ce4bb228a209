import { act, renderHook, waitFor } from '@testing-library/react';
import type { Client, Proposal } from '@/domain/agents/types';
import { AppError } from '@/services/firebase/errors';
import { aClient, aProposal } from '@/testing/builders';
import { fakeFeed } from '@/testing/fake-feed';
import { agentActions, getAgentState, useAgentClients, useAgentProposals, type AgentsApi } from '@/stores/use-agent-store';

function fakeAgents(clients: Client[] = [aClient()]) {
  const proposals = fakeFeed<Proposal[]>();
  const listClients = vi.fn<AgentsApi['listClients']>(() => Promise.resolve(clients));
  const api: AgentsApi = { subscribeAgentProposals: proposals.subscribe, listClients };
  return { proposals, listClients, load: () => Promise.resolve(api) };
}

describe('agent store', () => {
  it('starts with no workspace open', () => {
    expect(getAgentState()).toMatchObject({ proposals: { key: null, status: 'loading' }, clients: { key: null, status: 'loading' } });
  });

  it('opening the workspace subscribes to the proposals and reads the clients; the screens read them by uid', async () => {
    const fake = fakeAgents();
    const proposals = renderHook(() => useAgentProposals('nora'));
    const clients = renderHook(() => useAgentClients('nora'));
    act(() => void agentActions.agentOpened('nora', fake.load));
    await waitFor(() => expect(clients.result.current).toMatchObject({ status: 'ready', data: [aClient()] }));
    expect(fake.listClients).toHaveBeenCalledWith('nora');
    expect(proposals.result.current.status).toBe('loading');
    act(() => fake.proposals.push('nora', [aProposal({ title: 'Your Portugal honeymoon' })]));
    expect(proposals.result.current.data?.map((p) => p.title)).toEqual(['Your Portugal honeymoon']);
    // Another agent's screen never sees nora's proposals.
    expect(renderHook(() => useAgentProposals('other')).result.current.status).toBe('loading');
  });

  it('a proposal answered by the client shows as it happens', async () => {
    const fake = fakeAgents();
    agentActions.agentOpened('nora', fake.load);
    await vi.waitFor(() => expect(fake.proposals.listening).toBe(1));
    fake.proposals.push('nora', [aProposal({ status: 'sent' })]);
    fake.proposals.push('nora', [aProposal({ status: 'accepted' })]);
    expect(getAgentState().proposals.data?.[0]?.status).toBe('accepted');
  });

  it('clientsChanged reads the clients again', async () => {
    const fake = fakeAgents();
    agentActions.agentOpened('nora', fake.load);
    await vi.waitFor(() => expect(getAgentState().clients.status).toBe('ready'));
    fake.listClients.mockResolvedValue([aClient(), aClient({ id: 'client-li', name: 'Li' })]);
    await agentActions.clientsChanged();
    expect(getAgentState().clients.data?.map((c) => c.name)).toEqual(['Emma', 'Li']);
  });

  it('a client list that cannot be read is an error the screen can show', async () => {
    const fake = fakeAgents();
    fake.listClients.mockRejectedValue(new AppError('unavailable', 'The service cannot be reached right now.'));
    agentActions.agentOpened('nora', fake.load);
    await vi.waitFor(() => expect(getAgentState().clients.status).toBe('error'));
    expect(getAgentState().clients.error?.message).toBe('The service cannot be reached right now.');
  });

  it('the last screen to close the workspace unsubscribes and empties the store', async () => {
    const fake = fakeAgents();
    const closeList = agentActions.agentOpened('nora', fake.load);
    const closeEditor = agentActions.agentOpened('nora', fake.load);
    await vi.waitFor(() => expect(fake.proposals.listening).toBe(1));
    fake.proposals.push('nora', [aProposal()]);
    closeList();
    expect(getAgentState().proposals.status).toBe('ready');
    closeEditor();
    expect(fake.proposals.listening).toBe(0);
    expect(getAgentState()).toMatchObject({ proposals: { key: null, data: undefined }, clients: { key: null, data: undefined } });
  });

  it('agentCleared (logout) ends the subscription and empties the store', async () => {
    const fake = fakeAgents();
    agentActions.agentOpened('nora', fake.load);
    await vi.waitFor(() => expect(fake.proposals.listening).toBe(1));
    agentActions.agentCleared();
    expect(fake.proposals.listening).toBe(0);
    expect(getAgentState().proposals.key).toBeNull();
  });
});
