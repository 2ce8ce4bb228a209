import { describe, expect, it } from 'vitest';
import { cardFontFiles, cardSvg, cjkFontFile, renderCard, wrapLines } from '../card';

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

describe('renderCard', () => {
  const card = { initials: 'WF', subtitle: '@traveller', detail: 'Lives in Kyoto' };
  /** Four characters no font has (private use): drawn as four missing-glyph boxes. */
  const tofu = renderCard({ ...card, title: '\ue000\ue001\ue002\ue003' }).png;

  it('draws Japanese, Chinese and Korean names in their letters, not as missing-glyph boxes', () => {
    const names = ['山田花子', '佐藤あおい', '王小明', '陳美玲', '김민준', '이서연'];
    const drawn = names.map((title) => renderCard({ ...card, title }).png);
    for (const png of drawn) expect(png.equals(tofu)).toBe(false);
    // Boxes look alike whatever the character; letters do not.
    expect(drawn[0]!.equals(renderCard({ ...card, title: '鈴木花子' }).png)).toBe(false);
    expect(drawn[4]!.equals(renderCard({ ...card, title: '박민준' }).png)).toBe(false);
  });

  it('reads the CJK font only for cards that have such characters', () => {
    expect(cardFontFiles({ ...card, title: 'Ana Lima' })).toHaveLength(1);
    expect(cardFontFiles({ ...card, title: 'Ana 山田' })).toEqual([expect.any(String), cjkFontFile()]);
    expect(cjkFontFile()).toMatch(/functions\/fonts\/card-cjk\.otf$/);
  });
});
