import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AuthAccount } from '../api/auth';
import { getOwnProfileFromServer } from '../api/users';
import { ONBOARDING_PATH, useNextPath, withNext } from './use-next-path';

/**
 * After a successful sign-in: back to the page that sent the person (`?next=`),
 * or to onboarding when the server says they have no profile yet. The cache is
 * never asked (it may remember "no profile" from before onboarding); if the
 * server cannot be asked (offline), they go on to `next` and the session
 * finds out once it can.
 */
export function useFinishSignIn(): (account: AuthAccount) => Promise<void> {
  const navigate = useNavigate();
  const next = useNextPath();
  return useCallback(
    async (account: AuthAccount) => {
      let hasProfile = true;
      try {
        hasProfile = (await getOwnProfileFromServer(account.uid)) !== null;
      } catch {
        hasProfile = true;
      }
      await navigate(hasProfile ? next : withNext(ONBOARDING_PATH, next), { replace: true });
    },
    [navigate, next],
  );
}
