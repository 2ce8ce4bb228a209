// Commerce: the catalogue is public; orders, entitlements, subscriptions,
// gift codes and webhook records are written by Cloud Functions only; the
// hidden plan of a paid itinerary is readable only by editors, buyers and
// subscribers, whatever the query.
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
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { PAST, inDays, item, itinerary, now, useRulesEnvironment } from './helpers';

const { as, signedOut, arrange } = useRulesEnvironment();

const PAID = { public: true, isPaidItinerary: true, price: { amount: 900, currency: 'EUR' } };

async function paidTrip(overrides = {}): Promise<void> {
  await arrange(async (db) => {
    await setDoc(doc(db, 'itineraries/tokyo'), itinerary('yuki', { days: 4, ...PAID, ...overrides }));
    await setDoc(doc(db, 'itineraries/tokyo/items/d1-01'), item('d1-01', { day: 1 }));
    await setDoc(doc(db, 'itineraries/tokyo/items/d3-01'), item('d3-01', { day: 3, title: 'Hidden garden' }));
  });
}

const entitlement = (uid: string, itineraryId: string) => ({
  uid,
  itineraryId,
  source: 'purchase',
  orderId: 'cs_test_1',
  grantedAt: PAST,
});

const subscription = (status: string, currentPeriodEnd = inDays(30)) => ({
  uid: 'sam',
  plan: 'monthly',
  status,
  source: 'stripe',
  currentPeriodEnd,
  cancelAtPeriodEnd: false,
  stripeSubscriptionId: 'sub_1',
  updatedAt: PAST,
});

describe('paid itinerary: the hidden plan', () => {
  it('refuses a non-buyer every query of the items: all, by day, one by one', async () => {
    await paidTrip();
    const sam = as('sam');
    await assertFails(getDocs(collection(sam, 'itineraries/tokyo/items')));
    await assertFails(getDocs(query(collection(sam, 'itineraries/tokyo/items'), where('day', '>', 2))));
    await assertFails(getDocs(query(collection(sam, 'itineraries/tokyo/items'), orderBy('day'), orderBy('order'))));
    await assertFails(getDoc(doc(sam, 'itineraries/tokyo/items/d3-01')));
    await assertFails(getDoc(doc(sam, 'itineraries/tokyo/items/d1-01')));
    await assertFails(getDocs(collection(signedOut(), 'itineraries/tokyo/items')));
  });

  it('still shows everyone the itinerary document (the shop preview)', async () => {
    await paidTrip();
    await assertSucceeds(getDoc(doc(signedOut(), 'itineraries/tokyo')));
    await assertSucceeds(getDoc(doc(as('sam'), 'itineraries/tokyo')));
  });

  it('lets a buyer with an entitlement read the whole plan, and no other paid plan', async () => {
    await paidTrip();
    await arrange(async (db) => {
      await setDoc(doc(db, 'itineraries/osaka'), itinerary('yuki', PAID));
      await setDoc(doc(db, 'itineraries/osaka/items/d1-01'), item('d1-01'));
      await setDoc(doc(db, 'entitlements/sam_tokyo'), entitlement('sam', 'tokyo'));
    });
    const result = await assertSucceeds(getDocs(collection(as('sam'), 'itineraries/tokyo/items')));
    expect(result.docs.map((d) => d.id).sort()).toEqual(['d1-01', 'd3-01']);
    await assertFails(getDocs(collection(as('sam'), 'itineraries/osaka/items')));
    // Someone else's entitlement does not help.
    await assertFails(getDocs(collection(as('lea'), 'itineraries/tokyo/items')));
  });

  it('lets an active subscriber read public paid plans, not lapsed or cancelled ones, not private ones', async () => {
    await paidTrip();
    await arrange((db) => setDoc(doc(db, 'subscriptions/sam'), subscription('active')));
    await assertSucceeds(getDocs(collection(as('sam'), 'itineraries/tokyo/items')));

    await arrange((db) => setDoc(doc(db, 'subscriptions/sam'), subscription('active', inDays(-1))));
    await assertFails(getDocs(collection(as('sam'), 'itineraries/tokyo/items')));

    await arrange((db) => setDoc(doc(db, 'subscriptions/sam'), subscription('canceled')));
    await assertFails(getDocs(collection(as('sam'), 'itineraries/tokyo/items')));

    await arrange(async (db) => {
      await setDoc(doc(db, 'subscriptions/sam'), subscription('active'));
      await setDoc(doc(db, 'itineraries/tokyo'), itinerary('yuki', { ...PAID, public: false }));
    });
    await assertFails(getDocs(collection(as('sam'), 'itineraries/tokyo/items')));
  });

  it('lets a buyer clone the paid itinerary only after buying it', async () => {
    await paidTrip();
    const copy = itinerary('sam', { clonedFrom: 'tokyo', createdAt: now(), updatedAt: now() });
    await assertFails(setDoc(doc(as('sam'), 'itineraries/samcopy'), copy));
    await arrange((db) => setDoc(doc(db, 'entitlements/sam_tokyo'), entitlement('sam', 'tokyo')));
    await assertSucceeds(setDoc(doc(as('sam'), 'itineraries/samcopy'), copy));
  });
});

