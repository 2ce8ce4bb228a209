/**
 * Keeping the places we took from Google within Google's terms. A stop made
 * from a Google place keeps its place id for ever, but its coordinates for at
 * most 30 days (and, by our policy, its hours as long). Every day the
 * scheduled `refreshLivePlaces` finds the stops fetched REFRESH_AFTER_DAYS
 * ago or more, asks Place Details for each place again (through the cache,
 * once per place however many trips hold it) and gives each stop the new
 * coordinates, hours and address. A stop still not refreshed CLEAR_AFTER_DAYS
 * after it was fetched (the place is gone, the provider failed for days, no
 * key is set any more) loses what it may not keep: it stays in the plan,
 * named, at its trip's coordinates and marked approximate, and is not asked
 * again. See docs/places-provider.md, "Caching policy".
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, type DocumentSnapshot, type Firestore, type Query } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { geoPointSchema } from '@/domain/assistant/planner/schema';
import { CLEAR_AFTER_MS, REFRESH_AFTER_MS, keptOfLive, type LivePlace } from '@/domain/places/live';
import { readCached, writeCached } from './cache';
import { PlacesProviderError, placeDetails } from './google';
import { PLACES_API_KEY, placesConfig, type PlacesConfig } from './places-function';

/** The source of a cleared stop's place: its coordinates are now the trip's own, from our city data. */
const CLEARED_PLACE_SOURCE = 'The trip’s destination (approximate)';

/** What one run did: stops refreshed, stops cleared, stops left for the next run, stops changed meanwhile. */
export interface RefreshReport {
  refreshed: number;
  cleared: number;
  retryLater: number;
  changedMeanwhile: number;
}

export interface RefreshOptions {
  now?: number;
  /** Stops looked at in one run (the next run goes on). */
  maxItems?: number;
  pageSize?: number;
}

type Lookup = LivePlace | 'gone' | 'failed';

/** Stops refreshed at once (each asks the provider at most once per place). */
const AT_ONCE = 8;

/** A failed precondition: the stop was written after we read it (a traveller moved or replaced it). */
const changedMeanwhile = (error: unknown) => (error as { code?: unknown } | null)?.code === 9;

/** The stops fetched at or before `due`, oldest first, after `cursor`. */
function dueItems(db: Firestore, due: number, pageSize: number, cursor: DocumentSnapshot | null): Query {
  const query = db.collectionGroup('items').where('place.fetchedAt', '<=', due).orderBy('place.fetchedAt').limit(pageSize);
  return cursor ? query.startAfter(cursor) : query;
}

/**
 * Refreshes (or clears) the stops due. `config` null: no provider is set up,
 * so nothing can be refreshed and every stop past CLEAR_AFTER_DAYS is cleared.
 */
