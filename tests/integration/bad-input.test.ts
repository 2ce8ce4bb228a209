// Bad input over plain HTTP, as an attacker sends it, against the Functions
// emulator: every function answers with its own JSON error (never a 500, an
// HTML page, a stack trace or a server path), and ids Firestore reserves or
// refuses are invalid input everywhere ids are checked. The first call of
// each function starts its worker in the emulator, which is slow on a busy
// machine: hence the long timeouts.
import { describe, expect, it } from 'vitest';
import { closeClientsAfterAll, signedInClient } from './helpers';
import { rawCall, rawPost, type RawAnswer } from './raw-http';

closeClientsAfterAll();

const CALLABLES = [
  'deleteAccount',
  'assistantPlan',
  'assistantEdit',
  'createCheckoutSession',
  'redeemGiftCode',
  'itineraryPreview',
  'cancelPlusSubscription',
  'resumePlusSubscription',
  'readBookingText',
];
const HTTP_FUNCTIONS = ['stripeWebhook', 'bookingMail'];

function expectJsonRefusal(answer: RawAnswer, status: number, code = 'INVALID_ARGUMENT'): void {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.contentType).toMatch(/application\/json/);
  expect(answer.json?.error?.status).toBe(code);
  expect(answer.json?.error?.message).toEqual(expect.any(String));
  expect(answer.text).not.toMatch(/<html|<pre|\bat [\w.<>]+ \(|node_modules|\/work\/|\/functions\/lib\//i);
}

describe('a body that is not JSON', () => {
  it.each([...CALLABLES, ...HTTP_FUNCTIONS])('%s answers 400 with its own JSON error', async (name) => {
    expectJsonRefusal(await rawPost(name, '{"data": {"itineraryId": '), 400);
    expectJsonRefusal(await rawPost(name, 'not json at all'), 400);
  }, 120_000);

  it('a signed-in caller gets the same answer, and nothing runs', async () => {
    const user = await signedInClient('badjson');
    for (const name of CALLABLES) expectJsonRefusal(await rawPost(name, '{"data":', { user }), 400);
  }, 120_000);

  it('the Stripe webhook answers JSON to a request without a signature and to a GET', async () => {
    expectJsonRefusal(await rawPost('stripeWebhook', JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' })), 400);
    expectJsonRefusal(await rawPost('stripeWebhook', '', { method: 'GET' }), 405);
  }, 60_000);
});

describe('a body nested too deep', () => {
  /** `{"data":{"itineraryId":…,"n":[[[…]]]}}`, `depth` arrays deep: valid JSON the callable decoder used to overflow on. */
  const deep = (depth: number) => `{"data":{"itineraryId":"kyoto-gardens-guide","n":${'['.repeat(depth)}${']'.repeat(depth)}}}`;

  it.each([...CALLABLES, ...HTTP_FUNCTIONS])('%s answers 400 with its own JSON error, signed out', async (name) => {
    expectJsonRefusal(await rawPost(name, deep(3000)), 400);
    expectJsonRefusal(await rawPost(name, deep(100)), 400);
  }, 120_000);

  it('a normal preview request still works beside it', async () => {
    const answer = await rawCall('itineraryPreview', { itineraryId: 'no-such-trip-here' });
    expect(answer.json?.error?.status).toBe('NOT_FOUND');
  }, 60_000);
});

const RESERVED_OR_REFUSED_IDS = ['__x__', '__abcd__', '__.*__', 'a/b/c', '.', '..', 'x'.repeat(1501), 'é'.repeat(800)];

describe('ids Firestore reserves or refuses', () => {
  it.each(RESERVED_OR_REFUSED_IDS)('itineraryPreview (no sign-in needed) refuses %j as invalid input', async (id) => {
    expectJsonRefusal(await rawCall('itineraryPreview', { itineraryId: id }), 400);
  });

  it('the assistant and checkout refuse a reserved id as invalid input', async () => {
    const user = await signedInClient('reserved');
    const origin = 'http://127.0.0.1:4173';
    const answers = {
      plan: await rawCall('assistantPlan', { text: '2 days in Lisbon', itineraryId: '__x__' }, { user }),
      edit: await rawCall('assistantEdit', { text: 'swap days 1 and 2', itineraryId: '__x__' }, { user }),
      editReply: await rawCall('assistantEdit', { text: 'swap days 1 and 2', itineraryId: 'abcdefgh', replyTo: '__x__' }, { user }),
      itinerary: await rawCall('createCheckoutSession', { kind: 'itinerary', itineraryId: '__x__', origin }, { user }),
      product: await rawCall('createCheckoutSession', { kind: 'product', productId: '__x__', origin }, { user }),
      gift: await rawCall('createCheckoutSession', { kind: 'gift', productId: '__x__', recipientName: 'Sam', message: '', origin }, { user }),
    };
    for (const answer of Object.values(answers)) expectJsonRefusal(answer, 400);
    expect(answers.plan.json?.error?.message).toBe('That itinerary id is not valid.');
    expect(answers.itinerary.json?.error?.message).toBe('That id is not valid.');
  }, 120_000);
});
