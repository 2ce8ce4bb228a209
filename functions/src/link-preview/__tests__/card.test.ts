import { describe, expect, it } from 'vitest';
import { cardSvg, wrapLines } from '../card';

describe('wrapLines', () => {
  it('breaks at words, at most so many lines, the last one cut with an ellipsis', () => {
    expect(wrapLines('Lisbon: food and fado in four days', 24, 2)).toEqual(['Lisbon: food and fado in', 'four days']);
    expect(wrapLines('Tiles', 24, 2)).toEqual(['Tiles']);
    const lines = wrapLines('one two three four five six seven eight nine ten', 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    expect(lines.every((line) => line.length <= 10)).toBe(true);
  });
});

describe('cardSvg', () => {
  it('escapes every text it draws', () => {
    const svg = cardSvg({ initials: 'A<', title: '</text><script>x</script>', subtitle: '@ana & co', detail: '"quoted"' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('@ana &amp; co');
    expect(svg).toContain('&quot;quoted&quot;');
  });
});
