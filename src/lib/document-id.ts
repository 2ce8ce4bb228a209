/**
 * The one rule for the document ids the app and the Cloud Functions accept
 * from outside (route parameters, callable inputs): Firestore auto ids and
 * our readable seed ids. Firestore itself refuses ids of the form `__x__`
 * (reserved), `.`, `..`, ids with `/` and ids over 1500 bytes; the pattern
 * excludes all but the reserved form, which is refused separately, so no id
 * that passes can make a read throw. No dependencies: route checks run in the
 * first paint. The zod schema built on it is ./document-id-schema.ts.
 */

/** 4 to 64 of A-Z a-z 0-9 _ - (never `/` or `.`, far under 1500 bytes). */
export const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9_-]{4,64}$/;
/** Ids Firestore reserves for itself. */
const RESERVED_ID_PATTERN = /^__.*__$/;

export const INVALID_ID_MESSAGE = 'That id is not valid.';

export function isValidDocumentId(value: unknown): value is string {
  return typeof value === 'string' && DOCUMENT_ID_PATTERN.test(value) && !RESERVED_ID_PATTERN.test(value);
}
