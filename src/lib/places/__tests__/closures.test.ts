import closuresFile from '@/data/places/closures.json';
import { realData } from '@/domain/assistant/planner/__tests__/data';
import { closedDuring, closedForTrip, isClosure } from '../closures';
import type { PlaceClosure } from '../types';

const works: PlaceClosure = { kind: 'works', from: '2025-09-22', until: '2030', note: 'closed for works', source: 'The museum', checked: '2026-11-29' };

describe('a place closed for works or for good', () => {
  it('is closed on any day from its first day to the end of the year it is expected to reopen', () => {
    expect(closedDuring({ closed: works }, '2025-09-21')).toBeNull();
    expect(closedDuring({ closed: works }, '2025-09-15', '2025-09-22')).toBe(works);
    expect(closedDuring({ closed: works }, '2030-12-31')).toBe(works);
    expect(closedDuring({ closed: works }, '2031-01-01')).toBeNull();
    expect(closedDuring({ closed: { ...works, until: '2027-03-01' } }, '2027-03-02')).toBeNull();
    expect(closedDuring({ closed: { ...works, kind: 'for good', until: null } }, '2090-01-01')).not.toBeNull();
    expect(closedDuring({}, '2026-01-01')).toBeNull();
  });

  it('an undated trip is checked as of the day the mark was last checked', () => {
    expect(closedForTrip({ closed: works }, null)).toBe(works);
    expect(closedForTrip({ closed: { ...works, until: '2026-06-01' } }, null)).toBeNull();
    expect(closedForTrip({ closed: works }, { start: '2031-05-01', end: '2031-05-03' })).toBeNull();
  });

  it('a stored mark that does not hold together is no mark', () => {
    expect(isClosure(works)).toBe(true);
    expect(isClosure({ ...works, from: 'September 2025' })).toBe(false);
    expect(isClosure({ ...works, kind: 'renovation' })).toBe(false);
    expect(isClosure({ ...works, source: '' })).toBe(false);
    expect(closedDuring({ closed: { ...works, checked: 'today' } }, '2026-01-01')).toBeNull();
  });

  it('every listed closure is written onto its place, with its source and the day it was checked', () => {
    const { placesData } = realData();
    expect(closuresFile.closures.length).toBeGreaterThan(0);
    for (const { place: id, ...mark } of closuresFile.closures) {
      const place = placesData.placeById.get(id);
      expect(place, id).toBeDefined();
      expect(place!.closed, id).toEqual(mark);
      expect(isClosure(place!.closed), id).toBe(true);
      expect(mark.sourceUrl).toMatch(/^https:\/\//);
    }
    // No place carries a mark the list does not hold.
    const listed = new Set(closuresFile.closures.map((mark) => mark.place));
    expect(placesData.places.filter((place) => place.closed && !listed.has(place.id)).map((place) => place.id)).toEqual([]);
  });
});
