// invitations/{token} and accepting them (itineraries/{id}/acceptances/{uid}).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type Timestamp,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { PAST, inDays, itinerary, now, useRulesEnvironment } from './helpers';

const { as, signedOut, arrange } = useRulesEnvironment();

const TOKEN = 'inv_Hx3Kq8Zt2Wm6Rb9Pd4Lc';
const EXPIRED = 'inv_Expired0000000000000';
const FOR_PIA = 'inv_ForPia000000000000000';
const FOR_PIA_OLD = 'inv_ForPiaExpired00000000';
const FOR_BOB = 'inv_ForBob000000000000000';
const OTHER_TRIP = 'inv_OtherTrip00000000000';

// ana creates "porto"; bob is an accepted collaborator; pia is pending.
async function stored(): Promise<void> {
  await arrange(async (db) => {
    await setDoc(
      doc(db, 'itineraries/porto'),
      itinerary('ana', { title: 'Porto', collaborators: { pending: ['pia'], accepted: ['bob'] } }),
    );
    await setDoc(doc(db, 'itineraries/rome'), itinerary('ana', { title: 'Rome' }));
    const invitation = (itineraryId: string, expiresAt: Timestamp) => ({
      itineraryId,
      inviterId: 'ana',
      itineraryTitle: 'Porto',
      createdAt: PAST,
      expiresAt,
    });
    await setDoc(doc(db, 'invitations', TOKEN), invitation('porto', inDays(7)));
    await setDoc(doc(db, 'invitations', EXPIRED), invitation('porto', inDays(-1)));
    await setDoc(doc(db, 'invitations', OTHER_TRIP), invitation('rome', inDays(7)));
    // Invitations by username, addressed to one user.
    await setDoc(doc(db, 'invitations', FOR_PIA), { ...invitation('porto', inDays(7)), inviteeId: 'pia' });
    await setDoc(doc(db, 'invitations', FOR_PIA_OLD), { ...invitation('porto', inDays(-1)), inviteeId: 'pia' });
    await setDoc(doc(db, 'invitations', FOR_BOB), { ...invitation('rome', inDays(7)), inviteeId: 'bob' });
  });
}

const newInvitation = (inviterId: string, expiresAt: Timestamp = inDays(14)) => ({
  itineraryId: 'porto',
  inviterId,
  itineraryTitle: 'Porto',
  createdAt: now(),
  expiresAt,
});

/** The accept batch the app writes. */
function accept(db: Firestore, uid: string, token: string, itineraryId = 'porto') {
  const batch = writeBatch(db);
  batch.set(doc(db, 'itineraries', itineraryId, 'acceptances', uid), { token, acceptedAt: now() });
  batch.update(doc(db, 'itineraries', itineraryId), {
    'collaborators.accepted': arrayUnion(uid),
    'collaborators.pending': arrayRemove(uid),
    updatedAt: now(),
  });
  return batch;
}

