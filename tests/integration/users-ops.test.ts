// The users collection's operations against the Auth and Firestore emulators,
// with the security rules on, as real signed-in users.
import { arrayUnion, deleteDoc, doc, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/services/firebase/errors';
import {
  changeUsernameOps,
  createProfileOps,
  exportMyDataOps,
  followOps,
  getPrivateAccountOps,
  getProfileByUsernameOps,
  getProfileOps,
  isUsernameAvailableOps,
  unfollowOps,
  updatePreferencesOps,
  updateProfileOps,
} from '@/services/firebase/collections/users-ops';
import type { FollowEnv } from '@/domain/users/schema';
import {
  adminDb,
  adminDelete,
  adminWrite,
  closeClientsAfterAll,
  itineraryDoc,
  newProfile,
  signedInClient,
  signedUpClient,
  stored,
  TESTING,
  unique,
  uniqueUsername,
} from './helpers';

closeClientsAfterAll();

const TAKEN = 'That username was just taken. Pick another one.';

describe('sign-up (createProfileOps)', () => {
  it('creates the username claim, the profile and the private account in one go', async () => {
    const user = await signedInClient('signup');
    const username = uniqueUsername();
    const profile = await createProfileOps(user.db, newProfile(user, username), TESTING);

    expect(profile).toMatchObject({
      id: user.uid,
      username,
      displayName: `Traveller ${username}`,
      homeCity: 'Lisbon',
      following: [],
      followers: [],
      isAgent: false,
    });
    expect(profile.createdAt).toBeInstanceOf(Date);
    expect(await stored(`usernames/${username}`)).toEqual({ uid: user.uid });
    const userDoc = await stored(`users/${user.uid}`);
    expect(userDoc).toMatchObject({ id: user.uid, username, following: [], followers: [] });
    expect(userDoc?.createdAt).toBeDefined();
    expect(await stored(`users/${user.uid}/private/account`)).toMatchObject({
      email: user.email,
      phone: null,
      userPreferences: { currency: 'EUR', distanceUnit: 'km', homeCity: 'Lisbon', travelPersonality: null },
    });
    expect(await getPrivateAccountOps(user.db, user.uid)).toEqual({
      email: user.email,
      phone: null,
      userPreferences: { currency: 'EUR', distanceUnit: 'km', homeCity: 'Lisbon', travelPersonality: null },
      stripeCustomerId: null,
    });
  });

  it('gives exactly one of two people racing for a name the name, and tells the other', async () => {
    const [first, second] = await Promise.all([signedInClient('racer'), signedInClient('racer')]);
    const username = uniqueUsername('race');
    const results = await Promise.allSettled([
      createProfileOps(first.db, newProfile(first, username), TESTING),
      createProfileOps(second.db, newProfile(second, username), TESTING),
    ]);

    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]).toBeInstanceOf(AppError);
    expect(lost[0]).toMatchObject({ kind: 'invalid', message: TAKEN });

    const winner = results[0]?.status === 'fulfilled' ? first : second;
    const loser = winner === first ? second : first;
    expect(await stored(`usernames/${username}`)).toEqual({ uid: winner.uid });
    expect(await stored(`users/${loser.uid}`)).toBeUndefined();
    expect(await stored(`users/${loser.uid}/private/account`)).toBeUndefined();
  });

  it('tells a late comer the name is taken, and lets them pick another', async () => {
    const owner = await signedUpClient('owner');
    const late = await signedInClient('late');
    await expect(createProfileOps(late.db, newProfile(late, owner.username), TESTING)).rejects.toMatchObject({
      kind: 'invalid',
      message: TAKEN,
    });
    const other = uniqueUsername();
    await expect(createProfileOps(late.db, newProfile(late, other), TESTING)).resolves.toMatchObject({ username: other });
  });

  it('follows the two default accounts in production, on both sides, in the sign-up batch', async () => {
    const [alpha, bravo] = await Promise.all([signedUpClient('alpha'), signedUpClient('bravo')]);
    const production: FollowEnv = { stage: 'production', defaultFollowUids: [alpha.uid, bravo.uid] };
    const user = await signedInClient('prod');
    const profile = await createProfileOps(user.db, newProfile(user), production);

    expect(profile.following).toEqual([alpha.uid, bravo.uid]);
    expect((await getProfileOps(user.db, alpha.uid))?.followers).toEqual([user.uid]);
    expect((await getProfileOps(user.db, bravo.uid))?.followers).toEqual([user.uid]);
  });

  it('follows nobody by default outside production', async () => {
    const alpha = await signedUpClient('alpha');
    for (const stage of ['staging', 'testing'] as const) {
      const user = await signedInClient(stage);
      const profile = await createProfileOps(user.db, newProfile(user), { stage, defaultFollowUids: [alpha.uid] });
      expect(profile.following).toEqual([]);
    }
    expect((await stored(`users/${alpha.uid}`))?.followers).toEqual([]);
  });

  it('still signs up in production when a default account no longer exists', async () => {
    const alpha = await signedUpClient('alpha');
    const gone = unique('gone');
    const user = await signedInClient('prod');
    const profile = await createProfileOps(user.db, newProfile(user), {
      stage: 'production',
      defaultFollowUids: [alpha.uid, gone],
    });
    expect(profile.following).toEqual([alpha.uid]);
    expect((await stored(`users/${alpha.uid}`))?.followers).toEqual([user.uid]);
  });

  it('refuses a reserved username before writing anything', async () => {
    const user = await signedInClient('reserved');
    await expect(createProfileOps(user.db, newProfile(user, 'explore'), TESTING)).rejects.toMatchObject({ kind: 'invalid' });
    expect(await stored(`users/${user.uid}`)).toBeUndefined();
  });
});

