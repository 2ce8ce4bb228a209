/**
 * Invitations: reading one by its token, my pending invitations, and the
 * links the creator made for a trip (the rules let an inviter list the
 * invitations they made, so every device of theirs shows the same links).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitation, ItineraryDoc } from '@/domain/itineraries/types';
import { isExpired } from '../lib/invitations';
import { collaboratorKeys } from './collaborator-keys';
import { itinerariesApi } from './service';
import { kindOf } from './errors';

export async function fetchInvitation(token: string): Promise<Invitation | null> {
  const { getInvitation } = await itinerariesApi();
  return getInvitation(token);
}

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: collaboratorKeys.invitation(token),
    queryFn: () => fetchInvitation(token),
    retry: false,
  });
}

export function useInvitation(token: string, enabled: boolean) {
  return useQuery({ ...invitationQueryOptions(token), enabled });
}

/** The itinerary if this person can read it, null when they cannot (not a member of a private trip). */
export async function fetchReadableItinerary(id: string): Promise<ItineraryDoc | null> {
  const { getItinerary } = await itinerariesApi();
  try {
    return await getItinerary(id);
  } catch (error) {
    if (kindOf(error) === 'permission-denied' || kindOf(error) === 'not-found') return null;
    throw error;
  }
}

export function useReadableItinerary(id: string | undefined, uid: string | null) {
  return useQuery({
    queryKey: collaboratorKeys.itinerary(id ?? '', uid ?? ''),
    queryFn: () => fetchReadableItinerary(id ?? ''),
    enabled: id !== undefined && uid !== null,
    retry: false,
  });
}

/**
 * Invitations addressed to me by username that I can still act on: the
 * service lists only those to trips that still have me as invited; expired
 * ones and a second invitation to the same trip are left out here.
 */
export async function fetchMyInvitations(uid: string): Promise<Invitation[]> {
  const { listMyInvitations } = await itinerariesApi();
  const seen = new Set<string>();
  return (await listMyInvitations(uid)).filter((invitation) => {
    if (isExpired(invitation) || seen.has(invitation.itineraryId)) return false;
    seen.add(invitation.itineraryId);
    return true;
  });
}

export function myInvitationsQueryOptions(uid: string) {
  return queryOptions({
    queryKey: collaboratorKeys.myInvitations(uid),
    queryFn: () => fetchMyInvitations(uid),
  });
}

export function useMyInvitations(uid: string | null) {
  return useQuery({ ...myInvitationsQueryOptions(uid ?? ''), enabled: uid !== null });
}

// ---------------------------------------------------------------------------
// The creator's links, per itinerary, from the server (any device)
// ---------------------------------------------------------------------------

/** The unexpired invitation links the creator made for the trip, oldest first. */
export async function fetchLinkInvitations(itineraryId: string, inviterId: string): Promise<Invitation[]> {
  const { listLinkInvitations } = await itinerariesApi();
  return (await listLinkInvitations(itineraryId, inviterId)).filter((invitation) => !isExpired(invitation));
}

export function useLinkInvitations(itineraryId: string, inviterId: string, enabled: boolean) {
  return useQuery({
    queryKey: collaboratorKeys.links(itineraryId, inviterId),
    queryFn: () => fetchLinkInvitations(itineraryId, inviterId),
    enabled,
  });
}
