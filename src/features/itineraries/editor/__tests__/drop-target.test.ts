import { describe, expect, it } from 'vitest';
import { dropTarget, PLACEHOLDER_ROW_PX, sameTarget, type MeasuredSection } from '../lib/drop-target';

// Two days and Ideas as measured for a drag (document coordinates, the moving row already out):
// day 1 has three rows, day 2 is collapsed, day 3 is not rendered yet, ideas is empty.
const sections: MeasuredSection[] = [
  {
    container: 'day-1',
    top: 100,
    listTop: 150,
    collapsed: false,
    rows: [
      { id: 'a', middle: 180 },
      { id: 'b', middle: 250 },
      { id: 'c', middle: 320 },
    ],
    count: 3,
  },
  { container: 'day-2', top: 400, listTop: 450, collapsed: true, rows: null, count: 5 },
  { container: 'day-3', top: 470, listTop: 520, collapsed: false, rows: null, count: 4 },
  { container: 'ideas', top: 900, listTop: 950, collapsed: false, rows: [], count: 0 },
];

describe('dropTarget', () => {
  it('lands before the first row whose middle is below the pointer', () => {
    expect(dropTarget(sections, 160)).toEqual({ container: 'day-1', index: 0 });
    expect(dropTarget(sections, 181)).toEqual({ container: 'day-1', index: 1 });
    expect(dropTarget(sections, 249)).toEqual({ container: 'day-1', index: 1 });
    expect(dropTarget(sections, 251)).toEqual({ container: 'day-1', index: 2 });
  });

  it('lands at the end of a day below its last row, down to where the next day starts', () => {
    expect(dropTarget(sections, 321)).toEqual({ container: 'day-1', index: 3 });
    expect(dropTarget(sections, 399)).toEqual({ container: 'day-1', index: 3 });
  });

  it('lands at the start of a day over its header, and above the plan in the first day', () => {
    expect(dropTarget(sections, 120)).toEqual({ container: 'day-1', index: 0 });
    expect(dropTarget(sections, 0)).toEqual({ container: 'day-1', index: 0 });
    expect(dropTarget(sections, 480)).toEqual({ container: 'day-3', index: 0 });
  });

  it('lands at the end of a collapsed day, wherever over it', () => {
    expect(dropTarget(sections, 401)).toEqual({ container: 'day-2', index: 5 });
    expect(dropTarget(sections, 460)).toEqual({ container: 'day-2', index: 5 });
  });

  it('counts placeholder rows in a day not rendered yet, within its items', () => {
    expect(dropTarget(sections, 520 + 2 * PLACEHOLDER_ROW_PX + 10)).toEqual({ container: 'day-3', index: 2 });
    expect(dropTarget(sections, 880)).toEqual({ container: 'day-3', index: 4 });
  });

  it('lands in an empty list, and nowhere in a plan with no section', () => {
    expect(dropTarget(sections, 2000)).toEqual({ container: 'ideas', index: 0 });
    expect(dropTarget([], 100)).toBeNull();
  });

  it('tells targets apart', () => {
    expect(sameTarget({ container: 'day-1', index: 1 }, { container: 'day-1', index: 1 })).toBe(true);
    expect(sameTarget({ container: 'day-1', index: 1 }, { container: 'day-2', index: 1 })).toBe(false);
    expect(sameTarget(null, { container: 'day-1', index: 0 })).toBe(false);
    expect(sameTarget(null, null)).toBe(true);
  });
});
