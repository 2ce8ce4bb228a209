/**
 * What does not fit in a day, said at the stop where it happens: late for a
 * fixed time, closed at the planned time, or more than the person's pace
 * (walking, visits, how late the day runs). The fixes offered for each are
 * ./check-day.ts's. Rules: docs/days.md ("Problems").
 */
import type { Pace } from '@/domain/assistant/planner/parse';
import { dayWeekday } from '@/domain/itineraries/plan';
import type { ItemUpdate, Period, PlanItem } from '@/domain/itineraries/types';
import { closedWarning, fitsHours, hoursOnDay } from '@/domain/places/hours';
import { formatClock, formatDistance, formatMinutes } from './format';
import { dayLegs, type DayLegs, type DayStop, type Leg, type LegContext } from './legs';
import { PACE_RULES } from './pace';
import { arriveBefore, hasTimetable, scheduleDay, type DaySchedule, type ScheduleOptions, type StopTime } from './schedule';
import { MODE_MODELS } from './travel';

/** A day whose stops end after this runs late at any pace: the planner's latest dinner (20:30) and its 90 minutes. */
export const DAY_END_LATEST = 22 * 60;

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface PaceLimits {
  /** Walking along the streets, metres: the planner's straight-line bound times the walking detour, to the kilometre. */
  walkMeters: number;
  /** Visits (attractions and activities). */
  visits: number;
  /** The last stop ends by this time (minutes after midnight). */
  endsBy: number;
}

export function paceLimits(pace: Pace = 'moderate'): PaceLimits {
  const rule = PACE_RULES[pace];
  return { walkMeters: Math.round(rule.walkKm * MODE_MODELS.walk.detour) * 1000, visits: rule.maxStops, endsBy: DAY_END_LATEST };
}

export type PaceMeasure = 'walk' | 'visits' | 'hours';

export interface DayFix {
  kind: 'move-later' | 'swap' | 'to-ideas';
  /** The item the fix changes first. */
  itemId: string;
  /** A swap's other item. */
  withId: string | null;
  /** What accepting does, in one sentence. */
  summary: string;
  /** The fields to write (order keys, day, times): applying them is the fix. */
  updates: ItemUpdate[];
}

export interface DayProblem {
  kind: 'late' | 'closed' | 'pace';
  /** The stop where it happens. */
  itemId: string;
  /** For pace: what runs over. */
  measure: PaceMeasure | null;
  /** Late: by how many minutes. Pace: by how much (metres, visits or minutes). */
  over: number;
  message: string;
  fixes: DayFix[];
}

export interface DayInput {
  day: number;
  /** The day's items in plan order, alternatives left out (`groupPlan`). */
  dayItems: readonly PlanItem[];
  /** The whole plan: where the stays of the nights around the day are found. */
  allItems: readonly PlanItem[];
  /** The trip's dates, for opening hours by weekday (an undated trip checks any weekday). */
  period?: Period | null;
  travel?: LegContext;
  schedule?: ScheduleOptions;
  /** The last order key among the ideas, so a stop moved there goes after them. */
  ideasLastOrder?: string | null;
}

export interface DayCheck {
  legs: DayLegs;
  schedule: DaySchedule;
  problems: DayProblem[];
}

/** A problem before its fixes are worked out. */
export type Found = Omit<DayProblem, 'fixes'>;

/** A day planned: its items, legs, times and problems. */
export interface Run {
  items: readonly PlanItem[];
  legs: DayLegs;
  schedule: DaySchedule;
  problems: Found[];
}

/** Plans the day with these items and options, and finds what does not fit. */
export function runDay(input: DayInput, items: readonly PlanItem[], options: ScheduleOptions = input.schedule ?? {}): Run {
  const legs = dayLegs(input.day, items, input.allItems, input.travel);
  const schedule = scheduleDay(legs.stops, legs.legs, options);
  return { items, legs, schedule, problems: findProblems(input, legs.stops, legs.legs, schedule, options) };
}

/** Which problem this is, to tell whether a fix removed it: a pace problem by what runs over, the others by their stop. */
export const identity = (p: Found): string => (p.kind === 'pace' ? `pace:${p.measure}` : `${p.kind}:${p.itemId}`);

const clock = formatClock;

export function isVisit(item: PlanItem): boolean {
  return item.type === 'attraction' || item.type === 'activity';
}

/** The walking metres of known legs. */
export function walkedMeters(legs: readonly Leg[]): number {
  return legs.reduce((sum, leg) => sum + (leg.mode === 'walk' && leg.meters !== null && leg.status !== 'covered' ? leg.meters : 0), 0);
}

