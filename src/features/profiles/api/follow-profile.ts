import { useMutation, useQueryClient } from '@tanstack/react-query';
import { track } from '@/services/analytics';
import { getUserState, userActions } from '@/stores/use-user-store';
import type { PublicProfile } from '../types';
import { profileKeys } from './profile-keys';
import { usersApi } from './service';

export type FollowAction = 'follow' | 'unfollow';

export interface FollowVariables {
  action: FollowAction;
  /** The profile being followed or unfollowed. */
  target: PublicProfile;
}

/** Follows or unfollows; a failure keeps the original message. */
export async function changeFollow(myUid: string, { action, target }: FollowVariables): Promise<void> {
  const users = await usersApi();
  if (action === 'follow') await users.follow(myUid, target.id);
  else await users.unfollow(myUid, target.id);
}

function withId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? [...ids] : [...ids, id];
}

function withoutId(ids: readonly string[], id: string): string[] {
  return ids.filter((other) => other !== id);
}

/**
 * Applies one follow change, or its inverse, to what the screen shows: the
 * target's followers (the profile query) and my following (the User store).
 * Inverting the one change, rather than restoring a snapshot, keeps anything
 * else that changed meanwhile.
 */
function applyFollow(
  setProfile: (update: (profile: PublicProfile | null | undefined) => PublicProfile | null | undefined) => void,
  myUid: string,
  targetUid: string,
  following: boolean,
) {
  setProfile((profile) =>
    profile && {
      ...profile,
      followers: following ? withId(profile.followers, myUid) : withoutId(profile.followers, myUid),
    },
  );
  const mine = getUserState().user?.following;
  if (mine) userActions.followingChanged(following ? withId(mine, targetUid) : withoutId(mine, targetUid));
}

/**
 * Follow and Unfollow with optimistic counts: the count and the button change
 * at once; a failure puts them back and leaves the original message in
 * `error`.
 */
export function useFollowProfile(username: string, myUid: string | null) {
  const queryClient = useQueryClient();
  const profileKey = profileKeys.byUsername(username);
  const setProfile = (update: (profile: PublicProfile | null | undefined) => PublicProfile | null | undefined) =>
    queryClient.setQueryData<PublicProfile | null>(profileKey, update);

  return useMutation({
    mutationFn: (variables: FollowVariables) => {
      if (!myUid) return Promise.reject(new Error('Sign in to follow travellers.'));
      return changeFollow(myUid, variables);
    },
    onMutate: async ({ action, target }) => {
      if (!myUid) return;
      // A profile read already on its way must not overwrite the optimistic count.
      await queryClient.cancelQueries({ queryKey: profileKey });
      applyFollow(setProfile, myUid, target.id, action === 'follow');
    },
    onSuccess: (_data, { action }) => {
      track(action === 'follow' ? 'Profile Followed' : 'Profile Unfollowed');
    },
    onError: (_error, { action, target }) => {
      if (myUid) applyFollow(setProfile, myUid, target.id, action !== 'follow');
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.byUsernames() }),
        queryClient.invalidateQueries({ queryKey: profileKeys.connectionsAll() }),
      ]),
  });
}
