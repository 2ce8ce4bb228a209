// itineraries/{id}/items and /messages: the plan and the assistant thread.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { PAST, item, itinerary, now, useRulesEnvironment, type ItineraryDoc } from './helpers';

const { as, signedOut, arrange } = useRulesEnvironment();

// ana creates; bob accepted; pia pending; nora agent; eve stranger.
async function stored(overrides: Partial<ItineraryDoc> = {}): Promise<void> {
  await arrange(async (db) => {
    await setDoc(
      doc(db, 'itineraries/lisbon'),
      itinerary('ana', { collaborators: { pending: ['pia'], accepted: ['bob'] }, agentId: 'nora', ...overrides }),
    );
    await setDoc(doc(db, 'itineraries/lisbon/items/d1-01'), item('d1-01'));
    await setDoc(doc(db, 'itineraries/lisbon/items/d1-02'), item('d1-02', { order: 'a1', title: 'Pastéis de Belém' }));
    await setDoc(doc(db, 'itineraries/lisbon/messages/m1'), {
      role: 'assistant',
      text: 'I suggest adding the Jerónimos Monastery on day 1.',
      authorId: 'assistant',
      createdAt: PAST,
      proposedChange: { op: 'add', itemId: 'd1-03' },
      status: 'proposed',
    });
    await setDoc(doc(db, 'itineraries/lisbon/messages/m0'), {
      role: 'user',
      text: 'Plan three days in Lisbon.',
      authorId: 'ana',
      createdAt: PAST,
    });
  });
}

const AIRPORT = {
  name: 'Humberto Delgado Airport',
  geocode: { lat: 38.7813, lng: -9.1359 },
  category: 'LIS',
  source: 'OurAirports (public domain)',
};

const PAID = { public: true, isPaidItinerary: true, price: { amount: 900, currency: 'EUR' } };

const userTurn = (authorId: string) => ({ role: 'user', text: 'Add a fado evening', authorId, createdAt: now() });

describe('items: who reads the plan', () => {
  it('lets anyone read the items of a public itinerary, in day and order', async () => {
    await stored({ public: true });
    const result = await assertSucceeds(
      getDocs(query(collection(signedOut(), 'itineraries/lisbon/items'), orderBy('day'), orderBy('order'))),
    );
    expect(result.docs.map((d) => d.id)).toEqual(['d1-01', 'd1-02']);
  });

  it('refuses a stranger reading a private itinerary\u2019s items', async () => {
    await stored();
    await assertFails(getDocs(collection(as('eve'), 'itineraries/lisbon/items')));
  });

  it.each(['ana', 'bob', 'nora', 'pia'])('lets %s read a private itinerary\u2019s items', async (uid) => {
    await stored();
    await assertSucceeds(getDoc(doc(as(uid), 'itineraries/lisbon/items/d1-01')));
  });

  it('refuses a signed-out read of a private itinerary\u2019s items', async () => {
    await stored();
    await assertFails(getDoc(doc(signedOut(), 'itineraries/lisbon/items/d1-01')));
  });

  it('refuses reading the items of an itinerary that does not exist', async () => {
    await assertFails(getDocs(collection(as('ana'), 'itineraries/nowhere/items')));
  });

  it('refuses a stranger reading a paid itinerary\u2019s items', async () => {
    await stored(PAID);
    await assertFails(getDoc(doc(as('eve'), 'itineraries/lisbon/items/d1-01')));
  });

  it('refuses a pending collaborator reading a paid itinerary\u2019s items', async () => {
    await stored(PAID);
    await assertFails(getDocs(collection(as('pia'), 'itineraries/lisbon/items')));
  });

  it('lets editors read a paid itinerary\u2019s items', async () => {
    await stored(PAID);
    await assertSucceeds(getDocs(collection(as('bob'), 'itineraries/lisbon/items')));
  });
});

