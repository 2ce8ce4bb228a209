/**
 * Fractional order keys for plan items (fractional-indexing, base 62).
 *
 * Items of a day sort by `order` ascending, so placing an item between two
 * others is one write of a key that sorts between theirs. Keys are ASCII
 * letters and digits only, which is what the rules accept
 * (`^[0-9A-Za-z]{1,64}$`), and they compare the same way in JavaScript
 * (`<`) and in Firestore (byte order).
 *
 * Two people inserting at the same spot at the same time can produce equal
 * keys; the helpers here tolerate equal and even unordered neighbours, and
 * `sortItems` (plan.ts) breaks ties by id.
 */
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';

/** What the rules accept for `order`. */
export const ORDER_PATTERN = /^[0-9A-Za-z]{1,64}$/;
export const ORDER_MAX_LENGTH = 64;

/** True when `key` is a key the rules accept and the generator understands. */
export function isValidOrder(key: unknown): key is string {
  if (typeof key !== 'string' || !ORDER_PATTERN.test(key)) return false;
  try {
    generateKeyBetween(key, null);
    return true;
  } catch {
    return false;
  }
}

/** Plain code-unit comparison (never localeCompare: keys are case sensitive). */
export function compareOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A key strictly between `before` and `after` (null: the start / the end).
 * Unusable neighbours are dropped rather than thrown on: an invalid key is
 * ignored, and when `before` is not below `after` the key goes after `before`.
 */
export function orderBetween(before: string | null, after: string | null): string {
  const lo = before !== null && isValidOrder(before) ? before : null;
  let hi = after !== null && isValidOrder(after) ? after : null;
  if (lo !== null && hi !== null && compareOrder(lo, hi) >= 0) hi = null;
  return generateKeyBetween(lo, hi);
}

/**
 * The key for inserting at position `index` of a list sorted by order (the
 * moved item already removed from it). `index` is clamped to 0..length.
 * With equal or invalid neighbours (concurrent inserts, old data) the nearest
 * usable neighbours are used, so the result always sorts after everything
 * before `index` that is valid.
 */
export function orderForIndex(sortedOrders: readonly string[], index: number): string {
  const at = Math.max(0, Math.min(Math.trunc(index), sortedOrders.length));
  let before: string | null = null;
  for (let i = at - 1; i >= 0; i -= 1) {
    const key = sortedOrders[i];
    if (isValidOrder(key)) {
      before = key;
      break;
    }
  }
  let after: string | null = null;
  for (let i = at; i < sortedOrders.length; i += 1) {
    const key = sortedOrders[i];
    if (isValidOrder(key) && (before === null || compareOrder(key, before) > 0)) {
      after = key;
      break;
    }
  }
  return orderBetween(before, after);
}

/** `n` short ascending keys for a fresh list ('a0', 'a1', ...). */
export function initialOrders(n: number): string[] {
  if (!Number.isFinite(n) || n <= 0) return [];
  return generateNKeysBetween(null, null, Math.trunc(n));
}

/** `n` ascending keys after `last` (null: from the start), e.g. to append to ideas. */
export function ordersAfter(last: string | null, n: number): string[] {
  if (!Number.isFinite(n) || n <= 0) return [];
  const lo = last !== null && isValidOrder(last) ? last : null;
  return generateNKeysBetween(lo, null, Math.trunc(n));
}

/**
 * Where to put an item moved to `index`: its new key, or, when the neighbours
 * are so close that no key of at most 64 characters fits between them (after
 * hundreds of inserts at one spot), fresh keys for the whole list with the
 * moved item at `index` (`renumber[i]` belongs to the i-th item of the list
 * after the move). Renumbering is several writes; it is rare.
 */
export function placeAt(
  sortedOrders: readonly string[],
  index: number,
): { order: string; renumber: null } | { order: string; renumber: string[] } {
  const order = orderForIndex(sortedOrders, index);
  if (order.length <= ORDER_MAX_LENGTH) return { order, renumber: null };
  const at = Math.max(0, Math.min(Math.trunc(index), sortedOrders.length));
  const renumber = initialOrders(sortedOrders.length + 1);
  return { order: renumber[at] ?? order, renumber };
}
