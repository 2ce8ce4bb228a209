import { describe, expect, it } from 'vitest';
import { isoDay, suggestionKeys, upcomingTrips, whenLabel, type HomeTrip } from '../lib/home-model';

const trip = (id: string, period: HomeTrip['period'], overrides: Partial<HomeTrip> = {}): HomeTrip => ({
  id,
  title: id,
  destinations: [],
  days: 3,
  period,
  relation: 'created',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...overrides,
});

describe('upcomingTrips', () => {
  const today = '2026-11-22';
  it('lists dated trips not over yet, soonest first, then undated plans, newest first', () => {
    const trips = [
      trip('past', { start: '2026-10-01', end: '2026-10-05' }),
      trip('later', { start: '2027-05-14', end: '2027-05-17' }),
      trip('soon', { start: '2026-12-01', end: '2026-12-03' }),
      trip('now', { start: '2026-11-20', end: '2026-11-22' }),
      trip('idea-old', null, { createdAt: new Date('2025-01-01') }),
      trip('idea-new', null, { createdAt: new Date('2026-06-01') }),
    ];
    expect(upcomingTrips(trips, today, 10).map((t) => t.id)).toEqual(['now', 'soon', 'later', 'idea-new', 'idea-old']);
    expect(upcomingTrips(trips, today).map((t) => t.id)).toEqual(['now', 'soon', 'later', 'idea-new']);
  });

  it('leaves out invitations I have not answered', () => {
    const trips = [trip('invite', { start: '2027-01-01', end: '2027-01-02' }, { relation: 'invited' }), trip('mine', null)];
    expect(upcomingTrips(trips, today).map((t) => t.id)).toEqual(['mine']);
  });
});

describe('whenLabel', () => {
  it('says how soon a trip starts', () => {
    expect(whenLabel({ start: '2026-11-23', end: '2026-11-25' }, '2026-11-22')).toBe('Starts tomorrow');
    expect(whenLabel({ start: '2026-12-02', end: '2026-12-05' }, '2026-11-22')).toBe('Starts in 10 days');
    expect(whenLabel({ start: '2026-11-20', end: '2026-11-25' }, '2026-11-22')).toBe('Under way');
    expect(whenLabel(null, '2026-11-22')).toBeNull();
  });
});

describe('suggestionKeys', () => {
  it("searches a personality's destinations with one key each", () => {
    expect(suggestionKeys({ name: 'Culture Seeker', destinationIds: ['rome', 'kyoto', 'rome'] })).toEqual(['d:rome', 'd:kyoto']);
  });
});

describe('isoDay', () => {
  it('formats a local day', () => {
    expect(isoDay(new Date(2027, 0, 5))).toBe('2027-01-05');
  });
});
