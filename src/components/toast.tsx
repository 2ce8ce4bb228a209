import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
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
 * The height of the consent panel while it is fixed at the window's bottom
 * (the page's own first-visit panel or the app's), else 0.
 */
function consentPanelHeight(): number {
  const panel = document.querySelector<HTMLElement>('section.consent:not([hidden])');
  return panel ? panel.offsetHeight : 0;
}

/**
 * Where the toast shows: a polite live region that is always there (so screen
 * readers hear each message), floating at the bottom of the window, above
 * the consent panel while that shows, never over its buttons.
 */
export function Toast({ message }: { message: string }) {
  const region = useRef<HTMLDivElement>(null);
  // Measured when a message shows (the panel may have come or gone since), before it paints.
  useLayoutEffect(() => {
    const element = region.current;
    if (!element || !message) return;
    const lift = consentPanelHeight();
    if (lift > 0) element.style.bottom = `calc(${lift}px + var(--space-5, 24px))`;
    else element.style.removeProperty('bottom');
  }, [message]);
  return (
    <div ref={region} className="toast" role="status" aria-live="polite">
      {message ? <p className="toast__message">{message}</p> : null}
    </div>
  );
}
