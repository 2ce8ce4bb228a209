import { useEffect, useState } from 'react';
import { usernameClaim } from '../api/users';
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

/**
 * Checks a username as it is typed: once typing pauses (~300 ms), its shape
 * (validateUsername), then whether it is free, someone else's, or already
 * `uid`'s own claim (usernameClaim). Answers for a name that has since been
 * changed are dropped.
 */
export function useUsernameCheck(
  username: string,
  uid: string,
  delayMs: number = USERNAME_CHECK_DELAY_MS,
): UsernameCheck {
  const [result, setResult] = useState<{ username: string; check: UsernameCheck } | null>(null);
  useEffect(() => {
    if (username === '') return undefined;
    let live = true;
    const timer = setTimeout(() => {
      const problem = validateUsername(username);
      if (problem) {
        setResult({ username, check: { state: 'invalid', message: problem } });
        return;
      }
      setResult({ username, check: { state: 'checking' } });
      usernameClaim(username, uid).then(
        (claim) => {
          if (live) setResult({ username, check: { state: claim } });
        },
        () => {
          if (live) setResult({ username, check: { state: 'error' } });
        },
      );
    }, delayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [username, uid, delayMs]);
  if (username === '') return { state: 'idle' };
  if (!result || result.username !== username) return { state: 'pending' };
  return result.check;
}
