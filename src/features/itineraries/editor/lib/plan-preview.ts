/**
 * A change shown on the plan before it is made (the assistant's proposal):
 * the plan as it would be, with a mark on every item the change touches.
 * Removed items stay in the preview, struck through, where they were.
 */
import type { PlanItem } from '@/domain/itineraries/types';

export type PlanMark = { kind: 'added' } | { kind: 'moved'; fromDay: number | null } | { kind: 'removed' };

export interface PlanPreview {
  items: PlanItem[];
  marks: ReadonlyMap<string, PlanMark>;
  /** The trip's length after the change, when it changes. */
  days: number | null;
  /** A day's shorter order (its Accept and Reject are at the day's head); otherwise the assistant's change, answered beside the plan. */
  dayOrder?: number;
}

/** The words a mark is read out with (and shown as), for an item now on `day` (null: the ideas). */
export function markLabel(mark: PlanMark, day: number | null = null): string {
  if (mark.kind === 'added') return 'Added';
  if (mark.kind === 'removed') return 'Removed';
  if (mark.fromDay !== null && mark.fromDay === day) return 'Moved within the day';
  return mark.fromDay === null ? 'Moved from your ideas' : `Moved from day ${mark.fromDay}`;
}
