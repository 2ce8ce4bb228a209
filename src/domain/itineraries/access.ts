/**
 * Who may do what with an itinerary: the same decision as `firestore.rules`
 * (isEditor, isPending, canReadItinerary, canReadPlan). The rules enforce it;
 * the app uses this copy only to decide what to show, so that nobody is
 * offered a control the server would refuse. `access-cases.ts` is the table
 * both this function and the rules are tested against.
 */
import type { ItineraryAccess, ItineraryDoc } from './types';

export type AccessSubject = Pick<ItineraryDoc, 'creatorId' | 'collaborators' | 'agentId' | 'public' | 'isPaidItinerary'>;

export const NO_ACCESS: ItineraryAccess = Object.freeze({
  isUserCanAccess: false,
  canReadPlan: false,
  isUserCanEdit: false,
  isCreator: false,
  isPending: false,
});

function listed(list: unknown, uid: string): boolean {
  return Array.isArray(list) && list.includes(uid);
}

export function itineraryAccess(itinerary: AccessSubject | null | undefined, uid: string | null | undefined): ItineraryAccess {
  if (!itinerary) return NO_ACCESS;
  const me = uid || null;
  const isCreator = me !== null && itinerary.creatorId === me;
  const isAccepted = me !== null && listed(itinerary.collaborators?.accepted, me);
  const isAgent = me !== null && itinerary.agentId != null && itinerary.agentId === me;
  const isEditor = isCreator || isAccepted || isAgent;
  const invited = me !== null && listed(itinerary.collaborators?.pending, me);
  const isPublic = itinerary.public === true;
  const isPaid = itinerary.isPaidItinerary === true;
  return {
    isUserCanAccess: isPublic || isEditor || invited,
    canReadPlan: isEditor || (!isPaid && (isPublic || invited)),
    isUserCanEdit: isEditor,
    isCreator,
    // Someone who can already edit is not shown as waiting to accept.
    isPending: invited && !isEditor,
  };
}