describe('invitations: creating and reading', () => {
  it('lets the itinerary creator create an invitation', async () => {
    await stored();
    await assertSucceeds(setDoc(doc(as('ana'), 'invitations/inv_NewToken123456789012'), newInvitation('ana')));
  });

  it('refuses a collaborator creating an invitation', async () => {
    await stored();
    await assertFails(setDoc(doc(as('bob'), 'invitations/inv_NewToken123456789012'), newInvitation('bob')));
  });

  it('refuses an invitation in the creator\u2019s name by somebody else', async () => {
    await stored();
    await assertFails(setDoc(doc(as('eve'), 'invitations/inv_NewToken123456789012'), newInvitation('ana')));
  });

  it('refuses an invitation that expires in more than 30 days', async () => {
    await stored();
    await assertFails(setDoc(doc(as('ana'), 'invitations/inv_NewToken123456789012'), newInvitation('ana', inDays(60))));
  });

  it('refuses an invitation that is already expired', async () => {
    await stored();
    await assertFails(setDoc(doc(as('ana'), 'invitations/inv_NewToken123456789012'), newInvitation('ana', inDays(-1))));
  });

  it('refuses a guessable token', async () => {
    await stored();
    await assertFails(setDoc(doc(as('ana'), 'invitations/abc'), newInvitation('ana')));
  });

  it('lets a signed-in user open an invitation by its token', async () => {
    await stored();
    await assertSucceeds(getDoc(doc(as('eve'), 'invitations', TOKEN)));
  });

  it('refuses a signed-out read', async () => {
    await stored();
    await assertFails(getDoc(doc(signedOut(), 'invitations', TOKEN)));
  });

  it('refuses listing invitations, even for the creator', async () => {
    await stored();
    await assertFails(getDocs(collection(as('ana'), 'invitations')));
  });

  it('lets the creator invite a user by username (inviteeId)', async () => {
    await stored();
    await assertSucceeds(
      setDoc(doc(as('ana'), 'invitations/inv_NewToken123456789012'), { ...newInvitation('ana'), inviteeId: 'eve' }),
    );
  });

  it('refuses the creator inviting themselves by username', async () => {
    await stored();
    await assertFails(
      setDoc(doc(as('ana'), 'invitations/inv_NewToken123456789012'), { ...newInvitation('ana'), inviteeId: 'ana' }),
    );
  });

  it.each([
    ['a number', 42],
    ['empty', ''],
    ['a list', ['eve']],
  ])('refuses an invitee id that is %s', async (_label, inviteeId) => {
    await stored();
    await assertFails(
      setDoc(doc(as('ana'), 'invitations/inv_NewToken123456789012'), { ...newInvitation('ana'), inviteeId }),
    );
  });

  it('refuses a collaborator inviting somebody by username', async () => {
    await stored();
    await assertFails(
      setDoc(doc(as('bob'), 'invitations/inv_NewToken123456789012'), { ...newInvitation('bob'), inviteeId: 'eve' }),
    );
  });

  it('refuses an invitation with an unknown field', async () => {
    await stored();
    await assertFails(
      setDoc(doc(as('ana'), 'invitations/inv_NewToken123456789012'), { ...newInvitation('ana'), role: 'editor' }),
    );
  });

  it('refuses an invitation to an itinerary that does not exist', async () => {
    await stored();
    await assertFails(
      setDoc(doc(as('ana'), 'invitations/inv_NewToken123456789012'), { ...newInvitation('ana'), itineraryId: 'nowhere' }),
    );
  });

  it('lets an invitee list the invitations addressed to them, and only those', async () => {
    await stored();
    const result = await assertSucceeds(getDocs(query(collection(as('pia'), 'invitations'), where('inviteeId', '==', 'pia'))));
    expect(result.docs.map((d) => d.id).sort()).toEqual([FOR_PIA, FOR_PIA_OLD].sort());
  });

  it('lets an invitee list only their unexpired invitations', async () => {
    await stored();
    const result = await assertSucceeds(
      getDocs(query(collection(as('pia'), 'invitations'), where('inviteeId', '==', 'pia'), where('expiresAt', '>', inDays(0)))),
    );
    expect(result.docs.map((d) => d.id)).toEqual([FOR_PIA]);
  });

  it('refuses listing somebody else\u2019s invitations', async () => {
    await stored();
    await assertFails(getDocs(query(collection(as('eve'), 'invitations'), where('inviteeId', '==', 'pia'))));
  });

  it('refuses the creator listing the invitations of an invitee', async () => {
    await stored();
    await assertFails(getDocs(query(collection(as('ana'), 'invitations'), where('inviteeId', '==', 'pia'))));
  });

  it('refuses an unfiltered list, even by someone with invitations', async () => {
    await stored();
    await assertFails(getDocs(collection(as('pia'), 'invitations')));
  });

  it('refuses listing link invitations (no invitee)', async () => {
    await stored();
    await assertFails(getDocs(query(collection(as('eve'), 'invitations'), where('inviteeId', '==', null))));
  });

  it('refuses listing by itinerary, even for its creator', async () => {
    await stored();
    await assertFails(getDocs(query(collection(as('ana'), 'invitations'), where('itineraryId', '==', 'porto'))));
  });

  it('refuses a signed-out list of invitations by invitee', async () => {
    await stored();
    await assertFails(getDocs(query(collection(signedOut(), 'invitations'), where('inviteeId', '==', 'pia'))));
  });

  it('refuses extending an invitation', async () => {
    await stored();
    await assertFails(updateDoc(doc(as('ana'), 'invitations', EXPIRED), { expiresAt: inDays(7) }));
  });

  it('lets the inviter revoke an invitation, and not a stranger', async () => {
    await stored();
    await assertFails(deleteDoc(doc(as('eve'), 'invitations', TOKEN)));
    await assertSucceeds(deleteDoc(doc(as('ana'), 'invitations', TOKEN)));
  });
});

