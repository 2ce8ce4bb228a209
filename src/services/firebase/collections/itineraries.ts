/**
 * The itineraries collection module: every read and write of itineraries,
 * their items, invitations and collaborators (see docs/data-model.md:
 * shapes, write recipes, "Itinerary data layer"). Returns plain domain types,
 * validated with zod on read; errors are AppErrors with a message a person
 * can act on.
 *
 * The verbs are thin: they load the Firestore operations
 * (./itineraries/, which take the Firestore instance as a parameter and
 * are what the integration tests run) on demand, with the app's instance
 * (getDb(): full SDK, persistent cache shared by tabs, so a trip opened once
 * works offline). Nothing Firebase is imported statically, so importing this
 * module costs a route's first chunk nothing. The public reads a shared
 * profile needs go over the REST API (no SDK download).
 *
 * Write verbs resolve when the server acknowledges the write; the local cache
 * (and so every subscription) has it at once. Screens must not wait for them:
 * fire, and report a rejection. createItinerary, cloneItinerary,
 * createInvitation and inviteByUsername resolve at the latest two seconds
 * after queueing, so they also work offline.
 */
import type { TravelMode } from '@/domain/days/travel';
import type { AppError } from '../errors';
import { stageDatabase } from '../rest';
import { lazyOps } from './lazy-ops';
import { listPublicItinerariesByCreatorRest } from './public-reads';
import { newAutoId } from '@/domain/itineraries/schema';
import type {
  Invitation,
  ItemUpdate,
  ItineraryDoc,
  ItineraryPatch,
  ItinerarySnapshot,
  NewItineraryInput,
  PlanItem,
  PublicItinerarySummary,
  TripSummary,
} from '@/domain/itineraries/schema';

export type { PublicItinerarySummary } from '@/domain/itineraries/schema';

/** A creator's public itineraries, newest first, at most `limit` (1..100), validated. */
export async function listPublicItinerariesByCreator(uid: string, limit: number): Promise<PublicItinerarySummary[]> {
  return listPublicItinerariesByCreatorRest(stageDatabase(), uid, limit);
}

/**
 * The app's Firestore and the operations (./itineraries/), loaded together on first use: all of them at
 * once, as one load, so that a trip opened online can be edited, copied or shared offline afterwards
 * (a module first asked for while offline could not be fetched).
 */
async function loadOps() {
  // The verbs are named one by one (not spread) so that the dead-code check sees each one used.
  const [
    { subscribeItineraryOps },
    { getItineraryOps, listItemsOps },
    { applyItemChangesOps, chooseLegModeOps, createItineraryOps, deleteItemOps, moveItemOps, saveItemOps, updateItemOps, updateItineraryOps },
    { cloneItineraryOps, deleteItineraryOps },
    { listMyTripsOps },
    { acceptInvitationOps, createInvitationOps, getInvitationOps, inviteByUsernameOps, leaveItineraryOps, listLinkInvitationsOps, listMyInvitationsOps, removeCollaboratorOps, revokeInvitationOps },
  ] = await Promise.all([
    import('./itineraries/live'),
    import('./itineraries/reads'),
    import('./itineraries/writes'),
    import('./itineraries/clone-delete'),
    import('./itineraries/my-trips'),
    import('./itineraries/invitations'),
  ]);
  return {
    subscribeItineraryOps,
    getItineraryOps,
    listItemsOps,
    applyItemChangesOps,
    chooseLegModeOps,
    createItineraryOps,
    deleteItemOps,
    moveItemOps,
    saveItemOps,
    updateItemOps,
    updateItineraryOps,
    cloneItineraryOps,
    deleteItineraryOps,
    listMyTripsOps,
    acceptInvitationOps,
    createInvitationOps,
    getInvitationOps,
    inviteByUsernameOps,
    leaveItineraryOps,
    listLinkInvitationsOps,
    listMyInvitationsOps,
    removeCollaboratorOps,
    revokeInvitationOps,
  };
}
const { run, subscribe } = lazyOps(loadOps);

/** A new private itinerary, no collaborators, `isManualCreated` true unless said otherwise. Resolves with its id. */
export function createItinerary(uid: string, input: NewItineraryInput): Promise<string> {
  return run(({ db, ops }) => ops.createItineraryOps(db, uid, input));
}

/**
 * The itinerary and its plan, live (items sorted by day, ideas first, then
 * order), with metadata changes: local edits show at once with
 * `hasPendingWrites`. `items` is null when the plan cannot be read. The SDK
 * loads in the background; the returned function unsubscribes, also before
 * it has finished loading.
 */
export function subscribeItinerary(
  id: string,
  uid: string | null,
  onChange: (snapshot: ItinerarySnapshot) => void,
  onError: (error: AppError) => void,
): () => void {
  return subscribe(({ db, ops }) => ops.subscribeItineraryOps(db, id, uid, onChange, onError), onError);
}

/** null when it does not exist; AppError 'permission-denied' when it may not be read. */
export function getItinerary(id: string): Promise<ItineraryDoc | null> {
  return run(({ db, ops }) => ops.getItineraryOps(db, id));
}

export function listItems(id: string): Promise<PlanItem[]> {
  return run(({ db, ops }) => ops.listItemsOps(db, id));
}

