/**
 * A shared trip's first paint, signed out or before the SDK has loaded: the
 * itinerary, its plan and its creator's profile over Firestore's REST API
 * (see ../rest.ts), with no credentials, so the security rules answer as for
 * anyone. Small on purpose: the trip screen's first chunk imports it to start
 * the requests as it renders; the validators that read the answers load on
 * demand (after the first paint). Takes the database as a parameter, so Node
 * tests run this code against the emulator.
 */
import { isValidDocumentId } from '@/lib/route-params';
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

/** Requests started as the screen rendered, by itinerary id; each is used once, while fresh. */
const early = new Map<string, { at: number; itinerary: Promise<Answer>; items: Promise<Answer> }>();
const EARLY_ANSWER_MS = 10_000;

function start(database: RestDatabase, id: string) {
  const itinerary = getDocument(database, `itineraries/${id}`);
  const items = queryItems(database, id);
  // Nobody may come to read them (the person navigated away): no error then.
  itinerary.catch(() => undefined);
  items.catch(() => undefined);
  return { at: Date.now(), itinerary, items };
}

/** Starts reading a trip now, while the code that reads the answers is still loading. */
export function prefetchPublicTrip(id: string, database?: RestDatabase): void {
  if (!isValidDocumentId(id) || early.has(id)) return;
  try {
    early.set(id, start(database ?? stageDatabase(), id));
  } catch {
    // A head start only: the read asks again.
  }
}

export interface PublicTrip {
  itinerary: ItineraryDoc;
  /** null when the plan is not readable by everyone (a paid itinerary's preview). */
  items: PlanItem[] | null;
}

/**
 * The itinerary and its plan as anyone may read them. null when there is no
 * such itinerary; AppError 'permission-denied' when it is private.
 */
export async function readPublicTrip(database: RestDatabase, id: string): Promise<PublicTrip | null> {
  if (!isValidDocumentId(id)) return null;
  const started = early.get(id);
  early.delete(id);
  const requests = started && Date.now() - started.at < EARLY_ANSWER_MS ? started : start(database, id);
  try {
    const [schema, itineraryAnswer, itemsAnswer] = await Promise.all([
      import('./itineraries-schema'),
      requests.itinerary,
      requests.items,
    ]);
    if (!itineraryAnswer.ok) {
      if (itineraryAnswer.status === 404) return null;
      throw failure(itineraryAnswer.status);
    }
    const doc = decode(itineraryAnswer.body as RawDocument);
    const itinerary = schema.parseItinerary(doc.data, doc.path, id);
    let items: PlanItem[] | null = null;
    if (itemsAnswer.ok) {
      const rows = itemsAnswer.body as Array<{ document?: RawDocument }>;
      items = schema.parseItems(rows.flatMap((row) => (row.document ? [decode(row.document)] : [])));
    } else if (itemsAnswer.status !== 403 && itemsAnswer.status !== 401) {
      throw failure(itemsAnswer.status);
    }
    return { itinerary, items };
  } catch (error) {
    throw toAppError(error);
  }
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
