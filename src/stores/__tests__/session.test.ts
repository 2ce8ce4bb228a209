import type { Proposal } from '@/domain/agents/types';
import { aClient } from '@/testing/builders';
import { fakeFeed } from '@/testing/fake-feed';
import { loggedOut } from '@/stores/session';
import { agentActions, getAgentState } from '@/stores/use-agent-store';
import { getUserState, userActions } from '@/stores/use-user-store';

describe('loggedOut', () => {
  it('clears the agent and user stores and resets user preferences', async () => {
    const proposals = fakeFeed<Proposal[]>();
    agentActions.agentOpened('a1', () =>
      Promise.resolve({ subscribeAgentProposals: proposals.subscribe, listClients: () => Promise.resolve([aClient()]) }),
    );
    await vi.waitFor(() => expect(getAgentState().clients.status).toBe('ready'));
    userActions.userSignedIn('u1');
    userActions.userLoaded({ id: 'u1', following: ['u2'], followers: ['u3'], stripeCustomerId: 'cus_1' });
    userActions.userPreferencesChanged({ currency: 'USD', travelPersonality: 'explorer' });

    loggedOut();

    expect(proposals.listening).toBe(0);
    expect(getAgentState()).toMatchObject({ proposals: { key: null, data: undefined }, clients: { key: null, data: undefined } });
    expect(getUserState()).toMatchObject({
      user: null,
      uid: null,
      userPreferences: { currency: 'EUR', distanceUnit: 'km', homeCity: null, travelPersonality: null },
    });
  });
});
