/**
 * Invitations: reading one by its token, my pending invitations, and the
 * links this device created for a trip (the rules never list link
 * invitations, so the creator's device remembers the tokens it made).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitation, ItineraryDoc } from '../../model/types';
import { isExpired } from '../lib/invitations';
import { collaboratorKeys } from './collaborator-keys';
import { itinerariesApi } from './services';
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
// Links this device created, per itinerary
// ---------------------------------------------------------------------------

const LINKS_PREFIX = 'wayfare.inviteLinks.';

export function rememberedTokens(itineraryId: string): string[] {
  try {
    const raw = localStorage.getItem(LINKS_PREFIX + itineraryId);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((token): token is string => typeof token === 'string') : [];
  } catch {
    return [];
  }
}

function storeTokens(itineraryId: string, tokens: string[]) {
  try {
    if (tokens.length === 0) localStorage.removeItem(LINKS_PREFIX + itineraryId);
    else localStorage.setItem(LINKS_PREFIX + itineraryId, JSON.stringify(tokens));
  } catch {
    // Private mode or full storage: the link is still shown until the page closes.
  }
}

export function rememberToken(itineraryId: string, token: string) {
  const tokens = rememberedTokens(itineraryId).filter((other) => other !== token);
  storeTokens(itineraryId, [...tokens, token]);
}

export function forgetToken(itineraryId: string, token: string) {
  storeTokens(
    itineraryId,
    rememberedTokens(itineraryId).filter((other) => other !== token),
  );
}

/** The unexpired link invitations this device created for the trip, oldest first. */
export async function fetchLinkInvitations(itineraryId: string): Promise<Invitation[]> {
  const tokens = rememberedTokens(itineraryId);
  if (tokens.length === 0) return [];
  const { getInvitation } = await itinerariesApi();
  const found = await Promise.all(
    tokens.map(async (token) => {
      try {
        return await getInvitation(token);
      } catch (error) {
        // Offline: keep the token for next time, show nothing for now.
        if (kindOf(error) === 'unavailable') return undefined;
        return null;
      }
    }),
  );
  const live: Invitation[] = [];
  found.forEach((invitation, index) => {
    const token = tokens[index];
    if (invitation === undefined || token === undefined) return;
    if (invitation === null || isExpired(invitation) || invitation.itineraryId !== itineraryId) {
      forgetToken(itineraryId, token);
      return;
    }
    live.push(invitation);
  });
  return live;
}

export function useLinkInvitations(itineraryId: string, enabled: boolean) {
  return useQuery({
    queryKey: collaboratorKeys.links(itineraryId),
    queryFn: () => fetchLinkInvitations(itineraryId),
    enabled,
  });
}
