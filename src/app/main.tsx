import { StrictMode, startTransition } from 'react';
import { createRoot } from './framework';
import { RouterProvider } from 'react-router-dom';
import { ConfigError, getEnv, type AppEnv } from '@/config/env';
import { restoreStores } from '@/stores/registry';
import { reportAppError } from './error-handler';
import { trackPendingNavigation } from '@/lib/chunk-reload';
import { AppProvider, loadQueryClient } from './provider';
import { firstScreenModule, holdScreensUntil } from './lazy-screen';
import { createAppRouter } from './router';
import { keepServerPaint } from './kept-server-paint';
import { nextTask } from '@/lib/next-task';
import { layoutPainted, startAfterFirstPaint } from './startup';
import './styles.css';
// The consent banner is painted by index.html itself on a first visit: its styles come with the first paint.
import '@/features/consent/components/consent-banner.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const page: HTMLElement = container;

let env: AppEnv | undefined;
try {
  env = getEnv();
} catch (error) {
  reportAppError('configuration', error);
  // Loaded only when needed: a build with a broken configuration is rare, every first paint is not.
  const root = createRoot(page);
  import('./startup-error').then(
    ({ StartupErrorScreen }) => root.render(<StartupErrorScreen error={error instanceof ConfigError ? error : undefined} />),
    () => root.render(<p role="alert">Wayfare cannot start: its configuration is unusable.</p>),
  );
}

if (env) {
  restoreStores();
  keepServerPaint(page);
  holdScreensUntil(layoutPainted());
  // The start-up's steps (evaluating the modules, making the root, which listens for every event React
  // handles, and making the router and rendering) each run in a short task of their own.
  void (async () => {
    await nextTask();
    const root = createRoot(page);
    await nextTask();
    const router = createAppRouter();
    trackPendingNavigation(() => {
      const pending = router.state.navigation.location;
      return pending ? pending.pathname + pending.search + pending.hash : null;
    });
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProvider>
            <RouterProvider router={router} />
          </AppProvider>
        </StrictMode>,
      ),
    );
  })().catch((error: unknown) => reportAppError('start-up', error));
  // Services start once the first screen's code is here and its queries have settled (not its loader:
  // a loader may wait for the session, which these services start).
  startAfterFirstPaint(env, async () => {
    await firstScreenModule;
    await loadQueryClient();
    const { queriesSettled, queryClient } = await import('./query-client');
    await queriesSettled(queryClient);
  });
}
