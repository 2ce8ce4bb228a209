import { loggedOut } from '@/stores/session';
import { agentActions, getAgentState } from '@/stores/use-agent-store';
import { getUserState, userActions } from '@/stores/use-user-store';

describe('loggedOut', () => {
  it('clears the agent and user stores and resets user preferences', () => {
    agentActions.agentLoaded({ agentDetails: { agency: 'Atlas' }, uid: 'a1' });
    userActions.userSignedIn('u1');
    userActions.userLoaded({ id: 'u1', following: ['u2'], followers: ['u3'], stripeCustomerId: 'cus_1' });
    userActions.userPreferencesChanged({ currency: 'USD', travelPersonality: 'explorer' });

    loggedOut();

    expect(getAgentState()).toEqual({ agentDetails: null, uid: null });
    expect(getUserState()).toEqual({
      user: null,
      uid: null,
      userPreferences: { currency: 'EUR', distanceUnit: 'km', homeCity: null, travelPersonality: null },
    });
  });
});
