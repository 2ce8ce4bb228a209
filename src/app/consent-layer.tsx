/**
 * The visitor's consent at work on every page (docs/consent.md): the banner,
 * the choice applied to the tags, and the payment-analytics script for a
 * signed-in person who allowed it. Loaded just after the layout's first
 * paint (the banner is fixed at the bottom, so nothing moves when it comes),
 * keeping its code out of the first paint.
 */
import { lazyPart } from '@/components/lazy-part';
import { getEnv } from '@/config/env';
import { paidTrackingSource } from '@/features/commerce/hooks/use-paid-tracking';
import { ConsentBanner } from '@/features/consent/components/consent-banner';
import { useApplyConsent } from '@/features/consent/hooks/use-apply-consent';
import { useConsentChoices } from '@/features/consent/hooks/use-consent';
import { localCollectorOrigin } from '@/services/analytics';
import { useProfileStatus, useSignedInUser } from './session';

/** For signed-in people who consented to payment analytics: the paid-tracking script (SPEC section 4), loaded on demand. */
const PaidTracking = lazyPart(() => import('@/features/commerce/components/paid-tracking').then((module) => module.PaidTracking), {
  what: 'Payment analytics',
  // Without its code nothing is tracked, and there is nothing to show.
  failed: null,
});

/** The payment-analytics script, for a signed-in person with a profile who consented to it, where the stage has one. */
function ConsentedPaidTracking() {
  const user = useSignedInUser();
  const profileStatus = useProfileStatus();
  // As the header: signed in and past onboarding.
  const signedIn = user !== null && profileStatus !== 'missing';
  const consented = useConsentChoices()?.paymentAnalytics === true;
  const env = getEnv();
  const source = paidTrackingSource(env.stage, localCollectorOrigin(env));
  if (!signedIn || !consented || !source) return null;
  return (
    <PaidTracking source={source} />
  );
}

/** `pagePath`: the current screen as a route pattern, for the ads tag's page views. */
export default function ConsentLayer({ pagePath }: { pagePath: string }) {
  useApplyConsent(getEnv(), pagePath);
  return (
    <>
      <ConsentBanner />
      <ConsentedPaidTracking />
    </>
  );
}
