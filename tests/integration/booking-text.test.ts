// The readBookingText callable through the Functions emulator: a confirmation's text with no booking
// markup, read by a local OpenAI-compatible server (tests/support/fake-openai.ts) pointed at through
// assistantEmulator/provider, as the assistant's tests do (docs/assistant.md).
import type { Functions } from 'firebase/functions';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingTextAnswer } from '@/domain/bookings/model-reservations';
import { callFunction, refusalOf, useFakeModel } from './callables';
import { adminDelete, adminWrite, closeClientsAfterAll, itineraryDoc, signedInClient, signedOutClient, stored, unique, type UserClient } from './helpers';
import { rawCall, rawPost } from './raw-http';
import { aModelStay, aModelStayRead } from '@/testing/reservations';

closeClientsAfterAll();

const UNREACHABLE = 'The assistant could not be reached, so this text could not be read.';

const HOTEL_TEXT = `Hotel Avenida Palace, Lisboa
Your booking is confirmed.
Booking reference: HX 48213
Guest: Ana Costa - 2 adults
Check-in: Friday 1 May 2026, from 15:00
Check-out: Monday 4 May 2026, until 11:00
Rua 1º de Dezembro 123, 1200-359 Lisboa
Total paid: EUR 412.50`;

/** How the fake model reads HOTEL_TEXT. */
const STAY = aModelStay({
  code: 'HX 48213',
  from: { name: 'Hotel Avenida Palace', code: null, address: 'Rua 1º de Dezembro 123, 1200-359 Lisboa', time: { local: '2026-05-01T15:00', offsetMinutes: null } },
  to: { name: 'Hotel Avenida Palace', code: null, address: 'Rua 1º de Dezembro 123, 1200-359 Lisboa', time: { local: '2026-05-04T11:00', offsetMinutes: null } },
});

const model = useFakeModel();
const { useProvider } = model;

let creator: UserClient;
let companion: UserClient;
let pending: UserClient;
let stranger: UserClient;
let tripId = '';

beforeAll(async () => {
  [creator, companion, pending, stranger] = await Promise.all([signedInClient('creator'), signedInClient('companion'), signedInClient('pending'), signedInClient('stranger')]);
  tripId = unique('bookingtext');
  await adminWrite([
    { path: `itineraries/${tripId}`, data: itineraryDoc(creator.uid, { collaborators: { pending: [pending.uid], accepted: [companion.uid] } }) },
  ]);
});

afterAll(async () => {
  await adminDelete([`itineraries/${tripId}`, ...[creator, companion, pending, stranger].map((user) => `assistantUsage/${user.uid}`)]);
});

function read(functions: Functions, data: unknown): Promise<BookingTextAnswer> {
  return callFunction<BookingTextAnswer>(functions, 'readBookingText', data);
}

const usage = async (user: UserClient): Promise<number> => ((await stored(`assistantUsage/${user.uid}`))?.requests as unknown[] | undefined)?.length ?? 0;

describe('readBookingText without a model', () => {
  it('answers that the assistant is not available, at once, asking no model and counting nothing', async () => {
    const user = await signedInClient('nokey');
    await adminWrite([{ path: `itineraries/${tripId}-own`, data: itineraryDoc(user.uid) }]);
    try {
      expect(await read(user.functions, { text: HOTEL_TEXT, itineraryId: `${tripId}-own` })).toEqual({ available: false });
      expect(model.fake().requests).toHaveLength(0);
      expect(await usage(user)).toBe(0);
    } finally {
      await adminDelete([`itineraries/${tripId}-own`]);
    }
  });
});

