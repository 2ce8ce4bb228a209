/** Numbers as English writes them, without Intl (see src/lib/dates.ts for why). */

/** "1,204": a whole number with its thousands grouped, as English writes it. */
export function groupThousands(value: number): string {
  if (!Number.isSafeInteger(value)) return String(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/** "1 follower", "1,204 followers". */
export function countLabel(count: number, one: string, many: string): string {
  return `${groupThousands(count)} ${count === 1 ? one : many}`;
}