describe('usernames', () => {
  it('says whether a name is free, and finds a profile by its name', async () => {
    const ana = await signedUpClient('ana');
    expect(await isUsernameAvailableOps(ana.db, ana.username)).toBe(false);
    expect(await isUsernameAvailableOps(ana.db, uniqueUsername())).toBe(true);
    expect(await isUsernameAvailableOps(ana.db, 'auth')).toBe(false);
    expect((await getProfileByUsernameOps(ana.db, ana.username))?.id).toBe(ana.uid);
    expect(await getProfileByUsernameOps(ana.db, uniqueUsername())).toBeNull();
  });

  it('moves a username in one batch: new claim, old claim released, profile updated', async () => {
    const ana = await signedUpClient('ana');
    const next = uniqueUsername('new');
    await changeUsernameOps(ana.db, ana.uid, ana.username, next);
    expect(await stored(`usernames/${next}`)).toEqual({ uid: ana.uid });
    expect(await stored(`usernames/${ana.username}`)).toBeUndefined();
    expect((await getProfileOps(ana.db, ana.uid))?.username).toBe(next);
  });

  it('holds one name per account: deleting the profile releases its name, so signing up again leaves one claim', async () => {
    const ana = await signedUpClient('ana');
    const first = ana.username;
    // Deleting the profile alone (keeping the name) is refused.
    await expect(deleteDoc(doc(ana.db, 'users', ana.uid))).rejects.toThrow(/permission/i);
    const release = writeBatch(ana.db);
    release.delete(doc(ana.db, 'users', ana.uid));
    release.delete(doc(ana.db, 'usernames', first));
    await release.commit();
    const second = uniqueUsername('again');
    await createProfileOps(ana.db, newProfile(ana, second), TESTING);
    expect(await isUsernameAvailableOps(ana.db, first)).toBe(true);
    expect(await getProfileByUsernameOps(ana.db, first)).toBeNull();
    expect((await getProfileByUsernameOps(ana.db, second))?.id).toBe(ana.uid);
  });

  it('tells the user when the name they move to is taken', async () => {
    const [ana, bob] = await Promise.all([signedUpClient('ana'), signedUpClient('bob')]);
    await expect(changeUsernameOps(ana.db, ana.uid, ana.username, bob.username)).rejects.toMatchObject({
      kind: 'invalid',
      message: TAKEN,
    });
    expect((await getProfileOps(ana.db, ana.uid))?.username).toBe(ana.username);
  });
});

describe('profile and preferences edits', () => {
  it('writes only the changed fields, so a follow made meanwhile survives', async () => {
    const [ana, bob] = await Promise.all([signedUpClient('ana'), signedUpClient('bob')]);
    await followOps(bob.db, bob.uid, ana.uid);
    await updateProfileOps(ana.db, ana.uid, { bio: 'Pastry hunter.', homeCity: undefined });
    const profile = await getProfileOps(ana.db, ana.uid);
    expect(profile?.bio).toBe('Pastry hunter.');
    expect(profile?.homeCity).toBe('Lisbon');
    expect(profile?.followers).toEqual([bob.uid]);
  });

  it('updates one preference and keeps the others', async () => {
    const ana = await signedUpClient('ana');
    await updatePreferencesOps(ana.db, ana.uid, { distanceUnit: 'mi' });
    expect((await getPrivateAccountOps(ana.db, ana.uid))?.userPreferences).toEqual({
      currency: 'EUR',
      distanceUnit: 'mi',
      homeCity: 'Lisbon',
      travelPersonality: null,
    });
  });
});