/** Changes the given fields; stamps updatedAt. */
export function updateItinerary(id: string, patch: ItineraryPatch): Promise<void> {
  return run(({ db, ops }) => ops.updateItineraryOps(db, id, patch));
}

/** The means chosen for one leg of the trip (`fromId>toId`), shared with its companions; null for the default. */
export function chooseLegMode(id: string, key: string, mode: TravelMode | null): Promise<void> {
  return run(({ db, ops }) => ops.chooseLegModeOps(db, id, key, mode));
}

/** Writes only the given fields of an existing item (field paths): companions' other changes stay. */
export function updateItem(itineraryId: string, update: ItemUpdate): Promise<void> {
  return run(({ db, ops }) => ops.updateItemOps(db, itineraryId, update));
}

/** Creates or replaces one item (one write). */
export function saveItem(itineraryId: string, item: PlanItem): Promise<void> {
  return run(({ db, ops }) => ops.saveItemOps(db, itineraryId, item));
}

/** Exactly one write: `day`, `order` and `updatedAt` of the item. */
export function moveItem(itineraryId: string, itemId: string, day: number | null, order: string): Promise<void> {
  return run(({ db, ops }) => ops.moveItemOps(db, itineraryId, itemId, day, order));
}

export function deleteItem(itineraryId: string, itemId: string): Promise<void> {
  return run(({ db, ops }) => ops.deleteItemOps(db, itineraryId, itemId));
}

/**
 * Many item changes and an optional itinerary patch, in batches of at most 500
 * writes (undo, dates, assistant): `upsert` whole items, `update` some fields.
 */
export function applyItemChanges(
  itineraryId: string,
  change: { upsert?: PlanItem[]; update?: ItemUpdate[]; remove?: string[]; itinerary?: ItineraryPatch },
): Promise<void> {
  return run(({ db, ops }) => ops.applyItemChangesOps(db, itineraryId, change));
}

/** A private copy owned by `uid`, with `clonedFrom`; every item copied; the original untouched. Resolves with the new id. */
export function cloneItinerary(sourceId: string, uid: string): Promise<string> {
  return run(({ db, ops }) => ops.cloneItineraryOps(db, sourceId, uid));
}

/** The creator deletes a trip: its items, then the document. */
export function deleteItinerary(id: string): Promise<void> {
  return run(({ db, ops }) => ops.deleteItineraryOps(db, id));
}

/** Created (and cloned), collaborating and invited trips, newest first. */
export function listMyTrips(uid: string): Promise<TripSummary[]> {
  return run(({ db, ops }) => ops.listMyTripsOps(db, uid));
}

/**
 * The same list as this device's Firestore cache has it from an earlier
 * visit, without the network; null when the cache holds none of it.
 */
export async function listMyTripsFromCache(uid: string): Promise<TripSummary[] | null> {
  try {
    const trips = await run(({ db, ops }) => ops.listMyTripsOps(db, uid, 'cache'));
    return trips.length > 0 ? trips : null;
  } catch {
    return null;
  }
}

/** An invitation link (/invitation/{token}) of the creator; default expiry 14 days, at most 30. */
export function createInvitation(itinerary: ItineraryDoc, options?: { inviteeId?: string; days?: number }): Promise<Invitation> {
  return run(({ db, ops }) => ops.createInvitationOps(db, itinerary, options));
}

/** Adds the traveller to `pending` and creates an invitation addressed to them. */
export function inviteByUsername(itinerary: ItineraryDoc, username: string): Promise<Invitation> {
  return run(({ db, ops }) => ops.inviteByUsernameOps(db, itinerary, username));
}

/** null when the token is malformed or unknown (revoked). Needs a signed-in user. */
export function getInvitation(token: string): Promise<Invitation | null> {
  return run(({ db, ops }) => ops.getInvitationOps(db, token));
}

/** The unexpired invitation links `inviterId` made for the trip (any device), oldest first. */
export function listLinkInvitations(itineraryId: string, inviterId: string): Promise<Invitation[]> {
  return run(({ db, ops }) => ops.listLinkInvitationsOps(db, itineraryId, inviterId));
}

/** Unexpired invitations addressed to `uid` for trips they have not answered yet. */
export function listMyInvitations(uid: string): Promise<Invitation[]> {
  return run(({ db, ops }) => ops.listMyInvitationsOps(db, uid));
}

/** Joins the trip as an editor; resolves with the itinerary id. Clear errors for expired or unknown links. */
export function acceptInvitation(token: string, uid: string): Promise<string> {
  return run(({ db, ops }) => ops.acceptInvitationOps(db, token, uid));
}

/** A collaborator leaves, or an invitee declines. */
export function leaveItinerary(itineraryId: string, uid: string): Promise<void> {
  return run(({ db, ops }) => ops.leaveItineraryOps(db, itineraryId, uid));
}

/** The creator removes someone, pending or accepted; links made before then no longer let them back in. */
export function removeCollaborator(itineraryId: string, uid: string): Promise<void> {
  return run(({ db, ops }) => ops.removeCollaboratorOps(db, itineraryId, uid));
}

export function revokeInvitation(token: string): Promise<void> {
  return run(({ db, ops }) => ops.revokeInvitationOps(db, token));
}

/** A new item id (a Firestore-style auto id), synchronous. */
export function newItemId(): string {
  return newAutoId();
}
