// Mail forwarded to a trip's address (docs/bookings.md): the address
// (tripMail/{token}) is the creator's secret; the inbox
// (itineraries/{id}/inbox/{mailId}) is the editors', written only by the
// bookingMail function; its replay and rate documents are the server's.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { PAST, itinerary, now, useRulesEnvironment } from './helpers';

const { as, signedOut, arrange } = useRulesEnvironment();

const TOKEN = 'k3v9x0q2m7w1z5r8t4y6ab';
const STORED_TOKEN = 'a1b2c3d4e5f6g7h8i9j0kl';
const MAIL = 'itineraries/lisbon/inbox/m1';

// ana creates "lisbon": bob is an accepted companion, pia is invited (pending), nora is its agent, eve is nobody.
// ana also has "porto"; bob has "rome" of his own.
async function stored(): Promise<void> {
  await arrange(async (db) => {
    await setDoc(doc(db, 'itineraries/lisbon'), itinerary('ana', { collaborators: { pending: ['pia'], accepted: ['bob'] }, agentId: 'nora' }));
    await setDoc(doc(db, 'itineraries/porto'), itinerary('ana', { title: 'Porto' }));
    await setDoc(doc(db, 'itineraries/rome'), itinerary('bob', { title: 'Rome' }));
    await setDoc(doc(db, `tripMail/${STORED_TOKEN}`), { itineraryId: 'lisbon', creatorId: 'ana', createdAt: PAST });
    await setDoc(doc(db, MAIL), { from: 'ana@demo.wayfare.test', subject: 'Your flight', receivedAt: PAST, raw: 'Subject: Your flight\r\n\r\nTP 123', size: 33 });
    await setDoc(doc(db, 'mailSeen/abc'), { createdAt: PAST, expireAt: PAST });
    await setDoc(doc(db, 'mailUsage/lisbon'), { requests: [PAST] });
  });
}

const address = (itineraryId = 'lisbon', creatorId = 'ana') => ({ itineraryId, creatorId, createdAt: now() });
const create = (db: Firestore, token: string, data: Record<string, unknown>) => setDoc(doc(db, `tripMail/${token}`), data);

describe('tripMail/{token}: making an address', () => {
  it('the trip’s creator makes one for their trip', async () => {
    await stored();
    await assertSucceeds(create(as('ana'), TOKEN, address()));
  });

  it('nobody else makes one: not a companion, the agent, a stranger or someone signed out', async () => {
    await stored();
    await assertFails(create(as('bob'), TOKEN, address('lisbon', 'bob')));
    await assertFails(create(as('bob'), TOKEN, address('lisbon', 'ana')));
    await assertFails(create(as('nora'), TOKEN, address('lisbon', 'nora')));
    await assertFails(create(as('eve'), TOKEN, address('lisbon', 'eve')));
    await assertFails(create(signedOut(), TOKEN, address()));
  });

  it('not for someone else’s trip, nor for a trip that does not exist', async () => {
    await stored();
    await assertFails(create(as('ana'), TOKEN, address('rome', 'ana')));
    await assertFails(create(as('ana'), TOKEN, address('no-such-trip', 'ana')));
    await assertSucceeds(create(as('bob'), TOKEN, address('rome', 'bob')));
  });

  it('only with a token of 22 lower-case letters and digits', async () => {
    await stored();
    for (const token of ['K3V9X0Q2M7W1Z5R8T4Y6AB', 'k3v9x0q2m7w1z5r8t4y6a', 'k3v9x0q2m7w1z5r8t4y6abc', 'k3v9x0q2m7w1z5r8t4y6_b', 'k3v9x0q2m7w1z5r8t4y6-b']) {
      await assertFails(create(as('ana'), token, address()));
    }
  });

  it('only with exactly its three fields, a trip id and the server’s time', async () => {
    await stored();
    await assertFails(create(as('ana'), TOKEN, { ...address(), extra: true }));
    await assertFails(create(as('ana'), TOKEN, { itineraryId: 'lisbon', creatorId: 'ana' }));
    await assertFails(create(as('ana'), TOKEN, { ...address(), createdAt: PAST }));
    await assertFails(create(as('ana'), TOKEN, { ...address(), itineraryId: 'x' }));
    await assertFails(create(as('ana'), TOKEN, { ...address(), itineraryId: 42 }));
  });

  it('is never changed, not even by its creator', async () => {
    await stored();
    await assertFails(updateDoc(doc(as('ana'), `tripMail/${STORED_TOKEN}`), { itineraryId: 'porto' }));
    await assertFails(setDoc(doc(as('ana'), `tripMail/${STORED_TOKEN}`), address('porto')));
  });
});

