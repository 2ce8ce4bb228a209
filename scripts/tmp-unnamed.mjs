import { loadPlanner, readData } from './bench/measurements/planner.mjs';
import { REQUESTS } from './bench/measurements/plan-quality.mjs';
const planner = await loadPlanner();
const { placesData, cityIndex } = readData(planner);
const MEAL = /^(Lunch|Dinner)\b/;
for (const { text } of REQUESTS) {
  const plan = planner.planTrip(planner.parseRequest(text, { today: new Date(2026, 0, 15), cityIndex }), { placesData });
  for (const day of plan.days) for (const item of day.items) if (MEAL.test(item.title) && (!item.place || item.place.approximate)) console.log(text, '| day', day.day, day.dayTrip?.name ?? '', '|', item.title, item.startTime);
}
