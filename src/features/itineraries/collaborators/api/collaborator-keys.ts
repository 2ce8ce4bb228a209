/** Query keys of the collaborators part of itineraries, general to specific. */
export const collaboratorKeys = {
  all: ['itineraries', 'collaborators'] as const,
  /** Profiles of the people on a trip; the ids are part of the key, so a change reloads. */
  people: (ids: readonly string[]) => [...collaboratorKeys.all, 'people', ids] as const,
  invitation: (token: string) => [...collaboratorKeys.all, 'invitation', token] as const,
  myInvitationsAll: () => [...collaboratorKeys.all, 'mine'] as const,
  myInvitations: (uid: string) => [...collaboratorKeys.myInvitationsAll(), uid] as const,
  /** The invitation links `inviterId` (the creator) made for the trip. */
  links: (itineraryId: string, inviterId: string) => [...collaboratorKeys.all, 'links', itineraryId, inviterId] as const,
  itinerary: (id: string, uid: string) => [...collaboratorKeys.all, 'itinerary', id, uid] as const,
};


/**
 * Queries that list trips or invitations, refreshed after a join, a leave or
 * a decline: ours, and the trips lists of other screens (keys starting with
 * 'itineraries' or 'trips').
 */
export function isTripListKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === 'itineraries' || queryKey[0] === 'trips';
}
