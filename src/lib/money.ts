/**
 * Money as people read and type it. Amounts are stored as integers in the
 * currency's minor unit: cents for EUR, yen for JPY (no decimals), fils for
 * KWD (three decimals). How many decimals a currency has comes from Intl,
 * so every screen, PDF and form agrees on it.
 */

import { groupThousands } from './numbers';

/** The largest amount stored, in minor units (firestore.rules and the collection checks hold the same limit). */
export const MAX_AMOUNT_MINOR = 100_000_000;

/**
 * The currencies people pick in the app, written as Intl's English writes them: the symbol before
 * the amount, and the decimals. Screens that show a price (a shared trip's costs) then make no Intl
 * object, whose first one loads the locale's data in a long task (docs/performance.md). A unit test
 * holds each entry to Intl. Other codes, and those whose decimals differ between ICU versions (HUF,
 * IDR, CLP, COP), go to Intl.
 */
const WRITTEN: Record<string, readonly [symbol: string, digits: number]> = {
  EUR: ['€', 2], USD: ['$', 2], GBP: ['£', 2], JPY: ['¥', 0], CHF: ['CHF\u00a0', 2], CAD: ['CA$', 2],
  AUD: ['A$', 2], NZD: ['NZ$', 2], SEK: ['SEK\u00a0', 2], NOK: ['NOK\u00a0', 2], DKK: ['DKK\u00a0', 2],
  PLN: ['PLN\u00a0', 2], CZK: ['CZK\u00a0', 2], TRY: ['TRY\u00a0', 2], AED: ['AED\u00a0', 2], INR: ['₹', 2],
  CNY: ['CN¥', 2], HKD: ['HK$', 2], SGD: ['SGD\u00a0', 2], THB: ['THB\u00a0', 2], KRW: ['₩', 0],
  MYR: ['MYR\u00a0', 2], PHP: ['₱', 2], VND: ['₫', 0], ZAR: ['ZAR\u00a0', 2], MXN: ['MX$', 2], BRL: ['R$', 2],
  ARS: ['ARS\u00a0', 2], PEN: ['PEN\u00a0', 2], ILS: ['₪', 2], EGP: ['EGP\u00a0', 2], MAD: ['MAD\u00a0', 2],
  KWD: ['KWD\u00a0', 3],
};

// One formatter per other currency, made on first use (making one costs far more than using it).
const formats = new Map<string, Intl.NumberFormat | null>();

function currencyFormat(currency: string): Intl.NumberFormat | null {
  let format = formats.get(currency);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat('en', { style: 'currency', currency });
    } catch {
      format = null;
    }
    formats.set(currency, format);
  }
  return format;
}

/** How many decimals a currency uses: 2 for EUR, 0 for JPY, 3 for KWD (2 for a code Intl refuses). */
export function currencyDigits(currency: string): number {
  return WRITTEN[currency]?.[1] ?? currencyFormat(currency)?.resolvedOptions().maximumFractionDigits ?? 2;
}

/** True for a three-letter code Intl can format. */
export function isKnownCurrency(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && currencyFormat(code) !== null;
}

/** 689000 in EUR -> '€6,890.00'; 1200 in JPY -> '¥1,200'; 1500 in KWD -> 'KWD 1.500'. */
export function formatMoney(amount: number, currency: string): string {
  const written = WRITTEN[currency];
  if (written && Number.isSafeInteger(amount)) {
    const [symbol, digits] = written;
    const minor = Math.abs(amount);
    const whole = groupThousands(Math.floor(minor / 10 ** digits));
    const fraction = digits ? `.${String(minor % 10 ** digits).padStart(digits, '0')}` : '';
    return `${amount < 0 ? '-' : ''}${symbol}${whole}${fraction}`;
  }
  const digits = currencyDigits(currency);
  const format = currencyFormat(currency);
  return format ? format.format(amount / 10 ** digits) : `${(amount / 10 ** digits).toFixed(digits)} ${currency}`;
}

/** 689050 in EUR -> '6890.50'; 1200 in JPY -> '1200': an amount in minor units as a form field holds it. */
export function moneyInputValue(amount: number, currency: string): string {
  const digits = currencyDigits(currency);
  if (digits === 0) return String(amount);
  const whole = Math.floor(amount / 10 ** digits);
  return `${whole}.${String(amount % 10 ** digits).padStart(digits, '0')}`;
}

/** True when a number as typed starts with a minus sign ('-3', '−3', '- 3'). */
export function typedNegative(raw: string): boolean {
  // ASCII hyphen-minus, the minus sign and the dashes phones put in number fields.
  return /^[-\u2212\u2010-\u2014]\s*[\d.]/.test(raw.trim());
}

/**
 * An amount as a person types it in `currency` ('6,890.50', '12', '-3'), read
 * as integer minor units: '' -> null with no error; otherwise the amount, or
 * one message for the field, naming it as `what` ('amount', 'cost'). A minus
 * sign is its own error (money typed here is never below 0), so '-3' is not
 * told about decimals. JPY takes no decimals, EUR two, KWD three.
 */
export function parseMoney(raw: string, currency: string, what = 'amount'): { amount: number | null; error: string | null } {
  const text = raw.trim().replace(/,/g, '');
  if (text === '') return { amount: null, error: null };
  const digits = currencyDigits(currency);
  const example = digits === 0 ? '' : `120.${'5'.padEnd(digits, '0')}`;
  const wholeNumber = `Enter the ${what} as a whole number of ${currency}, e.g. 1200.`;
  const fail = (error: string) => ({ amount: null, error });
  if (typedNegative(text)) return fail(`The ${what} must be 0 or more.`);
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return fail(digits === 0 ? wholeNumber : `Enter the ${what} as a number, e.g. ${example}.`);
  const [whole = '', fraction = ''] = text.split('.');
  if (fraction.length > digits) {
    const article = /^[aeiou]/i.test(what) ? 'an' : 'a';
    return fail(digits === 0 ? wholeNumber : `Enter ${article} ${what} with at most ${digits} decimals, e.g. ${example}.`);
  }
  const amount = Number(whole || '0') * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(amount) || amount > MAX_AMOUNT_MINOR) {
    return fail(`That ${what} is too large: at most ${formatMoney(MAX_AMOUNT_MINOR, currency)}.`);
  }
  return { amount, error: null };
}
