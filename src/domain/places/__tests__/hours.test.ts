import { describe, expect, it } from 'vitest';
import { closedWarning, fitsHours, hoursOnDay, isHoursPeriods, isOpenAt, isOpenFor, periodsFromCurated, periodsFromLive, weekdayOf } from '../hours';

const at = (h: number, m = 0) => h * 60 + m;

describe('opening hours', () => {
  const market = periodsFromCurated([{ days: [1, 2, 3, 4, 5, 6], open: '09:00', close: '18:00' }])!;
  const bar = periodsFromCurated([{ days: [5], open: '18:00', close: '02:00' }])!;

  it('reads the curated form as periods, Sunday first', () => {
    expect(market).toEqual(['1 09:00-18:00', '2 09:00-18:00', '3 09:00-18:00', '4 09:00-18:00', '5 09:00-18:00', '6 09:00-18:00']);
    expect(periodsFromCurated([])).toBeNull();
    expect(periodsFromCurated(undefined)).toBeNull();
  });

  it('knows when a place is open, including past midnight', () => {
    expect(isOpenAt(market, 2, at(12))).toBe(true);
    expect(isOpenAt(market, 2, at(19, 30))).toBe(false);
    expect(isOpenAt(market, 0, at(12))).toBe(false);
    expect(isOpenAt(bar, 5, at(23))).toBe(true);
    expect(isOpenAt(bar, 6, at(1, 30))).toBe(true);
    expect(isOpenAt(bar, 6, at(2))).toBe(false);
    expect(isOpenAt(bar, 5, at(17))).toBe(false);
  });

  it('checks that a whole visit fits an opening', () => {
    expect(isOpenFor(market, 3, at(12), 60)).toBe(true);
    expect(isOpenFor(market, 3, at(17, 30), 60)).toBe(false);
    expect(isOpenFor(market, 3, at(17), 60)).toBe(true);
    expect(isOpenFor(bar, 5, at(23), 120)).toBe(true);
  });

  it('checks a visit on one weekday, or on any day when the trip has no dates', () => {
    expect(fitsHours(market, 0, at(12), 60)).toBe(false);
    expect(fitsHours(market, null, at(12), 60)).toBe(true);
    expect(fitsHours(market, null, at(19, 30), 60)).toBe(false);
  });

  it('words one day', () => {
    expect(hoursOnDay(market, 1)).toBe('09:00–18:00');
    expect(hoursOnDay(market, 0)).toBe('closed');
    expect(hoursOnDay(bar, 5)).toBe('18:00–02:00');
    expect(hoursOnDay(['3 00:00-24:00'], 3)).toBe('open all day');
  });

  it('warns about a stop planned when the place is closed, and only then', () => {
    expect(closedWarning('Nishiki Market', market, 2, '19:30')).toBe('Nishiki Market is closed at 19:30 on Tuesdays (open 09:00–18:00).');
    expect(closedWarning('Nishiki Market', market, 0, '12:00')).toBe('Nishiki Market is closed on Sundays.');
    expect(closedWarning('Nishiki Market', market, 2, '12:00')).toBeNull();
    // Without a date: only a time it is never open.
    expect(closedWarning('Nishiki Market', market, null, '19:30')).toBe('Nishiki Market is not open at 19:30 on any day (usually 09:00–18:00).');
    expect(closedWarning('Nishiki Market', market, null, '12:00')).toBeNull();
    // Unknown hours or no time: nothing to say.
    expect(closedWarning('Somewhere', null, 2, '19:30')).toBeNull();
    expect(closedWarning('Nishiki Market', market, 2, null)).toBeNull();
  });

  it("reads the provider's periods, overnight and around the clock", () => {
    const live = {
      periods: [
        { open: { day: 5, hour: 18, minute: 0 }, close: { day: 6, hour: 2, minute: 0 } },
        { open: { day: 1, hour: 11, minute: 30 }, close: { day: 1, hour: 14, minute: 0 } },
      ],
      weekdayText: [],
    };
    expect(periodsFromLive(live)).toEqual(['5 18:00-02:00', '1 11:30-14:00']);
    expect(periodsFromLive({ periods: [{ open: { day: 0, hour: 0, minute: 0 }, close: null }], weekdayText: [] })).toHaveLength(7);
    expect(periodsFromLive(null)).toBeNull();
  });

  it('accepts only well-formed periods', () => {
    expect(isHoursPeriods(['1 09:00-18:00'])).toBe(true);
    expect(isHoursPeriods(['7 09:00-18:00'])).toBe(false);
    expect(isHoursPeriods(['1 9:00-18:00'])).toBe(false);
    expect(isHoursPeriods([])).toBe(false);
    expect(isHoursPeriods('1 09:00-18:00')).toBe(false);
  });

  it('reads a weekday from a date', () => {
    expect(weekdayOf('2026-11-27')).toBe(5);
  });
});
