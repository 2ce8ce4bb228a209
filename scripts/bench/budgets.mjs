// The budgets of docs/performance.md, by key prefix (the part of a
// key before the first colon). A key with no budget here is still reported.
export const BUDGETS = {
  firstPaintKiB: { max: 110, unit: 'KiB gz', what: 'JavaScript loaded before the first contentful paint' },
  lighthouse: { min: 0.98, unit: 'score', what: 'Lighthouse mobile performance (median of 3)' },
  cls: { max: 0, unit: 'score', what: 'cumulative layout shift in the Lighthouse runs (median of 3)' },
  itineraryOpenMs: { below: 100, unit: 'ms', what: 'scripting to open a 30-day, 360-item itinerary' },
  dragFrameMs: { below: 16, unit: 'ms', what: 'scripting per frame while dragging an item in that itinerary (95th percentile)' },
  followersQueries: { max: 34, unit: 'queries', what: 'queries to load 1,000 followers' },
  writesPerMove: { max: 1, unit: 'writes', what: 'document writes to move one item' },
  mealsNamedPct: { min: 95, unit: '%', what: 'lunches and dinners of 20 planned trips that are named places' },
  zigzagPct: { max: 5, unit: '%', what: 'city days of 20 planned trips more than 10 % longer than their shortest order' },
  localCuisinePct: { min: 70, unit: '%', what: 'named meals of the food requests among 20 planned trips at the local cooking' },
  fillerStops: { max: 0, unit: 'stops', what: 'stops of 20 planned trips that are not a place ("a suggestion to fill")' },
  wishesHonouredPct: { min: 100, unit: '%', what: 'words of 20 requests (length, month, party, diet, interests, wishes) honoured by the plan or named in its answer' },
  waterWalks: { max: 0, unit: 'legs', what: 'walking legs of 20 planned trips across water a walk cannot cross' },
  idleGapMin: { max: 90, unit: 'min', what: "median longest gap between a day's stops, 10:00 to dinner, in 20 planned trips" },
  plannerMs: { below: 50, unit: 'ms', what: 'embedded planner: parse and plan a 14-day trip (Node, median)' },
  legsMs: { below: 50, unit: 'ms', what: "a 12-stop day's legs, times and warnings from cached routes (Node, median)" },
  shortestRouteMs: { below: 20, unit: 'ms', what: 'shortest route for a 12-stop day (Node, median)' },
  routeRequestsPerEdit: { max: 1, unit: 'calls', what: 'calls to the routes function for one move in the editor' },
  importBookingMs: { below: 100, unit: 'ms', what: 'a 100 KB confirmation e-mail dropped on a trip, to its bookings shown (Chromium, median of 5)' },
  importChunksAtOpen: { max: 0, unit: 'scripts', what: "scripts of the booking import loaded with the editor, before it is opened" },
  routeRequestsOpen: { max: 3, unit: 'calls', what: 'calls to the routes function to open a 30-day, 360-item trip' },
};

export function budgetFor(key) {
  return BUDGETS[key.split(':')[0]];
}

export function describeBudget(budget) {
  if (!budget) return '-';
  if (budget.max !== undefined) return `<= ${budget.max}`;
  if (budget.min !== undefined) return `>= ${budget.min}`;
  return `< ${budget.below}`;
}

/** 'PASS', 'OVER' or '-' (no budget). */
export function verdict(key, value) {
  const budget = budgetFor(key);
  if (!budget) return '-';
  const ok =
    (budget.max === undefined || value <= budget.max) &&
    (budget.min === undefined || value >= budget.min) &&
    (budget.below === undefined || value < budget.below);
  return ok ? 'PASS' : 'OVER';
}

/** A plain-text table: figure, value, budget, verdict. */
export function formatTable(results) {
  const rows = [['figure', 'value', 'budget', '']];
  for (const [key, value] of Object.entries(results)) {
    rows.push([key, String(value), describeBudget(budgetFor(key)), verdict(key, value)]);
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) =>
    row.map((cell, column) => (column === 1 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ').trimEnd();
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}
