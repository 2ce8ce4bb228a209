// The assistantEdit callable through the Functions emulator: a chat message
// about an itinerary becomes the assistant's turn in its thread, with a
// proposed change that is never applied by the function. The model path runs
// against the local OpenAI-compatible server (tests/support/fake-openai.ts).
import type { Functions } from 'firebase/functions';
import { describe, expect, it } from 'vitest';
import { parseProposedChange, type ProposedChange } from '@/domain/assistant/edit/change';
import type { PlanItem } from '@/domain/itineraries/types';
import { itemToStored } from '@/domain/itineraries/schema';
import { aPlace, anItem } from '@/testing/builders';
import { callFunction, refusal, useFakeModel } from './callables';
import {
  adminDeleteTrees,
  adminDb,
  adminWrite,
  closeClientsAfterAll,
  itineraryDoc,
  signedInClient,
  signedOutClient,
  stored,
  unique,
} from './helpers';

closeClientsAfterAll();

const NOTICE = 'The assistant could not be reached, so this answer comes from our built-in planner.';

interface Result {
  messageId: string;
  reply: string;
  change: ProposedChange | null;
  source: 'model' | 'embedded';
  notice?: string;
  remaining: number;
}

function planItem(id: string, day: number | null, order: string, title: string, geocode: { lat: number; lng: number }): PlanItem {
  return anItem({
    id,
    day,
    order,
    title,
    place: aPlace(title, { address: null, geocode, category: 'sight', approximate: false }),
    timeZone: 'Europe/Lisbon',
  });
}

const ITEMS: PlanItem[] = [
  planItem('castle', 1, 'a0', 'Castelo de São Jorge', { lat: 38.7139, lng: -9.1335 }),
  planItem('alfama', 1, 'a1', 'Alfama', { lat: 38.7114, lng: -9.1301 }),
  planItem('tower', 2, 'a0', 'Torre de Belém', { lat: 38.6916, lng: -9.216 }),
  planItem('jeronimos', 2, 'a1', 'Jerónimos Monastery', { lat: 38.6979, lng: -9.2068 }),
];

const model = useFakeModel();

async function lisbonTrip(creatorId: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const id = unique('edit');
  await adminWrite([
    {
      path: `itineraries/${id}`,
      data: itineraryDoc(creatorId, { title: 'Lisbon', destinations: ['Lisbon'], days: 3, geocode: { lat: 38.7223, lng: -9.1393 }, ...overrides }),
    },
    ...ITEMS.map((item) => ({ path: `itineraries/${id}/items/${item.id}`, data: itemToStored(item) })),
  ]);
  return id;
}

function edit(functions: Functions, data: unknown): Promise<Result> {
  return callFunction<Result>(functions, 'assistantEdit', data);
}

async function itemDays(id: string): Promise<Record<string, unknown>> {
  const snapshot = await adminDb().collection(`itineraries/${id}/items`).get();
  return Object.fromEntries(snapshot.docs.map((doc) => [doc.id, doc.get('day')]));
}

describe('assistantEdit (callable), embedded', () => {
  it('answers "swap days 1 and 2" with a proposed change in the thread, and changes nothing itself', async () => {
    const user = await signedInClient('swapper');
    const id = await lisbonTrip(user.uid);
    try {
      const result = await edit(user.functions, { itineraryId: id, text: 'swap days 1 and 2', replyTo: 'userturn1' });
      expect(result.source).toBe('embedded');
      expect(result.notice).toBeUndefined();
      expect(result.change?.move.map((m) => [m.id, m.fromDay, m.toDay])).toEqual([
        ['castle', 1, 2],
        ['alfama', 1, 2],
        ['tower', 2, 1],
        ['jeronimos', 2, 1],
      ]);
      const turn = await stored(`itineraries/${id}/messages/${result.messageId}`);
      expect(turn).toMatchObject({ role: 'assistant', authorId: 'assistant', status: 'proposed', text: result.reply, replyTo: 'userturn1' });
      expect(parseProposedChange(turn?.proposedChange)).toEqual(result.change);
      expect((await stored(`itineraries/${id}`))?.threadId).toBe(`thread-${id}`);
      // Never applied silently.
      expect(await itemDays(id)).toEqual({ castle: 1, alfama: 1, tower: 2, jeronimos: 2 });
    } finally {
      await adminDeleteTrees([`itineraries/${id}`]);
    }
  });

  it('answers a request it cannot do with what it can, and no change', async () => {
    const user = await signedInClient('chatty');
    const id = await lisbonTrip(user.uid);
    try {
      const result = await edit(user.functions, { itineraryId: id, text: 'what is the weather in May?' });
      expect(result.change).toBeNull();
      expect(result.reply).toContain('swap days 2 and 3');
      const turn = await stored(`itineraries/${id}/messages/${result.messageId}`);
      expect(turn).toMatchObject({ role: 'assistant', status: null, proposedChange: null });
    } finally {
      await adminDeleteTrees([`itineraries/${id}`]);
    }
  });
});

