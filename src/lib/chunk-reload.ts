import { isChunkLoadError } from '@/lib/chunk-load-error';
import { snapshotStores } from '@/stores/registry';

/** A chunk that fails to load reloads the page at most once per path per this window. */
export const RELOAD_GUARD_MS = 10_000;
const KEY_PREFIX = 'wayfare:chunk-reload:';

export interface ReloadEnvironment {
  path: () => string;
  now: () => number;
  storage: Storage;
  reload: () => void;
  /** Saves what the user was doing (stores, drafts) before the page goes away. */
  saveState: () => void;
}

/**
 * Where the app is going: a lazy screen loads before the router commits the
 * navigation, so the address bar still shows the previous page. The router
 * tells us its pending location; the reload goes there.
 */
let pendingLocation: () => string | null = () => null;

export function trackPendingNavigation(getLocation: () => string | null): void {
  pendingLocation = getLocation;
}

function targetUrl(): URL {
  return new URL(pendingLocation() ?? window.location.href, window.location.href);
}

const browserEnvironment = (): ReloadEnvironment => ({
  path: () => targetUrl().pathname,
  now: () => Date.now(),
  storage: sessionStorage,
  reload: () => {
    const target = targetUrl();
    if (target.href === window.location.href) window.location.reload();
    else window.location.assign(target.href);
  },
  saveState: () => snapshotStores(),
});

/** The Reload button of the network error page: saves what the user was doing, then loads the page again. */
export function reloadNow(): void {
  const env = browserEnvironment();
  env.saveState();
  env.reload();
}

/**
 * Called when a lazy module fails to load (usually: a new build replaced the
 * old chunks). Reloads the page unless this path already reloaded within the
 * guard window; returns whether it did.
 */
export function reloadAfterChunkFailure(env: ReloadEnvironment = browserEnvironment()): boolean {
  const key = KEY_PREFIX + env.path();
  const now = env.now();
  let last = Number.NaN;
  try {
    last = Number(env.storage.getItem(key));
  } catch {
    return false;
  }
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
  try {
    env.storage.setItem(key, String(now));
  } catch {
    return false;
  }
  env.saveState();
  env.reload();
  return true;
}

/**
 * Wraps a dynamic import: on a chunk-load failure the page reloads (within the
 * guard) and the promise never settles, so no error page flashes; past the
 * guard the error goes on to the route's error boundary, which says the
 * network failed and offers Reload.
 */
export function importWithReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadAfterChunkFailure()) {
        return new Promise<T>(() => {});
      }
      throw error;
    });
}
