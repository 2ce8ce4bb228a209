import { useCallback, useEffect, useRef, useState } from 'react';
import './toast.css';

/** How long a toast stays, in milliseconds. */
export const TOAST_MS = 4000;

/**
 * A short-lived message ("Link copied"): `show` puts it up, it goes by itself
 * after `ms`, and a newer message replaces an older one.
 */
export function useToast(ms: number = TOAST_MS): { message: string; show: (message: string) => void } {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: string) => {
      setMessage(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setMessage(''), ms);
    },
    [ms],
  );
  return { message, show };
}

/**
 * Where the toast shows: a polite live region that is always there (so screen
 * readers hear each message), floating at the bottom of the window.
 */
export function Toast({ message }: { message: string }) {
  return (
    <div className="toast" role="status" aria-live="polite">
      {message ? <p className="toast__message">{message}</p> : null}
    </div>
  );
}
