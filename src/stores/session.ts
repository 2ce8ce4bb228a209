import { agentActions } from './use-agent-store';
import { userActions } from './use-user-store';

/** Logout: clears the agent and user stores; user preferences go back to defaults. */
export function loggedOut(): void {
  agentActions.agentCleared();
  userActions.userLoggedOut();
}
