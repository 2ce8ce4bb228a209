/**
 * A planned trip's generic meals ("Lunch near X — a suggestion to fill"),
 * named from the live places provider: for each one, the provider's places to
 * eat within walking distance of where the meal is planned; the best-rated
 * place the plan does not use yet takes the meal. What the provider does not
 * name stays a suggestion, and its note says why. The plan is never made
 * worse: a provider that fails or a quota that runs out leaves the rest as it
 * was. See docs/places-provider.md.
 */
import { fitsHours, minutesOf, periodsFromLive, weekdayOf } from '@/domain/places/hours';
import type { LiveNearbyKind, LivePlace } from '@/domain/places/live';
import type { LatLng } from '@/lib/places/types';
import type { LiveBatch } from '../places/places-function';
import { liveItemPlace } from './live-places';
import type { PlanItemDraft, TripPlan } from '@/domain/assistant/planner/schema';

/** How far a traveller walks to a meal, in metres. */
export const MEAL_WALK_M = 800;
/** At most this many meal points are looked up for one plan. */
export const MEAL_LOOKUPS_MAX = 30;

const MEAL = /^(Lunch|Dinner)\b/;

export interface NamedMeals {
  plan: TripPlan;
  /** Items the provider named. */
  named: number;
  /** Generic items left as suggestions. */
  left: number;
  /** Why lookups stopped early, if they did (the provider failed, the quota ran out). */
  stopped: string | null;
}

/** What to name in a plan, and how (the meals below; the visits of live-fill-ins.ts). */
export interface LiveNaming {
  /** The plan's generic items this naming fills. */
  isGeneric: (item: PlanItemDraft) => boolean;
  /** The kind of place to look for, by item. */
  kindOf: (item: PlanItemDraft) => LiveNearbyKind;
  radiusM: number;
  /** The item's new title once `place` takes it. */
  titleFor: (item: PlanItemDraft, place: LivePlace) => string;
  /** Our category for the place found. */
  categoryOf: (kind: LiveNearbyKind, place: LivePlace) => string;
  /** Said on an item the provider found nothing for. */
  nothingNote: string;
  /** Said on an item whose places nearby are all closed at its time. */
  closedNote: string;
}

const isGenericMeal = (item: PlanItemDraft): boolean =>
  item.type === 'restaurant' && MEAL.test(item.title) && item.place?.approximate === true;

const key = (text: string): string => text.normalize('NFKC').trim().toLowerCase();
const pointKey = (at: LatLng, kind: LiveNearbyKind): string => `${kind}@${at.lat.toFixed(4)},${at.lng.toFixed(4)}`;

/** Higher is better: rating, weighed a little by how many people rated it. */
function score(place: LivePlace): number {
  return (place.rating ?? 3) + Math.min(Math.log10((place.ratingCount ?? 0) + 1), 4) * 0.1;
}

/**
 * Whether `place` is open for the whole of `item` on its day (the day's
 * weekday, or any weekday for a plan without dates). A place whose hours the
 * provider does not give, or an item without a time, is not held back.
 */
function openFor(place: LivePlace, item: PlanItemDraft, date: string | null): boolean {
  const periods = periodsFromLive(place.hours);
  if (!periods || !item.startTime) return true;
  const start = minutesOf(item.startTime);
  const end = item.endTime ? minutesOf(item.endTime) : start + 60;
  return fitsHours(periods, date ? weekdayOf(date) : null, start, Math.max(end - start, 15));
}

/**
 * Names a plan's generic items with live searches; returns a new plan. All
 * the points are asked in one batch (the first `maxLookups` of them), a point
 * looked up once is not asked again, and no place is used twice in a plan
 * (nor a place the plan already visits).
 */
export async function nameLive(plan: TripPlan, lookup: LiveBatch, naming: LiveNaming, maxLookups = MEAL_LOOKUPS_MAX): Promise<NamedMeals> {
  const used = new Set<string>();
  for (const item of [...plan.days.flatMap((d) => d.items), ...plan.ideas]) {
    if (item.place && !item.place.approximate) used.add(key(item.place.name));
  }
  const points = new Map<string, { near: LatLng; kind: LiveNearbyKind }>();
  for (const item of plan.days.flatMap((d) => d.items)) {
    if (!naming.isGeneric(item) || !item.place || points.size >= maxLookups) continue;
    const kind = naming.kindOf(item);
    points.set(pointKey(item.place.geocode, kind), { near: item.place.geocode, kind });
  }
  const answers = new Map<string, LivePlace[]>();
  let stopped: string | null = null;
  if (points.size > 0) {
    try {
      const answer = await lookup([...points.values()].map(({ near, kind }) => ({ op: 'nearby', near, radiusM: naming.radiusM, kind, limit: 10 }) as const));
      stopped = answer.stopped;
      [...points.keys()].forEach((k, i) => {
        const found = answer.places[i];
        if (found) answers.set(k, found);
      });
    } catch (error) {
      stopped = error instanceof Error ? error.message : String(error);
    }
  }
  let named = 0;
  let left = 0;

  const days = [];
  for (const day of plan.days) {
    const items: PlanItemDraft[] = [];
    for (const item of day.items) {
      if (!naming.isGeneric(item) || !item.place) {
        items.push(item);
        continue;
      }
      const kind = naming.kindOf(item);
      const found = answers.get(pointKey(item.place.geocode, kind));
      const free = (found ?? []).filter((place) => place.geocode !== null && !used.has(key(place.name)));
      // Never a meal at a place that is closed then (a market at dinner time).
      const best = free.filter((place) => openFor(place, item, day.date)).sort((a, b) => score(b) - score(a))[0];
      if (!best?.geocode) {
        left += 1;
        const note = free.length > 0 ? naming.closedNote : naming.nothingNote;
        items.push(found ? { ...item, notes: `${note} ${item.notes ?? ''}`.trim() } : item);
        continue;
      }
      used.add(key(best.name));
      named += 1;
      items.push({
        ...item,
        title: naming.titleFor(item, best),
        place: liveItemPlace({ ...best, geocode: best.geocode }, naming.categoryOf(kind, best)),
        // Nothing of Google's in the notes (kept at most 30 days): the stop's details are asked again when opened.
        notes: null,
      });
    }
    days.push({ ...day, items });
  }
  return { plan: { ...plan, days }, named, left, stopped };
}

/** Names the plan's generic meals ("Lunch near X — a suggestion to fill") with places to eat within a walk. */
export function nameMealsLive(
  plan: TripPlan,
  lookup: LiveBatch,
  options: { radiusM?: number; maxLookups?: number } = {},
): Promise<NamedMeals> {
  const radiusM = options.radiusM ?? MEAL_WALK_M;
  return nameLive(
    plan,
    lookup,
    {
      isGeneric: isGenericMeal,
      kindOf: () => 'food',
      radiusM,
      titleFor: (item, place) => `${item.title.startsWith('Dinner') ? 'Dinner' : 'Lunch'} at ${place.name}`,
      categoryOf: () => 'food',
      nothingNote: `Google Maps lists no place to eat within ${radiusM} m of here that this plan does not already use.`,
      closedNote: `The places to eat Google Maps lists within ${radiusM} m of here are closed at this time.`,
    },
    options.maxLookups ?? MEAL_LOOKUPS_MAX,
  );
}
