import type { FirebaseApp } from 'firebase/app';
import type { AppEnv } from '@/config/env';

const config = vi.hoisted(() => ({ env: undefined as AppEnv | undefined }));
const appCheck = vi.hoisted(() => ({
  initializeAppCheck: vi.fn(),
  ReCaptchaEnterpriseProvider: vi.fn(function (this: { siteKey: string }, siteKey: string) {
    this.siteKey = siteKey;
  }),
}));

vi.mock('@/config/env', () => ({
  getEnv: () => {
    if (!config.env) throw new Error('test did not set an env');
    return config.env;
  },
}));
vi.mock('firebase/app-check', () => appCheck);

const firebase = {
  apiKey: 'k',
  authDomain: 'wayfare-prod.firebaseapp.com',
  projectId: 'wayfare-prod',
  storageBucket: 'b',
  messagingSenderId: '1',
  appId: '1:1:web:x',
};
const productionEnv: AppEnv = {
  stage: 'production',
  firebase,
  amplitudeApiKey: 'a',
  analyticsServerUrl: undefined,
  defaultFollowUids: ['uidAlpha001', 'uidBravo002'],
  emulatorHost: undefined,
  appCheckSiteKey: '6LcProductionSiteKey_0123',
};
const testingEnv: AppEnv = { ...productionEnv, stage: 'testing', defaultFollowUids: [], emulatorHost: '127.0.0.1', appCheckSiteKey: undefined };
const app = { name: '[DEFAULT]' } as FirebaseApp;

async function load(env: AppEnv) {
  config.env = env;
  vi.resetModules();
  return import('../firebase/app-check');
}

describe('startAppCheck', () => {
  it('starts App Check once with reCAPTCHA Enterprise and the stage site key in production', async () => {
    const { startAppCheck } = await load(productionEnv);
    await startAppCheck(app);
    await startAppCheck(app);
    expect(appCheck.initializeAppCheck).toHaveBeenCalledTimes(1);
    expect(appCheck.ReCaptchaEnterpriseProvider).toHaveBeenCalledWith('6LcProductionSiteKey_0123');
    expect(appCheck.initializeAppCheck).toHaveBeenCalledWith(app, {
      provider: expect.objectContaining({ siteKey: '6LcProductionSiteKey_0123' }),
      isTokenAutoRefreshEnabled: true,
    });
  });

  it('starts nothing in the testing stage (the emulator does not enforce App Check)', async () => {
    appCheck.initializeAppCheck.mockClear();
    const { startAppCheck } = await load(testingEnv);
    await startAppCheck(app);
    expect(appCheck.initializeAppCheck).not.toHaveBeenCalled();
  });
});
