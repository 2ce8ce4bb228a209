/**
 * The assistantEdit callable's logic: a chat message about an itinerary
 * becomes the assistant's turn in the itinerary's thread
 * (`itineraries/{id}/messages`), with a proposed change the user accepts or
 * rejects in the browser. The model when a key is set (a change in a JSON
 * schema, validated with zod, its places matched to our data), else or on
 * failure the embedded editor. See docs/assistant.md, "Editing by chat".
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import * as z from 'zod';
import { CHANGE_LIMITS, isEmptyChange, type ProposedChange } from '@/domain/assistant/edit/change';
import { checkChange } from '@/domain/assistant/edit/check-change';
import { addRequest, proposeEdit, proposeFoundPlace, type EditAnswer, type EditContext } from '@/domain/assistant/edit/propose';
import { parseEditRequest } from '@/domain/assistant/edit/parse';
import { placeDraft } from '@/domain/assistant/planner/plan';
import { orderBetween, compareOrder } from '@/domain/itineraries/order';
import { blankItem } from '@/domain/itineraries/plan';
import type { PlanItem } from '@/domain/itineraries/types';
import { keptOfLive, LIVE_QUERY_MAX, type LivePlace } from '@/domain/places/live';
import { documentIdSchema } from '@/lib/document-id-schema';
import { haversineKm } from '@/lib/places/geo';
import type { LatLng } from '@/lib/places/types';
import { parseItems } from '@/domain/itineraries/schema';
import { FALLBACK_NOTICE, MAX_TEXT, readForEditor } from './assistant-plan';
import type { LiveBatch } from '../places/places-function';
import { assistantData } from './data';
import { LIVE_PLACE_SOURCE, liveCategory, liveItemPlace, liveNotes } from './live-places';
import { LIVE_MATCH_KM, MAX_UNMATCHED_KM, MODEL_SOURCE, findByName, matchPlace } from './match';
import { ProviderError, completeJson, strictSchema, type JsonSchema, type ProviderConfig } from './provider';

export const EDIT_FALLBACK_NOTICE = FALLBACK_NOTICE.replace('this plan comes', 'this answer comes');

export const assistantEditInputSchema = z.object({
  itineraryId: documentIdSchema('That itinerary id is not valid.'),
  text: z
    .string({ error: 'Tell the assistant what to change.' })
    .trim()
    .min(1, 'Tell the assistant what to change.')
    .max(MAX_TEXT, `Keep the message under ${MAX_TEXT} characters.`),
  /** The user's turn this answers (written by the browser just before). */
  replyTo: z.optional(documentIdSchema('That message id is not valid.')),
});
export type AssistantEditInput = z.infer<typeof assistantEditInputSchema>;

export interface AssistantEditResult {
  /** The assistant's turn, as written to the thread. */
  messageId: string;
  reply: string;
  change: ProposedChange | null;
  source: 'model' | 'embedded';
  notice?: string;
  remaining: number;
}

export function parseEditInput(data: unknown): AssistantEditInput {
  const result = assistantEditInputSchema.safeParse(data ?? {});
  if (!result.success) {
    throw new HttpsError('invalid-argument', result.error.issues[0]?.message ?? 'That message is not valid.');
  }
  return result.data;
}

export interface LoadedItinerary {
  context: Omit<EditContext, 'placesData' | 'cityIndex' | 'newId'>;
  threadId: string;
}

/** The itinerary and its items, for an editor only (the same checks as assistantPlan). */
export async function loadForEdit(db: Firestore, itineraryId: string, uid: string): Promise<LoadedItinerary> {
  const ref = db.doc(`itineraries/${itineraryId}`);
  const itinerary = await readForEditor(db, itineraryId, uid);
  const itemDocs = await ref.collection('items').get();
  const items = parseItems(
    itemDocs.docs.map((doc) => ({ id: doc.id, path: doc.ref.path, data: doc.data() })),
    (message) => logger.warn(message),
  );
  const { days, period, destinations, geocode, threadId } = itinerary;
  // The request it was planned from, for "plan it again …".
  return { context: { itinerary: { days, period, destinations, geocode }, items, request: itinerary.context ?? null }, threadId };
}

// ---------------------------------------------------------------------------
// The model path
// ---------------------------------------------------------------------------

const ITEM_TYPES = ['attraction', 'restaurant', 'activity', 'transport', 'note'] as const;

