/**
 * A turn of an itinerary's assistant thread as read (docs/data-model.md,
 * `itineraries/{id}/messages`). The proposed change is kept as received
 * (`unknown`): the assistant feature validates it with its own schema, and a
 * turn whose change is malformed is still shown, without the change.
 */
import * as z from 'zod/mini';
import { dateOf, optionalText, optionalTimestamp, parseDocument } from '../stored';

/** The newest turns read of a thread. */
export const THREAD_LIMIT = 200;
export const MAX_TURN_LENGTH = 8000;

export interface ThreadMessage {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  /** The user's uid, or 'assistant'. */
  authorId: string;
  createdAt: Date | null;
  /** The assistant's proposed change as stored (validate before use). */
  proposedChange: unknown;
  status: 'proposed' | 'accepted' | 'rejected' | null;
  /** Assistant turns: which answered ('model' or 'embedded'), and a notice for the user when the model failed. */
  source: 'model' | 'embedded' | null;
  notice: string | null;
  /** Assistant turns: the user turn answered. */
  replyTo: string | null;
  /** True while the turn is on this device only (offline or in flight). */
  pending: boolean;
}

const messageDoc = z.object({
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  authorId: z.string(),
  createdAt: optionalTimestamp,
  proposedChange: z.optional(z.unknown()),
  status: z.optional(z.nullable(z.enum(['proposed', 'accepted', 'rejected']))),
  source: z.optional(z.nullable(z.enum(['model', 'embedded']))),
  notice: optionalText,
  replyTo: optionalText,
});

export function parseThreadMessage(data: unknown, path: string, id: string, pending = false): ThreadMessage {
  const d = parseDocument(messageDoc, data, path);
  return {
    id,
    role: d.role,
    text: d.text,
    authorId: d.authorId,
    createdAt: dateOf(d.createdAt),
    proposedChange: d.proposedChange ?? null,
    status: d.status ?? null,
    source: d.source ?? null,
    notice: d.notice ?? null,
    replyTo: d.replyTo ?? null,
    pending,
  };
}