describe('tripMail/{token}: reading and turning off', () => {
  it('the creator gets, lists (by creator and trip, as the screens ask) and deletes theirs', async () => {
    await stored();
    await assertSucceeds(getDoc(doc(as('ana'), `tripMail/${STORED_TOKEN}`)));
    await assertSucceeds(getDocs(query(collection(as('ana'), 'tripMail'), where('creatorId', '==', 'ana'), where('itineraryId', '==', 'lisbon'))));
    await assertSucceeds(deleteDoc(doc(as('ana'), `tripMail/${STORED_TOKEN}`)));
  });

  it('a companion, the agent, an invitee, a stranger and someone signed out cannot read, list or delete it', async () => {
    await stored();
    for (const db of [as('bob'), as('nora'), as('pia'), as('eve'), signedOut()]) {
      await assertFails(getDoc(doc(db, `tripMail/${STORED_TOKEN}`)));
      await assertFails(getDocs(query(collection(db, 'tripMail'), where('itineraryId', '==', 'lisbon'))));
      await assertFails(getDocs(query(collection(db, 'tripMail'), where('creatorId', '==', 'ana'), where('itineraryId', '==', 'lisbon'))));
      await assertFails(deleteDoc(doc(db, `tripMail/${STORED_TOKEN}`)));
    }
  });

  it('the creator’s list must say it is theirs', async () => {
    await stored();
    await assertFails(getDocs(query(collection(as('ana'), 'tripMail'), where('itineraryId', '==', 'lisbon'))));
  });
});

describe('itineraries/{id}/inbox/{mailId}', () => {
  it('the trip’s editors read and list it: its creator, a companion and its agent', async () => {
    await stored();
    for (const uid of ['ana', 'bob', 'nora']) {
      await assertSucceeds(getDoc(doc(as(uid), MAIL)));
      await assertSucceeds(getDocs(collection(as(uid), 'itineraries/lisbon/inbox')));
    }
  });

  it('an invitee who has not accepted, a stranger and someone signed out cannot read it', async () => {
    await stored();
    for (const db of [as('pia'), as('eve'), signedOut()]) {
      await assertFails(getDoc(doc(db, MAIL)));
      await assertFails(getDocs(collection(db, 'itineraries/lisbon/inbox')));
    }
  });

  it('an editor deletes a mail; others cannot', async () => {
    await stored();
    await assertFails(deleteDoc(doc(as('pia'), MAIL)));
    await assertFails(deleteDoc(doc(as('eve'), MAIL)));
    await assertFails(deleteDoc(doc(signedOut(), MAIL)));
    await assertSucceeds(deleteDoc(doc(as('bob'), MAIL)));
  });

  it('nobody writes one from the app, not even the creator: only the bookingMail function', async () => {
    await stored();
    const mail = { from: 'ana@demo.wayfare.test', subject: 'Hotel', receivedAt: now(), raw: 'Subject: Hotel\r\n\r\n', size: 18 };
    await assertFails(setDoc(doc(as('ana'), 'itineraries/lisbon/inbox/m2'), mail));
    await assertFails(setDoc(doc(as('bob'), 'itineraries/lisbon/inbox/m2'), mail));
    await assertFails(updateDoc(doc(as('ana'), MAIL), { subject: 'Changed' }));
    await assertFails(setDoc(doc(as('ana'), MAIL), mail));
  });
});

describe('the function’s own documents', () => {
  it('mailSeen (replays) and mailUsage (the hour’s count) are neither readable nor writable by anyone', async () => {
    await stored();
    for (const db of [as('ana'), as('bob'), signedOut()]) {
      await assertFails(getDoc(doc(db, 'mailSeen/abc')));
      await assertFails(getDocs(collection(db, 'mailSeen')));
      await assertFails(getDoc(doc(db, 'mailUsage/lisbon')));
    }
    await assertFails(setDoc(doc(as('ana'), 'mailSeen/new'), { createdAt: now() }));
    await assertFails(deleteDoc(doc(as('ana'), 'mailSeen/abc')));
    await assertFails(setDoc(doc(as('ana'), 'mailUsage/lisbon'), { requests: [] }));
    await assertFails(deleteDoc(doc(as('ana'), 'mailUsage/lisbon')));
  });
});
