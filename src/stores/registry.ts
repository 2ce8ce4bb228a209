import type { StoreApi } from 'zustand';

/**
 * Every entity store registers its data defaults here, so that tests can reset
 * all stores, and a chunk-load reload can carry the state across the reload.
 */
interface Registered {
  /** What the registry needs of a store: its state to read, and data to write back. */
  store: { getState: () => object; setState: (patch: object) => void };
  initial: () => object;
  /** What of a snapshot is taken back after a reload (by default all of it). */
  restored: (data: Record<string, unknown>) => Record<string, unknown>;
}

const stores = new Map<string, Registered>();
const SNAPSHOT_KEY = 'wayfare:store-snapshot';

export function registerStore<T extends object>(
  name: string,
  store: Pick<StoreApi<T>, 'getState' | 'setState'>,
  initial: () => Partial<T>,
  restored: (data: Partial<T>) => Partial<T> = (data) => data,
): void {
  stores.set(name, {
    restored: restored as (data: Record<string, unknown>) => Record<string, unknown>,
    store: {
      getState: () => store.getState(),
      // Only data the store's initial() names is written back (see restoreStores).
      setState: (patch) => store.setState(patch as Partial<T>),
    },
    initial,
  });
}

/** Puts every store back to its defaults (actions are kept). */
export function resetAllStores(): void {
  for (const { store, initial } of stores.values()) store.setState(initial());
}

function dataOf(state: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state)) {
    if (key === 'actions' || typeof value === 'function') continue;
    out[key] = value;
  }
  return out;
}

/** Writes the data of every store to session storage (before a forced reload). */
export function snapshotStores(storage: Storage = sessionStorage): void {
  const snapshot: Record<string, Record<string, unknown>> = {};
  for (const [name, { store }] of stores) snapshot[name] = dataOf(store.getState());
  try {
    storage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // Storage full or blocked: the reload goes ahead without the snapshot.
  }
}

/** Restores a snapshot written by snapshotStores, once; unknown keys are ignored. */
export function restoreStores(storage: Storage = sessionStorage): boolean {
  let raw: string | null = null;
  try {
    raw = storage.getItem(SNAPSHOT_KEY);
    storage.removeItem(SNAPSHOT_KEY);
  } catch {
    return false;
  }
  if (!raw) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return false;
  }
  if (typeof parsed !== 'object' || parsed === null) return false;
  for (const [name, data] of Object.entries(parsed as Record<string, unknown>)) {
    const entry = stores.get(name);
    if (!entry || typeof data !== 'object' || data === null) continue;
    const known = Object.keys(entry.initial());
    const patch: Record<string, unknown> = {};
    for (const key of known) if (key in data) patch[key] = (data as Record<string, unknown>)[key];
    entry.store.setState(entry.restored(patch));
  }
  return true;
}
