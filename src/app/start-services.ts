/**
 * The services the app starts after its first paint (startup.ts loads this
 * module then, so its code is not in the first paint).
 */
import type { AppEnv } from '@/config/env';
import { initAnalytics } from '@/services/analytics';
import { reportAppError } from './error-handler';
import { startSession } from './session';

/**
 * Runs after the first paint: Auth (and the signed-in session), Firestore with
 * its local cache, Storage and analytics. Each failure goes to the app's error
 * handler; one failing service does not stop the others.
 */
/** What the page learns of newer builds: the build check's module, once it has loaded. */
type UpdatesLoaded = (updates: { isUpdateAvailable: () => boolean }) => void;

export async function startServices(env: AppEnv, updatesLoaded: UpdatesLoaded): Promise<void> {
  // The hourly check for a newer build; its code loads when the first hour is up.
  setInterval(() => void checkForNewBuild(updatesLoaded), BUILD_CHECK_MS);
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

/** How often an open page asks whether a newer build is out (services/build-updates.ts). */
const BUILD_CHECK_MS = 60 * 60 * 1000;

async function checkForNewBuild(updatesLoaded: UpdatesLoaded): Promise<void> {
  try {
    const updates = await import('@/services/build-updates');
    updatesLoaded(updates);
    await updates.checkForUpdate();
  } catch {
    // Offline: the next hour asks again.
  }
}

