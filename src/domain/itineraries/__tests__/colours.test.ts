import { describe, expect, it } from 'vitest';
import { DAY_PALETTE, IDEAS_COLOUR, contrastRatio, dayColour, relativeLuminance } from '../colours';

const WHITE = '#ffffff';

/** Rough perceptual distance (redmean approximation), enough to tell "looks the same" apart. */
function distance(a: string, b: string): number {
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  const rm = (r1 + r2) / 2;
  return Math.sqrt((2 + rm / 256) * (r1 - r2) ** 2 + 4 * (g1 - g2) ** 2 + (2 + (255 - rm) / 256) * (b1 - b2) ** 2);
}

describe('dayColour', () => {
  it('gives ten different colours for days 1 to 10 and repeats after', () => {
    const first = Array.from({ length: 10 }, (_, i) => dayColour(i + 1));
    expect(new Set(first).size).toBe(10);
    expect(dayColour(11)).toBe(dayColour(1));
    expect(dayColour(23)).toBe(dayColour(3));
  });

  it('gives ideas and invalid days grey', () => {
    expect(dayColour(null)).toBe(IDEAS_COLOUR);
    expect(dayColour(0)).toBe(IDEAS_COLOUR);
    expect(dayColour(-2)).toBe(IDEAS_COLOUR);
    expect(dayColour(1.5)).toBe(IDEAS_COLOUR);
    expect(DAY_PALETTE).not.toContain(IDEAS_COLOUR);
  });

  it.each([...DAY_PALETTE, IDEAS_COLOUR])('%s reads as text on white (4.5:1) and so as a marker (3:1)', (colour) => {
    expect(contrastRatio(colour, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(WHITE, colour)).toBeGreaterThanOrEqual(4.5);
  });

  it('each day colour is readable as text on white', () => {
    for (let day = 1; day <= 12; day += 1) expect(contrastRatio(dayColour(day), WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('neighbouring days and every pair of days are visibly different', () => {
    for (let i = 0; i < DAY_PALETTE.length; i += 1) {
      for (let j = i + 1; j < DAY_PALETTE.length; j += 1) {
        expect(distance(DAY_PALETTE[i]!, DAY_PALETTE[j]!), `${DAY_PALETTE[i]} vs ${DAY_PALETTE[j]}`).toBeGreaterThan(90);
      }
      expect(distance(DAY_PALETTE[i]!, IDEAS_COLOUR)).toBeGreaterThan(90);
    }
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', WHITE)).toBeCloseTo(4.54, 2);
    expect(relativeLuminance(WHITE)).toBeCloseTo(1, 5);
  });

  it('rejects what is not a colour', () => {
    expect(() => relativeLuminance('red')).toThrow(/Not a #rrggbb/);
  });
});
