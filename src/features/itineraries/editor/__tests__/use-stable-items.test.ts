import { describe, expect, it } from 'vitest';
import { stabilize } from '../hooks/use-stable-items';
import { item } from './fixtures';

describe('stable items', () => {
  it('keeps the previous array when a snapshot brings the same plan again', () => {
    const first = stabilize(null, [item('a', 1, 'a0'), item('b', 1, 'a1')]);
    const again = stabilize(first, [item('a', 1, 'a0'), item('b', 1, 'a1')]);
    expect(again.output).toBe(first.output);
  });

  it('keeps unchanged items and takes the changed one', () => {
    const first = stabilize(null, [item('a', 1, 'a0'), item('b', 1, 'a1')]);
    const moved = item('b', 2, 'a0');
    const next = stabilize(first, [item('a', 1, 'a0'), moved]);
    expect(next.output).not.toBe(first.output);
    expect(next.output[0]).toBe(first.output[0]);
    expect(next.output[1]).toBe(moved);
  });
});
