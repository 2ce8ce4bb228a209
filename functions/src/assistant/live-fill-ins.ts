/**
 * A planned trip's generic visits ("Morning: a museum or gallery — a
 * suggestion to fill", the planner's fill-ins where our guide has nothing
 * left), named from the live places provider: a place of the slot's kind
 * (a museum for "a museum or gallery", a park for "a park, garden or
 * viewpoint", a café or bakery for "a food market or a local bakery", else a
 * sight) near the slot, the best-rated one the plan does not use yet. The slot
 * keeps its time and its "Morning:" or "Afternoon:" label. Free time stays
 * free. See docs/places-provider.md.
 */
import type { LiveNearbyKind } from '@/domain/places/live';
import type { PlanItemDraft, TripPlan } from '@/domain/assistant/planner/schema';
import type { LiveBatch } from '../places/places-function';
import { nameLive, type NamedMeals } from './live-meals';

/** How far from the slot's point a fill-in may be, in metres (a short walk or one stop). */
export const FILL_IN_RADIUS_M = 1500;

const SUGGESTION = / — a suggestion to fill$/;

const isGenericVisit = (item: PlanItemDraft): boolean =>
  item.place?.approximate === true &&
  (item.type === 'activity' || item.type === 'attraction') &&
  SUGGESTION.test(item.title) &&
  !/^Free time\b/.test(item.title);

function kindOf(item: PlanItemDraft): LiveNearbyKind {
  if (/museum|gallery/i.test(item.title)) return 'museum';
  if (/park|garden|viewpoint/i.test(item.title)) return 'nature';
  if (/market|bakery/i.test(item.title)) return 'cafe';
  return 'sight';
}

const CATEGORY: Record<LiveNearbyKind, string> = { food: 'food', cafe: 'food', sight: 'sight', museum: 'museum', nature: 'nature' };

/** Names the plan's generic visits with nearby places of their kind; returns a new plan. */
export function nameFillInsLive(plan: TripPlan, lookup: LiveBatch): Promise<NamedMeals> {
  return nameLive(plan, lookup, {
    isGeneric: isGenericVisit,
    kindOf,
    radiusM: FILL_IN_RADIUS_M,
    titleFor: (item, place) => {
      const label = /^(Morning|Afternoon|Evening): /.exec(item.title)?.[0] ?? '';
      return `${label}${place.name}`;
    },
    categoryOf: (kind) => CATEGORY[kind],
    nothingNote: `Google Maps lists no such place within ${FILL_IN_RADIUS_M / 1000} km of here that this plan does not already use.`,
    closedNote: `The places of this kind Google Maps lists within ${FILL_IN_RADIUS_M / 1000} km of here are closed at this time.`,
  });
}
