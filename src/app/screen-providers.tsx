import type { ComponentType } from 'react';
import { AppProvider } from './provider';
import { queryClient } from './query-client';

/**
 * A screen inside the app's data providers (TanStack Query with the app's one
 * QueryClient). The layout and the routes' skeletons need none of it, so the
 * query library loads with the first screen's module, after the layout has
 * painted, not with the entry chunk.
 */
export function withAppProviders(Screen: ComponentType): ComponentType {
  return function ScreenWithProviders() {
    return (
      <AppProvider client={queryClient}>
        <Screen />
      </AppProvider>
    );
  };
}
