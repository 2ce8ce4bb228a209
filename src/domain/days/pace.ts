/**
 * What a day holds at each pace: the embedded planner builds days within
 * these bounds (docs/assistant-planner.md, "Pace bounds"), and the editor's
 * check of a day (./problems.ts) holds the person's days to the same ones
 * (docs/days.md, "Pace"). Here, apart from the planner, so that checking a
 * day does not load the planner.
 */
import type { Pace } from '@/domain/assistant/planner/parse';

export interface PaceRule {
  /** Places (not meals) planned on a full day in a city. */
  stops: number;
  /** At most this many when the visits are short and close together. */
  maxStops: number;
  /** Upper bound of a city day's walk: the sum of the legs between consecutive items, km. */
  walkKm: number;
  /** First visit starts at (minutes after midnight). */
  dayStart: number;
}

export const PACE_RULES: Record<Pace, PaceRule> = {
  slow: { stops: 3, maxStops: 4, walkKm: 6, dayStart: 10 * 60 },
  moderate: { stops: 4, maxStops: 5, walkKm: 10, dayStart: 9 * 60 + 30 },
  packed: { stops: 6, maxStops: 7, walkKm: 14, dayStart: 9 * 60 },
};
