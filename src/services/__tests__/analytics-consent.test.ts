import { getEnv } from '@/config/env';
import type * as AnalyticsModule from '../analytics';

type Analytics = typeof AnalyticsModule;

const sdk = vi.hoisted(() => ({
  init: vi.fn(() => ({ promise: Promise.resolve() })),
  track: vi.fn(),
  setOptOut: vi.fn(),
  setUserId: vi.fn(),
  setTransport: vi.fn(),
  flush: vi.fn(),
}));
vi.mock('@amplitude/analytics-browser', () => sdk);


/** A fresh copy of the module, as on a new page. */
async function freshAnalytics(): Promise<Analytics> {
  vi.resetModules();
  return import('../analytics');
}

const tracked = () => sdk.track.mock.calls.map(([event]) => event);

beforeEach(() => {
  for (const fn of Object.values(sdk)) fn.mockClear();
  sdk.init.mockImplementation(() => ({ promise: Promise.resolve() }));
});

describe('analytics before and after consent', () => {
  it('loads nothing at start-up before the visitor chooses, and nothing after a refusal', async () => {
    const analytics = await freshAnalytics();
    analytics.track('Screen Viewed', { screen: '/explore' });
    await analytics.initAnalytics(getEnv());
    expect(sdk.init).not.toHaveBeenCalled();
    await analytics.setAnalyticsConsent(false);
    analytics.track('Screen Viewed', { screen: '/shop' });
    expect(sdk.init).not.toHaveBeenCalled();
    expect(sdk.track).not.toHaveBeenCalled();
  });

  it('on consent, loads the SDK and sends what was tracked while the visitor was choosing', async () => {
    const analytics = await freshAnalytics();
    analytics.track('Screen Viewed', { screen: '/explore' });
    analytics.identify('anaRibeiro01');
    await analytics.initAnalytics(getEnv());
    await analytics.setAnalyticsConsent(true);
    expect(sdk.init).toHaveBeenCalledWith('local-testing-key', 'anaRibeiro01', expect.objectContaining({ autocapture: false }));
    expect(sdk.setOptOut).toHaveBeenLastCalledWith(false);
    expect(tracked()).toEqual(['Screen Viewed']);
  });

  it('waits for start-up when consent comes first (a returning visitor)', async () => {
    const analytics = await freshAnalytics();
    await analytics.setAnalyticsConsent(true);
    expect(sdk.init).not.toHaveBeenCalled();
    await analytics.initAnalytics(getEnv());
    expect(sdk.init).toHaveBeenCalledTimes(1);
  });

  it('drops what waited when the visitor refuses, so a later yes sends only what follows', async () => {
    const analytics = await freshAnalytics();
    await analytics.initAnalytics(getEnv());
    analytics.track('Before the refusal');
    await analytics.setAnalyticsConsent(false);
    await analytics.setAnalyticsConsent(true);
    analytics.track('After the yes');
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tracked()).toEqual(['After the yes']);
  });

  it('withdrawing opts the loaded SDK out: nothing more is tracked', async () => {
    const analytics = await freshAnalytics();
    await analytics.initAnalytics(getEnv());
    await analytics.setAnalyticsConsent(true);
    await analytics.setAnalyticsConsent(false);
    expect(sdk.setOptOut).toHaveBeenLastCalledWith(true);
    analytics.track('Screen Viewed');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sdk.track).not.toHaveBeenCalled();
  });

  it('keeps at most 30 events in memory while the visitor has not chosen', async () => {
    const analytics = await freshAnalytics();
    for (let index = 0; index < 40; index += 1) analytics.track(`Event ${index}`);
    await analytics.initAnalytics(getEnv());
    await analytics.setAnalyticsConsent(true);
    expect(tracked()).toHaveLength(30);
    expect(tracked()[0]).toBe('Event 10');
  });
});

describe('localCollectorOrigin', () => {
  it('is the testing stage collector on this machine, and nothing elsewhere', async () => {
    const { localCollectorOrigin } = await freshAnalytics();
    const env = getEnv();
    expect(localCollectorOrigin(env)).toBe('http://127.0.0.1:9300');
    expect(localCollectorOrigin({ ...env, stage: 'production' })).toBeNull();
    expect(localCollectorOrigin({ ...env, analyticsServerUrl: 'https://collector.example.com/2/httpapi' })).toBeNull();
  });
});
