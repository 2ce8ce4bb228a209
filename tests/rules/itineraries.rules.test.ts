// itineraries/{id}: access, edit rights, creator-only fields, collaborators.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  FieldPath,
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  Timestamp,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { itinerary, now, useRulesEnvironment, type ItineraryDoc } from './helpers';

const { as, signedOut, arrange } = useRulesEnvironment();

// ana creates; bob is an accepted collaborator; pia is pending; nora is the
// agent; eve is a stranger.
const SHARED = { collaborators: { pending: ['pia'], accepted: ['bob'] }, agentId: 'nora' };

async function stored(id: string, overrides: Partial<ItineraryDoc> = {}): Promise<void> {
  await arrange((db) => setDoc(doc(db, 'itineraries', id), itinerary('ana', { ...SHARED, ...overrides })));
}

const fresh = (creatorId: string, overrides: Partial<ItineraryDoc> = {}): ItineraryDoc =>
  itinerary(creatorId, { createdAt: now(), updatedAt: now(), ...overrides });

describe('itineraries: who reads', () => {
  it('lets anyone read a public itinerary', async () => {
    await stored('lisbon', { public: true });
    await assertSucceeds(getDoc(doc(signedOut(), 'itineraries/lisbon')));
  });

  it('refuses a stranger reading a private itinerary', async () => {
    await stored('lisbon');
    await assertFails(getDoc(doc(as('eve'), 'itineraries/lisbon')));
  });

  it('refuses a signed-out read of a private itinerary', async () => {
    await stored('lisbon');
    await assertFails(getDoc(doc(signedOut(), 'itineraries/lisbon')));
  });

  it.each(['ana', 'bob', 'pia', 'nora'])('lets %s (creator, collaborator, pending, agent) read a private itinerary', async (uid) => {
    await stored('lisbon');
    await assertSucceeds(getDoc(doc(as(uid), 'itineraries/lisbon')));
  });

  it('lets anyone read the preview document of a paid public itinerary', async () => {
    await stored('tokyo', { public: true, isPaidItinerary: true, price: { amount: 900, currency: 'EUR' } });
    await assertSucceeds(getDoc(doc(signedOut(), 'itineraries/tokyo')));
  });

  it('lets anyone run the explore query (public, newest first)', async () => {
    await stored('lisbon', { public: true });
    await stored('private-one');
    const result = await assertSucceeds(
      getDocs(query(collection(signedOut(), 'itineraries'), where('public', '==', true), orderBy('createdAt', 'desc'), limit(20))),
    );
    expect(result.docs.map((d) => d.id)).toEqual(['lisbon']);
  });

  it('refuses a query that could return private itineraries', async () => {
    await stored('lisbon', { public: true });
    await assertFails(getDocs(query(collection(as('eve'), 'itineraries'), where('creatorId', '==', 'ana'))));
  });

  it('lets a profile page list one user\u2019s public itineraries', async () => {
    await stored('lisbon', { public: true });
    await assertSucceeds(
      getDocs(query(collection(as('eve'), 'itineraries'), where('creatorId', '==', 'ana'), where('public', '==', true))),
    );
  });

  it('lets users list their own and shared itineraries', async () => {
    await stored('lisbon');
    await assertSucceeds(getDocs(query(collection(as('ana'), 'itineraries'), where('creatorId', '==', 'ana'))));
    await assertSucceeds(
      getDocs(query(collection(as('bob'), 'itineraries'), where('collaborators.accepted', 'array-contains', 'bob'))),
    );
    await assertSucceeds(getDocs(query(collection(as('nora'), 'itineraries'), where('agentId', '==', 'nora'))));
  });
});

