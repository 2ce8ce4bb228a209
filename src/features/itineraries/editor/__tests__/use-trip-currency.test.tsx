/**
 * A trip's costs are in the person's currency once they chose one, else in
 * the destination's (a Kyoto trip in yen, not the account's default euro).
 * The real curated index is read (src/data/places/index.json).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { userActions } from '@/stores/use-user-store';
import { useTripCurrency } from '../hooks/use-trip-currency';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>;
}

describe('the currency of a trip’s costs', () => {
  it('is the destination’s while the person has not chosen one: yen for Kyoto, pounds for London', async () => {
    const kyoto = renderHook(() => useTripCurrency(['Kyoto']), { wrapper });
    expect(kyoto.result.current).toBe('EUR');
    await waitFor(() => expect(kyoto.result.current).toBe('JPY'));
    const london = renderHook(() => useTripCurrency(['London', 'Paris']), { wrapper });
    await waitFor(() => expect(london.result.current).toBe('GBP'));
  });

  it('is the person’s own once chosen in Preferences, wherever the trip goes', async () => {
    userActions.userPreferencesChanged({ currency: 'USD', currencyChosen: true });
    const kyoto = renderHook(() => useTripCurrency(['Kyoto']), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(kyoto.result.current).toBe('USD');
  });

  it('is the person’s default for a place we hold no city for', async () => {
    const somewhere = renderHook(() => useTripCurrency(['Zzyzxville']), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(somewhere.result.current).toBe('EUR');
  });
});
