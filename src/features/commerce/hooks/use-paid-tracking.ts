import { useEffect } from 'react';
import type { Stage } from '@/config/stage';

/** The payment-analytics tag (a third-party script; SPEC section 7), keyed by the Stripe customer. */
export const PAID_TRACKING_SRC = 'https://public.profitwell.com/js/profitwell.js';
export const PAID_TRACKING_ID = 'wayfare-paid-tracking';

/**
 * SPEC section 4: the paid-tracking script is set up only in production and
 * only when the user has a stripeCustomerId; when that id changes, the
 * script is removed and added again for the new customer. Removed on sign-out.
 */
export function usePaidTracking(stage: Stage, stripeCustomerId: string | null | undefined, doc: Document = document): void {
  useEffect(() => {
    if (stage !== 'production' || !stripeCustomerId) return undefined;
    const script = doc.createElement('script');
    script.id = PAID_TRACKING_ID;
    script.async = true;
    script.src = `${PAID_TRACKING_SRC}?customer=${encodeURIComponent(stripeCustomerId)}`;
    script.dataset.customer = stripeCustomerId;
    doc.head.appendChild(script);
    return () => {
      script.remove();
    };
  }, [stage, stripeCustomerId, doc]);
}
