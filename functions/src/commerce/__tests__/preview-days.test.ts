import { describe, expect, it } from 'vitest';
import { PREVIEW_DAYS, previewDaysOf } from '../model';

describe('previewDaysOf', () => {
  it('shows the first two days of a longer trip in full', () => {
    expect(PREVIEW_DAYS).toBe(2);
    expect(previewDaysOf(3)).toBe(2);
    expect(previewDaysOf(14)).toBe(2);
  });

  it('never shows the whole of a short trip: one day of two, none of one', () => {
    expect(previewDaysOf(2)).toBe(1);
    expect(previewDaysOf(1)).toBe(0);
    expect(previewDaysOf(0)).toBe(0);
  });
});
