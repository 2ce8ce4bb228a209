import type { Stage } from '@/config/stage';

/** How many accounts a new production user follows (docs/accounts.md). */
export const DEFAULT_FOLLOW_COUNT = 2;

/**
 * The accounts a user is made to follow: in production only, the two default
 * accounts, and only when the user has no following list at all (a new
 * sign-up). An existing list, even an empty one, is the user's own choice and
 * is left alone, so someone who unfollowed everybody is not re-followed.
 * Other stages get none.
 *
 * Pure and SDK-free. It lives beside the users collection module because
 * createProfile applies it in the sign-up batch (services may not import
 * features).
 */
export function defaultFollowsFor(
  stage: Stage,
  defaultUids: readonly string[],
  existingFollowing: readonly string[] | null | undefined,
): string[] {
  if (stage !== 'production') return [];
  if (existingFollowing !== null && existingFollowing !== undefined) return [];
  const unique = [...new Set(defaultUids.map((uid) => uid.trim()).filter((uid) => uid !== ''))];
  return unique.slice(0, DEFAULT_FOLLOW_COUNT);
}
