// The deleteAccount callable through the Functions emulator: it ends billing
// at Stripe (the local stand-in, scripts/stripe-fake.mjs) first, removes the
// caller's data and every follow link on both sides, keeps paid orders
// without personal data, then the Auth user; a token issued before is refused.
import { httpsCallable } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItineraryOps } from '@/services/firebase/collections/itineraries/writes';
import { createProfileOps, followOps } from '@/services/firebase/collections/users-ops';
import { callFunction as call, refusalOf as refusal } from './callables';
import { ORIGIN, pay, paidTrip, planProduct, startStripe, stripeApi, type Checkout, type StripeFake } from './checkout';
import {
  adminAuth,
  adminDb,
  adminWrite,
  closeClientsAfterAll,
  itineraryDoc,
  newProfile,
  signedInClient,
  signedUpClient,
  TESTING,
  stored,
  unique,
  type UserClient,
} from './helpers';

closeClientsAfterAll();

/** A member whose display name is their part in the test, with no home city. */
function member(label: string): Promise<UserClient & { username: string }> {
  return signedUpClient(label, { displayName: label, homeCity: null });
}

async function authUserExists(uid: string): Promise<boolean> {
  return adminAuth()
    .getUser(uid)
    .then(
      () => true,
      (error: unknown) => {
        if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found') return false;
        throw error;
      },
    );
}

