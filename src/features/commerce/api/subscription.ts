import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AppError } from '@/services/firebase/errors';
import type { Subscription } from '@/services/firebase/collections/commerce';
import { subscriptionActions, useSubscriptionData } from '@/stores/use-subscription-store';
import { commerceApi } from './service';

export interface SubscriptionState {
  status: 'loading' | 'ready' | 'error';
  subscription: Subscription | null;
  error: AppError | null;
}

/**
 * The signed-in user's Wayfare Plus, live: opened in the Subscription store
 * while the calling screen is shown, read back with its selector.
 */
export function useSubscription(uid: string | null): SubscriptionState {
  useEffect(() => (uid ? subscriptionActions.subscriptionOpened(uid, commerceApi) : undefined), [uid]);
  const live = useSubscriptionData(uid || null);
  if (!uid) return { status: 'ready', subscription: null, error: null };
  return { status: live.status, subscription: live.status === 'ready' ? live.data : null, error: live.error };
}

/** Cancels the user's Wayfare Plus at the end of the paid period; the live plan then shows it ending. */
export function useCancelPlus() {
  return useMutation({ mutationFn: async () => (await commerceApi()).cancelPlus() });
}

/** Keeps a cancelled Wayfare Plus before its period ends: it renews again. */
export function useResumePlus() {
  return useMutation({ mutationFn: async () => (await commerceApi()).resumePlus() });
}