describe('itineraries: creating', () => {
  it('lets a signed-in user create their own itinerary', async () => {
    await assertSucceeds(setDoc(doc(as('ana'), 'itineraries/porto-trip'), fresh('ana')));
  });

  it('keeps what the assistant said when it planned the trip, in two short lists and nothing else', async () => {
    const notes = { assumed: ['I planned for two adults.'], worthKnowing: ['You asked for gelato: our guide to Rome marks no place for it.'] };
    const withNotes = (planNotes: unknown) => ({ ...fresh('ana'), planNotes });
    await assertSucceeds(setDoc(doc(as('ana'), 'itineraries/porto-trip'), withNotes(notes)));
    await assertFails(setDoc(doc(as('ana'), 'itineraries/porto-notes-2'), withNotes({ ...notes, secret: ['x'] })));
    await assertFails(setDoc(doc(as('ana'), 'itineraries/porto-notes-3'), withNotes({ assumed: Array.from({ length: 21 }, (_, i) => `note ${i}`) })));
    await assertFails(setDoc(doc(as('ana'), 'itineraries/porto-notes-4'), withNotes('assumed everything')));
  });

  it('refuses creating one in somebody else\u2019s name', async () => {
    await assertFails(setDoc(doc(as('eve'), 'itineraries/porto-trip'), fresh('ana')));
  });

  it('refuses a signed-out create', async () => {
    await assertFails(setDoc(doc(signedOut(), 'itineraries/porto-trip'), fresh('ana')));
  });

  it('refuses creating with accepted collaborators already in', async () => {
    await assertFails(
      setDoc(doc(as('ana'), 'itineraries/porto-trip'), fresh('ana', { collaborators: { pending: [], accepted: ['bob'] } })),
    );
  });

  it('lets the creator invite people as pending from the start', async () => {
    await assertSucceeds(
      setDoc(doc(as('ana'), 'itineraries/porto-trip'), fresh('ana', { collaborators: { pending: ['bob'], accepted: [] } })),
    );
  });

  it('refuses naming another user as the agent', async () => {
    await assertFails(setDoc(doc(as('ana'), 'itineraries/porto-trip'), fresh('ana', { agentId: 'nora' })));
  });

  it('lets an agent create an itinerary they are the agent of', async () => {
    await assertSucceeds(setDoc(doc(as('nora'), 'itineraries/client-trip'), fresh('nora', { agentId: 'nora' })));
  });

  it('refuses client-only fields such as isLoading', async () => {
    await assertFails(
      setDoc(doc(as('ana'), 'itineraries/porto-trip'), { ...fresh('ana'), isLoading: false, itineraryItems: [] }),
    );
  });

  it('refuses a period that ends before it starts', async () => {
    await assertFails(
      setDoc(doc(as('ana'), 'itineraries/porto-trip'), fresh('ana', { period: { start: '2027-05-20', end: '2027-05-14' } })),
    );
  });

  it('accepts an undated plan (period null)', async () => {
    await assertSucceeds(setDoc(doc(as('ana'), 'itineraries/porto-trip'), fresh('ana', { period: null })));
  });

  it('refuses a paid itinerary without a price', async () => {
    await assertFails(setDoc(doc(as('ana'), 'itineraries/porto-trip'), fresh('ana', { isPaidItinerary: true })));
  });

  it('refuses a price in floating-point units', async () => {
    await assertFails(
      setDoc(
        doc(as('ana'), 'itineraries/porto-trip'),
        fresh('ana', { isPaidItinerary: true, price: { amount: 9.5, currency: 'EUR' } }),
      ),
    );
  });

  it('lets a user clone a public itinerary', async () => {
    await stored('lisbon', { public: true });
    await assertSucceeds(setDoc(doc(as('eve'), 'itineraries/my-lisbon'), fresh('eve', { clonedFrom: 'lisbon' })));
  });

  it('refuses cloning a private itinerary one cannot read', async () => {
    await stored('lisbon');
    await assertFails(setDoc(doc(as('eve'), 'itineraries/my-lisbon'), fresh('eve', { clonedFrom: 'lisbon' })));
  });

  it('refuses cloning a paid itinerary without buying it', async () => {
    await stored('tokyo', { public: true, isPaidItinerary: true, price: { amount: 900, currency: 'EUR' } });
    await assertFails(setDoc(doc(as('eve'), 'itineraries/my-tokyo'), fresh('eve', { clonedFrom: 'tokyo' })));
  });
});

