import { resetAllStores, restoreStores, snapshotStores } from '@/stores/registry';
import { agentActions, getAgentState } from '@/stores/use-agent-store';
import { assistantActions, getAssistantState } from '@/stores/use-assistant-store';
import { bannerActions, getBannerState } from '@/stores/use-banner-store';
import { clientActions, getClientState } from '@/stores/use-client-store';
import { componentsActions, getComponentsState } from '@/stores/use-components-store';
import { editingActions, getEditingState } from '@/stores/use-editing-store';
import { getItineraryDetailsState, itineraryDetailsActions } from '@/stores/use-itinerary-details-store';
import { getItineraryExtraState, itineraryExtraActions } from '@/stores/use-itinerary-extra-store';
import { getSubscriptionState, subscriptionActions } from '@/stores/use-subscription-store';
import { getTimeZoneState, timeZoneActions } from '@/stores/use-time-zone-store';
import { getUserState, userActions } from '@/stores/use-user-store';
import { getWindowState, windowActions } from '@/stores/use-window-store';
import { emptySlot } from '@/stores/live-slot';
import type { Proposal } from '@/domain/agents/types';
import type { ThreadMessage } from '@/domain/assistant/schema';
import type { Subscription } from '@/domain/commerce/schema';
import { aClient, aProposal, aThreadMessage } from '@/testing/builders';
import { fakeFeed } from '@/testing/fake-feed';

const EMPTY_SLOT = emptySlot<never>();

// The open itinerary's subscription: a stand-in that answers at once with a trip edited offline.
vi.mock('@/services/firebase/collections/itineraries', async () => {
   
  const { aTrip } = await import('@/testing/builders');
  return {
    subscribeItinerary: (id: string, _uid: string | null, onChange: (snapshot: unknown) => void) => {
      onChange({ itinerary: aTrip({ id }), items: [], fromCache: true, hasPendingWrites: true });
      return () => undefined;
    },
  };
});

/** Fields a ready itinerary leaves at their defaults: they belong to the other statuses. */
const OTHER_STATUSES_ONLY = new Set(['itineraryDetails.error', 'itineraryDetails.damaged', 'itineraryDetails.damagedItems']);

/** The data of every store, by entity. */
function allStores() {
  return {
    agent: getAgentState(),
    assistant: getAssistantState(),
    banner: getBannerState(),
    client: getClientState(),
    components: getComponentsState(),
    editing: getEditingState(),
    itineraryDetails: getItineraryDetailsState(),
    itineraryExtra: getItineraryExtraState(),
    subscription: getSubscriptionState(),
    timeZone: getTimeZoneState(),
    user: getUserState(),
    window: getWindowState(),
  };
}

/** The stores' defaults, as the product defines them. */
function specDefaults(): ReturnType<typeof allStores> {
  return {
    agent: { proposals: EMPTY_SLOT, clients: EMPTY_SLOT },
    assistant: { defaultMessages: [], itineraryMessages: EMPTY_SLOT },
    banner: { isBannerOpen: false, isFirstTimeBanner: true },
    client: { proposal: EMPTY_SLOT },
    components: { components: [] },
    editing: { isEditing: false },
    itineraryDetails: { openItinerary: EMPTY_SLOT },
    itineraryExtra: {
      isUserCanAccess: false,
      canReadPlan: false,
      isUserCanEdit: false,
      isCreator: false,
      isPending: false,
    },
    subscription: { subscriptionData: EMPTY_SLOT },
    timeZone: { timezoneList: [] },
    user: {
      user: null,
      uid: null,
      userPreferences: { currency: 'EUR', distanceUnit: 'km', homeCity: null, travelPersonality: null },
      session: { status: 'loading', account: null, profile: null, profileStatus: 'signed-out', privateAccount: null, privateLoaded: false },
    },
    window: { width: window.innerWidth },
  };
}

