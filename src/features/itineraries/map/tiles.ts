import { getEnv, type MapTiles } from '@/config/env';

/** Escapes a provider's plain-text credit for Leaflet's attribution, which is HTML. */
export function escapeAttribution(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The tile layer to draw over the basemap, or null for the offline basemap alone. */
export function configuredTiles(read: () => { mapTiles?: MapTiles | null } = getEnv): MapTiles | null {
  try {
    return read().mapTiles ?? null;
  } catch {
    // A configuration error is reported at start-up; the map still works on its basemap.
    return null;
  }
}
