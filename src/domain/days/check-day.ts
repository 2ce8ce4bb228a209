/**
 * Checking a day: its legs, times and problems (./problems.ts), each problem
 * with fixes as data (start later, swap with a neighbour, move to the ideas)
 * that a screen shows as a change to accept. Each fix is tried by planning
 * the day again with it: it is offered only when it removes the problem (for
 * pace: when it lessens it) and makes no stop late or closed that was not
 * already. Rules: docs/days.md ("Fixes").
 */
import { compareOrder, orderBetween, ordersAfter } from '@/domain/itineraries/order';
import { dayWeekday } from '@/domain/itineraries/plan';
import type { ItemUpdate, PlanItem } from '@/domain/itineraries/types';
import { fitsHours } from '@/domain/places/hours';
import { formatClock, formatDistance } from './format';
import { identity, isVisit, lastEnd, runDay, walkedMeters, type DayCheck, type DayFix, type DayInput, type Found, type Run } from './problems';
import { arriveBefore, hasTimetable, isFixedTime, stopMinutes, type ScheduleOptions } from './schedule';

const clock = formatClock;

/** A stop a fix may move: not a stay, a journey, a note or a fixed time. */
function isFree(item: PlanItem, options: ScheduleOptions): boolean {
  return item.type !== 'stay' && item.type !== 'flight' && item.type !== 'transport' && item.type !== 'note' && !isFixedTime(item, options.fixed);
}

const roundUp5 = (minutes: number): number => Math.ceil(minutes / 5) * 5;

function timesFields(item: PlanItem, start: number, minutes: number): Partial<PlanItem> {
  return { startTime: clock(start), ...(item.endTime !== null ? { endTime: clock((start + minutes) % 1440) } : {}) };
}

interface Candidate {
  fix: DayFix;
  result: Run;
}

function moveLater(input: DayInput, base: Run, item: PlanItem, start: number): Candidate | null {
  if (start >= 1440 || hasTimetable(item)) return null;
  const minutes = stopMinutes(item, input.schedule?.minutes);
  const fields = timesFields(item, start, minutes);
  const items = base.items.map((it) => (it.id === item.id ? { ...it, ...fields } : it));
  const minutesKept = new Map(input.schedule?.minutes ?? []).set(item.id, minutes);
  const was = item.startTime ? ` instead of ${item.startTime}` : '';
  return {
    fix: { kind: 'move-later', itemId: item.id, withId: null, summary: `Start “${item.title}” at ${clock(start)}${was}.`, updates: [{ id: item.id, fields }] },
    result: runDay(input, items, { ...input.schedule, minutes: minutesKept }),
  };
}

/**
 * `items[at + 1]` before `items[at]`, both keeping their lengths: the one
 * that goes first takes the other's written time, the other starts when the
 * person gets there (written as its new time when it had one).
 */
function swap(input: DayInput, base: Run, at: number): Candidate | null {
  const options = input.schedule ?? {};
  const a = base.items[at];
  const b = base.items[at + 1];
  if (!a || !b || !isFree(a, options) || !isFree(b, options)) return null;
  const order = orderBetween(base.items[at - 1]?.order ?? null, a.order);
  if (compareOrder(order, a.order) >= 0) return null;
  const minutes = new Map(options.minutes ?? []).set(a.id, stopMinutes(a, options.minutes)).set(b.id, stopMinutes(b, options.minutes));
  const first: PlanItem = { ...b, order, startTime: a.startTime, endTime: null };
  const second: PlanItem = { ...a, startTime: null, endTime: null };
  const items = [...base.items.slice(0, at), first, second, ...base.items.slice(at + 2)];
  const result = runDay(input, items, { ...options, minutes });
  const startOf = (id: string): number | null => {
    const index = result.legs.stops.findIndex((s) => s.role === 'stop' && s.item.id === id);
    return result.schedule.stops[index]?.start ?? null;
  };
  const updates: ItemUpdate[] = [];
  for (const [item, timed, extra] of [
    [b, a.startTime !== null || b.startTime !== null, { order }],
    [a, a.startTime !== null, {}],
  ] as const) {
    const start = startOf(item.id);
    if (timed && (start === null || start >= 1440)) return null;
    const times = timed && start !== null ? timesFields(item, start, minutes.get(item.id) ?? 0) : {};
    if (Object.keys(extra).length + Object.keys(times).length > 0) updates.push({ id: item.id, fields: { ...extra, ...times } });
  }
  // Checked again with the times the fix writes.
  const written = items.map((it) => ({ ...it, ...updates.find((u) => u.id === it.id)?.fields }));
  return {
    fix: { kind: 'swap', itemId: b.id, withId: a.id, summary: `Go to “${b.title}” before “${a.title}”.`, updates },
    result: runDay(input, written, { ...options, minutes }),
  };
}

