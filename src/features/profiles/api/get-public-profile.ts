import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '../types';
import { profileKeys } from './profile-keys';
import { usersApi } from './service';

/** The public profile of a username; null when no profile has that name. */
export async function getPublicProfile(username: string): Promise<PublicProfile | null> {
  const { getPublicProfileByUsername } = await usersApi();
  return getPublicProfileByUsername(username);
}

export function profileByUsernameQueryOptions(username: string) {
  return queryOptions({
    queryKey: profileKeys.byUsername(username),
    queryFn: () => getPublicProfile(username),
  });
}

export function useProfileByUsername(username: string) {
  return useQuery(profileByUsernameQueryOptions(username));
}
