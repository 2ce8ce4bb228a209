import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AuthAccount } from '@/services/firebase/auth';
import { getProfile } from '@/services/firebase/collections/users';
import { ONBOARDING_PATH, useNextPath, withNext } from './use-next-path';

/**
 * After a successful sign-in: back to the page that sent the person (`?next=`),
 * or to onboarding when they have no profile yet. If the profile cannot be read
 * (offline), they go on to `next`; the header then offers to finish sign-up.
 */
export function useFinishSignIn(): (account: AuthAccount) => Promise<void> {
  const navigate = useNavigate();
  const next = useNextPath();
  return useCallback(
    async (account: AuthAccount) => {
      let hasProfile = true;
      try {
        hasProfile = (await getProfile(account.uid)) !== null;
      } catch {
        hasProfile = true;
      }
      await navigate(hasProfile ? next : withNext(ONBOARDING_PATH, next), { replace: true });
    },
    [navigate, next],
  );
}
