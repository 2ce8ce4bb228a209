import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TripSummary } from '@/domain/itineraries/types';
import { itinerariesApi } from './service';

/** Query keys of the itineraries feature, general to specific. */
export const itineraryKeys = {
  all: ['itineraries'] as const,
  myTripsAll: () => [...itineraryKeys.all, 'my-trips'] as const,
  myTrips: (uid: string) => [...itineraryKeys.myTripsAll(), uid] as const,
  myTripsCached: (uid: string) => [...itineraryKeys.all, 'my-trips-cached', uid] as const,
  invitation: (token: string) => [...itineraryKeys.all, 'invitation', token] as const,
};

export async function getMyTrips(uid: string): Promise<TripSummary[]> {
  return (await itinerariesApi()).listMyTrips(uid);
}

export function myTripsQueryOptions(uid: string) {
  return queryOptions({ queryKey: itineraryKeys.myTrips(uid), queryFn: () => getMyTrips(uid) });
}

const withoutDamaged = (trips: TripSummary[]) => trips.filter((trip) => !trip.damaged);

/**
 * My trips (created, cloned, collaborating, invited), newest first; waits for
 * a signed-in user. Trips whose stored data is damaged are left out unless
 * asked for (the /trips list shows them, to open or delete). While the
 * server has not answered, `showCached` makes `data` the list from this
 * device's Firestore cache when it has one, as placeholder data (`isPlaceholderData`; it may
 * lack trips this device never read, so nothing should be decided on it).
 */
export function useMyTrips(uid: string | null, options: { includeDamaged?: boolean; showCached?: boolean } = {}) {
  const queryClient = useQueryClient();
  const showCached = Boolean(options.showCached) && uid !== null;
  // Until the server answers (seconds after a browser restart), the list as this device last read it.
  const cached = useQuery({
    queryKey: itineraryKeys.myTripsCached(uid ?? ''),
    queryFn: async () => (await itinerariesApi()).listMyTripsFromCache(uid ?? ''),
    enabled: showCached && queryClient.getQueryData(itineraryKeys.myTrips(uid ?? '')) === undefined,
    staleTime: Infinity,
    retry: false,
  });
  return useQuery({
    ...myTripsQueryOptions(uid ?? ''),
    enabled: uid !== null,
    select: options.includeDamaged ? undefined : withoutDamaged,
    placeholderData: showCached ? (cached.data ?? undefined) : undefined,
  });
}
