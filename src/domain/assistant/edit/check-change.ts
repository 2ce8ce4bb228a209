/**
 * A change the model proposed, checked before it is shown, as a plan of its
 * is (docs/assistant-planner.md, "The model's plan, checked"): a place closed
 * for the trip is not added, a place already in the plan is not added twice
 * (one in the ideas is moved to the day instead), and what the change would
 * make of each day it touches (a place closed at its time, a day past the
 * pace) is said with the reply, in the day check's own words.
 */
import { checkDay } from '@/domain/days/check-day';
import { compareOrder } from '@/domain/itineraries/order';
import { identity } from '@/domain/days/problems';
import type { PlanItem } from '@/domain/itineraries/types';
import { closedForTrip, closureWords } from '@/lib/places/closures';
import { haversineKm } from '@/lib/places/geo';
import { normalizeText } from '@/lib/places/normalize';
import type { Place } from '@/lib/places/types';
import { formatDay } from '../planner/dates';
import { applyProposal, isEmptyChange, type ProposedChange } from './change';
import type { EditContext } from './propose';

/** Two items are the same place when they have its name and stand this close (km). */
const SAME_PLACE_KM = 0.3;

const samePlace = (a: PlanItem['place'], b: PlanItem['place']): boolean =>
  a !== null && b !== null && normalizeText(a.name) === normalizeText(b.name) && haversineKm(a.geocode, b.geocode) <= SAME_PLACE_KM;

function oursFor(ctx: EditContext, place: PlanItem['place']): Place | undefined {
  if (!place || place.approximate) return undefined;
  const name = normalizeText(place.name);
  return ctx.placesData.places.find((candidate) => normalizeText(candidate.name) === name && haversineKm(candidate.geocode, place.geocode) <= SAME_PLACE_KM);
}

function daysTouched(change: ProposedChange): Set<number> {
  const days = [...change.add.map((item) => item.day), ...change.move.flatMap((move) => [move.fromDay, move.toDay]), ...change.remove.map((removal) => removal.day)];
  return new Set(days.filter((day): day is number => day !== null));
}

function problemsOf(ctx: EditContext, items: readonly PlanItem[], day: number) {
  const dayItems = items.filter((item) => item.day === day && item.optionOf === null).sort((a, b) => compareOrder(a.order, b.order));
  return checkDay({ day, dayItems, allItems: items, period: ctx.itinerary.period, schedule: { pace: ctx.pace ?? 'moderate' } }).problems;
}

export interface CheckedChange {
  change: ProposedChange | null;
  /** What was changed or is worth knowing, one sentence each, for the reply. */
  notes: string[];
}

export function checkChange(ctx: EditContext, proposed: ProposedChange): CheckedChange {
  const notes: string[] = [];
  const removed = new Set(proposed.remove.map((removal) => removal.id));
  const staying = ctx.items.filter((item) => !removed.has(item.id) && item.optionOf === null);
  const change: ProposedChange = { ...proposed, add: [], move: [...proposed.move] };
  for (const item of proposed.add) {
    const ours = oursFor(ctx, item.place);
    const mark = ours ? closedForTrip(ours, ctx.itinerary.period) : null;
    if (ours && mark) {
      notes.push(`${closureWords(ours.name, mark, formatDay)}, so I did not add it.`);
      continue;
    }
    // Against the plan as it is: twice within the change is what was asked ("soba on day 1, the noodle house on day 2").
    const already = item.place ? staying.find((other) => samePlace(other.place, item.place)) : undefined;
    if (already && already.day !== null) {
      notes.push(`${item.place!.name} is already on day ${already.day}, so I did not add it again.`);
      continue;
    }
    if (already && item.day !== null && !change.move.some((move) => move.id === already.id)) {
      change.move.push({ id: already.id, title: already.title, fromDay: null, toDay: item.day, order: item.order });
      notes.push(`${item.place!.name} was in your ideas, so it moves to day ${item.day}.`);
      continue;
    }
    change.add.push(item);
  }
  if (isEmptyChange(change)) return { change: null, notes };

  const applied = applyProposal(ctx.items, change);
  const written = new Map(applied.upsert.map((item) => [item.id, item]));
  const after = [...ctx.items.filter((item) => !applied.remove.includes(item.id) && !written.has(item.id)), ...applied.upsert];
  for (const day of [...daysTouched(change)].sort((a, b) => a - b)) {
    const before = new Set(problemsOf(ctx, ctx.items, day).map(identity));
    for (const problem of problemsOf(ctx, after, day)) {
      if (before.has(identity(problem))) continue;
      const fix = problem.fixes[0];
      notes.push(`Day ${day}: ${problem.message}${fix ? ` Once it is accepted, the day offers to fix it: ${fix.summary}` : ''}`);
    }
  }
  return { change, notes };
}
