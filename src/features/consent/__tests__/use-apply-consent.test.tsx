import { renderHook, waitFor } from '@testing-library/react';
import { getEnv } from '@/config/env';
import type * as analytics from '@/services/analytics';
import { setAnalyticsConsent } from '@/services/analytics';
import { useApplyConsent } from '../hooks/use-apply-consent';
import { consentStoreReloaded } from '../hooks/use-consent';
import { CONSENT_STORAGE_KEY, consentRecord } from '../lib/consent-record';

vi.mock('@/services/analytics', async (importOriginal) => ({ ...(await importOriginal<typeof analytics>()), setAnalyticsConsent: vi.fn() }));

describe('applying a choice with analytics granted and advertising declined', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consentRecord({ analytics: true, paymentAnalytics: false, advertising: false })));
    consentStoreReloaded();
    document.cookie = '_gcl_au=1.1.123; path=/';
  });

  it('deletes the ads cookies once analytics is applied', async () => {
    vi.mocked(setAnalyticsConsent).mockResolvedValue(undefined);
    renderHook(() => useApplyConsent(getEnv(), '/home'));
    await waitFor(() => expect(document.cookie).not.toContain('_gcl_au'));
  });

  it('deletes them too when the analytics library fails to load', async () => {
    vi.mocked(setAnalyticsConsent).mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    renderHook(() => useApplyConsent(getEnv(), '/home'));
    await waitFor(() => expect(document.cookie).not.toContain('_gcl_au'));
  });
});
