/**
 * Public one-shot reads over Firestore's REST API, with no SDK at all: the
 * screens a visitor opens from a shared link (a profile and its public trips)
 * paint and fill in without downloading a Firestore SDK first. Only documents
 * the security rules let anyone read can be fetched this way (no credentials
 * are sent). Values come back decoded to plain data; timestamps as objects
 * with toDate(), like the SDKs' Timestamp, so the same parsers apply.
 *
 * Every REST read of the app decodes documents, maps HTTP statuses to errors
 * and reaches the network through this module (`decodeDocument`,
 * `restFailure`, `restFetch`); the collection modules build their queries on
 * top.
 */
import { getEnv } from '@/config/env';
import { type AppError, toAppError } from './errors';
import { EMULATOR_PORTS } from './app';

export interface RestDocument {
  /** Path from the database root, e.g. `users/abc`. */
  path: string;
  id: string;
  data: Record<string, unknown>;
}

/** One value of the REST API's typed encoding. */
export type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { timestampValue: string }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude?: number; longitude?: number } }
  | { arrayValue: { values?: RestValue[] } }
  | { mapValue: { fields?: Record<string, RestValue> } };

/** A document as the REST API sends it. */
export interface RestDocumentBody {
  name: string;
  fields?: Record<string, RestValue>;
}

class RestTimestamp {
  readonly #iso: string;
  constructor(iso: string) {
    this.#iso = iso;
  }
  toDate(): Date {
    return new Date(this.#iso);
  }
}

export function decodeValue(value: RestValue): unknown {
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('timestampValue' in value) return new RestTimestamp(value.timestampValue);
  if ('stringValue' in value) return value.stringValue;
  if ('bytesValue' in value) return value.bytesValue;
  if ('referenceValue' in value) return value.referenceValue.replace(/^.*?\/documents\//, '');
  if ('geoPointValue' in value) {
    return { latitude: value.geoPointValue.latitude ?? 0, longitude: value.geoPointValue.longitude ?? 0 };
  }
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(decodeValue);
  if ('mapValue' in value) return decodeFields(value.mapValue.fields);
  return undefined;
}

/** A document's fields as plain data. */
export function decodeFields(fields: Record<string, RestValue> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields ?? {})) out[key] = decodeValue(value);
  return out;
}

/** A document's path (from the database root), id and decoded fields. */
export function decodeDocument(body: RestDocumentBody): RestDocument {
  const path = body.name.replace(/^.*?\/documents\//, '');
  return { path, id: path.slice(path.lastIndexOf('/') + 1), data: decodeFields(body.fields) };
}

export interface RestDatabase {
  /** `<origin>/v1/projects/<project>/databases/(default)/documents` */
  root: string;
  /** Appended to every URL: `?key=<web api key>` in production, '' on the emulator. */
  query: string;
}

/** A database on the Firestore emulator (the testing stage, and tests in Node). */
export function emulatorDatabase(host: string, projectId: string, port: number = EMULATOR_PORTS.firestore): RestDatabase {
  return { root: `http://${host}:${port}/v1/projects/${projectId}/databases/(default)/documents`, query: '' };
}

/** The stage's database. */
export function stageDatabase(): RestDatabase {
  const env = getEnv();
  if (env.emulatorHost) return emulatorDatabase(env.emulatorHost, env.firebase.projectId);
  return {
    root: `https://firestore.googleapis.com/v1/projects/${env.firebase.projectId}/databases/(default)/documents`,
    query: `?key=${encodeURIComponent(env.firebase.apiKey)}`,
  };
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'invalid-argument',
  401: 'permission-denied',
  403: 'permission-denied',
  404: 'not-found',
  409: 'failed-precondition',
  429: 'resource-exhausted',
  503: 'unavailable',
};

/** A request to the REST API; an AppError 'unavailable' when the server cannot be reached. */
export async function restFetch(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    throw toAppError({ code: 'unavailable' });
  }
}

/** The error a refused request stands for, by its HTTP status. */
export function restFailure(status: number): AppError {
  return toAppError({ code: CODE_BY_STATUS[status] ?? 'unknown' });
}

