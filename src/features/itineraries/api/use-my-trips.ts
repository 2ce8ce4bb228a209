import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invitation, TripSummary } from '@/domain/itineraries/types';
import { itinerariesApi } from './service';

/** Query keys of the itineraries feature, general to specific. */
export const itineraryKeys = {
  all: ['itineraries'] as const,
  myTripsAll: () => [...itineraryKeys.all, 'my-trips'] as const,
  myTrips: (uid: string) => [...itineraryKeys.myTripsAll(), uid] as const,
  myInvitationsAll: () => [...itineraryKeys.all, 'my-invitations'] as const,
  myInvitations: (uid: string) => [...itineraryKeys.myInvitationsAll(), uid] as const,
  invitation: (token: string) => [...itineraryKeys.all, 'invitation', token] as const,
};

export async function getMyTrips(uid: string): Promise<TripSummary[]> {
  return (await itinerariesApi()).listMyTrips(uid);
}

export async function getMyInvitations(uid: string): Promise<Invitation[]> {
  return (await itinerariesApi()).listMyInvitations(uid);
}

export function myTripsQueryOptions(uid: string) {
  return queryOptions({ queryKey: itineraryKeys.myTrips(uid), queryFn: () => getMyTrips(uid) });
}

export function myInvitationsQueryOptions(uid: string) {
  return queryOptions({ queryKey: itineraryKeys.myInvitations(uid), queryFn: () => getMyInvitations(uid) });
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

/** Unanswered, unexpired invitations addressed to me by username. */
export function useMyInvitations(uid: string | null) {
  return useQuery({ ...myInvitationsQueryOptions(uid ?? ''), enabled: uid !== null });
}

/** Deletes one of my trips (its items too); my trips reload after it. */
export function useDeleteItinerary(uid: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await itinerariesApi()).deleteItinerary(id),
    onMutate: async (id) => {
      if (!uid) return;
      await queryClient.cancelQueries({ queryKey: itineraryKeys.myTrips(uid) });
      queryClient.setQueryData<TripSummary[]>(itineraryKeys.myTrips(uid), (trips) => trips?.filter((trip) => trip.id !== id));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: itineraryKeys.myTripsAll() }),
  });
}

/** Copies a trip into a new private one of mine; resolves with the copy's id. */
export function useCloneItinerary(uid: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sourceId: string) => {
      if (!uid) throw new Error('Sign in to copy this trip.');
      return (await itinerariesApi()).cloneItinerary(sourceId, uid);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itineraryKeys.myTripsAll() }),
  });
}
