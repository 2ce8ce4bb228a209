import { anItem } from '@/testing/builders';
import type { PlanItem } from '@/domain/itineraries/types';
import { dayLegs } from '../legs';
import { isFixedTime, scheduleDay, stopMinutes, type ScheduleOptions } from '../schedule';
import { AT, hotel, onDay, stopAt } from './kyoto';

function schedule(day: number, items: PlanItem[], options: ScheduleOptions = {}, plan: PlanItem[] = [hotel(1, 5), ...items]) {
  const { stops, legs } = dayLegs(day, items, plan);
  const times = scheduleDay(stops, legs, options);
  return { legs, times, at: (id: string) => times.stops.find((t) => t.itemId === id && t.role === 'stop')! };
}

const hhmm = (m: number | null): string | null => (m === null ? null : `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);

describe('how long a stop lasts', () => {
  it('takes the person’s own length first, then the written times, then a default by kind and place', () => {
    const museum = stopAt('m', 'Kyoto National Museum', AT.nationalMuseum, { place: { name: 'Kyoto National Museum', geocode: AT.nationalMuseum, source: 'x', category: 'museum' } });
    expect(stopMinutes(museum)).toBe(90);
    expect(stopMinutes({ ...museum, place: { ...museum.place!, category: 'sight' } })).toBe(45);
    expect(stopMinutes({ ...museum, startTime: '10:00', endTime: '12:30' })).toBe(150);
    expect(stopMinutes(museum, new Map([['m', 40]]))).toBe(40);
    expect(stopMinutes(anItem({ type: 'activity' }))).toBe(120);
    expect(stopMinutes(anItem({ type: 'restaurant', startTime: '12:30' }))).toBe(60);
    expect(stopMinutes(anItem({ type: 'restaurant', startTime: '19:30' }))).toBe(90);
    expect(stopMinutes(anItem({ type: 'stay', startTime: '15:00', endTime: '11:00' }))).toBe(15);
  });
});

describe("a day's times", () => {
  const day = onDay(2, [
    stopAt('nishiki', 'Nishiki Market', AT.nishiki),
    stopAt('gion', 'Gion', AT.gion, { place: { name: 'Gion', geocode: AT.gion, source: 'x', category: 'neighbourhood' } }),
    stopAt('kodai', 'Kōdai-ji', AT.kodaiJi, { place: { name: 'Kōdai-ji', geocode: AT.kodaiJi, source: 'x', category: 'sight' } }),
  ]);

  it('gets to each stop when the one before ends plus the leg between them', () => {
    const { legs, times, at } = schedule(2, day, { startTime: '09:00' });
    expect(times.leaves).toBe(9 * 60);
    expect(hhmm(at('nishiki').arrive)).toBe('09:07');
    expect(hhmm(at('nishiki').end)).toBe('10:37');
    expect(at('gion').arrive).toBe(at('nishiki').end! + legs[1]!.minutes!);
    expect(at('kodai').arrive).toBe(at('gion').end! + legs[2]!.minutes!);
    const back = times.stops.at(-1)!;
    expect(back).toMatchObject({ role: 'end', itemId: 'hotel' });
    expect(back.arrive).toBe(at('kodai').end! + legs[3]!.minutes!);
  });

  it('starts a day at the pace’s hour, or in time for its first stop’s written time', () => {
    expect(schedule(2, day, { pace: 'slow' }).times.leaves).toBe(10 * 60);
    expect(schedule(2, day, { pace: 'packed' }).times.leaves).toBe(9 * 60);
    const timed = [{ ...day[0]!, startTime: '11:00' }, ...day.slice(1)];
    expect(hhmm(schedule(2, timed).times.leaves)).toBe('10:53');
  });

  it('starts a planned stop at its time, waiting if early, or later when the leg takes longer', () => {
    const planned = [day[0]!, { ...day[1]!, startTime: '12:00' }, { ...day[2]!, startTime: '12:30' }];
    const { at } = schedule(2, planned, { startTime: '09:00' });
    expect(at('gion')).toMatchObject({ start: 12 * 60, shifted: 0, fixed: false });
    expect(at('gion').wait).toBeGreaterThan(60);
    // Gion lasts 90 minutes, so Kōdai-ji starts when the walk there ends, not at 12:30.
    expect(at('kodai').start).toBe(13 * 60 + 30 + 9);
    expect(at('kodai').shifted).toBe(69);
    expect(at('kodai').late).toBe(0);
  });

  it('holds a fixed time and says how late the person would be', () => {
    const fixed = [day[0]!, day[1]!, { ...day[2]!, startTime: '11:30' }];
    const { at } = schedule(2, fixed, { startTime: '09:00', fixed: new Set(['kodai']) });
    expect(at('kodai')).toMatchObject({ fixed: true, start: 11 * 60 + 30 });
    expect(at('kodai').late).toBe(at('kodai').arrive! - (11 * 60 + 30));
    expect(at('kodai').late).toBeGreaterThan(30);
  });

  it('holds the time of a stop the person marked fixed (a booked table), as it holds a timetable', () => {
    const booked = [day[0]!, day[1]!, { ...day[2]!, startTime: '11:30', fixedTime: true }];
    const { at } = schedule(2, booked, { startTime: '09:00' });
    expect(at('kodai')).toMatchObject({ fixed: true, start: 11 * 60 + 30 });
    expect(at('kodai').late).toBeGreaterThan(30);
  });

  it('needs the person at the airport 90 minutes before a flight, and goes on from its landing', () => {
    const flight = anItem({
      id: 'fl',
      type: 'flight',
      title: 'Flight to Tokyo',
      startTime: '14:00',
      endTime: '15:15',
      timeZone: 'Asia/Tokyo',
      place: { name: 'KIX', geocode: AT.kix, source: 'OpenFlights' },
      arrival: { name: 'Haneda', geocode: AT.haneda, source: 'OpenFlights' },
    });
    const items = onDay(6, [flight, stopAt('asakusa', 'Asakusa', { lat: 35.7148, lng: 139.7967 })]);
    const { times, at, legs } = schedule(6, items);
    // Leaves the hotel in time to be at the airport by 12:30.
    expect(times.leaves).toBe(12 * 60 + 30 - legs[0]!.minutes!);
    expect(at('fl')).toMatchObject({ fixed: true, late: 0, start: 14 * 60, end: 15 * 60 + 15 });
    expect(at('asakusa').arrive).toBe(15 * 60 + 15 + 30 + legs[1]!.minutes!);
  });

  it('holds a train between two stations to its time, but not the planner’s “Travel to Nara” (a plan, not a timetable)', () => {
    const nara = { name: 'Nara', geocode: { lat: 34.6851, lng: 135.8048 }, source: 'GeoNames' };
    const plannerTrip = anItem({ type: 'transport', title: 'Travel to Nara', startTime: '09:00', place: nara });
    expect(isFixedTime(plannerTrip)).toBe(false);
    expect(isFixedTime({ ...plannerTrip, title: 'Kintetsu to Nara', place: { ...nara, name: 'Kyoto Station', geocode: AT.kyotoStation }, arrival: nara })).toBe(true);
    expect(isFixedTime(plannerTrip, new Set([plannerTrip.id]))).toBe(true);
    expect(isFixedTime(hotel())).toBe(false);
  });

  it('counts an unknown leg as no time and marks the times after it as the earliest possible', () => {
    const items = onDay(2, [day[0]!, anItem({ id: 'tea', title: 'Tea ceremony' }), day[1]!]);
    const { at } = schedule(2, items, { startTime: '09:00' });
    expect(at('nishiki').uncertain).toBe(false);
    expect(at('tea').uncertain).toBe(true);
    expect(at('gion').uncertain).toBe(true);
    expect(at('gion').arrive).toBe(at('tea').end);
  });

  it('does not know the times after a flight with no landing time, until a stop with a time', () => {
    const flight = anItem({ id: 'fl', type: 'flight', title: 'Flight', startTime: '08:00', place: { name: 'KIX', geocode: AT.kix, source: 'x' }, arrival: { name: 'HND', geocode: AT.haneda, source: 'x' } });
    const items = onDay(6, [flight, stopAt('a', 'Asakusa', { lat: 35.7148, lng: 139.7967 }), stopAt('b', 'Ueno', { lat: 35.7141, lng: 139.7774 }, { startTime: '13:00' })]);
    const { at } = schedule(6, items, {}, items);
    expect(at('a').arrive).toBeNull();
    expect(at('b').start).toBe(13 * 60);
  });
});
