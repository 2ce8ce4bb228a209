// The assistantPlan callable through the Functions emulator, against a local
// OpenAI-compatible server (real HTTP on 127.0.0.1, tests/support/fake-openai.ts).
// In the emulator only, the function reads its provider settings from
// assistantEmulator/provider (written here with the Admin SDK), so each case
// points it at the fake server with its own key, model and timeout.
import type { Functions } from 'firebase/functions';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TripPlan } from '@/domain/assistant/planner/schema';
import { PROVIDER_DOC, callFunction, messageOf, refusal, useFakeModel } from './callables';
import {
  adminDelete,
  adminWrite,
  closeClientsAfterAll,
  itineraryDoc,
  signedInClient,
  signedOutClient,
  stored,
  unique,
} from './helpers';

closeClientsAfterAll();

const NOTICE = 'The assistant could not be reached, so this plan comes from our built-in planner.';
const LISBON = { lat: 38.7223, lng: -9.1393 };
const REQUEST = '2 days in Lisbon, history and views';

interface Result {
  plan: TripPlan;
  source: 'model' | 'embedded';
  notice?: string;
  match?: { matched: number; approximate: number; unplaced: number };
  remaining: number;
}

function item(day: number | null, title: string, name: string, geocode: { lat: number; lng: number }, times: [string, string]) {
  return {
    day,
    type: 'attraction',
    title,
    place: { name, address: null, geocode, category: 'sight', source: 'model', approximate: null },
    startTime: times[0],
    endTime: times[1],
    timeZone: null,
    arrival: null,
    endTimeZone: null,
    nights: null,
    optionOf: null,
    notes: null,
    cost: null,
  };
}

/** What the fake model answers: two places we hold (spelled its own way), one unknown nearby, one far away. */
const MODEL_PLAN = {
  title: '2 days in Lisbon',
  summary: 'History and views in Lisbon.',
  destinations: ['Lisbon'],
  geocode: { lat: 38.7, lng: -9.1 },
  period: null,
  days: [
    {
      day: 1,
      date: null,
      theme: 'Belém',
      destination: 'Lisbon',
      dayTrip: null,
      items: [
        item(1, 'See the tower', 'Torre de Belem', { lat: 38.69, lng: -9.2 }, ['09:30', '10:30']),
        item(1, 'Coffee with a view', 'Miradouro Imaginario do Tejo', { lat: 38.71, lng: -9.15 }, ['11:00', '12:00']),
        item(1, 'The Eiffel Tower', 'Eiffel Tower', { lat: 48.8584, lng: 2.2945 }, ['14:00', '15:00']),
      ],
    },
    {
      day: 2,
      date: null,
      theme: 'The castle',
      destination: 'Lisbon',
      dayTrip: null,
      items: [item(2, 'The castle', 'castelo de sao jorge', { lat: 38.71, lng: -9.13 }, ['10:00', '11:30'])],
    },
  ],
  ideas: [],
  assumptions: ['I assumed a moderate pace.'],
  warnings: [],
};

const model = useFakeModel();
const { useProvider } = model;
beforeAll(() => {
  model.fake().plan = MODEL_PLAN;
});

function plan(functions: Functions, data: unknown): Promise<Result> {
  return callFunction<Result>(functions, 'assistantPlan', data);
}

const allItems = (p: TripPlan) => [...p.days.flatMap((d) => d.items), ...p.ideas];

function expectEmbeddedLisbon(result: Result): void {
  expect(result.source).toBe('embedded');
  expect(result.plan.title).toBe('2 days in Lisbon');
  expect(result.plan.days).toHaveLength(2);
  expect(result.plan.days.every((d) => d.items.length > 0)).toBe(true);
  expect(result.match).toBeUndefined();
}

