/**
 * A live value held in a store: one subscription (or read) per key, shared by
 * every screen that opens the same key, ended when the last one closes. The
 * store keeps the value in a `LiveSlot`; screens read it with `slotFor`, so a
 * key that is not the open one reads as loading, never another key's data.
 */
import { loadOrChunkError, type LiveState, type StartLive } from '@/lib/use-live';
import { subscribeWhenLoaded } from '@/services/firebase/collections/lazy-ops';
import { toAppError, type AppError } from '@/services/firebase/errors';

/** A live value and the key it belongs to (null: nothing open). */
export type LiveSlot<T> = LiveState<T> & { key: string | null };

const EMPTY = { key: null, status: 'loading', data: undefined, error: null } as const;

export const emptySlot = <T>(): LiveSlot<T> => EMPTY;

/** The slot as a screen showing `key` reads it: loading while another key (or none) is open. */
export function slotFor<T>(slot: LiveSlot<T>, key: string | null): LiveState<T> {
  return key !== null && slot.key === key ? slot : EMPTY;
}

/** Where a shared subscription puts what it hears: the store's own state. */
export interface SubscriptionSink<T> {
  /** Whether the store still holds `key` (after a reset of the stores, opening it starts it again). */
  holds: (key: string) => boolean;
  /** `key` is open and nothing has arrived yet. */
  opened: (key: string) => void;
  next: (key: string, data: T) => void;
  /** `last`: the last value `key` delivered before the error, if any. */
  failed: (key: string, error: AppError, last: T | undefined) => void;
  /** Nothing is open any more. */
  closed: () => void;
}

interface Session {
  key: string;
  users: number;
  stop: () => void;
  closed: boolean;
}

/**
 * The one subscription behind a part of a store: `open` starts it for a key
 * (or shares it when that key is open; another key closes the one before)
 * and returns its close; `close` ends it and empties the store's part;
 * `restart` reads the open key again (after a write a one-shot read does not
 * see), resolving once the new value or error is in. Values and errors of a
 * closed key are dropped.
 */
export function sharedSubscription<T>(sink: SubscriptionSink<T>) {
  let session: Session | null = null;
  let pending: Array<() => void> = [];
  let current: { key: string; begin: () => () => void } | null = null;

  const settle = () => {
    const waiting = pending;
    pending = [];
    waiting.forEach((resolve) => resolve());
  };

  const close = () => {
    if (session) {
      session.closed = true;
      session.stop();
      session = null;
    }
    current = null;
    settle();
    sink.closed();
  };

  function start<Loaded>(key: string, load: () => Promise<Loaded>, begin: StartLive<Loaded, T>): Session {
    const own: Session = { key, users: 1, stop: () => undefined, closed: false };
    let last: T | undefined;
    const onNext = (data: T) => {
      if (own.closed) return;
      last = data;
      sink.next(key, data);
      settle();
    };
    const onError = (error: AppError) => {
      if (own.closed) return;
      sink.failed(key, error, last);
      settle();
    };
    const run = () =>
      subscribeWhenLoaded(
        () => loadOrChunkError(load),
        (loaded) => {
          try {
            return begin(loaded, onNext, onError);
          } catch (error) {
            onError(toAppError(error));
            return () => undefined;
          }
        },
        onError,
      );
    current = { key, begin: run };
    own.stop = run();
    return own;
  }

  return {
    open<Loaded>(key: string, load: () => Promise<Loaded>, begin: StartLive<Loaded, T>): () => void {
      let opened = session;
      if (opened && opened.key === key && sink.holds(key)) opened.users += 1;
      else {
        if (opened) close();
        sink.opened(key);
        opened = start(key, load, begin);
        session = opened;
      }
      const mine = opened;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (session !== mine) return;
        mine.users -= 1;
        if (mine.users === 0) close();
      };
    },
    close,
    restart(): Promise<void> {
      const open = session;
      if (!open || !current) return Promise.resolve();
      const again = current.begin;
      return new Promise<void>((resolve) => {
        pending.push(resolve);
        open.stop();
        open.stop = again();
      });
    },
  };
}

/**
 * The subscription behind one `LiveSlot` of a store (see `sharedSubscription`).
 * `read` and `write` are the store's slot.
 */
export function liveSubscription<T>(read: () => LiveSlot<T>, write: (slot: LiveSlot<T>) => void) {
  return sharedSubscription<T>({
    holds: (key) => read().key === key,
    opened: (key) => write({ key, status: 'loading', data: undefined, error: null }),
    next: (key, data) => write({ key, status: 'ready', data, error: null }),
    failed: (key, error, last) => write({ key, status: 'error', data: last, error }),
    closed: () => write(EMPTY),
  });
}
