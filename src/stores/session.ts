import { userActions } from './use-user-store';

const clearers = new Set<() => void>();

/**
 * What logout clears in a store that loads with its screens (the agent's):
 * the store registers it when its module loads, so the first paint does not
 * carry that store's code, and a store never loaded has nothing to clear.
 */
export function clearOnLogout(clear: () => void): void {
  clearers.add(clear);
}

/** Logout: clears the agent and user stores; user preferences go back to defaults. */
export function loggedOut(): void {
  for (const clear of clearers) clear();
  userActions.userLoggedOut();
}
