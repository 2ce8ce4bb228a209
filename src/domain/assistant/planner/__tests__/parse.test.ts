import { parseRequest } from '../parse';
import { realData } from './data';

const today = new Date(2026, 0, 15);
const parse = (text: string) => parseRequest(text, { today, cityIndex: realData().cityIndex });

describe('parseRequest', () => {
  it('reads the example request whole', () => {
    const r = parse('5 days in Lisbon in May with two kids, food and history, slow pace');
    expect(r.destinations.map((d) => d.cityId)).toEqual(['lisbon']);
    expect(r.destinations[0]).toMatchObject({ curated: true, timeZone: 'Europe/Lisbon' });
    expect(r.days).toBe(5);
    expect(r.period).toEqual({ start: '2026-05-01', end: '2026-05-05' });
    expect(r.interests).toEqual(['food', 'history']);
    expect(r.pace).toBe('slow');
    expect(r.party).toEqual({ adults: 2, kids: 2, kind: 'family' });
    expect(r.assumptions).toContain('I assumed the trip starts on 1 May 2026.');
    expect(r.stated).toEqual({ pace: true, budget: false, interests: true, days: true, party: true, partyCounted: { adults: false, kids: true } });
    expect(r.assumptions).toContain('I planned for two adults and 2 children.');
  });

  it.each([
    ['3 days in Lisboa', ['lisbon']],
    ['a week in NYC', ['new-york']],
    ['4 days in LA', ['los-angeles']],
    ['Paris then Rome for 6 days', ['paris', 'rome']],
    ['7 days: Rome, Florence and Venice', ['rome', 'florence', 'venice']],
    ['3 days in New York City', ['new-york']],
    ['2 days in München', ['munich']],
    ['a nice trip to Rome', ['rome']],
    ['4 days in Nice', ['nice']],
    ['3 days in kraków', ['krakow']],
  ])('curated cities first: %s', (text, ids) => {
    expect(parse(text).destinations.map((d) => d.cityId)).toEqual(ids);
  });

  it('falls back to GeoNames cities, and says which one it took', () => {
    const r = parse('3 days in Gdansk');
    expect(r.destinations).toHaveLength(1);
    expect(r.destinations[0]).toMatchObject({ name: 'Gdańsk', country: 'PL', curated: false, timeZone: null });
    expect(r.destinations[0]!.cityId).toMatch(/^gn-\d+$/);
    expect(r.assumptions).toContain('I took "Gdańsk" to be Gdańsk, PL.');
    expect(parse('a week in sao paulo').destinations[0]?.name).toBe('São Paulo');
  });

  it('does not read common words as places', () => {
    expect(parse('a nice long weekend somewhere').destinations).toEqual([]);
    expect(parse('I may split the days in la Rome').destinations.map((d) => d.cityId)).toEqual(['rome']);
  });

  it('takes "from X to Y" as leaving from X', () => {
    const r = parse('from London to Paris for 4 days');
    expect(r.destinations.map((d) => d.cityId)).toEqual(['paris']);
    expect(r.assumptions).toContain('I took London as where you set out from, not as a destination.');
  });

  it('keeps day-trip towns out of the destinations', () => {
    const r = parse('5 days in Lisbon with a day trip to Sintra');
    expect(r.destinations.map((d) => d.cityId)).toEqual(['lisbon']);
    expect(r.dayTripWishes).toEqual(['sintra']);
  });

  it('reads days per destination', () => {
    const r = parse('2 days in Porto and 3 days in Lisbon');
    expect(r.destinations.map((d) => [d.cityId, d.days])).toEqual([['porto', 2], ['lisbon', 3]]);
    expect(r.days).toBe(5);
  });

  it('falls back to defaults, recorded as assumptions', () => {
    const r = parse('Rome please');
    expect(r.days).toBe(3);
    expect(r.pace).toBe('moderate');
    expect(r.budget).toBe('mid');
    expect(r.period).toBeNull();
    expect(r.assumptions).toEqual(expect.arrayContaining(['I assumed 3 days.', 'I planned for two adults.']));
  });

  it('asks for a destination when there is none', () => {
    const r = parse('5 days somewhere warm');
    expect(r.destinations).toEqual([]);
    expect(r.warnings[0]).toMatch(/Which city/);
  });

  it.each([
    ['packed days in Rome', 'packed'],
    ['Rome at a relaxed pace', 'slow'],
    ['Rome, moderate pace', 'moderate'],
    ['Rome, see as much as possible', 'packed'],
  ] as const)('pace: %s', (text, pace) => {
    expect(parse(text).pace).toBe(pace);
  });

  it.each([
    ['Rome on a budget', 'low'],
    ['cheap trip to Rome', 'low'],
    ['luxury week in Rome', 'high'],
    ['mid-range hotels in Rome', 'mid'],
  ] as const)('budget: %s', (text, budget) => {
    expect(parse(text).budget).toBe(budget);
  });

  it.each([
    ['Rome with two kids', { adults: 2, kids: 2, kind: 'family' }],
    ['Rome with my daughter', { adults: 2, kids: 1, kind: 'family' }],
    ['Rome solo', { adults: 1, kids: 0, kind: 'solo' }],
    ['Rome with my wife', { adults: 2, kids: 0, kind: 'couple' }],
    ['Rome, a couple', { adults: 2, kids: 0, kind: 'couple' }],
    ['Rome, 4 adults and 3 kids', { adults: 4, kids: 3, kind: 'family' }],
    ['Rome, 5 friends', { adults: 5, kids: 0, kind: 'group' }],
  ] as const)('party: %s', (text, party) => {
    expect(parse(text).party).toEqual(party);
  });

  it.each([
    ['Rome: food, museums and nightlife', ['food', 'museums', 'nightlife']],
    ['Rome for art and architecture', ['art', 'architecture']],
    ['Rome, parks and shopping', ['nature', 'shopping']],
    ['Rome, great views', ['views']],
  ])('interests: %s', (text, interests) => {
    expect(parse(text).interests).toEqual(interests);
  });

  it('caps the length at 90 days, with a warning', () => {
    const r = parse('Rome for 120 days');
    expect(r.days).toBe(90);
    expect(r.warnings[0]).toMatch(/at most 90 days/);
  });
});
