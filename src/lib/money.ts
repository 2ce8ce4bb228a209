/** Money formatting shared by the features; amounts are integer minor units elsewhere. */

// One formatter per locale and currency, made on first use (making one costs far more than using it).
const formats = new Map<string, Intl.NumberFormat | null>();

/** The currency formatter of `currency` in `locale`, or null for a code Intl does not know. */
export function currencyFormat(currency: string, locale = 'en'): Intl.NumberFormat | null {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      format = null;
    }
    formats.set(key, format);
  }
  return format;
}

/** How many decimals a currency uses (2 for EUR, 0 for JPY). */
export function currencyDigits(currency: string): number {
  return currencyFormat(currency)?.resolvedOptions().maximumFractionDigits ?? 2;
}
