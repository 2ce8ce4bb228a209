/**
 * How a screen credits the curated guide's sources and words a place's price:
 * one place for the wording, so the footer, Explore's city pages, Discovery and
 * the place search say the same thing.
 */

/** Google's and the guide's price levels, 0 (free) to 4, in words. */
const PRICE_WORDS = ['Free', 'Inexpensive', 'Moderate prices', 'Expensive', 'Very expensive'] as const;

export function priceWords(level: number | null | undefined): string | null {
  return level === null || level === undefined ? null : (PRICE_WORDS[level] ?? null);
}

/** Each curated source as a credit line names it. */
const SOURCE_CREDIT: Record<string, string> = {
  'OpenStreetMap contributors (ODbL)': 'OpenStreetMap contributors, ODbL',
  'Wikidata (CC0)': 'Wikidata, CC0',
  'MICHELIN Guide': 'restaurants from the MICHELIN Guide',
};
const ORDER = Object.keys(SOURCE_CREDIT);

/** "OpenStreetMap contributors, ODbL; Wikidata, CC0; restaurants from the MICHELIN Guide" for the sources shown. */
export function curatedCredit(sources: Iterable<string>): string {
  const used = new Set(sources);
  const known = ORDER.filter((source) => used.has(source));
  return (known.length > 0 ? known : ORDER.slice(0, 2)).map((source) => SOURCE_CREDIT[source]).join('; ');
}
