/**
 * Explore's reads: public itineraries by destination, interest and length,
 * newest or most cloned first, in cursor pages; and the creators behind a
 * page. Over Firestore's REST API with no credentials (see ../rest.ts), so the
 * screens a visitor opens first (/, /explore) need no Firebase SDK, and the
 * rules answer as for anyone: every query has `public == true`.
 *
 * A page asks for `pageSize + 1` documents: the extra one only says whether a
 * next page exists, so a page costs at most pageSize + 1 document reads. The
 * next page starts after the last shown document (a cursor on the order
 * fields and the document name), never with an offset.
 *
 * Reads exploreItineraries, the index the exploreIndex Cloud Function keeps
 * (functions/src/explore/explore-index.ts). Indexes (firestore.indexes.json):
 * exploreItineraries [searchKeys contains,] public,
 * [days,] [cloneCount desc,] createdAt desc. Takes the database as a parameter,
 * so Node tests run this code against the emulator.
 */
import * as z from 'zod/mini';
import { isValidDocumentId } from '@/lib/document-id';
import { toAppError, type AppError } from '../errors';
import { decodeDocument, restFailure, restFetch, type RestDatabase, type RestDocumentBody } from '../rest';
import { dateOf, optionalText, optionalTimestamp, parseDocument, period } from '@/domain/stored';
import { parseProfile, type Profile } from '@/domain/users/schema';

export type ExploreSort = 'newest' | 'most-cloned';

export interface ExploreFilter {
  /** One search key (see src/domain/explore/search-keys.ts), or null for every public itinerary. */
  searchKey: string | null;
  /** Day counts to match (at most 30), or null for any length. */
  days: number[] | null;
  sort: ExploreSort;
}

/** Where the next page starts: the last shown itinerary's order values. */
export interface ExploreCursor {
  id: string;
  /** The stored createdAt, exactly as the server wrote it (RFC 3339). */
  createdAt: string;
  cloneCount: number;
}

/** A public itinerary as an Explore card shows it. */
export interface ExploreCard {
  id: string;
  title: string;
  description: string;
  destinations: string[];
  days: number;
  period: { start: string; end: string } | null;
  itineraryImageSrc: string | null;
  isPaidItinerary: boolean;
  creatorId: string;
  cloneCount: number;
  geocode: { lat: number; lng: number } | null;
  createdAt: Date | null;
}

export interface ExplorePage {
  cards: ExploreCard[];
  /** null on the last page. */
  next: ExploreCursor | null;
  /** Documents this page read (at most pageSize + 1). */
  reads: number;
}

export const MAX_PAGE_SIZE = 50;

const cardDoc = z.object({
  title: z.string(),
  description: z.optional(z.string()),
  destinations: z.optional(z.array(z.string())),
  days: z.number().check(z.int(), z.minimum(0)),
  period: z.optional(period),
  itineraryImageSrc: optionalText,
  isPaidItinerary: z.optional(z.boolean()),
  creatorId: z.string(),
  public: z.literal(true),
  cloneCount: z.optional(z.number().check(z.int(), z.minimum(0))),
  geocode: z.optional(z.nullable(z.object({ lat: z.number(), lng: z.number() }))),
  createdAt: optionalTimestamp,
});

/** One stored public itinerary as a card; an AppError 'invalid' naming its path when malformed. */
export function parseExploreCard(data: unknown, path: string, id: string): ExploreCard {
  const d = parseDocument(cardDoc, data, path);
  return {
    id,
    title: d.title,
    description: d.description ?? '',
    destinations: d.destinations ?? [],
    days: d.days,
    period: d.period ? { start: d.period.start, end: d.period.end } : null,
    itineraryImageSrc: d.itineraryImageSrc ?? null,
    isPaidItinerary: d.isPaidItinerary ?? false,
    creatorId: d.creatorId,
    cloneCount: d.cloneCount ?? 0,
    geocode: d.geocode ? { lat: d.geocode.lat, lng: d.geocode.lng } : null,
    createdAt: dateOf(d.createdAt),
  };
}

