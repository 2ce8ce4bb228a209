// Commerce through the Functions emulator: checkout against the local Stripe
// stand-in (scripts/stripe-fake.mjs, real HTTP on 127.0.0.1, Stripe's
// protocol), the signed webhook and what it grants, idempotency by event id,
// bad signatures, gift redemption under contention, the paid preview and
// cancelling a plan. The rules are on for everything the clients read.
import { collection, doc, getDoc, getDocs } from 'firebase/firestore';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAKE_WEBHOOK_SECRET } from '../../scripts/stripe-fake.mjs';
import { parseOrder } from '@/domain/commerce/schema';
import { listProductsRest } from '@/services/firebase/collections/products-public';
import { emulatorDatabase } from '@/services/firebase/rest';
import { callFunction as call, refusalOf as refusal } from './callables';
import {
  ORIGIN,
  WEBHOOK_URL,
  pay,
  payAtFake,
  paidTrip,
  planProduct,
  readyGift,
  startStripe,
  stripeApi,
  type Checkout,
  type StripeFake,
} from './checkout';
import {
  PROJECT_ID,
  adminDb,
  adminDeleteTrees,
  adminWrite,
  closeClientsAfterAll,
  itineraryDoc,
  restDatabase,
  signedInClient,
  signedOutClient,
  stored,
  unique,
  type UserClient,
} from './helpers';

closeClientsAfterAll();

const signer = new Stripe('sk_test_unused');
/** The id of a Stripe field that holds an id, or the object when expanded. */
const idOf = (field: string | { id?: string } | null | undefined) => (typeof field === 'string' ? field : (field?.id ?? ''));
let fake: StripeFake;
beforeAll(async () => {
  fake = await startStripe();
});
afterAll(async () => {
  await fake?.close();
});

/** A paid public itinerary of 4 days by a fresh creator: items on days 1, 2, 3 and 4. */
function paidItinerary(): Promise<string> {
  return paidTrip(4, [
    { id: 'd1-01', day: 1, title: 'Senso-ji' },
    { id: 'd2-01', day: 2, title: 'Ueno Park' },
    { id: 'd3-01', day: 3, title: 'Secret garden' },
    { id: 'd3-02', day: 3, title: 'Hidden izakaya', type: 'restaurant' },
    { id: 'd4-01', day: 4, title: 'Back alley bar', type: 'restaurant' },
  ]);
}

function signed(event: Record<string, unknown>, secret = FAKE_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return { payload, header: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}

async function postWebhook(payload: string, header: string | null): Promise<Response> {
  return fetch(WEBHOOK_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(header ? { 'Stripe-Signature': header } : {}) },
    body: payload,
  });
}

const completedEvent = (sessionId: string, eventId = unique('evt_')) => ({
  id: eventId,
  object: 'event',
  type: 'checkout.session.completed',
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', mode: 'payment', subscription: null } },
});

async function readPlan(user: UserClient, itineraryId: string): Promise<string[]> {
  const snapshot = await getDocs(collection(user.db, `itineraries/${itineraryId}/items`));
  return snapshot.docs.map((d) => d.id).sort();
}

