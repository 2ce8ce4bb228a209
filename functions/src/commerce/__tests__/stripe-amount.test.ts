import { describe, expect, it } from 'vitest';
import { currencyDigits } from '@/lib/money';
import { stripeUnitAmount } from '../stripe-amount';

/** A whole amount in our minor units, as the app stores what a person typed. */
const stored = (whole: number, currency: string) => ({ amount: whole * 10 ** currencyDigits(currency), currency });

describe('the amount Stripe is told', () => {
  it.each([
    ['EUR', 9, 900], // €9.00: cents on both sides
    ['USD', 49, 4900],
    ['JPY', 1200, 1200], // ¥1,200: no decimals on either side
    ['KRW', 15000, 15000],
    ['ISK', 5000, 500000], // 5,000 ISK: Stripe wants two zero decimals
    ['UGX', 20000, 2000000],
    ['HUF', 4500, 450000],
    ['TWD', 300, 30000],
    ['KWD', 2, 2000], // 2.000 KWD
    ['BHD', 12, 12000],
  ])('%s %i is sent as %i', (currency, whole, expected) => {
    expect(stripeUnitAmount(stored(whole, currency))).toBe(expected);
  });

  it('keeps the cents of a two-decimal price, and the fils of a three-decimal one that ends in 0', () => {
    expect(stripeUnitAmount({ amount: 990, currency: 'EUR' })).toBe(990);
    expect(stripeUnitAmount({ amount: 1500, currency: 'KWD' })).toBe(1500);
  });

  it('refuses what Stripe cannot charge: a fraction of a whole-unit currency, a last fils that is not 0', () => {
    expect(stripeUnitAmount({ amount: stored(300, 'TWD').amount + 1, currency: 'TWD' })).toBeNull();
    expect(stripeUnitAmount({ amount: 1505, currency: 'KWD' })).toBeNull();
    expect(stripeUnitAmount({ amount: 1, currency: 'OMR' })).toBeNull();
  });
});
