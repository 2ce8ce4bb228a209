/**
 * A price as Stripe is to be told it. We keep money in the currency's minor
 * unit as Intl counts it (src/lib/money.ts: cents, yen, fils); Stripe's own
 * rules differ for a few currencies (docs.stripe.com/currencies):
 *
 * - zero-decimal currencies (JPY, KRW, CLP…) take whole units;
 * - ISK and UGX are zero-decimal but, for backwards compatibility, are sent
 *   with two decimals that must be zero (5,000 ISK is 500000);
 * - HUF and TWD are sent with two decimals, which must be zero (Stripe pays
 *   them out in whole units);
 * - the three-decimal currencies (BHD, JOD, KWD, OMR, TND) must end in 0.
 *
 * A price these rules cannot carry is refused before any checkout starts,
 * rather than charged wrongly (before this, an ISK price was charged at a
 * hundredth of itself).
 */
import { currencyDigits } from '@/lib/money';
import type { Money } from './model';

const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);
const WHOLE_WITH_TWO_DECIMALS = new Set(['ISK', 'UGX', 'HUF', 'TWD']);
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/** Stripe's `unit_amount` for `price`, or null when Stripe cannot charge that amount in that currency. */
export function stripeUnitAmount(price: Money): number | null {
  const ours = currencyDigits(price.currency);
  const theirs = ZERO_DECIMAL.has(price.currency) ? 0 : THREE_DECIMAL.has(price.currency) ? 3 : 2;
  // Whole units only where Stripe takes no fraction (or only a zero one).
  const wholeOnly = ZERO_DECIMAL.has(price.currency) || WHOLE_WITH_TWO_DECIMALS.has(price.currency);
  if (wholeOnly && price.amount % 10 ** ours !== 0) return null;
  const amount = ours <= theirs ? price.amount * 10 ** (theirs - ours) : price.amount / 10 ** (ours - theirs);
  if (!Number.isSafeInteger(amount)) return null;
  if (THREE_DECIMAL.has(price.currency) && amount % 10 !== 0) return null;
  return amount;
}

/** What a buyer reads when the price cannot be charged as it is. */
export function unchargeablePrice(currency: string): string {
  const rounded = THREE_DECIMAL.has(currency) ? 'to a last decimal of 0' : `to whole ${currency}`;
  return `This price cannot be charged by card in ${currency} as it is: it must be rounded ${rounded}. Nothing was charged; the seller can change the price.`;
}
