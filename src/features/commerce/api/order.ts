import { useLive } from '@/lib/use-live';
import type { AppError } from '@/services/firebase/errors';
import type { Order } from '@/services/firebase/collections/commerce';
import { commerceApi } from './service';

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
  const live = useLive(sessionId && uid ? `${sessionId}\u0000${uid}` : null, commerceApi, (service, onNext: (order: Order | null) => void, onError) =>
    service.subscribeOrder(sessionId ?? '', onNext, onError),
  );
  if (!sessionId) return { status: 'missing' };
  if (live.status === 'loading') return { status: 'loading' };
  if (live.status === 'error') return live.error.kind === 'permission-denied' ? { status: 'missing' } : { status: 'error', error: live.error };
  return live.data ? { status: live.data.status, order: live.data } : { status: 'missing' };
}
