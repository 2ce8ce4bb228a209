import type { ConfigError } from '@/config/env';
import { ErrorMessage } from '@/components/error-message';

/** Shown instead of the app when the build's configuration is unusable. */
export function StartupErrorScreen({ error }: { error: ConfigError | undefined }) {
  return (
    <main id="main" className="layout__main startup-error">
      <h1>Wayfare cannot start</h1>
      <ErrorMessage>
        {error
          ? `${error.message} Set ${error.variable} in this stage's .env file and build again.`
          : 'The app could not read its configuration.'}
      </ErrorMessage>
    </main>
  );
}
