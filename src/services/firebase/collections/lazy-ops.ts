/**
 * How the collection modules reach Firestore without importing it
 * statically: the app's instance and an operations module, loaded together
 * on first use, and subscriptions that may be cancelled before that load ends.
 */
import { toAppError, type AppError } from '../errors';
import { getDb } from '../firestore';

type Db = Awaited<ReturnType<typeof getDb>>;

/** The app's Firestore and `ops` (an operations module's import), loaded together; failures become AppErrors. */
export async function withDbAndOps<Ops>(loadOps: () => Promise<Ops>): Promise<{ db: Db; ops: Ops }> {
  try {
    const [db, ops] = await Promise.all([getDb(), loadOps()]);
    return { db, ops };
  } catch (error) {
    throw toAppError(error);
  }
}

/**
 * Starts a subscription once `load` resolves; the returned function stops it,
 * also before the load has finished (then it never starts).
 */
export function subscribeWhenLoaded<Loaded>(
  load: () => Promise<Loaded>,
  start: (loaded: Loaded) => () => void,
  onError: (error: AppError) => void,
): () => void {
  let cancelled = false;
  let unsubscribe: (() => void) | undefined;
  load().then(
    (loaded) => {
      if (!cancelled) unsubscribe = start(loaded);
    },
    (error: unknown) => {
      if (!cancelled) onError(toAppError(error));
    },
  );
  return () => {
    cancelled = true;
    unsubscribe?.();
    unsubscribe = undefined;
  };
}

/** What an operations module loaded on first use offers its collection module. */
export interface LazyOps<Ops> {
  /** The app's Firestore and the operations module; failing to load them is an AppError. */
  load: () => Promise<{ db: Db; ops: Ops }>;
  /** Runs an operation with them; anything thrown, by the load or by the operation, becomes an AppError. */
  run: <T>(operation: (loaded: { db: Db; ops: Ops }) => Promise<T>) => Promise<T>;
  /** Starts a subscription once they have loaded (see subscribeWhenLoaded). */
  subscribe: (start: (loaded: { db: Db; ops: Ops }) => () => void, onError: (error: AppError) => void) => () => void;
}

/** The verbs' access to an operations module (`loadOps`, a dynamic import) and the app's Firestore. */
export function lazyOps<Ops>(loadOps: () => Promise<Ops>): LazyOps<Ops> {
  const load = () => withDbAndOps(loadOps);
  return {
    load,
    run: async (operation) => {
      const loaded = await load();
      try {
        return await operation(loaded);
      } catch (error) {
        throw toAppError(error);
      }
    },
    subscribe: (start, onError) => subscribeWhenLoaded(load, start, onError),
  };
}
