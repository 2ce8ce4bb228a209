// users/{uid}: public profiles and the follow graph.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { PAST, now, profile, useRulesEnvironment } from './helpers';

const { as, signedOut, arrange } = useRulesEnvironment();

/** ana, bob and cleo exist; nobody follows anybody. */
async function threeUsers(): Promise<void> {
  await arrange(async (db) => {
    for (const uid of ['ana', 'bob', 'cleo']) {
      await setDoc(doc(db, 'users', uid), profile(uid));
      await setDoc(doc(db, 'usernames', uid), { uid });
    }
  });
}

/** The sign-up batch: username claim and profile together. */
function signUp(db: Firestore, uid: string, username: string, following: string[] = []) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'usernames', username), { uid });
  batch.set(doc(db, 'users', uid), profile(uid, { username, following, createdAt: now(), updatedAt: now() }));
  return batch;
}

/** The follow batch the app writes: my following and their followers. */
function follow(db: Firestore, me: string, them: string) {
  const batch = writeBatch(db);
  batch.update(doc(db, 'users', me), { following: arrayUnion(them) });
  batch.update(doc(db, 'users', them), { followers: arrayUnion(me) });
  return batch;
}

function unfollow(db: Firestore, me: string, them: string) {
  const batch = writeBatch(db);
  batch.update(doc(db, 'users', me), { following: arrayRemove(them) });
  batch.update(doc(db, 'users', them), { followers: arrayRemove(me) });
  return batch;
}

describe('users: reading profiles', () => {
  it('lets anyone, signed out too, read a profile', async () => {
    await threeUsers();
    const snapshot = await assertSucceeds(getDoc(doc(signedOut(), 'users/ana')));
    expect(snapshot.get('username')).toBe('ana');
  });

  it('lets anyone load followers in `in` batches', async () => {
    await threeUsers();
    const found = await assertSucceeds(
      getDocs(query(collection(signedOut(), 'users'), where(documentId(), 'in', ['ana', 'bob', 'gone']))),
    );
    expect(found.size).toBe(2);
  });
});

describe('users: creating a profile', () => {
  it('lets a new user create their profile together with their username', async () => {
    await assertSucceeds(signUp(as('dina'), 'dina', 'dina').commit());
  });

  it('refuses a profile without the matching username claim', async () => {
    const db = as('dina');
    await assertFails(setDoc(doc(db, 'users/dina'), profile('dina', { createdAt: now(), updatedAt: now() })));
  });

  it('refuses a profile for another uid', async () => {
    await assertFails(signUp(as('mallory'), 'dina', 'dina').commit());
  });

  it('refuses a profile written while signed out', async () => {
    await assertFails(signUp(signedOut(), 'dina', 'dina').commit());
  });

  it('refuses a profile that starts with followers', async () => {
    const db = as('dina');
    const batch = writeBatch(db);
    batch.set(doc(db, 'usernames/dina'), { uid: 'dina' });
    batch.set(doc(db, 'users/dina'), profile('dina', { followers: ['ana'], createdAt: now(), updatedAt: now() }));
    await assertFails(batch.commit());
  });

  it('refuses fields outside the profile shape (e.g. stripeCustomerId)', async () => {
    const db = as('dina');
    const batch = writeBatch(db);
    batch.set(doc(db, 'usernames/dina'), { uid: 'dina' });
    batch.set(doc(db, 'users/dina'), {
      ...profile('dina', { createdAt: now(), updatedAt: now() }),
      stripeCustomerId: 'cus_123',
    });
    await assertFails(batch.commit());
  });

  it('refuses a bio longer than 500 characters', async () => {
    const db = as('dina');
    const batch = writeBatch(db);
    batch.set(doc(db, 'usernames/dina'), { uid: 'dina' });
    batch.set(doc(db, 'users/dina'), profile('dina', { bio: 'x'.repeat(501), createdAt: now(), updatedAt: now() }));
    await assertFails(batch.commit());
  });

  it('refuses a back-dated createdAt', async () => {
    const db = as('dina');
    const batch = writeBatch(db);
    batch.set(doc(db, 'usernames/dina'), { uid: 'dina' });
    batch.set(doc(db, 'users/dina'), profile('dina', { createdAt: PAST, updatedAt: now() }));
    await assertFails(batch.commit());
  });

  it('lets a new user follow the default accounts in the sign-up batch', async () => {
    await threeUsers();
    const db = as('dina');
    const batch = signUp(db, 'dina', 'dina', ['ana', 'bob']);
    batch.update(doc(db, 'users/ana'), { followers: arrayUnion('dina') });
    batch.update(doc(db, 'users/bob'), { followers: arrayUnion('dina') });
    await assertSucceeds(batch.commit());
  });
});