describe('deleteAccount (callable)', () => {
  it('deletes profile, username, private data, own itineraries with items and messages, follow links on both sides, and the Auth user', async () => {
    const [leaver, friend, fan, mutual, host] = await Promise.all([
      member('leaver'),
      member('friend'),
      member('fan'),
      member('mutual'),
      member('host'),
    ]);
    await followOps(leaver.db, leaver.uid, friend.uid); // leaver -> friend
    await followOps(fan.db, fan.uid, leaver.uid); // fan -> leaver
    await followOps(leaver.db, leaver.uid, mutual.uid); // leaver <-> mutual
    await followOps(mutual.db, mutual.uid, leaver.uid);
    await followOps(fan.db, fan.uid, friend.uid); // a link that must stay

    const own = [unique('own'), unique('own')];
    const hosted = unique('host');
    await adminWrite([
      { path: `itineraries/${own[0]}`, data: itineraryDoc(leaver.uid, { public: true }) },
      { path: `itineraries/${own[1]}`, data: itineraryDoc(leaver.uid) },
      ...Array.from({ length: 3 }, (_, i) => ({
        path: `itineraries/${own[0]}/items/item000${i}`,
        data: { id: `item000${i}`, day: 1, order: `a${i}`, type: 'note', title: `Note ${i}` },
      })),
      {
        path: `itineraries/${own[0]}/messages/msg00001`,
        data: { role: 'user', text: 'Plan a weekend', authorId: leaver.uid, createdAt: new Date() },
      },
      {
        path: `itineraries/${hosted}`,
        data: itineraryDoc(host.uid, { collaborators: { pending: [], accepted: [leaver.uid] } }),
      },
    ]);

    const deleteAccount = httpsCallable<void, Record<string, unknown>>(leaver.functions, 'deleteAccount');
    const { data: result } = await deleteAccount();
    expect(result).toMatchObject({ uid: leaver.uid, itineraries: 2, followLinks: 4, collaborations: 1, authUserDeleted: true });

    expect(await stored(`users/${leaver.uid}`)).toBeUndefined();
    expect(await stored(`users/${leaver.uid}/private/account`)).toBeUndefined();
    expect(await stored(`usernames/${leaver.username}`)).toBeUndefined();
    for (const id of own) {
      expect(await stored(`itineraries/${id}`)).toBeUndefined();
      expect((await adminDb().collection(`itineraries/${id}/items`).get()).size).toBe(0);
      expect((await adminDb().collection(`itineraries/${id}/messages`).get()).size).toBe(0);
    }
    expect(await authUserExists(leaver.uid)).toBe(false);

    // Both sides of every link, and nothing else.
    expect((await stored(`users/${friend.uid}`))?.followers).toEqual([fan.uid]);
    expect((await stored(`users/${fan.uid}`))?.following).toEqual([friend.uid]);
    expect((await stored(`users/${mutual.uid}`))?.followers).toEqual([]);
    expect((await stored(`users/${mutual.uid}`))?.following).toEqual([]);
    expect((await stored(`itineraries/${hosted}`))?.collaborators).toEqual({ pending: [], accepted: [] });
    expect(await stored(`usernames/${friend.username}`)).toEqual({ uid: friend.uid });
    expect(await authUserExists(friend.uid)).toBe(true);
  });

  it('finishes the job when called again after a run that stopped half-way', async () => {
    const [leaver, friend] = await Promise.all([member('leaver'), member('friend')]);
    await followOps(leaver.db, leaver.uid, friend.uid);
    const trip = unique('own');
    await adminWrite([{ path: `itineraries/${trip}`, data: itineraryDoc(leaver.uid) }]);
    // A first run that deleted the itinerary and then stopped: the rest is still there.
    await adminDb().doc(`itineraries/${trip}`).delete();

    const deleteAccount = httpsCallable<void, Record<string, unknown>>(leaver.functions, 'deleteAccount');
    await expect(deleteAccount()).resolves.toMatchObject({ data: { itineraries: 0, followLinks: 1, authUserDeleted: true } });
    expect(await stored(`users/${leaver.uid}`)).toBeUndefined();
    expect(await stored(`usernames/${leaver.username}`)).toBeUndefined();
    expect((await stored(`users/${friend.uid}`))?.followers).toEqual([]);
    expect(await authUserExists(leaver.uid)).toBe(false);
  });

  it('is safe to call again once everything is gone', async () => {
    const leaver = await member('leaver');
    const deleteAccount = httpsCallable<void, Record<string, unknown>>(leaver.functions, 'deleteAccount');
    await deleteAccount();
    // The token issued before the deletion is still accepted by the emulator, or refused as signed out;
    // either way nothing fails on the server and nothing reappears.
    const again = await deleteAccount().then(
      ({ data }) => ({ ok: true as const, data }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    if (again.ok) expect(again.data).toMatchObject({ itineraries: 0, followLinks: 0, authUserDeleted: false });
    else expect(again.error).toMatchObject({ code: 'functions/unauthenticated' });
    expect(await stored(`users/${leaver.uid}`)).toBeUndefined();
  });

  it("refuses every write made afterwards with the ID token issued before the deletion: no trip, profile, username or follow comes back", async () => {
    const [leaver, friend] = await Promise.all([member('leaver'), member('friend')]);
    // The ID token the leaver's browser holds, valid for up to an hour: its
    // Firestore client keeps sending it, as a second tab or an attacker would.
    const tokenBefore = await leaver.auth.currentUser!.getIdToken();
    const deleteAccount = httpsCallable<void, Record<string, unknown>>(leaver.functions, 'deleteAccount');
    await deleteAccount();
    expect(await leaver.auth.currentUser!.getIdToken()).toBe(tokenBefore);

    await expect(
      createItineraryOps(leaver.db, leaver.uid, { title: 'Back from the dead', destinations: [], period: null, days: 2 }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(createProfileOps(leaver.db, newProfile(leaver, leaver.username), TESTING)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(followOps(leaver.db, leaver.uid, friend.uid)).rejects.toMatchObject({ code: 'permission-denied' });

    expect(await stored(`users/${leaver.uid}`)).toBeUndefined();
    expect(await stored(`usernames/${leaver.username}`)).toBeUndefined();
    expect((await adminDb().collection('itineraries').where('creatorId', '==', leaver.uid).get()).size).toBe(0);
    expect((await stored(`users/${friend.uid}`))?.followers).toEqual([]);
    // The username is free for someone else at once.
    const newcomer = await signedInClient('newcomer');
    await expect(createProfileOps(newcomer.db, newProfile(newcomer, leaver.username), TESTING)).resolves.toMatchObject({
      username: leaver.username,
    });
  });

  it('refuses a caller who is not signed in', async () => {
    const leaver = await member('leaver');
    await leaver.auth.signOut();
    const deleteAccount = httpsCallable(leaver.functions, 'deleteAccount');
    await expect(deleteAccount()).rejects.toMatchObject({ code: 'functions/unauthenticated' });
    expect(await stored(`users/${leaver.uid}`)).toBeDefined();
  });
});

/** These journeys make several checkouts each: slow on a busy machine. */
const SLOW = 180_000;

const plusProduct = (): Promise<string> => planProduct('month');
const paidItinerary = (): Promise<string> => paidTrip(2);

describe('deleteAccount and what the user bought', () => {
  let fake: StripeFake | undefined;
  beforeAll(async () => {
    fake = await startStripe();
  });
  afterAll(async () => {
    await fake?.close();
  });

  it(
    'cancels the plan at Stripe first, then deletes or anonymises every purchase, the usage and the turns in other people’s threads',
    async () => {
      const [leaver, host, recipient] = await Promise.all([member('leaver'), member('host'), member('recipient')]);
      const [plus, bought, gifted, unpaid] = await Promise.all([plusProduct(), paidItinerary(), paidItinerary(), paidItinerary()]);

      const plan = await call<Checkout>(leaver.functions, 'createCheckoutSession', { kind: 'product', productId: plus, origin: ORIGIN });
      await pay(plan);
      const trip = await call<Checkout>(leaver.functions, 'createCheckoutSession', { kind: 'itinerary', itineraryId: bought, origin: ORIGIN });
      await pay(trip);
      const gift = await call<Checkout>(leaver.functions, 'createCheckoutSession', {
        kind: 'gift',
        itineraryId: gifted,
        recipientName: 'Ana Lima',
        recipientEmail: 'ana@example.com',
        message: 'For Lisbon, love',
        origin: ORIGIN,
      });
      await pay(gift);
      const open = await call<Checkout>(leaver.functions, 'createCheckoutSession', { kind: 'itinerary', itineraryId: unpaid, origin: ORIGIN });
      const subscriptionId = String((await stored(`subscriptions/${leaver.uid}`))?.stripeSubscriptionId);
      const customer = String((await stored(`users/${leaver.uid}/private/account`))?.stripeCustomerId);
      const giftCode = String((await stored(`orders/${gift.sessionId}`))?.giftCode);
      expect((await stripeApi.subscriptions.retrieve(subscriptionId)).status).toBe('active');

      const hosted = unique('host');
      const redeemedCode = unique('GIFT').toUpperCase();
      await adminWrite([
        { path: `assistantUsage/${leaver.uid}`, data: { requests: [new Date()] } },
        { path: `placesUsage/${leaver.uid}`, data: { requests: [new Date()] } },
        { path: `redeemAttempts/${leaver.uid}`, data: { requests: [new Date()] } },
        { path: `itineraries/${hosted}`, data: itineraryDoc(host.uid, { collaborators: { pending: [], accepted: [leaver.uid] } }) },
        { path: `itineraries/${hosted}/items/item0001`, data: { id: 'item0001', day: 1, order: 'a0', type: 'note', title: 'Added by the leaver' } },
        {
          path: `itineraries/${hosted}/messages/msg00001`,
          data: { role: 'user', text: 'My sister Ana lands at 9, add a pick-up', authorId: leaver.uid, createdAt: new Date() },
        },
        {
          path: `itineraries/${hosted}/messages/msg00002`,
          data: { role: 'assistant', text: 'Added a pick-up on day 1.', authorId: 'assistant', createdAt: new Date(), replyTo: 'msg00001' },
        },
        {
          path: `gifts/${redeemedCode}`,
          data: { code: redeemedCode, buyerId: host.uid, orderId: 'cs_other', recipientName: 'Leaver', recipientEmail: null, message: '', status: 'redeemed', redeemedBy: leaver.uid },
        },
      ]);

      const result = await call<Record<string, unknown>>(leaver.functions, 'deleteAccount', undefined);
      expect(result).toMatchObject({ uid: leaver.uid, cancelledSubscriptions: 1, ordersAnonymised: 3, authUserDeleted: true });

      // At Stripe: nothing renews, the customer is gone, the open checkout can no longer be paid.
      expect((await stripeApi.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
      expect((await stripeApi.subscriptions.list({ customer })).data).toEqual([]);
      expect(await stripeApi.customers.retrieve(customer)).toMatchObject({ id: customer, deleted: true });
      expect((await stripeApi.checkout.sessions.retrieve(open.sessionId)).status).toBe('expired');

      // Deleted.
      expect(await stored(`subscriptions/${leaver.uid}`)).toBeUndefined();
      expect(await stored(`assistantUsage/${leaver.uid}`)).toBeUndefined();
      expect(await stored(`placesUsage/${leaver.uid}`)).toBeUndefined();
      expect(await stored(`redeemAttempts/${leaver.uid}`)).toBeUndefined();
      expect((await adminDb().collection('entitlements').where('uid', '==', leaver.uid).get()).size).toBe(0);
      expect(await stored(`orders/${open.sessionId}`)).toBeUndefined();
      expect(await stored(`users/${leaver.uid}/private/account`)).toBeUndefined();

      // Paid orders kept for tax records, without the buyer or the gift's recipient and message.
      expect((await adminDb().collection('orders').where('uid', '==', leaver.uid).get()).size).toBe(0);
      for (const order of [plan, trip, gift]) {
        const kept = await stored(`orders/${order.sessionId}`);
        expect(kept).toMatchObject({ uid: null, stripeCustomerId: null, status: 'paid' });
        expect(JSON.stringify(kept)).not.toContain(customer);
      }
      expect((await stored(`orders/${gift.sessionId}`))?.gift).toMatchObject({ recipientName: '', recipientEmail: null, message: '' });

      // The gift still works for its recipient, without naming the buyer.
      const giftDoc = await stored(`gifts/${giftCode}`);
      expect(giftDoc).toMatchObject({ buyerId: null, recipientName: '', recipientEmail: null, message: '', status: 'ready' });
      expect(JSON.stringify(giftDoc)).not.toContain('ana@example.com');
      await expect(call(recipient.functions, 'redeemGiftCode', { code: giftCode })).resolves.toMatchObject({
        kind: 'itinerary',
        itineraryId: gifted,
        from: 'Someone',
        message: '',
      });
      expect(await stored(`gifts/${redeemedCode}`)).toMatchObject({ status: 'redeemed', redeemedBy: null });

      // Other people's trips: the thread still reads, without the leaver's words or uid; the plan keeps its items.
      expect(await stored(`itineraries/${hosted}/messages/msg00001`)).toMatchObject({
        role: 'user',
        authorId: 'deleted-account',
        text: 'This message was removed when its author deleted their account.',
      });
      expect(await stored(`itineraries/${hosted}/messages/msg00002`)).toMatchObject({ text: 'Added a pick-up on day 1.', replyTo: 'msg00001' });
      expect(await stored(`itineraries/${hosted}/items/item0001`)).toMatchObject({ title: 'Added by the leaver' });
    },
    SLOW,
  );

  it(
    'refuses callables made afterwards with the token the deleted account was signed in with',
    async () => {
      const itineraryId = await paidItinerary();
      const leaver = await member('leaver');
      await call(leaver.functions, 'deleteAccount', undefined);
      expect(await stored(`users/${leaver.uid}/private/account`)).toBeUndefined();

      // The open session still holds an unexpired ID token and sends it.
      expect(await leaver.auth.currentUser?.getIdToken()).toBeTruthy();
      expect(await refusal(call(leaver.functions, 'createCheckoutSession', { kind: 'itinerary', itineraryId, origin: ORIGIN }))).toMatchObject({
        code: 'functions/unauthenticated',
      });
      expect(await refusal(call(leaver.functions, 'assistantPlan', { text: '2 days in Lisbon' }))).toMatchObject({ code: 'functions/unauthenticated' });
      expect(await refusal(call(leaver.functions, 'redeemGiftCode', { code: 'ABCDEFGHJKMNPQRS' }))).toMatchObject({ code: 'functions/unauthenticated' });

      // Nothing came back.
      expect(await stored(`users/${leaver.uid}/private/account`)).toBeUndefined();
      expect(await stored(`assistantUsage/${leaver.uid}`)).toBeUndefined();
      expect((await adminDb().collection('orders').where('uid', '==', leaver.uid).get()).size).toBe(0);
    },
    SLOW,
  );

  it(
    'deletes nothing, and says so, when Stripe cannot be reached to cancel the plan',
    async () => {
      const leaver = await member('leaver');
      const checkout = await call<Checkout>(leaver.functions, 'createCheckoutSession', { kind: 'product', productId: await plusProduct(), origin: ORIGIN });
      await pay(checkout);
      const subscriptionId = String((await stored(`subscriptions/${leaver.uid}`))?.stripeSubscriptionId);
      await fake?.close();
      fake = undefined;
      try {
        expect(await refusal(call(leaver.functions, 'deleteAccount', undefined))).toEqual({
          code: 'functions/unavailable',
          message: 'We could not reach our payment service to end your Wayfare Plus, so nothing was deleted. Try again in a moment.',
        });
        expect(await stored(`users/${leaver.uid}`)).toBeDefined();
        expect(await stored(`usernames/${leaver.username}`)).toEqual({ uid: leaver.uid });
        expect(await stored(`subscriptions/${leaver.uid}`)).toMatchObject({ status: 'active', stripeSubscriptionId: subscriptionId });
        expect(await authUserExists(leaver.uid)).toBe(true);
      } finally {
        fake = await startStripe();
      }
    },
    SLOW,
  );
});
