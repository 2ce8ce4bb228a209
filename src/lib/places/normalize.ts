/** Letters that Unicode decomposition does not reduce to ASCII. */
const FOLD: Record<string, string> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', þ: 'th', ł: 'l', ı: 'i', ħ: 'h',
};

/** Lower-case, strip diacritics and punctuation, collapse spaces: "São Paulo" -> "sao paulo". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðþłıħ]/g, (ch) => FOLD[ch] ?? ch)
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Lower is better. */
export const MatchTier = { Exact: 0, Prefix: 1, Words: 2, None: 3 } as const;
export type MatchTier = (typeof MatchTier)[keyof typeof MatchTier];

/**
 * How well a normalized key matches a normalized query: the whole key, a
 * prefix of it, or every query word a prefix of some word of the key.
 */
export function matchTier(key: string, query: string): MatchTier {
  if (query === '') return MatchTier.None;
  if (key === query) return MatchTier.Exact;
  if (key.startsWith(query)) return MatchTier.Prefix;
  const words = key.split(' ');
  const used = new Set<number>();
  for (const q of query.split(' ')) {
    const at = words.findIndex((w, i) => !used.has(i) && w.startsWith(q));
    if (at < 0) return MatchTier.None;
    used.add(at);
  }
  return MatchTier.Words;
}

/** Best tier over several keys. */
export function bestTier(keys: readonly string[], query: string): MatchTier {
  let best: MatchTier = MatchTier.None;
  for (const key of keys) {
    const tier = matchTier(key, query);
    if (tier < best) best = tier;
    if (best === MatchTier.Exact) break;
  }
  return best;
}
