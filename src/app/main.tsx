import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { ConfigError, getEnv, type AppEnv } from '@/config/env';
import { restoreStores } from '@/stores/registry';
import { reportAppError } from './error-handler';
import { trackPendingNavigation } from './chunk-reload';
import { AppProvider, loadQueryClient, queriesSettled } from './provider';
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
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  startAfterFirstPaint(env, () => loadQueryClient().then((client) => queriesSettled(client)));
}
