/**
 * Every Firestore document the functions act on is checked against the app's
 * own schema (src/domain) before it is used. One that does not match is
 * logged with its path and refused with a `data-loss` error: nothing is
 * charged or granted from it.
 */
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { AppError } from '@/domain/app-error';
import { malformed } from '@/domain/stored';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** What zod and zod/mini schemas have in common. */
export interface StoredSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

function refused(path: string, error: AppError): HttpsError {
  logger.error('Malformed stored document', { path, error: error.message });
  return new HttpsError('data-loss', error.message, { path });
}

/** The document at `path`, parsed with `schema`; a mismatch is logged and thrown as `data-loss`. */
export function parseStored<T>(schema: StoredSchema<T>, data: unknown, path: string): T {
  const result = schema.safeParse(data);
  if (!result.success) throw refused(path, malformed(path, result.error.issues));
  return result.data;
}

/** Runs one of the domain's parsers (they throw a malformed-document AppError) with the same outcome. */
export function checkStored<T>(path: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof AppError && error.code === 'malformed-document') throw refused(path, error);
    throw error;
  }
}
