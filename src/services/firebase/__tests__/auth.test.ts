// subscribeAuth on a browser where nobody is signed in: Auth is not loaded until something starts it.
import type * as AuthSdk from 'firebase/auth';

const sdk = vi.hoisted(() => ({
  getAuth: vi.fn(() => ({ name: 'auth' })),
  connectAuthEmulator: vi.fn(),
  onIdTokenChanged: vi.fn<typeof AuthSdk.onIdTokenChanged>(),
}));
vi.mock('firebase/auth', () => sdk);
vi.mock('../app', () => ({
  EMULATOR_PORTS: { auth: 9099 },
  emulatorHost: () => undefined,
  getFirebaseApp: () => Promise.resolve({ name: '[DEFAULT]' }),
}));

/** Auth's IndexedDB as this browser has it: the names of its databases. */
function stubDatabases(names: () => string[]) {
  vi.stubGlobal('indexedDB', { databases: vi.fn(() => Promise.resolve(names().map((name) => ({ name })))) });
}

async function freshAuth() {
  vi.resetModules();
  vi.doMock('firebase/auth', () => sdk);
  return import('../auth');
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const onChange = vi.fn();
const onError = vi.fn();

it('does not load Auth for a browser that holds no user, and subscribes before a sign-in gets the instance', async () => {
  stubDatabases(() => []);
  const auth = await freshAuth();
  expect(await auth.subscribeAuth(onChange, onError)).toBe(false);
  expect(sdk.getAuth).not.toHaveBeenCalled();
  await auth.getAuthInstance();
  expect(sdk.onIdTokenChanged).toHaveBeenCalledTimes(1);
});

it('subscribes at once when a sign-in started Auth while the storage was read', async () => {
  const auth = await freshAuth();
  stubDatabases(() => {
    void auth.getAuthInstance();
    return [];
  });
  expect(await auth.subscribeAuth(onChange, onError)).toBe(true);
  expect(sdk.onIdTokenChanged).toHaveBeenCalledTimes(1);
});

it("starts Auth when its localStorage fallback holds a user", async () => {
  stubDatabases(() => []);
  localStorage.setItem('firebase:authUser:key:[DEFAULT]', '{}');
  const auth = await freshAuth();
  expect(await auth.subscribeAuth(onChange, onError)).toBe(true);
  expect(sdk.getAuth).toHaveBeenCalledTimes(1);
  expect(sdk.onIdTokenChanged).toHaveBeenCalledTimes(1);
});

it('starts Auth when the browser cannot list its databases', async () => {
  vi.stubGlobal('indexedDB', {});
  const auth = await freshAuth();
  expect(await auth.subscribeAuth(onChange, onError)).toBe(true);
  expect(sdk.onIdTokenChanged).toHaveBeenCalledTimes(1);
});
