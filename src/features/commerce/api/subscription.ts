import { useEffect, useState } from 'react';
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
  const [state, setState] = useState<{ uid: string; status: 'ready' | 'error'; error: AppError | null } | null>(null);
  useEffect(() => {
    if (!uid) return undefined;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void commerceService().then((service) => {
      if (cancelled) return;
      unsubscribe = service.subscribeSubscription(
        uid,
        (subscription) => {
          subscriptionActions.subscriptionLoaded(subscription ? { ...subscription } : null);
          setState({ uid, status: 'ready', error: null });
        },
        (error) => setState({ uid, status: 'error', error }),
      );
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [uid]);
  if (!uid) return { status: 'ready', subscription: null, error: null };
  if (!state || state.uid !== uid) return { status: 'loading', subscription: null, error: null };
  return { status: state.status, subscription: state.status === 'ready' ? stored : null, error: state.error };
}