describe('the follow graph', () => {
  it('follow adds both sides; unfollow removes both', async () => {
    const [ana, bob] = await Promise.all([signedUpClient('ana'), signedUpClient('bob')]);

    await followOps(ana.db, ana.uid, bob.uid);
    expect((await getProfileOps(ana.db, ana.uid))?.following).toEqual([bob.uid]);
    expect((await getProfileOps(ana.db, bob.uid))?.followers).toEqual([ana.uid]);

    await unfollowOps(ana.db, ana.uid, bob.uid);
    expect((await getProfileOps(ana.db, ana.uid))?.following).toEqual([]);
    expect((await getProfileOps(ana.db, bob.uid))?.followers).toEqual([]);
  });

  it('rethrows a refused follow with the original message, not a mapped one', async () => {
    const [ana, bob, cleo] = await Promise.all([signedUpClient('ana'), signedUpClient('bob'), signedUpClient('cleo')]);

    // A follow in cleo's name, written by ana: the message the SDK itself gives.
    const direct = writeBatch(ana.db);
    direct.update(doc(ana.db, 'users', cleo.uid), { following: arrayUnion(bob.uid) });
    direct.update(doc(ana.db, 'users', bob.uid), { followers: arrayUnion(cleo.uid) });
    const original = await direct.commit().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(original).toBeInstanceOf(Error);

    const failure = await followOps(ana.db, cleo.uid, bob.uid).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(AppError);
    expect((failure as Error).message).toBe((original as Error).message);
    expect((failure as Error).message).toMatch(/permission/i);
  });

  it('rethrows the original message when the followed profile does not exist', async () => {
    const ana = await signedUpClient('ana');
    const failure = await followOps(ana.db, ana.uid, unique('nobody')).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(AppError);
    expect((await getProfileOps(ana.db, ana.uid))?.following).toEqual([]);
  });

  it('follows and unfollows someone who re-created their profile (my following lists them, their followers lack me)', async () => {
    const [ana, bob] = await Promise.all([signedUpClient('ana'), signedUpClient('bob')]);
    await followOps(ana.db, ana.uid, bob.uid);
    // bob deletes his profile (releasing his name) and signs up again: his followers are empty.
    const release = writeBatch(bob.db);
    release.delete(doc(bob.db, 'users', bob.uid));
    release.delete(doc(bob.db, 'usernames', bob.username));
    await release.commit();
    await createProfileOps(bob.db, newProfile(bob, uniqueUsername('bob')), TESTING);
    expect((await getProfileOps(ana.db, ana.uid))?.following).toEqual([bob.uid]);
    expect((await getProfileOps(ana.db, bob.uid))?.followers).toEqual([]);

    // Follow mends the link on his side ...
    await followOps(ana.db, ana.uid, bob.uid);
    expect((await getProfileOps(ana.db, bob.uid))?.followers).toEqual([ana.uid]);

    // ... and from the one-sided state again, unfollow works too.
    await adminDb().doc(`users/${bob.uid}`).update({ followers: [] });
    await unfollowOps(ana.db, ana.uid, bob.uid);
    expect((await getProfileOps(ana.db, ana.uid))?.following).toEqual([]);
    expect((await getProfileOps(ana.db, bob.uid))?.followers).toEqual([]);
  });

  it('unfollowing a deleted account cleans my own list', async () => {
    const [ana, bob] = await Promise.all([signedUpClient('ana'), signedUpClient('bob')]);
    await followOps(ana.db, ana.uid, bob.uid);
    await adminDelete([`users/${bob.uid}`, `usernames/${bob.username}`]);
    await unfollowOps(ana.db, ana.uid, bob.uid);
    expect((await getProfileOps(ana.db, ana.uid))?.following).toEqual([]);
  });
});

describe('exportMyDataOps', () => {
  it('exports the profile, private account and own itineraries with items, timestamps as ISO strings', async () => {
    const ana = await signedUpClient('ana');
    const tripId = unique('trip');
    await adminWrite([
      { path: `itineraries/${tripId}`, data: itineraryDoc(ana.uid, { title: 'Porto weekend' }) },
      { path: `itineraries/${tripId}/items/item0001`, data: { id: 'item0001', day: 1, order: 'a0', type: 'note', title: 'Bring an umbrella' } },
    ]);
    try {
      const data = await exportMyDataOps(ana.db, ana.uid);
      expect(data).toMatchObject({
        format: 'wayfare-export',
        uid: ana.uid,
        profile: { id: ana.uid, username: ana.username },
        private: [{ id: 'account', email: ana.email }],
        itineraries: [
          {
            id: tripId,
            title: 'Porto weekend',
            createdAt: '2026-01-15T10:00:00.000Z',
            items: [{ id: 'item0001', title: 'Bring an umbrella' }],
            messages: [],
          },
        ],
        agent: null,
      });
      expect(() => JSON.stringify(data)).not.toThrow();
    } finally {
      await adminDelete([`itineraries/${tripId}/items/item0001`, `itineraries/${tripId}`]);
    }
  });
});