describe('users: editing a profile', () => {
  it('lets the owner edit their profile', async () => {
    await threeUsers();
    await assertSucceeds(
      updateDoc(doc(as('ana'), 'users/ana'), { displayName: 'Ana R.', bio: 'Lisbon', updatedAt: now() }),
    );
  });

  it('refuses another user editing the profile', async () => {
    await threeUsers();
    await assertFails(updateDoc(doc(as('bob'), 'users/ana'), { displayName: 'Hacked' }));
  });

  it('refuses a signed-out edit', async () => {
    await threeUsers();
    await assertFails(updateDoc(doc(signedOut(), 'users/ana'), { bio: 'x' }));
  });

  it('refuses the owner rewriting createdAt', async () => {
    await threeUsers();
    await assertFails(updateDoc(doc(as('ana'), 'users/ana'), { createdAt: now() }));
  });

  it('refuses the owner declaring an id other than their uid', async () => {
    await threeUsers();
    await assertFails(updateDoc(doc(as('ana'), 'users/ana'), { id: 'bob' }));
  });

  it('lets the owner change username by moving the claim in one batch', async () => {
    await threeUsers();
    const db = as('ana');
    const batch = writeBatch(db);
    batch.set(doc(db, 'usernames/ana.r'), { uid: 'ana' });
    batch.delete(doc(db, 'usernames/ana'));
    batch.update(doc(db, 'users/ana'), { username: 'ana.r', updatedAt: now() });
    await assertSucceeds(batch.commit());
  });

  it('refuses a username change without claiming the new name', async () => {
    await threeUsers();
    await assertFails(updateDoc(doc(as('ana'), 'users/ana'), { username: 'ana.r' }));
  });

  it("refuses taking another user's name in the profile", async () => {
    await threeUsers();
    const db = as('ana');
    const batch = writeBatch(db);
    batch.delete(doc(db, 'usernames/ana'));
    batch.update(doc(db, 'users/ana'), { username: 'bob' });
    await assertFails(batch.commit());
  });

  it('lets the owner delete their profile with its username claim, and nobody else', async () => {
    await threeUsers();
    const release = (db: Firestore) => {
      const batch = writeBatch(db);
      batch.delete(doc(db, 'users/ana'));
      batch.delete(doc(db, 'usernames/ana'));
      return batch;
    };
    await assertFails(deleteDoc(doc(as('bob'), 'users/ana')));
    await assertFails(release(as('bob')).commit());
    await assertSucceeds(release(as('ana')).commit());
  });
});

describe('users: one username per account', () => {
  it('refuses deleting the profile while keeping its username claim', async () => {
    await threeUsers();
    await assertFails(deleteDoc(doc(as('ana'), 'users/ana')));
  });

  it('refuses collecting names by deleting and re-creating the profile', async () => {
    await threeUsers();
    // The old way round: delete the profile alone, then sign up again under a new name.
    await assertFails(deleteDoc(doc(as('ana'), 'users/ana')));
    await assertFails(signUp(as('ana'), 'ana', 'ana.second').commit());
    const snapshot = await getDoc(doc(as('ana'), 'usernames/ana.second'));
    expect(snapshot.exists()).toBe(false);
  });

  it('lets an account that deleted its profile (and claim) sign up again under a new name, holding one claim', async () => {
    await threeUsers();
    const db = as('ana');
    const batch = writeBatch(db);
    batch.delete(doc(db, 'users/ana'));
    batch.delete(doc(db, 'usernames/ana'));
    await assertSucceeds(batch.commit());
    await assertSucceeds(signUp(as('ana'), 'ana', 'ana.again').commit());
    expect((await getDoc(doc(as('eve'), 'usernames/ana'))).exists()).toBe(false);
    expect((await getDoc(doc(as('eve'), 'usernames/ana.again'))).data()).toEqual({ uid: 'ana' });
  });

  it('refuses a rename that keeps the old claim', async () => {
    await threeUsers();
    const db = as('ana');
    const batch = writeBatch(db);
    batch.set(doc(db, 'usernames/ana.new'), { uid: 'ana' });
    batch.update(doc(db, 'users/ana'), { username: 'ana.new', updatedAt: now() });
    await assertFails(batch.commit());
  });

  it('refuses claiming a second name beside the profile\u2019s own', async () => {
    await threeUsers();
    await assertFails(setDoc(doc(as('ana'), 'usernames/ana.spare'), { uid: 'ana' }));
  });

  it('lets a profile whose claim is already gone be deleted', async () => {
    await threeUsers();
    await arrange((db) => deleteDoc(doc(db, 'usernames/ana')));
    await assertSucceeds(deleteDoc(doc(as('ana'), 'users/ana')));
  });
});

