import { create } from 'zustand';
import type { Subscription } from '@/domain/commerce/schema';
import type * as CommerceModule from '@/services/firebase/collections/commerce';
import { emptySlot, liveSubscription, slotFor, type LiveSlot } from './live-slot';
import { registerStore } from './registry';
import { dataOf } from './store-data';

/**
 * Subscription: the signed-in user's Wayfare Plus, live (null: no plan).
 * `subscriptionOpened` subscribes through the commerce collection module;
 * the last screen to close it empties the store.
 */
interface SubscriptionData {
  /** Keyed by the user's uid. */
  subscriptionData: LiveSlot<Subscription | null>;
}

/** What the store needs of the commerce collection module. */
type SubscriptionApi = Pick<typeof CommerceModule, 'subscribeSubscription'>;

interface SubscriptionState extends SubscriptionData {
  actions: {
    /** Opens user `uid`'s subscription, shared with the screens that have it open; returns the close. */
    subscriptionOpened: (uid: string, api: () => Promise<SubscriptionApi>) => () => void;
  };
}

const initialSubscription = (): SubscriptionData => ({ subscriptionData: emptySlot() });

const useSubscriptionStore = create<SubscriptionState>()((set, get) => {
  const live = liveSubscription<Subscription | null>(
    () => get().subscriptionData,
    (slot) => set({ subscriptionData: slot }),
  );
  return {
    ...initialSubscription(),
    actions: {
      subscriptionOpened: (uid, api) =>
        live.open(uid, api, (module, onNext, onError) => module.subscribeSubscription(uid, onNext, onError)),
    },
  };
});

registerStore('subscription', useSubscriptionStore, initialSubscription);

/** User `uid`'s subscription, live (loading while another user's, or none, is open). */
export const useSubscriptionData = (uid: string | null) =>
  useSubscriptionStore((state) => slotFor(state.subscriptionData, uid));
/** For code outside React (services, other stores' transitions, tests). */
export const subscriptionActions = useSubscriptionStore.getState().actions;
export const getSubscriptionState = (): SubscriptionData =>
  dataOf<SubscriptionData>(useSubscriptionStore.getState());
