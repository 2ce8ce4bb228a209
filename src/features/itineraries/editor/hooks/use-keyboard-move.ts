/**
 * The plan's keyboard move, beside the pointer drag (use-pointer-drag.ts): on
 * an item's handle, Space or Enter lifts it, each arrow press moves it one
 * slot in the plan's order of days and ideas (stepMove, across days too),
 * Space or Enter drops it (one move), Escape or Tab cancels. While it is
 * lifted the board shows `containers`, the plan with the item where the
 * arrows put it. The announcements (`message`, for the board's live region)
 * and the focus on the moved row's handle are shared with the pointer drag:
 * `announce` and `focusAfterRender`.
 */
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import { rowOf } from '../lib/drop-target';
import { findContainer, stepMove, type PlanLayout } from '../lib/plan-layout';

type Containers = Record<string, string[]>;

/** Where an item is in `containers`: its container and 0-based index, or null. */
export function positionOf(containers: Containers, itemId: string): { container: string; index: number } | null {
  const container = findContainer(containers, itemId);
  if (!container || container === itemId) return null;
  return { container, index: (containers[container] ?? []).indexOf(itemId) };
}

/** `containers` with the item taken out of its container and put at `index` of `to`. */
function placed(containers: Containers, itemId: string, to: string, index: number): Containers {
  const next: Containers = {};
  for (const [key, ids] of Object.entries(containers)) next[key] = ids.filter((id) => id !== itemId);
  const target = next[to] ?? [];
  next[to] = [...target.slice(0, index), itemId, ...target.slice(index)];
  return next;
}

function copyContainers(containers: Containers): Containers {
  const copy: Containers = {};
  for (const [key, ids] of Object.entries(containers)) copy[key] = [...ids];
  return copy;
}

/** The drag handle of an item's row, if it is on the page. */
export function handleOf(itemId: string): HTMLElement | null {
  return rowOf(document, itemId)?.querySelector<HTMLElement>('.plan-item__handle') ?? null;
}

interface KeyboardMoveOptions {
  layout: PlanLayout;
  /** The board: while a pointer drag is on (`data-dragging`), the keys are the drag's. */
  boardRef: RefObject<HTMLElement | null>;
  /** An item's title, and where it is in some containers, as the announcements say them. */
  titleOf: (itemId: string) => string;
  describe: (containers: Containers, itemId: string) => string;
  /** The move itself; the board has said where the item landed. */
  move: (itemId: string, container: string, index: number, options: { announce: false }) => void;
}

export function useKeyboardMove({ layout, boardRef, titleOf, describe, move }: KeyboardMoveOptions) {
  // The plan while an item is lifted (it moves between lists as the arrows are pressed).
  const [dragContainers, setDragContainers] = useState<Containers | null>(null);
  const [lifted, setLifted] = useState<{ id: string; start: { container: string; index: number } } | null>(null);
  const [message, setMessage] = useState('');
  const focusId = useRef<string | null>(null);
  // The lifted (or dropped) row moves to another list and is mounted again there: keep the focus on its handle.
  useEffect(() => {
    const id = focusId.current;
    if (!id) return;
    const handle = handleOf(id);
    if (!handle) return;
    if (document.activeElement !== handle) handle.focus();
    if (!lifted) focusId.current = null;
  });

  const onKey = (itemId: string, event: ReactKeyboardEvent) => {
    // A row is being moved with the pointer: its Escape is the drag's, and nothing else lifts meanwhile.
    if (boardRef.current?.hasAttribute('data-dragging')) return;
    const lift = event.key === ' ' || event.key === 'Enter';
    if (!lifted) {
      if (!lift) return;
      event.preventDefault();
      const at = positionOf(layout.containers, itemId);
      if (!at) return;
      setLifted({ id: itemId, start: at });
      setDragContainers(copyContainers(layout.containers));
      focusId.current = itemId;
      setMessage(
        `Picked up ${titleOf(itemId)}, in ${describe(layout.containers, itemId)}. Arrow keys move it, Space drops it, Escape cancels.`,
      );
      return;
    }
    if (lifted.id !== itemId) return;
    const current = dragContainers ?? layout.containers;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const direction = event.key === 'ArrowDown' ? 'down' : 'up';
      const next = stepMove({ order: layout.order, containers: current }, itemId, direction);
      if (!next) {
        setMessage(`${titleOf(itemId)} cannot go further ${direction}: it stays in ${describe(current, itemId)}.`);
        return;
      }
      const moved = placed(current, itemId, next.container, next.index);
      setDragContainers(moved);
      setMessage(`${titleOf(itemId)} is now in ${describe(moved, itemId)}.`);
      return;
    }
    if (lift) {
      event.preventDefault();
      const at = positionOf(current, itemId);
      setLifted(null);
      setDragContainers(null);
      focusId.current = itemId;
      if (!at || (at.container === lifted.start.container && at.index === lifted.start.index)) {
        setMessage(`${titleOf(itemId)} was dropped where it was, in ${describe(layout.containers, itemId)}.`);
        return;
      }
      setMessage(`Dropped ${titleOf(itemId)} in ${describe(current, itemId)}.`);
      move(itemId, at.container, at.index, { announce: false });
      return;
    }
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      setLifted(null);
      setDragContainers(null);
      focusId.current = event.key === 'Escape' ? itemId : null;
      setMessage(`Moving ${titleOf(itemId)} was cancelled. It is back in ${describe(layout.containers, itemId)}.`);
    }
  };

  return {
    containers: dragContainers ?? layout.containers,
    liftedId: lifted?.id ?? null,
    onKey,
    message,
    announce: setMessage,
    /** After the next render, the focus goes to the handle of `itemId`'s row (mounted again where it landed). */
    focusAfterRender: (itemId: string) => {
      focusId.current = itemId;
    },
  };
}
