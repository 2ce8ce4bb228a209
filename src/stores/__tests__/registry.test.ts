import { resetAllStores, restoreStores, snapshotStores } from '@/stores/registry';
import { agentActions, getAgentState } from '@/stores/use-agent-store';
import { assistantActions, getAssistantState } from '@/stores/use-assistant-store';
import { bannerActions, getBannerState } from '@/stores/use-banner-store';
import { clientActions, getClientState } from '@/stores/use-client-store';
import { componentsActions, getComponentsState } from '@/stores/use-components-store';
import { discoveryActions, getDiscoveryState } from '@/stores/use-discovery-store';
import { editingActions, getEditingState } from '@/stores/use-editing-store';
import { flightItinerariesActions, getFlightItinerariesState } from '@/stores/use-flight-itineraries-store';
import { getGiftState, giftActions } from '@/stores/use-gift-store';
import { getItineraryDetailsState, itineraryDetailsActions } from '@/stores/use-itinerary-details-store';
import { getItineraryDiscoverState, itineraryDiscoverActions } from '@/stores/use-itinerary-discover-store';
import { getItineraryExtraState, itineraryExtraActions } from '@/stores/use-itinerary-extra-store';
import { getOptionPlacesState, optionPlacesActions } from '@/stores/use-option-places-store';
import { getOptionsState, optionsActions } from '@/stores/use-options-store';
import { getPriceState, priceActions } from '@/stores/use-price-store';
import { getStaysState, staysActions } from '@/stores/use-stays-store';
import { getSubscriptionState, subscriptionActions } from '@/stores/use-subscription-store';
import { getTimeZoneState, timeZoneActions } from '@/stores/use-time-zone-store';
import { getUserItinerariesState, userItinerariesActions } from '@/stores/use-user-itineraries-store';
import { getUserState, userActions } from '@/stores/use-user-store';
import { getWindowState, windowActions } from '@/stores/use-window-store';

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
    discovery: getDiscoveryState(),
    editing: getEditingState(),
    flightItineraries: getFlightItinerariesState(),
    gift: getGiftState(),
    itineraryDetails: getItineraryDetailsState(),
    itineraryDiscover: getItineraryDiscoverState(),
    itineraryExtra: getItineraryExtraState(),
    optionPlaces: getOptionPlacesState(),
    options: getOptionsState(),
    price: getPriceState(),
    stays: getStaysState(),
    subscription: getSubscriptionState(),
    timeZone: getTimeZoneState(),
    userItineraries: getUserItinerariesState(),
    user: getUserState(),
    window: getWindowState(),
  };
}

/** The stores' defaults, as the product defines them. */
function specDefaults(): ReturnType<typeof allStores> {
  return {
    agent: { agentDetails: null, uid: null },
    assistant: { defaultMessages: [], itineraryMessages: [], itineraryThreadDetails: null },
    banner: { isBannerOpen: false, isFirstTimeBanner: true },
    client: { agentDetails: null, client: null, tripProposalList: [] },
    components: { components: [], collapsedBlockId: null, collapsedBlockIndex: 1, pois: [] },
    discovery: { discoveryList: [] },
    editing: { isEditing: false },
    flightItineraries: { flightItineraries: [] },
    gift: { gifts: [] },
    itineraryDetails: {
      openKey: null,
      status: 'loading',
      error: null,
      itineraryDetails: null,
      itineraryItems: null,
      damaged: null,
      damagedItems: [],
      fromCache: false,
      hasPendingWrites: false,
    },
    itineraryDiscover: {
      attractions: [],
      restaurants: [],
      relatedItineraries: [],
      relatedItineraryPlaceContext: [],
      attractionGeoCodes: [],
      restaurantGeoCodes: [],
      relatedGeoCodes: [],
      discoveryDataItineraryId: null,
    },
    itineraryExtra: {
      isUserCanAccess: false,
      canReadPlan: false,
      isUserCanEdit: false,
      isCreator: false,
      isPending: false,
      currentCheckingIndex: 2,
      showingPercentage: 100,
    },
    optionPlaces: { optionPlaces: [] },
    options: { options: [] },
    price: {
      priceList: [],
      itineraryPriceList: [],
      bundlePriceList: [],
      giftPlanPrices: [],
      giftItineraryPrice: null,
    },
    stays: { stays: [] },
    subscription: { subscriptionData: null },
    timeZone: { timezoneList: [] },
    userItineraries: { userItineraries: {} },
    user: {
      user: null,
      uid: null,
      userPreferences: { currency: 'EUR', distanceUnit: 'km', homeCity: null, travelPersonality: null },
    },
    window: { width: window.innerWidth },
  };
}

