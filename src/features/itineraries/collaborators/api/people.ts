import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@/services/firebase/collections/users';
import { collaboratorKeys } from './collaborator-keys';
import { usersApi } from './service';

/** What the panel shows of a person. */
export type Person = Pick<Profile, 'id' | 'username' | 'displayName' | 'photoURL'>;

/** Profiles by id (in batches of 30 by the users module), keyed by uid; missing profiles are left out. */
export async function getPeople(ids: readonly string[]): Promise<Map<string, Person>> {
  const people = new Map<string, Person>();
  if (ids.length === 0) return people;
  const { loadProfiles } = await usersApi();
  const page = await loadProfiles([...ids]);
  for (const profile of page.profiles) {
    people.set(profile.id, {
      id: profile.id,
      username: profile.username,
      displayName: profile.displayName,
      photoURL: profile.photoURL,
    });
  }
  return people;
}

export function peopleQueryOptions(ids: readonly string[]) {
  const sorted = [...new Set(ids)].sort();
  return queryOptions({
    queryKey: collaboratorKeys.people(sorted),
    queryFn: () => getPeople(sorted),
    staleTime: 60_000,
  });
}

/** The profiles of these people; the list of ids is the key, so joining or leaving reloads it. */
export function usePeople(ids: readonly string[]) {
  return useQuery({ ...peopleQueryOptions(ids), enabled: ids.length > 0 });
}
