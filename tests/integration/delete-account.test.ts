// The deleteAccount callable through the Functions emulator: it removes the
// caller's data and every follow link on both sides, then the Auth user.
import { httpsCallable } from 'firebase/functions';
import { describe, expect, it } from 'vitest';
import { followOps } from '@/services/firebase/collections/users-ops';
import {
  adminAuth,
  adminDb,
  adminWrite,
  closeClientsAfterAll,
  itineraryDoc,
  signedUpClient,
  stored,
  unique,
  type UserClient,
} from './helpers';

closeClientsAfterAll();

/** A member whose display name is their part in the test, with no home city. */
function member(label: string): Promise<UserClient & { username: string }> {
  return signedUpClient(label, { displayName: label, homeCity: null });
}

async function authUserExists(uid: string): Promise<boolean> {
  return adminAuth()
    .getUser(uid)
    .then(
      () => true,
      (error: unknown) => {
        if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found') return false;
        throw error;
      },
    );
}

describe('deleteAccount (callable)', () => {
  it('deletes profile, username, private data, own itineraries with items and messages, follow links on both sides, and the Auth user', async () => {
    const [leaver, friend, fan, mutual, host] = await Promise.all([
      member('leaver'),
      member('friend'),
      member('fan'),
      member('mutual'),
      member('host'),
    ]);
    await followOps(leaver.db, leaver.uid, friend.uid); // leaver -> friend
    await followOps(fan.db, fan.uid, leaver.uid); // fan -> leaver
    await followOps(leaver.db, leaver.uid, mutual.uid); // leaver <-> mutual
    await followOps(mutual.db, mutual.uid, leaver.uid);
    await followOps(fan.db, fan.uid, friend.uid); // a link that must stay

    const own = [unique('own'), unique('own')];
    const hosted = unique('host');
    await adminWrite([
      { path: `itineraries/${own[0]}`, data: itineraryDoc(leaver.uid, { public: true }) },
      { path: `itineraries/${own[1]}`, data: itineraryDoc(leaver.uid) },
      ...Array.from({ length: 3 }, (_, i) => ({
        path: `itineraries/${own[0]}/items/item000${i}`,
        data: { id: `item000${i}`, day: 1, order: `a${i}`, type: 'note', title: `Note ${i}` },
      })),
      {
        path: `itineraries/${own[0]}/messages/msg00001`,
        data: { role: 'user', text: 'Plan a weekend', authorId: leaver.uid, createdAt: new Date() },
      },
      {
        path: `itineraries/${hosted}`,
        data: itineraryDoc(host.uid, { collaborators: { pending: [], accepted: [leaver.uid] } }),
      },
    ]);

    const deleteAccount = httpsCallable<void, Record<string, unknown>>(leaver.functions, 'deleteAccount');
    const { data: result } = await deleteAccount();
    expect(result).toMatchObject({ uid: leaver.uid, itineraries: 2, followLinks: 4, collaborations: 1, authUserDeleted: true });

    expect(await stored(`users/${leaver.uid}`)).toBeUndefined();
    expect(await stored(`users/${leaver.uid}/private/account`)).toBeUndefined();
    expect(await stored(`usernames/${leaver.username}`)).toBeUndefined();
    for (const id of own) {
      expect(await stored(`itineraries/${id}`)).toBeUndefined();
      expect((await adminDb().collection(`itineraries/${id}/items`).get()).size).toBe(0);
      expect((await adminDb().collection(`itineraries/${id}/messages`).get()).size).toBe(0);
    }
    expect(await authUserExists(leaver.uid)).toBe(false);

    // Both sides of every link, and nothing else.
    expect((await stored(`users/${friend.uid}`))?.followers).toEqual([fan.uid]);
    expect((await stored(`users/${fan.uid}`))?.following).toEqual([friend.uid]);
    expect((await stored(`users/${mutual.uid}`))?.followers).toEqual([]);
    expect((await stored(`users/${mutual.uid}`))?.following).toEqual([]);
    expect((await stored(`itineraries/${hosted}`))?.collaborators).toEqual({ pending: [], accepted: [] });
    expect(await stored(`usernames/${friend.username}`)).toEqual({ uid: friend.uid });
    expect(await authUserExists(friend.uid)).toBe(true);
  });

  it('finishes the job when called again after a run that stopped half-way', async () => {
    const [leaver, friend] = await Promise.all([member('leaver'), member('friend')]);
    await followOps(leaver.db, leaver.uid, friend.uid);
    const trip = unique('own');
    await adminWrite([{ path: `itineraries/${trip}`, data: itineraryDoc(leaver.uid) }]);
    // A first run that deleted the itinerary and then stopped: the rest is still there.
    await adminDb().doc(`itineraries/${trip}`).delete();

    const deleteAccount = httpsCallable<void, Record<string, unknown>>(leaver.functions, 'deleteAccount');
    await expect(deleteAccount()).resolves.toMatchObject({ data: { itineraries: 0, followLinks: 1, authUserDeleted: true } });
    expect(await stored(`users/${leaver.uid}`)).toBeUndefined();
    expect(await stored(`usernames/${leaver.username}`)).toBeUndefined();
    expect((await stored(`users/${friend.uid}`))?.followers).toEqual([]);
    expect(await authUserExists(leaver.uid)).toBe(false);
  });

  it('is safe to call again once everything is gone', async () => {
    const leaver = await member('leaver');
    const deleteAccount = httpsCallable<void, Record<string, unknown>>(leaver.functions, 'deleteAccount');
    await deleteAccount();
    // The token issued before the deletion is still accepted by the emulator, or refused as signed out;
    // either way nothing fails on the server and nothing reappears.
    const again = await deleteAccount().then(
      ({ data }) => ({ ok: true as const, data }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    if (again.ok) expect(again.data).toMatchObject({ itineraries: 0, followLinks: 0, authUserDeleted: false });
    else expect(again.error).toMatchObject({ code: 'functions/unauthenticated' });
    expect(await stored(`users/${leaver.uid}`)).toBeUndefined();
  });

  it('refuses a caller who is not signed in', async () => {
    const leaver = await member('leaver');
    await leaver.auth.signOut();
    const deleteAccount = httpsCallable(leaver.functions, 'deleteAccount');
    await expect(deleteAccount()).rejects.toMatchObject({ code: 'functions/unauthenticated' });
    expect(await stored(`users/${leaver.uid}`)).toBeDefined();
  });
});
