/**
 * Pure helpers of invitations and the people on a trip: links, expiry, the
 * username field's checks and the list of people the panel shows.
 */
import type { Invitation, ItineraryDoc } from '@/domain/itineraries/types';
import { formatDate } from '@/lib/dates';

/** The link a person opens to join: the site's origin and the token. */
export function invitationUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/invitation/${token}`;
}

export function isExpired(invitation: Pick<Invitation, 'expiresAt'>, now: Date = new Date()): boolean {
  return invitation.expiresAt.getTime() <= now.getTime();
}

/** "1 June 2027", in the reader's own time zone. */
export function formatExpiry(date: Date): string {
  return formatDate(date, 'd MMMM y', 'local');
}

/** The name as typed, without a leading @ and spaces, lower-cased as usernames are stored. */
export function normaliseUsername(raw: string): string {
  return raw.trim().replace(/^@+/, '').toLowerCase();
}

const USERNAME = /^[a-z0-9._]{3,30}$/;

/** Why a typed username cannot be a person, or null when it could be one. */
export function usernameFormatError(raw: string): string | null {
  const name = normaliseUsername(raw);
  if (name === '') return 'Type the username of the person to invite, for example @marco.';
  if (!USERNAME.test(name)) {
    return 'Usernames have 3 to 30 characters: lower-case letters, digits, dots and underscores.';
  }
  return null;
}

export type MemberRole = 'creator' | 'collaborator' | 'invited';

export interface Member {
  uid: string;
  role: MemberRole;
}

/** The creator first, then accepted collaborators, then pending invitees; nobody twice. */
export function membersOf(itinerary: Pick<ItineraryDoc, 'creatorId' | 'collaborators'>): Member[] {
  const seen = new Set<string>();
  const members: Member[] = [];
  const add = (uid: string, role: MemberRole) => {
    if (seen.has(uid)) return;
    seen.add(uid);
    members.push({ uid, role });
  };
  add(itinerary.creatorId, 'creator');
  for (const uid of itinerary.collaborators.accepted) add(uid, 'collaborator');
  for (const uid of itinerary.collaborators.pending) add(uid, 'invited');
  return members;
}

/** What a member is called on screen, with "(you)" for the reader. */
export function roleLabel(role: MemberRole): string {
  if (role === 'creator') return 'Created the trip';
  if (role === 'collaborator') return 'Collaborator';
  return 'Invited, not joined yet';
}
