/**
 * Grounds a model's plan in our places data. Each place is matched by name
 * (normalized: case, accents and punctuation ignored) among the curated places
 * of its day's destination (and of the day trip's town, on a day trip) and
 * takes our coordinates and source. A place we cannot match keeps the model's
 * coordinates only within MAX_UNMATCHED_KM of its destination, flagged
 * `approximate: true`; otherwise its item moves to the ideas with no place,
 * and a warning names it. Nothing is dropped silently. With the live places
 * provider, `groundLive` then looks the approximate ones up by name.
 */
import { searchCities } from '@/lib/places/search';
import { haversineKm } from '@/lib/places/geo';
import { normalizeText } from '@/lib/places/normalize';
import type { City, CitySearchIndex, LatLng, Place, PlacesData } from '@/lib/places/types';
import type { ItemPlaceDraft, PlanItemDraft, TripPlan } from '@/domain/assistant/planner/schema';
import { LIVE_QUERY_MAX, type LivePlace } from '@/domain/places/live';
import type { LiveBatch } from '../places/places-function';
import { liveItemPlace } from './live-places';

export const MAX_UNMATCHED_KM = 50;
export const MODEL_SOURCE = 'Suggested by the assistant (not verified)';

export interface MatchStats {
  matched: number;
  approximate: number;
  unplaced: number;
}

function cityFor(index: CitySearchIndex, name: string | null | undefined): City | undefined {
  if (!name) return undefined;
  const query = normalizeText(name.split(',')[0]!);
  if (!query) return undefined;
  // The best city whose name or an alias is the name given (curated first, then by population).
  return searchCities(index, query, 20).find((city) => {
    if (normalizeText(city.name) === query) return true;
    const at = index.cities.indexOf(city);
    return (index.keys[at] ?? []).includes(query);
  });
}

/** A curated place of one of the given cities whose name matches, or undefined. */
export function matchPlace(data: PlacesData, cityIds: readonly string[], name: string): Place | undefined {
  const query = normalizeText(name);
  if (query.length < 3) return undefined;
  let loose: Place | undefined;
  for (const cityId of cityIds) {
    for (const place of data.cityById.get(cityId)?.places ?? []) {
      const key = normalizeText(place.name);
      if (key === query) return place;
      // "Belem Tower" vs "Belém Tower (Torre de Belém)": one name starts the other, on a word boundary.
      if (!loose && (key.startsWith(`${query} `) || query.startsWith(`${key} `))) loose = place;
    }
  }
  return loose;
}

function ourPlace(place: Place): ItemPlaceDraft {
  return {
    name: place.name,
    address: null,
    geocode: { ...place.geocode },
    category: place.category,
    source: place.source,
    approximate: false,
  };
}

/**
 * Returns the plan with our coordinates where a place matched, plus counts.
 * Pure: the input plan is not changed.
 */
export function groundPlan(plan: TripPlan, data: PlacesData, index: CitySearchIndex): { plan: TripPlan; stats: MatchStats } {
  const stats: MatchStats = { matched: 0, approximate: 0, unplaced: 0 };
  const warnings = [...plan.warnings];
  const ideas: PlanItemDraft[] = [];
  const firstCity = cityFor(index, plan.destinations[0]);

  const ground = (
    item: PlanItemDraft,
    city: City | undefined,
    extraCityIds: string[],
    centre: LatLng | null,
    where: string,
  ): PlanItemDraft | null => {
    const result: PlanItemDraft = { ...item };
    for (const key of ['place', 'arrival'] as const) {
      const place = item[key];
      if (!place) continue;
      const cityIds = [...(city?.curated ? [city.id] : []), ...extraCityIds];
      const hit = matchPlace(data, cityIds, place.name);
      if (hit) {
        result[key] = { ...ourPlace(hit), address: place.address ?? null };
        if (key === 'place') stats.matched += 1;
        if (key === 'place' && !item.timeZone && city?.timeZone) result.timeZone = city.timeZone;
        continue;
      }
      if (centre && haversineKm(centre, place.geocode) <= MAX_UNMATCHED_KM) {
        result[key] = { ...place, source: place.source || MODEL_SOURCE, approximate: true };
        if (key === 'place') stats.approximate += 1;
        continue;
      }
      if (key === 'arrival') {
        result.arrival = null;
        continue;
      }
      stats.unplaced += 1;
      warnings.push(
        `We could not place “${place.name}” within ${MAX_UNMATCHED_KM} km of ${where}, so it is listed under ideas without a location.`,
      );
      ideas.push({ ...result, day: null, place: null, startTime: null, endTime: null });
      return null;
    }
    return result;
  };

  const days = plan.days.map((day) => {
    const city = cityFor(index, day.destination) ?? firstCity;
    const centre = day.dayTrip?.geocode ?? city?.geocode ?? plan.geocode;
    // On a day trip, the town's places may also be curated (Sintra has its own file in some data sets).
    const tripCity = day.dayTrip ? cityFor(index, day.dayTrip.name) : undefined;
    const extra = tripCity?.curated ? [tripCity.id] : [];
    const where = day.dayTrip?.name ?? city?.name ?? day.destination ?? 'the destination';
    const items: PlanItemDraft[] = [];
    for (const item of day.items) {
      const grounded = ground(item, city, extra, centre, where);
      if (grounded) items.push(grounded);
    }
    return { ...day, items };
  });
  const groundedIdeas: PlanItemDraft[] = [];
  for (const idea of plan.ideas) {
    const grounded = ground(idea, firstCity, [], firstCity?.geocode ?? plan.geocode, firstCity?.name ?? 'the destination');
    if (grounded) groundedIdeas.push(grounded);
  }
  return {
    plan: {
      ...plan,
      geocode: firstCity ? { ...firstCity.geocode } : plan.geocode,
      days,
      ideas: [...groundedIdeas, ...ideas],
      warnings,
    },
    stats,
  };
}

