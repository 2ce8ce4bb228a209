import type { Stage } from '@/config/stage';
import { useStripeCustomerId } from '@/stores/use-user-store';
import { usePaidTracking } from '../hooks/use-paid-tracking';

/** Mounted by the layout for signed-in users: the paid-tracking script per SPEC section 4. */
export function PaidTracking({ stage }: { stage: Stage }) {
  usePaidTracking(stage, useStripeCustomerId());
  return null;
}
