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
import { type AppError, toAppError } from '../errors';
import { decodeValue, stageDatabase, type RestDatabase } from '../rest';
import type { ItineraryDoc, PlanItem } from './itineraries-schema';
import type { Profile } from './users-schema';

interface RawDocument {
  name: string;
  fields?: Record<string, Parameters<typeof decodeValue>[0]>;
}

interface Decoded {
  path: string;
  id: string;
  data: Record<string, unknown>;
}

function decode(body: RawDocument): Decoded {
  const path = body.name.replace(/^.*?\/documents\//, '');
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body.fields ?? {})) data[key] = decodeValue(value);
  return { path, id: path.slice(path.lastIndexOf('/') + 1), data };
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'invalid-argument',
  401: 'permission-denied',
  403: 'permission-denied',
  404: 'not-found',
  429: 'resource-exhausted',
  503: 'unavailable',
};

function failure(status: number): AppError {
  return toAppError({ code: CODE_BY_STATUS[status] ?? 'unknown' });
}

/** What one request gave: a body, or the HTTP status it failed with. */
type Answer = { ok: true; body: unknown } | { ok: false; status: number };

async function send(url: string, init?: RequestInit): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw toAppError({ code: 'unavailable' });
  }
  if (!response.ok) return { ok: false, status: response.status };
  return { ok: true, body: (await response.json()) as unknown };
}

function documentUrl(database: RestDatabase, path: string): string {
  return `${database.root}/${path}${database.query}`;
}

function getDocument(database: RestDatabase, path: string): Promise<Answer> {
  return send(documentUrl(database, path));
}

/** The plan, ordered as the editor orders it: by day (ideas, null, first), then by order key. */
function queryItems(database: RestDatabase, itineraryId: string): Promise<Answer> {
  const structuredQuery = {
    from: [{ collectionId: 'items' }],
    orderBy: [
      { field: { fieldPath: 'day' }, direction: 'ASCENDING' },
      { field: { fieldPath: 'order' }, direction: 'ASCENDING' },
    ],
    limit: 2000,
  };
  return send(`${database.root}/itineraries/${itineraryId}:runQuery${database.query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ structuredQuery }),
  });
}

/** Requests started as the screen rendered, by itinerary id; each answer is used once, while fresh. */
const early = new Map<string, { at: number; itinerary?: Promise<Answer>; items?: Promise<Answer> }>();
const EARLY_ANSWER_MS = 10_000;

function quiet(answer: Promise<Answer>): Promise<Answer> {
  // Nobody may come to read it (the person navigated away): no error then.
  answer.catch(() => undefined);
  return answer;
}

/** Starts reading a trip (the document and its plan) now, while the code that reads the answers is still loading. */
export function prefetchPublicTrip(id: string, database?: RestDatabase): void {
  if (!isValidDocumentId(id) || early.has(id)) return;
  try {
    const db = database ?? stageDatabase();
    const itinerary = quiet(getDocument(db, `itineraries/${id}`));
    // The plan is asked for once the document is here: the heading (the largest text) comes first,
    // and a trip that is not public costs no second refusal.
    const items = quiet(
      itinerary.then((answer) => (answer.ok ? queryItems(db, id) : { ok: false as const, status: answer.status })),
    );
    early.set(id, { at: Date.now(), itinerary, items });
  } catch {
    // A head start only: the read asks again.
  }
}

/** The early answer of one part of a trip, if fresh (and forgets it), else a new request. */
function take(id: string, part: 'itinerary' | 'items', ask: () => Promise<Answer>): Promise<Answer> {
  const started = early.get(id);
  const answer = started?.[part];
  if (started) {
    delete started[part];
    if (!started.itinerary && !started.items) early.delete(id);
  }
  return answer && started && Date.now() - started.at < EARLY_ANSWER_MS ? answer : ask();
}

/**
 * The itinerary document as anyone may read it. null when it does not exist
 * (404); AppError 'permission-denied' when the rules refuse it (private, or
 * missing: the rules do not tell them apart).
 */
export async function readPublicItinerary(database: RestDatabase, id: string): Promise<ItineraryDoc | null> {
  if (!isValidDocumentId(id)) return null;
  try {
    const [schema, answer] = await Promise.all([
      import('./itineraries-schema'),
      take(id, 'itinerary', () => getDocument(database, `itineraries/${id}`)),
    ]);
    if (!answer.ok) {
      if (answer.status === 404) return null;
      throw failure(answer.status);
    }
    const doc = decode(answer.body as RawDocument);
    return schema.parseItinerary(doc.data, doc.path, id);
  } catch (error) {
    throw toAppError(error);
  }
}

/**
 * The plan as anyone may read it, ideas first, then by day and order; null
 * when it is not readable by everyone (a private trip, or a paid one's preview).
 */
export async function readPublicItems(database: RestDatabase, id: string): Promise<PlanItem[] | null> {
  if (!isValidDocumentId(id)) return null;
  try {
    const [schema, answer] = await Promise.all([
      import('./itineraries-schema'),
      take(id, 'items', () => queryItems(database, id)),
    ]);
    if (!answer.ok) {
      if (answer.status === 403 || answer.status === 401) return null;
      throw failure(answer.status);
    }
    const rows = answer.body as Array<{ document?: RawDocument }>;
    return schema.parseItems(rows.flatMap((row) => (row.document ? [decode(row.document)] : [])));
  } catch (error) {
    throw toAppError(error);
  }
}

export interface PublicTrip {
  itinerary: ItineraryDoc;
  /** null when the plan is not readable by everyone (a paid itinerary's preview). */
  items: PlanItem[] | null;
}

/** The itinerary and its plan together (see readPublicItinerary and readPublicItems). */
export async function readPublicTrip(database: RestDatabase, id: string): Promise<PublicTrip | null> {
  const [itinerary, items] = await Promise.all([readPublicItinerary(database, id), readPublicItems(database, id)]);
  return itinerary ? { itinerary, items } : null;
}

/** A public profile by uid (users/{uid} is readable by anyone); null when there is none. */
export async function readPublicProfile(database: RestDatabase, uid: string): Promise<Profile | null> {
  if (!isValidDocumentId(uid)) return null;
  try {
    const [schema, answer] = await Promise.all([import('./users-schema'), getDocument(database, `users/${uid}`)]);
    if (!answer.ok) {
      if (answer.status === 404) return null;
      throw failure(answer.status);
    }
    const doc = decode(answer.body as RawDocument);
    return schema.parseProfile(doc.data, doc.path, uid);
  } catch (error) {
    throw toAppError(error);
  }
}

/** The stage's database, for callers outside the service layer. */
export { stageDatabase };
