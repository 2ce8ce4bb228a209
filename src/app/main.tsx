import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { ConfigError, getEnv, type AppEnv } from '@/config/env';
import { restoreStores } from '@/stores/registry';
import { reportAppError } from './error-handler';
import { trackPendingNavigation } from './chunk-reload';
import { createAppRouter } from './router';
import { startAfterFirstPaint } from './startup';
import { StartupErrorScreen } from './startup-error';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);

let env: AppEnv | undefined;
try {
  env = getEnv();
} catch (error) {
  reportAppError('configuration', error);
  root.render(<StartupErrorScreen error={error instanceof ConfigError ? error : undefined} />);
}

if (env) {
  restoreStores();
  const router = createAppRouter();
  trackPendingNavigation(() => {
    const pending = router.state.navigation.location;
    return pending ? pending.pathname + pending.search + pending.hash : null;
  });
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  // The layout paints before the first screen's module has loaded (lazy-screen.ts): the services wait for
  // the screen to be on the page and for its queries to settle. The query library comes with the screen.
  const screenShown = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  startAfterFirstPaint(env, () =>
    screenShown
      .then(() => Promise.all([import('./provider'), import('./query-client')]))
      .then(([{ queriesSettled }, { queryClient }]) => queriesSettled(queryClient)),
  );
}
