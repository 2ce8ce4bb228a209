/**
 * A place to eat's cooking, read once from its description into the city
 * files (`scripts/build-cuisines.mjs`), never guessed while planning: the
 * cuisine's name as the description gives it ("soba", "italian") and the
 * country whose cooking it is, or "local" for a description that says the
 * place cooks the cooking of where it stands ("traditional cuisine",
 * "cuisine from Lazio", street food, a food market), or null for cooking of
 * no one country ("modern cuisine", "creative", "vegetarian").
 */

/** Words of a cuisine, by the country whose cooking it is (ISO 3166-1 alpha-2). */
const CUISINE_COUNTRY: readonly [RegExp, string][] = [
  [/\b(japanese|sushi|soba|udon|ramen|izakaya|yakitori|tonkatsu|tempura|kaiseki|kushiage|teppanyaki|okonomiyaki|unagi|tofu|obanzai|sh[oō]jin|washoku|kyo[- ]ryori|kyoto cuisine|sukiyaki|shabu|kappo|yakiniku|gyoza|onigiri|wagashi|oden|kushikatsu|katsu|tempura|donburi|tsukemen|sobagaki)\b/i, 'JP'],
  [/\b(portuguese|petiscos|bacalhau)\b/i, 'PT'],
  [/\b(italian|pizza|pasta|trattoria|osteria|roman|tuscan|neapolitan|sicilian|venetian)\b/i, 'IT'],
  [/\b(french|bistro|brasserie|proven[cç]al|lyonnaise|bouchon)\b/i, 'FR'],
  [/\b(spanish|tapas|pintxos?|catalan|basque|andalusian|galician|madrile[nñ]o)\b/i, 'ES'],
  [/\b(mexican|tacos?|oaxacan|yucatecan|taquer[ií]a|mole)\b/i, 'MX'],
  [/\b(thai|isan|isaan)\b/i, 'TH'],
  [/\b(taiwanese)\b/i, 'TW'],
  [/\b(cantonese|dim sum|hong kong)\b/i, 'HK'],
  [/\b(chinese|shanghainese|sichuan|szechuan|beijing cuisine|peking|hunanese|huaiyang|congee)\b/i, 'CN'],
  [/\b(vietnamese|ph[oở]|b[aá]nh m[iì])\b/i, 'VN'],
  [/\b(korean|naengmyeon|bibimbap|korean barbecue)\b/i, 'KR'],
  [/\b(indian|curry|tandoori|biryani|south indian|north indian|mughlai|punjabi)\b/i, 'IN'],
  [/\b(turkish|ottoman|kebab|meze|anatolian|meyhanes?|lokanta|pide|lahmacun|k[oö]fte)\b/i, 'TR'],
  [/\b(greek|taverna)\b/i, 'GR'],
  [/\b(hungarian)\b/i, 'HU'],
  [/\b(czech|bohemian)\b/i, 'CZ'],
  [/\b(polish)\b/i, 'PL'],
  [/\b(austrian|viennese)\b/i, 'AT'],
  [/\b(german|bavarian)\b/i, 'DE'],
  [/\b(belgian)\b/i, 'BE'],
  [/\b(dutch)\b/i, 'NL'],
  [/\b(danish|nordic|scandinavian)\b/i, 'DK'],
  [/\b(swedish)\b/i, 'SE'],
  [/\b(norwegian)\b/i, 'NO'],
  [/\b(icelandic)\b/i, 'IS'],
  [/\b(irish)\b/i, 'IE'],
  [/\b(british|english|scottish|gastropub|pub)\b/i, 'GB'],
  [/\b(american|burgers?|barbecue|bbq|diner|steakhouse|deli|delicatessen|pastrami|bagels?)\b/i, 'US'],
  [/\b(canadian)\b/i, 'CA'],
  [/\b(argentinian|argentine|parrilla)\b/i, 'AR'],
  [/\b(brazilian|churrascaria)\b/i, 'BR'],
  [/\b(peruvian|ceviche)\b/i, 'PE'],
  [/\b(moroccan|tagine)\b/i, 'MA'],
  [/\b(egyptian|koshari)\b/i, 'EG'],
  [/\b(lebanese)\b/i, 'LB'],
  [/\b(emirati)\b/i, 'AE'],
  [/\b(malaysian|nyonya|peranakan)\b/i, 'MY'],
  [/\b(singaporean|hawker)\b/i, 'SG'],
  [/\b(south african|cape malay|braai)\b/i, 'ZA'],
  [/\b(australian)\b/i, 'AU'],
];

/** Words that say a place cooks the cooking of where it stands. */
const LOCAL = /\b(traditional cuisine|regional cuisine|traditional cooking|regional cooking|local cooking|home cooking)\b/i;
/**
 * Cooking of where it stands without saying so: a region's cooking ("Cuisine
 * from Lazio"), street food (the stalls of the street it is on), a food market
 * or market hall (the city's cooks and produce). Read after the countries, so
 * "cuisine from Sichuan" or a market's "Italian counters" stay that country's.
 */
const OF_WHERE_IT_STANDS = /\b(cuisine from|street[- ]food|markets?|mercado|mercato|mercat|march[ée]|food halls?)\b/i;

export interface Cuisine {
  /** The cuisine as the description names it, lower case ("soba", "italian"), or null when it names none. */
  name: string | null;
  /** Whose cooking: a country code, "local" for the cooking of where the place stands, or null for no one country's. */
  country: string | null;
}

/** The cooking a description names in its first phrase ("Soba cooking, …", "Italian restaurant with …"). */
export function readCuisine(description: string): Cuisine {
  const first = description.split(/[,.;]/)[0] ?? '';
  if (LOCAL.test(first)) return { name: first.toLowerCase().replace(/\s+(cooking|restaurant).*$/, '').trim() || null, country: 'local' };
  for (const [words, country] of CUISINE_COUNTRY) {
    const found = words.exec(first);
    if (found) return { name: found[0].toLowerCase(), country };
  }
  // No name: street food or a market's stalls are many cuisines of the one place, so they do not count against variety.
  if (OF_WHERE_IT_STANDS.test(first)) return { name: null, country: 'local' };
  return { name: null, country: null };
}

/** Whether a place's cooking is the cooking of the country it stands in. */
export function isLocalCooking(cuisine: { country: string | null } | undefined, placeCountry: string): boolean {
  return cuisine?.country === 'local' || (cuisine?.country ?? null) === placeCountry.toUpperCase();
}
