/** Money in minor units as a person reads it: "€9.00", "¥1,200". */
export interface MoneyValue {
  amount: number;
  currency: string;
}

export function formatMoney(money: MoneyValue): string {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency: money.currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(money.amount / 10 ** digits);
}

/** "€4.99 a month", "€49.00 a year". */
export function formatPlanPrice(money: MoneyValue, interval: 'month' | 'year' | null): string {
  return interval ? `${formatMoney(money)} a ${interval}` : formatMoney(money);
}
