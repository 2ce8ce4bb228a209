/**
 * The currency a trip's costs are written in: the person's own once they
 * have chosen one (Preferences), else the currency of the trip's first
 * destination we hold (Kyoto: JPY), else the person's default. The curated
 * cities' index is a one-shot read of static data (TanStack Query), loaded
 * only for a person who has not chosen.
 */
import { useQuery } from '@tanstack/react-query';
import { curatedCityNamed } from '@/lib/places/search';
import { currencyOfCountry } from '@/lib/places/country-currency';
import { useUserPreferences } from '@/stores/use-user-store';

export function useTripCurrency(destinations: readonly string[]): string {
  const preferences = useUserPreferences();
  const chosen = preferences.currencyChosen === true;
  const index = useQuery({
    queryKey: ['places', 'curated-index'],
    queryFn: async () => (await import('@/lib/places/load')).loadCuratedIndex(),
    staleTime: Infinity,
    enabled: !chosen && destinations.length > 0,
  });
  if (chosen || !index.data) return preferences.currency;
  return currencyOfCountry(curatedCityNamed(index.data.cities, destinations)?.country) ?? preferences.currency;
}
