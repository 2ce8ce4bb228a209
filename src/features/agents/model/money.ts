/** Money as people type and read it; amounts are integer minor units. */
import { currencyDigits, currencyFormat } from '@/lib/money';

export { currencyDigits };

const moneyFormat = (currency: string) => currencyFormat(currency, 'en-GB');

export function isKnownCurrency(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && moneyFormat(code) !== null;
}

/** 689000 EUR -> '€6,890.00'. */
export function formatMoney(amount: number, currency: string): string {
  const digits = currencyDigits(currency);
  const format = moneyFormat(currency);
  return format ? format.format(amount / 10 ** digits) : `${(amount / 10 ** digits).toFixed(digits)} ${currency}`;
}

export const MAX_AMOUNT_MINOR = 100_000_000;

/** '6,890.50' in EUR -> 689050; '' -> null with no error; bad input -> a message for the field. */
export function parseAmount(raw: string, currency: string): { amount: number | null; error: string | null } {
  const text = raw.trim().replace(/,/g, '');
  if (text === '') return { amount: null, error: null };
  const digits = currencyDigits(currency);
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
  if (!pattern.test(text)) {
    return {
      amount: null,
      error:
        digits === 0
          ? `Enter a whole number of ${currency}, e.g. 1200.`
          : `Enter an amount with at most ${digits} decimals, e.g. 120.50.`,
    };
  }
  const [whole = '0', fraction = ''] = text.split('.');
  const amount = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(amount) || amount > MAX_AMOUNT_MINOR) return { amount: null, error: 'That amount is too large.' };
  return { amount, error: null };
}

/** 689050 EUR -> '6890.50' (for a form field). */
export function amountInput(amount: number, currency: string): string {
  const digits = currencyDigits(currency);
  if (digits === 0) return String(amount);
  const whole = Math.floor(amount / 10 ** digits);
  return `${whole}.${String(amount % 10 ** digits).padStart(digits, '0')}`;
}

/** '12.5' -> 12.5; a message when not a percentage 0..100 with at most two decimals. */
export function parsePercent(raw: string): { value: number | null; error: string | null } {
  const text = raw.trim().replace(/%$/, '').trim();
  if (text === '') return { value: null, error: 'Enter a percentage, e.g. 12 or 12.5.' };
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text) || Number(text) > 100) {
    return { value: null, error: 'Enter a percentage from 0 to 100 with at most two decimals.' };
  }
  return { value: Number(text), error: null };
}