describe('assistantPlan (callable) with the model', () => {
  it('asks the model with the strict plan schema, and grounds its places in our data', async () => {
    const user = await signedInClient('planner');
    await useProvider();
    const result = await plan(user.functions, { text: REQUEST });

    expect(model.fake().requests).toHaveLength(1);
    const sent = model.fake().requests[0]!;
    expect(sent.authorization).toBe('Bearer test-key');
    expect(sent.body.model).toBe('fake-model-1');
    const format = sent.body.response_format as { type: string; json_schema: { name: string; strict: boolean; schema: Record<string, unknown> } };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema).toMatchObject({ name: 'trip_plan', strict: true });
    expect(format.json_schema.schema).toMatchObject({ type: 'object', additionalProperties: false });
    expect(JSON.stringify(sent.body.messages)).toContain('Castelo de São Jorge'); // our places are offered

    expect(result.source).toBe('model');
    expect(result.notice).toBeUndefined();
    expect(result.match).toEqual({ matched: 2, approximate: 1, unplaced: 1 });
    expect(result.plan.geocode).toEqual(LISBON);
    const [day1, day2] = result.plan.days;
    // Matched: our name, coordinates and source.
    expect(day1!.items[0]!.place).toMatchObject({
      name: 'Torre de Belém',
      geocode: { lat: 38.6916, lng: -9.216 },
      source: 'Wikidata (CC0)',
      approximate: false,
    });
    expect(day1!.items[0]!.timeZone).toBe('Europe/Lisbon');
    expect(day2!.items[0]!.place).toMatchObject({ name: 'Castelo de São Jorge', geocode: { lat: 38.7139, lng: -9.1335 }, approximate: false });
    // Unknown to us but near Lisbon: kept with the model's coordinates, flagged.
    expect(day1!.items[1]!.place).toMatchObject({ name: 'Miradouro Imaginario do Tejo', geocode: { lat: 38.71, lng: -9.15 }, approximate: true });
    // Far from Lisbon: moved to the ideas without a location, and a warning says so.
    expect(day1!.items).toHaveLength(2);
    expect(result.plan.ideas).toEqual([expect.objectContaining({ title: 'The Eiffel Tower', day: null, place: null })]);
    expect(result.plan.warnings.join(' ')).toContain('We could not place “Eiffel Tower” within 50 km of Lisbon');
    expect(allItems(result.plan)).toHaveLength(4); // nothing dropped
    // Checked as the built-in planner's plans are: the request's own assumptions listed once, each with its choices in the chat.
    expect(result.plan.assumptions.filter((line) => /pace/.test(line))).toEqual(['I assumed a moderate pace.']);
    expect(result.plan.assumptions).toContain('I assumed a mid-range budget.');
  });

  it.each([
    ['malformed JSON', 'malformed'],
    ['a 429', 'rate-limited'],
    ['a 500', 'server-error'],
  ] as const)('falls back to the embedded planner, and says so, on %s', async (_label, mode) => {
    const user = await signedInClient('fallback');
    await useProvider();
    model.fake().mode = mode;
    const result = await plan(user.functions, { text: REQUEST });
    expect(model.fake().requests).toHaveLength(1); // no retries
    expectEmbeddedLisbon(result);
    expect(result.notice).toBe(NOTICE);
  });

  it('falls back when the model is slower than the timeout', async () => {
    const user = await signedInClient('slow');
    await useProvider({ timeoutMs: 1500 });
    model.fake().mode = 'slow';
    model.fake().slowMs = 8000;
    const began = Date.now();
    const result = await plan(user.functions, { text: REQUEST });
    expect(Date.now() - began).toBeLessThan(7000);
    expect(model.fake().requests).toHaveLength(1);
    expectEmbeddedLisbon(result);
    expect(result.notice).toBe(NOTICE);
  });

  it('falls back when nothing listens at the base URL', async () => {
    const user = await signedInClient('offline');
    await adminWrite([{ path: PROVIDER_DOC, data: { baseURL: 'http://127.0.0.1:9/v1', apiKey: 'test-key', timeoutMs: 3000 } }]);
    const result = await plan(user.functions, { text: REQUEST });
    expectEmbeddedLisbon(result);
    expect(result.notice).toBe(NOTICE);
  });
});

describe('assistantPlan (callable) without a key', () => {
  it('answers from the embedded planner, with no notice, and never calls a model', async () => {
    const user = await signedInClient('nokey');
    await useProvider({ apiKey: '' });
    const result = await plan(user.functions, { text: REQUEST });
    expectEmbeddedLisbon(result);
    expect(result.notice).toBeUndefined();
    expect(model.fake().requests).toHaveLength(0);
  });
});