describe('items: who writes the plan', () => {
  it.each(['ana', 'bob', 'nora'])('lets %s (creator, collaborator, agent) add an item', async (uid) => {
    await stored();
    await assertSucceeds(setDoc(doc(as(uid), 'itineraries/lisbon/items/d2-01'), item('d2-01', { day: 2 })));
  });

  it('lets an editor move an item with one write (day and order)', async () => {
    await stored();
    await assertSucceeds(updateDoc(doc(as('bob'), 'itineraries/lisbon/items/d1-01'), { day: 2, order: 'a0V' }));
  });

  it('lets an editor keep a place\u2019s provider id and opening hours, and clear them', async () => {
    await stored();
    const place = {
      name: 'Nishiki Market',
      geocode: { lat: 35.005, lng: 135.7649 },
      source: 'Google Maps',
      providerId: 'ChIJ-nishiki_01',
      hours: ['1 09:00-18:00', '5 18:00-02:00', '6 00:00-24:00'],
      fetchedAt: Date.now() - 60_000,
    };
    await assertSucceeds(setDoc(doc(as('bob'), 'itineraries/lisbon/items/d2-02'), item('d2-02', { day: 2, place })));
    // The same stop moved to a place the traveller typed: nothing of Google's left.
    await assertSucceeds(
      updateDoc(doc(as('bob'), 'itineraries/lisbon/items/d2-02'), {
        place: { ...place, source: 'Entered by the traveller', providerId: null, hours: null, fetchedAt: null },
      }),
    );
  });

  it('lets an editor mark an item\u2019s start time fixed and unmark it, as a yes or no only', async () => {
    await stored();
    await assertSucceeds(setDoc(doc(as('bob'), 'itineraries/lisbon/items/d2-03'), item('d2-03', { day: 2, startTime: '19:30', fixedTime: true })));
    await assertSucceeds(updateDoc(doc(as('bob'), 'itineraries/lisbon/items/d2-03'), { fixedTime: false }));
    await assertFails(updateDoc(doc(as('bob'), 'itineraries/lisbon/items/d2-03'), { fixedTime: 'yes' }));
    await assertFails(setDoc(doc(as('bob'), 'itineraries/lisbon/items/d2-04'), item('d2-04', { day: 2, fixedTime: 1 })));
    // Only an editor: a stranger cannot pin someone else's stop.
    await assertFails(updateDoc(doc(as('eve'), 'itineraries/lisbon/items/d2-03'), { fixedTime: true }));
  });

  it('keeps what was booked in a document of its own beside its item, in its own shape, for editors only', async () => {
    await stored();
    const booking = { code: 'K7QX2M', provider: 'TAP Air Portugal', number: 'TP 1351', terminal: '1', seat: '14C', party: 2, status: 'confirmed', updatedAt: now() };
    const book = (who: string, id: string, value: unknown) => setDoc(doc(as(who), `itineraries/lisbon/bookings/${id}`), value as Record<string, unknown>);
    await assertSucceeds(book('bob', 'd1-01', booking));
    await assertSucceeds(book('ana', 'd1-02', { status: 'confirmed', code: 'ABC', provider: null }));
    await assertSucceeds(updateDoc(doc(as('bob'), 'itineraries/lisbon/bookings/d1-01'), { status: 'cancelled' }));
    // An item and its booking written together (one batch), as the import does.
    const nora = as('nora');
    const batch = writeBatch(nora);
    batch.set(doc(nora, 'itineraries/lisbon/items/fl-01'), item('fl-01', { day: 2 }));
    batch.set(doc(nora, 'itineraries/lisbon/bookings/fl-01'), booking);
    await assertSucceeds(batch.commit());
    // Anything else is refused: no status, another status, a key of its own, text too long, a party out of range.
    await assertFails(book('ana', 'd1-02', { code: 'ABC' }));
    await assertFails(book('ana', 'd1-02', { ...booking, status: 'pending' }));
    await assertFails(book('ana', 'd1-02', { ...booking, price: 100 }));
    await assertFails(book('ana', 'd1-02', { ...booking, code: 'X'.repeat(41) }));
    await assertFails(book('ana', 'd1-02', { ...booking, provider: 'P'.repeat(81) }));
    await assertFails(book('ana', 'd1-02', { ...booking, party: 0 }));
    await assertFails(book('ana', 'd1-02', { ...booking, party: 100 }));
    await assertFails(book('ana', 'd1-02', { ...booking, party: 1.5 }));
    // Only beside an item of the trip.
    await assertFails(book('ana', 'no-such-item', booking));
    // Only editors: a stranger, an invitee not yet in, and a visitor neither read nor write one.
    await assertFails(book('eve', 'd1-02', booking));
    await assertFails(book('pia', 'd1-02', booking));
    await assertFails(getDoc(doc(as('eve'), 'itineraries/lisbon/bookings/d1-01')));
    await assertFails(getDoc(doc(as('pia'), 'itineraries/lisbon/bookings/d1-01')));
    await assertSucceeds(getDoc(doc(as('bob'), 'itineraries/lisbon/bookings/d1-01')));
    await assertFails(deleteDoc(doc(as('eve'), 'itineraries/lisbon/bookings/d1-01')));
    await assertSucceeds(deleteDoc(doc(as('bob'), 'itineraries/lisbon/bookings/d1-01')));
  });

  it('keeps bookings from anyone but editors on a public trip, whose plan anyone may read', async () => {
    await stored({ public: true });
    await assertSucceeds(setDoc(doc(as('ana'), 'itineraries/lisbon/bookings/d1-01'), { code: 'K7QX2M', status: 'confirmed' }));
    await assertSucceeds(getDocs(collection(as('eve'), 'itineraries/lisbon/items')));
    await assertFails(getDocs(collection(as('eve'), 'itineraries/lisbon/bookings')));
    await assertFails(getDocs(collection(signedOut(), 'itineraries/lisbon/bookings')));
    await assertSucceeds(getDocs(collection(as('bob'), 'itineraries/lisbon/bookings')));
  });

  it('keeps no booking inside an item, where whoever reads the plan would read it', async () => {
    await stored();
    await assertFails(setDoc(doc(as('ana'), 'itineraries/lisbon/items/fl-01'), item('fl-01', { day: 2, booking: { code: 'K7QX2M', status: 'confirmed' } })));
    await assertSucceeds(setDoc(doc(as('ana'), 'itineraries/lisbon/items/fl-01'), item('fl-01', { day: 2, booking: null })));
  });

  it('lets an item with a place, an arrival, a booking and everything else be written within the rules’ limits', async () => {
    await stored();
    const google = (name: string) => ({
      name: name.padEnd(200, '.'),
      address: 'Aeroporto, 1700 Lisboa '.padEnd(300, '.'),
      geocode: { lat: 38.7742, lng: -9.1342 },
      category: 'LIS',
      source: 'Google Maps',
      approximate: false,
      providerId: 'ChIJabcdefghijkl',
      fetchedAt: Date.now(),
      // The most a place holds: 21 periods (three a day), the longest texts the rules take.
      hours: Array.from({ length: 21 }, (_, n) => `${n % 7} ${String(8 + Math.floor(n / 7) * 5).padStart(2, '0')}:00-${String(11 + Math.floor(n / 7) * 5).padStart(2, '0')}:00`),
    });
    const bob = as('bob');
    const batch = writeBatch(bob);
    batch.set(
      doc(bob, 'itineraries/lisbon/items/fl-09'),
      item('fl-09', {
        day: 2,
        type: 'flight',
        place: google('Lisbon Airport'),
        arrival: google('Paris Orly'),
        startTime: '07:05',
        endTime: '10:40',
        timeZone: 'Europe/Lisbon',
        endTimeZone: 'Europe/Paris',
        notes: 'Window seat asked for. '.padEnd(5000, '.'),
        cost: { amount: 41000, currency: 'EUR' },
        fixedTime: true,
      }),
    );
    batch.set(doc(bob, 'itineraries/lisbon/bookings/fl-09'), {
      code: 'K7QX2M',
      provider: 'TAP Air Portugal',
      number: 'TP 432',
      terminal: '1',
      seat: '14C',
      party: 2,
      status: 'confirmed',
      updatedAt: now(),
    });
    await assertSucceeds(batch.commit());
  });

  it('lets an editor park an item as an unscheduled idea (day null) and add a note without a place', async () => {
    await stored();
    await assertSucceeds(updateDoc(doc(as('ana'), 'itineraries/lisbon/items/d1-02'), { day: null }));
    await assertSucceeds(
      setDoc(doc(as('ana'), 'itineraries/lisbon/items/note-01'), {
        id: 'note-01',
        day: null,
        order: 'a0',
        type: 'note',
        title: 'Book the fado table',
      }),
    );
  });

  it('lets an editor add a flight with its arrival airport and the arrival\u2019s time zone', async () => {
    await stored();
    await assertSucceeds(
      setDoc(doc(as('bob'), 'itineraries/lisbon/items/flight-01'), {
        ...item('flight-01', { type: 'flight', title: 'Paris to Lisbon', startTime: '07:10', endTime: '08:45' }),
        place: { ...AIRPORT, name: 'Paris Charles de Gaulle Airport', geocode: { lat: 49.0097, lng: 2.5479 }, category: 'CDG' },
        timeZone: 'Europe/Paris',
        arrival: AIRPORT,
        endTimeZone: 'Europe/Lisbon',
      }),
    );
  });

  it.each([1, 60])('lets an editor add a stay of %i nights', async (nights) => {
    await stored();
    await assertSucceeds(
      setDoc(doc(as('nora'), 'itineraries/lisbon/items/stay-01'), { ...item('stay-01', { type: 'stay' }), nights }),
    );
  });

  it('lets an editor add an alternative for the slot of another item, and detach it again', async () => {
    await stored();
    const db = as('ana');
    await assertSucceeds(
      setDoc(doc(db, 'itineraries/lisbon/items/d1-01-alt'), { ...item('d1-01-alt', { order: 'a0V' }), optionOf: 'd1-01' }),
    );
    await assertSucceeds(updateDoc(doc(db, 'itineraries/lisbon/items/d1-01-alt'), { optionOf: null }));
  });

  it('accepts the longest order key the rules allow (64 characters) and an auto id', async () => {
    await stored();
    await assertSucceeds(
      setDoc(doc(as('bob'), 'itineraries/lisbon/items/Xk2b9QwPz7LmN4vT8rYs'), item('Xk2b9QwPz7LmN4vT8rYs', { order: `a${'V'.repeat(63)}` })),
    );
  });

  it('refuses a pending collaborator adding an alternative', async () => {
    await stored();
    await assertFails(
      setDoc(doc(as('pia'), 'itineraries/lisbon/items/d1-01-alt'), { ...item('d1-01-alt'), optionOf: 'd1-01' }),
    );
  });

  it('refuses an item whose id is not a document id', async () => {
    await stored();
    await assertFails(setDoc(doc(as('ana'), 'itineraries/lisbon/items/x'), item('x')));
  });

  it('refuses a stranger adding an item to a public itinerary', async () => {
    await stored({ public: true });
    await assertFails(setDoc(doc(as('eve'), 'itineraries/lisbon/items/spam'), item('spam')));
  });

  it('refuses a pending collaborator changing an item', async () => {
    await stored();
    await assertFails(updateDoc(doc(as('pia'), 'itineraries/lisbon/items/d1-01'), { title: 'Changed' }));
  });

  it('refuses a signed-out write', async () => {
    await stored({ public: true });
    await assertFails(updateDoc(doc(signedOut(), 'itineraries/lisbon/items/d1-01'), { title: 'Changed' }));
  });

  it('refuses an item for an itinerary that does not exist', async () => {
    await assertFails(setDoc(doc(as('ana'), 'itineraries/nowhere/items/d1-01'), item('d1-01')));
  });

  it.each([
    ['an unknown type', { type: 'casino' }],
    ['a time that does not exist', { startTime: '25:00' }],
    ['a cost in floating point', { cost: { amount: 12.5, currency: 'EUR' } }],
    ['a latitude out of range', { place: { name: 'X', geocode: { lat: 100, lng: 0 }, source: 'Wikidata (CC0)' } }],
    ['a place without coordinates', { place: { name: 'X', source: 'Wikidata (CC0)' } }],
    ['a place id with other characters', { place: { name: 'X', geocode: { lat: 1, lng: 1 }, source: 'Google Maps', providerId: 'a/b', fetchedAt: 1 } }],
    // Google's coordinates are kept at most 30 days: a place from Google says when it was fetched, truthfully.
    ['a place id without the time it was fetched', { place: { name: 'X', geocode: { lat: 1, lng: 1 }, source: 'Google Maps', providerId: 'ChIJ-x' } }],
    // Nor kept without its id: the nightly refresh finds a Google place by its fetch time and asks for it by its id.
    ['a place credited to Google Maps without its id', { place: { name: 'X', geocode: { lat: 1, lng: 1 }, source: 'Google Maps' } }],
    ['a place credited to Google Maps with an empty id', { place: { name: 'X', geocode: { lat: 1, lng: 1 }, source: 'Google Maps', providerId: null, fetchedAt: 1 } }],
    ['a place fetched in the future', { place: { name: 'X', geocode: { lat: 1, lng: 1 }, source: 'Google Maps', providerId: 'ChIJ-x', fetchedAt: Date.now() + 3_600_000 } }],
    ['a fetch time as text', { place: { name: 'X', geocode: { lat: 1, lng: 1 }, source: 'Google Maps', providerId: 'ChIJ-x', fetchedAt: '2026-11-27' } }],
    ['a fetch time in floating point', { place: { name: 'X', geocode: { lat: 1, lng: 1 }, source: 'Google Maps', providerId: 'ChIJ-x', fetchedAt: 1.5 } }],
    ['opening hours as text', { place: { name: 'X', geocode: { lat: 1, lng: 1 }, source: 'Wikidata (CC0)', hours: '1 09:00-18:00' } }],
    ['no opening periods', { place: { name: 'X', geocode: { lat: 1, lng: 1 }, source: 'Wikidata (CC0)', hours: [] } }],
    ['an opening period on day 7', { place: { name: 'X', geocode: { lat: 1, lng: 1 }, source: 'Wikidata (CC0)', hours: ['1 09:00-18:00', '7 09:00-18:00'] } }],
    ['an opening hour that does not exist', { place: { name: 'X', geocode: { lat: 1, lng: 1 }, source: 'Wikidata (CC0)', hours: ['1 09:00-25:00'] } }],
    ['opening periods that are not text', { place: { name: 'X', geocode: { lat: 1, lng: 1 }, source: 'Wikidata (CC0)', hours: [1, 2] } }],
    ['22 opening periods', { place: { name: 'X', geocode: { lat: 1, lng: 1 }, source: 'Wikidata (CC0)', hours: Array.from({ length: 22 }, () => '1 09:00-18:00') } }],
    ['day 0', { day: 0 }],
    ['an id that is not the document id', { id: 'other' }],
    ['an unknown field', { rating: 5 }],
    ['an order key with other characters', { order: 'a0-1' }],
    ['an empty order key', { order: '' }],
    ['an order key over 64 characters', { order: `a${'V'.repeat(64)}` }],
    ['a day past 90', { day: 91 }],
    ['a fractional day', { day: 1.5 }],
    ['an arrival without coordinates', { arrival: { name: 'Lisbon Airport', source: 'OurAirports (public domain)' } }],
    ['an arrival that is only a name', { arrival: 'LIS' }],
    ['an arrival with an unknown field', { arrival: { ...AIRPORT, terminal: '1' } }],
    ['an arrival time zone that is not text', { endTimeZone: 1 }],
    ['an arrival time zone over 64 characters', { endTimeZone: 'Europe/'.padEnd(65, 'x') }],
    ['0 nights', { nights: 0 }],
    ['61 nights', { nights: 61 }],
    ['a fraction of a night', { nights: 2.5 }],
    ['nights as text', { nights: '3' }],
    ['an alternative to itself', { optionOf: 'd3-01' }],
    ['an alternative to an id that is not an item id', { optionOf: 'a/b' }],
    ['an alternative to a too-short id', { optionOf: 'x' }],
  ])('refuses an item with %s', async (_label, overrides) => {
    await stored();
    await assertFails(setDoc(doc(as('ana'), 'itineraries/lisbon/items/d3-01'), { ...item('d3-01'), ...overrides }));
  });

  it('lets a user clone: the new itinerary and its items in one batch', async () => {
    await stored({ public: true });
    const db = as('eve');
    const batch = writeBatch(db);
    batch.set(
      doc(db, 'itineraries/eve-lisbon'),
      itinerary('eve', { clonedFrom: 'lisbon', createdAt: now(), updatedAt: now() }),
    );
    batch.set(doc(db, 'itineraries/eve-lisbon/items/d1-01'), item('d1-01'));
    batch.set(doc(db, 'itineraries/eve-lisbon/items/d1-02'), item('d1-02', { order: 'a1' }));
    await assertSucceeds(batch.commit());
  });

  it('lets an editor delete an item, and not a stranger', async () => {
    await stored({ public: true });
    await assertFails(deleteDoc(doc(as('eve'), 'itineraries/lisbon/items/d1-01')));
    await assertSucceeds(deleteDoc(doc(as('bob'), 'itineraries/lisbon/items/d1-01')));
  });

  it('refuses a stranger moving an item of a public itinerary', async () => {
    await stored({ public: true });
    await assertFails(updateDoc(doc(as('eve'), 'itineraries/lisbon/items/d1-01'), { day: 2, order: 'a0V' }));
  });

  it('refuses a pending collaborator deleting an item, and lets the agent', async () => {
    await stored();
    await assertFails(deleteDoc(doc(as('pia'), 'itineraries/lisbon/items/d1-02')));
    await assertSucceeds(deleteDoc(doc(as('nora'), 'itineraries/lisbon/items/d1-02')));
  });

  it('lets the creator delete the itinerary and its items in one batch', async () => {
    await stored();
    const db = as('ana');
    const batch = writeBatch(db);
    batch.delete(doc(db, 'itineraries/lisbon/items/d1-01'));
    batch.delete(doc(db, 'itineraries/lisbon/items/d1-02'));
    batch.delete(doc(db, 'itineraries/lisbon'));
    await assertSucceeds(batch.commit());
  });
});

