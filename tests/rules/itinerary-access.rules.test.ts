// The access table (src/domain/itineraries/access-cases.ts) against
// the rules: for every role and every public/paid combination, read the
// itinerary, read its items, change an item, and publish or unpublish (the
// creator's right). The same table tests itineraryAccess, the app's copy of
// the decision, so the two cannot drift apart.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_CASES,
  ACCESS_FLAGS,
  ACCESS_ROLES,
  ACCESS_UIDS,
  caseItinerary,
  describeCase,
  type AccessCase,
} from '../../src/domain/itineraries/access-cases';
import { item, itinerary, now, useRulesEnvironment } from './helpers';

const { as, signedOut, arrange } = useRulesEnvironment();

const TRIP = 'itineraries/access-case';

async function seed(c: AccessCase): Promise<void> {
  const shared = caseItinerary(c.flags);
  await arrange(async (db) => {
    await setDoc(
      doc(db, TRIP),
      itinerary(shared.creatorId, {
        ...shared,
        price: c.flags.isPaidItinerary ? { amount: 900, currency: 'EUR' } : null,
      }),
    );
    await setDoc(doc(db, `${TRIP}/items/day1-first`), item('day1-first'));
    await setDoc(doc(db, `${TRIP}/items/day1-second`), item('day1-second', { order: 'a1' }));
  });
}

function clientFor(c: AccessCase): Firestore {
  const uid = ACCESS_UIDS[c.role];
  return uid === null ? signedOut() : as(uid);
}

async function expectAllowed(allowed: boolean, request: Promise<unknown>): Promise<void> {
  if (allowed) await assertSucceeds(request);
  else await assertFails(request);
}

describe('the access table against the rules', () => {
  it('covers every role on every kind of itinerary', () => {
    expect(ACCESS_CASES).toHaveLength(ACCESS_ROLES.length * ACCESS_FLAGS.length);
  });

  it.each(ACCESS_CASES.map((c) => [describeCase(c), c] as const))('%s', async (_name, c) => {
    await seed(c);
    const db = clientFor(c);

    await expectAllowed(c.expected.isUserCanAccess, getDoc(doc(db, TRIP)));

    await expectAllowed(c.expected.canReadPlan, getDoc(doc(db, `${TRIP}/items/day1-first`)));
    await expectAllowed(
      c.expected.canReadPlan,
      getDocs(query(collection(db, `${TRIP}/items`), orderBy('day'), orderBy('order'))),
    );

    await expectAllowed(
      c.expected.isUserCanEdit,
      updateDoc(doc(db, `${TRIP}/items/day1-first`), { day: 2, order: 'a0V', updatedAt: now() }),
    );

    await expectAllowed(c.expected.isCreator, updateDoc(doc(db, TRIP), { public: !c.flags.public, updatedAt: now() }));
  });
});
