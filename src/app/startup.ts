import type { AppEnv } from '@/config/env';
import { initAnalytics } from '@/services/analytics';
import { reportAppError } from './error-handler';
import { signedInUidWhenLoaded, startSession } from './session';

/**
 * Runs after the first paint: Auth (and the signed-in session), Firestore with
 * its local cache, Storage and analytics. Firestore and Storage start here for
 * a signed-in person only (their offline edits are sent, their uploads are
 * ready); a visitor's reads are REST requests, and either service still
 * starts on first use. Each failure goes to the app's error handler; one
 * failing service does not stop the others.
 */
export async function startServices(env: AppEnv): Promise<void> {
  // The hourly check for a newer build; its code loads when the first hour is up.
  setInterval(() => void checkForNewBuild(), BUILD_CHECK_MS);
  const steps: Array<[string, () => Promise<unknown>]> = [
    ['Sign-in', () => startSession()],
    ['Offline data', () => whenSignedIn(async () => (await import('@/services/firebase/firestore')).getDb())],
    ['File storage', () => whenSignedIn(async () => (await import('@/services/firebase/storage')).getStorageInstance())],
    ['Analytics', () => initAnalytics(env)],
  ];
  const results = await Promise.allSettled(steps.map(([, run]) => run()));
  results.forEach((result, index) => {
    if (result.status === 'rejected') reportAppError(steps[index]?.[0] ?? 'start-up', result.reason);
  });
}

/** Runs `start` once the session is known (a failed start-up counts as signed out), if someone is signed in. */
async function whenSignedIn(start: () => Promise<unknown>): Promise<void> {
  if ((await signedInUidWhenLoaded()) !== null) await start();
}

/** How often an open page asks whether a newer build is out (services/build-updates.ts). */
const BUILD_CHECK_MS = 60 * 60 * 1000;

let buildUpdates: { isUpdateAvailable: () => boolean } | null = null;

async function checkForNewBuild(): Promise<void> {
  try {
    const updates = await import('@/services/build-updates');
    buildUpdates = updates;
    await updates.checkForUpdate();
  } catch {
    // Offline: the next hour asks again.
  }
}

/** Whether a newer build is out (false until the hourly check has started, after the first paint). */
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

/**
 * Resolves when the browser has shown the layout (or after `PAINT_WAIT_MS`): at its first contentful
 * paint, or, where the page showed content of its own before the app's code ran (a first visit's
 * consent banner, a shared link's server paint: scripts/lib/entry-after-paint.mjs), once the next
 * frame has been painted.
 */
function layoutShown(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, PAINT_WAIT_MS);
    let observer: PerformanceObserver | null = null;
    function done() {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    }
    if (typeof performance !== 'undefined' && performance.getEntriesByName('first-contentful-paint').length > 0) {
      void afterPaint().then(done);
      return;
    }
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) done();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Resolves once the layout has rendered and the browser has shown it (as the
 * browser reports it: a frame can be painted well before it is on screen).
 */
export function layoutPainted(): Promise<void> {
  return firstScreen.then(layoutShown);
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
    .then(() => startServices(env))
    .catch((error: unknown) => reportAppError('start-up', error));
}
