import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProfilePage } from '@/services/firebase/collections/users';
import type { ConnectionKind } from '../types';
import { profileKeys } from './profile-keys';
import { usersApi } from './service';

/** Profiles per page of a followers or following list (one `in` query of 30). */
export const CONNECTIONS_PAGE_SIZE = 30;

/** One page of profiles from the ids still to load; missing profiles are dropped by the service. */
export async function getConnectionsPage(ids: readonly string[]): Promise<ProfilePage> {
  if (ids.length === 0) return { profiles: [], queries: 0, remaining: [] };
  const { loadProfiles } = await usersApi();
  return loadProfiles([...ids], CONNECTIONS_PAGE_SIZE);
}

/** A profile's followers or following, page by page. */
export function connectionsInfiniteQueryOptions(uid: string, kind: ConnectionKind, ids: readonly string[]) {
  return infiniteQueryOptions({
    queryKey: profileKeys.connections(uid, kind, ids),
    queryFn: ({ pageParam }) => getConnectionsPage(pageParam),
    initialPageParam: ids,
    getNextPageParam: (last: ProfilePage): readonly string[] | undefined =>
      last.remaining.length > 0 ? last.remaining : undefined,
  });
}

export function useConnections(uid: string, kind: ConnectionKind, ids: readonly string[]) {
  return useInfiniteQuery(connectionsInfiniteQueryOptions(uid, kind, ids));
}