function toIdeas(input: DayInput, base: Run, item: PlanItem, note = ''): Candidate {
  const order = ordersAfter(input.ideasLastOrder ?? null, 1)[0]!;
  return {
    fix: { kind: 'to-ideas', itemId: item.id, withId: null, summary: `Move “${item.title}” to your ideas.${note}`, updates: [{ id: item.id, fields: { day: null, order } }] },
    result: runDay(input, base.items.filter((it) => it.id !== item.id)),
  };
}

/** The fix solves the problem and makes no stop late or closed that was not already. */
function solves(problem: Found, base: Run, candidate: Candidate | null): candidate is Candidate {
  if (!candidate) return false;
  const before = new Set(base.problems.map(identity));
  const after = candidate.result.problems;
  return !after.some((p) => identity(p) === identity(problem)) && after.every((p) => p.kind === 'pace' || before.has(identity(p)));
}

/** Adds no late or closed stop that was not already. */
function harmless(base: Run, candidate: Candidate): boolean {
  const before = new Set(base.problems.map(identity));
  return candidate.result.problems.every((p) => p.kind === 'pace' || before.has(identity(p)));
}

const MAX_FIXES = 3;

function fixesFor(input: DayInput, base: Run, problem: Found): DayFix[] {
  const options = input.schedule ?? {};
  const index = base.items.findIndex((it) => it.id === problem.itemId);
  const item = base.items[index];
  if (!item) return [];
  const stopIndex = base.legs.stops.findIndex((s) => s.role === 'stop' && s.item.id === item.id);
  const time = base.schedule.stops[stopIndex];
  const fixes: DayFix[] = [];
  const take = (candidate: Candidate | null): void => {
    if (fixes.length < MAX_FIXES && solves(problem, base, candidate)) fixes.push(candidate.fix);
  };

  if (problem.kind === 'late' && time?.arrive != null) {
    take(moveLater(input, base, item, roundUp5(time.arrive + arriveBefore(item))));
    // Since the last fixed stop before it: a swap that saves the time, else the shortest visit to let go.
    let from = index - 1;
    while (from >= 0 && isFree(base.items[from]!, options)) from -= 1;
    for (let at = index - 2; at > from; at -= 1) {
      const candidate = swap(input, base, at);
      if (solves(problem, base, candidate)) {
        take(candidate);
        break;
      }
    }
    const letGo = base.items
      .slice(from + 1, index)
      .filter((it) => isFree(it, options))
      .sort((x, y) => stopMinutes(x, options.minutes) - stopMinutes(y, options.minutes))
      .map((it) => toIdeas(input, base, it))
      .find((candidate) => solves(problem, base, candidate));
    take(letGo ?? null);
  }

  if (problem.kind === 'closed' && time?.start != null) {
    const hours = item.place?.hours ?? [];
    const weekday = dayWeekday(input.period ?? null, input.day);
    const day = weekday === null ? null : (weekday + Math.floor(time.start / 1440)) % 7;
    for (let t = roundUp5(time.start % 1440 + 1); t < 1440 && time.start < 1440; t += 5) {
      if (fitsHours(hours, day, t, time.minutes)) {
        take(moveLater(input, base, item, t));
        break;
      }
    }
    take(swap(input, base, index));
    take(swap(input, base, index - 1));
    take(toIdeas(input, base, item));
  }

  if (problem.kind === 'pace') {
    const unit = input.travel?.preferences?.distanceUnit;
    const measure = (r: Run): number =>
      problem.measure === 'walk' ? walkedMeters(r.legs.legs) : problem.measure === 'visits' ? r.legs.totals.minutes : (lastEnd(r.legs.stops, r.schedule.stops) ?? 0);
    const now = measure(base);
    const ranked = base.items
      .filter((it) => isVisit(it) && isFree(it, options))
      .map((it) => {
        const candidate = toIdeas(input, base, it);
        return { it, candidate, value: measure(candidate.result) };
      })
      .filter(({ candidate, value }) => harmless(base, candidate) && (problem.measure === 'visits' || value < now))
      .sort((x, y) => x.value - y.value);
    for (const { it, value } of ranked.slice(0, 2)) {
      const note =
        problem.measure === 'walk'
          ? ` That is ${formatDistance(now - value, unit)} less on foot.`
          : problem.measure === 'hours'
            ? ` The day then ends at ${clock(value)}.`
            : '';
      fixes.push(toIdeas(input, base, it, note).fix);
    }
  }
  return fixes;
}

/** The day's legs, times and problems, each problem with its fixes. */
export function checkDay(input: DayInput): DayCheck {
  const base = runDay(input, input.dayItems);
  const problems = base.problems.map((problem) => ({ ...problem, fixes: fixesFor(input, base, problem) }));
  return { legs: base.legs, schedule: base.schedule, problems };
}
