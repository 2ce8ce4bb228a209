import { act, renderHook } from '@testing-library/react';
import { AppError } from '@/services/firebase/errors';
import { isChunkLoadFailure, useLive, type StartLive } from '../use-live';

/** A lazily loaded module with one listener per subscription, driven by hand. */
function fakeModule() {
  const listeners = new Map<string, { onNext: (value: string) => void; onError: (error: AppError) => void; stopped: boolean }>();
  const module = {
    subscribe(id: string, onNext: (value: string) => void, onError: (error: AppError) => void) {
      const listener = { onNext, onError, stopped: false };
      listeners.set(id, listener);
      return () => {
        listener.stopped = true;
      };
    },
  };
  let resolve: (loaded: typeof module) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const loaded = new Promise<typeof module>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return {
    load: () => loaded,
    arrive: async () => {
      resolve(module);
      await act(async () => {
        await loaded;
      });
    },
    fail: async (error: unknown) => {
      reject(error);
      await act(async () => {
        await loaded.catch(() => undefined);
      });
    },
    listener: (id: string) => listeners.get(id),
  };
}

type Module = { subscribe: (id: string, onNext: (value: string) => void, onError: (error: AppError) => void) => () => void };

function useName(id: string | null, load: () => Promise<Module>) {
  const start: StartLive<Module, string> = (module, onNext, onError) => module.subscribe(id ?? '', onNext, onError);
  return useLive(id, load, start);
}

describe('useLive', () => {
  it('is loading until the first value arrives, then ready with it', async () => {
    const fake = fakeModule();
    const { result } = renderHook(() => useName('lisbon', fake.load));
    expect(result.current.status).toBe('loading');
    await fake.arrive();
    expect(result.current.status).toBe('loading');
    act(() => fake.listener('lisbon')?.onNext('Lisbon in spring'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'Lisbon in spring', error: null });
    act(() => fake.listener('lisbon')?.onNext('Lisbon in autumn'));
    expect(result.current.data).toBe('Lisbon in autumn');
  });

  it('stops the old listener and listens to the new key when the key changes; a late value of the old key is dropped', async () => {
    const fake = fakeModule();
    const { result, rerender } = renderHook(({ id }) => useName(id, fake.load), { initialProps: { id: 'lisbon' } });
    await fake.arrive();
    act(() => fake.listener('lisbon')?.onNext('Lisbon'));

    rerender({ id: 'porto' });
    expect(fake.listener('lisbon')?.stopped).toBe(true);
    expect(result.current.status).toBe('loading');
    await act(async () => {
      await fake.load();
    });
    expect(fake.listener('porto')?.stopped).toBe(false);

    act(() => fake.listener('lisbon')?.onNext('Lisbon, late'));
    expect(result.current.status).toBe('loading');
    act(() => fake.listener('porto')?.onNext('Porto'));
    expect(result.current.data).toBe('Porto');
  });

  it('stops listening on unmount', async () => {
    const fake = fakeModule();
    const { unmount } = renderHook(() => useName('lisbon', fake.load));
    await fake.arrive();
    unmount();
    expect(fake.listener('lisbon')?.stopped).toBe(true);
  });

  it('drops a module that arrives after unmount: no listener starts', async () => {
    const fake = fakeModule();
    const { unmount } = renderHook(() => useName('lisbon', fake.load));
    unmount();
    await fake.arrive();
    expect(fake.listener('lisbon')).toBeUndefined();
  });

  it('turns a chunk that fails to load into an error a person can act on, not an endless loading', async () => {
    const fake = fakeModule();
    const { result } = renderHook(() => useName('lisbon', fake.load));
    await fake.fail(new TypeError('Failed to fetch dynamically imported module: https://wayfare.app/assets/trip-abc.js'));
    expect(result.current.status).toBe('error');
    expect(result.current.error?.message).toMatch(/could not be loaded.*reload the page/i);
    expect(isChunkLoadFailure(result.current.error)).toBe(true);
  });

  it('reports another failure to load as an error too', async () => {
    const fake = fakeModule();
    const { result } = renderHook(() => useName('lisbon', fake.load));
    await fake.fail(Object.assign(new Error('offline'), { code: 'unavailable' }));
    expect(result.current.status).toBe('error');
    expect(result.current.error?.kind).toBe('unavailable');
    expect(isChunkLoadFailure(result.current.error)).toBe(false);
  });

  it('keeps the last value beside a later error', async () => {
    const fake = fakeModule();
    const { result } = renderHook(() => useName('lisbon', fake.load));
    await fake.arrive();
    act(() => fake.listener('lisbon')?.onNext('Lisbon'));
    act(() => fake.listener('lisbon')?.onError(new AppError('permission-denied', 'You do not have access to this.')));
    expect(result.current).toMatchObject({ status: 'error', data: 'Lisbon' });
    expect(result.current.error?.kind).toBe('permission-denied');
  });

  it('listens to nothing while the key is null', async () => {
    const fake = fakeModule();
    const load = vi.fn(fake.load);
    const { result } = renderHook(() => useName(null, load));
    await fake.arrive();
    expect(load).not.toHaveBeenCalled();
    expect(result.current.status).toBe('loading');
  });
});