/**
 * One document by its path (e.g. `users/abc`), asked of the server itself: no
 * cache of this device takes part, so null is the server's word that the
 * document does not exist. A batchGet rather than a GET, so "no such
 * document" is an answer (`missing`) and not an HTTP 404 that the browser
 * logs as an error. Throws (AppError) when the server cannot be reached or
 * refuses.
 */
export async function getPublicDocument(database: RestDatabase, path: string): Promise<RestDocument | null> {
  const name = `${database.root.replace(/^.*?\/v1\//, '')}/${path}`;
  const response = await restFetch(`${database.root}:batchGet${database.query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ documents: [name] }),
    cache: 'no-store',
  });
  if (!response.ok) throw restFailure(response.status);
  const rows = (await response.json()) as Array<{ found?: RestDocumentBody; missing?: string }>;
  const found = rows.find((row) => row.found)?.found;
  if (found) return decodeDocument(found);
  if (rows.some((row) => row.missing)) return null;
  throw toAppError({ code: 'unknown' });
}

export interface FieldEquals {
  field: string;
  value: string | boolean;
}

/** A collection query: equality filters, optionally one descending order, and a limit. */
export interface PublicQuery {
  collectionId: string;
  filters: FieldEquals[];
  orderByDescending: string | null;
  limit: number;
}

function runQueryRequest(database: RestDatabase, spec: PublicQuery): { url: string; body: string } {
  const conditions = spec.filters.map(({ field, value }) => ({
    fieldFilter: {
      field: { fieldPath: field },
      op: 'EQUAL',
      value: typeof value === 'boolean' ? { booleanValue: value } : { stringValue: value },
    },
  }));
  const structuredQuery = {
    from: [{ collectionId: spec.collectionId }],
    where: conditions.length === 1 ? conditions[0] : { compositeFilter: { op: 'AND', filters: conditions } },
    ...(spec.orderByDescending
      ? { orderBy: [{ field: { fieldPath: spec.orderByDescending }, direction: 'DESCENDING' }] }
      : {}),
    limit: spec.limit,
  };
  return { url: `${database.root}:runQuery${database.query}`, body: JSON.stringify({ structuredQuery }) };
}

function post({ url, body }: { url: string; body: string }): Promise<Response> {
  return restFetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
}

/** Queries started early, by their URL and body; each answer is used once, and only while fresh. */
const started = new Map<string, { at: number; response: Promise<Response> }>();
const EARLY_ANSWER_MS = 10_000;

/**
 * Sends a query now, while the code that reads its answer is still loading;
 * the next identical queryPublicCollection takes this answer instead of asking
 * again.
 */
export function prefetchPublicCollection(database: RestDatabase, spec: PublicQuery): void {
  const call = runQueryRequest(database, spec);
  const key = `${call.url}\n${call.body}`;
  if (started.has(key)) return;
  const response = post(call);
  // Nobody may come to read it (the person navigated away): that is no error.
  response.catch(() => undefined);
  started.set(key, { at: Date.now(), response });
}

/**
 * Drops every answer started early. After a write, an answer asked for before
 * it is out of date: the next read must ask the server (a refetch after a
 * follow would otherwise show the count from before the follow).
 */
export function forgetEarlyAnswers(): void {
  started.clear();
}

/** Runs a collection query (or takes the answer of the same query started early). */
export async function queryPublicCollection(database: RestDatabase, spec: PublicQuery): Promise<RestDocument[]> {
  const call = runQueryRequest(database, spec);
  const key = `${call.url}\n${call.body}`;
  const early = started.get(key);
  started.delete(key);
  const fresh = early && Date.now() - early.at < EARLY_ANSWER_MS ? early.response : undefined;
  const response = await (fresh ?? post(call));
  if (!response.ok) throw restFailure(response.status);
  const rows = (await response.json()) as Array<{ document?: RestDocumentBody }>;
  return rows.flatMap((row) => (row.document ? [decodeDocument(row.document)] : []));
}
