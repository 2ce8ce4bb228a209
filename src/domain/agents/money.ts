/** Money as people type and read it; amounts are integer minor units. */
import { currencyDigits, currencyFormat, moneyInputValue, parseMoneyInput, typedNegative, type MoneyInputProblem } from '@/lib/money';

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
  const { amount, problem } = parseMoneyInput(raw, currency, MAX_AMOUNT_MINOR);
  if (!problem) return { amount, error: null };
  const digits = currencyDigits(currency);
  const messages: Record<MoneyInputProblem, string> = {
    negative: 'The amount must be 0 or more.',
    'not-a-number': digits === 0 ? `Enter a whole number of ${currency}, e.g. 1200.` : 'Enter the amount as a number, e.g. 120.50.',
    'too-many-decimals':
      digits === 0 ? `Enter a whole number of ${currency}, e.g. 1200.` : `Enter an amount with at most ${digits} decimals, e.g. 120.50.`,
    'too-large': 'That amount is too large.',
  };
  return { amount: null, error: messages[problem] };
}

/** 689050 EUR -> '6890.50' (for a form field). */
export const amountInput = moneyInputValue;

/** '12.5' -> 12.5; a message when not a percentage 0..100 with at most two decimals. */
export function parsePercent(raw: string): { value: number | null; error: string | null } {
  const text = raw.trim().replace(/%$/, '').trim();
  if (text === '') return { value: null, error: 'Enter a percentage, e.g. 12 or 12.5.' };
  if (typedNegative(text)) return { value: null, error: 'The percentage must be 0 or more.' };
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text) || Number(text) > 100) {
    return { value: null, error: 'Enter a percentage from 0 to 100 with at most two decimals.' };
  }
  return { value: Number(text), error: null };
}