function documentsPrefix(database: RestDatabase): string {
  // root: <origin>/v1/projects/<p>/databases/(default)/documents
  return database.root.slice(database.root.indexOf('/v1/') + 4);
}

async function post(url: string, body: unknown): Promise<unknown> {
  const response = await restFetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw restFailure(response.status);
  return response.json() as Promise<unknown>;
}

const field = (fieldPath: string) => ({ fieldPath });

/** The REST structured query of one Explore page (exported for tests and the early start). */
export function explorePageQuery(database: RestDatabase, filter: ExploreFilter, pageSize: number, after: ExploreCursor | null) {
  const filters: unknown[] = [{ fieldFilter: { field: field('public'), op: 'EQUAL', value: { booleanValue: true } } }];
  if (filter.searchKey) {
    filters.push({ fieldFilter: { field: field('searchKeys'), op: 'ARRAY_CONTAINS', value: { stringValue: filter.searchKey } } });
  }
  if (filter.days && filter.days.length > 0) {
    const values = filter.days.slice(0, 30).map((d) => ({ integerValue: String(d) }));
    filters.push({ fieldFilter: { field: field('days'), op: 'IN', value: { arrayValue: { values } } } });
  }
  const orderBy = [
    ...(filter.sort === 'most-cloned' ? [{ field: field('cloneCount'), direction: 'DESCENDING' }] : []),
    { field: field('createdAt'), direction: 'DESCENDING' },
    { field: field('__name__'), direction: 'DESCENDING' },
  ];
  const cursorValues = after
    ? [
        ...(filter.sort === 'most-cloned' ? [{ integerValue: String(after.cloneCount) }] : []),
        { timestampValue: after.createdAt },
        { referenceValue: `${documentsPrefix(database)}/exploreItineraries/${after.id}` },
      ]
    : null;
  return {
    from: [{ collectionId: 'exploreItineraries' }],
    where: filters.length === 1 ? filters[0] : { compositeFilter: { op: 'AND', filters } },
    orderBy,
    ...(cursorValues ? { startAt: { values: cursorValues, before: false } } : {}),
    limit: pageSize + 1,
  };
}

/**
 * One page of public itineraries. Malformed documents are left out (with a
 * warning naming them), so one bad itinerary never empties a page.
 */
export async function listExplorePage(
  database: RestDatabase,
  filter: ExploreFilter,
  pageSize: number,
  after: ExploreCursor | null = null,
): Promise<ExplorePage> {
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(pageSize)));
  if (after && !isValidDocumentId(after.id)) throw toAppError({ code: 'invalid-argument' });
  try {
    const rows = (await post(`${database.root}:runQuery${database.query}`, {
      structuredQuery: explorePageQuery(database, filter, size, after),
    })) as Array<{ document?: RestDocumentBody }>;
    const documents = rows.flatMap((row) => (row.document ? [row.document] : []));
    const shown = documents.slice(0, size);
    const cards: ExploreCard[] = [];
    for (const raw of shown) {
      const { path, id, data } = decodeDocument(raw);
      try {
        cards.push(parseExploreCard(data, path, id));
      } catch (error) {
        console.warn(`Left out of Explore: ${(error as AppError).message}`);
      }
    }
    const last = shown[shown.length - 1];
    const lastCreated = last?.fields?.createdAt;
    const lastCount = last?.fields?.cloneCount;
    const next =
      documents.length > size && last && lastCreated && 'timestampValue' in lastCreated
        ? {
            id: last.name.slice(last.name.lastIndexOf('/') + 1),
            createdAt: lastCreated.timestampValue,
            cloneCount: lastCount && 'integerValue' in lastCount ? Number(lastCount.integerValue) : 0,
          }
        : null;
    return { cards, next, reads: documents.length };
  } catch (error) {
    throw toAppError(error);
  }
}