describe('checkout of a paid itinerary', () => {
  it('creates the customer once, sends the buyer to the checkout page, and grants the plan when paid', async () => {
    const itineraryId = await paidItinerary();
    const buyer = await signedInClient('buyer');
    await expect(readPlan(buyer, itineraryId)).rejects.toMatchObject({ code: 'permission-denied' });

    const checkout = await call<Checkout>(buyer.functions, 'createCheckoutSession', { kind: 'itinerary', itineraryId, origin: ORIGIN });
    expect(checkout.url).toBe(`${fake.url}/checkout/${checkout.sessionId}`);
    const account = await stored(`users/${buyer.uid}/private/account`);
    expect(account?.stripeCustomerId).toMatch(/^cus_/);
    const order = await stored(`orders/${checkout.sessionId}`);
    expect(order).toMatchObject({ uid: buyer.uid, kind: 'itinerary', status: 'pending', total: { amount: 900, currency: 'EUR' } });

    // The checkout page is served, then Pay delivers the signed webhook and redirects to the success URL.
    const page = await fetch(checkout.url);
    expect(await page.text()).toContain('€9.00');
    const paid = await payAtFake(checkout.url);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${ORIGIN}/payment-successful?session_id=${checkout.sessionId}`);

    expect(await stored(`orders/${checkout.sessionId}`)).toMatchObject({ status: 'paid' });
    expect(await stored(`entitlements/${buyer.uid}_${itineraryId}`)).toMatchObject({ uid: buyer.uid, itineraryId, source: 'purchase' });
    expect(await readPlan(buyer, itineraryId)).toEqual(['d1-01', 'd2-01', 'd3-01', 'd3-02', 'd4-01']);

    // A second checkout reuses the customer; buying again is refused.
    expect(await refusal(call(buyer.functions, 'createCheckoutSession', { kind: 'itinerary', itineraryId, origin: ORIGIN }))).toEqual({
      code: 'functions/failed-precondition',
      message: 'You already have this itinerary.',
    });
  });

  it("charges a price in Stripe's units, and refuses one Stripe cannot take before anything is charged", async () => {
    // 5,000 ISK, kept in whole krónur (ISK has no decimals): Stripe takes ISK with two zero decimals.
    const krona = await paidTrip(1, [], { amount: 5000, currency: 'ISK' });
    const buyer = await signedInClient('buyer');
    const checkout = await call<Checkout>(buyer.functions, 'createCheckoutSession', { kind: 'itinerary', itineraryId: krona, origin: ORIGIN });
    expect(await (await fetch(checkout.url)).text()).toMatch(/ISK\s5,000/);
    expect(await stored(`orders/${checkout.sessionId}`)).toMatchObject({ total: { amount: 5000, currency: 'ISK' } });

    // 1.505 KWD: Stripe takes three-decimal currencies only with a last decimal of 0.
    const dinar = await paidTrip(1, [], { amount: 1505, currency: 'KWD' });
    const other = await signedInClient('buyer');
    expect(await refusal(call(other.functions, 'createCheckoutSession', { kind: 'itinerary', itineraryId: dinar, origin: ORIGIN }))).toEqual({
      code: 'functions/failed-precondition',
      message:
        'This price cannot be charged by card in KWD as it is: it must be rounded to a last decimal of 0. Nothing was charged; the seller can change the price.',
    });
    expect((await stored(`users/${other.uid}/private/account`))?.stripeCustomerId ?? null).toBeNull();
  });

  it('refuses the signed out, foreign return addresses and things not for sale', async () => {
    const itineraryId = await paidItinerary();
    await expect(
      call(signedOutClient().functions, 'createCheckoutSession', { kind: 'itinerary', itineraryId, origin: ORIGIN }),
    ).rejects.toMatchObject({ code: 'functions/unauthenticated' });
    const buyer = await signedInClient('buyer');
    await expect(
      call(buyer.functions, 'createCheckoutSession', { kind: 'itinerary', itineraryId, origin: 'https://evil.example' }),
    ).rejects.toMatchObject({ code: 'functions/invalid-argument' });
    const free = unique('free');
    await adminWrite([{ path: `itineraries/${free}`, data: itineraryDoc(unique('c'), { public: true }) }]);
    await expect(call(buyer.functions, 'createCheckoutSession', { kind: 'itinerary', itineraryId: free, origin: ORIGIN })).rejects.toMatchObject({
      code: 'functions/not-found',
    });
  });
});

describe('the webhook', () => {
  it('refuses a bad or missing signature with 400 and grants nothing', async () => {
    const itineraryId = await paidItinerary();
    const buyer = await signedInClient('buyer');
    const checkout = await call<Checkout>(buyer.functions, 'createCheckoutSession', { kind: 'itinerary', itineraryId, origin: ORIGIN });
    const forged = signed(completedEvent(checkout.sessionId), 'whsec_not_the_secret');
    expect((await postWebhook(forged.payload, forged.header)).status).toBe(400);
    expect((await postWebhook(forged.payload, null)).status).toBe(400);
    // A correctly signed header over another body.
    const real = signed(completedEvent(checkout.sessionId));
    expect((await postWebhook(real.payload.replace('"paid"', '"paid" '), real.header)).status).toBe(400);
    expect(await stored(`entitlements/${buyer.uid}_${itineraryId}`)).toBeUndefined();
    expect(await stored(`orders/${checkout.sessionId}`)).toMatchObject({ status: 'pending' });
  });

  it('answers 400 to a correctly signed event that can never be processed, and 500 where a retry can succeed', async () => {
    const noData = { ...completedEvent('cs_none'), data: undefined };
    const { payload, header } = signed(noData);
    const refused = await postWebhook(payload, header);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
    const noId = signed({ ...completedEvent('cs_none'), data: { object: { object: 'checkout.session', payment_status: 'paid' } } });
    expect((await postWebhook(noId.payload, noId.header)).status).toBe(400);
    // A session with no order yet (the order write is still on its way): Stripe's retry can succeed.
    const unknown = signed(completedEvent(unique('cs_unknown')));
    expect((await postWebhook(unknown.payload, unknown.header)).status).toBe(500);
  });

  it('grants once when the same event is delivered three times', async () => {
    const itineraryId = await paidItinerary();
    const buyer = await signedInClient('buyer');
    const checkout = await call<Checkout>(buyer.functions, 'createCheckoutSession', {
      kind: 'gift',
      itineraryId,
      recipientName: 'Lea',
      message: 'Happy birthday!',
      origin: ORIGIN,
    });
    const { payload, header } = signed(completedEvent(checkout.sessionId));
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await postWebhook(payload, header);
      answers.push({ status: response.status, body: (await response.json()) as { outcome: string } });
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body.outcome)).toEqual(['granted', 'duplicate', 'duplicate']);
    const gifts = await adminDb().collection('gifts').where('orderId', '==', checkout.sessionId).get();
    expect(gifts.size).toBe(1);
    expect(await stored(`orders/${checkout.sessionId}`)).toMatchObject({ status: 'paid', giftCode: gifts.docs[0]?.id });
  });
});

describe('gifts', () => {
  async function boughtGift(): Promise<{ code: string; itineraryId: string; buyer: UserClient }> {
    const itineraryId = await paidItinerary();
    const buyer = await signedInClient('giver');
    const checkout = await call<Checkout>(buyer.functions, 'createCheckoutSession', {
      kind: 'gift',
      itineraryId,
      recipientName: 'Sam',
      message: 'For your trip',
      origin: ORIGIN,
    });
    expect((await payAtFake(checkout.url)).status).toBe(303);
    const order = await stored(`orders/${checkout.sessionId}`);
    return { code: String(order?.giftCode), itineraryId, buyer };
  }

  it('redeems a code once: the recipient reads the plan, a second try is refused with a clear message', async () => {
    const { code, itineraryId } = await boughtGift();
    expect(code).toMatch(/^[A-Z2-9]{16}$/);
    const recipient = await signedInClient('recipient');
    const spaced = `${code.slice(0, 4)} ${code.slice(4, 8)}-${code.slice(8).toLowerCase()}`;
    const result = await call<{ kind: string; itineraryId: string; message: string }>(recipient.functions, 'redeemGiftCode', { code: spaced });
    expect(result).toMatchObject({ redeemed: true, kind: 'itinerary', itineraryId, message: 'For your trip' });
    expect((await readPlan(recipient, itineraryId)).length).toBe(5);

    // Refusals are answers (HTTP 200), not errors: the screen says why, and the browser logs nothing.
    const other = await signedInClient('other');
    expect(await call(other.functions, 'redeemGiftCode', { code })).toEqual({
      redeemed: false,
      refusal: 'failed-precondition',
      message: 'This gift code has already been redeemed.',
    });
    expect(await call(other.functions, 'redeemGiftCode', { code: 'ABCDEFGHJKMNPQRS' })).toMatchObject({ redeemed: false, refusal: 'not-found' });
    expect(await call(other.functions, 'redeemGiftCode', { code: 'short' })).toMatchObject({ redeemed: false, refusal: 'invalid-argument' });
  });

  it('gives exactly one success to four concurrent redemptions of one code', async () => {
    const { code } = await boughtGift();
    const users = await Promise.all(Array.from({ length: 4 }, (_, i) => signedInClient(`racer${i}`)));
    const answers = await Promise.all(users.map((user) => call<{ redeemed: boolean; message: string }>(user.functions, 'redeemGiftCode', { code })));
    expect(answers.filter((a) => a.redeemed)).toHaveLength(1);
    for (const refused of answers.filter((a) => !a.redeemed)) expect(refused.message).toBe('This gift code has already been redeemed.');
    const entitlements = await adminDb().collection('entitlements').where('orderId', '==', (await stored(`gifts/${code}`))?.orderId).get();
    expect(entitlements.size).toBe(1);
    // Callers at once start as many function workers in the emulator: allow for their start-up.
  }, 120_000);
});

describe('the paid preview', () => {
  it('shows a non-buyer the first two days in full and the rest as an outline without names', async () => {
    const itineraryId = await paidItinerary();
    const preview = await call<{
      previewDays: number;
      totalDays: number;
      items: { id: string; title: string }[];
      outline: { day: number; stops: number; kinds: Record<string, number> }[];
    }>(signedOutClient().functions, 'itineraryPreview', { itineraryId });
    expect(preview.previewDays).toBe(2);
    expect(preview.totalDays).toBe(4);
    expect(preview.items.map((i) => i.id).sort()).toEqual(['d1-01', 'd2-01']);
    expect(preview.outline).toEqual([
      { day: 3, stops: 2, kinds: { attraction: 1, restaurant: 1 } },
      { day: 4, stops: 1, kinds: { restaurant: 1 } },
    ]);
    expect(JSON.stringify(preview)).not.toContain('Secret garden');
    expect(JSON.stringify(preview)).not.toContain('Hidden izakaya');
  });

  it('never shows the whole of a short paid trip: day 1 of a 2-day trip, only the outline of a 1-day trip', async () => {
    type Preview = { previewDays: number; items: { id: string }[]; outline: { day: number; stops: number }[] };
    const twoDays = await paidTrip(2, [
      { id: 'd1-01', day: 1, title: 'Senso-ji' },
      { id: 'd2-01', day: 2, title: 'Secret garden' },
    ]);
    const two = await call<Preview>(signedOutClient().functions, 'itineraryPreview', { itineraryId: twoDays });
    expect(two.previewDays).toBe(1);
    expect(two.items.map((i) => i.id)).toEqual(['d1-01']);
    expect(two.outline).toEqual([{ day: 2, stops: 1, kinds: { attraction: 1 } }]);
    expect(JSON.stringify(two)).not.toContain('Secret garden');

    const oneDay = await paidTrip(1, [
      { id: 'd1-01', day: 1, title: 'Secret garden' },
      { id: 'd1-02', day: 1, title: 'Hidden izakaya', type: 'restaurant' },
    ]);
    const one = await call<Preview>(signedOutClient().functions, 'itineraryPreview', { itineraryId: oneDay });
    expect(one.previewDays).toBe(0);
    expect(one.items).toEqual([]);
    expect(one.outline).toEqual([{ day: 1, stops: 2, kinds: { attraction: 1, restaurant: 1 } }]);
    expect(JSON.stringify(one)).not.toMatch(/Secret garden|Hidden izakaya/);
  });

  it('reads every item through the item schema: a damaged one is left out, the rest still shows', async () => {
    const itineraryId = await paidItinerary();
    await adminDb().doc(`itineraries/${itineraryId}/items/d2-01`).update({ type: 'castle', internalNote: 'never sent' });
    await adminDb().doc(`itineraries/${itineraryId}/items/d1-01`).update({ internalNote: 'never sent' });
    const preview = await call<{ items: Record<string, unknown>[] }>(signedOutClient().functions, 'itineraryPreview', { itineraryId });
    expect(preview.items.map((i) => i.id)).toEqual(['d1-01']);
    expect(preview.items[0]).toMatchObject({ id: 'd1-01', day: 1, title: 'Senso-ji' });
    expect(JSON.stringify(preview)).not.toContain('never sent');
  });
});

describe('Wayfare Plus', () => {
  it('subscribes through checkout, unlocks paid plans, and cancels at the end of the period', async () => {
    const productId = await planProduct('month');
    const itineraryId = await paidItinerary();
    const member = await signedInClient('member');
    const checkout = await call<Checkout>(member.functions, 'createCheckoutSession', { kind: 'product', productId, origin: ORIGIN });
    expect((await payAtFake(checkout.url)).status).toBe(303);
    const subscription = await stored(`subscriptions/${member.uid}`);
    expect(subscription).toMatchObject({ status: 'active', plan: 'monthly', source: 'stripe', cancelAtPeriodEnd: false });
    expect(String(subscription?.stripeSubscriptionId)).toMatch(/^sub_/);
    expect((await readPlan(member, itineraryId)).length).toBe(5);

    await expect(call(member.functions, 'cancelPlusSubscription', {})).resolves.toEqual({ cancelAtPeriodEnd: true });
    expect(await stored(`subscriptions/${member.uid}`)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(fake.deliveries.some((d) => d.type === 'customer.subscription.updated' && d.status === 200)).toBe(true);
  });
});

/**
 * Two plan checkouts started by two tabs at the same instant: the second
 * cannot see the first's order, still on its way to Firestore (hidden here
 * while the second starts), so neither start-time check stops it.
 */
async function racingCheckouts(member: UserClient, firstProduct: string, secondProduct: string): Promise<[Checkout, Checkout]> {
  const first = await call<Checkout>(member.functions, 'createCheckoutSession', { kind: 'product', productId: firstProduct, origin: ORIGIN });
  const order = adminDb().doc(`orders/${first.sessionId}`);
  const written = (await order.get()).data()!;
  await order.delete();
  const second = await call<Checkout>(member.functions, 'createCheckoutSession', { kind: 'product', productId: secondProduct, origin: ORIGIN });
  await order.set(written);
  return [first, second];
}

describe('one plan per customer', () => {
  it('a second plan checkout replaces one still open: the older page can no longer be paid', async () => {
    const [monthly, yearly] = await Promise.all([planProduct('month'), planProduct('year')]);
    const member = await signedInClient('changed');
    const first = await call<Checkout>(member.functions, 'createCheckoutSession', { kind: 'product', productId: monthly, origin: ORIGIN });
    const second = await call<Checkout>(member.functions, 'createCheckoutSession', { kind: 'product', productId: yearly, origin: ORIGIN });
    expect(second.sessionId).not.toBe(first.sessionId);
    expect((await stripeApi.checkout.sessions.retrieve(first.sessionId)).status).toBe('expired');
    expect((await payAtFake(first.url)).status).toBe(410);
    expect((await payAtFake(second.url)).status).toBe(303);
    expect(await stored(`subscriptions/${member.uid}`)).toMatchObject({ plan: 'yearly', status: 'active' });
  }, 120_000);

  it('keeps the plan paid first when two plan checkouts are paid: the second is cancelled at Stripe at once, refunded in full, and the order says so', async () => {
    const [monthly, yearly] = await Promise.all([planProduct('month'), planProduct('year')]);
    const member = await signedInClient('double');
    // Both checkouts start at the same instant, so the start-time checks let both through.
    const [first, second] = await racingCheckouts(member, monthly, yearly);
    expect((await payAtFake(first.url)).status).toBe(303);
    expect((await payAtFake(second.url)).status).toBe(303);

    const firstSubscription = idOf((await stripeApi.checkout.sessions.retrieve(first.sessionId)).subscription);
    const secondSession = await stripeApi.checkout.sessions.retrieve(second.sessionId);
    const secondSubscription = idOf(secondSession.subscription);
    expect(firstSubscription).toMatch(/^sub_/);
    expect(secondSubscription).toMatch(/^sub_/);
    expect(secondSubscription).not.toBe(firstSubscription);

    // Firestore keeps the first, which the app can cancel; only it runs at Stripe.
    expect(await stored(`subscriptions/${member.uid}`)).toMatchObject({ plan: 'monthly', status: 'active', stripeSubscriptionId: firstSubscription });
    expect((await stripeApi.subscriptions.retrieve(firstSubscription)).status).toBe('active');
    expect((await stripeApi.subscriptions.retrieve(secondSubscription)).status).toBe('canceled');
    const customer = String((await stored(`users/${member.uid}/private/account`))?.stripeCustomerId);
    const running = await stripeApi.subscriptions.list({ customer });
    expect(running.data.map((sub) => sub.id)).toEqual([firstSubscription]);

    // The second payment comes back in full.
    const payments = await stripeApi.invoicePayments.list({ invoice: idOf(secondSession.invoice) });
    const paymentIntent = idOf(payments.data[0]?.payment.payment_intent);
    const refunds = await stripeApi.refunds.list({ payment_intent: paymentIntent });
    expect(refunds.data.map((refund) => ({ amount: refund.amount, reason: refund.reason }))).toEqual([{ amount: 4990, reason: 'duplicate' }]);

    // What the buyer reads on /payment-successful (the rules let them read their order).
    const order = await getDoc(doc(member.db, `orders/${second.sessionId}`));
    expect(order.data()).toMatchObject({
      status: 'paid',
      planRefund: { status: 'refunded', amount: { amount: 4990, currency: 'EUR' }, keptPlan: 'monthly' },
    });
    expect(parseOrder(order.data(), second.sessionId).planRefund).toEqual({ status: 'refunded', amount: { amount: 4990, currency: 'EUR' }, keptPlan: 'monthly' });
    expect((await stored(`orders/${first.sessionId}`))?.planRefund).toBeUndefined();

    // Cancelling from /account cancels the one that runs.
    await expect(call(member.functions, 'cancelPlusSubscription', {})).resolves.toEqual({ cancelAtPeriodEnd: true });
    expect((await stripeApi.subscriptions.retrieve(firstSubscription)).cancel_at_period_end).toBe(true);
  }, 180_000);

  it('refunds once when the duplicate payment is delivered again', async () => {
    const [monthly, yearly] = await Promise.all([planProduct('month'), planProduct('year')]);
    const member = await signedInClient('double');
    const [first, second] = await racingCheckouts(member, monthly, yearly);
    expect((await payAtFake(first.url)).status).toBe(303);
    expect((await payAtFake(second.url)).status).toBe(303);
    const session = await stripeApi.checkout.sessions.retrieve(second.sessionId);
    const event = {
      id: unique('evt_'),
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: session },
    };
    const { payload, header } = signed(event);
    const response = await postWebhook(payload, header);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { outcome: string }).outcome).toBe('duplicate');
    const payments = await stripeApi.invoicePayments.list({ invoice: idOf(session.invoice) });
    const refunds = await stripeApi.refunds.list({ payment_intent: idOf(payments.data[0]?.payment.payment_intent) });
    expect(refunds.data).toHaveLength(1);
  }, 180_000);
});

const DAY_MS = 24 * 3600 * 1000;
/** A stored timestamp as days from now. */
const daysFromNow = (value: unknown) => ((value as { toMillis: () => number }).toMillis() - Date.now()) / DAY_MS;

describe('the same itinerary paid twice', () => {
  it('sends a second tab back to the checkout already open, instead of starting another', async () => {
    const itineraryId = await paidItinerary();
    const buyer = await signedInClient('twotabs');
    const first = await call<Checkout>(buyer.functions, 'createCheckoutSession', { kind: 'itinerary', itineraryId, origin: ORIGIN });
    const second = await call<Checkout>(buyer.functions, 'createCheckoutSession', { kind: 'itinerary', itineraryId, origin: ORIGIN });
    expect(second).toEqual(first);
    expect((await adminDb().collection('orders').where('uid', '==', buyer.uid).get()).size).toBe(1);
  });

  it('refunds in full, once, a payment that lands for an itinerary the buyer already has, and the order says so', async () => {
    const itineraryId = await paidItinerary();
    const buyer = await signedInClient('paidtwice');
    const checkout = await call<Checkout>(buyer.functions, 'createCheckoutSession', { kind: 'itinerary', itineraryId, origin: ORIGIN });
    // Meanwhile the itinerary became theirs another way (a gift; or a second checkout paid first).
    await call(buyer.functions, 'redeemGiftCode', { code: await readyGift({ kind: 'itinerary', itineraryId }) });
    expect((await payAtFake(checkout.url)).status).toBe(303);

    const session = await stripeApi.checkout.sessions.retrieve(checkout.sessionId);
    const paymentIntent = idOf(session.payment_intent);
    const refunds = await stripeApi.refunds.list({ payment_intent: paymentIntent });
    expect(refunds.data.map((r) => ({ amount: r.amount, reason: r.reason }))).toEqual([{ amount: 900, reason: 'duplicate' }]);
    const order = await getDoc(doc(buyer.db, `orders/${checkout.sessionId}`));
    expect(parseOrder(order.data(), checkout.sessionId)).toMatchObject({
      status: 'paid',
      ownedRefund: { status: 'refunded', amount: { amount: 900, currency: 'EUR' } },
    });
    // One entitlement, from the gift.
    expect(await stored(`entitlements/${buyer.uid}_${itineraryId}`)).toMatchObject({ source: 'gift' });

    // The same event delivered again refunds nothing more.
    const { payload, header } = signed({ ...completedEvent(checkout.sessionId), data: { object: session } });
    expect((await postWebhook(payload, header)).status).toBe(200);
    expect((await stripeApi.refunds.list({ payment_intent: paymentIntent })).data).toHaveLength(1);
  });
});

describe('gift time and a paid plan', () => {
  it('refuses a plan checkout while gift time runs, naming the date', async () => {
    const monthly = await planProduct('month');
    const member = await signedInClient('gifted');
    await call(member.functions, 'redeemGiftCode', { code: await readyGift({ kind: 'plan', months: 12 }) });
    const refused = await refusal(call(member.functions, 'createCheckoutSession', { kind: 'product', productId: monthly, origin: ORIGIN }));
    expect(refused.code).toBe('functions/failed-precondition');
    expect(refused.message).toMatch(/^You have Wayfare Plus as a gift until \d{1,2} \w+ \d{4}\. Subscribe once it has run out/);
    expect(daysFromNow((await stored(`subscriptions/${member.uid}`))?.currentPeriodEnd)).toBeGreaterThan(360);
  });

  it('keeps gift time a paid plan lands on, and gives it back when the paid plan ends', async () => {
    const monthly = await planProduct('month');
    const member = await signedInClient('stacked');
    // The checkout starts before the gift is redeemed, so it is not refused.
    const checkout = await call<Checkout>(member.functions, 'createCheckoutSession', { kind: 'product', productId: monthly, origin: ORIGIN });
    await call(member.functions, 'redeemGiftCode', { code: await readyGift({ kind: 'plan', months: 12 }) });
    expect((await payAtFake(checkout.url)).status).toBe(303);

    const paid = await stored(`subscriptions/${member.uid}`);
    expect(paid).toMatchObject({ status: 'active', source: 'stripe', plan: 'monthly' });
    // A month paid, then the twelve gifted months: never the month alone.
    expect(daysFromNow(paid?.paidThrough)).toBeGreaterThan(27);
    expect(daysFromNow(paid?.paidThrough)).toBeLessThan(32);
    expect(daysFromNow(paid?.currentPeriodEnd)).toBeGreaterThan(390);

    // The paid plan ends at Stripe: the gift time runs from now.
    const subscriptionId = String(paid?.stripeSubscriptionId);
    await stripeApi.subscriptions.cancel(subscriptionId);
    await vi.waitFor(async () => expect((await stored(`subscriptions/${member.uid}`))?.source).toBe('gift'), { timeout: 20_000 });
    const after = await stored(`subscriptions/${member.uid}`);
    expect(after).toMatchObject({ status: 'active', source: 'gift', cancelAtPeriodEnd: true, stripeSubscriptionId: null });
    expect(daysFromNow(after?.currentPeriodEnd)).toBeGreaterThan(360);
  }, 120_000);

  it('adds a gift redeemed during a paid plan after it, and keeps it when that plan is ended at Stripe', async () => {
    const yearly = await planProduct('year');
    const member = await signedInClient('giftlater');
    await pay(await call<Checkout>(member.functions, 'createCheckoutSession', { kind: 'product', productId: yearly, origin: ORIGIN }));
    await call(member.functions, 'redeemGiftCode', { code: await readyGift({ kind: 'plan', months: 1 }) });
    const stacked = await stored(`subscriptions/${member.uid}`);
    expect(stacked).toMatchObject({ source: 'stripe', plan: 'yearly', cancelAtPeriodEnd: false });
    expect(daysFromNow(stacked?.currentPeriodEnd) - daysFromNow(stacked?.paidThrough)).toBeGreaterThan(27);

    await stripeApi.subscriptions.cancel(String(stacked?.stripeSubscriptionId));
    await vi.waitFor(async () => expect((await stored(`subscriptions/${member.uid}`))?.source).toBe('gift'), { timeout: 20_000 });
    const left = daysFromNow((await stored(`subscriptions/${member.uid}`))?.currentPeriodEnd);
    expect(left).toBeGreaterThan(27);
    expect(left).toBeLessThan(32);
  }, 120_000);
});

describe('keeping a cancelled plan', () => {
  it('renews again at Stripe and in the document when kept before the period ends; nothing to keep otherwise', async () => {
    const monthly = await planProduct('month');
    const member = await signedInClient('keeper');
    await pay(await call<Checkout>(member.functions, 'createCheckoutSession', { kind: 'product', productId: monthly, origin: ORIGIN }));
    await call(member.functions, 'cancelPlusSubscription', {});
    const subscriptionId = String((await stored(`subscriptions/${member.uid}`))?.stripeSubscriptionId);
    expect((await stripeApi.subscriptions.retrieve(subscriptionId)).cancel_at_period_end).toBe(true);

    await expect(call(member.functions, 'resumePlusSubscription', {})).resolves.toEqual({ cancelAtPeriodEnd: false });
    expect((await stripeApi.subscriptions.retrieve(subscriptionId)).cancel_at_period_end).toBe(false);
    expect(await stored(`subscriptions/${member.uid}`)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    const stranger = await signedInClient('noplan');
    expect(await refusal(call(stranger.functions, 'resumePlusSubscription', {}))).toEqual({
      code: 'functions/failed-precondition',
      message: 'You have no paid plan to keep. See the plans in the shop.',
    });
  }, 120_000);
});

describe('bundles', () => {
  async function bundleOf(itineraryIds: string[]): Promise<string> {
    const productId = unique('bundle');
    await adminWrite([
      {
        path: `products/${productId}`,
        data: {
          kind: 'bundle', title: 'My bundle', description: '', theme: null, price: { amount: 1500, currency: 'EUR' },
          interval: null, months: null, itineraryIds, active: true, sortOrder: 1,
        },
      },
    ]);
    return productId;
  }

  it("refuses a bundle made only of the buyer's own itineraries, as it refuses one own itinerary", async () => {
    const creator = await signedInClient('creator');
    const own = [unique('own'), unique('own')];
    await adminWrite(
      own.map((id) => ({
        path: `itineraries/${id}`,
        data: itineraryDoc(creator.uid, { public: true, isPaidItinerary: true, price: { amount: 900, currency: 'EUR' } }),
      })),
    );
    expect(await refusal(call(creator.functions, 'createCheckoutSession', { kind: 'itinerary', itineraryId: own[0], origin: ORIGIN }))).toEqual({
      code: 'functions/failed-precondition',
      message: 'This is your own itinerary.',
    });
    const ownBundle = await bundleOf(own);
    expect(await refusal(call(creator.functions, 'createCheckoutSession', { kind: 'product', productId: ownBundle, origin: ORIGIN }))).toEqual({
      code: 'functions/failed-precondition',
      message: 'Every itinerary in this bundle is your own.',
    });
    expect((await adminDb().collection('orders').where('uid', '==', creator.uid).get()).size).toBe(0);

    // A bundle with someone else's itinerary in it can still be bought.
    const mixed = await bundleOf([own[0]!, await paidItinerary()]);
    const checkout = await call<Checkout>(creator.functions, 'createCheckoutSession', { kind: 'product', productId: mixed, origin: ORIGIN });
    expect(checkout.url).toBe(`${fake.url}/checkout/${checkout.sessionId}`);
  }, 180_000);
});

describe('a malformed stored document', () => {
  /** The refusal a caller gets for a malformed document: data-loss, naming the document. */
  const malformedRefusal = (path: string) => ({
    code: 'functions/data-loss',
    message: expect.stringMatching(new RegExp(`^The stored document ${path} is malformed \\(.+\\)\\.$`)),
  });

  it('refuses checkout of a malformed product with a clear error, and writes no order', async () => {
    const productId = unique('broken');
    await adminWrite([
      {
        path: `products/${productId}`,
        data: {
          kind: 'bundle', title: 'Broken bundle', description: '', theme: null, price: { amount: '15 euros', currency: 'EUR' },
          interval: null, months: null, itineraryIds: [await paidItinerary()], active: true, sortOrder: 1,
        },
      },
    ]);
    const buyer = await signedInClient('buyer');
    expect(await refusal(call(buyer.functions, 'createCheckoutSession', { kind: 'product', productId, origin: ORIGIN }))).toEqual(
      malformedRefusal(`products/${productId}`),
    );
    expect((await adminDb().collection('orders').where('uid', '==', buyer.uid).get()).size).toBe(0);
  });

  it('refuses checkout when the buyer holds a malformed entitlement to the itinerary, and writes no order', async () => {
    const itineraryId = await paidItinerary();
    const buyer = await signedInClient('buyer');
    const path = `entitlements/${buyer.uid}_${itineraryId}`;
    await adminWrite([{ path, data: { uid: buyer.uid, itineraryId, source: 'found-it', orderId: 'cs_none' } }]);
    expect(await refusal(call(buyer.functions, 'createCheckoutSession', { kind: 'itinerary', itineraryId, origin: ORIGIN }))).toEqual(
      malformedRefusal(path),
    );
    expect((await adminDb().collection('orders').where('uid', '==', buyer.uid).get()).size).toBe(0);
  });

  it('grants nothing for a paid checkout whose order is malformed: the webhook answers 500 so Stripe retries', async () => {
    const itineraryId = await paidItinerary();
    const buyer = await signedInClient('buyer');
    const checkout = await call<Checkout>(buyer.functions, 'createCheckoutSession', { kind: 'itinerary', itineraryId, origin: ORIGIN });
    await adminDb().doc(`orders/${checkout.sessionId}`).update({ itineraryIds: 'every one' });
    const { payload, header } = signed(completedEvent(checkout.sessionId));
    expect((await postWebhook(payload, header)).status).toBe(500);
    expect(await stored(`orders/${checkout.sessionId}`)).toMatchObject({ status: 'pending', itineraryIds: 'every one' });
    expect(await stored(`entitlements/${buyer.uid}_${itineraryId}`)).toBeUndefined();
  });

  it('refuses the preview of a malformed paid itinerary with a clear error instead of showing its days', async () => {
    const itineraryId = await paidItinerary();
    await adminDb().doc(`itineraries/${itineraryId}`).update({ days: 'four' });
    const visitor = await signedInClient('visitor');
    expect(await refusal(call(visitor.functions, 'itineraryPreview', { itineraryId }))).toEqual(malformedRefusal(`itineraries/${itineraryId}`));
  });

  it('refuses to redeem a malformed gift with a clear error: the gift stays ready and nothing is granted', async () => {
    const itineraryId = await paidItinerary();
    const giver = await signedInClient('giver');
    const checkout = await call<Checkout>(giver.functions, 'createCheckoutSession', {
      kind: 'gift',
      itineraryId,
      recipientName: 'Sam',
      message: 'For your trip',
      origin: ORIGIN,
    });
    expect((await payAtFake(checkout.url)).status).toBe(303);
    const code = String((await stored(`orders/${checkout.sessionId}`))?.giftCode);
    await adminDb().doc(`gifts/${code}`).update({ 'product.kind': 'castle' });

    const recipient = await signedInClient('recipient');
    expect(await refusal(call(recipient.functions, 'redeemGiftCode', { code }))).toEqual(malformedRefusal(`gifts/${code}`));
    expect(await stored(`gifts/${code}`)).toMatchObject({ status: 'ready', redeemedBy: null });
    expect(await stored(`entitlements/${recipient.uid}_${itineraryId}`)).toBeUndefined();
    expect(await stored(`subscriptions/${recipient.uid}`)).toBeUndefined();
  });
});

describe('the catalogue, signed out over REST', () => {
  const product = (title: string, sortOrder: number, extra: Record<string, unknown> = {}) => ({
    kind: 'itinerary', title, description: '', theme: 'city-breaks', price: { amount: 1200, currency: 'EUR' },
    interval: null, months: null, itineraryIds: [], active: true, sortOrder, ...extra,
  });

  it('lists the products for sale in the shop order: inactive ones are not for sale, a malformed one is left out with a warning', async () => {
    const ids = { second: unique('p2'), first: unique('p1'), sameOrderB: unique('pb'), off: unique('poff'), broken: unique('pbad') };
    await adminWrite([
      { path: `products/${ids.second}`, data: product('Second', -50) },
      { path: `products/${ids.first}`, data: product('First', -100) },
      { path: `products/${ids.sameOrderB}`, data: product('B same order', -50) },
      { path: `products/${ids.off}`, data: product('Withdrawn', -200, { active: false }) },
      { path: `products/${ids.broken}`, data: product('Broken', -300, { price: 'twelve euros' }) },
    ]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const listed = await listProductsRest(restDatabase());
      const ours = listed.filter((p) => Object.values(ids).includes(p.id));
      expect(ours.map((p) => p.title)).toEqual(['First', 'B same order', 'Second']);
      expect(ours[0]).toEqual({ id: ids.first, ...product('First', -100, { active: undefined }) });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`products/${ids.broken}`));
    } finally {
      warn.mockRestore();
      await adminDeleteTrees(Object.values(ids).map((id) => `products/${id}`));
    }
  });

  it('says the shop cannot be reached, as an AppError, when the server is down', async () => {
    await expect(listProductsRest(emulatorDatabase('127.0.0.1', PROJECT_ID, 1))).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
