import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element given to the returned ref has come within 300 px of the
 * viewport (once near, it stays near); `eager` is near from the start, as is
 * everything where IntersectionObserver is missing.
 */
export function useNearViewport(eager: boolean): [(node: HTMLElement | null) => void, boolean] {
  const [near, setNear] = useState(eager || typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = (node: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node || near) return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.current?.disconnect();
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.current.observe(node);
  };
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, near];
}
