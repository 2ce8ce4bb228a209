import { formatDate, formatDateRange, utcDate, type DateForm } from '../dates';
import { countLabel, groupThousands } from '../numbers';

// What Intl's en-GB writes for each form (the browsers' own wording, which the app's dates must match).
const INTL_OPTIONS: Record<DateForm, Intl.DateTimeFormatOptions> = {
  'd MMM': { day: 'numeric', month: 'short' },
  'd MMM y': { day: 'numeric', month: 'short', year: 'numeric' },
  'd MMMM': { day: 'numeric', month: 'long' },
  'd MMMM y': { day: 'numeric', month: 'long', year: 'numeric' },
  'EEE d MMM': { weekday: 'short', day: 'numeric', month: 'short' },
  'EEEE d MMMM': { weekday: 'long', day: 'numeric', month: 'long' },
  'EEEE, d MMMM y': { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
};

describe('dates as the app writes them', () => {
  // Every month, every weekday and both one- and two-digit days.
  const days = Array.from({ length: 24 }, (_, i) => new Date(Date.UTC(2026 + (i % 3), i % 12, 1 + ((i * 5) % 28))));

  it.each(Object.keys(INTL_OPTIONS) as DateForm[])('writes %s as en-GB does', (form) => {
    const intl = new Intl.DateTimeFormat('en-GB', { ...INTL_OPTIONS[form], timeZone: 'UTC' });
    for (const day of days) expect(formatDate(day, form)).toBe(intl.format(day));
  });

  it('writes an instant in the reader’s own time zone when asked', () => {
    const instant = new Date(2027, 5, 3, 23, 30);
    expect(formatDate(instant, 'd MMMM y', 'local')).toBe('3 June 2027');
  });

  it('writes ranges within a month, across months and across years', () => {
    const range = (a: string, b: string, month?: 'long') => formatDateRange(utcDate(a)!, utcDate(b)!, month);
    expect(range('2027-05-01', '2027-05-04')).toBe('1–4 May 2027');
    expect(range('2027-04-29', '2027-05-02')).toBe('29 Apr – 2 May 2027');
    expect(range('2027-12-30', '2028-01-02')).toBe('30 Dec 2027 – 2 Jan 2028');
    expect(range('2027-05-01', '2027-05-01')).toBe('1 May 2027');
    expect(range('2027-09-29', '2027-10-02', 'long')).toBe('29 September – 2 October 2027');
  });

  it('reads only real yyyy-mm-dd dates', () => {
    expect(utcDate('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(utcDate('2026-02-30')).toBeNull();
    expect(utcDate('2026-13-01')).toBeNull();
    expect(utcDate('soon')).toBeNull();
    expect(utcDate('2026-2-3')).toBeNull();
  });
});

describe('numbers as the app writes them', () => {
  it('groups thousands as English does', () => {
    for (const value of [0, 7, 999, 1_000, 1_204, 12_345, 999_999, 1_000_000, 123_456_789, -4_321]) {
      expect(groupThousands(value)).toBe(value.toLocaleString('en'));
    }
  });

  it('counts in the singular and the plural', () => {
    expect(countLabel(1, 'follower', 'followers')).toBe('1 follower');
    expect(countLabel(1_204, 'follower', 'followers')).toBe('1,204 followers');
  });
});
