/**
 * Resolves once the page's first contentful paint has happened (at once on
 * later screens, and where the browser cannot tell: tests, Node), so that
 * work started after it (data modules, requests) never delays the first paint.
 */
export function afterNextPaint(maxWaitMs = 1500): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  const painted = () =>
    typeof performance !== 'undefined' && performance.getEntriesByName('first-contentful-paint').length > 0;
  const canObserve =
    typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  if (painted() || !canObserve) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver(() => {
      if (painted()) done();
    });
    const timer = setTimeout(done, maxWaitMs);
    try {
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      done();
    }
  });
}
