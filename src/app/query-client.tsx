import { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuthAccount, useSessionStatus } from './session';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/**
 * The app's one QueryClient: the provider hands it to the screens, and route
 * loaders read into it, so a screen finds its loader's answer in the cache.
 */
export const queryClient = createQueryClient();

/**
 * Queries answered before a sign-in or sign-out (a profile's followers read
 * signed out, say) are out of date once the person changes: every query is
 * marked stale, and the screen's own refetch at once. Not when Auth first
 * loads: what was read meanwhile is still true.
 */
export function useRefetchOnAccountChange(client: QueryClient): void {
  const status = useSessionStatus();
  const uid = useAuthAccount()?.uid ?? null;
  const previous = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (status !== 'ready') return;
    if (previous.current !== undefined && previous.current !== uid) void client.invalidateQueries();
    previous.current = uid;
  }, [client, status, uid]);
}

/** Rendered by the app's provider (provider.tsx) once this module has loaded. */
export function AccountQueries({ client }: { client: QueryClient }) {
  useRefetchOnAccountChange(client);
  useEffect(() => {
    // What QueryClientProvider does: refetch on focus and on reconnect while mounted.
    client.mount();
    return () => client.unmount();
  }, [client]);
  return null;
}

/**
 * Resolves when no query is fetching (checked after a frame, so a screen that
 * just mounted has started its queries), or after maxWaitMs at the latest.
 */
export function queriesSettled(client: QueryClient, maxWaitMs = 4000): Promise<void> {
  return new Promise((resolve) => {
    const deadline = setTimeout(finish, maxWaitMs);
    let unsubscribe = () => {};
    function finish() {
      clearTimeout(deadline);
      unsubscribe();
      resolve();
    }
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (client.isFetching() === 0) return finish();
        unsubscribe = client.getQueryCache().subscribe(() => {
          if (client.isFetching() === 0) finish();
        });
      }, 50),
    );
  });
}
