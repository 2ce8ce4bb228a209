/**
 * A stand-in for a collection module's live subscription: records who
 * listens to which key, and lets a test deliver values or an error to them.
 */
import type { AppError } from '@/services/firebase/errors';

interface Listener<T> {
  key: string;
  onNext: (value: T) => void;
  onError: (error: AppError) => void;
}

export function fakeFeed<T>() {
  const listeners = new Set<Listener<T>>();
  let started = 0;
  return {
    /** Listens to `key`, as `subscribeX(key, onNext, onError)` does; returns the unsubscribe. */
    subscribe(key: string, onNext: (value: T) => void, onError: (error: AppError) => void): () => void {
      started += 1;
      const listener = { key, onNext, onError };
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Delivers `value` to everyone listening to `key`. */
    push(key: string, value: T): void {
      for (const listener of [...listeners]) if (listener.key === key) listener.onNext(value);
    },
    fail(key: string, error: AppError): void {
      for (const listener of [...listeners]) if (listener.key === key) listener.onError(error);
    },
    /** How many listen now. */
    get listening(): number {
      return listeners.size;
    },
    /** How many subscriptions were started in all. */
    get started(): number {
      return started;
    },
  };
}
