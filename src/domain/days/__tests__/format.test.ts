import { describeLeg, formatClock, formatDayTotals, formatDistance, formatLeg, formatMinutes } from '../format';
import { dayLegs, type Leg } from '../legs';
import { AT, hotel, onDay, stopAt } from './kyoto';

function leg(extra: Partial<Leg>): Leg {
  return {
    key: 'a>b',
    fromId: 'a',
    toId: 'b',
    from: AT.hotel,
    to: AT.gion,
    mode: 'walk',
    modeBy: 'default',
    status: 'route',
    seconds: 840,
    meters: 1100,
    minutes: 14,
    polyline: null,
    problem: null,
    otherModes: [],
    ...extra,
  };
}

describe('labels of a leg', () => {
  it('reads "🚶 14 min · 1.1 km" for a walk', () => {
    expect(formatLeg(leg({}))).toBe('🚶 14 min · 1.1 km');
  });

  it('writes short distances in metres to the nearest 10, long ones in whole kilometres with grouped thousands', () => {
    expect(formatDistance(954)).toBe('950 m');
    expect(formatDistance(994)).toBe('990 m');
    expect(formatDistance(996)).toBe('1.0 km');
    expect(formatDistance(9_940)).toBe('9.9 km');
    expect(formatDistance(12_400)).toBe('12 km');
    expect(formatDistance(1_204_000)).toBe('1,204 km');
  });

  it('writes miles for a person who chose them, yards under a tenth of a mile', () => {
    expect(formatDistance(1100, 'mi')).toBe('0.7 mi');
    expect(formatDistance(150, 'mi')).toBe('160 yd');
    expect(formatDistance(20_000, 'mi')).toBe('12 mi');
    expect(formatLeg(leg({ mode: 'transit', minutes: 25, meters: 6100 }), 'mi')).toBe('🚇 25 min · 3.8 mi');
  });

  it('writes hours past the hour: "1 h 5 min", "2 h"', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(59)).toBe('59 min');
    expect(formatMinutes(65)).toBe('1 h 5 min');
    expect(formatMinutes(120)).toBe('2 h');
  });

  it('says "Same place" between two stops in one place, and says plainly when the way is not known or has no route', () => {
    expect(formatLeg(leg({ seconds: 0, meters: 0, minutes: 0 }))).toBe('Same place');
    expect(formatLeg(leg({ status: 'unknown', seconds: null, meters: null, minutes: null, problem: 'x' }))).toBe('Way there not known');
    expect(formatLeg(leg({ status: 'unroutable', mode: 'walk', seconds: null, meters: null, minutes: null }))).toBe('🚶 No walking route');
    expect(formatLeg(leg({ status: 'covered', seconds: 0, meters: null, minutes: 0 }))).toBeNull();
  });

  it('describes a leg in words for screen readers, an estimate said to be one', () => {
    expect(describeLeg(leg({ status: 'estimate' }))).toBe('14 minutes on foot, 1.1 km (estimate)');
    expect(describeLeg(leg({ mode: 'car', minutes: 61, meters: 30_000 }))).toBe('1 hour 1 minute by car, 30 km');
    expect(describeLeg(leg({ status: 'unknown', seconds: null, meters: null, minutes: null, problem: '“Tea” has no place on the map.' }))).toBe('“Tea” has no place on the map.');
  });
});

describe("the head of a day", () => {
  it('gives the day’s travel in all and per means', () => {
    const items = onDay(2, [stopAt('nishiki', 'Nishiki Market', AT.nishiki), stopAt('gion', 'Gion', AT.gion), stopAt('kinkaku', 'Kinkaku-ji', AT.kinkakuJi)]);
    const { totals } = dayLegs(2, items, [hotel(1, 3), ...items]);
    expect(formatDayTotals(totals)).toBe('Travel 1 h 20 min · 17 km: 🚶 7 min · 520 m, 🚇 1 h 13 min · 16 km');
  });

  it('counts the legs that are not known', () => {
    expect(formatDayTotals({ minutes: 14, meters: 1100, byMode: { walk: { minutes: 14, meters: 1100, legs: 1 } }, estimated: 0, unknown: 2 })).toBe(
      'Travel 14 min · 1.1 km: 🚶 14 min · 1.1 km (2 legs not known)',
    );
    expect(formatDayTotals({ minutes: 0, meters: 0, byMode: {}, estimated: 0, unknown: 0 })).toBe('No travel');
  });

  it('writes times of the day, past midnight as the next day', () => {
    expect(formatClock(9 * 60 + 5)).toBe('09:05');
    expect(formatClock(24 * 60 + 30)).toBe('00:30 next day');
  });
});