describe('assistantEdit (callable) with the model', () => {
  it('asks for a change in a strict schema and grounds it: places matched, unknown ids left out and said', async () => {
    const user = await signedInClient('modeller');
    const id = await lisbonTrip(user.uid);
    await model.useProvider();
    model.fake().plan = {
      reply: 'I moved the tower to day 3 and added lunch at the market on day 1.',
      summary: 'Lunch at the market; the tower on day 3.',
      add: [
        { day: 1, type: 'restaurant', title: 'Lunch at the market', placeName: 'Time Out Market Lisboa', lat: 38.7, lng: -9.1, startTime: '12:30', notes: null },
        { day: 3, type: 'attraction', title: 'The castle at sunset', placeName: 'Castelo de São Jorge', lat: 38.7139, lng: -9.1335, startTime: null, notes: null },
      ],
      move: [{ itemId: 'tower', toDay: 3 }],
      remove: [{ itemId: 'not-in-this-plan' }],
    };
    try {
      const result = await edit(user.functions, { itineraryId: id, text: 'lunch at the market on day 1, and the tower on day 3' });
      expect(model.fake().requests).toHaveLength(1);
      const format = model.fake().requests[0]!.body.response_format as { json_schema: { name: string; strict: boolean; schema: Record<string, unknown> } };
      expect(format.json_schema).toMatchObject({ name: 'itinerary_change', strict: true, schema: { additionalProperties: false } });
      expect(JSON.stringify(model.fake().requests[0]!.body.messages)).toContain('id tower: Torre de Belém');

      expect(result.source).toBe('model');
      expect(result.reply).toContain('I left out 1 part that did not fit this plan.');
      // Checked before it is shown: the castle is on day 1 already, so it is not added again.
      expect(result.reply).toContain('Castelo de São Jorge is already on day 1, so I did not add it again.');
      expect(result.change?.add).toHaveLength(1);
      expect(result.change?.add[0]).toMatchObject({
        day: 1,
        type: 'restaurant',
        startTime: '12:30',
        place: { name: 'Time Out Market Lisboa (Mercado da Ribeira)', approximate: false },
      });
      expect(result.change?.move).toEqual([expect.objectContaining({ id: 'tower', fromDay: 2, toDay: 3 })]);
      expect(result.change?.remove).toEqual([]);
      expect((await stored(`itineraries/${id}/messages/${result.messageId}`))?.source).toBe('model');
    } finally {
      await adminDeleteTrees([`itineraries/${id}`]);
    }
  });

  it('plans a planned trip again from its request with an assumption changed, by the planner even with a model set up', async () => {
    const user = await signedInClient('replanner');
    const id = await lisbonTrip(user.uid, { context: '3 days in Lisbon, history', isManualCreated: false });
    await model.useProvider();
    try {
      const result = await edit(user.functions, { itineraryId: id, text: 'Plan it again at a slow pace' });
      expect(model.fake().requests).toHaveLength(0);
      expect(result.source).toBe('embedded');
      expect(result.notice).toBeUndefined();
      expect(result.reply).toMatch(/^Here is the trip planned again at a slow pace: 3 days in Lisbon, at a slow pace, with history\./);
      // Everything on the plan is replaced, and nothing is written until the person accepts.
      expect(result.change?.remove.map((removal) => removal.id).sort()).toEqual(ITEMS.map((item) => item.id).sort());
      expect(result.change?.add.length).toBeGreaterThan(6);
      expect(new Set(result.change?.add.map((item) => item.day))).toEqual(new Set([1, 2, 3, null]));
      expect(await itemDays(id)).toEqual({ castle: 1, alfama: 1, tower: 2, jeronimos: 2 });
    } finally {
      await adminDeleteTrees([`itineraries/${id}`]);
    }
  });

  it('falls back to the embedded editor, and says so, when the model answers malformed JSON', async () => {
    const user = await signedInClient('fallback');
    const id = await lisbonTrip(user.uid);
    await model.useProvider();
    model.fake().mode = 'malformed';
    try {
      const result = await edit(user.functions, { itineraryId: id, text: 'swap days 1 and 2' });
      expect(result.source).toBe('embedded');
      expect(result.notice).toBe(NOTICE);
      expect(result.change?.move).toHaveLength(4);
    } finally {
      await adminDeleteTrees([`itineraries/${id}`]);
    }
  });
});

describe('assistantEdit (callable): who may ask', () => {
  it('answers editors only; refuses pending invitees, strangers, signed-out callers and bad input', async () => {
    const [creator, companion, pending, stranger] = await Promise.all(['creator', 'companion', 'pending', 'stranger'].map((l) => signedInClient(l)));
    const id = await lisbonTrip(creator!.uid, { collaborators: { pending: [pending!.uid], accepted: [companion!.uid] } });
    try {
      expect((await edit(companion!.functions, { itineraryId: id, text: 'make day 1 lighter' })).change?.move).toHaveLength(1);
      for (const outsider of [pending!, stranger!]) {
        expect((await refusal(edit(outsider.functions, { itineraryId: id, text: 'swap days 1 and 2' }))).code).toBe('functions/permission-denied');
      }
      expect((await refusal(edit(signedOutClient().functions, { itineraryId: id, text: 'swap days 1 and 2' }))).code).toBe('functions/unauthenticated');
      expect((await refusal(edit(creator!.functions, { itineraryId: id, text: '  ' }))).code).toBe('functions/invalid-argument');
      expect((await refusal(edit(creator!.functions, { itineraryId: unique('gone'), text: 'swap days 1 and 2' }))).code).toBe('functions/not-found');
    } finally {
      await adminDeleteTrees([`itineraries/${id}`]);
    }
  });
});
