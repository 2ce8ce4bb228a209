/**
 * Saving a planned trip: the itinerary first, then its days, one batch per
 * day, each item with a fresh id and order key. Writes are not awaited past
 * the local queue (they resolve only when the server acknowledges): progress
 * follows the local writes, failures are reported.
 */
import type { TripPlan, PlanItemDraft } from '@/domain/assistant/planner/schema';
import type { ItineraryPatch, NewItineraryInput, PlanItem } from '@/domain/itineraries/types';
import { initialOrders } from '@/domain/itineraries/order';

/** The itinerary a plan becomes: made by the assistant, its context the request. */
export function planToItinerary(plan: TripPlan, requestText: string): NewItineraryInput {
  return {
    title: plan.title.slice(0, 120),
    destinations: plan.destinations,
    period: plan.period,
    days: Math.max(1, plan.days.length),
    description: plan.summary,
    context: requestText.trim(),
    geocode: plan.geocode,
    isManualCreated: false,
    // What the assistant said when it planned, shown at the head of the trip's conversation.
    planNotes: { assumed: [...plan.assumptions], worthKnowing: [...plan.warnings] },
  };
}

/** Drafts with an id each and ascending order keys in their given order. */
export function withIdsAndOrders(drafts: readonly PlanItemDraft[], newId: () => string): PlanItem[] {
  const orders = initialOrders(drafts.length);
  return drafts.map((draft, index) => ({ ...draft, id: newId(), order: orders[index]! }));
}

export interface PlanWriter {
  createItinerary(uid: string, input: NewItineraryInput): Promise<string>;
  applyItemChanges(itineraryId: string, change: { upsert?: PlanItem[]; remove?: string[]; itinerary?: ItineraryPatch }): Promise<void>;
  newItemId(): string;
}

export interface SavePlanOptions {
  /** After each day's batch is written locally: `done` of `total` days. */
  onDay?: (done: number, total: number) => void;
  /** A batch the server refused (after the fact; the local plan shows it until then). */
  onWriteError?: (error: unknown) => void;
  /** Lets the screen paint between days (tests pass an immediate one). */
  pause?: () => Promise<void>;
}

const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Creates the itinerary and writes the plan day by day (then the ideas).
 * Resolves with the new id once every batch is queued, not acknowledged.
 */
export async function savePlan(
  writer: PlanWriter,
  uid: string,
  requestText: string,
  plan: TripPlan,
  { onDay, onWriteError, pause = nextFrame }: SavePlanOptions = {},
): Promise<string> {
  const id = await writer.createItinerary(uid, planToItinerary(plan, requestText));
  const report = (error: unknown) => onWriteError?.(error);
  const total = plan.days.length;
  for (const [index, day] of plan.days.entries()) {
    const items = withIdsAndOrders(day.items, () => writer.newItemId());
    if (items.length > 0) writer.applyItemChanges(id, { upsert: items }).catch(report);
    onDay?.(index + 1, total);
    await pause();
  }
  if (plan.ideas.length > 0) {
    writer.applyItemChanges(id, { upsert: withIdsAndOrders(plan.ideas, () => writer.newItemId()) }).catch(report);
  }
  return id;
}