describe('server-only documents', () => {
  it("refuses entitlements written from the browser, even one's own", async () => {
    await paidTrip();
    await assertFails(setDoc(doc(as('sam'), 'entitlements/sam_tokyo'), entitlement('sam', 'tokyo')));
    await assertFails(getDocs(collection(as('sam'), 'itineraries/tokyo/items')));
  });

  it('refuses subscriptions written or changed from the browser', async () => {
    await assertFails(setDoc(doc(as('sam'), 'subscriptions/sam'), subscription('active')));
    await arrange((db) => setDoc(doc(db, 'subscriptions/sam'), subscription('canceled')));
    await assertFails(updateDoc(doc(as('sam'), 'subscriptions/sam'), { status: 'active' }));
    await assertFails(deleteDoc(doc(as('sam'), 'subscriptions/sam')));
    await assertSucceeds(getDoc(doc(as('sam'), 'subscriptions/sam')));
    await assertFails(getDoc(doc(as('lea'), 'subscriptions/sam')));
  });

  it('refuses purchases (orders) written from the browser; the buyer reads their own only', async () => {
    const order = { uid: 'sam', kind: 'itinerary', status: 'paid', lines: [], total: { amount: 900, currency: 'EUR' } };
    await assertFails(setDoc(doc(as('sam'), 'orders/cs_test_1'), order));
    await arrange((db) => setDoc(doc(db, 'orders/cs_test_1'), order));
    await assertFails(updateDoc(doc(as('sam'), 'orders/cs_test_1'), { status: 'refunded' }));
    await assertSucceeds(getDoc(doc(as('sam'), 'orders/cs_test_1')));
    await assertSucceeds(getDocs(query(collection(as('sam'), 'orders'), where('uid', '==', 'sam'))));
    await assertFails(getDoc(doc(as('lea'), 'orders/cs_test_1')));
    await assertFails(getDocs(collection(as('sam'), 'orders')));
  });

  it('refuses gift codes written or redeemed from the browser; only the buyer reads them', async () => {
    const gift = { buyerId: 'ana', status: 'ready', code: 'ABCD2345EFGH6789', redeemedBy: null };
    await assertFails(setDoc(doc(as('ana'), 'gifts/ABCD2345EFGH6789'), gift));
    await arrange((db) => setDoc(doc(db, 'gifts/ABCD2345EFGH6789'), gift));
    await assertFails(
      updateDoc(doc(as('lea'), 'gifts/ABCD2345EFGH6789'), { status: 'redeemed', redeemedBy: 'lea' }),
    );
    await assertFails(updateDoc(doc(as('ana'), 'gifts/ABCD2345EFGH6789'), { status: 'ready' }));
    await assertFails(getDoc(doc(as('lea'), 'gifts/ABCD2345EFGH6789')));
    await assertSucceeds(getDoc(doc(as('ana'), 'gifts/ABCD2345EFGH6789')));
    await assertSucceeds(getDocs(query(collection(as('ana'), 'gifts'), where('buyerId', '==', 'ana'))));
    await assertFails(getDocs(collection(as('ana'), 'gifts')));
  });

  it('refuses webhook records to everyone, and a stripeCustomerId set from the browser', async () => {
    await assertFails(setDoc(doc(as('sam'), 'stripeEvents/evt_1'), { type: 'checkout.session.completed' }));
    await assertFails(getDoc(doc(as('sam'), 'stripeEvents/evt_1')));
    await assertFails(
      setDoc(doc(as('sam'), 'users/sam/private/account'), {
        email: null,
        phone: null,
        userPreferences: { currency: 'EUR', distanceUnit: 'km', homeCity: null, travelPersonality: null },
        stripeCustomerId: 'cus_forged',
      }),
    );
  });

  it('lets anyone read the catalogue and nobody write it', async () => {
    const product = { kind: 'plan', title: 'Wayfare Plus monthly', price: { amount: 499, currency: 'EUR' }, active: true };
    await arrange((db) => setDoc(doc(db, 'products/plus-monthly'), product));
    await assertSucceeds(getDoc(doc(signedOut(), 'products/plus-monthly')));
    await assertSucceeds(getDocs(collection(signedOut(), 'products')));
    await assertFails(setDoc(doc(as('yuki'), 'products/plus-monthly'), { ...product, price: { amount: 1, currency: 'EUR' } }));
    await assertFails(setDoc(doc(as('yuki'), 'products/japan'), { ...product, kind: 'bundle' }));
  });
});
