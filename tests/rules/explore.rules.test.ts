// Explore's index (exploreItineraries/{id}): the exploreIndex Cloud Function writes it;
// anyone reads the entries of public itineraries, through queries that say public == true.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { useRulesEnvironment } from './helpers';

const { as, signedOut, arrange } = useRulesEnvironment();

const entry = (overrides: Record<string, unknown> = {}) => ({
  title: 'Lisbon: food and fado',
  description: '',
  destinations: ['Lisbon'],
  days: 4,
  period: null,
  itineraryImageSrc: null,
  isPaidItinerary: false,
  creatorId: 'ana',
  geocode: null,
  public: true,
  createdAt: Timestamp.fromDate(new Date('2026-02-02T10:00:00Z')),
  searchKeys: ['d:lisbon', 'i:food', 'd:lisbon|i:food'],
  cloneCount: 3,
  ...overrides,
});

async function arrangeEntries() {
  await arrange(async (db) => {
    await setDoc(doc(db, 'exploreItineraries/pub1'), entry());
    await setDoc(doc(db, 'exploreItineraries/priv1'), entry({ public: false, title: 'Private' }));
    await setDoc(doc(db, 'exploreItineraries/pub1/clones/clone1'), { countedAt: Timestamp.now() });
  });
}

describe('exploreItineraries: reads', () => {
  it('lets anyone, signed out or in, read a public entry and query public entries', async () => {
    await arrangeEntries();
    await assertSucceeds(getDoc(doc(signedOut(), 'exploreItineraries/pub1')));
    await assertSucceeds(getDoc(doc(as('marco'), 'exploreItineraries/pub1')));
    const explore = collection(signedOut(), 'exploreItineraries');
    await assertSucceeds(getDocs(query(explore, where('public', '==', true), orderBy('createdAt', 'desc'), limit(11))));
    await assertSucceeds(
      getDocs(
        query(
          explore,
          where('public', '==', true),
          where('searchKeys', 'array-contains', 'd:lisbon|i:food'),
          where('days', 'in', [1, 2, 3, 4]),
          orderBy('cloneCount', 'desc'),
          orderBy('createdAt', 'desc'),
          limit(11),
        ),
      ),
    );
  });

  it("lets anyone query Home's lists: people I follow (creatorId in), a personality's destinations (array-contains-any)", async () => {
    await arrangeEntries();
    const explore = collection(signedOut(), 'exploreItineraries');
    const byCreators = await getDocs(
      query(explore, where('public', '==', true), where('creatorId', 'in', ['ana', 'marco']), orderBy('createdAt', 'desc'), limit(6)),
    );
    expect(byCreators.docs.map((d) => d.id)).toEqual(['pub1']);
    await assertSucceeds(
      getDocs(
        query(
          explore,
          where('public', '==', true),
          where('searchKeys', 'array-contains-any', ['d:lisbon', 'd:rome']),
          orderBy('createdAt', 'desc'),
          limit(6),
        ),
      ),
    );
    // Without public == true the same lists are refused: they could include private entries.
    await assertFails(getDocs(query(explore, where('creatorId', 'in', ['ana', 'marco']), limit(6))));
    await assertFails(getDocs(query(explore, where('searchKeys', 'array-contains-any', ['d:lisbon']), limit(6))));
  });

  it("refuses a private itinerary's entry, even to its creator, and any query without public == true", async () => {
    await arrangeEntries();
    await assertFails(getDoc(doc(signedOut(), 'exploreItineraries/priv1')));
    await assertFails(getDoc(doc(as('ana'), 'exploreItineraries/priv1')));
    await assertFails(getDocs(query(collection(as('ana'), 'exploreItineraries'), orderBy('createdAt', 'desc'))));
    await assertFails(getDocs(query(collection(signedOut(), 'exploreItineraries'), where('creatorId', '==', 'ana'))));
  });

  it('refuses reading the clone markers', async () => {
    await arrangeEntries();
    await assertFails(getDoc(doc(as('ana'), 'exploreItineraries/pub1/clones/clone1')));
    await assertFails(getDocs(collection(signedOut(), 'exploreItineraries/pub1/clones')));
  });
});

describe('exploreItineraries: writes are the server’s', () => {
  it('refuses creating an entry, even for my own itinerary', async () => {
    await assertFails(setDoc(doc(as('ana'), 'exploreItineraries/mine1'), entry()));
  });

  it('refuses raising a clone count, by one or by any other amount', async () => {
    await arrangeEntries();
    await assertFails(updateDoc(doc(as('marco'), 'exploreItineraries/pub1'), { cloneCount: increment(1) }));
    await assertFails(updateDoc(doc(as('ana'), 'exploreItineraries/pub1'), { cloneCount: 1000 }));
    await assertFails(updateDoc(doc(as('ana'), 'exploreItineraries/pub1'), { searchKeys: ['d:paris'] }));
  });

  it('refuses writing a clone marker or deleting an entry', async () => {
    await arrangeEntries();
    await assertFails(setDoc(doc(as('marco'), 'exploreItineraries/pub1/clones/c2'), { countedAt: Timestamp.now() }));
    await assertFails(deleteDoc(doc(as('ana'), 'exploreItineraries/pub1')));
  });
});
