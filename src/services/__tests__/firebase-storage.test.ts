import type { AppEnv } from '@/config/env';

const config = vi.hoisted(() => ({ env: undefined as AppEnv | undefined }));

vi.mock('@/config/env', () => ({
  getEnv: () => {
    if (!config.env) throw new Error('test did not set an env');
    return config.env;
  },
}));

const firebase = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-wayfare.firebaseapp.com',
  projectId: 'demo-wayfare',
  storageBucket: 'demo-wayfare.appspot.com',
  messagingSenderId: '1',
  appId: '1:1:web:demo',
};

const testingEnv: AppEnv = {
  stage: 'testing',
  firebase,
  amplitudeApiKey: 'local-testing-key',
  analyticsServerUrl: 'http://127.0.0.1:9300/2/httpapi',
  defaultFollowUids: [],
  emulatorHost: '127.0.0.1',
};

const productionEnv: AppEnv = {
  stage: 'production',
  firebase: { ...firebase, projectId: 'wayfare-prod' },
  amplitudeApiKey: 'prodAmplitudeKey0123',
  analyticsServerUrl: undefined,
  defaultFollowUids: ['uidAlpha001', 'uidBravo002'],
  emulatorHost: undefined,
};

/** A fresh copy of the module, since it remembers its answer. */
async function loadStorage(env: AppEnv) {
  config.env = env;
  vi.resetModules();
  return import('../firebase/storage');
}

afterEach(() => {
  config.env = undefined;
});

describe('checkStorageAvailable in the testing stage', () => {
  it('says uploads are unavailable when the Storage emulator does not answer', async () => {
    const { checkStorageAvailable, UPLOADS_UNAVAILABLE } = await loadStorage(testingEnv);
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(checkStorageAvailable(fetchImpl)).resolves.toEqual({
      available: false,
      reason: UPLOADS_UNAVAILABLE,
    });
    expect(UPLOADS_UNAVAILABLE).toMatch(/uploads are unavailable/i);
  });

  it('asks the emulator hub which emulators run', async () => {
    const { checkStorageAvailable } = await loadStorage(testingEnv);
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ hub: {}, firestore: {} }));
    await checkStorageAvailable(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('http://127.0.0.1:4400/emulators');
    expect(fetchImpl.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('says uploads are unavailable when the hub lists no Storage emulator', async () => {
    const { checkStorageAvailable, UPLOADS_UNAVAILABLE } = await loadStorage(testingEnv);
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ hub: {}, auth: {}, firestore: {} }));
    await expect(checkStorageAvailable(fetchImpl)).resolves.toEqual({ available: false, reason: UPLOADS_UNAVAILABLE });
  });

  it('says uploads are available when the hub lists the Storage emulator', async () => {
    const { checkStorageAvailable } = await loadStorage(testingEnv);
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ hub: {}, storage: { port: 9199 } }));
    await expect(checkStorageAvailable(fetchImpl)).resolves.toEqual({ available: true });
  });

  it('asks only once per page', async () => {
    const { checkStorageAvailable } = await loadStorage(testingEnv);
    const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ storage: {} }));
    await checkStorageAvailable(fetchImpl);
    await checkStorageAvailable(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

describe('checkStorageAvailable without an emulator host (production)', () => {
  it('says uploads are available without asking anything', async () => {
    const { checkStorageAvailable } = await loadStorage(productionEnv);
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(checkStorageAvailable(fetchImpl)).resolves.toEqual({ available: true });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
