import { anItem } from '@/testing/builders';
import type { ItemUpdate, Period, PlanItem } from '@/domain/itineraries/types';
import { compareItems } from '@/domain/itineraries/plan';
import { legKey } from '../legs';
import { checkDay } from '../check-day';
import { paceLimits, type DayFix, type DayInput } from '../problems';
import type { TravelMode } from '../travel';
import { AT, hotel, onDay, stopAt } from './kyoto';

/** 3 to 8 May 2027: day 2 is Tuesday 4 May. */
const PERIOD: Period = { start: '2027-05-03', end: '2027-05-08' };
const STAY = hotel(1, 5);

function check(items: PlanItem[], extra: Partial<DayInput> = {}) {
  return checkDay({ day: 2, dayItems: items, allItems: [STAY, ...items], period: PERIOD, ideasLastOrder: 'a5', ...extra });
}

/** The day's items after a fix is accepted (its writes applied), in plan order. */
function accept(items: readonly PlanItem[], fix: DayFix): PlanItem[] {
  const byId = new Map(fix.updates.map((u: ItemUpdate) => [u.id, u.fields]));
  return items
    .map((item) => ({ ...item, ...byId.get(item.id) }))
    .filter((item) => item.day === 2)
    .sort(compareItems);
}

const nishikiHours = { name: 'Nishiki Market', geocode: AT.nishiki, source: 'x', hours: ['0 10:00-18:00', '1 10:00-18:00', '2 10:00-18:00', '3 10:00-18:00', '4 10:00-18:00', '5 10:00-18:00', '6 10:00-18:00'] };
const museumHours = { name: 'Kyoto National Museum', geocode: AT.nationalMuseum, source: 'x', category: 'museum', hours: ['0 09:30-17:00', '2 09:30-17:00', '3 09:30-17:00', '4 09:30-17:00', '5 09:30-17:00', '6 09:30-17:00'] };

describe('a fixed time the legs make the person late for', () => {
  const day = onDay(2, [
    stopAt('gion', 'Gion', AT.gion, { startTime: '15:00' }),
    stopAt('kinkaku', 'Kinkaku-ji', AT.kinkakuJi, { startTime: '18:00', place: { name: 'Kinkaku-ji', geocode: AT.kinkakuJi, source: 'x', category: 'sight' } }),
    stopAt('dinner', 'Dinner at Kikunoi', AT.kikunoi, { type: 'restaurant', startTime: '19:00', endTime: '20:30' }),
  ]);
  const fixed = new Set(['dinner']);

  it('says at the stop how late, and offers to start it later, to swap the two stops before it, or to let one go', () => {
    const { problems } = check(day, { schedule: { fixed } });
    expect(problems).toHaveLength(1);
    const late = problems[0]!;
    expect(late).toMatchObject({ kind: 'late', itemId: 'dinner' });
    expect(late.over).toBeGreaterThan(10);
    expect(late.message).toMatch(/^You would get to “Dinner at Kikunoi” at 19:\d\d, \d+ min after its fixed time \(19:00\)\.$/);
    expect(late.fixes.map((fix) => fix.summary)).toEqual([
      expect.stringMatching(/^Start “Dinner at Kikunoi” at 19:\d[05] instead of 19:00\.$/),
      'Go to “Kinkaku-ji” before “Gion”.',
      'Move “Kinkaku-ji” to your ideas.',
    ]);
    // The swap keeps the afternoon: Kinkaku-ji takes Gion's 15:00, Gion follows it.
    const swap = late.fixes[1]!;
    expect(swap.updates.find((u) => u.id === 'kinkaku')!.fields.startTime).toBe('15:00');
    expect(swap.updates.find((u) => u.id === 'gion')!.fields.startTime! > '15:45').toBe(true);
  });

  it('keeps its promise: accepting either fix leaves the day with no late stop', () => {
    const { problems } = check(day, { schedule: { fixed } });
    for (const fix of problems[0]!.fixes) {
      const after = accept(day, fix);
      expect(check(after, { schedule: { fixed } }).problems.filter((p) => p.kind === 'late')).toEqual([]);
    }
  });

  it('moves a stop to the ideas after the ones there', () => {
    const fix = check(day, { schedule: { fixed } }).problems[0]!.fixes.find((f) => f.kind === 'to-ideas')!;
    expect(fix.updates).toEqual([{ id: 'kinkaku', fields: { day: null, order: expect.any(String) } }]);
    expect(fix.updates[0]!.fields.order! > 'a5').toBe(true);
  });

  it('never offers to move a flight: only to lighten the day before it', () => {
    const flight = anItem({
      id: 'fl',
      type: 'flight',
      title: 'Flight to Tokyo',
      startTime: '12:00',
      timeZone: 'Asia/Tokyo',
      place: { name: 'Kansai International Airport', geocode: AT.kix, source: 'x' },
      arrival: { name: 'Haneda', geocode: AT.haneda, source: 'x' },
    });
    const items = onDay(2, [stopAt('nishiki', 'Nishiki Market', AT.nishiki, { startTime: '10:00' }), flight]);
    const late = check(items).problems.find((p) => p.kind === 'late')!;
    expect(late.message).toMatch(/^“Flight to Tokyo” leaves at 12:00: you would reach the airport at \d\d:\d\d, .+ after the 10:30 check-in needs\.$/);
    expect(late.fixes.map((fix) => [fix.kind, fix.itemId])).toEqual([['to-ideas', 'nishiki']]);
  });

  it('is not late when the time is only planned: the stop starts when the person gets there', () => {
    const { problems, schedule } = check(day);
    expect(problems.filter((p) => p.kind === 'late')).toEqual([]);
    expect(schedule.stops.find((t) => t.itemId === 'dinner')!.shifted).toBeGreaterThan(10);
  });
});

