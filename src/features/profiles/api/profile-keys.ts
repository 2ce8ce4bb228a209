import type { ConnectionKind } from '../types';

/** Query keys of the profiles feature, general to specific. */
export const profileKeys = {
  all: ['profiles'] as const,
  byUsernames: () => [...profileKeys.all, 'by-username'] as const,
  byUsername: (username: string) => [...profileKeys.byUsernames(), username] as const,
  itineraries: (uid: string) => [...profileKeys.all, 'itineraries', uid] as const,
  connectionsAll: () => [...profileKeys.all, 'connections'] as const,
  /** The ids are part of the key: a follow changes the list, and the list reloads. */
  connections: (uid: string, kind: ConnectionKind, ids: readonly string[]) =>
    [...profileKeys.connectionsAll(), uid, kind, ids] as const,
};
