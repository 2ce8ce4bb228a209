import { parseDates } from '../dates';

// Thursday 15 January 2026, local time.
const today = new Date(2026, 0, 15);

describe('parseDates', () => {
  const table: [text: string, period: [string, string] | null, days: number | null][] = [
    ['June 3-8', ['2026-06-03', '2026-06-08'], 6],
    ['june 3 to 8', ['2026-06-03', '2026-06-08'], 6],
    ['3-8 June 2027', ['2027-06-03', '2027-06-08'], 6],
    ['from 12 to 15 March', ['2026-03-12', '2026-03-15'], 4],
    ['12th - 15th of March', ['2026-03-12', '2026-03-15'], 4],
    ['June 28 - July 3', ['2026-06-28', '2026-07-03'], 6],
    ['28 June – 3 July', ['2026-06-28', '2026-07-03'], 6],
    ['December 30 to January 2', ['2026-12-30', '2027-01-02'], 4],
    ['January 10-12', ['2027-01-10', '2027-01-12'], 3], // already over this year
    ['2026-06-03 to 2026-06-08', ['2026-06-03', '2026-06-08'], 6],
    ['for 5 days from June 3', ['2026-06-03', '2026-06-07'], 5],
    ['for a week', null, 7],
    ['5 days', null, 5],
    ['five days', null, 5],
    ['a long weekend', null, 3],
    ['a weekend', null, 2],
    ['4 nights', null, 5],
    ['two weeks', null, 14],
    ['a fortnight', null, 14],
    ['a day in Paris', null, 1],
    ['I may go there', null, null], // "may" the verb is no month
    ['something nice', null, null],
  ];
  it.each(table)('%s', (text, period, days) => {
    const parsed = parseDates(text, today);
    expect(parsed.days).toBe(days);
    if (period === null) expect(parsed.period).toBeNull();
    else {
      expect(parsed.period?.start).toBe(period[0]);
      if (days !== null) expect(parsed.period?.end).toBe(period[1]);
    }
  });

  it.each([
    ['next May', '2026-05-01'],
    ['in May', '2026-05-01'],
    ['May 2027', '2027-05-01'],
    ['mid June', '2026-06-15'],
    ['late June', '2026-06-20'],
    ['next January', '2027-01-01'],
    ['in January', '2026-01-16'], // this month: from tomorrow
    ['in September', '2026-09-01'],
  ])('a month only: %s starts on %s (an assumption)', (text, start) => {
    const parsed = parseDates(text, today);
    expect(parsed.period?.start).toBe(start);
    expect(parsed.startAssumed).toBe(true);
  });

  it('after the month has passed, "in March" is next year', () => {
    expect(parseDates('in March', new Date(2026, 5, 1)).period?.start).toBe('2027-03-01');
    expect(parseDates('next June', new Date(2026, 5, 10)).period?.start).toBe('2027-06-01');
  });

  it('relative days', () => {
    expect(parseDates('tomorrow for 2 days', today).period).toEqual({ start: '2026-01-16', end: '2026-01-17' });
    expect(parseDates('this weekend', today).period).toEqual({ start: '2026-01-17', end: '2026-01-18' });
    expect(parseDates('a long weekend this weekend', today).period).toEqual({ start: '2026-01-16', end: '2026-01-18' });
    expect(parseDates('next week for 3 days', today).period).toEqual({ start: '2026-01-19', end: '2026-01-21' });
  });

  it('flags a length that disagrees with the dates, and keeps the dates', () => {
    const parsed = parseDates('a long weekend, June 3-8', today);
    expect(parsed.days).toBe(6);
    expect(parsed.conflict).toBe(true);
  });

  it('an impossible day falls back to its month, as an assumption', () => {
    const parsed = parseDates('February 30-31', today);
    expect(parsed.period?.start).toBe('2026-02-01');
    expect(parsed.startAssumed).toBe(true);
  });
});
