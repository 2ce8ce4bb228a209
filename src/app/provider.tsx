import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
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
