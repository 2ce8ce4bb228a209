/**
 * The assistant's server side as the app reaches it: an itinerary's thread
 * (Firestore, live) and the two callables, `assistantPlan` and
 * `assistantEdit` (docs/assistant.md). Nothing Firebase is imported
 * statically; feature code imports this module with `import()`.
 *
 * Callable errors keep the function's own message when it is meant for the
 * user (bad input, the hourly limit, no access); anything else (offline, the
 * function unreachable or failing) becomes an `unavailable` AppError, on
 * which the screens fall back to the embedded planner in the browser.
 */
import { AppError, toAppError } from '../errors';
import { getFunctionsInstance } from '../functions';
import type { ThreadMessage } from '@/domain/assistant/schema';
import { lazyOps } from './lazy-ops';

export type { ThreadMessage } from '@/domain/assistant/schema';
export { MAX_TURN_LENGTH } from '@/domain/assistant/schema';

const { load: withDb, subscribe } = lazyOps(() => import('./assistant-ops'));

/** The thread of an itinerary, live, oldest first. Returns the unsubscribe function (safe before loading ends). */
export function subscribeThread(
  itineraryId: string,
  onChange: (messages: ThreadMessage[]) => void,
  onError: (error: AppError) => void,
): () => void {
  return subscribe(({ db, ops }) => ops.subscribeThreadOps(db, itineraryId, onChange, onError), onError);
}

/** Queues the user's turn; resolves with its id as soon as it is queued (not when the server has it). */
export async function postUserTurn(itineraryId: string, uid: string, text: string, onWriteError?: (error: AppError) => void): Promise<string> {
  const { db, ops } = await withDb();
  const { id, written } = ops.postUserTurnOps(db, itineraryId, uid, text);
  written.catch((error: unknown) => onWriteError?.(toAppError(error)));
  return id;
}

export async function decideProposal(itineraryId: string, messageId: string, status: 'accepted' | 'rejected'): Promise<void> {
  const { db, ops } = await withDb();
  try {
    await ops.decideProposalOps(db, itineraryId, messageId, status);
  } catch (error) {
    throw toAppError(error);
  }
}

/** Codes whose message the function wrote for the user. */
const USER_FACING: Record<string, AppError['kind']> = {
  'functions/invalid-argument': 'invalid',
  'functions/resource-exhausted': 'invalid',
  'functions/permission-denied': 'permission-denied',
  'functions/unauthenticated': 'permission-denied',
  'functions/not-found': 'not-found',
};

function callableError(error: unknown): AppError {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const kind = USER_FACING[code];
  if (kind && error instanceof Error) return new AppError(kind, error.message.replace(/ \[\d{3}\]$/, ''), code);
  return new AppError('unavailable', 'The assistant cannot be reached right now.', code || 'unavailable');
}

async function call(name: 'assistantPlan' | 'assistantEdit', data: unknown, timeoutMs: number): Promise<unknown> {
  try {
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsInstance(), import('firebase/functions')]);
    const result = await httpsCallable(functions, name, { timeout: timeoutMs })(data);
    return result.data;
  } catch (error) {
    throw callableError(error);
  }
}

/** assistantPlan: `{ text, personality? }` → `{ plan, source, notice?, remaining }` (validated by the caller). */
export function askAssistantPlan(data: { text: string; personality: unknown }, timeoutMs = 30_000): Promise<unknown> {
  return call('assistantPlan', data, timeoutMs);
}

/** assistantEdit: `{ itineraryId, text, replyTo? }` → `{ messageId, reply, change, source, notice?, remaining }`. */
export function askAssistantEdit(data: { itineraryId: string; text: string; replyTo?: string }, timeoutMs = 30_000): Promise<unknown> {
  return call('assistantEdit', data, timeoutMs);
}
