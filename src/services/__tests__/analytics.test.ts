import { parseEnv, type AppEnv } from '@/config/env';
import { analyticsOptions } from '../analytics';

const shared = {
  VITE_FIREBASE_API_KEY: 'AIzaSyDemoKey_123',
  VITE_FIREBASE_AUTH_DOMAIN: 'wayfare-prod.firebaseapp.com',
  VITE_FIREBASE_STORAGE_BUCKET: 'wayfare-prod.firebasestorage.app',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123456789012',
  VITE_FIREBASE_APP_ID: '1:123456789012:web:abcdef123456',
};

const testingEnv: AppEnv = parseEnv({
  ...shared,
  VITE_STAGE: 'testing',
  VITE_FIREBASE_PROJECT_ID: 'demo-wayfare',
  VITE_AMPLITUDE_API_KEY: 'local-testing-key',
  VITE_ANALYTICS_SERVER_URL: 'http://127.0.0.1:9300/2/httpapi',
  VITE_EMULATOR_HOST: '127.0.0.1',
});

const productionEnv: AppEnv = parseEnv({
  ...shared,
  VITE_STAGE: 'production',
  VITE_FIREBASE_PROJECT_ID: 'wayfare-prod',
  VITE_AMPLITUDE_API_KEY: 'prodAmplitudeKey0123',
  VITE_DEFAULT_FOLLOW_UIDS: 'uidAlpha001,uidBravo002',
  VITE_APP_CHECK_SITE_KEY: '6LcProductionSiteKey_0123',
  VITE_MAP_TILE_URL: 'https://tiles.stadiamaps.com/tiles/alidade_smooth/{z}/{x}/{y}{r}.png',
  VITE_MAP_TILE_ATTRIBUTION: '© Stadia Maps © OpenMapTiles © OpenStreetMap contributors',
});

describe.each([
  ['testing', testingEnv],
  ['production', productionEnv],
])('analyticsOptions in %s', (_stage, env) => {
  const options = analyticsOptions(env);

  it('flushes every second, retries up to 5 times and queues up to 30 events', () => {
    expect(options.flushIntervalMillis).toBe(1000);
    expect(options.flushMaxRetries).toBe(5);
    expect(options.flushQueueSize).toBe(30);
  });

  it('ends a session after 30 minutes and keeps its cookie for 365 days', () => {
    expect(options.sessionTimeout).toBe(30 * 60 * 1000);
    expect(options.cookieOptions?.expiration).toBe(365);
  });

  it('tracks nothing by default: autocapture is off', () => {
    // `false` turns off every default-tracking switch (page views, sessions, forms, clicks...).
    expect(options.autocapture).toBe(false);
    expect(options).not.toHaveProperty('defaultTracking', true);
  });

  it('sends nothing but events: no remote config fetch', () => {
    expect(options.remoteConfig?.fetchRemoteConfig).toBe(false);
  });
});

describe('analyticsOptions server URL', () => {
  it('sends testing events to the local collector, never to the internet', () => {
    expect(analyticsOptions(testingEnv).serverUrl).toBe('http://127.0.0.1:9300/2/httpapi');
  });

  it("uses the provider's own endpoint in production", () => {
    expect(analyticsOptions(productionEnv).serverUrl).toBeUndefined();
  });

  it('follows whatever collector the environment names', () => {
    const env: AppEnv = { ...productionEnv, analyticsServerUrl: 'https://collector.example.com/2/httpapi' };
    expect(analyticsOptions(env).serverUrl).toBe('https://collector.example.com/2/httpapi');
  });
});
