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
}

/** The words a mark is read out with (and shown as). */
export function markLabel(mark: PlanMark): string {
  if (mark.kind === 'added') return 'Added';
  if (mark.kind === 'removed') return 'Removed';
  return mark.fromDay === null ? 'Moved from your ideas' : `Moved from day ${mark.fromDay}`;
}