export async function refreshDuePlaces(db: Firestore, config: PlacesConfig | null, options: RefreshOptions = {}): Promise<RefreshReport> {
  const { now = Date.now(), maxItems = 2_000, pageSize = 100 } = options;
  const report: RefreshReport = { refreshed: 0, cleared: 0, retryLater: 0, changedMeanwhile: 0 };
  const lookups = new Map<string, Promise<Lookup>>();
  const tripGeocodes = new Map<string, Promise<{ lat: number; lng: number } | null>>();

  const lookup = (placeId: string) => {
    let found = lookups.get(placeId);
    if (!found) {
      found = (async (): Promise<Lookup> => {
        const cached = (await readCached(db, { op: 'details', placeId }, now))?.[0];
        if (cached?.geocode && (cached.fetchedAt ?? 0) > now - REFRESH_AFTER_MS) return cached;
        if (!config) return 'failed';
        try {
          const place = await placeDetails(config, placeId);
          await writeCached(db, { op: 'details', placeId }, [place], config.cacheHours, now);
          return place;
        } catch (error) {
          if (error instanceof PlacesProviderError && error.status === 404) return 'gone';
          logger.warn('refreshLivePlaces: the provider did not answer', { placeId, error: error instanceof Error ? error.message : String(error) });
          return 'failed';
        }
      })();
      lookups.set(placeId, found);
    }
    return found;
  };

  const tripGeocode = (item: DocumentSnapshot) => {
    const trip = item.ref.parent.parent!;
    let geocode = tripGeocodes.get(trip.path);
    if (!geocode) {
      // Read as stored data is: a malformed one counts as none.
      geocode = trip.get().then((snapshot) => {
        const stored = geoPointSchema.safeParse(snapshot.get('geocode'));
        return stored.success ? stored.data : null;
      });
      tripGeocodes.set(trip.path, geocode);
    }
    return geocode;
  };

  const refreshOne = async (item: DocumentSnapshot): Promise<keyof RefreshReport> => {
    const place = item.get('place') as { providerId?: unknown; fetchedAt?: unknown; geocode?: unknown } | null;
    const fetchedAt = typeof place?.fetchedAt === 'number' ? place.fetchedAt : 0;
    const providerId = typeof place?.providerId === 'string' ? place.providerId : null;
    const found = providerId ? await lookup(providerId) : 'gone';
    let fields: Record<string, unknown>;
    let outcome: keyof RefreshReport;
    if (typeof found === 'object' && found.geocode) {
      const kept = keptOfLive(found, now);
      fields = {
        'place.geocode': { ...found.geocode },
        'place.hours': kept.hours ?? null,
        'place.fetchedAt': kept.fetchedAt,
        'place.approximate': false,
        ...(found.address ? { 'place.address': found.address } : {}),
      };
      outcome = 'refreshed';
    } else if (now - fetchedAt >= CLEAR_AFTER_MS || found === 'gone') {
      const geocode = await tripGeocode(item);
      // Our own coordinates (the trip's destination) replace Google's, and say so; Google's address goes too.
      // A trip without coordinates of its own keeps the stop by its title only.
      fields = geocode
        ? {
            'place.geocode': geocode,
            'place.approximate': true,
            'place.source': CLEARED_PLACE_SOURCE,
            'place.address': FieldValue.delete(),
            'place.hours': FieldValue.delete(),
            'place.providerId': FieldValue.delete(),
            'place.fetchedAt': FieldValue.delete(),
          }
        : { place: null };
      outcome = 'cleared';
    } else {
      return 'retryLater';
    }
    try {
      // Only if the stop is as we read it: a traveller's newer change wins.
      await item.ref.update(fields, { lastUpdateTime: item.updateTime! });
      return outcome;
    } catch (error) {
      if (changedMeanwhile(error)) return 'changedMeanwhile';
      throw error;
    }
  };

  let cursor: DocumentSnapshot | null = null;
  let seen = 0;
  while (seen < maxItems) {
    const page = await dueItems(db, now - REFRESH_AFTER_MS, Math.min(pageSize, maxItems - seen), cursor).get();
    for (let start = 0; start < page.docs.length; start += AT_ONCE) {
      const outcomes = await Promise.all(page.docs.slice(start, start + AT_ONCE).map(refreshOne));
      for (const outcome of outcomes) report[outcome] += 1;
    }
    seen += page.size;
    if (page.size < pageSize) break;
    cursor = page.docs.at(-1) ?? null;
  }
  return report;
}

/** Every night: what trips keep from Google is refreshed, or cleared, before Google's 30 days. */
export const refreshLivePlaces = onSchedule(
  { schedule: 'every day 03:30', timeZone: 'Etc/UTC', secrets: [PLACES_API_KEY], timeoutSeconds: 540, retryCount: 1 },
  async () => {
    const db = getFirestore(getApps()[0] ?? initializeApp());
    const report = await refreshDuePlaces(db, await placesConfig(db));
    logger.info('refreshLivePlaces', report);
  },
);
