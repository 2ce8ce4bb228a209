import { useQuery } from '@tanstack/react-query';
import { commerceKeys } from './commerce-keys';
import { commerceApi } from './service';

const NONE: ReadonlySet<string> = new Set();

/** The itineraries the user owns (bought, in a bundle, or a gift). */
export function useOwnedItineraries(uid: string | null | undefined): ReadonlySet<string> {
  const query = useQuery({
    queryKey: commerceKeys.owned(uid ?? ''),
    queryFn: async () => new Set(await (await commerceApi()).listOwnedItineraryIds(uid ?? '')),
    enabled: typeof uid === 'string',
  });
  return query.data ?? NONE;
}
