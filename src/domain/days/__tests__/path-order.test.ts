import { pathCost, solvePath, type PathProblem } from '../path-order';

/** A deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** `n` points in a 10 × 10 square between a start and an end; costs are distances, one way a little dearer (a hill). */
function randomProblem(next: () => number, n: number, ends: 'both' | 'none' = 'both'): PathProblem {
  const points = Array.from({ length: n }, () => [next() * 10, next() * 10] as const);
  const start = [next() * 10, next() * 10] as const;
  const end = [next() * 10, next() * 10] as const;
  const dist = (a: readonly [number, number], b: readonly [number, number]): number => Math.hypot(a[0] - b[0], a[1] - b[1]) * (b[1] > a[1] ? 1.1 : 1);
  return {
    size: n,
    cost: (i, j) => dist(points[i]!, points[j]!),
    fromStart: (j) => (ends === 'both' ? dist(start, points[j]!) : 0),
    toEnd: (i) => (ends === 'both' ? dist(points[i]!, end) : 0),
  };
}

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) => Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]));
}

describe('ordering places for the least travel', () => {
  it('finds the cheapest of all orders for small days, with or without fixed ends', () => {
    const next = random(7);
    for (let round = 0; round < 20; round += 1) {
      const problem = randomProblem(next, 6, round % 2 === 0 ? 'both' : 'none');
      const best = Math.min(...permutations(6).map((order) => pathCost(problem, order)));
      const solved = solvePath(problem);
      expect(solved.exact).toBe(true);
      expect(solved.cost).toBeCloseTo(best, 9);
    }
  });

  it('comes within 5 % of the best order when too many places to weigh every order, and never above the given order', () => {
    const next = random(11);
    let worst = 0;
    for (let round = 0; round < 30; round += 1) {
      const problem = randomProblem(next, 10);
      const exact = solvePath(problem).cost;
      const heuristic = solvePath(problem, 0);
      expect(heuristic.exact).toBe(false);
      expect(heuristic.cost).toBeLessThanOrEqual(pathCost(problem, Array.from({ length: 10 }, (_, i) => i)) + 1e-9);
      worst = Math.max(worst, heuristic.cost / exact);
    }
    expect(worst).toBeLessThan(1.05);
  });

  it('keeps the given order when nothing is cheaper, and gives the same answer every time', () => {
    const line: PathProblem = { size: 4, cost: (i, j) => Math.abs(i - j), fromStart: (j) => j, toEnd: (i) => 3 - i };
    expect(solvePath(line).order).toEqual([0, 1, 2, 3]);
    const problem = randomProblem(random(3), 14);
    expect(solvePath(problem).order).toEqual(solvePath(problem).order);
  });
});