/** Google's place for a model's name may be this far from where the model put it (km) and still be that place. */
export const LIVE_MATCH_KM = 5;
const SUGGESTION_TITLE = /a suggestion to fill$/;

function sameName(a: string, b: string): boolean {
  const x = normalizeText(a);
  const y = normalizeText(b);
  if (x.length < 3 || y.length < 3) return false;
  return x === y || x.startsWith(`${y} `) || y.startsWith(`${x} `) || x.includes(` ${y}`) || y.includes(` ${x}`);
}

/** A name to look for with the live provider, within `radiusM` of `near`. */
export interface WantedByName {
  name: string;
  near: LatLng;
  radiusM: number;
}

/**
 * One Text Search per name, all in one batch; for each, the provider's place
 * of that name within its radius, or null. A batch that fails finds nothing
 * (and says why in `stopped`): the caller keeps what it had.
 */
export async function findByName(
  batch: LiveBatch,
  wanted: readonly WantedByName[],
): Promise<{ hits: ((LivePlace & { geocode: LatLng }) | null)[]; stopped: string | null }> {
  if (wanted.length === 0) return { hits: [], stopped: null };
  const answer = await batch(
    wanted.map(({ name, near, radiusM }) => ({ op: 'search' as const, query: name.slice(0, LIVE_QUERY_MAX), near, radiusM, limit: 3 })),
  ).catch((error: unknown) => ({ places: [] as (LivePlace[] | null)[], stopped: error instanceof Error ? error.message : String(error) }));
  const hits = wanted.map(({ name, near, radiusM }, i) => {
    const hit = (answer.places[i] ?? []).find(
      (place) => place.geocode !== null && sameName(place.name, name) && haversineKm(place.geocode, near) * 1000 <= radiusM,
    );
    return hit?.geocode ? { ...hit, geocode: hit.geocode } : null;
  });
  return { hits, stopped: answer.stopped };
}

/**
 * The second step for a model's plan: each place our data did not hold
 * (approximate, not one of our own suggestions) is looked up by name near
 * where the model put it; when the provider knows a place of that name
 * within LIVE_MATCH_KM, the item takes its name, address and coordinates, and
 * it counts as matched. What the provider cannot name stays approximate. All
 * names are asked at once; a provider that fails leaves the plan as it was.
 */
export async function groundLive(
  plan: TripPlan,
  stats: MatchStats,
  batch: LiveBatch,
): Promise<{ plan: TripPlan; stats: MatchStats; stopped: string | null }> {
  const wanted = (item: PlanItemDraft): boolean =>
    item.place?.approximate === true && !SUGGESTION_TITLE.test(item.title) && normalizeText(item.place.name).length >= 3;
  const asked = [...plan.days.flatMap((d) => d.items), ...plan.ideas].filter(wanted);
  if (asked.length === 0) return { plan, stats, stopped: null };
  const answer = await findByName(
    batch,
    asked.map((item) => ({ name: item.place!.name, near: item.place!.geocode, radiusM: LIVE_MATCH_KM * 1000 })),
  );
  const found = new Map<PlanItemDraft, LivePlace & { geocode: LatLng }>();
  asked.forEach((item, i) => {
    const hit = answer.hits[i];
    if (hit) found.set(item, hit);
  });
  const next = { ...stats };
  const ground = (item: PlanItemDraft): PlanItemDraft => {
    const hit = found.get(item);
    if (!hit || !item.place) return item;
    next.matched += 1;
    next.approximate -= 1;
    return {
      ...item,
      place: liveItemPlace(hit, item.place.category ?? null),
    };
  };
  return {
    plan: { ...plan, days: plan.days.map((day) => ({ ...day, items: day.items.map(ground) })), ideas: plan.ideas.map(ground) },
    stats: next,
    stopped: answer.stopped,
  };
}
