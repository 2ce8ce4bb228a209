import { ErrorMessage } from '@/components/error-message';
import { messageOf } from './api/errors';

/** A failed action (a mutation) says why: its own message, or what it could not do (`failed`) and what to try. */
export function ActionError({ action, failed }: { action: { isError: boolean; error: unknown }; failed: string }) {
  return action.isError ? <ErrorMessage>{messageOf(action.error, `${failed} Check your connection and try again.`)}</ErrorMessage> : null;
}