/** What the model answers: operations on the plan, by item id. */
export const modelEditSchema = z.object({
  reply: z.string().min(1).max(2000),
  summary: z.string().max(500),
  add: z
    .array(
      z.object({
        day: z.number().int().min(1).nullable(),
        type: z.enum(ITEM_TYPES),
        title: z.string().min(1).max(200),
        placeName: z.string().max(200).nullable(),
        lat: z.number().min(-90).max(90).nullable(),
        lng: z.number().min(-180).max(180).nullable(),
        startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/).nullable(),
        notes: z.string().max(2000).nullable(),
      }),
    )
    .max(20),
  move: z.array(z.object({ itemId: z.string(), toDay: z.number().int().min(1).nullable() })).max(100),
  remove: z.array(z.object({ itemId: z.string() })).max(100),
});
export type ModelEdit = z.infer<typeof modelEditSchema>;

let cachedEditSchema: JsonSchema | undefined;
export function modelEditStrictSchema(): JsonSchema {
  cachedEditSchema ??= strictSchema(z.toJSONSchema(modelEditSchema)) as JsonSchema;
  return cachedEditSchema;
}

export const EDIT_SYSTEM_PROMPT = [
  'You are the trip assistant of Wayfare, a travel-planning app.',
  'The user asks for a change to their itinerary. Answer with the change as JSON that follows the given schema:',
  'items to add (real places that exist, with their real names and coordinates; prefer the places listed as known to us),',
  'items to move to another day (toDay null moves an item to the ideas), items to remove, by their ids as listed.',
  'Never change anything the user did not ask for. "reply" tells the user in one or two sentences what you propose.',
  'When the request cannot be done, answer with empty lists and say why in "reply".',
].join(' ');

export function editPrompt(text: string, ctx: LoadedItinerary['context'], knownPlaces: string): string {
  const lines = [`Request: ${text}`, '', `The trip: ${ctx.itinerary.destinations.join(', ') || 'no destination set'}, ${ctx.itinerary.days} day(s).`];
  const byDay = new Map<number | null, PlanItem[]>();
  for (const item of [...ctx.items].sort((a, b) => (a.day ?? 1e9) - (b.day ?? 1e9) || compareOrder(a.order, b.order))) {
    if (item.optionOf) continue;
    byDay.set(item.day, [...(byDay.get(item.day) ?? []), item]);
  }
  for (const [day, items] of byDay) {
    lines.push(`${day === null ? 'Ideas' : `Day ${day}`}:`);
    for (const item of items) lines.push(`- id ${item.id}: ${item.title} (${item.type}${item.startTime ? `, ${item.startTime}` : ''})`);
  }
  if (knownPlaces) lines.push('', knownPlaces);
  return lines.join('\n');
}

type ModelAddition = ModelEdit['add'][number];

/**
 * The model's additions our data does not hold, looked up by name with the
 * live provider: near where the model put them (within LIVE_MATCH_KM), or
 * around the trip when it gave no coordinates (within MAX_UNMATCHED_KM). A
 * place of that name there is the one meant; what the provider cannot name
 * stays as before (approximate, or off the map). All names are asked at once.
 */
export async function liveForModelAdditions(
  answer: ModelEdit,
  ctx: EditContext,
  cityIds: readonly string[],
  live: LiveBatch,
): Promise<Map<ModelAddition, LivePlace & { geocode: LatLng }>> {
  const centre = ctx.itinerary.geocode;
  const asked = answer.add.flatMap((draft) => {
    const name = (draft.placeName ?? draft.title).trim();
    if (matchPlace(ctx.placesData, cityIds, name) || name.length < 3) return [];
    const own = draft.lat !== null && draft.lng !== null ? { lat: draft.lat, lng: draft.lng } : null;
    const near = own ?? centre;
    return near ? [{ draft, name, near, radiusM: (own ? LIVE_MATCH_KM : MAX_UNMATCHED_KM) * 1000 }] : [];
  });
  const { hits, stopped } = await findByName(live, asked);
  if (stopped) logger.warn('assistantEdit: live places did not answer for the model’s additions', { reason: stopped });
  const found = new Map<ModelAddition, LivePlace & { geocode: LatLng }>();
  asked.forEach(({ draft }, i) => {
    const hit = hits[i];
    if (hit) found.set(draft, hit);
  });
  return found;
}

/**
 * Turns the model's operations into a proposed change: ids checked, places matched (our data first, then
 * the live provider's answers by name, `live`), order keys given.
 */
