/**
 * A plan the model wrote, checked the way the embedded planner's plans are
 * made, before anyone sees it (docs/assistant-planner.md, "The model's
 * plan"): nothing closed for works or for good, no place twice, no street or
 * bakery as a meal, each day in the order "Shortest route for this day"
 * gives, each stop at a time it is open and the pace's limits held (the
 * day's own fixes: src/domain/days/check-day.ts), and the assumptions the
 * request leaves open listed so each can be changed in a click.
 *
 * Pure: what it changed is said in the plan's warnings, one line each.
 */
import { checkDay } from '@/domain/days/check-day';
import { compareOrder } from '@/domain/itineraries/order';
import type { DayCheck, DayProblem } from '@/domain/days/problems';
import { clockMinutes } from '@/domain/days/schedule';
import { reorderChange, shortestRoute, travelSaved, walksInDay } from '@/domain/days/reorder';
import type { ItemFields, PlanItem } from '@/domain/itineraries/types';
import { closedDuring, closureWords } from '@/lib/places/closures';
import { haversineKm } from '@/lib/places/geo';
import { normalizeText } from '@/lib/places/normalize';
import type { Place, PlaceClosure, PlacesData } from '@/lib/places/types';
import { COUNT_WORDS, formatDay, numberFromWord } from './dates';
import type { TripRequest } from './parse';
import { asksStreetFood, canBeMeal, placeDraft, requestAssumptions, type PlannerPersonality } from './plan';
import type { PlanDay, PlanItemDraft, TripPlan } from './schema';

export interface CheckPlanOptions {
  data: PlacesData;
  /** The request as we read it: its dates (or the day it was asked), pace, party and the words of its assumptions. */
  request: TripRequest;
  personality?: PlannerPersonality | null;
}

/** A model's place is one of ours when it has its name and stands this close (km). */
const SAME_PLACE_KM = 0.3;
/** Rounds of the day's own fixes tried on one day before what is left is said instead. */
const FIX_ROUNDS = 6;
/** Kinds of item that are stops of their own, so the same place twice is a repeat (a stay spans nights; a journey may come back). */
const VISIT_TYPES = new Set<PlanItemDraft['type']>(['attraction', 'restaurant', 'activity']);

/** What each assumption is about, so the model's words on a topic the request's own assumptions cover are not listed twice. */
const TOPICS: readonly RegExp[] = [/\bpace\b/i, /\bbudget\b/i, /\b(dates?|days?|week|weekend|month|nights?)\b/i, /\binterests?\b/i, /\b(party|people|adults?|child(?:ren)?|kids?|family|couple|solo|two of you)\b/i];

function placeIndex(data: PlacesData): Map<string, Place[]> {
  const byName = new Map<string, Place[]>();
  for (const place of data.places) {
    const key = normalizeText(place.name);
    byName.set(key, [...(byName.get(key) ?? []), place]);
  }
  return byName;
}

type Draft = PlanItemDraft;
type Keyed = PlanItem;

/** The plan's items as the editor holds them (ids and order keys), so the day checks read them as they read a saved plan. */
function asItems(days: readonly PlanDay[]): Keyed[] {
  return days.flatMap((day) =>
    day.items.map((item, i) => ({ ...item, day: day.day, id: `${day.day}-${i}`, order: `a${String(i).padStart(3, '0')}` })),
  );
}

function asDraft(item: Keyed): Draft {
  const { id: _id, order: _order, ...draft } = item;
  return draft;
}

function applyFields(items: Keyed[], id: string, fields: ItemFields): Keyed[] {
  return items.map((item) => (item.id === id ? { ...item, ...fields } : item));
}

/** Where a stop sent to the ideas goes: after the plan's own ideas, which are not in these items. */
const IDEAS_LAST = 'a999';
const roundUp5 = (minutes: number): number => Math.ceil(minutes / 5) * 5;
const clockText = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The day's visits and meals at the times the day's schedule gives them (a
 * stop starts once the one before has ended and the way there is made, and
 * keeps its length), so no two overlap; a time the person cannot reach
 * (after midnight, after an unknown leg) is left as written.
 */
function asScheduled(items: Keyed[], check: (within: Keyed[]) => DayCheck): Keyed[] {
  const { legs, schedule } = check(items);
  const updates = new Map<string, ItemFields>();
  legs.stops.forEach((stop, i) => {
    const t = schedule.stops[i];
    const item = stop.item;
    if (!t || stop.role !== 'stop' || !VISIT_TYPES.has(item.type) || t.start === null || t.uncertain || t.fixed) return;
    const start = roundUp5(t.start);
    if (start + t.minutes >= 24 * 60 || start === clockMinutes(item.startTime)) return;
    updates.set(item.id, { startTime: clockText(start), endTime: item.endTime === null ? null : clockText(start + t.minutes) });
  });
  return updates.size === 0 ? items : items.map((item) => (updates.has(item.id) ? { ...item, ...updates.get(item.id) } : item));
}

