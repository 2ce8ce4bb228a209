import { useEffect, useState } from 'react';
import type { AppError } from '@/services/firebase/errors';
import type { Order } from '@/services/firebase/collections/commerce';
import { commerceService } from './services';

export type OrderState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'pending'; order: Order }
  | { status: 'paid'; order: Order }
  | { status: 'error'; error: AppError };

/**
 * A checkout's order, live: `pending` until Stripe's webhook has confirmed
 * the payment and the purchase is granted, then `paid`. Waits for sign-in.
 */
export function useOrder(sessionId: string | null, uid: string | null): OrderState {
  const [state, setState] = useState<{ key: string; value: OrderState } | null>(null);
  const key = `${sessionId ?? ''}\u0000${uid ?? ''}`;
  useEffect(() => {
    if (!sessionId || !uid) return undefined;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void commerceService().then((service) => {
      if (cancelled) return;
      unsubscribe = service.subscribeOrder(
        sessionId,
        (order) =>
          setState({ key, value: order ? { status: order.status, order } : { status: 'missing' } }),
        (error) => setState({ key, value: error.kind === 'permission-denied' ? { status: 'missing' } : { status: 'error', error } }),
      );
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [sessionId, uid, key]);
  if (!sessionId) return { status: 'missing' };
  return state && state.key === key ? state.value : { status: 'loading' };
}
