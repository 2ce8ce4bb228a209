/**
 * The assistant thread of an itinerary (`itineraries/{id}/messages`), each
 * operation taking the Firestore instance it works on (see
 * itineraries/refs.ts). The browser writes user turns and the decision on a
 * proposed change; assistant turns come from the assistantEdit function.
 * Loaded on demand by assistant.ts.
 */
import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import { toAppError, type AppError } from '../errors';
import { parseThreadMessage, THREAD_LIMIT, type ThreadMessage } from '@/domain/assistant/schema';

const messagesPath = (itineraryId: string) => `itineraries/${itineraryId}/messages`;

/** The thread, oldest first, live (local user turns included at once, `pending`). Malformed turns are left out. */
export function subscribeThreadOps(
  db: Firestore,
  itineraryId: string,
  onChange: (messages: ThreadMessage[]) => void,
  onError: (error: AppError) => void,
): Unsubscribe {
  const thread = query(collection(db, messagesPath(itineraryId)), orderBy('createdAt'), limit(THREAD_LIMIT));
  return onSnapshot(
    thread,
    { includeMetadataChanges: true },
    (snapshot) => {
      const messages: ThreadMessage[] = [];
      for (const turn of snapshot.docs) {
        try {
          messages.push(
            parseThreadMessage(turn.data({ serverTimestamps: 'estimate' }), turn.ref.path, turn.id, turn.metadata.hasPendingWrites),
          );
        } catch (error) {
          console.warn(error instanceof Error ? `${error.message} It is left out of the conversation.` : error);
        }
      }
      onChange(messages);
    },
    (error) => onError(toAppError(error)),
  );
}

/**
 * Queues the user's turn (shown at once from the local cache) and returns
 * its id without waiting for the server. `written` settles when the server
 * has it (never, offline).
 */
export function postUserTurnOps(db: Firestore, itineraryId: string, uid: string, text: string): { id: string; written: Promise<void> } {
  const ref = doc(collection(db, messagesPath(itineraryId)));
  const written = setDoc(ref, { id: ref.id, role: 'user', text, authorId: uid, createdAt: serverTimestamp() });
  return { id: ref.id, written };
}

/** Records the decision on a proposed change (the rules allow `proposed` → `accepted` or `rejected` once). */
export function decideProposalOps(db: Firestore, itineraryId: string, messageId: string, status: 'accepted' | 'rejected'): Promise<void> {
  return updateDoc(doc(db, messagesPath(itineraryId), messageId), { status });
}