const byOrder = (a: Keyed, b: Keyed): number => compareOrder(a.order, b.order);

/**
 * The plan with the checks applied; the input is not changed. Items the
 * day's fixes send to the ideas go to the plan's ideas.
 */
export function checkPlan(plan: TripPlan, options: CheckPlanOptions): TripPlan {
  const { data, request } = options;
  const index = placeIndex(data);
  const ours = (place: Draft['place']): Place | undefined =>
    place ? index.get(normalizeText(place.name))?.find((candidate) => haversineKm(candidate.geocode, place.geocode) <= SAME_PLACE_KM) : undefined;
  const notes: string[] = [];
  const start = plan.period?.start ?? request.period?.start ?? request.asOf ?? null;
  const end = plan.period?.end ?? request.period?.end ?? start;
  const closedLeftOut = new Map<string, { name: string; mark: PlaceClosure }>();
  const seen = new Map<string, number>();
  const streetFood = asksStreetFood(request.text);

  // The trip as a whole: closures, repeats and meals that are not meals.
  const days: PlanDay[] = plan.days.map((day) => {
    const items: Draft[] = [];
    for (const item of day.items) {
      const place = ours(item.place);
      const mark = place && start ? closedDuring(place, start, end ?? start) : null;
      if (place && mark) {
        closedLeftOut.set(place.id, { name: place.name, mark });
        continue;
      }
      if (item.place && VISIT_TYPES.has(item.type)) {
        const key = place ? place.id : `${normalizeText(item.place.name)}|${item.place.geocode.lat.toFixed(3)},${item.place.geocode.lng.toFixed(3)}`;
        const first = seen.get(key);
        if (first !== undefined) {
          notes.push(`${item.place.name} was planned twice; it stays on day ${first}.`);
          continue;
        }
        seen.set(key, day.day);
      }
      // Our own place: its hours come with it, so the day's check reads them.
      const drafted = place ? { ...item, place: { ...placeDraft(place), address: item.place?.address ?? null } } : item;
      if (item.type === 'restaurant' && place && (place.category !== 'food' || !canBeMeal(place.name, place.description, streetFood))) {
        notes.push(`“${item.title}”: ${place.name} is not a place for a meal, so it is a visit, and the meal is yours to choose.`);
        items.push({ ...drafted, type: 'attraction', title: place.name });
        continue;
      }
      items.push(drafted);
    }
    return { ...day, items };
  });
  for (const { name, mark } of closedLeftOut.values()) notes.push(`${closureWords(name, mark, formatDay)}, so it is not in the plan.`);

  // Each day: in its shortest order, then each stop at a time it is open, within the pace.
  let items = asItems(days);
  const period = plan.period ?? request.period ?? null;
  const cityOf = (name: string | null) => {
    const id = request.destinations.find((d) => d.name === name)?.cityId ?? request.destinations[0]?.cityId;
    return id ? data.cityById.get(id) : undefined;
  };
  const left: string[] = [];
  for (const day of days) {
    const dayItems = () => items.filter((item) => item.day === day.day).sort(byOrder);
    const check = (within: Keyed[] = items) =>
      checkDay({ day: day.day, dayItems: within.filter((item) => item.day === day.day).sort(byOrder), allItems: within, period, schedule: { pace: request.pace }, ideasLastOrder: IDEAS_LAST });
    const city = day.dayTrip ? undefined : cityOf(day.destination);
    items = asScheduled(items, check);
    const route = shortestRoute({ day: day.day, dayItems: dayItems(), allItems: items, walks: city ? walksInDay(dayItems(), city.walks ?? [], data.placeById) : [] });
    const change = reorderChange(route, dayItems(), day.day);
    if (change) {
      const tried = asScheduled(
        change.move.reduce((all, move) => applyFields(all, move.id, { order: move.order, ...(move.startTime ? { startTime: move.startTime, endTime: move.endTime ?? null } : {}) }), items),
        check,
      );
      // Only when the new order opens no new problem (a place closed at its new time, a longer day).
      if (check(tried).problems.length <= check().problems.length) {
        items = tried;
        notes.push(`Day ${day.day} put in its shortest order: ${travelSaved(route)} less travel. The times follow the new order.`);
      }
    }
    const fixed = new Set<string>();
    let problems: DayProblem[] = [];
    for (let round = 0; round < FIX_ROUNDS; round += 1) {
      problems = check().problems;
      const problem = problems.find((p) => p.fixes.length > 0 && !fixed.has(`${p.kind}|${p.itemId}`));
      if (!problem) break;
      const fix = problem.fixes[0]!;
      fixed.add(`${problem.kind}|${problem.itemId}`);
      items = asScheduled(
        fix.updates.reduce((all, update) => applyFields(all, update.id, update.fields), items),
        check,
      );
      notes.push(`Day ${day.day}: ${problem.message} ${asDone(fix.summary)}`);
    }
    for (const problem of problems) left.push(`Day ${day.day}: ${problem.message}`);
  }

  const checkedDays = days.map((day) => ({ ...day, items: items.filter((item) => item.day === day.day).sort(byOrder).map(asDraft) }));
  const moved = items.filter((item) => item.day === null).map((item) => ({ ...asDraft(item), startTime: null, endTime: null }));
  return {
    ...plan,
    summary: checkedSummary(plan.summary, request, checkedDays.length, plan.destinations, Boolean(options.personality)),
    days: checkedDays,
    ideas: [...plan.ideas, ...moved],
    assumptions: assumptionsOf(plan.assumptions, requestAssumptions(request, options.personality ?? null)),
    warnings: [...plan.warnings, ...notes, ...left],
  };
}