export function changeFromModel(
  answer: ModelEdit,
  ctx: EditContext,
  cityIds: readonly string[],
  live: ReadonlyMap<ModelAddition, LivePlace & { geocode: LatLng }> = new Map(),
): { reply: string; change: ProposedChange | null } {
  const byId = new Map(ctx.items.map((item) => [item.id, item]));
  const days = ctx.itinerary.days;
  const validDay = (day: number | null) => day === null || (day >= 1 && day <= days);
  const lastOrders = new Map<number | null, string | null>();
  const nextOrder = (day: number | null) => {
    if (!lastOrders.has(day)) {
      const orders = ctx.items.filter((item) => item.day === day && item.optionOf === null).map((item) => item.order).sort(compareOrder);
      lastOrders.set(day, orders.at(-1) ?? null);
    }
    const order = orderBetween(lastOrders.get(day) ?? null, null);
    lastOrders.set(day, order);
    return order;
  };
  let ignored = 0;
  const change: ProposedChange = { summary: answer.summary || 'A change to the plan.', add: [], move: [], remove: [], itinerary: null };
  const centre = ctx.itinerary.geocode;
  for (const draft of answer.add) {
    if (!validDay(draft.day)) {
      ignored += 1;
      continue;
    }
    const ours = matchPlace(ctx.placesData, cityIds, draft.placeName ?? draft.title);
    const theirs = live.get(draft);
    let place: PlanItem['place'] = null;
    let notes = draft.notes;
    if (ours) {
      place = placeDraft(ours);
    } else if (theirs) {
      place = liveItemPlace(theirs, liveCategory(theirs));
    } else if (draft.lat !== null && draft.lng !== null && (!centre || haversineKm(centre, { lat: draft.lat, lng: draft.lng }) <= MAX_UNMATCHED_KM)) {
      place = { name: draft.placeName ?? draft.title, geocode: { lat: draft.lat, lng: draft.lng }, category: null, source: MODEL_SOURCE, approximate: true };
    } else {
      notes = `${notes ? `${notes} ` : ''}Not placed on the map: check the name and add its address.`;
    }
    change.add.push(
      blankItem({ id: ctx.newId(), day: draft.day, order: nextOrder(draft.day), type: draft.type, title: draft.title, place, startTime: draft.startTime, notes }),
    );
  }
  for (const move of answer.move) {
    const item = byId.get(move.itemId);
    if (!item || !validDay(move.toDay) || item.day === move.toDay) {
      ignored += Number(!item || !validDay(move.toDay));
      continue;
    }
    change.move.push({ id: item.id, title: item.title, fromDay: item.day, toDay: move.toDay, order: nextOrder(move.toDay) });
  }
  for (const removal of answer.remove) {
    const item = byId.get(removal.itemId);
    if (!item) ignored += 1;
    else change.remove.push({ id: item.id, title: item.title, day: item.day });
  }
  const note = ignored > 0 ? ` (I left out ${ignored} part${ignored === 1 ? '' : 's'} that did not fit this plan.)` : '';
  return { reply: `${answer.reply}${note}`, change: isEmptyChange(change) ? null : change };
}

export interface EditDeps {
  provider: ProviderConfig | null;
  newId: () => string;
  /** Live place searches (the places provider), for "add X to day N" when our data has no X; null or absent: none. */
  live?: LiveBatch | null;
}

/** How far around the day's stops "add X to day N" looks in the live provider (m). */
export const LIVE_ADD_RADIUS_M = 3000;

/**
 * The embedded editor; when it finds nothing in our data for "add X to day N"
 * and the live provider is there, the provider's places for X around the day.
 */
async function embeddedEdit(text: string, ctx: EditContext, live: LiveBatch | null | undefined): Promise<EditAnswer> {
  const local = proposeEdit(text, ctx);
  const wanted = live && !local.change ? addRequest(text, ctx) : null;
  if (!live || !wanted) return local;
  const answer = await live([{ op: 'search', query: wanted.query.slice(0, LIVE_QUERY_MAX), near: wanted.near, radiusM: LIVE_ADD_RADIUS_M, limit: 5 }]);
  if (answer.stopped) logger.warn('assistantEdit: live places did not answer', { reason: answer.stopped });
  const found = (answer.places[0] ?? []).flatMap((place) =>
    place.geocode && haversineKm(place.geocode, wanted.near) * 1000 <= LIVE_ADD_RADIUS_M
      ? [{ name: place.name, address: place.address, geocode: place.geocode, category: liveCategory(place), source: LIVE_PLACE_SOURCE, notes: liveNotes(place), kept: keptOfLive(place) }]
      : [],
  );
  return proposeFoundPlace(ctx, wanted.day, found) ?? local;
}

