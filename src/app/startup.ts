import type { AppEnv } from '@/config/env';
import { initAnalytics } from '@/services/analytics';
import { startBuildUpdatePolling } from '@/services/build-updates';
import { reportAppError } from './error-handler';
import { startSession } from './session';

/**
 * Runs after the first paint: Auth (and the signed-in session), Firestore with
 * its local cache, Storage and analytics. Each failure goes to the app's error
 * handler; one failing service does not stop the others.
 */
export async function startServices(env: AppEnv): Promise<void> {
  startBuildUpdatePolling();
  const [{ getDb }, { getStorageInstance }] = await Promise.all([
    import('@/services/firebase/firestore'),
    import('@/services/firebase/storage'),
  ]);
  const steps: Array<[string, () => Promise<unknown>]> = [
    ['Sign-in', () => startSession()],
    ['Offline data', () => getDb()],
    ['File storage', () => getStorageInstance()],
    ['Analytics', () => initAnalytics(env)],
  ];
  const results = await Promise.allSettled(steps.map(([, run]) => run()));
  results.forEach((result, index) => {
    if (result.status === 'rejected') reportAppError(steps[index]?.[0] ?? 'start-up', result.reason);
  });
}

/** Schedules start-up once the browser has painted and is idle. */
export function startAfterFirstPaint(env: AppEnv): void {
  const run = () => {
    startServices(env).catch((error: unknown) => reportAppError('start-up', error));
  };
  requestAnimationFrame(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 1500 });
    else setTimeout(run, 1);
  });
}
