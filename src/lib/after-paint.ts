/**
 * Resolves once the browser has painted the current frame: work started after
 * it (data modules, requests) never delays what is already on its way to the
 * screen. Resolves at once where there is no animation frame (tests, Node).
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
