/**
 * What every parser and serializer of a stored document shares, free of any
 * Firebase SDK (the full SDK, the lite SDK, the Admin SDK in the Cloud
 * Functions and Node tests all read through it): the zod fragments for
 * timestamps, dates and optional text, the one way a mismatch becomes an
 * AppError naming the document's path, and the one way a refused write is
 * worded.
 */
import * as z from 'zod/mini';
import { AppError } from './app-error';

/** A Firestore Timestamp of either SDK (full, lite or admin): anything with toDate(). */
export interface TimestampLike {
  toDate(): Date;
}

export function isTimestampLike(value: unknown): value is TimestampLike {
  return typeof value === 'object' && value !== null && 'toDate' in value && typeof value.toDate === 'function';
}

export const timestamp = z.custom<TimestampLike>(isTimestampLike, 'expected a timestamp');
export const optionalTimestamp = z.optional(z.nullable(timestamp));
export const optionalText = z.optional(z.nullable(z.string()));
export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a yyyy-mm-dd date'));
/** A trip's dates, or null for an undated one. */
export const period = z.nullable(z.object({ start: isoDate, end: isoDate }));

/** A stored timestamp as a Date; absent or null reads as null. */
export const dateOf = (value: TimestampLike | null | undefined): Date | null => (value ? value.toDate() : null);

/** The error for a stored document that does not have the shape it should. */
export function malformed(path: string, issues: readonly { path: readonly PropertyKey[]; message: string }[]): AppError {
  const first = issues[0];
  const where = first && first.path.length > 0 ? first.path.map(String).join('.') : 'document';
  const what = first ? `${where}: ${first.message}` : 'unexpected shape';
  return new AppError('invalid', `The stored document ${path} is malformed (${what}).`, 'malformed-document');
}

/** The error for a document whose `key` field does not say what its path says (an id, an owner). */
export function mismatch(path: string, key: string, expected: string, actual: string): AppError {
  return malformed(path, [{ path: [key], message: `expected "${expected}", got "${actual}"` }]);
}

/** The document at `path`, parsed with `schema`; a mismatch throws `malformed`. */
export function parseDocument<T>(schema: z.ZodMiniType<T>, data: unknown, path: string): T {
  const result = schema.safeParse(data);
  if (!result.success) throw malformed(path, result.error.issues);
  return result.data;
}

/** A write the rules would refuse, as a sentence the user can act on. */
export function invalid(message: string): AppError {
  return new AppError('invalid', message, 'invalid-argument');
}