/** When the last stop that is not a timetable ends. */
export function lastEnd(stops: readonly DayStop[], times: readonly StopTime[]): number | null {
  let end: number | null = null;
  stops.forEach((stop, i) => {
    const t = times[i];
    if (stop.role === 'stop' && t?.end != null && !hasTimetable(stop.item)) end = Math.max(end ?? 0, t.end);
  });
  return end;
}

function closedMessage(item: PlanItem, hours: readonly string[], weekday: number | null, start: number, end: number): string {
  const name = item.place?.name ?? item.title;
  const at = closedWarning(name, hours, weekday, clock(start % 1440));
  if (at) return at;
  if (weekday === null) return `${name} is not open for a visit from ${clock(start)} to ${clock(end)} on any day.`;
  return `${name} closes before the visit would end at ${clock(end)} (open ${hoursOnDay(hours, weekday)} on ${DAY_NAMES[weekday]}s).`;
}

function findProblems(input: DayInput, stops: readonly DayStop[], legs: readonly Leg[], schedule: DaySchedule, options: ScheduleOptions): Found[] {
  const found: Found[] = [];
  const weekday = dayWeekday(input.period ?? null, input.day);
  stops.forEach((stop, i) => {
    const t = schedule.stops[i];
    if (!t || stop.role !== 'stop') return;
    const item = stop.item;
    if (t.fixed && t.late > 0 && t.arrive !== null && t.start !== null) {
      const due = t.start - arriveBefore(item);
      const message =
        item.type === 'flight'
          ? `“${item.title}” leaves at ${clock(t.start)}: you would reach the airport at ${clock(t.arrive)}, ${formatMinutes(t.late)} after the ${clock(due)} check-in needs.`
          : `You would get to “${item.title}” at ${clock(t.arrive)}, ${formatMinutes(t.late)} after its fixed time (${clock(t.start)}).`;
      found.push({ kind: 'late', itemId: item.id, measure: null, over: t.late, message });
    }
    const hours = item.place?.hours;
    const checksHours = item.type !== 'stay' && item.type !== 'flight' && item.type !== 'transport';
    if (checksHours && hours && hours.length > 0 && t.start !== null && t.end !== null && !t.uncertain) {
      const day = weekday === null ? null : (weekday + Math.floor(t.start / 1440)) % 7;
      if (!fitsHours(hours, day, t.start % 1440, t.minutes)) {
        found.push({ kind: 'closed', itemId: item.id, measure: null, over: 0, message: closedMessage(item, hours, day, t.start, t.end) });
      }
    }
  });

  const pace = options.pace ?? 'moderate';
  const limits = paceLimits(pace);
  const walked = walkedMeters(legs);
  if (walked > limits.walkMeters) {
    let sum = 0;
    const crossing = legs.find((leg) => (sum += leg.mode === 'walk' && leg.meters !== null ? leg.meters : 0) > limits.walkMeters);
    const at = crossing ? (stops.find((s) => s.item.id === crossing.toId && s.role === 'stop') ? crossing.toId : crossing.fromId) : stops[0]!.item.id;
    found.push({
      kind: 'pace',
      itemId: at,
      measure: 'walk',
      over: walked - limits.walkMeters,
      message: `About ${formatDistance(walked, input.travel?.preferences?.distanceUnit)} on foot today: more than the ${formatDistance(limits.walkMeters, input.travel?.preferences?.distanceUnit)} a ${pace} day walks.`,
    });
  }
  const visits = stops.filter((s) => s.role === 'stop' && isVisit(s.item));
  if (visits.length > limits.visits) {
    found.push({
      kind: 'pace',
      itemId: visits[limits.visits]!.item.id,
      measure: 'visits',
      over: visits.length - limits.visits,
      message: `${visits.length} visits today: more than the ${limits.visits} a ${pace} day holds.`,
    });
  }
  const end = lastEnd(stops, schedule.stops);
  if (end !== null && end > limits.endsBy) {
    const index = stops.findIndex((s, i) => s.role === 'stop' && !hasTimetable(s.item) && (schedule.stops[i]?.end ?? 0) > limits.endsBy);
    found.push({
      kind: 'pace',
      itemId: stops[index]?.item.id ?? stops[0]!.item.id,
      measure: 'hours',
      over: end - limits.endsBy,
      message: `The day's last stop ends at ${clock(end)}, after ${clock(limits.endsBy)}.`,
    });
  }
  return found;
}
