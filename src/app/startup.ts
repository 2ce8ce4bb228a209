import type { AppEnv } from '@/config/env';
import { reportAppError } from './error-handler';

/** The hourly build check's module, once start-services.ts has loaded it. */
let buildUpdates: { isUpdateAvailable: () => boolean } | null = null;

/** Whether a newer build is out (false until the first hourly check, after the first paint). */
export function isUpdateAvailable(): boolean {
  return buildUpdates?.isUpdateAvailable() ?? false;
}

let firstScreenShown: () => void = () => undefined;
const firstScreen = new Promise<void>((resolve) => {
  firstScreenShown = resolve;
});

/** The layout calls this once it has rendered (its header, and the first screen or the screen's placeholder). */
export function markFirstScreenShown(): void {
  firstScreenShown();
}

/** A page in a background tab paints nothing: screens load anyway after this long. */
const PAINT_WAIT_MS = 250;

/** Resolves when the browser reports the page's first contentful paint (or after `PAINT_WAIT_MS`). */
function contentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, PAINT_WAIT_MS);
    let observer: PerformanceObserver | null = null;
    function done() {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    }
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) done();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Resolves once the layout has rendered and the browser has shown it (its
 * first contentful paint, as the browser reports it: a frame can be painted
 * well before it is on screen).
 */
export function layoutPainted(): Promise<void> {
  return firstScreen.then(contentfulPaint);
}

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Resolves after the next frame has been painted. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 1);
  });
}

/**
 * Schedules start-up after the layout has been painted, the page has
 * loaded, the first screen and its own data have arrived (screenSettled) and the browser is
 * idle, so the services' code (Firestore, Storage, analytics) never competes
 * with the first screen for the network.
 */
export function startAfterFirstPaint(env: AppEnv, screenSettled: () => Promise<void> = () => Promise.resolve()): void {
  void firstScreen
    .then(pageLoaded)
    .then(afterPaint)
    .then(screenSettled)
    .then(idle)
    .then(() => import('./start-services'))
    .then(({ startServices }) =>
      startServices(env, (updates) => {
        buildUpdates = updates;
      }),
    )
    .catch((error: unknown) => reportAppError('start-up', error));
}