/** Puts something other than the default in every field of every store. */
async function fillEveryStore(): Promise<void> {
  agentActions.agentLoaded({ agentDetails: { agency: 'Atlas' }, uid: 'a1' });
  assistantActions.defaultMessagesLoaded([{ id: 'm1', role: 'user', content: 'Hi' }]);
  assistantActions.itineraryThreadLoaded({
    itineraryThreadDetails: { threadId: 'th1' },
    itineraryMessages: [{ id: 'm2', role: 'assistant', content: 'Hello' }],
  });
  bannerActions.bannerShown();
  bannerActions.bannerDismissed();
  bannerActions.bannerShown();
  clientActions.agentDetailsLoaded({ agency: 'Atlas' });
  clientActions.clientLoaded({ id: 't1' });
  clientActions.tripProposalsLoaded([{ id: 'p1' }]);
  componentsActions.componentsLoaded([{ id: 'c1', title: 'Day 1' }]);
  componentsActions.blockCollapsed('c1', 4);
  componentsActions.poisLoaded([{ id: 'poi1' }]);
  discoveryActions.discoveryListLoaded([{ id: 'd1' }]);
  editingActions.editingSet(true);
  flightItinerariesActions.flightItinerariesLoaded([{ from: 'LIS' }]);
  giftActions.giftsLoaded([{ id: 'g1' }]);
  itineraryDetailsActions.itineraryOpened('it1', 'u1');
  await vi.waitFor(() => expect(getItineraryDetailsState().status).toBe('ready'));
  itineraryDiscoverActions.discoveryDataLoaded({
    attractions: [{ id: 'a1' }],
    restaurants: [{ id: 'r1' }],
    relatedItineraries: [{ id: 'it2', title: 'Porto' }],
    relatedItineraryPlaceContext: [{ place: 'Porto' }],
    attractionGeoCodes: [{ lat: 1, lng: 2 }],
    restaurantGeoCodes: [{ lat: 3, lng: 4 }],
    relatedGeoCodes: [{ lat: 5, lng: 6 }],
    discoveryDataItineraryId: 'it1',
  });
  itineraryExtraActions.accessResolved({ isUserCanAccess: true, canReadPlan: true, isUserCanEdit: true, isCreator: true, isPending: true });
  itineraryExtraActions.checkingIndexChanged(5);
  itineraryExtraActions.showingPercentageChanged(30);
  optionPlacesActions.optionPlacesLoaded([{ id: 'op1' }]);
  optionsActions.optionsLoaded([{ id: 'o1' }]);
  priceActions.pricesLoaded({
    priceList: [{ id: 'pro' }],
    itineraryPriceList: [{ id: 'it' }],
    bundlePriceList: [{ id: 'b' }],
    giftPlanPrices: [{ id: 'gp' }],
    giftItineraryPrice: { amount: 1500 },
  });
  staysActions.staysLoaded([{ id: 's1' }]);
  subscriptionActions.subscriptionLoaded({ plan: 'pro' });
  timeZoneActions.timezoneListLoaded([{ name: 'Europe/Lisbon' }]);
  userItinerariesActions.userItinerariesLoaded({ it1: { id: 'it1', title: 'Lisbon' } });
  userActions.userSignedIn('u1');
  userActions.userLoaded({ id: 'u1', following: ['u2'], followers: ['u3'] });
  userActions.userPreferencesChanged({
    currency: 'USD',
    distanceUnit: 'mi',
    homeCity: 'Lisbon',
    travelPersonality: 'explorer',
  });
  windowActions.widthChanged(window.innerWidth + 100);
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
    expect(allStores()).toEqual(filled);
    // The snapshot is used once.
    resetAllStores();
    expect(restoreStores(sessionStorage)).toBe(false);
    expect(allStores()).toEqual(specDefaults());
  });
});
