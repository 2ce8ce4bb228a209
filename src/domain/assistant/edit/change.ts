/**
 * A change the assistant proposes to an itinerary: items to add, items to
 * move (to another day, or to the ideas) and items to remove, plus the
 * itinerary's new length when days are added. The assistant never applies
 * it: the user sees it as a diff on the plan and accepts or rejects it.
 *
 * Plain data, shared by the embedded editor (./propose.ts, in the browser and
 * in the `assistantEdit` Cloud Function) and the model path; stored on the
 * assistant's turn (`itineraries/{id}/messages/{id}.proposedChange`) and
 * validated here when read.
 */
import * as z from 'zod/mini';
import { MAX_PLAN_NOTE_LENGTH, MAX_PLAN_NOTES } from '@/domain/itineraries/schema';
import type { ItineraryPatch, PlanItem } from '@/domain/itineraries/types';
import { itemPlaceSchema, planItemDraftSchema } from '../planner/schema';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const dayNumber = z.number().check(z.int(), z.minimum(1), z.maximum(365));
// Item ids: any Firestore id of ours (short test and seed ids too), never a reserved `__x__` one.
const id = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/), z.refine((value) => !/^__.*__$/.test(value)));
const order = z.string().check(z.regex(/^[0-9A-Za-z]{1,64}$/));

const placeSchema = z.extend(itemPlaceSchema, { name: z.string().check(z.minLength(1), z.maxLength(200)) });

/** A planner's item with its id and order, and the stored limits (a day up to 365, titles up to 200 characters). */
const itemSchema = z.extend(planItemDraftSchema, {
  id,
  day: z.nullable(dayNumber),
  order,
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  place: z.nullable(placeSchema),
  arrival: z.nullable(placeSchema),
  optionOf: z.nullable(id),
});

const clock = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

const moveSchema = z.object({
  id,
  title: z.string(),
  fromDay: z.nullable(dayNumber),
  toDay: z.nullable(dayNumber),
  order,
  /** New written times for the item where it lands (a day re-ordered keeps its times in order); absent: unchanged. */
  startTime: z.optional(clock),
  endTime: z.optional(z.nullable(clock)),
});

const notes = z.array(z.string().check(z.minLength(1), z.maxLength(MAX_PLAN_NOTE_LENGTH))).check(z.maxLength(MAX_PLAN_NOTES));

const removeSchema = z.object({ id, title: z.string(), day: z.nullable(dayNumber) });

/** The most a change holds: past these a stored turn nears Firestore's 1 MiB document limit. */
export const CHANGE_LIMITS = { add: 60, move: 200, remove: 200 } as const;

export const proposedChangeSchema = z.object({
  /** One sentence: what the change does ("Swap day 2 and day 3."). */
  summary: z.string().check(z.minLength(1), z.maxLength(500)),
  add: z.array(itemSchema).check(z.maxLength(CHANGE_LIMITS.add)),
  move: z.array(moveSchema).check(z.maxLength(CHANGE_LIMITS.move)),
  remove: z.array(removeSchema).check(z.maxLength(CHANGE_LIMITS.remove)),
  /**
   * The itinerary's new length (and dates) when the change adds days; for a
   * trip planned again, also what the assistant assumed and found worth
   * knowing this time (the notes at the head of the conversation).
   */
  itinerary: z.nullable(
    z.object({
      days: dayNumber,
      period: z.nullable(z.object({ start: isoDate, end: isoDate })),
      planNotes: z.optional(z.object({ assumed: notes, worthKnowing: notes })),
    }),
  ),
});

export type ProposedChange = z.infer<typeof proposedChangeSchema>;

/** Validates a stored or received change; null when it is malformed. */
export function parseProposedChange(data: unknown): ProposedChange | null {
  const result = proposedChangeSchema.safeParse(data);
  return result.success ? result.data : null;
}

export function isEmptyChange(change: ProposedChange): boolean {
  return change.add.length === 0 && change.move.length === 0 && change.remove.length === 0 && change.itinerary === null;
}

/** What accepting a change writes, in one batch. */
export interface AppliedChange {
  upsert: PlanItem[];
  remove: string[];
  itinerary?: ItineraryPatch;
  /** Parts of the change that no longer fit the plan (an item since deleted, an id taken). */
  skipped: number;
}

/**
 * The writes that apply `change` to the plan as it is now. Parts that no
 * longer fit (the plan changed since the proposal) are skipped and counted,
 * never forced: a moved or removed item that is gone stays gone, an added
 * item whose id exists is not written twice, and an item someone has moved
 * to another day since (a companion, or this person) stays where they put it
 * rather than being moved or removed from under them.
 */
export function applyProposal(items: readonly PlanItem[], change: ProposedChange): AppliedChange {
  const byId = new Map(items.map((item) => [item.id, item]));
  const upsert: PlanItem[] = [];
  const remove: string[] = [];
  let skipped = 0;
  for (const item of change.add) {
    if (byId.has(item.id)) skipped += 1;
    else upsert.push(item);
  }
  for (const move of change.move) {
    const current = byId.get(move.id);
    if (!current || current.day !== move.fromDay) skipped += 1;
    else {
      const times = {
        ...(move.startTime !== undefined ? { startTime: move.startTime } : {}),
        ...(move.endTime !== undefined ? { endTime: move.endTime } : {}),
      };
      upsert.push({ ...current, day: move.toDay, order: move.order, ...times });
    }
  }
  for (const removal of change.remove) {
    const current = byId.get(removal.id);
    if (current && current.day === removal.day) remove.push(removal.id);
    else skipped += 1;
  }
  const itinerary: ItineraryPatch | undefined = change.itinerary
    ? {
        days: change.itinerary.days,
        ...(change.itinerary.period ? { period: change.itinerary.period } : {}),
        ...(change.itinerary.planNotes ? { planNotes: change.itinerary.planNotes } : {}),
      }
    : undefined;
  return { upsert, remove, ...(itinerary ? { itinerary } : {}), skipped };
}

/** How an item shows in the preview of a change. */
export type DiffMark =
  | { kind: 'added' }
  | { kind: 'moved'; fromDay: number | null }
  | { kind: 'removed' };

/**
 * The plan as it would be after the change, for the preview: the applied
 * items plus the removed ones (shown struck through where they were), and a
 * mark for every item the change touches.
 */
export function previewProposal(
  items: readonly PlanItem[],
  change: ProposedChange,
): { items: PlanItem[]; marks: Map<string, DiffMark>; days: number | null } {
  const applied = applyProposal(items, change);
  const changed = new Map(applied.upsert.map((item) => [item.id, item]));
  const marks = new Map<string, DiffMark>();
  for (const item of change.add) if (changed.has(item.id)) marks.set(item.id, { kind: 'added' });
  for (const move of change.move) if (changed.has(move.id)) marks.set(move.id, { kind: 'moved', fromDay: move.fromDay });
  for (const id of applied.remove) marks.set(id, { kind: 'removed' });
  const next = items.map((item) => changed.get(item.id) ?? item);
  for (const item of applied.upsert) if (!items.some((existing) => existing.id === item.id)) next.push(item);
  return { items: next, marks, days: change.itinerary?.days ?? null };
}
