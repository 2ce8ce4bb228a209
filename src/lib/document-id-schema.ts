/**
 * The zod schema of a document id (./document-id.ts), shared by the client's
 * schemas and the Cloud Functions' input checks.
 */
import * as z from 'zod/mini';
import { INVALID_ID_MESSAGE, isValidDocumentId } from './document-id';

/** A document id we accept; `message` is what the refusal says. */
export function documentIdSchema(message = INVALID_ID_MESSAGE) {
  return z.string({ error: message }).check(z.refine(isValidDocumentId, { error: message }));
}