/** Words that state who travels, the budget or the pace: facts only when the request (or a travel personality) gave them. */
const PARTY_CLAIM = /\b(for (two|one|three|four|five|six)|couples?|famil(y|ies)|kids?|child(ren)?|solo|friends|adults?|honeymoon(ers)?|the two of you)\b/i;
const BUDGET_CLAIM = /\b(budget|mid-range|midrange|luxury|luxurious|cheap|affordable|splurge|high-end)\b/i;
const PACE_CLAIM = /\b(slow|relaxed|leisurely|moderate|packed|fast|busy|brisk)[- ]pace(d)?\b|\bat (a|an) (slow|relaxed|leisurely|moderate|packed|fast|brisk) pace\b/i;
// A length ("six days"), not a kind of outing ("a one-day trip").
const DAY_COUNT = new RegExp(`\\b(\\d+|${COUNT_WORDS.join('|')})[- ]days?\\b(?![- ](trip|outing|excursion|pass))`, 'gi');

/**
 * The model's summary without the sentences that state what the request did
 * not (who travels, the budget, the pace: those are listed with the
 * assumptions, not said as fact) or a length the checked plan does not have.
 * When its first sentence goes, the plan's own length and places lead.
 */
function checkedSummary(summary: string, request: TripRequest, days: number, destinations: readonly string[], personality: boolean): string {
  const counts = (sentence: string) =>
    [...sentence.matchAll(DAY_COUNT)].every(([, n]) => numberFromWord(n!) === days);
  const stated = (sentence: string) =>
    (request.stated.party === true || !PARTY_CLAIM.test(sentence)) &&
    (request.stated.budget || personality || !BUDGET_CLAIM.test(sentence)) &&
    (request.stated.pace || personality || !PACE_CLAIM.test(sentence)) &&
    counts(sentence);
  const sentences = summary.trim().split(/(?<=[.!?])\s+/).filter((sentence) => sentence.length > 0);
  const kept = sentences.filter(stated);
  if (kept.length > 0 && kept[0] === sentences[0]) return kept.join(' ');
  const lead = `${days === 1 ? 'A day' : `${days} days`}${destinations.length > 0 ? ` in ${destinations.join(', ')}` : ''}.`;
  return [lead, ...kept].join(' ');
}

/** A day fix's offer ("Start “X” at 14:00.") as what was done ("“X” now starts at 14:00."). */
function asDone(summary: string): string {
  return summary
    .replace(/^Start (“.+”) at (.+)\.$/, '$1 now starts at $2.')
    .replace(/^Go to (“.+”) before (“.+”)\.$/, '$1 now comes before $2.')
    .replace(/^Move (“.+”) to your ideas\.(.*)$/, '$1 is in your ideas instead.$2');
}

/** The request's own assumptions (in the words the chat offers choices for), then the model's on other topics. */
function assumptionsOf(model: readonly string[], request: readonly string[]): string[] {
  const covered = TOPICS.filter((topic) => request.some((line) => topic.test(line)));
  const same = new Set(request.map(normalizeText));
  return [...request, ...model.filter((line) => !same.has(normalizeText(line)) && !covered.some((topic) => topic.test(line)))];
}
