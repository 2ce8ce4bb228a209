// The shared-profile screen's reads over the REST API, signed out.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/services/firebase/errors';
import { emulatorDatabase } from '@/services/firebase/rest';
import {
  getProfileRest,
  getPublicProfileByUsernameRest as getPublicProfileByUsernameOps,
  listPublicItinerariesByCreatorRest as listPublicItinerariesByCreatorOps,
} from '@/services/firebase/collections/public-reads';
import {
  adminDelete,
  adminWrite,
  closeClientsAfterAll,
  itineraryDoc,
  profileDoc,
  restDatabase,
  unique,
  uniqueUsername,
} from './helpers';

closeClientsAfterAll();

const uid = unique('creator');
const username = uniqueUsername('pub');
const day = (n: number) => Timestamp.fromDate(new Date(Date.UTC(2026, 0, n, 12)));
const trips = {
  oldest: itineraryDoc(uid, { title: 'Oldest public', public: true, createdAt: day(1), updatedAt: day(1) }),
  newest: itineraryDoc(uid, {
    title: 'Newest public (paid)',
    public: true,
    isPaidItinerary: true,
    price: { amount: 900, currency: 'EUR' },
    period: null,
    itineraryImageSrc: '/demo/covers/tokyo.jpg',
    createdAt: day(20),
    updatedAt: day(20),
  }),
  middle: itineraryDoc(uid, { title: 'Middle public', public: true, createdAt: day(10), updatedAt: day(10) }),
  private: itineraryDoc(uid, { title: 'Private idea list', public: false, createdAt: day(15), updatedAt: day(15) }),
  someoneElse: itineraryDoc(unique('other'), { title: 'Not theirs', public: true, createdAt: day(12), updatedAt: day(12) }),
};
const tripIds = Object.fromEntries(Object.keys(trips).map((key) => [key, unique(key.slice(0, 4))]));
const paths = [
  `users/${uid}`,
  `usernames/${username}`,
  ...Object.values(tripIds).map((id) => `itineraries/${id}`),
];

beforeAll(async () => {
  await adminWrite([
    { path: `users/${uid}`, data: profileDoc(uid, username, { displayName: 'Public Person', followers: ['a1b2c3d4'] }) },
    { path: `usernames/${username}`, data: { uid } },
    ...Object.entries(trips).map(([key, data]) => ({ path: `itineraries/${tripIds[key] ?? ''}`, data })),
  ]);
});

afterAll(async () => {
  await adminDelete(paths);
});

describe('getPublicProfileByUsernameOps (REST, signed out)', () => {
  it('finds the profile behind a username', async () => {
    const lite = restDatabase();
    const profile = await getPublicProfileByUsernameOps(lite, username);
    expect(profile).toMatchObject({ id: uid, username, displayName: 'Public Person', followers: ['a1b2c3d4'] });
    expect(profile?.createdAt).toEqual(new Date('2026-01-15T10:00:00Z'));
  });

  it('gives null for a free, a reserved or a malformed name', async () => {
    const lite = restDatabase();
    expect(await getPublicProfileByUsernameOps(lite, uniqueUsername('free'))).toBeNull();
    expect(await getPublicProfileByUsernameOps(lite, 'explore')).toBeNull();
    expect(await getPublicProfileByUsernameOps(lite, 'Not A Name')).toBeNull();
  });

  it('gives null when the claim points at a profile that is gone', async () => {
    const name = uniqueUsername('orphan');
    await adminWrite([{ path: `usernames/${name}`, data: { uid: unique('gone') } }]);
    try {
      expect(await getPublicProfileByUsernameOps(restDatabase(), name)).toBeNull();
    } finally {
      await adminDelete([`usernames/${name}`]);
    }
  });
});

describe('getProfileRest (the server\'s own answer, no cache)', () => {
  it('reads users/{uid} as the server holds it', async () => {
    const profile = await getProfileRest(restDatabase(), uid);
    expect(profile).toMatchObject({ id: uid, username, displayName: 'Public Person', followers: ['a1b2c3d4'] });
  });

  it('gives null only when the server says there is no such profile', async () => {
    expect(await getProfileRest(restDatabase(), unique('nobody'))).toBeNull();
    expect(await getProfileRest(restDatabase(), 'a/b')).toBeNull();
  });

  it('throws AppError unavailable when the server cannot be reached', async () => {
    const unreachable = emulatorDatabase('127.0.0.1', 'demo-wayfare', 1);
    const failure = await getProfileRest(unreachable, uid).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).kind).toBe('unavailable');
  });
});

describe('listPublicItinerariesByCreatorOps (REST, signed out)', () => {
  it("lists only the creator's public itineraries, newest first, as validated summaries", async () => {
    const lite = restDatabase();
    const list = await listPublicItinerariesByCreatorOps(lite, uid, 10);
    expect(list.map((it) => it.title)).toEqual(['Newest public (paid)', 'Middle public', 'Oldest public']);
    expect(list[0]).toEqual({
      id: tripIds.newest,
      title: 'Newest public (paid)',
      destinations: ['Lisbon'],
      days: 3,
      period: null,
      itineraryImageSrc: '/demo/covers/tokyo.jpg',
      isPaidItinerary: true,
      createdAt: new Date(Date.UTC(2026, 0, 20, 12)),
    });
    expect(list[1]?.period).toEqual({ start: '2027-05-14', end: '2027-05-16' });
  });

  it('respects the limit', async () => {
    const list = await listPublicItinerariesByCreatorOps(restDatabase(), uid, 2);
    expect(list.map((it) => it.title)).toEqual(['Newest public (paid)', 'Middle public']);
  });

  it('throws AppError invalid naming the itinerary when one is malformed', async () => {
    const badCreator = unique('badc');
    const badId = unique('bad');
    await adminWrite([{ path: `itineraries/${badId}`, data: itineraryDoc(badCreator, { public: true, days: 'three' }) }]);
    try {
      const failure = await listPublicItinerariesByCreatorOps(restDatabase(), badCreator, 5).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(AppError);
      expect((failure as AppError).message).toContain(`itineraries/${badId}`);
    } finally {
      await adminDelete([`itineraries/${badId}`]);
    }
  });
});