describe('messages: the assistant thread', () => {
  it.each(['ana', 'bob', 'nora'])('lets %s (an editor) read the thread', async (uid) => {
    await stored();
    await assertSucceeds(getDocs(collection(as(uid), 'itineraries/lisbon/messages')));
  });

  it('refuses a pending collaborator reading the thread', async () => {
    await stored();
    await assertFails(getDocs(collection(as('pia'), 'itineraries/lisbon/messages')));
  });

  it('refuses a stranger reading the thread of a public itinerary', async () => {
    await stored({ public: true });
    await assertFails(getDoc(doc(as('eve'), 'itineraries/lisbon/messages/m0')));
  });

  it('lets an editor post a user turn', async () => {
    await stored();
    await assertSucceeds(setDoc(doc(as('bob'), 'itineraries/lisbon/messages/m2'), userTurn('bob')));
  });

  it('refuses an editor posting an assistant turn', async () => {
    await stored();
    await assertFails(
      setDoc(doc(as('bob'), 'itineraries/lisbon/messages/m2'), { ...userTurn('bob'), role: 'assistant' }),
    );
  });

  it('refuses a user turn that carries a proposed change', async () => {
    await stored();
    await assertFails(
      setDoc(doc(as('bob'), 'itineraries/lisbon/messages/m2'), {
        ...userTurn('bob'),
        proposedChange: { op: 'remove', itemId: 'd1-01' },
      }),
    );
  });

  it('refuses posting in somebody else\u2019s name', async () => {
    await stored();
    await assertFails(setDoc(doc(as('bob'), 'itineraries/lisbon/messages/m2'), userTurn('ana')));
  });

  it('refuses a stranger posting to a public itinerary', async () => {
    await stored({ public: true });
    await assertFails(setDoc(doc(as('eve'), 'itineraries/lisbon/messages/m2'), userTurn('eve')));
  });

  it('lets an editor accept the assistant\u2019s proposed change', async () => {
    await stored();
    await assertSucceeds(updateDoc(doc(as('bob'), 'itineraries/lisbon/messages/m1'), { status: 'accepted' }));
  });

  it('refuses an editor rewriting what the assistant said', async () => {
    await stored();
    await assertFails(updateDoc(doc(as('ana'), 'itineraries/lisbon/messages/m1'), { text: 'Something else' }));
  });

  it('refuses deciding a change twice', async () => {
    await stored();
    await arrange((db) => updateDoc(doc(db, 'itineraries/lisbon/messages/m1'), { status: 'rejected' }));
    await assertFails(updateDoc(doc(as('ana'), 'itineraries/lisbon/messages/m1'), { status: 'accepted' }));
  });

  it('refuses editing or deleting a posted user turn', async () => {
    await stored();
    await assertFails(updateDoc(doc(as('ana'), 'itineraries/lisbon/messages/m0'), { text: 'Plan four days.' }));
    await assertFails(deleteDoc(doc(as('ana'), 'itineraries/lisbon/messages/m0')));
  });
});
