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

/** What is wrong with an amount as typed. */
export type MoneyInputProblem = 'negative' | 'not-a-number' | 'too-many-decimals' | 'too-large';

/** True when a number as typed starts with a minus sign ('-3', '−3', '- 3'). */
export function typedNegative(raw: string): boolean {
  // ASCII hyphen-minus, the minus sign and the dashes phones put in number fields.
  return /^[-\u2212\u2010-\u2014]\s*[\d.]/.test(raw.trim());
}

/**
 * An amount as a person types it ('6,890.50', '12', '-3') in `currency`, read
 * as integer minor units: '' -> null with no problem; otherwise the amount,
 * or the one problem to tell at the field. A minus sign is its own problem
 * (money typed here is never below 0), so "-3" is not told about decimals.
 */
export function parseMoneyInput(
  raw: string,
  currency: string,
  maxMinor: number,
): { amount: number | null; problem: MoneyInputProblem | null } {
  const text = raw.trim().replace(/,/g, '');
  if (text === '') return { amount: null, problem: null };
  if (typedNegative(text)) return { amount: null, problem: 'negative' };
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return { amount: null, problem: 'not-a-number' };
  const digits = currencyDigits(currency);
  const [whole = '', fraction = ''] = text.split('.');
  if (fraction.length > digits) return { amount: null, problem: 'too-many-decimals' };
  const amount = Number(whole || '0') * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(amount) || amount > maxMinor) return { amount: null, problem: 'too-large' };
  return { amount, problem: null };
}

/** 689050 in EUR -> '6890.50': an amount in minor units as a form field shows it. */
export function moneyInputValue(amount: number, currency: string): string {
  const digits = currencyDigits(currency);
  if (digits === 0) return String(amount);
  const whole = Math.floor(amount / 10 ** digits);
  return `${whole}.${String(amount % 10 ** digits).padStart(digits, '0')}`;
}
