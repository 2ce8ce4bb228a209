/**
 * Quote pricing in integer minor units (cents; yen for JPY). Pure: no
 * floating-point money anywhere.
 *
 * Rounding: half-up (a half minor unit goes up: 0.5 cent -> 1 cent), applied
 * once per line to the markup and once per line to the tax, never to sums.
 * Totals are sums of the rounded lines, so the lines a client or agent sees
 * always add up to the total. Tax is charged on the sell price (cost plus
 * markup). Percentages have at most two decimals (12.25 %), held exactly as
 * basis points.
 */
import {
  LINE_CATEGORIES,
  LINE_CATEGORY_LABELS,
  type BreakdownLine,
  type LineCategory,
  type LineItem,
  type Money,
  type Party,
} from './types';

export const MAX_PERCENT = 100;

/** 12.5 -> 1250 basis points; throws for more than two decimals or out of 0..100. */
export function toBasisPoints(percent: number): number {
  const bp = Math.round(percent * 100);
  if (!Number.isFinite(percent) || percent < 0 || percent > MAX_PERCENT || Math.abs(bp - percent * 100) > 1e-6) {
    throw new RangeError(`A percentage must be between 0 and ${MAX_PERCENT} with at most two decimals (got ${percent}).`);
  }
  return bp;
}

/** a * b / d rounded half-up, exactly (BigInt), for non-negative integers. */
export function mulDivHalfUp(a: number, b: number, d: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || !Number.isSafeInteger(d) || a < 0 || b < 0 || d <= 0) {
    throw new RangeError('mulDivHalfUp takes non-negative safe integers and a positive divisor.');
  }
  const product = BigInt(a) * BigInt(b);
  const divisor = BigInt(d);
  const quotient = product / divisor;
  const remainder = product % divisor;
  return Number(remainder * 2n >= divisor ? quotient + 1n : quotient);
}

/** `percent` % of `amount` minor units, rounded half-up to a whole minor unit. */
export function percentOf(amount: number, percent: number): number {
  return mulDivHalfUp(amount, toBasisPoints(percent), 10_000);
}

export interface LinePrice {
  cost: number;
  markup: number;
  /** Cost plus markup: what the client pays before tax. */
  net: number;
  tax: number;
  total: number;
}

export function priceLine(line: Pick<LineItem, 'quantity' | 'unitCost' | 'markupPercent' | 'taxPercent'>): LinePrice {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) throw new RangeError('A quantity is a whole number.');
  const cost = line.unitCost.amount * line.quantity;
  if (!Number.isSafeInteger(cost)) throw new RangeError('That line is too large.');
  const markup = percentOf(cost, line.markupPercent);
  const net = cost + markup;
  const tax = percentOf(net, line.taxPercent);
  return { cost, markup, net, tax, total: net + tax };
}

export interface QuoteTotals {
  currency: string;
  lines: LinePrice[];
  cost: number;
  markup: number;
  net: number;
  tax: number;
  total: number;
  /** Sell price before tax, by category (only categories with lines). */
  byCategory: Array<{ category: LineCategory; net: number }>;
  /** People in the party (adults + children), at least 1. */
  people: number;
  /** total / people, rounded half-up. */
  perPerson: number;
}

export function partySize(party: Party | null): number {
  return party ? Math.max(1, party.adults + party.children) : 1;
}

/** Every line must be in `currency`; a line in another currency is an error a person can fix. */
export function priceQuote(lines: readonly LineItem[], currency: string, party: Party | null): QuoteTotals {
  const foreign = lines.find((line) => line.unitCost.currency !== currency);
  if (foreign) throw new RangeError(`"${foreign.label}" is priced in ${foreign.unitCost.currency}, not ${currency}.`);
  const priced = lines.map(priceLine);
  const sum = (key: keyof LinePrice) => priced.reduce((total, line) => total + line[key], 0);
  const byCategory = LINE_CATEGORIES.map((category) => ({
    category,
    net: lines.reduce((total, line, index) => (line.category === category ? total + (priced[index]?.net ?? 0) : total), 0),
    used: lines.some((line) => line.category === category),
  }))
    .filter((entry) => entry.used)
    .map(({ category, net }) => ({ category, net }));
  const total = sum('total');
  const people = partySize(party);
  return {
    currency,
    lines: priced,
    cost: sum('cost'),
    markup: sum('markup'),
    net: sum('net'),
    tax: sum('tax'),
    total,
    byCategory,
    people,
    perPerson: mulDivHalfUp(total, 1, people),
  };
}

/** What a client sees of a priced quote: sell price per category, then taxes. Adds up to the total. */
export function clientBreakdown(totals: QuoteTotals): BreakdownLine[] {
  const lines: BreakdownLine[] = totals.byCategory.map(({ category, net }) => ({
    label: LINE_CATEGORY_LABELS[category],
    amount: { amount: net, currency: totals.currency },
  }));
  if (totals.tax > 0) lines.push({ label: 'Taxes', amount: { amount: totals.tax, currency: totals.currency } });
  return lines;
}

/** The price per person of an option for a party, rounded half-up. */
export function perPerson(price: Money, party: Party | null): Money {
  return { amount: mulDivHalfUp(price.amount, 1, partySize(party)), currency: price.currency };
}

/** The effective margin of a quote in basis points of its sell price before tax (0 when empty). */
export function marginBasisPoints(totals: Pick<QuoteTotals, 'markup' | 'net'>): number {
  return totals.net === 0 ? 0 : mulDivHalfUp(totals.markup, 10_000, totals.net);
}
