/** Invitations (a link, or addressed to a username) and the collaborators they bring. */
import {
  FieldPath,
  Timestamp,
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { AppError, toAppError, withAppError } from '../../errors';
import { invitationExpiry, newInvitationToken, normaliseUsername, type Invitation, type ItineraryDoc } from '@/domain/itineraries/schema';
import { parseUsernameClaim } from '@/domain/users/schema';
import { isValidToken, isValidUsername } from '@/lib/route-params';
import { inviteWords } from '@/domain/itineraries/invite-words';
import { acknowledgedOrQueued } from './writes';
import { getItineraryOps } from './reads';
import { acceptanceRef, invitationConverter, invitationRef, itineraryRef } from './refs';

function invitationFields(itinerary: ItineraryDoc, expiresAt: Date, inviteeId: string | null): DocumentData {
  return {
    itineraryId: itinerary.id,
    inviterId: itinerary.creatorId,
    ...(inviteeId ? { inviteeId } : {}),
    itineraryTitle: itinerary.title.slice(0, 120),
    createdAt: serverTimestamp(),
    expiresAt: Timestamp.fromDate(expiresAt),
  };
}

/**
 * The creator's invitation link: a token of 32 characters from
 * crypto.getRandomValues, expiring after `days` (default 14, at most 30).
 * The link is /invitation/{token}.
 */
export async function createInvitationOps(
  db: Firestore,
  itinerary: ItineraryDoc,
  options: { inviteeId?: string; days?: number } = {},
): Promise<Invitation> {
  const token = newInvitationToken();
  const now = new Date();
  const expiresAt = invitationExpiry(now, options.days);
  const inviteeId = options.inviteeId ?? null;
  await acknowledgedOrQueued(setDoc(doc(db, 'invitations', token), invitationFields(itinerary, expiresAt, inviteeId)));
  return {
    token,
    itineraryId: itinerary.id,
    inviterId: itinerary.creatorId,
    inviteeId,
    itineraryTitle: itinerary.title.slice(0, 120),
    createdAt: now,
    expiresAt,
  };
}

/**
 * Invites a traveller by username: adds them to `collaborators.pending` (they
 * can then read the trip) and creates an invitation addressed to them, in one
 * batch. Clear errors for an unknown name, oneself and someone already in.
 */
export async function inviteByUsernameOps(db: Firestore, itinerary: ItineraryDoc, username: string): Promise<Invitation> {
  const name = normaliseUsername(username);
  if (name === '') throw new AppError('invalid', 'Enter the username of the traveller to invite.', 'invalid-argument');
  const notFound = new AppError('not-found', `No traveller is called @${name}. Check the spelling.`, 'not-found');
  if (!isValidUsername(name)) throw notFound;
  const claim = await withAppError(() => getDoc(doc(db, 'usernames', name)));
  if (!claim.exists()) throw notFound;
  const uid = parseUsernameClaim(claim.data(), claim.ref.path);
  // Only the creator invites: their own name is "you".
  if (uid === itinerary.creatorId) throw new AppError('invalid', inviteWords.yourself, 'invalid-argument');
  if (itinerary.collaborators.accepted.includes(uid)) throw new AppError('invalid', inviteWords.collaborator(name), 'already-exists');
  if (itinerary.collaborators.pending.includes(uid)) throw new AppError('invalid', inviteWords.pending(name), 'already-exists');
  const token = newInvitationToken();
  const now = new Date();
  const expiresAt = invitationExpiry(now);
  const batch = writeBatch(db);
  batch.update(itineraryRef(db, itinerary.id), { 'collaborators.pending': arrayUnion(uid), updatedAt: serverTimestamp() });
  batch.set(doc(db, 'invitations', token), invitationFields(itinerary, expiresAt, uid));
  await acknowledgedOrQueued(batch.commit());
  return {
    token,
    itineraryId: itinerary.id,
    inviterId: itinerary.creatorId,
    inviteeId: uid,
    itineraryTitle: itinerary.title.slice(0, 120),
    createdAt: now,
    expiresAt,
  };
}

/** invitations/{token}; null for a token that is malformed or does not exist. */
export function getInvitationOps(db: Firestore, token: string): Promise<Invitation | null> {
  if (!isValidToken(token)) return Promise.resolve(null);
  return withAppError(async () => {
    const snapshot = await getDoc(invitationRef(db, token));
    return snapshot.exists() ? snapshot.data() : null;
  });
}

/**
 * Unexpired invitations addressed to me (by username) to trips where I am
 * still pending: once I accept, decline or am removed, the invitation is no
 * longer listed.
 */
export function listMyInvitationsOps(db: Firestore, uid: string, now: Date = new Date()): Promise<Invitation[]> {
  return withAppError(async () => {
    const snapshot = await getDocs(query(collection(db, 'invitations'), where('inviteeId', '==', uid)).withConverter(invitationConverter));
    const unexpired: Invitation[] = [];
    for (const d of snapshot.docs) {
      try {
        const invitation = d.data();
        if (invitation.expiresAt.getTime() > now.getTime()) unexpired.push(invitation);
      } catch (error) {
        console.warn(error instanceof Error ? error.message : String(error));
      }
    }
    const stillPending = await Promise.all(
      unexpired.map(async (invitation) => {
        const itinerary = await getItineraryOps(db, invitation.itineraryId).catch(() => null);
        return itinerary?.collaborators.pending.includes(uid) ? invitation : null;
      }),
    );
    return stillPending
      .filter((invitation): invitation is Invitation => invitation !== null)
      .sort((a, b) => b.expiresAt.getTime() - a.expiresAt.getTime());
  });
}

/**
 * The unexpired invitation links (no invitee) that `inviterId` made for the
 * trip, oldest first: the creator sees and revokes them from any device.
 */
export function listLinkInvitationsOps(
  db: Firestore,
  itineraryId: string,
  inviterId: string,
  now: Date = new Date(),
): Promise<Invitation[]> {
  return withAppError(async () => {
    const snapshot = await getDocs(
      query(collection(db, 'invitations'), where('itineraryId', '==', itineraryId), where('inviterId', '==', inviterId)).withConverter(
        invitationConverter,
      ),
    );
    const links: Invitation[] = [];
    for (const d of snapshot.docs) {
      try {
        const invitation = d.data();
        if (invitation.inviteeId === null && invitation.expiresAt.getTime() > now.getTime()) links.push(invitation);
      } catch (error) {
        console.warn(error instanceof Error ? error.message : String(error));
      }
    }
    return links.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
  });
}

const INVITATION_GONE = 'This invitation link does not work any more. Ask for a new one.';
const INVITATION_EXPIRED = 'This invitation has expired. Ask the trip’s creator for a new link.';
const INVITATION_FOR_SOMEONE_ELSE = 'This invitation is for another traveller. Ask the trip’s creator to invite you.';

/**
 * Joins the invitation's itinerary as an editor (the recipe in
 * docs/data-model.md): one batch writes acceptances/{uid} with the token and
 * moves `uid` from `pending` to `accepted`. Joining a trip one already edits
 * (or created) just returns its id. Resolves with the itinerary id.
 */
export async function acceptInvitationOps(db: Firestore, token: string, uid: string, now: Date = new Date()): Promise<string> {
  const invitation = await getInvitationOps(db, token);
  if (!invitation) throw new AppError('not-found', INVITATION_GONE, 'not-found');
  if (invitation.expiresAt.getTime() <= now.getTime()) throw new AppError('invalid', INVITATION_EXPIRED, 'invitation-expired');
  if (invitation.inviteeId !== null && invitation.inviteeId !== uid) {
    throw new AppError('permission-denied', INVITATION_FOR_SOMEONE_ELSE, 'invitation-for-someone-else');
  }
  const { itineraryId } = invitation;
  const batch = writeBatch(db);
  batch.set(acceptanceRef(db, itineraryId, uid), { token, acceptedAt: serverTimestamp() });
  batch.update(itineraryRef(db, itineraryId), {
    'collaborators.accepted': arrayUnion(uid),
    'collaborators.pending': arrayRemove(uid),
    updatedAt: serverTimestamp(),
  });
  try {
    await batch.commit();
  } catch (error) {
    const appError = toAppError(error);
    if (appError.kind === 'permission-denied') {
      // Already in (the creator, or accepted before)? Then there is nothing to join.
      const itinerary = await getItineraryOps(db, itineraryId).catch(() => null);
      if (itinerary && (itinerary.creatorId === uid || itinerary.collaborators.accepted.includes(uid))) return itineraryId;
      if (!itinerary) throw new AppError('not-found', INVITATION_GONE, appError.code);
    }
    throw appError;
  }
  return itineraryId;
}

/** A collaborator leaves (accepted) or declines (pending): only their own uid goes, with their acceptance. */
export function leaveItineraryOps(db: Firestore, itineraryId: string, uid: string): Promise<void> {
  const batch = writeBatch(db);
  batch.update(itineraryRef(db, itineraryId), {
    'collaborators.accepted': arrayRemove(uid),
    'collaborators.pending': arrayRemove(uid),
    updatedAt: serverTimestamp(),
  });
  batch.delete(acceptanceRef(db, itineraryId, uid));
  return withAppError(() => batch.commit());
}

/**
 * The creator removes someone from `pending` or `accepted` (and their
 * acceptance), recording when in `collaborators.removed.{uid}`: invitations
 * created before then no longer let them join; a new one does.
 */
export function removeCollaboratorOps(db: Firestore, itineraryId: string, uid: string): Promise<void> {
  const batch = writeBatch(db);
  batch.update(
    itineraryRef(db, itineraryId),
    new FieldPath('collaborators', 'accepted'),
    arrayRemove(uid),
    new FieldPath('collaborators', 'pending'),
    arrayRemove(uid),
    new FieldPath('collaborators', 'removed', uid),
    serverTimestamp(),
    'updatedAt',
    serverTimestamp(),
  );
  batch.delete(acceptanceRef(db, itineraryId, uid));
  return withAppError(() => batch.commit());
}

/** The inviter or the creator deletes an invitation: its link stops working. */
export function revokeInvitationOps(db: Firestore, token: string): Promise<void> {
  if (!isValidToken(token)) return Promise.resolve();
  return withAppError(() => deleteDoc(doc(db, 'invitations', token)));
}
