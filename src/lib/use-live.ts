/**
 * A live value (a Firestore subscription) from a module that is loaded on
 * demand, as React state. The one way a component listens to something.
 */
import { useEffect, useRef, useState } from 'react';
import { subscribeWhenLoaded } from '@/services/firebase/collections/lazy-ops';
import { AppError, toAppError } from '@/services/firebase/errors';
import { snapshotStores } from '@/stores/registry';
import { isChunkLoadError } from './chunk-load-error';

export type LiveState<T> =
  | { status: 'loading'; data: undefined; error: null }
  | { status: 'ready'; data: T; error: null }
  /** `data`: the last value this key delivered before the error, if any. */
  | { status: 'error'; data: T | undefined; error: AppError };

/** Starts listening once `loaded` (the module) is there; returns the function that stops it. */
export type StartLive<Loaded, T> = (loaded: Loaded, onNext: (data: T) => void, onError: (error: AppError) => void) => () => void;

/** The code of the error a failed chunk load becomes. */
export const CHUNK_LOAD_FAILED = 'chunk-load-failed';

const CHUNK_MESSAGE = 'Part of Wayfare could not be loaded. Check your connection, then reload the page.';

const LOADING = { status: 'loading', data: undefined, error: null } as const;

/** `load`, whose failure to fetch its chunk becomes an AppError that says so (`isChunkLoadFailure`). */
export function loadOrChunkError<Loaded>(load: () => Promise<Loaded>): Promise<Loaded> {
  return load().catch((error: unknown) => {
    throw isChunkLoadError(error) ? new AppError('unavailable', CHUNK_MESSAGE, CHUNK_LOAD_FAILED) : error;
  });
}

/** The way out of a failed chunk load: keeps what the user was doing, then loads the page again. */
export function reloadPage(): void {
  snapshotStores();
  window.location.reload();
}

/** Whether `error` says the code could not be loaded (a reload, not a retry, helps). */
export function isChunkLoadFailure(error: AppError | null): boolean {
  return error?.code === CHUNK_LOAD_FAILED;
}

/**
 * Listens while mounted and `key` is not null, and again whenever `key`
 * changes (the old listener is stopped first); stops on unmount.
 *
 * - `key` names everything the subscription depends on: `load` and `start`
 *   are read when it starts, and a new function alone does not restart it.
 *   A null key listens to nothing and reads as loading.
 * - Until the first value for the current key arrives the state is
 *   `loading`; a previous key's value never shows under a new key.
 * - A module that fails to load is an `error`, never an endless `loading`;
 *   a failed chunk says so (`isChunkLoadFailure`), and `reloadPage` helps.
 * - Values or errors that arrive after the key changed or the component
 *   unmounted are dropped.
 */
export function useLive<Loaded, T>(key: string | null, load: () => Promise<Loaded>, start: StartLive<Loaded, T>): LiveState<T> {
  const [state, setState] = useState<{ key: string; live: LiveState<T> } | null>(null);
  const latest = useRef({ load, start });
  useEffect(() => {
    latest.current = { load, start };
  });

  useEffect(() => {
    if (key === null) return undefined;
    let active = true;
    let last: T | undefined;
    const put = (live: LiveState<T>) => {
      if (active) setState({ key, live });
    };
    const fail = (error: AppError) => put({ status: 'error', data: last, error });
    const stop = subscribeWhenLoaded(
      () => loadOrChunkError(latest.current.load),
      (loaded) => {
        try {
          return latest.current.start(
            loaded,
            (data) => {
              if (!active) return;
              last = data;
              put({ status: 'ready', data, error: null });
            },
            fail,
          );
        } catch (error) {
          fail(toAppError(error));
          return () => undefined;
        }
      },
      fail,
    );
    return () => {
      active = false;
      stop();
    };
  }, [key]);

  if (key === null || state === null || state.key !== key) return LOADING;
  return state.live;
}
