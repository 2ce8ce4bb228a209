/**
 * The order of a few places for the least total cost, between a fixed start
 * and a fixed end (either may be absent), with costs that need not be the same
 * both ways. Exact (Held-Karp dynamic programming over subsets) up to
 * EXACT_MAX places; beyond that, nearest neighbour then 2-opt and or-opt
 * moves until none shortens the path. Deterministic: ties go to the lower
 * index, and the given order (0, 1, 2, ...) is kept unless another is
 * strictly cheaper.
 */

export interface PathProblem {
  /** How many places there are to order. */
  size: number;
  /** The cost from place `from` to place `to`. */
  cost: (from: number, to: number) => number;
  /** From the fixed start to place `to` (0 when there is no start). */
  fromStart: (to: number) => number;
  /** From place `from` to the fixed end (0 when there is no end). */
  toEnd: (from: number) => number;
}

export interface PathOrder {
  order: number[];
  cost: number;
  /** True when the order is proved the least. */
  exact: boolean;
}

/** Up to this many places every order is weighed (2^10 × 10 × 10 steps, about a millisecond). */
export const EXACT_MAX = 10;

const EPSILON = 1e-9;

interface Costs {
  n: number;
  pair: Float64Array;
  start: Float64Array;
  end: Float64Array;
}

function costsOf(problem: PathProblem): Costs {
  const n = problem.size;
  const pair = new Float64Array(n * n);
  const start = new Float64Array(n);
  const end = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    start[i] = problem.fromStart(i);
    end[i] = problem.toEnd(i);
    for (let j = 0; j < n; j += 1) if (i !== j) pair[i * n + j] = problem.cost(i, j);
  }
  return { n, pair, start, end };
}

function costOf(c: Costs, order: readonly number[]): number {
  if (order.length === 0) return 0;
  let total = c.start[order[0]!]! + c.end[order[order.length - 1]!]!;
  for (let k = 1; k < order.length; k += 1) total += c.pair[order[k - 1]! * c.n + order[k]!]!;
  return total;
}

/** The cost of visiting the places in `order`. */
export function pathCost(problem: PathProblem, order: readonly number[]): number {
  return costOf(costsOf(problem), order);
}

function heldKarp(c: Costs): number[] {
  const { n } = c;
  const full = (1 << n) - 1;
  const best = new Float64Array((full + 1) * n).fill(Infinity);
  const parent = new Int8Array((full + 1) * n).fill(-1);
  for (let j = 0; j < n; j += 1) best[(1 << j) * n + j] = c.start[j]!;
  for (let mask = 1; mask <= full; mask += 1) {
    for (let last = 0; last < n; last += 1) {
      const here = best[mask * n + last]!;
      if (!(mask & (1 << last)) || here === Infinity) continue;
      for (let next = 0; next < n; next += 1) {
        if (mask & (1 << next)) continue;
        const to = (mask | (1 << next)) * n + next;
        const value = here + c.pair[last * n + next]!;
        if (value < best[to]! - EPSILON) {
          best[to] = value;
          parent[to] = last;
        }
      }
    }
  }
  let last = 0;
  let lowest = Infinity;
  for (let j = 0; j < n; j += 1) {
    const value = best[full * n + j]! + c.end[j]!;
    if (value < lowest - EPSILON) {
      lowest = value;
      last = j;
    }
  }
  const order: number[] = [];
  let mask = full;
  while (last >= 0) {
    order.push(last);
    const previous = parent[mask * n + last]!;
    mask &= ~(1 << last);
    last = previous;
  }
  return order.reverse();
}

function nearestNeighbour(c: Costs, first: number): number[] {
  const order = [first];
  const left = new Set(Array.from({ length: c.n }, (_, i) => i).filter((i) => i !== first));
  while (left.size > 0) {
    const at = order[order.length - 1]!;
    let next = -1;
    let lowest = Infinity;
    for (const j of left) {
      const value = c.pair[at * c.n + j]!;
      if (value < lowest - EPSILON) {
        lowest = value;
        next = j;
      }
    }
    order.push(next);
    left.delete(next);
  }
  return order;
}

/** Reverses stretches and moves runs of one to three places while that lowers the cost. */
function improve(c: Costs, start: number[]): number[] {
  let order = start;
  let cost = costOf(c, order);
  for (let round = 0; round < 100; round += 1) {
    let improved = false;
    for (let i = 0; i < order.length - 1; i += 1) {
      for (let j = i + 1; j < order.length; j += 1) {
        const candidate = [...order.slice(0, i), ...order.slice(i, j + 1).reverse(), ...order.slice(j + 1)];
        const value = costOf(c, candidate);
        if (value < cost - EPSILON) {
          order = candidate;
          cost = value;
          improved = true;
        }
      }
    }
    for (let length = 1; length <= 3; length += 1) {
      for (let i = 0; i + length <= order.length; i += 1) {
        const run = order.slice(i, i + length);
        const rest = [...order.slice(0, i), ...order.slice(i + length)];
        for (let at = 0; at <= rest.length; at += 1) {
          if (at === i) continue;
          const candidate = [...rest.slice(0, at), ...run, ...rest.slice(at)];
          const value = costOf(c, candidate);
          if (value < cost - EPSILON) {
            order = candidate;
            cost = value;
            improved = true;
            break;
          }
        }
      }
    }
    if (!improved) break;
  }
  return order;
}

/** The cheapest order found; never dearer than the given order. `exactMax`: up to how many places to weigh every order. */
export function solvePath(problem: PathProblem, exactMax = EXACT_MAX): PathOrder {
  const c = costsOf(problem);
  const given = Array.from({ length: c.n }, (_, i) => i);
  const givenCost = costOf(c, given);
  if (c.n <= 1) return { order: given, cost: givenCost, exact: true };
  let order: number[];
  const exact = c.n <= Math.min(exactMax, EXACT_MAX);
  if (exact) {
    order = heldKarp(c);
  } else {
    // Nearest neighbour from the place nearest the start (or from each place when there is no start), then improved.
    const open = given.every((j) => c.start[j] === 0);
    const starts = open ? given : [given.reduce((a, b) => (c.start[b]! < c.start[a]! - EPSILON ? b : a))];
    order = given;
    let cost = givenCost;
    for (const first of starts) {
      const candidate = improve(c, nearestNeighbour(c, first));
      const value = costOf(c, candidate);
      if (value < cost - EPSILON) {
        order = candidate;
        cost = value;
      }
    }
    const polished = improve(c, given);
    if (costOf(c, polished) < cost - EPSILON) order = polished;
  }
  const cost = costOf(c, order);
  return cost < givenCost - EPSILON ? { order, cost, exact } : { order: given, cost: givenCost, exact };
}
