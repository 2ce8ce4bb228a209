import {
  ORDER_PATTERN,
  compareOrder,
  initialOrders,
  isValidOrder,
  orderBetween,
  orderForIndex,
  ordersAfter,
  placeAt,
} from '../order';

/** The rules' check for `order` (firestore.rules, isItem). */
const RULES_ORDER = /^[0-9A-Za-z]{1,64}$/;

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function expectSorted(keys: string[]) {
  for (let i = 1; i < keys.length; i += 1) {
    const [a, b] = [keys[i - 1] ?? '', keys[i] ?? ''];
    expect(compareOrder(a, b), `${a} < ${b}`).toBe(-1);
  }
}

describe('order keys', () => {
  it('uses the same pattern as the rules', () => {
    expect(ORDER_PATTERN.source).toBe(RULES_ORDER.source);
  });

  it('starts fresh lists with short ascending keys', () => {
    expect(initialOrders(3)).toEqual(['a0', 'a1', 'a2']);
    expect(initialOrders(0)).toEqual([]);
    const many = initialOrders(2000);
    expect(new Set(many).size).toBe(2000);
    expectSorted(many);
    for (const key of many) expect(key).toMatch(RULES_ORDER);
  });

  it('puts a key between two keys, before the first and after the last', () => {
    const between = orderBetween('a0', 'a1');
    expect(compareOrder('a0', between)).toBe(-1);
    expect(compareOrder(between, 'a1')).toBe(-1);
    expect(compareOrder(orderBetween(null, 'a0'), 'a0')).toBe(-1);
    expect(compareOrder('az', orderBetween('az', null))).toBe(-1);
    expect(orderBetween(null, null)).toMatch(RULES_ORDER);
  });

  it('stays valid and sorted over thousands of random inserts', () => {
    const next = random(20240601);
    const list: string[] = [];
    for (let n = 0; n < 3000; n += 1) {
      const index = Math.floor(next() * (list.length + 1));
      const key = orderForIndex(list, index);
      expect(key).toMatch(RULES_ORDER);
      expect(isValidOrder(key)).toBe(true);
      list.splice(index, 0, key);
    }
    expectSorted(list);
    expect(new Set(list).size).toBe(list.length);
    expect(Math.max(...list.map((k) => k.length))).toBeLessThan(20);
  });

  it('stays sorted when items are moved around (remove, then insert at the target)', () => {
    const next = random(7);
    const list = initialOrders(40);
    for (let n = 0; n < 3000; n += 1) {
      const from = Math.floor(next() * list.length);
      list.splice(from, 1);
      const to = Math.floor(next() * (list.length + 1));
      list.splice(to, 0, orderForIndex(list, to));
    }
    expectSorted(list);
    for (const key of list) expect(key).toMatch(RULES_ORDER);
  });

  it('clamps the index to the list', () => {
    const list = ['a0', 'a1'];
    expect(compareOrder(orderForIndex(list, -5), 'a0')).toBe(-1);
    expect(compareOrder('a1', orderForIndex(list, 99))).toBe(-1);
    expect(orderForIndex([], 0)).toBe('a0');
  });

  it('tolerates equal keys from concurrent inserts and invalid keys from old data', () => {
    const key = orderForIndex(['a0', 'a1', 'a1', 'a2'], 2);
    expect(compareOrder('a1', key)).toBe(-1);
    expect(compareOrder(key, 'a2')).toBe(-1);
    expect(orderBetween('a2', 'a1')).toMatch(RULES_ORDER);
    expect(compareOrder('a2', orderBetween('a2', 'a1'))).toBe(-1);
    expect(isValidOrder('a10')).toBe(false); // trailing zero: not a fractional-indexing key
    expect(isValidOrder('a-1')).toBe(false);
    expect(isValidOrder('')).toBe(false);
    const afterBad = orderForIndex(['a0', 'not valid', 'a3'], 2);
    expect(compareOrder('a0', afterBad)).toBe(-1);
    expect(compareOrder(afterBad, 'a3')).toBe(-1);
  });

  it('appends after the last key', () => {
    const keys = ordersAfter('a5', 3);
    expectSorted(['a5', ...keys]);
    expect(ordersAfter(null, 2)).toEqual(['a0', 'a1']);
  });

  it('renumbers the list when no key of 64 characters fits any more', () => {
    let list = ['a0', 'a1'];
    let renumbered = false;
    for (let n = 0; n < 1000 && !renumbered; n += 1) {
      const placed = placeAt(list, 1);
      expect(placed.order).toMatch(RULES_ORDER);
      if (placed.renumber) {
        renumbered = true;
        expect(placed.renumber).toHaveLength(list.length + 1);
        expect(placed.renumber[1]).toBe(placed.order);
        expectSorted(placed.renumber);
        list = placed.renumber;
      } else {
        list.splice(1, 0, placed.order);
      }
    }
    expect(renumbered).toBe(true);
  });
});
