import { create } from 'zustand';
import { registerStore } from './registry';
import { dataOf } from './store-data';
import type { SubscriptionData as Subscription } from './types';

/** Subscription: the signed-in user's subscription, if any. */
interface SubscriptionData {
  subscriptionData: Subscription | null;
}

interface SubscriptionState extends SubscriptionData {
  actions: {
    subscriptionLoaded: (subscriptionData: Subscription | null) => void;
  };
}

const initialSubscription = (): SubscriptionData => ({ subscriptionData: null });

const useSubscriptionStore = create<SubscriptionState>()((set) => ({
  ...initialSubscription(),
  actions: {
    subscriptionLoaded: (subscriptionData) => set({ subscriptionData }),
  },
}));

registerStore('subscription', useSubscriptionStore, initialSubscription);

export const useSubscriptionData = () => useSubscriptionStore((state) => state.subscriptionData);
export const useSubscriptionActions = () => useSubscriptionStore((state) => state.actions);
/** For code outside React (services, other stores' transitions, tests). */
export const subscriptionActions = useSubscriptionStore.getState().actions;
export const getSubscriptionState = (): SubscriptionData =>
  dataOf<SubscriptionData>(useSubscriptionStore.getState());
