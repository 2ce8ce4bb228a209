import { act, renderHook } from '@testing-library/react';
import { clientActions, getClientState, useTripProposalList } from '@/stores/use-client-store';

describe('client store', () => {
  it('starts empty', () => {
    expect(getClientState()).toEqual({ agentDetails: null, client: null, tripProposalList: [] });
  });

  it('holds the client trip, its agent and proposals until closed', () => {
    clientActions.agentDetailsLoaded({ agency: 'Atlas' });
    clientActions.clientLoaded({ id: 't1', name: 'Lisbon honeymoon' });
    clientActions.tripProposalsLoaded([{ id: 'p1' }, { id: 'p2' }]);
    expect(getClientState()).toEqual({
      agentDetails: { agency: 'Atlas' },
      client: { id: 't1', name: 'Lisbon honeymoon' },
      tripProposalList: [{ id: 'p1' }, { id: 'p2' }],
    });
    clientActions.clientClosed();
    expect(getClientState()).toEqual({ agentDetails: null, client: null, tripProposalList: [] });
  });

  it('gives components the proposals', () => {
    const { result } = renderHook(() => useTripProposalList());
    act(() => clientActions.tripProposalsLoaded([{ id: 'p1' }]));
    expect(result.current).toEqual([{ id: 'p1' }]);
  });
});
