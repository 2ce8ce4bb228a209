// A deleted account's ID token, issued before the deletion and still valid
// for up to an hour, writes nothing: deleteAccount leaves deletedUsers/{uid}
// and every write rule checks it (`stillHere` in firestore.rules). The same
// writes by a person who still has an account are allowed, so each refusal
// below is the tombstone's doing.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { PAST, firestoreOf, item, itinerary, now, profile, useRulesEnvironment } from './helpers';

const { env, as, arrange } = useRulesEnvironment();

/** `uid`'s Firestore with a token signed in an hour ago, as a tab left open holds it. */
function tokenFromBefore(uid: string): Firestore {
  const issued = Math.floor(Date.now() / 1000) - 50 * 60;
  return firestoreOf(env().authenticatedContext(uid, { auth_time: issued, iat: issued }));
}

/** bob exists and shares a trip with dina, whose account is deleted when `deleted` is true. */
async function world(deleted: boolean): Promise<void> {
  await arrange(async (db) => {
    await setDoc(doc(db, 'users/bob'), profile('bob'));
    await setDoc(doc(db, 'usernames/bob'), { uid: 'bob' });
    await setDoc(doc(db, 'itineraries/porto'), itinerary('bob', { collaborators: { pending: [], accepted: ['dina'] } }));
    await setDoc(doc(db, 'itineraries/porto/items/d1-01'), item('d1-01'));
    if (deleted) await setDoc(doc(db, 'deletedUsers/dina'), { deletedAt: PAST });
  });
}

type Attempt = (db: Firestore) => Promise<unknown>;

const ATTEMPTS: Array<[what: string, attempt: Attempt]> = [
  [
    'claims the old username and writes the profile back',
    (db) => {
      const batch = writeBatch(db);
      batch.set(doc(db, 'usernames/dina'), { uid: 'dina' });
      batch.set(doc(db, 'users/dina'), profile('dina', { username: 'dina', createdAt: now(), updatedAt: now() }));
      return batch.commit();
    },
  ],
  ['creates a trip in their name', (db) => setDoc(doc(db, 'itineraries/back'), itinerary('dina', { createdAt: now(), updatedAt: now() }))],
  [
    'writes their private account document',
    (db) =>
      setDoc(doc(db, 'users/dina/private/account'), {
        email: 'dina@example.test',
        phone: null,
        userPreferences: { currency: 'EUR', distanceUnit: 'km', homeCity: null, travelPersonality: null },
      }),
  ],
  ['edits a stop of a trip they were a companion on', (db) => updateDoc(doc(db, 'itineraries/porto/items/d1-01'), { title: 'Changed' })],
  ['removes a stop of that trip', (db) => deleteDoc(doc(db, 'itineraries/porto/items/d1-01'))],
  [
    'keeps an agency client',
    (db) =>
      setDoc(doc(db, 'agents/dina/clients/client0001'), {
        name: 'A client',
        email: null,
        phone: null,
        notes: '',
        archived: false,
        createdAt: now(),
        updatedAt: now(),
      }),
  ],
];

describe('a deleted account', () => {
  it.each(ATTEMPTS)('refuses a token from before the deletion that %s', async (_what, attempt) => {
    await world(true);
    await assertFails(attempt(tokenFromBefore('dina')));
  });

  it.each(ATTEMPTS)('lets a person who still has an account do the same: %s', async (_what, attempt) => {
    await world(false);
    await assertSucceeds(attempt(tokenFromBefore('dina')));
  });

  it("leaves everybody else's writes alone", async () => {
    await world(true);
    await assertSucceeds(updateDoc(doc(as('bob'), 'itineraries/porto/items/d1-01'), { title: 'Bob still edits' }));
  });

  it('keeps the tombstones out of every client’s reach', async () => {
    await world(true);
    await assertFails(getDoc(doc(as('dina'), 'deletedUsers/dina')));
    await assertFails(deleteDoc(doc(as('dina'), 'deletedUsers/dina')));
    await assertFails(setDoc(doc(as('eve'), 'deletedUsers/eve'), { deletedAt: now() }));
  });
});
