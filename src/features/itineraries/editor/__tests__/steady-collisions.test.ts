import type { Collision, CollisionDetection } from '@dnd-kit/core';
import { steadyCollisions } from '../components/plan-board';

/** A detection that answers the lists it is given, one per call. */
function answering(...lists: Collision[][]): CollisionDetection {
  let call = 0;
  return () => lists[Math.min(call++, lists.length - 1)]!;
}
const near = (...ids: string[]): Collision[] => ids.map((id, i) => ({ id, data: { value: i + Math.random() } }));
const args = {} as Parameters<CollisionDetection>[0];

describe('the drop target while dragging', () => {
  it('stays the same answer while the nearest row stays the same, so the rows need not re-render', () => {
    const first = near('a', 'b', 'c');
    const detect = steadyCollisions(answering(first, near('a', 'c', 'b'), near('a', 'b', 'c')));
    expect(detect(args)).toBe(first);
    expect(detect(args)).toBe(first);
    expect(detect(args)).toBe(first);
  });

  it('answers anew as soon as another row is nearest, or rows came and went', () => {
    const detect = steadyCollisions(answering(near('a', 'b'), near('b', 'a'), near('b', 'a', 'c')));
    expect(detect(args)[0]?.id).toBe('a');
    expect(detect(args)[0]?.id).toBe('b');
    const more = detect(args);
    expect(more.map((c) => c.id)).toEqual(['b', 'a', 'c']);
  });
});
