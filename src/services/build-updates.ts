/**
 * New builds: the app asks for /build/latest.json hourly (the schedule is
 * app/startup.ts's, which loads this module when the first hour is up); when
 * the build id there differs from the running one, the next navigation is a
 * full page load.
 */

export interface BuildInfo {
  buildId: string;
  commit: string;
  builtAt: string;
}

function isBuildInfo(value: unknown): value is BuildInfo {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.buildId === 'string' &&
    record.buildId.length > 0 &&
    typeof record.commit === 'string' &&
    typeof record.builtAt === 'string'
  );
}

/** Reads the latest-build manifest, bypassing caches with a timestamp. */
export async function fetchLatestBuild(fetchImpl: typeof fetch = fetch, now = Date.now()): Promise<BuildInfo | null> {
  const response = await fetchImpl(`/build/latest.json?t=${now}`, { cache: 'no-store' });
  if (!response.ok) return null;
  const body: unknown = await response.json().catch(() => null);
  return isBuildInfo(body) ? body : null;
}

let updateAvailable = false;

export function isUpdateAvailable(): boolean {
  return updateAvailable;
}

/** Checks once; marks an update when the latest build is not the running one. */
export async function checkForUpdate(
  currentBuildId: string = __BUILD_ID__,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  if (currentBuildId === 'dev') return false;
  try {
    const latest = await fetchLatestBuild(fetchImpl);
    if (latest && latest.buildId !== currentBuildId) updateAvailable = true;
  } catch {
    // Offline or server hiccup: try again at the next poll.
  }
  return updateAvailable;
}

/** Used by tests. */
export function resetUpdateState(): void {
  updateAvailable = false;
}
