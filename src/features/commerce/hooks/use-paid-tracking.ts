import { useEffect } from 'react';
import type { Stage } from '@/config/stage';

/** The payment-analytics tag (a third-party script; SPEC section 7), keyed by the Stripe customer. */
export const PAID_TRACKING_SRC = 'https://public.profitwell.com/js/profitwell.js';
export const PAID_TRACKING_ID = 'wayfare-paid-tracking';

/**
 * Where a stage loads the payment-analytics script from (SPEC section 4: the
 * real one in production only). The testing stage loads the local collector's
 * stand-in instead (`localCollector`, scripts/analytics-collector.mjs), so the
 * consent gate in front of it is tested end to end; staging loads none.
 */
export function paidTrackingSource(stage: Stage, localCollector: string | null): string | null {
  if (stage === 'production') return PAID_TRACKING_SRC;
  if (stage === 'testing' && localCollector) return `${localCollector}/js/profitwell.js`;
  return null;
}

/**
 * SPEC section 4: the paid-tracking script is set up only when the user has
 * a stripeCustomerId (and, docs/consent.md, only after they consent to
 * payment analytics: the layout mounts this only then). When that id changes,
 * the script is removed and added again for the new customer. Removed on
 * sign-out and on withdrawal.
 */
export function usePaidTracking(source: string | null, stripeCustomerId: string | null | undefined, doc: Document = document): void {
  useEffect(() => {
    if (!source || !stripeCustomerId) return undefined;
    const script = doc.createElement('script');
    script.id = PAID_TRACKING_ID;
    script.async = true;
    script.src = `${source}?customer=${encodeURIComponent(stripeCustomerId)}`;
    script.dataset.customer = stripeCustomerId;
    doc.head.appendChild(script);
    return () => {
      script.remove();
    };
  }, [source, stripeCustomerId, doc]);
}
