import { act, renderHook } from '@testing-library/react';
import { agentActions, getAgentState, useAgent, useAgentUid } from '@/stores/use-agent-store';

describe('agent store', () => {
  it('starts with no agent', () => {
    expect(getAgentState()).toEqual({ agentDetails: null, uid: null });
  });

  it('holds the loaded agent and clears it', () => {
    agentActions.agentLoaded({ agentDetails: { agency: 'Atlas' }, uid: 'a1' });
    expect(getAgentState()).toEqual({ agentDetails: { agency: 'Atlas' }, uid: 'a1' });
    agentActions.agentDetailsChanged({ agency: 'Atlas Travel' });
    expect(getAgentState()).toEqual({ agentDetails: { agency: 'Atlas Travel' }, uid: 'a1' });
    agentActions.agentCleared();
    expect(getAgentState()).toEqual({ agentDetails: null, uid: null });
  });

  it('gives components the agent through hooks', () => {
    const uid = renderHook(() => useAgentUid());
    const agent = renderHook(() => useAgent());
    act(() => agentActions.agentLoaded({ agentDetails: { agency: 'Atlas' }, uid: 'a1' }));
    expect(uid.result.current).toBe('a1');
    expect(agent.result.current).toEqual({ agentDetails: { agency: 'Atlas' }, uid: 'a1' });
  });
});
