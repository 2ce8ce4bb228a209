import { isChunkLoadError } from '@/lib/chunk-load-error';
import { RELOAD_GUARD_MS, importWithReload, reloadAfterChunkFailure, type ReloadEnvironment } from '../chunk-reload';

/** A page at a path, with a clock we move by hand and the tab's session storage. */
function fakePage(path = '/trip/abcd1234', start = 1_700_000_000_000) {
  let now = start;
  let current = path;
  const reload = vi.fn();
  const saveState = vi.fn();
  const env: ReloadEnvironment = {
    path: () => current,
    now: () => now,
    storage: sessionStorage,
    reload,
    saveState,
  };
  return {
    env,
    reload,
    saveState,
    advance(ms: number) {
      now += ms;
    },
    goTo(next: string) {
      current = next;
    },
  };
}

const chromeError = () =>
  new TypeError('Failed to fetch dynamically imported module: https://wayfare.app/assets/trip-3f9a1c.js');
const firefoxError = () =>
  new TypeError('error loading dynamically imported module: https://wayfare.app/assets/trip-3f9a1c.js');
const safariError = () => new TypeError('Importing a module script failed.');

describe('reloadAfterChunkFailure', () => {
  it('uses a 10 second guard', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });

  it('reloads on the first failure, saving the state first', () => {
    const page = fakePage();
    expect(reloadAfterChunkFailure(page.env)).toBe(true);
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(page.saveState).toHaveBeenCalledTimes(1);
    expect(page.saveState.mock.invocationCallOrder[0]).toBeLessThan(page.reload.mock.invocationCallOrder[0]!);
  });

  it('does not reload again for the same path within 10 seconds (no reload loop)', () => {
    const page = fakePage();
    reloadAfterChunkFailure(page.env);
    page.advance(RELOAD_GUARD_MS - 1);
    expect(reloadAfterChunkFailure(page.env)).toBe(false);
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(page.saveState).toHaveBeenCalledTimes(1);
  });

  it('remembers the last reload across the reload itself (a fresh page in the same tab)', () => {
    const before = fakePage('/plan', 5_000_000);
    reloadAfterChunkFailure(before.env);
    const after = fakePage('/plan', 5_000_000 + 3_000);
    expect(reloadAfterChunkFailure(after.env)).toBe(false);
    expect(after.reload).not.toHaveBeenCalled();
  });

  it('reloads again once 10 seconds have passed', () => {
    const page = fakePage();
    reloadAfterChunkFailure(page.env);
    page.advance(RELOAD_GUARD_MS);
    expect(reloadAfterChunkFailure(page.env)).toBe(true);
    expect(page.reload).toHaveBeenCalledTimes(2);
    // and the guard restarts from the second reload
    page.advance(RELOAD_GUARD_MS - 1);
    expect(reloadAfterChunkFailure(page.env)).toBe(false);
    expect(page.reload).toHaveBeenCalledTimes(2);
  });

  it('guards each path on its own', () => {
    const page = fakePage('/trip/abcd1234');
    reloadAfterChunkFailure(page.env);
    page.advance(1_000);
    page.goTo('/explore');
    expect(reloadAfterChunkFailure(page.env)).toBe(true);
    page.goTo('/trip/abcd1234');
    expect(reloadAfterChunkFailure(page.env)).toBe(false);
    expect(page.reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when session storage is blocked, since the guard could not hold', () => {
    const page = fakePage();
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Storage;
    expect(reloadAfterChunkFailure({ ...page.env, storage: blocked })).toBe(false);
    expect(page.reload).not.toHaveBeenCalled();
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['Chrome', chromeError()],
    ['Firefox', firefoxError()],
    ['Safari', safariError()],
  ])("recognises %s's failed lazy import", (_browser, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['an ordinary error', new Error('Cannot read properties of undefined')],
    ['a failed data fetch', new TypeError('Failed to fetch')],
    ['a syntax error in app code', new SyntaxError('Unexpected token')],
    ['a string with the chunk message', 'Failed to fetch dynamically imported module: x.js'],
    ['undefined', undefined],
    ['null', null],
    ['a plain object', { message: 'Importing a module script failed.' }],
  ])('rejects %s', (_label, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

/** Whether a promise settles within a short wait. */
async function settles(promise: Promise<unknown>): Promise<boolean> {
  const settled = promise.then(
    () => true,
    () => true,
  );
  const pending = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 30));
  return Promise.race([settled, pending]);
}

describe('importWithReload', () => {
  it('returns the module when it loads', async () => {
    const module = { default: 'screen' };
    await expect(importWithReload(() => Promise.resolve(module))()).resolves.toBe(module);
  });

  it('rethrows an error that is not a chunk-load failure, without reloading', async () => {
    const error = new Error('module crashed while evaluating');
    await expect(importWithReload(() => Promise.reject(error))()).rejects.toBe(error);
    expect(Object.keys(sessionStorage).filter((key) => key.includes('chunk-reload'))).toEqual([]);
  });

  it('rethrows a chunk-load failure when this path already reloaded within 10 seconds', async () => {
    sessionStorage.setItem(`wayfare:chunk-reload:${window.location.pathname}`, String(Date.now()));
    const error = chromeError();
    await expect(importWithReload(() => Promise.reject(error))()).rejects.toBe(error);
  });

  it('on a first chunk-load failure starts a reload and never settles, so no error page flashes', async () => {
    // jsdom cannot navigate: it logs "Not implemented: navigation" outside the test's console.
    const load = importWithReload(() => Promise.reject(safariError()));
    expect(await settles(load())).toBe(false);
    const stamp = sessionStorage.getItem(`wayfare:chunk-reload:${window.location.pathname}`);
    expect(Number(stamp)).toBeGreaterThan(0);
    // the stores were written down so the reloaded page can pick up where the user was
    expect(sessionStorage.getItem('wayfare:store-snapshot')).not.toBeNull();
  });
});
