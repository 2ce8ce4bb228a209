/**
 * The model's plan gets the embedded planner's checks before it is shown
 * (check-plan.ts): what a local would send back is changed, and each change
 * is said.
 */
import { describe, expect, it } from 'vitest';
import { blankItem } from '@/domain/itineraries/plan';
import { checkPlan } from '../check-plan';
import { parseRequest } from '../parse';
import type { PlanItemDraft, TripPlan } from '../schema';
import { realData } from './data';

const { placesData, cityIndex } = realData();
const today = new Date(2027, 0, 15);

/** An item as the model writes one: a name, where it put it, a time. */
function stop(title: string, name: string, lat: number, lng: number, start: string, end: string, type: PlanItemDraft['type'] = 'attraction'): PlanItemDraft {
  const place = { name, geocode: { lat, lng }, source: 'Suggested by the assistant (not verified)', address: null };
  const { id: _id, order: _order, ...draft } = blankItem({ id: '', order: '', day: null, type, title, place, startTime: start, endTime: end, timeZone: 'Europe/Paris' });
  return draft;
}

function modelPlan(days: PlanItemDraft[][], assumptions: string[] = []): TripPlan {
  return {
    title: '2 days in Paris',
    summary: 'Two days in Paris.',
    destinations: ['Paris'],
    geocode: { lat: 48.8566, lng: 2.3522 },
    period: { start: '2027-05-10', end: '2027-05-11' },
    days: days.map((items, i) => ({ day: i + 1, date: null, theme: '', destination: 'Paris', dayTrip: null, items: items.map((item) => ({ ...item, day: i + 1 })) })),
    ideas: [],
    assumptions,
    warnings: [],
  };
}

const request = parseRequest('2 days in Paris from 10 May 2027 to 11 May 2027, museums', { today, cityIndex });
const titles = (plan: TripPlan, day: number) => plan.days[day - 1]!.items.map((item) => item.title);

