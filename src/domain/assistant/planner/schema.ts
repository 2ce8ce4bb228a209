/**
 * The plan the assistant proposes, shared by the embedded planner and the
 * model path (a Cloud Function validates a model's answer against the same
 * schema), so the screens cannot tell the two apart. Plain data: an item is a
 * PlanItem (src/domain/itineraries/types.ts) without `id` and `order`,
 * which are given when the plan is saved.
 */
import * as z from 'zod/mini';

export const PLAN_ITEM_TYPES = ['attraction', 'restaurant', 'stay', 'flight', 'transport', 'activity', 'note'] as const;

const time = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM'));
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a yyyy-mm-dd date'));

export const geoPointSchema = z.object({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
});

/** An ItemPlace: where an item happens. `approximate` marks suggestions and unmatched places. */
export const itemPlaceSchema = z.object({
  name: z.string().check(z.minLength(1)),
  address: z.optional(z.nullable(z.string())),
  geocode: geoPointSchema,
  category: z.optional(z.nullable(z.string())),
  source: z.string(),
  approximate: z.optional(z.boolean()),
  /** A provider's place (domain/places/live keptOfLive): its id, when it was fetched, its hours. */
  providerId: z.optional(z.nullable(z.string())),
  fetchedAt: z.optional(z.nullable(z.number())),
  hours: z.optional(z.nullable(z.array(z.string()))),
});

const moneySchema = z.object({ amount: z.number().check(z.int()), currency: z.string().check(z.length(3)) });

/** A PlanItem without id and order. */
export const planItemDraftSchema = z.object({
  day: z.nullable(z.number().check(z.int(), z.minimum(1))),
  type: z.enum(PLAN_ITEM_TYPES),
  title: z.string().check(z.minLength(1)),
  place: z.nullable(itemPlaceSchema),
  startTime: z.nullable(time),
  endTime: z.nullable(time),
  timeZone: z.nullable(z.string()),
  arrival: z.nullable(itemPlaceSchema),
  endTimeZone: z.nullable(z.string()),
  nights: z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(60))),
  optionOf: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  cost: z.nullable(moneySchema),
});

export const planDaySchema = z.object({
  day: z.number().check(z.int(), z.minimum(1)),
  date: z.nullable(isoDate),
  theme: z.string(),
  /** The destination (its name as in `destinations`) the day is spent in. */
  destination: z.nullable(z.string()),
  /** Set on a day out of the destination: the town visited. Its items may be far from the destination. */
  dayTrip: z.nullable(z.object({ name: z.string(), geocode: geoPointSchema })),
  items: z.array(planItemDraftSchema),
});

export const tripPlanSchema = z.object({
  title: z.string().check(z.minLength(1)),
  summary: z.string(),
  /** Destination names, in the order of the trip (as stored on the itinerary). */
  destinations: z.array(z.string()),
  /** The first destination's centre, for the itinerary's map. */
  geocode: z.nullable(geoPointSchema),
  period: z.nullable(z.object({ start: isoDate, end: isoDate })),
  days: z.array(planDaySchema),
  /** Places worth a visit that did not fit: unscheduled items (day null). */
  ideas: z.array(planItemDraftSchema),
  /** What was not in the request and was chosen for it ("I assumed 3 days."). */
  assumptions: z.array(z.string()),
  /** What the user should know (no curated places, too few places, ...). */
  warnings: z.array(z.string()),
});

export type ItemPlaceDraft = z.infer<typeof itemPlaceSchema>;
export type PlanItemDraft = z.infer<typeof planItemDraftSchema>;
export type PlanDay = z.infer<typeof planDaySchema>;
export type TripPlan = z.infer<typeof tripPlanSchema>;
export type PlanItemType = (typeof PLAN_ITEM_TYPES)[number];

/** Validates a plan (for the model path); throws a ZodError on a malformed one. */
export function parseTripPlan(data: unknown): TripPlan {
  return tripPlanSchema.parse(data);
}

/** The plan as JSON Schema (draft 2020-12), for a model's structured output. */
export function tripPlanJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(tripPlanSchema);
}