describe('itineraries: editing', () => {
  it('lets the creator make it public', async () => {
    await stored('lisbon');
    await assertSucceeds(updateDoc(doc(as('ana'), 'itineraries/lisbon'), { public: true, updatedAt: now() }));
  });

  it('lets an accepted collaborator edit the content', async () => {
    await stored('lisbon');
    await assertSucceeds(
      updateDoc(doc(as('bob'), 'itineraries/lisbon'), { title: 'Lisbon with Bob', days: 4, updatedAt: now() }),
    );
  });

  it('lets a companion choose the means of one leg for everyone, as walk, transit, car or bike only, between two item ids', async () => {
    await stored('lisbon');
    const leg = (key: string) => new FieldPath('legModes', key);
    await assertSucceeds(updateDoc(doc(as('bob'), 'itineraries/lisbon'), leg('d1-01>d1-02'), 'car', 'updatedAt', now()));
    await assertSucceeds(updateDoc(doc(as('ana'), 'itineraries/lisbon'), leg('d1-02>d1-03'), 'transit'));
    await assertFails(updateDoc(doc(as('bob'), 'itineraries/lisbon'), leg('d1-01>d1-02'), 'helicopter'));
    await assertFails(updateDoc(doc(as('bob'), 'itineraries/lisbon'), leg('not a leg'), 'walk'));
    await assertFails(updateDoc(doc(as('bob'), 'itineraries/lisbon'), { legModes: ['walk'] }));
    // Only those who plan it: a stranger, someone invited but not in, and a visitor cannot.
    await assertFails(updateDoc(doc(as('eve'), 'itineraries/lisbon'), leg('d1-01>d1-02'), 'walk'));
    await assertFails(updateDoc(doc(as('pia'), 'itineraries/lisbon'), leg('d1-01>d1-02'), 'walk'));
    await assertFails(updateDoc(doc(signedOut(), 'itineraries/lisbon'), leg('d1-01>d1-02'), 'walk'));
  });

  it("lets a companion accept a trip planned again with the assistant's new notes, and undo it back to none; nobody else", async () => {
    await stored('lisbon');
    const notes = { assumed: ['I assumed a mid-range budget.'], worthKnowing: [] };
    await assertSucceeds(updateDoc(doc(as('bob'), 'itineraries/lisbon'), { planNotes: notes, updatedAt: now() }));
    await assertSucceeds(updateDoc(doc(as('bob'), 'itineraries/lisbon'), { planNotes: null, updatedAt: now() }));
    await assertFails(updateDoc(doc(as('bob'), 'itineraries/lisbon'), { planNotes: { assumed: 'everything' } }));
    await assertFails(updateDoc(doc(as('eve'), 'itineraries/lisbon'), { planNotes: notes }));
    await assertFails(updateDoc(doc(as('pia'), 'itineraries/lisbon'), { planNotes: notes }));
  });

  it('lets the agent edit the content', async () => {
    await stored('lisbon');
    await assertSucceeds(updateDoc(doc(as('nora'), 'itineraries/lisbon'), { description: 'Revised by Nora' }));
  });

  it('refuses a collaborator making it public', async () => {
    await stored('lisbon');
    await assertFails(updateDoc(doc(as('bob'), 'itineraries/lisbon'), { public: true }));
  });

  it('refuses a collaborator adding people', async () => {
    await stored('lisbon');
    await assertFails(updateDoc(doc(as('bob'), 'itineraries/lisbon'), { 'collaborators.pending': arrayUnion('eve') }));
  });

  it('refuses a collaborator setting a price', async () => {
    await stored('lisbon');
    await assertFails(
      updateDoc(doc(as('bob'), 'itineraries/lisbon'), { isPaidItinerary: true, price: { amount: 500, currency: 'EUR' } }),
    );
  });

  it('refuses the agent making it public', async () => {
    await stored('lisbon');
    await assertFails(updateDoc(doc(as('nora'), 'itineraries/lisbon'), { public: true }));
  });

  it('refuses a collaborator replacing the agent', async () => {
    await stored('lisbon');
    await assertFails(updateDoc(doc(as('bob'), 'itineraries/lisbon'), { agentId: 'bob' }));
  });

  it('refuses a pending collaborator editing (read-only until they accept)', async () => {
    await stored('lisbon');
    await assertFails(updateDoc(doc(as('pia'), 'itineraries/lisbon'), { title: 'Mine now' }));
  });

  it('refuses a stranger editing a public itinerary', async () => {
    await stored('lisbon', { public: true });
    await assertFails(updateDoc(doc(as('eve'), 'itineraries/lisbon'), { title: 'Defaced' }));
  });

  it('refuses a stranger adding themselves to accepted', async () => {
    await stored('lisbon', { public: true });
    await assertFails(updateDoc(doc(as('eve'), 'itineraries/lisbon'), { 'collaborators.accepted': arrayUnion('eve') }));
  });

  it('refuses a pending collaborator accepting without an invitation', async () => {
    await stored('lisbon');
    await assertFails(
      updateDoc(doc(as('pia'), 'itineraries/lisbon'), {
        'collaborators.accepted': arrayUnion('pia'),
        'collaborators.pending': arrayRemove('pia'),
      }),
    );
  });

  it('lets the creator invite (pending) and remove a collaborator, recording the removal', async () => {
    await stored('lisbon');
    await assertSucceeds(
      updateDoc(doc(as('ana'), 'itineraries/lisbon'), {
        'collaborators.pending': arrayUnion('eve'),
        'collaborators.accepted': arrayRemove('bob'),
        'collaborators.removed.bob': now(),
      }),
    );
  });

  it('lets the creator withdraw a pending invitation, recording the removal', async () => {
    await stored('lisbon');
    await assertSucceeds(
      updateDoc(doc(as('ana'), 'itineraries/lisbon'), {
        'collaborators.pending': arrayRemove('pia'),
        'collaborators.removed.pia': now(),
      }),
    );
  });

  it('refuses the creator removing a collaborator without recording the removal', async () => {
    await stored('lisbon');
    await assertFails(updateDoc(doc(as('ana'), 'itineraries/lisbon'), { 'collaborators.accepted': arrayRemove('bob') }));
    await assertFails(updateDoc(doc(as('ana'), 'itineraries/lisbon'), { 'collaborators.pending': arrayRemove('pia') }));
  });

  it('refuses a removal recorded under somebody else or at a chosen time', async () => {
    await stored('lisbon');
    await assertFails(
      updateDoc(doc(as('ana'), 'itineraries/lisbon'), {
        'collaborators.accepted': arrayRemove('bob'),
        'collaborators.removed.pia': now(),
      }),
    );
    await assertFails(
      updateDoc(doc(as('ana'), 'itineraries/lisbon'), {
        'collaborators.accepted': arrayRemove('bob'),
        'collaborators.removed.bob': Timestamp.fromMillis(0),
      }),
    );
  });

  it('refuses removing two people in one write (each removal is recorded on its own)', async () => {
    await stored('lisbon');
    await assertFails(
      updateDoc(doc(as('ana'), 'itineraries/lisbon'), {
        'collaborators.accepted': arrayRemove('bob'),
        'collaborators.pending': arrayRemove('pia'),
        'collaborators.removed.bob': now(),
        'collaborators.removed.pia': now(),
      }),
    );
  });

  it('refuses a collaborator recording a removal (theirs or anyone’s)', async () => {
    await stored('lisbon');
    await assertFails(updateDoc(doc(as('bob'), 'itineraries/lisbon'), { 'collaborators.removed.pia': now() }));
  });

  it('refuses the creator putting someone straight into accepted', async () => {
    await stored('lisbon');
    await assertFails(updateDoc(doc(as('ana'), 'itineraries/lisbon'), { 'collaborators.accepted': arrayUnion('eve') }));
  });

  it('refuses the creator listing themselves as a collaborator', async () => {
    await stored('lisbon');
    await assertFails(updateDoc(doc(as('ana'), 'itineraries/lisbon'), { 'collaborators.pending': arrayUnion('ana') }));
  });

  it('lets an accepted collaborator leave', async () => {
    await stored('lisbon');
    await assertSucceeds(updateDoc(doc(as('bob'), 'itineraries/lisbon'), { 'collaborators.accepted': arrayRemove('bob') }));
  });

  it('lets a pending collaborator decline', async () => {
    await stored('lisbon');
    await assertSucceeds(updateDoc(doc(as('pia'), 'itineraries/lisbon'), { 'collaborators.pending': arrayRemove('pia') }));
  });

  it('refuses a collaborator removing somebody else', async () => {
    await stored('lisbon');
    await assertFails(updateDoc(doc(as('bob'), 'itineraries/lisbon'), { 'collaborators.pending': arrayRemove('pia') }));
  });

  it('refuses the agent adding people', async () => {
    await stored('lisbon');
    await assertFails(updateDoc(doc(as('nora'), 'itineraries/lisbon'), { 'collaborators.pending': arrayUnion('eve') }));
  });

  it('refuses a collaborator leaving and inviting somebody in the same write', async () => {
    await stored('lisbon');
    await assertFails(
      updateDoc(doc(as('bob'), 'itineraries/lisbon'), {
        'collaborators.accepted': arrayRemove('bob'),
        'collaborators.pending': arrayUnion('eve'),
      }),
    );
  });

  it('refuses a pending collaborator declining and editing the title in the same write', async () => {
    await stored('lisbon');
    await assertFails(
      updateDoc(doc(as('pia'), 'itineraries/lisbon'), { 'collaborators.pending': arrayRemove('pia'), title: 'Mine' }),
    );
  });

  it('refuses a signed-out edit of a public itinerary', async () => {
    await stored('lisbon', { public: true });
    await assertFails(updateDoc(doc(signedOut(), 'itineraries/lisbon'), { title: 'Defaced' }));
  });

  it('lets the creator change the agent and make it paid with a price', async () => {
    await stored('lisbon');
    await assertSucceeds(
      updateDoc(doc(as('ana'), 'itineraries/lisbon'), {
        agentId: null,
        isPaidItinerary: true,
        price: { amount: 1500, currency: 'EUR' },
        updatedAt: now(),
      }),
    );
  });

  it('lets an editor change the dates, shortening the trip', async () => {
    await stored('lisbon');
    await assertSucceeds(
      updateDoc(doc(as('bob'), 'itineraries/lisbon'), {
        period: { start: '2027-06-01', end: '2027-06-02' },
        days: 2,
        updatedAt: now(),
      }),
    );
  });

  it('refuses changing the creator', async () => {
    await stored('lisbon');
    await assertFails(updateDoc(doc(as('ana'), 'itineraries/lisbon'), { creatorId: 'bob' }));
  });

  it('refuses rewriting where it was cloned from', async () => {
    await stored('lisbon');
    await assertFails(updateDoc(doc(as('ana'), 'itineraries/lisbon'), { clonedFrom: 'rome-ancient' }));
  });

  it('refuses a back-dated updatedAt', async () => {
    await stored('lisbon');
    await assertFails(updateDoc(doc(as('ana'), 'itineraries/lisbon'), { updatedAt: new Date('2020-01-01') }));
  });

  it('refuses more than 90 days', async () => {
    await stored('lisbon');
    await assertFails(updateDoc(doc(as('ana'), 'itineraries/lisbon'), { days: 200 }));
  });
});

describe('itineraries: deleting', () => {
  it('lets the creator delete it', async () => {
    await stored('lisbon');
    await assertSucceeds(deleteDoc(doc(as('ana'), 'itineraries/lisbon')));
  });

  it.each(['bob', 'nora', 'eve'])('refuses %s (collaborator, agent, stranger) deleting it', async (uid) => {
    await stored('lisbon');
    await assertFails(deleteDoc(doc(as(uid), 'itineraries/lisbon')));
  });
});