/**
 * The creators of a page's itineraries, by uid (one batch read of the
 * distinct uids; users/{uid} is readable by anyone). Missing or malformed
 * profiles are left out: the card then shows no name.
 */
export async function readCreators(database: RestDatabase, uids: readonly string[]): Promise<Map<string, Profile>> {
  const ids = [...new Set(uids)].filter(isValidDocumentId).slice(0, 100);
  const creators = new Map<string, Profile>();
  if (ids.length === 0) return creators;
  const prefix = documentsPrefix(database);
  try {
    const rows = (await post(`${database.root}:batchGet${database.query}`, {
      documents: ids.map((id) => `${prefix}/users/${id}`),
    })) as Array<{ found?: RestDocumentBody }>;
    for (const row of rows) {
      if (!row.found) continue;
      const { path, id, data } = decodeDocument(row.found);
      try {
        creators.set(id, parseProfile(data, path, id));
      } catch (error) {
        console.warn(`Creator left out: ${(error as AppError).message}`);
      }
    }
    return creators;
  } catch (error) {
    throw toAppError(error);
  }
}

/** At most this many values in one `in` or `array-contains-any` filter. */
export const MAX_FILTER_VALUES = 30;

async function listWhere(database: RestDatabase, extra: unknown, max: number): Promise<ExploreCard[]> {
  const rows = (await post(`${database.root}:runQuery${database.query}`, {
    structuredQuery: {
      from: [{ collectionId: 'exploreItineraries' }],
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [{ fieldFilter: { field: field('public'), op: 'EQUAL', value: { booleanValue: true } } }, extra],
        },
      },
      orderBy: [{ field: field('createdAt'), direction: 'DESCENDING' }],
      limit: max,
    },
  })) as Array<{ document?: RestDocumentBody }>;
  const cards: ExploreCard[] = [];
  for (const row of rows) {
    if (!row.document) continue;
    const { path, id, data } = decodeDocument(row.document);
    try {
      cards.push(parseExploreCard(data, path, id));
    } catch (error) {
      console.warn(`Left out: ${(error as AppError).message}`);
    }
  }
  return cards;
}

/**
 * The newest public itineraries of some creators (people I follow), in one
 * query: `creatorId in` the first 30 uids given (index: creatorId, public,
 * createdAt desc). At most `max` documents are read.
 */
export async function listPublicByCreators(database: RestDatabase, uids: readonly string[], max: number): Promise<ExploreCard[]> {
  const ids = [...new Set(uids)].filter(isValidDocumentId).slice(0, MAX_FILTER_VALUES);
  if (ids.length === 0) return [];
  try {
    return await listWhere(
      database,
      { fieldFilter: { field: field('creatorId'), op: 'IN', value: { arrayValue: { values: ids.map((stringValue) => ({ stringValue })) } } } },
      Math.min(MAX_PAGE_SIZE, Math.max(1, max)),
    );
  } catch (error) {
    throw toAppError(error);
  }
}

/**
 * The newest public itineraries matching any of some search keys (a travel
 * personality's destinations), in one query: `searchKeys array-contains-any`
 * (index: searchKeys contains, public, createdAt desc). At most `max` reads.
 */
export async function listPublicByAnyKey(database: RestDatabase, keys: readonly string[], max: number): Promise<ExploreCard[]> {
  const values = [...new Set(keys)].filter((k) => k !== '').slice(0, MAX_FILTER_VALUES);
  if (values.length === 0) return [];
  try {
    return await listWhere(
      database,
      {
        fieldFilter: {
          field: field('searchKeys'),
          op: 'ARRAY_CONTAINS_ANY',
          value: { arrayValue: { values: values.map((stringValue) => ({ stringValue })) } },
        },
      },
      Math.min(MAX_PAGE_SIZE, Math.max(1, max)),
    );
  } catch (error) {
    throw toAppError(error);
  }
}