describe('assistantPlan (callable) with a travel personality', () => {
  it("plans at the personality's pace when the request gives none, and refuses a malformed one", async () => {
    const user = await signedInClient('personal');
    const personality = { interests: ['food', 'culture'], pace: 'slow', budget: 'moderate' };
    const result = await plan(user.functions, { text: '2 days in Lisbon', personality });
    expect(result.plan.assumptions.join(' ')).toContain('pace of your travel personality');
    const plain = await plan(user.functions, { text: '2 days in Lisbon' });
    expect(plain.plan.assumptions.join(' ')).not.toContain('travel personality');
    const error = await refusal(plan(user.functions, { text: '2 days in Lisbon', personality: { pace: 'warp' } }));
    expect(error.code).toBe('functions/invalid-argument');
  });
});

describe('assistantPlan (callable): who may ask, and how often', () => {
  it('refuses signed-out callers', async () => {
    const error = await refusal(plan(signedOutClient().functions, { text: REQUEST }));
    expect(error.code).toBe('functions/unauthenticated');
  });

  it('refuses an empty or too long request with a clear message', async () => {
    const user = await signedInClient('input');
    const empty = await refusal(plan(user.functions, { text: '   ' }));
    expect(empty.code).toBe('functions/invalid-argument');
    expect(messageOf(empty)).toBe('Tell the assistant what trip you have in mind.');
    const long = await refusal(plan(user.functions, { text: 'a'.repeat(2001) }));
    expect(long.code).toBe('functions/invalid-argument');
    expect(messageOf(long)).toBe('Keep the request under 2000 characters.');
  });

  it('plans for editors of the itinerary (creator, accepted collaborator, agent) and refuses anyone else', async () => {
    const [creator, companion, agent, pending, stranger] = await Promise.all(
      ['creator', 'companion', 'agent', 'pending', 'stranger'].map((l) => signedInClient(l)),
    );
    const id = unique('asst');
    await adminWrite([
      {
        path: `itineraries/${id}`,
        data: itineraryDoc(creator!.uid, {
          collaborators: { pending: [pending!.uid], accepted: [companion!.uid] },
          agentId: agent!.uid,
        }),
      },
    ]);
    try {
      for (const editor of [creator!, companion!, agent!]) {
        expect((await plan(editor.functions, { itineraryId: id, text: REQUEST })).source).toBe('embedded');
      }
      for (const outsider of [pending!, stranger!]) {
        const error = await refusal(plan(outsider.functions, { itineraryId: id, text: REQUEST }));
        expect(error.code).toBe('functions/permission-denied');
      }
      const missing = await refusal(plan(stranger!.functions, { itineraryId: unique('gone'), text: REQUEST }));
      expect(missing.code).toBe('functions/not-found');
    } finally {
      await adminDelete([`itineraries/${id}`]);
    }
  });

  it('allows 30 requests an hour and refuses the 31st with a clear message', async () => {
    const user = await signedInClient('busy');
    const remaining: number[] = [];
    for (let i = 0; i < 30; i += 1) remaining.push((await plan(user.functions, { text: '1 day in Porto' })).remaining);
    expect(remaining[0]).toBe(29);
    expect(remaining[29]).toBe(0);
    const error = await refusal(plan(user.functions, { text: '1 day in Porto' }));
    expect(error.code).toBe('functions/resource-exhausted');
    expect(messageOf(error)).toMatch(/^You have asked the assistant 30 times in the last hour, which is the limit\. Try again in \d+ minutes?\.$/);
    const usage = await stored(`assistantUsage/${user.uid}`);
    expect((usage?.requests as unknown[]).length).toBe(30);
    await adminDelete([`assistantUsage/${user.uid}`]);
  }, 90_000);

  it('forgets requests older than an hour', async () => {
    const user = await signedInClient('returning');
    const twoHoursAgo = Timestamp.fromMillis(Date.now() - 2 * 60 * 60 * 1000);
    await adminWrite([{ path: `assistantUsage/${user.uid}`, data: { requests: Array.from({ length: 30 }, () => twoHoursAgo) } }]);
    expect((await plan(user.functions, { text: '1 day in Porto' })).remaining).toBe(29);
    await adminDelete([`assistantUsage/${user.uid}`]);
  });
});
