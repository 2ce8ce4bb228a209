import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TripSummary } from '@/domain/itineraries/types';
import { itinerariesApi } from './service';

/** Query keys of the itineraries feature, general to specific. */
export const itineraryKeys = {
  all: ['itineraries'] as const,
  myTripsAll: () => [...itineraryKeys.all, 'my-trips'] as const,
  myTrips: (uid: string) => [...itineraryKeys.myTripsAll(), uid] as const,
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
 * asked for (the /trips list shows them, to open or delete).
 */
export function useMyTrips(uid: string | null, options: { includeDamaged?: boolean } = {}) {
  return useQuery({
    ...myTripsQueryOptions(uid ?? ''),
    enabled: uid !== null,
    select: options.includeDamaged ? undefined : withoutDamaged,
  });
}
