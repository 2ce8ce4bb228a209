import { describe, expect, it } from 'vitest';
import { moneyInputValue, parseMoneyInput, typedNegative } from '../money';

const MAX = 100_000_000;

describe('money as typed', () => {
  it('reads amounts as integer minor units of the currency', () => {
    expect(parseMoneyInput('6,890.50', 'EUR', MAX)).toEqual({ amount: 689_050, problem: null });
    expect(parseMoneyInput(' 12 ', 'EUR', MAX)).toEqual({ amount: 1_200, problem: null });
    expect(parseMoneyInput('.5', 'EUR', MAX)).toEqual({ amount: 50, problem: null });
    expect(parseMoneyInput('0', 'EUR', MAX)).toEqual({ amount: 0, problem: null });
    expect(parseMoneyInput('1200', 'JPY', MAX)).toEqual({ amount: 1_200, problem: null });
    expect(parseMoneyInput('', 'EUR', MAX)).toEqual({ amount: null, problem: null });
  });

  it('tells a negative amount as negative, never as a matter of decimals', () => {
    for (const typed of ['-3', '-12.50', '−3', '- 3', '-0.5', '–7']) {
      expect(parseMoneyInput(typed, 'EUR', MAX)).toEqual({ amount: null, problem: 'negative' });
    }
    expect(parseMoneyInput('-1200', 'JPY', MAX).problem).toBe('negative');
    expect(typedNegative(' -1')).toBe(true);
    expect(typedNegative('1-2')).toBe(false);
  });

  it('tells the other problems apart', () => {
    expect(parseMoneyInput('12.345', 'EUR', MAX).problem).toBe('too-many-decimals');
    expect(parseMoneyInput('12.5', 'JPY', MAX).problem).toBe('too-many-decimals');
    expect(parseMoneyInput('ten', 'EUR', MAX).problem).toBe('not-a-number');
    expect(parseMoneyInput('12€', 'EUR', MAX).problem).toBe('not-a-number');
    expect(parseMoneyInput('1000000.01', 'EUR', MAX).problem).toBe('too-large');
  });

  it('shows minor units back as the field holds them', () => {
    expect(moneyInputValue(689_050, 'EUR')).toBe('6890.50');
    expect(moneyInputValue(5, 'EUR')).toBe('0.05');
    expect(moneyInputValue(1_200, 'JPY')).toBe('1200');
  });
});