describe('a stop closed at the planned time', () => {
  it('flags a market reached before it opens, and offers a later start, a swap, or the ideas', () => {
    const day = onDay(2, [stopAt('nishiki', 'Nishiki Market', AT.nishiki, { place: nishikiHours }), stopAt('gion', 'Gion', AT.gion)]);
    const { problems } = check(day, { schedule: { startTime: '09:00' } });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      kind: 'closed',
      itemId: 'nishiki',
      message: 'Nishiki Market is closed at 09:07 on Tuesdays (open 10:00–18:00).',
    });
    const fixes = problems[0]!.fixes;
    expect(fixes.map((fix) => fix.summary)).toEqual(['Start “Nishiki Market” at 10:00.', 'Go to “Gion” before “Nishiki Market”.', 'Move “Nishiki Market” to your ideas.']);
    for (const fix of fixes) {
      expect(check(accept(day, fix), { schedule: { startTime: '09:00' } }).problems).toEqual([]);
    }
  });

  it('flags a museum on its closing day, and one that closes before the visit ends', () => {
    const monday = { start: '2027-05-02', end: '2027-05-07' };
    const day = onDay(2, [stopAt('museum', 'Kyoto National Museum', AT.nationalMuseum, { startTime: '10:00', place: museumHours })]);
    expect(check(day, { period: monday }).problems[0]!.message).toBe('Kyoto National Museum is closed on Mondays.');
    const late = onDay(2, [stopAt('museum', 'Kyoto National Museum', AT.nationalMuseum, { startTime: '16:00', place: museumHours })]);
    expect(check(late).problems[0]!.message).toBe('Kyoto National Museum closes before the visit would end at 17:30 (open 09:30–17:00 on Tuesdays).');
  });

  it('on an undated trip flags only a time the place is never open', () => {
    const early = onDay(2, [stopAt('museum', 'Kyoto National Museum', AT.nationalMuseum, { startTime: '08:00', place: museumHours })]);
    expect(check(early, { period: null }).problems[0]!.message).toBe('Kyoto National Museum is not open at 08:00 on any day (usually 09:30–17:00).');
    const open = onDay(2, [stopAt('museum', 'Kyoto National Museum', AT.nationalMuseum, { startTime: '10:00', place: museumHours })]);
    expect(check(open, { period: null }).problems).toEqual([]);
  });

  it('does not guess after a leg that is not known', () => {
    const day = onDay(2, [anItem({ id: 'tea', title: 'Tea ceremony' }), stopAt('nishiki', 'Nishiki Market', AT.nishiki, { place: nishikiHours })]);
    expect(check(day, { schedule: { startTime: '09:00' } }).problems).toEqual([]);
  });
});

