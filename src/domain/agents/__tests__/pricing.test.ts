import { describe, expect, it } from 'vitest';
import {
  clientBreakdown,
  marginBasisPoints,
  mulDivHalfUp,
  perPerson,
  percentOf,
  priceLine,
  priceQuote,
  toBasisPoints,
} from '../pricing';
import type { LineItem } from '../types';

const line = (overrides: Partial<LineItem> = {}): LineItem => ({
  id: 'l1',
  category: 'stay',
  label: 'Hotel',
  quantity: 1,
  unitCost: { amount: 10_000, currency: 'EUR' },
  markupPercent: 0,
  taxPercent: 0,
  ...overrides,
});

describe('rounding: half-up to the minor unit', () => {
  it('rounds an exact half up', () => {
    expect(percentOf(5, 10)).toBe(1); // 0.5 cent -> 1 cent
    expect(percentOf(25, 10)).toBe(3); // 2.5 -> 3
    expect(percentOf(15, 10)).toBe(2); // 1.5 -> 2 (not banker's 2 either way)
    expect(percentOf(45, 10)).toBe(5); // 4.5 -> 5 (banker's would give 4)
  });

  it('rounds below a half down and above a half up', () => {
    expect(percentOf(4, 10)).toBe(0); // 0.4
    expect(percentOf(6, 10)).toBe(1); // 0.6
    expect(percentOf(1_999, 12.5)).toBe(250); // 249.875
    expect(percentOf(1_996, 12.5)).toBe(250); // 249.5
    expect(percentOf(1_995, 12.5)).toBe(249); // 249.375
  });

  it('takes two-decimal percentages exactly', () => {
    expect(toBasisPoints(12.25)).toBe(1225);
    expect(toBasisPoints(0.01)).toBe(1);
    expect(percentOf(10_000, 0.01)).toBe(1);
    // 0.1 + 0.2 style float noise never reaches the money.
    expect(percentOf(100_000_000, 7.7)).toBe(7_700_000);
  });

  it('refuses percentages with three decimals, negative or above 100', () => {
    expect(() => toBasisPoints(12.345)).toThrow(RangeError);
    expect(() => toBasisPoints(-1)).toThrow(RangeError);
    expect(() => toBasisPoints(100.01)).toThrow(RangeError);
    expect(() => toBasisPoints(Number.NaN)).toThrow(RangeError);
  });

  it('stays exact beyond 2^53 intermediate products', () => {
    // 9e15 * 9999 overflows float precision; BigInt keeps it exact.
    expect(mulDivHalfUp(9_000_000_000_000_000 / 1000, 9_999, 10_000)).toBe(8_999_100_000_000);
    expect(() => mulDivHalfUp(-1, 1, 1)).toThrow(RangeError);
    expect(() => mulDivHalfUp(1.5, 1, 1)).toThrow(RangeError);
  });
});

describe('a line: cost, markup, tax on the sell price', () => {
  it('prices quantity x unit cost, then markup, then tax on cost plus markup', () => {
    expect(priceLine(line({ quantity: 6, unitCost: { amount: 37_500, currency: 'EUR' }, markupPercent: 12, taxPercent: 6 }))).toEqual({
      cost: 225_000,
      markup: 27_000,
      net: 252_000,
      tax: 15_120,
      total: 267_120,
    });
  });

  it('rounds markup and tax once each, per line', () => {
    // cost 333, markup 12.5 % = 41.625 -> 42, net 375, tax 23 % = 86.25 -> 86
    expect(priceLine(line({ unitCost: { amount: 333, currency: 'EUR' }, markupPercent: 12.5, taxPercent: 23 }))).toEqual({
      cost: 333,
      markup: 42,
      net: 375,
      tax: 86,
      total: 461,
    });
  });

  it('refuses a fractional quantity', () => {
    expect(() => priceLine(line({ quantity: 1.5 }))).toThrow(RangeError);
  });
});

describe('a quote', () => {
  const lines: LineItem[] = [
    line({ id: 'f', category: 'flight', quantity: 2, unitCost: { amount: 32_000, currency: 'EUR' }, markupPercent: 12 }),
    line({ id: 's', category: 'stay', quantity: 3, unitCost: { amount: 333, currency: 'EUR' }, markupPercent: 12.5, taxPercent: 23 }),
    line({ id: 'x', category: 'fee', quantity: 1, unitCost: { amount: 15_000, currency: 'EUR' } }),
  ];

  it('sums rounded lines, so the lines add up to the total', () => {
    const totals = priceQuote(lines, 'EUR', { adults: 2, children: 1 });
    const sumOfLines = totals.lines.reduce((sum, l) => sum + l.total, 0);
    expect(totals.total).toBe(sumOfLines);
    expect(totals.cost + totals.markup + totals.tax).toBe(totals.total);
    expect(totals.byCategory.map((c) => c.category)).toEqual(['flight', 'stay', 'fee']);
  });

  it('gives a per-person price rounded half-up', () => {
    const totals = priceQuote([line({ unitCost: { amount: 200, currency: 'EUR' } })], 'EUR', { adults: 2, children: 1 });
    expect(totals.people).toBe(3);
    expect(totals.perPerson).toBe(67); // 66.67
    expect(perPerson({ amount: 5, currency: 'EUR' }, { adults: 2, children: 0 }).amount).toBe(3); // 2.5 -> 3
    expect(perPerson({ amount: 100, currency: 'EUR' }, { adults: 3, children: 0 }).amount).toBe(33); // 33.33
    expect(perPerson({ amount: 100, currency: 'EUR' }, null).amount).toBe(100);
  });

  it('shows the client category prices and taxes that add up to the total, never cost or markup', () => {
    const totals = priceQuote(lines, 'EUR', null);
    const breakdown = clientBreakdown(totals);
    expect(breakdown.map((l) => l.label)).toEqual(['Flights', 'Stays', 'Fees', 'Taxes']);
    expect(breakdown.reduce((sum, l) => sum + l.amount.amount, 0)).toBe(totals.total);
  });

  it('prices yen in whole yen', () => {
    const totals = priceQuote([line({ unitCost: { amount: 12_345, currency: 'JPY' }, markupPercent: 10, taxPercent: 10 })], 'JPY', null);
    expect(totals.markup).toBe(1_235); // 1234.5 -> 1235
    expect(totals.tax).toBe(1_358); // 1357.9 -> 1358
    expect(totals.total).toBe(14_938);
  });

  it('refuses a line in another currency', () => {
    expect(() => priceQuote([line({ unitCost: { amount: 1, currency: 'USD' } })], 'EUR', null)).toThrow(/USD/);
  });

  it('is zero for no lines, and reports the margin in basis points', () => {
    const empty = priceQuote([], 'EUR', null);
    expect(empty.total).toBe(0);
    expect(marginBasisPoints(empty)).toBe(0);
    const totals = priceQuote([line({ markupPercent: 12 })], 'EUR', null);
    expect(marginBasisPoints(totals)).toBe(1071); // 1200 / 11200
  });
});