describe('readBookingText with the model', () => {
  it('reads a hotel confirmation into a stay with its code and dates, asking with the strict schema', async () => {
    await useProvider();
    model.fake().plan = { reservations: [STAY] };
    const answer = await read(creator.functions, { text: `\n${HOTEL_TEXT}\n`, itineraryId: tripId });

    expect(answer).toEqual({
      available: true,
      dropped: 0,
      reservations: [aModelStayRead({ code: 'HX 48213', address: 'Rua 1º de Dezembro 123, 1200-359 Lisboa' })],
    });

    expect(model.fake().requests).toHaveLength(1);
    const sent = model.fake().requests[0]!;
    expect(sent.authorization).toBe('Bearer test-key');
    expect(sent.body.model).toBe('fake-model-1');
    const format = sent.body.response_format as { type: string; json_schema: { name: string; strict: boolean; schema: Record<string, unknown> } };
    expect(format).toMatchObject({ type: 'json_schema', json_schema: { name: 'booking_reservations', strict: true } });
    expect(format.json_schema.schema).toMatchObject({ type: 'object', required: ['reservations'], additionalProperties: false });
    const messages = sent.body.messages as { role: string; content: string }[];
    expect(messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('never invent a confirmation code') });
    expect(messages[1]).toMatchObject({ role: 'user', content: expect.stringContaining(HOTEL_TEXT) });
    // One of the hour's requests, as assistantPlan's.
    expect(await usage(creator)).toBe(1);
  });

  it.each([
    ['a kind of its own', { ...STAY, kind: 'spa' }],
    ['a date that does not exist', { ...STAY, to: { ...STAY.to, time: { local: '2026-02-30T11:00', offsetMinutes: null } } }],
  ])('drops a reservation with %s, and says how many it dropped', async (_label, bad) => {
    await useProvider();
    model.fake().plan = { reservations: [bad, STAY] };
    const answer = await read(companion.functions, { text: HOTEL_TEXT, itineraryId: tripId });
    expect(answer.available).toBe(true);
    if (!answer.available) return;
    expect(answer.dropped).toBe(1);
    expect(answer.reservations.map((r) => [r.kind, r.code, r.from.time?.local, r.to?.time?.local])).toEqual([['lodging', 'HX 48213', '2026-05-01T15:00', '2026-05-04T11:00']]);
  });

  it('takes off a confirmation code the text does not hold', async () => {
    await useProvider();
    model.fake().plan = { reservations: [{ ...STAY, code: 'QQ99999' }] };
    const answer = await read(creator.functions, { text: HOTEL_TEXT, itineraryId: tripId });
    expect(answer).toMatchObject({ available: true, dropped: 0, reservations: [{ kind: 'lodging', code: null, title: 'Hotel Avenida Palace' }] });
  });

  it.each([
    ['malformed JSON', 'malformed'],
    ['a 500', 'server-error'],
    ['a 429', 'rate-limited'],
  ] as const)('says the assistant could not be reached on %s, and gives the request back', async (_label, mode) => {
    const user = await signedInClient('failing');
    await adminWrite([{ path: `itineraries/${tripId}-failing`, data: itineraryDoc(user.uid) }]);
    try {
      await useProvider();
      model.fake().mode = mode;
      expect(await read(user.functions, { text: HOTEL_TEXT, itineraryId: `${tripId}-failing` })).toEqual({ available: false, reason: UNREACHABLE });
      expect(model.fake().requests).toHaveLength(1); // no retries
      expect(await usage(user)).toBe(0);
    } finally {
      await adminDelete([`itineraries/${tripId}-failing`, `assistantUsage/${user.uid}`]);
    }
  });

  it('says so when the model is slower than its time', async () => {
    await useProvider({ timeoutMs: 1500 });
    model.fake().mode = 'slow';
    model.fake().slowMs = 8000;
    const began = Date.now();
    expect(await read(creator.functions, { text: HOTEL_TEXT, itineraryId: tripId })).toEqual({ available: false, reason: UNREACHABLE });
    expect(Date.now() - began).toBeLessThan(7000);
  });
});

describe('readBookingText: who may ask, and how often', () => {
  it('refuses a stranger, a pending invitee and someone signed out, before asking the model', async () => {
    await useProvider();
    model.fake().plan = { reservations: [STAY] };
    for (const outsider of [stranger, pending]) {
      expect(await refusalOf(read(outsider.functions, { text: HOTEL_TEXT, itineraryId: tripId }))).toEqual({
        code: 'functions/permission-denied',
        message: 'Only the people who can edit this itinerary can ask the assistant about it.',
      });
    }
    expect((await refusalOf(read(signedOutClient().functions, { text: HOTEL_TEXT, itineraryId: tripId }))).code).toBe('functions/unauthenticated');
    expect((await refusalOf(read(stranger.functions, { text: HOTEL_TEXT, itineraryId: unique('gone') }))).code).toBe('functions/not-found');
    expect(model.fake().requests).toHaveLength(0);
    expect(await usage(stranger)).toBe(0);
  });

  it('answers a body that is not JSON, or nests too deep, or a reserved id, with its own JSON error', async () => {
    const deep = `{"data":{"itineraryId":"abcdefgh","text":${'['.repeat(3000)}${']'.repeat(3000)}}}`;
    for (const answer of [
      await rawPost('readBookingText', '{"data": {"text": ', { user: creator }),
      await rawPost('readBookingText', deep),
      await rawCall('readBookingText', { text: HOTEL_TEXT, itineraryId: '__x__' }, { user: creator }),
    ]) {
      expect(answer.status, answer.text).toBe(400);
      expect(answer.json?.error?.status).toBe('INVALID_ARGUMENT');
    }
  });

  it('refuses an empty or too long text', async () => {
    expect(await refusalOf(read(creator.functions, { text: '  \n ', itineraryId: tripId }))).toEqual({
      code: 'functions/invalid-argument',
      message: 'There is no text to read.',
    });
    expect(await refusalOf(read(creator.functions, { text: 'x'.repeat(60_001), itineraryId: tripId }))).toEqual({
      code: 'functions/invalid-argument',
      message: 'This text is longer than 60,000 characters: keep only the confirmation.',
    });
  });

  it('counts against the assistant’s 30 requests an hour, and is refused past them', async () => {
    const user = await signedInClient('busy');
    const id = `${tripId}-busy`;
    const recent = Timestamp.fromMillis(Date.now() - 60_000);
    await adminWrite([
      { path: `itineraries/${id}`, data: itineraryDoc(user.uid) },
      { path: `assistantUsage/${user.uid}`, data: { requests: Array.from({ length: 29 }, () => recent) } },
    ]);
    try {
      await useProvider();
      model.fake().plan = { reservations: [STAY] };
      expect((await read(user.functions, { text: HOTEL_TEXT, itineraryId: id })).available).toBe(true);
      expect(await usage(user)).toBe(30);
      const refused = await refusalOf(read(user.functions, { text: HOTEL_TEXT, itineraryId: id }));
      expect(refused.code).toBe('functions/resource-exhausted');
      expect(refused.message).toMatch(/^You have asked the assistant 30 times in the last hour, which is the limit\. Try again in \d+ minutes?\.$/);
      expect(model.fake().requests).toHaveLength(1);
    } finally {
      await adminDelete([`itineraries/${id}`, `assistantUsage/${user.uid}`]);
    }
  });
});