/** Answers the message: the model when configured, else (or when it fails) the embedded editor. */
export async function answerEdit(
  text: string,
  loaded: LoadedItinerary['context'],
  deps: EditDeps,
): Promise<{ reply: string; change: ProposedChange | null; source: 'model' | 'embedded'; notice?: string }> {
  const { placesData, cityIndex } = assistantData();
  const ctx: EditContext = { ...loaded, placesData, cityIndex, newId: deps.newId };
  const embedded = () => embeddedEdit(text, ctx, deps.live);
  // "Plan it again …" is the planner's own work, with or without a model.
  if (!deps.provider || parseEditRequest(text).kind === 'replan') return { ...(await embedded()), source: 'embedded' };
  const cityIds = loaded.itinerary.destinations.flatMap((name) => {
    const city = cityIndex.cities.find((candidate) => candidate.curated && candidate.name.toLowerCase() === name.toLowerCase());
    return city ? [city.id] : [];
  });
  const known = cityIds
    .map((id) => {
      const places = placesData.cityById.get(id)?.places ?? [];
      return `Places we know in ${placesData.cityById.get(id)?.name}: ${places
        .slice(0, 80)
        .map((p) => `${p.name} (${p.category}, ${p.geocode.lat.toFixed(4)}, ${p.geocode.lng.toFixed(4)})`)
        .join('; ')}.`;
    })
    .join('\n');
  try {
    const json = await completeJson(deps.provider, {
      name: 'itinerary_change',
      schema: modelEditStrictSchema(),
      system: EDIT_SYSTEM_PROMPT,
      user: editPrompt(text, loaded, known),
    });
    const parsed = modelEditSchema.safeParse(json);
    if (!parsed.success) throw new ProviderError('invalid-answer', `the model's change did not validate: ${parsed.error.message.slice(0, 300)}`);
    const live = deps.live ? await liveForModelAdditions(parsed.data, ctx, cityIds, deps.live) : undefined;
    const made = changeFromModel(parsed.data, ctx, cityIds, live);
    // Checked as the embedded editor's changes are before anyone sees it: closed or repeated places, what the days become.
    const checked = made.change ? checkChange(ctx, made.change) : { change: null, notes: [] };
    return { reply: [made.reply, ...checked.notes].join(' '), change: checked.change, source: 'model' };
  } catch (error) {
    const reason = error instanceof ProviderError ? error.reason : 'unexpected';
    logger.warn('assistantEdit: the model failed, using the embedded editor', {
      reason,
      message: error instanceof Error ? error.message : String(error),
    });
    return { ...(await embedded()), source: 'embedded', notice: EDIT_FALLBACK_NOTICE };
  }
}

/** A stored turn stays well under Firestore's 1 MiB document limit. */
const MAX_CHANGE_BYTES = 512 * 1024;

/**
 * The answer as it can be stored and shown: a change larger than the
 * client's schema allows (CHANGE_LIMITS) becomes a plain reply without a
 * change, and `tooLarge` is set (the request is not charged).
 */
export function fitAnswer<T extends { reply: string; change: ProposedChange | null }>(answer: T): T & { tooLarge: boolean } {
  const change = answer.change;
  if (!change) return { ...answer, tooLarge: false };
  const fits =
    change.add.length <= CHANGE_LIMITS.add &&
    change.move.length <= CHANGE_LIMITS.move &&
    change.remove.length <= CHANGE_LIMITS.remove &&
    Buffer.byteLength(JSON.stringify(change)) <= MAX_CHANGE_BYTES;
  if (fits) return { ...answer, tooLarge: false };
  const stops = change.add.length + change.move.length + change.remove.length;
  return {
    ...answer,
    change: null,
    tooLarge: true,
    reply:
      `That change would touch ${stops} stops, more than I can propose at once ` +
      `(at most ${CHANGE_LIMITS.move} moves, ${CHANGE_LIMITS.remove} removals and ${CHANGE_LIMITS.add} additions). ` +
      'Ask for a smaller change, for example a few stops or one part of a day at a time.',
  };
}

/**
 * Writes the assistant's turn to the thread (and gives the itinerary its
 * thread id on the first one). Server only: the rules let the browser write
 * user turns alone.
 */
export async function writeAssistantTurn(
  db: Firestore,
  itineraryId: string,
  threadId: string,
  turn: { reply: string; change: ProposedChange | null; replyTo?: string; source: 'model' | 'embedded'; notice?: string },
): Promise<string> {
  const itinerary = db.doc(`itineraries/${itineraryId}`);
  const ref = itinerary.collection('messages').doc();
  const batch = db.batch();
  batch.set(ref, {
    id: ref.id,
    role: 'assistant',
    text: turn.reply.slice(0, 8000),
    authorId: 'assistant',
    createdAt: FieldValue.serverTimestamp(),
    // JSON round trip: Firestore refuses undefined fields.
    proposedChange: turn.change ? (JSON.parse(JSON.stringify(turn.change)) as ProposedChange) : null,
    status: turn.change ? 'proposed' : null,
    replyTo: turn.replyTo ?? null,
    source: turn.source,
    notice: turn.notice ?? null,
  });
  if (!threadId) batch.update(itinerary, { threadId: `thread-${itineraryId}` });
  await batch.commit();
  return ref.id;
}
