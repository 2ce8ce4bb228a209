/**
 * A planned day and an edited day agree: the planner's days, read as the
 * editor reads them (src/domain/days), are already in their shortest order
 * ("Shortest route for this day" offers nothing worth taking), in city after
 * city.
 */
import { shortestRoute, walksInDay } from '@/domain/days/reorder';
import { blankItem } from '@/domain/itineraries/plan';
import type { PlanItem } from '@/domain/itineraries/types';
import { planTrip } from '../plan';
import { parseRequest } from '../parse';
import type { TripPlan } from '../schema';
import { realData } from './data';

const today = new Date(2026, 0, 15);
const { placesData, cityIndex } = realData();

const REQUESTS = [
  '6 days in Kyoto in April, temples and food, slow pace',
  '4 days in Lisbon, food and viewpoints',
  '3 days in Paris, art and museums, packed',
  '5 days in Rome, history, moderate pace',
  '3 days in Barcelona, architecture and food',
  '4 days in Istanbul, food and history',
  '3 days in Amsterdam with kids',
  '4 days in Budapest, slow pace',
  '3 days in Mexico City, food',
  '4 days in New York, museums and food',
  '3 days in Prague, history and food',
  '4 days in Tokyo, food and shopping, packed',
];

function itemsOf(plan: TripPlan): PlanItem[] {
  return plan.days.flatMap((day) =>
    day.items.map((draft, i) => blankItem({ ...draft, id: `d${day.day}-${i}`, day: day.day, order: `a${String(i).padStart(3, '0')}` })),
  );
}

/**
 * The planner keeps its order where the shorter one would not fit the day
 * (a place closed at its new time, a visit past the day's end, a walk over
 * the pace's bound), which the editor's re-ordering does not weigh: there it
 * may offer a minute or two. Everywhere else the two agree.
 */
const MAX_SAVING = 0.05;

describe('a planned day is already in its shortest order', () => {
  let cityDays = 0;
  let offeredDays = 0;
  afterAll(() => {
    // Across the twelve requests, the editor offers a (small) shorter order for one planned day in ten at most.
    expect(offeredDays).toBeLessThanOrEqual(Math.ceil(cityDays * 0.1));
  });
  for (const text of REQUESTS) {
    it(text, () => {
      const request = parseRequest(text, { today, cityIndex });
      const plan = planTrip(request, { placesData });
      const items = itemsOf(plan);
      const offered: string[] = [];
      for (const day of plan.days) {
        if (day.dayTrip) continue;
        const dayItems = items.filter((item) => item.day === day.day);
        // As the editor asks it: the known walks of the city kept whole (features/itineraries/days/known-walks.ts).
        const walks = walksInDay(dayItems, placesData.cities.flatMap((city) => city.walks ?? []), placesData.placeById);
        const result = shortestRoute({ day: day.day, dayItems, allItems: items, walks });
        cityDays += 1;
        if (!result.changed) continue;
        offeredDays += 1;
        if (result.after.minutes < result.before.minutes * (1 - MAX_SAVING)) offered.push(`day ${day.day}: ${result.before.minutes} → ${result.after.minutes} min`);
      }
      expect(offered).toEqual([]);
    });
  }
});