describe('users: the follow graph', () => {
  it('lets a user follow someone: their following and the other followers in one batch', async () => {
    await threeUsers();
    await assertSucceeds(follow(as('bob'), 'bob', 'ana').commit());
  });

  it('refuses a follow without the matching change on the follower side', async () => {
    await threeUsers();
    await assertFails(updateDoc(doc(as('bob'), 'users/ana'), { followers: arrayUnion('bob') }));
  });

  it('refuses adding myself to followers while my following does not list them', async () => {
    await threeUsers();
    await arrange((db) => updateDoc(doc(db, 'users/bob'), { following: ['cleo'] }));
    await assertFails(updateDoc(doc(as('bob'), 'users/ana'), { followers: arrayUnion('bob') }));
  });

  it('refuses adding a third person to somebody\u2019s followers', async () => {
    await threeUsers();
    const db = as('bob');
    const batch = writeBatch(db);
    batch.update(doc(db, 'users/bob'), { following: arrayUnion('ana') });
    batch.update(doc(db, 'users/ana'), { followers: arrayUnion('cleo') });
    await assertFails(batch.commit());
  });

  it('refuses adding myself and a third person at once', async () => {
    await threeUsers();
    const db = as('bob');
    const batch = writeBatch(db);
    batch.update(doc(db, 'users/bob'), { following: arrayUnion('ana') });
    batch.update(doc(db, 'users/ana'), { followers: arrayUnion('bob', 'cleo') });
    await assertFails(batch.commit());
  });

  it('refuses the owner adding a third person to their own followers', async () => {
    await threeUsers();
    await assertFails(updateDoc(doc(as('ana'), 'users/ana'), { followers: arrayUnion('cleo') }));
  });

  it('refuses following oneself', async () => {
    await threeUsers();
    await assertFails(follow(as('ana'), 'ana', 'ana').commit());
    await assertFails(updateDoc(doc(as('ana'), 'users/ana'), { following: arrayUnion('ana') }));
  });

  it('refuses a follower touching any other field of the followed profile', async () => {
    await threeUsers();
    const db = as('bob');
    const batch = writeBatch(db);
    batch.update(doc(db, 'users/bob'), { following: arrayUnion('ana') });
    batch.update(doc(db, 'users/ana'), { followers: arrayUnion('bob'), bio: 'followed by bob' });
    await assertFails(batch.commit());
  });

  it('refuses a signed-out follow', async () => {
    await threeUsers();
    await assertFails(updateDoc(doc(signedOut(), 'users/ana'), { followers: arrayUnion('bob') }));
  });

  it('lets a user unfollow: both sides in one batch', async () => {
    await threeUsers();
    await arrange(async (db) => {
      await updateDoc(doc(db, 'users/bob'), { following: ['ana'] });
      await updateDoc(doc(db, 'users/ana'), { followers: ['bob'] });
    });
    await assertSucceeds(unfollow(as('bob'), 'bob', 'ana').commit());
  });

  it('refuses an unfollow that leaves the follower side still following', async () => {
    await threeUsers();
    await arrange(async (db) => {
      await updateDoc(doc(db, 'users/bob'), { following: ['ana'] });
      await updateDoc(doc(db, 'users/ana'), { followers: ['bob'] });
    });
    await assertFails(updateDoc(doc(as('bob'), 'users/ana'), { followers: arrayRemove('bob') }));
  });

  it('refuses removing somebody else from a followers list', async () => {
    await threeUsers();
    await arrange(async (db) => {
      await updateDoc(doc(db, 'users/cleo'), { following: ['ana'] });
      await updateDoc(doc(db, 'users/ana'), { followers: ['cleo'] });
    });
    await assertFails(updateDoc(doc(as('bob'), 'users/ana'), { followers: arrayRemove('cleo') }));
  });

  it('refuses the owner dropping a follower who still follows them', async () => {
    await threeUsers();
    await arrange(async (db) => {
      await updateDoc(doc(db, 'users/bob'), { following: ['ana'] });
      await updateDoc(doc(db, 'users/ana'), { followers: ['bob'] });
    });
    await assertFails(updateDoc(doc(as('ana'), 'users/ana'), { followers: arrayRemove('bob') }));
  });

  it('lets the owner drop a stale follower whose side no longer follows', async () => {
    await threeUsers();
    await arrange((db) => updateDoc(doc(db, 'users/ana'), { followers: ['bob', 'cleo'] }));
    await assertSucceeds(updateDoc(doc(as('ana'), 'users/ana'), { followers: arrayRemove('bob') }));
  });

  it('lets the owner drop a follower whose account is deleted', async () => {
    await threeUsers();
    await arrange(async (db) => {
      await updateDoc(doc(db, 'users/ana'), { followers: ['ghost'] });
    });
    await assertSucceeds(updateDoc(doc(as('ana'), 'users/ana'), { followers: [] }));
  });
});

