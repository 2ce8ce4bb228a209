import { QueryClient } from '@tanstack/react-query';

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
