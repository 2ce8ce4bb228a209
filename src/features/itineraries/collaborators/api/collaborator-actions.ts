/**
 * The collaborators' writes, as TanStack Query mutations. The itinerary the
 * panel shows comes from the live snapshot, which applies a write locally at
 * once (also offline), so nothing here waits on the server to change what is
 * on screen; a refused write comes back as `error` with a message to act on.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Invitation, ItineraryDoc } from '@/domain/itineraries/types';
import { collaboratorKeys, isTripListKey } from './collaborator-keys';
import { itinerariesApi } from './service';

/** How long a new invite link stays valid. */
export const LINK_DAYS = 14;

function refreshTripLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => isTripListKey(query.queryKey) });
}

export function useCreateInviteLink(itinerary: ItineraryDoc) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { createInvitation } = await itinerariesApi();
      return createInvitation(itinerary, { days: LINK_DAYS });
    },
    onSuccess: (invitation) => {
      queryClient.setQueryData<Invitation[]>(collaboratorKeys.links(itinerary.id, itinerary.creatorId), (links = []) => [
        ...links.filter((link) => link.token !== invitation.token),
        invitation,
      ]);
    },
  });
}

/** Revoking hides the link at once; if the server refuses, it comes back with the error. */
export function useRevokeInviteLink(itinerary: ItineraryDoc) {
  const queryClient = useQueryClient();
  const key = collaboratorKeys.links(itinerary.id, itinerary.creatorId);
  return useMutation({
    mutationFn: async (invitation: Invitation) => {
      const { revokeInvitation } = await itinerariesApi();
      return revokeInvitation(invitation.token);
    },
    onMutate: (invitation) => {
      queryClient.setQueryData<Invitation[]>(key, (links = []) =>
        links.filter((link) => link.token !== invitation.token),
      );
    },
    onError: (_error, invitation) => {
      queryClient.setQueryData<Invitation[]>(key, (links = []) =>
        links.some((link) => link.token === invitation.token) ? links : [...links, invitation],
      );
    },
  });
}

export function useInviteByUsername(itinerary: ItineraryDoc) {
  return useMutation({
    mutationFn: async (username: string) => {
      const { inviteByUsername } = await itinerariesApi();
      return inviteByUsername(itinerary, username);
    },
  });
}

export function useRemoveCollaborator(itineraryId: string) {
  return useMutation({
    mutationFn: async (uid: string) => {
      const { removeCollaborator } = await itinerariesApi();
      return removeCollaborator(itineraryId, uid);
    },
  });
}

type ItinerariesApi = Awaited<ReturnType<typeof itinerariesApi>>;

/** A write of the signed-in user's own membership; their trip lists are read again once it settles. */
function useMembershipChange<V, R>(uid: string | null, signIn: string, write: (api: ItinerariesApi, variables: V, uid: string) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => {
      if (!uid) throw new Error(signIn);
      return write(await itinerariesApi(), variables, uid);
    },
    onSettled: () => refreshTripLists(queryClient),
  });
}

/** Leave a trip (accepted) or decline an invitation (pending): the same write. */
export function useLeaveItinerary(uid: string | null) {
  return useMembershipChange(uid, 'Sign in first.', (api, itineraryId: string, me) => api.leaveItinerary(itineraryId, me));
}

export function useAcceptInvitation(uid: string | null) {
  return useMembershipChange(uid, 'Sign in to join this trip.', (api, token: string, me) => api.acceptInvitation(token, me));
}
