/** Plans in cities a river divides, and how often each day's visits cross it (rivers.test.ts, rivers-off.test.ts). */
import { parseRequest } from '../parse';
import { planTrip } from '../plan';
import { riverCrossings, riverSide } from '../geo';
import { cityRiver } from '../rivers';
import type { TripPlan } from '../schema';
import { realData } from './data';

/**
 * Requests whose plans crossed the river back and forth before the planner
 * knew about rivers (days with two or three crossings), and the ones the
 * planner's documentation uses.
 */
export const RIVER_REQUESTS = [
  '5 days in Paris, museums and food',
  '7 days in Paris, packed',
  '6 days in Paris with kids, packed',
  '4 days in Budapest',
  '1 day in Budapest with kids',
  '2 days in Budapest, slow pace',
  '4 days in Budapest, museums and food',
  '5 days in Budapest, food, packed',
  '3 days in Prague with kids, packed',
  '6 days in Rome, food',
  '5 days in Rome, packed',
  '3 days in Cairo, history, packed',
];

export const isMeal = (title: string): boolean => /^(Lunch|Dinner)\b/.test(title);

export function planFor(text: string): TripPlan {
  const { placesData, cityIndex } = realData();
  return planTrip(parseRequest(text, { today: new Date(2026, 0, 15), cityIndex }), { placesData });
}

/** Each city day's crossings: along its visits in order (meals, travel and places on the river left out). */
export function dayCrossings(plan: TripPlan, cityId: string): { day: number; crossings: number; visits: string[] }[] {
  const river = cityRiver(cityId);
  if (!river) throw new Error(`no river for ${cityId}`);
  return plan.days
    .filter((day) => !day.dayTrip)
    .map((day) => {
      const visits = day.items.filter((item) => item.place && item.type !== 'transport' && !isMeal(item.title));
      const sides = visits.map((item) => riverSide(river, item.place!.geocode));
      return { day: day.day, crossings: riverCrossings(sides), visits: visits.map((item, i) => `${item.title} (${sides[i]})`) };
    });
}

export function cityIdOf(text: string): string {
  return /in (\w+)/.exec(text)![1]!.toLowerCase();
}
