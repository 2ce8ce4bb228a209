// usernames/{username}: unique, validated names claimed with the profile.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { now, profile, useRulesEnvironment } from './helpers';

const { as, signedOut, arrange } = useRulesEnvironment();

async function anaExists(): Promise<void> {
  await arrange(async (db) => {
    await setDoc(doc(db, 'users/ana'), profile('ana'));
    await setDoc(doc(db, 'usernames/ana'), { uid: 'ana' });
  });
}

function claim(db: Firestore, uid: string, username: string) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'usernames', username), { uid });
  batch.set(doc(db, 'users', uid), profile(uid, { username, createdAt: now(), updatedAt: now() }));
  return batch;
}

describe('usernames', () => {
  it('lets anyone look a username up by name', async () => {
    await anaExists();
    const snapshot = await assertSucceeds(getDoc(doc(signedOut(), 'usernames/ana')));
    expect(snapshot.get('uid')).toBe('ana');
  });

  it('refuses listing usernames', async () => {
    await anaExists();
    await assertFails(getDocs(collection(as('ana'), 'usernames')));
  });

  it('lets a user claim a free, valid name with their profile', async () => {
    await assertSucceeds(claim(as('bob'), 'bob', 'bob.travels_2').commit());
  });

  it('refuses claiming a name that is taken', async () => {
    await anaExists();
    await assertFails(claim(as('bob'), 'bob', 'ana').commit());
  });

  it.each(['explore', 'trip', 'admin', 'wayfare', 'undefined', 'settings'])('refuses the reserved name %s', async (name) => {
    await assertFails(claim(as('bob'), 'bob', name).commit());
  });

  it.each(['Bob', 'bo', 'bob!', 'b'.repeat(31), 'bob-smith'])('refuses the malformed name %s', async (name) => {
    await assertFails(claim(as('bob'), 'bob', name).commit());
  });

  it('refuses claiming a name for somebody else', async () => {
    const db = as('bob');
    const batch = writeBatch(db);
    batch.set(doc(db, 'usernames/cleo'), { uid: 'cleo' });
    await assertFails(batch.commit());
  });

  it('refuses a claim that no profile carries', async () => {
    await assertFails(setDoc(doc(as('bob'), 'usernames/bob'), { uid: 'bob' }));
  });

  it('refuses extra fields in the claim', async () => {
    const db = as('bob');
    const batch = writeBatch(db);
    batch.set(doc(db, 'usernames/bob'), { uid: 'bob', verified: true });
    batch.set(doc(db, 'users/bob'), profile('bob', { createdAt: now(), updatedAt: now() }));
    await assertFails(batch.commit());
  });

  it("refuses changing someone's username document", async () => {
    await anaExists();
    await assertFails(updateDoc(doc(as('bob'), 'usernames/ana'), { uid: 'bob' }));
  });

  it('refuses the owner re-pointing their own claim', async () => {
    await anaExists();
    await assertFails(updateDoc(doc(as('ana'), 'usernames/ana'), { uid: 'ana2' }));
  });

  it("refuses deleting someone else's username", async () => {
    await anaExists();
    await assertFails(deleteDoc(doc(as('bob'), 'usernames/ana')));
  });

  it('refuses releasing a name the profile still carries', async () => {
    await anaExists();
    await assertFails(deleteDoc(doc(as('ana'), 'usernames/ana')));
  });

  it('lets the owner release their name when the profile is deleted with it', async () => {
    await anaExists();
    const db = as('ana');
    const batch = writeBatch(db);
    batch.delete(doc(db, 'users/ana'));
    batch.delete(doc(db, 'usernames/ana'));
    await assertSucceeds(batch.commit());
  });
});
