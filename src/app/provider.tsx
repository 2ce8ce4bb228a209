/**
 * The app's one TanStack Query provider, mounted once at the root, whose
 * client (and the query library with it) loads with the first screen rather
 * than before the first paint. Until then the context holds no client:
 * nothing rendered before a screen's module reads queries (lazyScreen waits
 * for the client with the module, and so do the header's lazy parts).
 */
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { importWithReload } from '@/lib/chunk-reload';

let loaded: QueryClient | null = null;
/** The query module's part of the provider (query-client.tsx), once loaded. */
let AccountQueries: ComponentType<{ client: QueryClient }> | null = null;
const listeners = new Set<() => void>();
const importClient = importWithReload(() => import('./query-client'));
let loading: Promise<QueryClient> | null = null;

/** The app's QueryClient, loading its module the first time it is asked for. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= importClient().then(
    (module) => {
      AccountQueries = module.AccountQueries;
      loaded = module.queryClient;
      for (const listener of listeners) listener();
      return module.queryClient;
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

/** The provider: the same element from the first render on, so nothing below it remounts when the client arrives. */
export function AppProvider({ children }: { children: ReactNode }) {
  const current = useSyncExternalStore(subscribe, () => loaded);
  return (
    <QueryClientContext.Provider value={current ?? undefined}>
      {current && AccountQueries ? <AccountQueries client={current} /> : null}
      {children}
    </QueryClientContext.Provider>
  );
}

