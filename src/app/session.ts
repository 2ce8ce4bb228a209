import { useSyncExternalStore } from 'react';
import { identify } from '@/services/analytics';
import type { AuthAccount } from '@/services/firebase/auth';
import { loggedOut } from '@/stores/session';
import { useUser, userActions } from '@/stores/use-user-store';

/**
 * The signed-in session: Auth state flows into the User store. Until Auth has
 * loaded (after the first paint), the session is 'loading'.
 */
export type SessionStatus = 'loading' | 'ready';

let status: SessionStatus = 'loading';
let signedInUid: string | null = null;
const listeners = new Set<() => void>();

function setStatus(next: SessionStatus) {
  if (status === next) return;
  status = next;
  for (const listener of listeners) listener();
}

/** Applies one Auth state change to the stores. */
export function accountChanged(account: AuthAccount | null): void {
  if (account) {
    signedInUid = account.uid;
    userActions.userSignedIn(account.uid);
    userActions.userLoaded({
      id: account.uid,
      displayName: account.displayName ?? undefined,
      photoURL: account.photoURL,
    });
    identify(account.uid);
  } else if (signedInUid) {
    signedInUid = null;
    loggedOut();
    identify(undefined);
  }
  setStatus('ready');
}

/** Subscribes to Auth; resolves once the subscription is in place. */
export async function startSession(): Promise<void> {
  const { subscribeAuth } = await import('@/services/firebase/auth');
  try {
    await subscribeAuth(accountChanged, () => setStatus('ready'));
  } catch (error) {
    setStatus('ready');
    throw error;
  }
}

export function useSessionStatus(): SessionStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
  );
}

export interface SignedInUser {
  uid: string;
  displayName?: string;
  username?: string;
  photoURL?: string | null;
  email?: string;
}

export function useSignedInUser(): SignedInUser | null {
  const user = useUser();
  if (!user) return null;
  return { uid: user.id, displayName: user.displayName, username: user.username, photoURL: user.photoURL };
}