describe('invitations: the creator’s links, from any device', () => {
  it('lets the inviter list the invitations they made, for one trip', async () => {
    await stored();
    const mine = await assertSucceeds(
      getDocs(query(collection(as('ana'), 'invitations'), where('itineraryId', '==', 'porto'), where('inviterId', '==', 'ana'))),
    );
    expect(mine.docs.map((d) => d.id).sort()).toEqual([EXPIRED, FOR_PIA, FOR_PIA_OLD, TOKEN].sort());
  });

  it('refuses listing somebody else’s links, by trip or by inviter', async () => {
    await stored();
    await assertFails(
      getDocs(query(collection(as('bob'), 'invitations'), where('itineraryId', '==', 'porto'), where('inviterId', '==', 'ana'))),
    );
    await assertFails(getDocs(query(collection(as('eve'), 'invitations'), where('inviterId', '==', 'ana'))));
    await assertFails(getDocs(query(collection(signedOut(), 'invitations'), where('inviterId', '==', 'ana'))));
  });
});

/** The creator removes `uid` the way the app does: out of both lists, the removal recorded, the acceptance gone. */
function remove(db: Firestore, uid: string) {
  const batch = writeBatch(db);
  batch.update(doc(db, 'itineraries/porto'), {
    'collaborators.accepted': arrayRemove(uid),
    'collaborators.pending': arrayRemove(uid),
    [`collaborators.removed.${uid}`]: now(),
    updatedAt: now(),
  });
  batch.delete(doc(db, 'itineraries/porto/acceptances', uid));
  return batch;
}

describe('invitations: a removal sticks', () => {
  it('refuses a removed collaborator re-joining with a link that was live when they were removed', async () => {
    await stored();
    await assertSucceeds(remove(as('ana'), 'bob').commit());
    await assertFails(accept(as('bob'), 'bob', TOKEN).commit());
  });

  it('refuses a removed invitee joining with a live link instead of their withdrawn invitation', async () => {
    await stored();
    await assertSucceeds(remove(as('ana'), 'pia').commit());
    await assertFails(accept(as('pia'), 'pia', TOKEN).commit());
    await assertFails(accept(as('pia'), 'pia', FOR_PIA).commit());
  });

  it('still lets other people join with that link', async () => {
    await stored();
    await assertSucceeds(remove(as('ana'), 'bob').commit());
    await assertSucceeds(accept(as('eve'), 'eve', TOKEN).commit());
  });

  it('lets a removed collaborator join again with a link created after the removal', async () => {
    await stored();
    await assertSucceeds(remove(as('ana'), 'bob').commit());
    await assertSucceeds(setDoc(doc(as('ana'), 'invitations/inv_AfterRemoval000000000'), newInvitation('ana')));
    await assertSucceeds(accept(as('bob'), 'bob', 'inv_AfterRemoval000000000').commit());
  });

  it('lets a removed invitee accept a new invitation by username', async () => {
    await stored();
    await assertSucceeds(remove(as('ana'), 'pia').commit());
    const db = as('ana');
    const batch = writeBatch(db);
    batch.update(doc(db, 'itineraries/porto'), { 'collaborators.pending': arrayUnion('pia'), updatedAt: now() });
    batch.set(doc(db, 'invitations/inv_PiaAgain00000000000000'), { ...newInvitation('ana'), inviteeId: 'pia' });
    await assertSucceeds(batch.commit());
    await assertSucceeds(accept(as('pia'), 'pia', 'inv_PiaAgain00000000000000').commit());
  });

  it('refuses the removed person clearing their own removal', async () => {
    await stored();
    await assertSucceeds(remove(as('ana'), 'bob').commit());
    await assertFails(updateDoc(doc(as('bob'), 'itineraries/porto'), { 'collaborators.removed.bob': null }));
  });

  it('lets someone who left by themselves join again with a live link', async () => {
    await stored();
    await assertSucceeds(updateDoc(doc(as('bob'), 'itineraries/porto'), { 'collaborators.accepted': arrayRemove('bob') }));
    await assertSucceeds(accept(as('bob'), 'bob', TOKEN).commit());
  });
});