/** Puts something other than the default in every field of every store. */
async function fillEveryStore(): Promise<void> {
  const proposals = fakeFeed<Proposal[]>();
  agentActions.agentOpened('a1', () =>
    Promise.resolve({ subscribeAgentProposals: proposals.subscribe, listClients: () => Promise.resolve([aClient()]) }),
  );
  assistantActions.defaultMessagesLoaded([{ id: 'm1', role: 'starter', content: 'Swap days 1 and 2' }]);
  const thread = fakeFeed<ThreadMessage[]>();
  assistantActions.itineraryThreadOpened('it1', () => Promise.resolve({ subscribeThread: thread.subscribe }));
  bannerActions.bannerShown();
  bannerActions.bannerDismissed();
  bannerActions.bannerShown();
  const proposal = fakeFeed<Proposal | null>();
  clientActions.proposalOpened('p1', () => Promise.resolve({ subscribeProposal: proposal.subscribe }));
  componentsActions.blockToggled('day-1');
  editingActions.editingSet(true);
  itineraryDetailsActions.itineraryOpened('it1', 'u1');
  await vi.waitFor(() => expect(getItineraryDetailsState().openItinerary.status).toBe('ready'));
  itineraryExtraActions.accessResolved({ isUserCanAccess: true, canReadPlan: true, isUserCanEdit: true, isCreator: true, isPending: true });
  const subscription = fakeFeed<Subscription | null>();
  subscriptionActions.subscriptionOpened('u1', () => Promise.resolve({ subscribeSubscription: subscription.subscribe }));
  timeZoneActions.timezoneListLoaded(['Europe/Lisbon']);
  userActions.userSignedIn('u1');
  userActions.userLoaded({ id: 'u1', following: ['u2'], followers: ['u3'] });
  userActions.sessionChanged({
    status: 'ready',
    account: { uid: 'u1', email: 'u1@example.com', phoneNumber: null, displayName: null, photoURL: null },
    profile: { id: 'u1' } as never,
    profileStatus: 'ready',
    privateAccount: { userPreferences: { currency: 'USD' } } as never,
    privateLoaded: true,
  });
  userActions.userPreferencesChanged({
    currency: 'USD',
    distanceUnit: 'mi',
    homeCity: 'Lisbon',
    travelPersonality: 'explorer',
  });
  windowActions.widthChanged(window.innerWidth + 100);
  await vi.waitFor(() => expect([proposals, thread, proposal, subscription].map((feed) => feed.listening)).toEqual([1, 1, 1, 1]));
  proposals.push('a1', [aProposal({ validUntil: null })]);
  thread.push('it1', [aThreadMessage({ id: 'u1', role: 'user', text: 'Hi', createdAt: null })]);
  proposal.push('p1', aProposal({ id: 'p1', validUntil: null }));
  subscription.push('u1', null);
  await vi.waitFor(() => expect(getAgentState().clients.status).toBe('ready'));
}

describe('store registry', () => {
  it('every store starts with the spec defaults', () => {
    expect(allStores()).toEqual(specDefaults());
  });

  it('the fill helper changes every field of every store (so the checks below mean something)', async () => {
    await fillEveryStore();
    const filled = allStores();
    const defaults = specDefaults();
    for (const [name, data] of Object.entries(filled)) {
      const initial = new Map<string, unknown>(
        Object.entries(defaults[name as keyof typeof defaults]),
      );
      for (const [field, value] of Object.entries(data)) {
        if (OTHER_STATUSES_ONLY.has(`${name}.${field}`)) continue;
        const unchanged = { store: name, field, value: initial.get(field) };
        expect({ store: name, field, value }).not.toEqual(unchanged);
      }
    }
  });

  it('resetAllStores puts every store back to its defaults, actions still working', async () => {
    await fillEveryStore();
    resetAllStores();
    expect(allStores()).toEqual(specDefaults());
    bannerActions.bannerShown();
    expect(getBannerState().isBannerOpen).toBe(true);
  });

  it('a snapshot restored after a reset brings back every store', async () => {
    await fillEveryStore();
    const filled = allStores();
    snapshotStores(sessionStorage);
    resetAllStores();
    expect(restoreStores(sessionStorage)).toBe(true);
    // The session comes back as it was, but loading until Auth says again who is signed in.
    expect(allStores()).toEqual({ ...filled, user: { ...filled.user, session: { ...filled.user.session, status: 'loading' } } });
    // The snapshot is used once.
    resetAllStores();
    expect(restoreStores(sessionStorage)).toBe(false);
    expect(allStores()).toEqual(specDefaults());
  });
});
