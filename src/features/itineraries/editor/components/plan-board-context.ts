/**
 * What the plan board shares with its rows without passing it through every
 * day: the editor's actions' shape, a previewed change's marks, the move
 * targets of "Move to day…", and the handles' keyboard and pointer handlers.
 */
import { createContext, useContext, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import type { TravelMode } from '@/domain/days/travel';
import type { PlanMark } from '../lib/plan-preview';

export interface PlanBoardActions {
  /** Moves an item to `index` of `container`; `announce: false` when the board has said where it landed. */
  move: (itemId: string, container: string, index: number, options?: { announce?: boolean }) => void;
  step: (itemId: string, direction: 'up' | 'down') => void;
  add: (day: number | null) => void;
  edit: (itemId: string) => void;
  remove: (itemId: string) => void;
  addAlternative: (itemId: string) => void;
  useAlternative: (slotId: string, alternativeId: string) => void;
  /** "Re-time day": the day's times back in its order, each stop keeping its length. */
  retime: (container: string) => void;
  /** The means for a leg (`legKey`), kept on the trip for everyone; null for the default. */
  chooseMode: (key: string, mode: TravelMode | null) => void;
}

/** The marks of a previewed change (added, moved, removed), by item id; null when no change is previewed. */
export const PlanMarks = createContext<ReadonlyMap<string, PlanMark> | null>(null);

/** Every container with its label, for "Move to day…" (a context, so rows need no extra props). */
export const MoveTargets = createContext<{ value: string; label: string }[]>([]);

/** The handles' part: the item lifted by keyboard, the key and pointer handlers, the id of the handles' instructions. */
export const HandleContext = createContext<{
  liftedId: string | null;
  onKey: (itemId: string, event: ReactKeyboardEvent) => void;
  onPointerDown: (itemId: string, event: ReactPointerEvent<HTMLElement>) => void;
  instructionsId: string;
} | null>(null);

export function useMoveTargets() {
  return useContext(MoveTargets);
}
