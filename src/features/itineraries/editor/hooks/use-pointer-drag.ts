/**
 * Moving a row of the plan with a pointer (mouse, pen or finger on its
 * handle). Past 4 px of movement the row is picked up: a copy of it follows the
 * pointer, the row leaves its place, and a gap of its height opens where it
 * would land, so the plan on screen is the plan after the drop. The window
 * scrolls near its top and bottom edges. Escape (or leaving the window)
 * cancels; letting go drops.
 *
 * A drag's frames never render React: the plan is measured when the drag
 * starts (and again only when the page's layout changes under it), each frame
 * finds the target from those figures (drop-target.ts) and marks it with data
 * attributes the stylesheet draws. The plan changes once, on the drop, through
 * the board's `move`. Keyboard moves are the board's own (plan-board.tsx).
 */
import { useEffect, useLayoutEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { dropTarget, measurePlan, rowOf, rowsOf, sameTarget, type DropTarget, type MeasuredSection } from '../lib/drop-target';

/** How far the pointer moves before the row is picked up (a press without it stays a press). */
const PICK_UP_PX = 4;
/** Within this distance of the window's top or bottom edge the window scrolls... */
const EDGE_PX = 72;
/** ...by up to this much a frame, faster nearer the edge. */
const MAX_SCROLL_PX = 18;

export interface PointerDragCallbacks {
  /** The number of items in a container, the moving one left out. */
  countOf: (container: string, movingId: string) => number;
  onPickUp: (itemId: string) => void;
  /** Let go over `target` (null: outside the plan). */
  onDrop: (itemId: string, target: DropTarget | null) => void;
  onCancel: (itemId: string) => void;
}

interface Drag {
  itemId: string;
  pointerId: number;
  startX: number;
  startY: number;
  x: number;
  y: number;
  /** Set once the pointer has moved past PICK_UP_PX. */
  ghost: HTMLElement | null;
  sections: MeasuredSection[];
  target: DropTarget | null;
  /** Elements carrying the target's marks. */
  marked: HTMLElement[];
  /** The layout changed (rows rendered, the window resized): measure again before the next target. */
  stale: boolean;
  frame: number;
  observer: MutationObserver | null;
}

/** A copy of the row that follows the pointer: hidden from assistive technology and out of the focus order. */
function makeGhost(row: HTMLElement): HTMLElement {
  const rect = row.getBoundingClientRect();
  const copy = row.cloneNode(true) as HTMLElement;
  for (const node of [copy, ...copy.querySelectorAll<HTMLElement>('[id]')]) node.removeAttribute('id');
  copy.removeAttribute('data-item-id');
  copy.removeAttribute('data-drag');
  copy.removeAttribute('style');
  const ghost = document.createElement('div');
  ghost.className = 'plan-drag-ghost';
  ghost.setAttribute('aria-hidden', 'true');
  ghost.inert = true;
  Object.assign(ghost.style, { left: `${rect.left}px`, top: `${rect.top}px`, width: `${rect.width}px` });
  const list = document.createElement('ol');
  list.className = 'plan-drag-ghost__list';
  list.append(copy);
  ghost.append(list);
  return ghost;
}

export function usePointerDrag(boardRef: { readonly current: HTMLElement | null }, callbacks: PointerDragCallbacks) {
  const callbacksRef = useRef(callbacks);
  useLayoutEffect(() => {
    callbacksRef.current = callbacks;
  });
  const dragRef = useRef<Drag | null>(null);
  const endRef = useRef<(drop: boolean) => void>(() => undefined);

  useEffect(() => () => endRef.current(false), []);

  return (itemId: string, event: ReactPointerEvent<HTMLElement>) => {
    if (dragRef.current || !event.isPrimary || event.button !== 0) return;
    const board = boardRef.current;
    if (!board) return;
    const drag: Drag = {
      itemId,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      x: event.clientX,
      y: event.clientY,
      ghost: null,
      sections: [],
      target: null,
      marked: [],
      stale: false,
      frame: 0,
      observer: null,
    };
    dragRef.current = drag;

    const unmark = () => {
      for (const node of drag.marked) node.removeAttribute('data-drop');
      drag.marked = [];
    };
    const mark = (node: HTMLElement, value: string) => {
      node.dataset.drop = value;
      drag.marked.push(node);
    };
    const showTarget = (target: DropTarget | null) => {
      unmark();
      if (!target) return;
      const section = board.querySelector<HTMLElement>(`[data-container="${target.container}"]`);
      const list = section?.querySelector<HTMLElement>('.plan-list');
      if (!section) return;
      if (!list) {
        mark(section, 'into');
        return;
      }
      const rows = rowsOf(list).filter((row) => row.dataset.itemId !== itemId);
      const before = rows[target.index];
      // The gap opens above the row it lands before, or at the list's end; an empty or not yet rendered list is only tinted.
      const shut = list.querySelector(':scope > .plan-list__empty, :scope > .plan-list__placeholder') !== null;
      mark(list, before || shut ? 'over' : 'end');
      if (before) mark(before, 'before');
    };
    const measure = () => {
      unmark();
      // A companion's change can render the row again mid-drag: keep it out of the layout.
      const row = rowOf(board, itemId);
      if (row && row.dataset.drag !== 'source') row.dataset.drag = 'source';
      drag.sections = measurePlan(board, itemId, (container) => callbacksRef.current.countOf(container, itemId));
      drag.stale = false;
      drag.target = null;
    };
    const locate = () => {
      if (drag.stale) measure();
      const target = dropTarget(drag.sections, drag.y + window.scrollY);
      if (!sameTarget(target, drag.target) || (target && drag.marked.some((node) => !node.isConnected))) {
        drag.target = target;
        showTarget(target);
      }
    };
    const tick = () => {
      drag.frame = requestAnimationFrame(tick);
      const fromBottom = window.innerHeight - drag.y;
      const speed =
        drag.y < EDGE_PX ? -MAX_SCROLL_PX * (1 - Math.max(drag.y, 0) / EDGE_PX) : fromBottom < EDGE_PX ? MAX_SCROLL_PX * (1 - Math.max(fromBottom, 0) / EDGE_PX) : 0;
      if (speed !== 0) window.scrollBy(0, Math.round(speed) || Math.sign(speed));
      if (drag.ghost) drag.ghost.style.transform = `translate(${drag.x - drag.startX}px, ${drag.y - drag.startY}px)`;
      locate();
    };
    const pickUp = () => {
      const row = rowOf(board, itemId);
      if (!row) return false;
      drag.ghost = makeGhost(row);
      board.style.setProperty('--drop-gap', `${row.getBoundingClientRect().height}px`);
      board.dataset.dragging = '';
      row.dataset.drag = 'source';
      document.body.append(drag.ghost);
      measure();
      drag.observer = new MutationObserver(() => {
        drag.stale = true;
      });
      drag.observer.observe(board, { childList: true, subtree: true });
      window.addEventListener('resize', onResize);
      window.addEventListener('keydown', onKey, true);
      callbacksRef.current.onPickUp(itemId);
      tick();
      return true;
    };
    const onResize = () => {
      drag.stale = true;
    };
    const onKey = (keyEvent: KeyboardEvent) => {
      if (keyEvent.key !== 'Escape') return;
      keyEvent.preventDefault();
      keyEvent.stopPropagation();
      end(false);
    };
    const onMove = (moveEvent: PointerEvent) => {
      if (moveEvent.pointerId !== drag.pointerId) return;
      drag.x = moveEvent.clientX;
      drag.y = moveEvent.clientY;
      if (!drag.ghost && Math.hypot(drag.x - drag.startX, drag.y - drag.startY) >= PICK_UP_PX && !pickUp()) end(false);
    };
    const onUp = (upEvent: PointerEvent) => {
      if (upEvent.pointerId !== drag.pointerId) return;
      drag.x = upEvent.clientX;
      drag.y = upEvent.clientY;
      end(true);
    };
    const onPointerCancel = (cancelEvent: PointerEvent) => {
      if (cancelEvent.pointerId === drag.pointerId) end(false);
    };
    // Switching to another window mid-drag: its pointer-up may never come here.
    const onBlur = () => end(false);
    const end = (drop: boolean) => {
      if (dragRef.current !== drag) return;
      dragRef.current = null;
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onPointerCancel);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('blur', onBlur);
      if (!drag.ghost) return;
      if (drop) locate();
      cancelAnimationFrame(drag.frame);
      drag.observer?.disconnect();
      unmark();
      drag.ghost.remove();
      delete board.dataset.dragging;
      board.style.removeProperty('--drop-gap');
      rowOf(board, itemId)?.removeAttribute('data-drag');
      if (drop) callbacksRef.current.onDrop(itemId, drag.target);
      else callbacksRef.current.onCancel(itemId);
    };
    endRef.current = end;
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onPointerCancel);
    window.addEventListener('blur', onBlur);
  };
}
