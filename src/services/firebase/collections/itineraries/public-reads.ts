/**
 * A shared trip's first paint, signed out or before the SDK has loaded: the
 * itinerary, its plan and its creator's profile over Firestore's REST API
 * (see ../rest.ts), with no credentials, so the security rules answer as for
 * anyone. Small on purpose: the trip screen's first chunk imports it to start
 * the requests as it renders; the validators that read the answers load on
 * demand (after the first paint). Takes the database as a parameter, so Node
 * tests run this code against the emulator.
 */
import { isValidDocumentId } from '@/lib/document-id';
import { toAppError } from '../../errors';
import {
  decodeDocument,
  restFailure,
  restFetch,
  stageDatabase,
  type RestDatabase,
  type RestDocumentBody,
} from '../../rest';
import type { DamagedItem, DamagedItinerary, ItineraryDoc, ParsedPlan, PlanItem } from '@/domain/itineraries/schema';
import type { Profile } from '@/domain/users/schema';

/** What one request gave: a body, or the HTTP status it failed with. */
type Answer = { ok: true; body: unknown } | { ok: false; status: number };

async function send(url: string, init?: RequestInit): Promise<Answer> {
  const response = await restFetch(url, init);
  if (!response.ok) return { ok: false, status: response.status };
  return { ok: true, body: (await response.json()) as unknown };
}

function documentUrl(database: RestDatabase, path: string): string {
  return `${database.root}/${path}${database.query}`;
}

function getDocument(database: RestDatabase, path: string): Promise<Answer> {
  return send(documentUrl(database, path));
}

