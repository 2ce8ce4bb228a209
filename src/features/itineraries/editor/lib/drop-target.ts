/**
 * Where a row dragged by pointer would land. The plan is measured once when
 * the drag starts (and again only when the page's layout changes under it),
 * with the moving row taken out, in document coordinates; each frame then asks
 * `dropTarget` for the pointer's height. The gap the board opens at the target
 * pushes the rows below it down, never the rows above, so the answer does not
 * flicker as the gap moves.
 */

/** A day (or Ideas) as measured for a drag, the moving row left out. */
export interface MeasuredSection {
  container: string;
  /** The top of the section's card. */
  top: number;
  /** Where its list of items starts (below the header, a warning, the stays). */
  listTop: number;
  /** The list is not shown (the day is collapsed): a drop goes to its end. */
  collapsed: boolean;
  /** The middles of its rendered rows, in order; null while the day's rows are not rendered yet. */
  rows: { id: string; middle: number }[] | null;
  /** How many items it holds. */
  count: number;
}

export interface DropTarget {
  container: string;
  /** The index in the container's items, the moving item left out. */
  index: number;
}

/** Rows of a day not rendered yet are drawn as a placeholder this tall each (the board's ROW_HEIGHT). */
export const PLACEHOLDER_ROW_PX = 64;

/** The container and index a drop at document height `y` lands in; null when the plan has no section. */
export function dropTarget(sections: readonly MeasuredSection[], y: number): DropTarget | null {
  let section = sections[0];
  if (!section) return null;
  for (const candidate of sections) {
    if (candidate.top > y) break;
    section = candidate;
  }
  const { container, count } = section;
  if (section.collapsed) return { container, index: count };
  if (y < section.listTop) return { container, index: 0 };
  if (!section.rows) {
    return { container, index: Math.max(0, Math.min(count, Math.round((y - section.listTop) / PLACEHOLDER_ROW_PX))) };
  }
  let index = 0;
  while (index < section.rows.length && (section.rows[index]?.middle ?? Infinity) < y) index += 1;
  return { container, index };
}

export function sameTarget(a: DropTarget | null, b: DropTarget | null): boolean {
  return a === b || (a !== null && b !== null && a.container === b.container && a.index === b.index);
}

/** An item's row on the page (ids are matched as given, never read as a selector). */
export function rowOf(root: ParentNode, itemId: string): HTMLElement | null {
  return [...root.querySelectorAll<HTMLElement>('li[data-item-id]')].find((row) => row.dataset.itemId === itemId) ?? null;
}

/** The rows of a section's list (not the alternatives nested in them). */
export function rowsOf(list: Element): HTMLElement[] {
  return [...list.children].filter((node): node is HTMLElement => node instanceof HTMLElement && node.dataset.itemId !== undefined);
}

/**
 * Measures the board's sections (`[data-container]`) for a drag of `movingId`,
 * whose row must already be out of the layout. `counts` gives each container's
 * number of items, the moving one left out.
 */
export function measurePlan(board: HTMLElement, movingId: string, counts: (container: string) => number): MeasuredSection[] {
  const scrollY = window.scrollY;
  return [...board.querySelectorAll<HTMLElement>('[data-container]')].map((section) => {
    const container = section.dataset.container ?? '';
    const box = section.getBoundingClientRect();
    const list = section.querySelector<HTMLElement>('.plan-list');
    if (!list) {
      return { container, top: box.top + scrollY, listTop: box.bottom + scrollY, collapsed: true, rows: null, count: counts(container) };
    }
    const rendered = list.querySelector(':scope > .plan-list__placeholder') === null;
    const rows = rendered
      ? rowsOf(list)
          .filter((row) => row.dataset.itemId !== movingId)
          .map((row) => {
            const rect = row.getBoundingClientRect();
            return { id: row.dataset.itemId ?? '', middle: rect.top + rect.height / 2 + scrollY };
          })
      : null;
    return {
      container,
      top: box.top + scrollY,
      listTop: list.getBoundingClientRect().top + scrollY,
      collapsed: false,
      rows,
      count: counts(container),
    };
  });
}
