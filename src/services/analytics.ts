import type * as AmplitudeSdk from '@amplitude/analytics-browser';
import type { Types } from '@amplitude/analytics-browser';

type BrowserOptions = Types.BrowserOptions;
import type { AppEnv } from '@/config/env';

/** The analytics defaults of every stage. */
export function analyticsOptions(env: AppEnv): BrowserOptions {
  return {
    flushIntervalMillis: 1000,
    flushMaxRetries: 5,
    flushQueueSize: 30,
    sessionTimeout: 30 * 60 * 1000,
    cookieOptions: { expiration: 365 },
    // Default event tracking is off: the app tracks what it names.
    autocapture: false,
    // Events go by fetch; when the page is hidden, by beacon (see initAnalytics).
    transport: 'fetch',
    serverUrl: env.analyticsServerUrl,
    // Nothing but events leaves the app: no remote config, no SDK diagnostics.
    remoteConfig: { fetchRemoteConfig: false },
    enableDiagnostics: false,
    appVersion: __BUILD_ID__,
  };
}

type Amplitude = typeof AmplitudeSdk;

let client: Promise<Amplitude> | undefined;
const pending: Array<[string, Record<string, unknown> | undefined]> = [];

/** Loads the analytics SDK (after the first paint) and sends what was tracked before. */
export function initAnalytics(env: AppEnv): Promise<Amplitude> {
  client ??= import('@amplitude/analytics-browser').then(async (amplitude) => {
    await amplitude.init(env.amplitudeApiKey, undefined, analyticsOptions(env)).promise;
    window.addEventListener('pagehide', () => {
      amplitude.setTransport('beacon');
      amplitude.flush();
    });
    for (const [event, properties] of pending.splice(0)) amplitude.track(event, properties);
    return amplitude;
  });
  return client;
}

/** Tracks an event; before the SDK has loaded, the event waits in memory. */
export function track(event: string, properties?: Record<string, unknown>): void {
  if (!client) {
    pending.push([event, properties]);
    return;
  }
  void client.then((amplitude) => amplitude.track(event, properties)).catch(() => undefined);
}

export function identify(userId: string | undefined): void {
  void client?.then((amplitude) => amplitude.setUserId(userId)).catch(() => undefined);
}
