/**
 * A small in-memory stand-in for the two collection modules the
 * collaborators use (itineraries: invitations and membership; users:
 * profiles), with the errors the real verbs throw. Component tests only.
 */
import { inviteWords } from '@/domain/itineraries/invite-words';
import { AppError } from '@/services/firebase/errors';
import type { Profile, ProfilePage } from '@/services/firebase/collections/users';
import { aProfile, aTrip, anInvitation } from '@/testing/builders';
import type { Invitation, ItineraryDoc } from '@/domain/itineraries/types';

export const DAY = 86_400_000;

export function makeProfile(id: string, username: string, displayName: string): Profile {
  return aProfile({ id, username, displayName });
}

export const ANA = makeProfile('ana1', 'ana', 'Ana Ribeiro');
export const MARCO = makeProfile('marco1', 'marco', 'Marco Rossi');
export const LEA = makeProfile('lea1', 'lea', 'Léa Martin');
export const SAM = makeProfile('sam1', 'sam', 'Sam Carter');

export function makeItinerary(patch: Partial<ItineraryDoc> = {}): ItineraryDoc {
  return aTrip({
    id: 'porto',
    title: 'Porto long weekend',
    destinations: ['Porto'],
    days: 3,
    creatorId: ANA.id,
    collaborators: { pending: [LEA.id], accepted: [MARCO.id] },
    ...patch,
  });
}

export function makeInvitation(patch: Partial<Invitation> = {}): Invitation {
  return anInvitation({
    itineraryId: 'porto',
    inviterId: ANA.id,
    itineraryTitle: 'Porto long weekend',
    createdAt: new Date(Date.now() - DAY),
    expiresAt: new Date(Date.now() + 13 * DAY),
    ...patch,
  });
}

/** Profiles, itineraries and invitations, with the behaviour of the verbs. */
export class FakeBackend {
  profiles = new Map<string, Profile>();
  itineraries = new Map<string, ItineraryDoc>();
  invitations = new Map<string, Invitation>();
  /** Who the verbs act as (the rules' request.auth). */
  me: string | null = null;
  private counter = 0;
  private listeners = new Set<() => void>();

  /** Like onSnapshot: told after every change of an itinerary (applied at once, as local writes are). */
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  constructor() {
    for (const profile of [ANA, MARCO, LEA, SAM]) this.profiles.set(profile.id, profile);
    this.itineraries.set('porto', makeItinerary());
  }

  loadProfiles = async (uids: string[]): Promise<ProfilePage> => ({
    profiles: uids.flatMap((uid) => this.profiles.get(uid) ?? []),
    queries: Math.ceil(uids.length / 30),
    remaining: [],
  });

  getItinerary = async (id: string): Promise<ItineraryDoc | null> => {
    const itinerary = this.itineraries.get(id);
    if (!itinerary) return null;
    const me = this.me;
    const readable =
      itinerary.public ||
      (me !== null &&
        (itinerary.creatorId === me ||
          itinerary.collaborators.accepted.includes(me) ||
          itinerary.collaborators.pending.includes(me)));
    if (!readable) throw new AppError('permission-denied', 'You do not have access to this.');
    return itinerary;
  };

  getInvitation = async (token: string): Promise<Invitation | null> => this.invitations.get(token) ?? null;

  /** As the service: addressed to me, to trips that still have me as invited (expired ones included). */
  listMyInvitations = async (uid: string): Promise<Invitation[]> =>
    [...this.invitations.values()].filter(
      (invitation) =>
        invitation.inviteeId === uid &&
        this.itineraries.get(invitation.itineraryId)?.collaborators.pending.includes(uid) === true,
    );

  /** As the service: the unexpired links (no invitee) `inviterId` made for the trip, oldest first. */
  listLinkInvitations = async (itineraryId: string, inviterId: string): Promise<Invitation[]> =>
    [...this.invitations.values()].filter(
      (invitation) =>
        invitation.itineraryId === itineraryId &&
        invitation.inviterId === inviterId &&
        invitation.inviteeId === null &&
        invitation.expiresAt.getTime() > Date.now(),
    );

