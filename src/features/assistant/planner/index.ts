/**
 * The embedded planner: free text to a structured request (`parseRequest`),
 * then a day-by-day plan from our places data (`planTrip`). Pure TypeScript,
 * no React, no Firebase, no DOM; runs in the browser and in Node.
 * See docs/assistant-planner.md.
 */
export { parseRequest, BUDGETS, DEFAULT_DAYS, INTERESTS, MAX_PLAN_DAYS, PACES } from './parse';
export type { Budget, Interest, Pace, Party, ParseOptions, RequestDestination, TripRequest } from './parse';
export { parseDates, type ParsedDates } from './dates';
export { planTrip, splitDays, DAYS_PER_DAY_TRIP, DINNER, LUNCH, PACE_RULES } from './plan';
export type { PaceRule, PlannerPersonality, PlanOptions } from './plan';
export {
  PLAN_ITEM_TYPES,
  itemPlaceSchema,
  parseTripPlan,
  planDaySchema,
  planItemDraftSchema,
  tripPlanJsonSchema,
  tripPlanSchema,
} from './schema';
export type { ItemPlaceDraft, PlanDay, PlanItemDraft, PlanItemType, TripPlan } from './schema';
// For callers outside the browser (the Cloud Function, the bench): build the inputs from the JSON files.
export { buildCitySearchIndex, buildPlacesData } from '@/lib/places/search';
