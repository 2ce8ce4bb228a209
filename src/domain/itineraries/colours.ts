/**
 * Day colours for markers, route lines and day labels.
 *
 * Every colour reaches at least 4.5:1 against white, so the same value serves
 * as a marker or line colour (WCAG 1.4.11 asks 3:1) and as text on white
 * (WCAG 1.4.3 asks 4.5:1). White text on a marker filled with it also reads at
 * 4.5:1. Hues are spread round the wheel and alternate warm and cool, so
 * neighbouring days never look alike; after ten days the palette repeats.
 */

export const DAY_PALETTE = [
  '#1d5fbf', // blue
  '#b3261e', // red
  '#1b7a3a', // green
  '#7b3fb5', // purple
  '#a34f00', // dark orange
  '#00737a', // teal
  '#b0236f', // magenta
  '#6b5a1e', // olive brown
  '#1a237e', // navy
  '#202124', // charcoal
] as const;

/** Unscheduled ideas (and anything without a day). */
export const IDEAS_COLOUR = '#5f6368';

/** The colour of day `day` (1-based); ideas (`null`) and invalid days are grey. */
export function dayColour(day: number | null): string {
  if (day === null || !Number.isInteger(day) || day < 1) return IDEAS_COLOUR;
  return DAY_PALETTE[(day - 1) % DAY_PALETTE.length] ?? IDEAS_COLOUR;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => channel(parseInt(part ?? '0', 16))) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two `#rrggbb` colours (1..21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
