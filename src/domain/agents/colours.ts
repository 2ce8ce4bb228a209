/** WCAG contrast of brand colours: white text on the agency's colour must stay readable. */

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
}

/** Contrast ratio of white against `hex` (1..21). */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/** The agency's colour when white text on it (and it on white) reads at 4.5:1 or better; otherwise `fallback`. */
export function readableBrand(hex: string | null, fallback: string): string {
  if (!hex || !/^#[0-9a-fA-F]{6}$/.test(hex)) return fallback;
  return contrastWithWhite(hex) >= 4.5 ? hex : fallback;
}
