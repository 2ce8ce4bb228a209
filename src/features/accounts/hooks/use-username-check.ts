import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usernameClaimQueryOptions } from '../api/username-claim';
import { validateUsername } from '../lib/username';

export type UsernameCheck =
  | { state: 'idle' }
  /** Typed, not checked yet (the person is still typing). */
  | { state: 'pending' }
  | { state: 'invalid'; message: string }
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'taken' }
  /** The name is already this person's own claim (their profile exists). */
  | { state: 'yours' }
  /** The server could not be asked; the claim at submit still decides. */
  | { state: 'error' };

export const USERNAME_CHECK_DELAY_MS = 300;

/** `value` once it has stayed the same for `delayMs`. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Checks a username as it is typed: once typing pauses (~300 ms), its shape
 * (validateUsername), then whether it is free, someone else's, or already
 * `uid`'s own claim (usernameClaim). Each answer belongs to its name: one for
 * a name since changed never shows.
 */
export function useUsernameCheck(
  username: string,
  uid: string,
  delayMs: number = USERNAME_CHECK_DELAY_MS,
): UsernameCheck {
  const settled = useSettled(username, delayMs) === username;
  const problem = settled && username !== '' ? validateUsername(username) : null;
  const claim = useQuery({
    ...usernameClaimQueryOptions(uid, username),
    enabled: settled && username !== '' && problem === null,
  });
  if (username === '') return { state: 'idle' };
  if (!settled) return { state: 'pending' };
  if (problem !== null) return { state: 'invalid', message: problem };
  if (claim.isError) return { state: 'error' };
  if (claim.isPending) return { state: 'checking' };
  return { state: claim.data };
}