describe('a model’s plan, checked before it is shown', () => {
  it('leaves out a place closed for works during the trip, and says so with the source’s date', () => {
    const checked = checkPlan(
      modelPlan([[stop('Centre Pompidou', 'Centre Pompidou', 48.8607, 2.3522, '10:00', '12:00'), stop('Musée Picasso', 'Musée Picasso', 48.8598, 2.3625, '12:30', '14:00')]]),
      { data: placesData, request },
    );
    expect(titles(checked, 1)).toEqual(['Musée Picasso']);
    expect(checked.warnings.find((line) => line.startsWith('Centre Pompidou'))).toMatch(/closed .*2030.*so it is not in the plan\.$/);
  });

  it('keeps a place once when the model planned it twice, and a street is a visit, not a lunch', () => {
    const checked = checkPlan(
      modelPlan([
        [stop('Louvre', 'Musée du Louvre', 48.8606, 2.3376, '10:00', '12:00'), stop('Lunch at Rue Cler', 'Rue Cler', 48.856, 2.3063, '12:30', '13:30', 'restaurant')],
        [stop('The Louvre again', 'Musée du Louvre', 48.8606, 2.3376, '10:00', '12:00'), stop('Musée d’Orsay', "Musée d'Orsay", 48.86, 2.3266, '13:00', '15:00')],
      ]),
      { data: placesData, request },
    );
    expect(titles(checked, 2)).toEqual(['Musée d’Orsay']);
    expect(checked.warnings).toContain('Musée du Louvre was planned twice; it stays on day 1.');
    const street = checked.days[0]!.items.find((item) => item.place?.name === 'Rue Cler')!;
    expect(street).toMatchObject({ type: 'attraction', title: 'Rue Cler' });
    expect(checked.warnings.join('\n')).toMatch(/“Lunch at Rue Cler”: Rue Cler is not a place for a meal/);
  });

  it('puts a zig-zag day in its shortest order, the times following, and says how much it saves', () => {
    const checked = checkPlan(
      modelPlan([
        [
          stop('Tour Eiffel', 'Tour Eiffel', 48.8584, 2.2945, '09:30', '11:00'),
          stop('Musée Picasso', 'Musée Picasso', 48.8598, 2.3625, '11:30', '13:00'),
          stop('Musée d’Orsay', "Musée d'Orsay", 48.86, 2.3266, '14:00', '16:00'),
          stop('Place des Vosges', 'Place des Vosges', 48.8556, 2.3655, '16:30', '17:30'),
        ],
      ]),
      { data: placesData, request },
    );
    expect(titles(checked, 1)).toEqual(['Tour Eiffel', 'Musée d’Orsay', 'Musée Picasso', 'Place des Vosges']);
    expect(checked.days[0]!.items.map((item) => item.startTime)).toEqual(['09:30', '11:30', '14:00', '16:30']);
    expect(checked.warnings.join('\n')).toMatch(/^Day 1 put in its shortest order: .+ less travel\./m);
  });

  it('starts a stop once the one before has ended and the way there is made, so no two overlap', () => {
    const checked = checkPlan(
      modelPlan([[stop('Louvre', 'Musée du Louvre', 48.8606, 2.3376, '10:00', '13:00'), stop('Musée d’Orsay', "Musée d'Orsay", 48.86, 2.3266, '12:00', '14:00')]]),
      { data: placesData, request },
    );
    const [louvre, orsay] = checked.days[0]!.items;
    expect([louvre!.startTime, louvre!.endTime]).toEqual(['10:00', '13:00']);
    expect(orsay!.startTime! > '13:00').toBe(true);
    // It keeps its two hours.
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    expect(minutes(orsay!.endTime!) - minutes(orsay!.startTime!)).toBe(120);
  });

  it('moves a visit to when the place is open, and says what it did', () => {
    // Monday 10 May 2027; the place opens at 14:00 on Mondays.
    const market = stop('Flea market', 'Marché Dauphine', 48.9, 2.343, '10:00', '11:00');
    market.place = { ...market.place!, hours: ['1 14:00-18:00', '2 10:00-18:00'] };
    const checked = checkPlan(modelPlan([[market]]), { data: placesData, request });
    expect(checked.days[0]!.items[0]!.startTime).toBe('14:00');
    expect(checked.warnings.join('\n')).toMatch(/^Day 1: .*Marché Dauphine.* “Flea market” now starts at 14:00 instead of 10:00\.$/m);
  });

  it('lists the request’s own assumptions (pace, budget) and drops the model’s words on the same topics', () => {
    const checked = checkPlan(modelPlan([[]], ['I assumed a relaxed pace for you.', 'I assumed you like walking.']), { data: placesData, request });
    expect(checked.assumptions).toContain('I assumed a moderate pace.');
    expect(checked.assumptions).toContain('I assumed a mid-range budget.');
    expect(checked.assumptions).not.toContain('I assumed a relaxed pace for you.');
    expect(checked.assumptions).toContain('I assumed you like walking.');
  });

  it('changes nothing in a plan that already holds', () => {
    const plan = modelPlan([[stop('Louvre', 'Musée du Louvre', 48.8606, 2.3376, '10:00', '12:00'), stop('Tuileries', 'Jardin des Tuileries', 48.8635, 2.3275, '12:30', '13:30')]]);
    const checked = checkPlan(plan, { data: placesData, request });
    expect(titles(checked, 1)).toEqual(['Louvre', 'Tuileries']);
    expect(checked.warnings).toEqual([]);
    expect(checked.ideas).toEqual([]);
  });

  it('says only what the request said: no party, budget or pace it did not give, and the length the plan has', () => {
    const plan = (summary: string) => ({ ...modelPlan([[stop('Musée Picasso', 'Musée Picasso', 48.8598, 2.3625, '10:00', '12:00')], []]), summary });
    const invented = 'Six days in Paris for two, at a relaxed pace. Museums in the mornings, a one-day trip feel in the Marais. A mid-range budget throughout.';
    expect(checkPlan(plan(invented), { data: placesData, request }).summary).toBe('2 days in Paris. Museums in the mornings, a one-day trip feel in the Marais.');
    // Said in the request, it may be said back.
    const asked = parseRequest('2 days in Paris from 10 May 2027 to 11 May 2027 for a couple on a budget, at a slow pace', { today, cityIndex });
    const fitting = 'Two days in Paris for two, at a slow pace. A budget trip.';
    expect(checkPlan(plan(fitting), { data: placesData, request: asked }).summary).toBe(fitting);
  });
});