// A one-sided link: my `following` lists ana, ana's `followers` lacks me
// (ana deleted and re-created her profile), or the other way round.
describe('users: one-sided follow links', () => {
  async function bobFollowsAnaOneSided(): Promise<void> {
    await threeUsers();
    await arrange((db) => updateDoc(doc(db, 'users/bob'), { following: ['ana'] }));
  }

  it('lets me unfollow someone whose followers already lack me', async () => {
    await bobFollowsAnaOneSided();
    await assertSucceeds(unfollow(as('bob'), 'bob', 'ana').commit());
    expect((await getDoc(doc(as('bob'), 'users/bob'))).get('following')).toEqual([]);
  });

  it('lets me follow again someone my following already lists', async () => {
    await bobFollowsAnaOneSided();
    await assertSucceeds(follow(as('bob'), 'bob', 'ana').commit());
    expect((await getDoc(doc(as('bob'), 'users/ana'))).get('followers')).toEqual(['bob']);
  });

  it('lets me follow someone whose followers already list me', async () => {
    await threeUsers();
    await arrange((db) => updateDoc(doc(db, 'users/ana'), { followers: ['bob'] }));
    await assertSucceeds(follow(as('bob'), 'bob', 'ana').commit());
  });

  it('lets me unfollow someone whose followers list me while my following does not', async () => {
    await threeUsers();
    await arrange((db) => updateDoc(doc(db, 'users/ana'), { followers: ['bob'] }));
    await assertSucceeds(unfollow(as('bob'), 'bob', 'ana').commit());
  });

  it('refuses an "unfollow" that leaves me following them', async () => {
    await threeUsers();
    await arrange((db) => updateDoc(doc(db, 'users/bob'), { following: ['ana'] }));
    await assertFails(updateDoc(doc(as('bob'), 'users/ana'), { followers: arrayRemove('bob') }));
  });

  it('refuses a "follow" that does not make me follow them', async () => {
    await threeUsers();
    await arrange((db) => updateDoc(doc(db, 'users/ana'), { followers: ['bob'] }));
    await assertFails(updateDoc(doc(as('bob'), 'users/ana'), { followers: arrayUnion('bob') }));
  });

  it('still refuses touching somebody else\u2019s entry in a one-sided state', async () => {
    await bobFollowsAnaOneSided();
    await arrange((db) => updateDoc(doc(db, 'users/ana'), { followers: ['cleo'] }));
    await assertFails(updateDoc(doc(as('bob'), 'users/ana'), { followers: ['bob'] }));
  });
});
