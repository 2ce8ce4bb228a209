/**
 * The app's one TanStack Query provider, mounted once at the root, whose
 * client (and the query library with it) loads with the first screen rather
 * than before the first paint. Until then the context holds no client:
 * nothing rendered before a screen's module reads queries (lazyScreen waits
 * for the client with the module, and so do the header's lazy parts).
 */
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { importWithReload } from './chunk-reload';
import { useAuthAccount, useSessionStatus } from './session';

let loaded: QueryClient | null = null;
const listeners = new Set<() => void>();
const importClient = importWithReload(() => import('./query-client'));
let loading: Promise<QueryClient> | null = null;

/** The app's QueryClient, loading its module the first time it is asked for. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= importClient().then(
    ({ queryClient }) => {
      loaded = queryClient;
      for (const listener of listeners) listener();
      return queryClient;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** A lazy module that reads queries: loaded together with the client. */
export function withQueryClient<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadQueryClient()]))[0];
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

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

function AccountQueries({ client }: { client: QueryClient }) {
  useRefetchOnAccountChange(client);
  useEffect(() => {
    // What QueryClientProvider does: refetch on focus and on reconnect while mounted.
    client.mount();
    return () => client.unmount();
  }, [client]);
  return null;
}

/**
 * The provider: the same element from the first render on (so nothing below
 * it remounts when the client arrives), `client` for tests that bring their own.
 */
export function AppProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const current = useSyncExternalStore(subscribe, () => client ?? loaded);
  return (
    <QueryClientContext.Provider value={current ?? undefined}>
      {current ? <AccountQueries client={current} /> : null}
      {children}
    </QueryClientContext.Provider>
  );
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