  createInvitation = async (itinerary: ItineraryDoc, options?: { inviteeId?: string; days?: number }) => {
    this.counter += 1;
    const invitation = makeInvitation({
      token: `link_${this.counter}_abcdefghijklmnopq`,
      itineraryId: itinerary.id,
      inviterId: itinerary.creatorId,
      inviteeId: options?.inviteeId ?? null,
      itineraryTitle: itinerary.title,
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + (options?.days ?? 14) * DAY),
    });
    this.invitations.set(invitation.token, invitation);
    return invitation;
  };

  inviteByUsername = async (itinerary: ItineraryDoc, username: string) => {
    const profile = [...this.profiles.values()].find((p) => p.username === username);
    if (!profile) throw new AppError('not-found', `No traveller is called @${username}.`);
    if (profile.id === itinerary.creatorId) throw new AppError('invalid', inviteWords.yourself);
    const current = this.itineraries.get(itinerary.id) ?? itinerary;
    if (current.collaborators.accepted.includes(profile.id) || current.collaborators.pending.includes(profile.id)) {
      throw new AppError('invalid', `@${username} is already on this trip.`);
    }
    this.update(itinerary.id, (it) => ({
      ...it,
      collaborators: { ...it.collaborators, pending: [...it.collaborators.pending, profile.id] },
    }));
    return this.createInvitation(current, { inviteeId: profile.id });
  };

  acceptInvitation = async (token: string, uid: string): Promise<string> => {
    const invitation = this.invitations.get(token);
    if (!invitation) throw new AppError('not-found', 'This invitation no longer exists.');
    if (invitation.expiresAt.getTime() <= Date.now()) throw new AppError('invalid', 'This invitation has expired.');
    this.update(invitation.itineraryId, (it) => ({
      ...it,
      collaborators: {
        ...it.collaborators,
        pending: it.collaborators.pending.filter((other) => other !== uid),
        accepted: [...it.collaborators.accepted.filter((other) => other !== uid), uid],
      },
    }));
    return invitation.itineraryId;
  };

  leaveItinerary = async (itineraryId: string, uid: string): Promise<void> => this.dropMember(itineraryId, uid);

  removeCollaborator = async (itineraryId: string, uid: string): Promise<void> => this.dropMember(itineraryId, uid);

  revokeInvitation = async (token: string): Promise<void> => {
    this.invitations.delete(token);
  };

  private dropMember(itineraryId: string, uid: string) {
    this.update(itineraryId, (it) => ({
      ...it,
      collaborators: {
        ...it.collaborators,
        pending: it.collaborators.pending.filter((other) => other !== uid),
        accepted: it.collaborators.accepted.filter((other) => other !== uid),
      },
    }));
  }

  private update(id: string, change: (itinerary: ItineraryDoc) => ItineraryDoc) {
    const itinerary = this.itineraries.get(id);
    if (itinerary) this.itineraries.set(id, change(itinerary));
    for (const listener of this.listeners) listener();
  }
}

/** The backend the mocked modules talk to; each test sets a fresh one. */
export const fake = { current: new FakeBackend() };

type Verb = (...args: never[]) => unknown;
function delegate<K extends keyof FakeBackend>(name: K) {
  return (...args: unknown[]) => (fake.current[name] as unknown as (...a: unknown[]) => unknown)(...args);
}

/** Stand-in for '@/services/firebase/collections/itineraries' (the verbs the collaborators use). */
export const fakeItinerariesModule: Record<string, Verb> = {
  getItinerary: delegate('getItinerary'),
  getInvitation: delegate('getInvitation'),
  listMyInvitations: delegate('listMyInvitations'),
  listLinkInvitations: delegate('listLinkInvitations'),
  createInvitation: delegate('createInvitation'),
  inviteByUsername: delegate('inviteByUsername'),
  acceptInvitation: delegate('acceptInvitation'),
  leaveItinerary: delegate('leaveItinerary'),
  removeCollaborator: delegate('removeCollaborator'),
  revokeInvitation: delegate('revokeInvitation'),
};

/** Stand-in for '@/services/firebase/collections/users' (profiles by id). */
export const fakeUsersModule: Record<string, Verb> = {
  loadProfiles: delegate('loadProfiles'),
};

/** What '../api/service' hands the screens under test: the stand-ins above. */
export const fakeServices = {
  itinerariesApi: async () => fakeItinerariesModule,
  usersApi: async () => fakeUsersModule,
};

/** A fresh backend for one test, with `me` signed in (or nobody), that the stand-ins talk to. */
export function freshBackend(me: string | null = null): FakeBackend {
  const db = new FakeBackend();
  db.me = me;
  fake.current = db;
  return db;
}
