import type { PublicItinerarySummary } from '@/services/firebase/collections/itineraries';
import type { Profile, ProfilePage } from '@/services/firebase/collections/users';
import { aProfile } from '@/testing/builders';

/**
 * A small in-memory stand-in for the users and itineraries collections, with
 * the service's behaviour that the screen relies on: follow is mutual, reads
 * return copies, loadProfiles drops missing ids and pages by 30.
 */
export class FakeProfiles {
  private readonly byId = new Map<string, Profile>();
  private readonly trips = new Map<string, PublicItinerarySummary[]>();

  add(...profiles: Profile[]): this {
    for (const profile of profiles) this.byId.set(profile.id, structuredClone(profile));
    return this;
  }

  addTrips(uid: string, trips: PublicItinerarySummary[]): this {
    this.trips.set(uid, trips);
    return this;
  }

  get(uid: string): Profile | null {
    const profile = this.byId.get(uid);
    return profile ? structuredClone(profile) : null;
  }

  byUsername(username: string): Profile | null {
    for (const profile of this.byId.values()) if (profile.username === username) return structuredClone(profile);
    return null;
  }

  follow(myUid: string, targetUid: string): void {
    const me = this.byId.get(myUid);
    const target = this.byId.get(targetUid);
    if (!me || !target) throw new Error('No such user.');
    if (!me.following.includes(targetUid)) me.following.push(targetUid);
    if (!target.followers.includes(myUid)) target.followers.push(myUid);
  }

  unfollow(myUid: string, targetUid: string): void {
    const me = this.byId.get(myUid);
    const target = this.byId.get(targetUid);
    if (!me || !target) throw new Error('No such user.');
    me.following = me.following.filter((id) => id !== targetUid);
    target.followers = target.followers.filter((id) => id !== myUid);
  }

  loadProfiles(uids: string[], pageSize = 30): ProfilePage {
    const page = uids.slice(0, pageSize);
    return {
      profiles: page.flatMap((uid) => {
        const profile = this.get(uid);
        return profile ? [profile] : [];
      }),
      queries: Math.ceil(page.length / 30),
      remaining: uids.slice(pageSize),
    };
  }

  listTrips(uid: string, limit: number): PublicItinerarySummary[] {
    return (this.trips.get(uid) ?? []).slice(0, limit);
  }
}

export const ANA = aProfile({
  id: 'ana-uid',
  username: 'ana',
  displayName: 'Ana Costa',
  photoURL: '/demo/avatars/ana.svg',
  bio: 'Slow travel, long lunches, every tram line in Lisbon.',
  homeCity: 'Lisbon',
  followers: ['ben-uid', 'cleo-uid'],
  following: ['ben-uid'],
});

export const BEN = aProfile({
  id: 'ben-uid',
  username: 'ben',
  displayName: 'Ben Okafor',
  following: ['ana-uid'],
  followers: ['ana-uid'],
});

export const CLEO = aProfile({ id: 'cleo-uid', username: 'cleo', displayName: 'Cleo Martin', following: ['ana-uid'] });

/** The signed-in person in the signed-in tests. */
export const MIA = aProfile({ id: 'mia-uid', username: 'mia', displayName: 'Mia Jensen' });

export const ANA_TRIPS: PublicItinerarySummary[] = [
  {
    id: 'lisbon-food-and-fado',
    title: 'Lisbon food and fado',
    destinations: ['Lisbon', 'Sintra'],
    days: 7,
    period: { start: '2026-05-12', end: '2026-05-18' },
    itineraryImageSrc: null,
    isPaidItinerary: false,
    createdAt: null,
  },
  {
    id: 'azores-hiking',
    title: 'Azores hiking week',
    destinations: ['São Miguel'],
    days: 5,
    period: null,
    itineraryImageSrc: '/demo/trips/azores.jpg',
    isPaidItinerary: true,
    createdAt: null,
  },
];