function runQuery(database: RestDatabase, parent: string, structuredQuery: unknown): Promise<Answer> {
  return send(`${database.root}${parent}:runQuery${database.query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ structuredQuery }),
  });
}

/**
 * The itinerary, asked for only as a public one (`public == true` and its
 * name): the rules let anyone run that query, so the answer is the trip or
 * nothing, never a refusal. Served by the single-field index on `public`. A private trip (its creator's own, before the
 * session is known) or a missing one costs no refused read.
 */
function queryPublicItinerary(database: RestDatabase, id: string): Promise<Answer> {
  const name = `${database.root.replace(/^.*?\/v1\//, '')}/itineraries/${id}`;
  return runQuery(database, '', {
    from: [{ collectionId: 'itineraries' }],
    where: {
      compositeFilter: {
        op: 'AND',
        filters: [
          { fieldFilter: { field: { fieldPath: 'public' }, op: 'EQUAL', value: { booleanValue: true } } },
          // A range of one name, not an equality: an equality (or `in`) on the name is checked by the
          // rules as a read of that document, which is refused for a private one.
          { fieldFilter: { field: { fieldPath: '__name__' }, op: 'GREATER_THAN_OR_EQUAL', value: { referenceValue: name } } },
          { fieldFilter: { field: { fieldPath: '__name__' }, op: 'LESS_THAN_OR_EQUAL', value: { referenceValue: name } } },
        ],
      },
    },
    limit: 1,
  });
}

/** The plan, ordered as the editor orders it: by day (ideas, null, first), then by order key. */
function queryItems(database: RestDatabase, itineraryId: string): Promise<Answer> {
  return runQuery(database, `/itineraries/${itineraryId}`, {
    from: [{ collectionId: 'items' }],
    orderBy: [
      { field: { fieldPath: 'day' }, direction: 'ASCENDING' },
      { field: { fieldPath: 'order' }, direction: 'ASCENDING' },
    ],
    limit: 2000,
  });
}

function documentsOf(body: unknown): RestDocumentBody[] {
  const rows = Array.isArray(body) ? (body as Array<{ document?: RestDocumentBody }>) : [];
  return rows.flatMap((row) => (row.document ? [row.document] : []));
}

/**
 * Whether anyone may read the plan, as the rules decide it (canReadPlan for
 * someone with no role): public and not paid. Read from the stored fields
 * themselves, so a paid guide's plan is never asked for (and refused) here;
 * its buyers and editors get it through the live subscription.
 */
function planIsPublic(itinerary: RestDocumentBody): boolean {
  const fields = itinerary.fields ?? {};
  const flag = (name: string) => {
    const value = fields[name];
    return value !== undefined && 'booleanValue' in value ? value.booleanValue : undefined;
  };
  return flag('public') === true && flag('isPaidItinerary') !== true;
}

/** The plan's answer once the itinerary's is in; null (not asked) when anyone may not read it. */
function itemsAfter(database: RestDatabase, id: string, itinerary: Promise<Answer>): Promise<Answer | null> {
  return itinerary.then((answer) => {
    const [doc] = answer.ok ? documentsOf(answer.body) : [];
    return doc && planIsPublic(doc) ? queryItems(database, id) : null;
  });
}

/** Requests started as the screen rendered, by itinerary id; each answer is used once, while fresh. */
const early = new Map<string, { at: number; itinerary?: Promise<Answer>; items?: Promise<Answer | null> }>();
const EARLY_ANSWER_MS = 10_000;

function quiet<T>(answer: Promise<T>): Promise<T> {
  // Nobody may come to read it (the person navigated away): no error then.
  answer.catch(() => undefined);
  return answer;
}

/** Starts reading a trip (the document and its plan) now, while the code that reads the answers is still loading. */
export function prefetchPublicTrip(id: string, database?: RestDatabase): void {
  if (!isValidDocumentId(id) || early.has(id)) return;
  try {
    const db = database ?? stageDatabase();
    const itinerary = quiet(queryPublicItinerary(db, id));
    // The plan is asked for once the document is here: the heading (the largest text) comes first,
    // and only when the document says anyone may read it (public, not paid).
    const items = quiet(itemsAfter(db, id, itinerary));
    early.set(id, { at: Date.now(), itinerary, items });
  } catch {
    // A head start only: the read asks again.
  }
}

/** The early answer of one part of a trip, if fresh (and forgets it), else a new request. */
function take<T>(id: string, part: 'itinerary' | 'items', ask: () => Promise<T>): Promise<T> {
  const started = early.get(id);
  const answer = started?.[part] as Promise<T> | undefined;
  if (started) {
    delete started[part];
    if (!started.itinerary && !started.items) early.delete(id);
  }
  return answer && started && Date.now() - started.at < EARLY_ANSWER_MS ? answer : ask();
}

/**
 * The itinerary document as anyone may read it: null when there is no public
 * trip by that id (a private one, or none: the rules do not tell them apart,
 * and the query never asks for what they would refuse). A stored document
 * that fails validation comes back as a DamagedItinerary.
 */
export async function readPublicItinerary(database: RestDatabase, id: string): Promise<ItineraryDoc | DamagedItinerary | null> {
  if (!isValidDocumentId(id)) return null;
  try {
    const [schema, answer] = await Promise.all([
      import('@/domain/itineraries/schema'),
      take(id, 'itinerary', () => queryPublicItinerary(database, id)),
    ]);
    if (!answer.ok) throw restFailure(answer.status);
    const [raw] = documentsOf(answer.body);
    if (!raw) return null;
    const doc = decodeDocument(raw);
    return schema.parseItineraryOrDamaged(doc.data, doc.path, id);
  } catch (error) {
    throw toAppError(error);
  }
}

/**
 * The plan as anyone may read it, ideas first, then by day and order, with
 * its damaged items apart; null when it is not readable by everyone (a
 * private trip, or a paid one's preview), without asking.
 */
export async function readPublicItems(database: RestDatabase, id: string): Promise<ParsedPlan | null> {
  if (!isValidDocumentId(id)) return null;
  try {
    const [schema, answer] = await Promise.all([
      import('@/domain/itineraries/schema'),
      take(id, 'items', () => itemsAfter(database, id, queryPublicItinerary(database, id))),
    ]);
    if (answer === null) return null;
    if (!answer.ok) throw restFailure(answer.status);
    return schema.parsePlan(documentsOf(answer.body).map(decodeDocument));
  } catch (error) {
    throw toAppError(error);
  }
}

export interface PublicTrip {
  itinerary: ItineraryDoc;
  /** null when the plan is not readable by everyone (a paid itinerary's preview). */
  items: PlanItem[] | null;
  /** Items of the plan that fail validation, shown as damaged. */
  damagedItems?: DamagedItem[];
}

/** The itinerary and its plan together (see readPublicItinerary and readPublicItems). */
export async function readPublicTrip(database: RestDatabase, id: string): Promise<PublicTrip | DamagedItinerary | null> {
  const [itinerary, plan] = await Promise.all([readPublicItinerary(database, id), readPublicItems(database, id)]);
  if (!itinerary || 'damaged' in itinerary) return itinerary;
  return { itinerary, items: plan?.items ?? null, damagedItems: plan?.damaged ?? [] };
}

/** A public profile by uid (users/{uid} is readable by anyone); null when there is none. */
export async function readPublicProfile(database: RestDatabase, uid: string): Promise<Profile | null> {
  if (!isValidDocumentId(uid)) return null;
  try {
    const [schema, answer] = await Promise.all([import('@/domain/users/schema'), getDocument(database, `users/${uid}`)]);
    if (!answer.ok) {
      if (answer.status === 404) return null;
      throw restFailure(answer.status);
    }
    const doc = decodeDocument(answer.body as RestDocumentBody);
    return schema.parseProfile(doc.data, doc.path, uid);
  } catch (error) {
    throw toAppError(error);
  }
}

/** The stage's database, for callers outside the service layer. */
export { stageDatabase };
