import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney, isKnownCurrency, moneyInputValue, parseMoney, typedNegative } from '../money';

describe('money shown', () => {
  it('takes the decimals of each currency from Intl', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
  });

  it('reads stored minor units in the currency', () => {
    expect(formatMoney(689_000, 'EUR')).toBe('€6,890.00');
    expect(formatMoney(5, 'EUR')).toBe('€0.05');
    expect(formatMoney(1_200, 'JPY')).toBe('¥1,200');
    expect(formatMoney(1_500, 'KWD')).toMatch(/^KWD\s1\.500$/);
    expect(formatMoney(7, 'KWD')).toMatch(/^KWD\s0\.007$/);
  });

  it('shows minor units back as a form field holds them', () => {
    expect(moneyInputValue(689_050, 'EUR')).toBe('6890.50');
    expect(moneyInputValue(5, 'EUR')).toBe('0.05');
    expect(moneyInputValue(1_200, 'JPY')).toBe('1200');
    expect(moneyInputValue(1_500, 'KWD')).toBe('1.500');
    expect(moneyInputValue(7, 'KWD')).toBe('0.007');
  });

  it('writes every currency people pick as Intl does, with its decimals', () => {
    // The currencies of the preferences and the agency forms, and one Intl knows that the app does not list.
    const codes = ['EUR', 'USD', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'NZD', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'TRY', 'AED', 'INR', 'CNY',
      'HKD', 'SGD', 'THB', 'KRW', 'IDR', 'MYR', 'PHP', 'VND', 'ZAR', 'MXN', 'BRL', 'ARS', 'CLP', 'COP', 'PEN', 'ILS', 'EGP', 'MAD', 'KWD', 'ISK'];
    for (const code of codes) {
      const intl = new Intl.NumberFormat('en', { style: 'currency', currency: code });
      const digits = intl.resolvedOptions().maximumFractionDigits ?? 2;
      expect(currencyDigits(code), code).toBe(digits);
      for (const amount of [0, 5, 1_234, 120_050, 123_456_789, -5]) {
        expect(formatMoney(amount, code), `${amount} ${code}`).toBe(intl.format(amount / 10 ** digits));
      }
    }
  });

  it('knows three-letter codes and refuses others', () => {
    expect(isKnownCurrency('KWD')).toBe(true);
    expect(isKnownCurrency('eur')).toBe(false);
    expect(isKnownCurrency('EURO')).toBe(false);
  });
});

describe('money typed', () => {
  it('reads amounts as integer minor units of the currency', () => {
    expect(parseMoney('6,890.50', 'EUR')).toEqual({ amount: 689_050, error: null });
    expect(parseMoney(' 12 ', 'EUR')).toEqual({ amount: 1_200, error: null });
    expect(parseMoney('.5', 'EUR')).toEqual({ amount: 50, error: null });
    expect(parseMoney('0', 'EUR')).toEqual({ amount: 0, error: null });
    expect(parseMoney('1,200', 'JPY')).toEqual({ amount: 1_200, error: null });
    expect(parseMoney('1.5', 'KWD')).toEqual({ amount: 1_500, error: null });
    expect(parseMoney('0.007', 'KWD')).toEqual({ amount: 7, error: null });
    expect(parseMoney('', 'EUR')).toEqual({ amount: null, error: null });
  });

  it('round-trips what a field shows back to the same amount', () => {
    for (const [amount, currency] of [
      [689_050, 'EUR'],
      [5, 'EUR'],
      [1_200, 'JPY'],
      [0, 'JPY'],
      [1_500, 'KWD'],
      [12_345, 'KWD'],
    ] as const) {
      expect(parseMoney(moneyInputValue(amount, currency), currency)).toEqual({ amount, error: null });
    }
  });

  it('refuses more decimals than the currency has', () => {
    expect(parseMoney('12.345', 'EUR')).toEqual({ amount: null, error: 'Enter an amount with at most 2 decimals, e.g. 120.50.' });
    expect(parseMoney('12.5', 'JPY')).toEqual({ amount: null, error: 'Enter the amount as a whole number of JPY, e.g. 1200.' });
    expect(parseMoney('1200.00', 'JPY').error).toMatch(/whole number of JPY/);
    expect(parseMoney('1.2345', 'KWD')).toEqual({ amount: null, error: 'Enter an amount with at most 3 decimals, e.g. 120.500.' });
    expect(parseMoney('12.5', 'JPY', 'cost').error).toBe('Enter the cost as a whole number of JPY, e.g. 1200.');
  });

  it('tells a negative amount as negative, never as a matter of decimals', () => {
    for (const typed of ['-3', '-12.50', '−3', '- 3', '-0.5', '–7']) {
      expect(parseMoney(typed, 'EUR')).toEqual({ amount: null, error: 'The amount must be 0 or more.' });
    }
    expect(parseMoney('-1200.5', 'JPY', 'cost').error).toBe('The cost must be 0 or more.');
    expect(typedNegative(' -1')).toBe(true);
    expect(typedNegative('1-2')).toBe(false);
  });

  it('tells other bad input plainly', () => {
    expect(parseMoney('ten', 'EUR').error).toBe('Enter the amount as a number, e.g. 120.50.');
    expect(parseMoney('12€', 'EUR', 'cost').error).toBe('Enter the cost as a number, e.g. 120.50.');
    expect(parseMoney('12 yen', 'JPY').error).toBe('Enter the amount as a whole number of JPY, e.g. 1200.');
    expect(parseMoney('1000000.01', 'EUR').error).toBe('That amount is too large: at most €1,000,000.00.');
    expect(parseMoney('1000000', 'EUR')).toEqual({ amount: 100_000_000, error: null });
    expect(parseMoney('100000001', 'JPY').error).toBe('That amount is too large: at most ¥100,000,000.');
    expect(parseMoney('99999999999', 'KWD').error).toMatch(/too large/);
  });
});