describe("a day past the person's pace", () => {
  it('finds a moderate day that walks more than 13 km of streets (the planner’s 10 km as the crow flies), and lets go of the stop that saves the most walking', () => {
    const day = onDay(2, [
      stopAt('kiyomizu', 'Kiyomizu-dera', AT.kiyomizu),
      stopAt('ginkaku', 'Ginkaku-ji', AT.ginkakuJi),
      stopAt('kinkaku', 'Kinkaku-ji', AT.kinkakuJi),
      stopAt('nijo', 'Nijō Castle', AT.nijo),
    ]);
    const ids = ['hotel', ...day.map((item) => item.id), 'hotel'];
    const modes = new Map<string, TravelMode>(ids.slice(1).map((id, i) => [legKey(ids[i]!, id), 'walk']));
    const { problems } = check(day, { travel: { modes } });
    expect(paceLimits('moderate').walkMeters).toBe(13_000);
    const pace = problems.find((p) => p.kind === 'pace')!;
    expect(pace).toMatchObject({ measure: 'walk', message: expect.stringMatching(/^About \d\d km on foot today: more than the 13 km a moderate day walks\.$/) });
    // Without Ginkaku-ji, the long walks to and from it go; the new leg is long enough to ride.
    expect(pace.fixes[0]).toMatchObject({ kind: 'to-ideas', itemId: 'ginkaku', summary: 'Move “Ginkaku-ji” to your ideas. That is 13 km less on foot.' });
    // A slow day is held to 8 km, a packed one to 18 km.
    expect(paceLimits('slow').walkMeters).toBe(8_000);
    expect(paceLimits('packed').walkMeters).toBe(18_000);
  });

  it('finds more visits than the pace holds, at the first one too many', () => {
    const sights = [AT.gion, AT.chionIn, AT.kodaiJi, AT.sannenzaka, AT.kiyomizu, AT.sanjusangendo].map((at, i) => stopAt(`s${i}`, `Sight ${i}`, at, { place: { name: `Sight ${i}`, geocode: at, source: 'x', category: 'sight' } }));
    const day = onDay(2, sights);
    const pace = check(day).problems.find((p) => p.measure === 'visits')!;
    expect(pace).toMatchObject({ itemId: 's5', over: 1, message: '6 visits today: more than the 5 a moderate day holds.' });
    expect(pace.fixes[0]!.kind).toBe('to-ideas');
    expect(check(day, { schedule: { pace: 'packed' } }).problems.some((p) => p.measure === 'visits')).toBe(false);
  });

  it('finds a day whose last stop ends after 22:00', () => {
    const day = onDay(2, [stopAt('gion', 'Gion', AT.gion, { startTime: '20:00' }), stopAt('pontocho', 'Pontochō', AT.pontocho, { type: 'restaurant', startTime: '21:00' })]);
    const pace = check(day).problems.find((p) => p.measure === 'hours')!;
    expect(pace).toMatchObject({ itemId: 'pontocho', message: "The day's last stop ends at 23:14, after 22:00." });
    expect(pace.fixes.map((fix) => fix.summary)).toEqual(['Move “Gion” to your ideas. The day then ends at 22:30.']);
  });

  it('has nothing to say about a day that fits', () => {
    const day = onDay(2, [stopAt('nishiki', 'Nishiki Market', AT.nishiki), stopAt('gion', 'Gion', AT.gion)]);
    expect(check(day).problems).toEqual([]);
  });
});
