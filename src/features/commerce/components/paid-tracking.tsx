import { useStripeCustomerId } from '@/stores/use-user-store';
import { usePaidTracking } from '../hooks/use-paid-tracking';

/**
 * Mounted by the layout for signed-in users who consented to payment
 * analytics: the paid-tracking script per SPEC section 4, from `source`
 * (paidTrackingSource).
 */
export function PaidTracking({ source }: { source: string }) {
  usePaidTracking(source, useStripeCustomerId());
  return null;
}
