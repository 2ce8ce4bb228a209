import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from './account-keys';
import { usernameClaim } from './users';

/** Whether `username` is free, someone else's, or already `uid`'s own claim. */
export function usernameClaimQueryOptions(uid: string, username: string) {
  return queryOptions({
    queryKey: accountKeys.usernameClaim(uid, username),
    queryFn: () => usernameClaim(username, uid),
  });
}
