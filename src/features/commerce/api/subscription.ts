import { useMutation } from '@tanstack/react-query';
import { useLive } from '@/lib/use-live';
import type { AppError } from '@/services/firebase/errors';
import type { Subscription } from '@/services/firebase/collections/commerce';
import { subscriptionActions, useSubscriptionData } from '@/stores/use-subscription-store';
import { commerceService } from './services';

export interface SubscriptionState {
  status: 'loading' | 'ready' | 'error';
  subscription: Subscription | null;
  error: AppError | null;
}

/** Narrows the Subscription store's open record to the stored shape (this feature is its only writer). */
function fromStore(data: unknown): Subscription | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Partial<Subscription>;
  return d.plan && d.status && d.currentPeriodEnd instanceof Date ? (d as Subscription) : null;
}

/**
 * The signed-in user's Wayfare Plus, live, mirrored into the Subscription
 * store's `subscriptionData` (null: no plan).
 */
export function useSubscription(uid: string | null): SubscriptionState {
  const stored = fromStore(useSubscriptionData());
  const live = useLive(uid || null, commerceService, (service, onNext, onError) =>
    service.subscribeSubscription(
      uid ?? '',
      (subscription) => {
        subscriptionActions.subscriptionLoaded(subscription ? { ...subscription } : null);
        onNext(true);
      },
      onError,
    ),
  );
  if (!uid) return { status: 'ready', subscription: null, error: null };
  return { status: live.status, subscription: live.status === 'ready' ? stored : null, error: live.error };
}

/** Cancels the user's Wayfare Plus at the end of the paid period; the live plan then shows it ending. */
export function useCancelPlus() {
  return useMutation({ mutationFn: async () => (await commerceService()).cancelPlus() });
}
