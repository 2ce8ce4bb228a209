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
    // Events go by fetch; when the page is hidden, by beacon (see load).
    transport: 'fetch',
    serverUrl: env.analyticsServerUrl,
    // Nothing but events leaves the app: no remote config, no SDK diagnostics.
    remoteConfig: { fetchRemoteConfig: false },
    enableDiagnostics: false,
    appVersion: __BUILD_ID__,
  };
}

type Amplitude = typeof AmplitudeSdk;

/** The provider's own endpoint: where events go when the stage names no collector. */
export const AMPLITUDE_DEFAULT_SERVER_URL = 'https://api2.amplitude.com/2/httpapi';

/** Where this stage's analytics events go. */
export function analyticsEndpoint(env: AppEnv): string {
  return env.analyticsServerUrl ?? AMPLITUDE_DEFAULT_SERVER_URL;
}

/**
 * The testing stage's local collector (scripts/analytics-collector.mjs), which
 * also serves local stand-ins for the third-party tag scripts; null in every
 * other stage, and when it is not on this machine.
 */
export function localCollectorOrigin(env: AppEnv): string | null {
  if (env.stage !== 'testing' || !env.analyticsServerUrl) return null;
  const url = new URL(env.analyticsServerUrl);
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost' ? url.origin : null;
}

/** Events tracked before the visitor chose, held in memory (never stored) and capped. */
const PENDING_LIMIT = 30;

let client: Promise<Amplitude> | undefined;
let startedEnv: AppEnv | undefined;
/** The visitor's analytics consent: undefined until they choose. */
let consent: boolean | undefined;
let userId: string | undefined;
const pending: Array<[string, Record<string, unknown> | undefined]> = [];

function load(env: AppEnv): Promise<Amplitude> {
  client ??= import('@amplitude/analytics-browser').then(async (amplitude) => {
    await amplitude.init(env.amplitudeApiKey, userId, analyticsOptions(env)).promise;
    window.addEventListener('pagehide', () => {
      amplitude.setTransport('beacon');
      amplitude.flush();
    });
    return amplitude;
  });
  return client.then((amplitude) => {
    // Consent may have been withdrawn while the SDK loaded.
    amplitude.setOptOut(consent !== true);
    if (consent === true) for (const [event, properties] of pending.splice(0)) amplitude.track(event, properties);
    return amplitude;
  });
}

/**
 * Called at start-up (after the first paint). The SDK loads only once the
 * visitor has consented to analytics (setAnalyticsConsent); until then
 * nothing is loaded and nothing is sent.
 */
export function initAnalytics(env: AppEnv): Promise<Amplitude | undefined> {
  startedEnv = env;
  return consent === true ? load(env) : Promise.resolve(undefined);
}

/**
 * The visitor's analytics choice: null before they choose, then true or
 * false. Granting loads the SDK (once start-up has run); withdrawing opts the
 * loaded SDK out, so it sends nothing more, and drops what was waiting. The
 * SDK's code stays in the page until it is reloaded.
 */
export function setAnalyticsConsent(granted: boolean | null): Promise<unknown> {
  consent = granted ?? undefined;
  if (granted === false) pending.length = 0;
  if (granted === true && startedEnv) return load(startedEnv);
  if (granted === false && client) {
    return client.then((amplitude) => amplitude.setOptOut(true)).catch(() => undefined);
  }
  return Promise.resolve();
}

/** Tracks an event: sent once the visitor has consented, dropped if they declined. */
export function track(event: string, properties?: Record<string, unknown>): void {
  if (consent === false) return;
  if (!client || consent !== true) {
    pending.push([event, properties]);
    if (pending.length > PENDING_LIMIT) pending.shift();
    return;
  }
  void client.then((amplitude) => amplitude.track(event, properties)).catch(() => undefined);
}

export function identify(id: string | undefined): void {
  userId = id;
  void client?.then((amplitude) => amplitude.setUserId(id)).catch(() => undefined);
}