describe('invitations: accepting', () => {
  it('lets a pending invitee accept an unexpired invitation', async () => {
    await stored();
    await assertSucceeds(accept(as('pia'), 'pia', TOKEN).commit());
  });

  it('lets anyone holding the link join with an unexpired invitation', async () => {
    await stored();
    await assertSucceeds(accept(as('eve'), 'eve', TOKEN).commit());
  });

  it('refuses an expired invitation', async () => {
    await stored();
    await assertFails(accept(as('pia'), 'pia', EXPIRED).commit());
  });

  it('refuses an invitation to a different itinerary', async () => {
    await stored();
    await assertFails(accept(as('eve'), 'eve', OTHER_TRIP).commit());
  });

  it('refuses a token that does not exist', async () => {
    await stored();
    await assertFails(accept(as('eve'), 'eve', 'inv_DoesNotExist000000').commit());
  });

  it('lets the invitee accept an invitation addressed to them', async () => {
    await stored();
    await assertSucceeds(accept(as('pia'), 'pia', FOR_PIA).commit());
  });

  it('refuses an addressed invitation once the creator has removed the invitee from pending', async () => {
    await stored();
    await arrange((db) => updateDoc(doc(db, 'itineraries/porto'), { 'collaborators.pending': [] }));
    await assertFails(accept(as('pia'), 'pia', FOR_PIA).commit());
  });

  it('refuses anyone else accepting an invitation addressed to somebody', async () => {
    await stored();
    await assertFails(accept(as('eve'), 'eve', FOR_PIA).commit());
  });

  it('refuses an expired invitation addressed to the invitee', async () => {
    await stored();
    await assertFails(accept(as('pia'), 'pia', FOR_PIA_OLD).commit());
  });

  it('refuses accepting an addressed invitation to a different itinerary', async () => {
    await stored();
    await assertFails(accept(as('bob'), 'bob', FOR_BOB).commit());
  });

  it('refuses a stranger adding themselves to accepted without an invitation', async () => {
    await stored();
    await assertFails(
      updateDoc(doc(as('eve'), 'itineraries/porto'), { 'collaborators.accepted': arrayUnion('eve'), updatedAt: now() }),
    );
  });

  it('refuses joining while staying in pending', async () => {
    await stored();
    const db = as('pia');
    const batch = writeBatch(db);
    batch.set(doc(db, 'itineraries/porto/acceptances/pia'), { token: TOKEN, acceptedAt: now() });
    batch.update(doc(db, 'itineraries/porto'), { 'collaborators.accepted': arrayUnion('pia') });
    await assertFails(batch.commit());
  });

  it('refuses the creator joining their own itinerary', async () => {
    await stored();
    await assertFails(accept(as('ana'), 'ana', TOKEN).commit());
  });

  it('refuses a collaborator revoking an invitation', async () => {
    await stored();
    await assertFails(deleteDoc(doc(as('bob'), 'invitations', TOKEN)));
  });

  it('refuses accepting on behalf of somebody else', async () => {
    await stored();
    const db = as('eve');
    const batch = writeBatch(db);
    batch.set(doc(db, 'itineraries/porto/acceptances/eve'), { token: TOKEN, acceptedAt: now() });
    batch.update(doc(db, 'itineraries/porto'), { 'collaborators.accepted': arrayUnion('eve', 'mallory') });
    await assertFails(batch.commit());
  });

  it('refuses joining on an acceptance recorded earlier (not in this batch)', async () => {
    await stored();
    await arrange((db) => setDoc(doc(db, 'itineraries/porto/acceptances/eve'), { token: TOKEN, acceptedAt: PAST }));
    await assertFails(updateDoc(doc(as('eve'), 'itineraries/porto'), { 'collaborators.accepted': arrayUnion('eve') }));
  });

  it('refuses an invitee changing anything else while joining', async () => {
    await stored();
    const db = as('eve');
    const batch = writeBatch(db);
    batch.set(doc(db, 'itineraries/porto/acceptances/eve'), { token: TOKEN, acceptedAt: now() });
    batch.update(doc(db, 'itineraries/porto'), { 'collaborators.accepted': arrayUnion('eve'), public: true });
    await assertFails(batch.commit());
  });

  it('refuses recording an acceptance for another user', async () => {
    await stored();
    await assertFails(setDoc(doc(as('eve'), 'itineraries/porto/acceptances/pia'), { token: TOKEN, acceptedAt: now() }));
  });

  it('lets the invitee and the creator read an acceptance, and not a stranger', async () => {
    await stored();
    await arrange((db) => setDoc(doc(db, 'itineraries/porto/acceptances/bob'), { token: TOKEN, acceptedAt: PAST }));
    await assertSucceeds(getDoc(doc(as('bob'), 'itineraries/porto/acceptances/bob')));
    await assertSucceeds(getDocs(collection(as('ana'), 'itineraries/porto/acceptances')));
    await assertFails(getDoc(doc(as('eve'), 'itineraries/porto/acceptances/bob')));
  });
});
