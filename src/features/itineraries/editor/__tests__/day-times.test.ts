import { describe, expect, it } from 'vitest';
import { retimeDay, timeClashes } from '../lib/day-times';
import { item } from './fixtures';

const lunch = item('lunch', 2, 'a0', { title: 'Lunch', type: 'restaurant', startTime: '12:20', endTime: '13:20', timeZone: 'Europe/Lisbon' });
const museum = item('museum', 2, 'a1', { title: 'Gulbenkian Museum', startTime: '15:05', endTime: '17:00', timeZone: 'Europe/Lisbon' });
const cafe = item('cafe', 2, 'a2', { title: 'Café', type: 'restaurant', startTime: '13:40', endTime: '14:20', timeZone: 'Europe/Lisbon' });

describe('times after a move', () => {
  it('flags a stop that starts before a stop above it', () => {
    const clashes = timeClashes([lunch, museum, cafe]);
    expect([...clashes.keys()]).toEqual(['cafe']);
    expect(clashes.get('cafe')?.message).toBe('Starts at 13:40, before “Gulbenkian Museum” above it (15:05).');
    expect(timeClashes([lunch, cafe, museum]).size).toBe(0);
  });

  it('ignores untimed stops, stays and stops in another time zone', () => {
    const walk = item('walk', 2, 'a3', { title: 'Walk', startTime: null, endTime: null });
    const hotel = item('hotel', 2, 'a4', { title: 'Hotel', type: 'stay', startTime: '15:00' });
    const madeira = item('madeira', 2, 'a5', { title: 'Funchal lunch', startTime: '12:00', timeZone: 'Atlantic/Madeira' });
    expect(timeClashes([hotel, lunch, walk, madeira]).size).toBe(0);
    expect(timeClashes([madeira, { ...lunch, timeZone: 'Europe/Berlin' }]).size).toBe(0);
  });

  it('re-times the day in its order: the day keeps its start times, each stop its length, none starts before the one above ends', () => {
    const changed = retimeDay([lunch, museum, cafe]);
    expect(changed.map(({ id, startTime, endTime }) => ({ id, startTime, endTime }))).toEqual([
      { id: 'museum', startTime: '13:40', endTime: '15:35' },
      { id: 'cafe', startTime: '15:35', endTime: '16:15' },
    ]);
    const after = [lunch, ...changed];
    expect(timeClashes(after).size).toBe(0);
    expect(retimeDay(after)).toEqual([]);
  });

  it('keeps a flight’s time and starts what follows after it lands', () => {
    const flight = item('flight', 2, 'a1', {
      title: 'Flight to Porto',
      type: 'flight',
      startTime: '14:00',
      endTime: '15:00',
      timeZone: 'Europe/Lisbon',
      endTimeZone: 'Europe/Lisbon',
    });
    const dinner = item('dinner', 2, 'a2', { title: 'Dinner', startTime: '13:00', endTime: '14:30', timeZone: 'Europe/Lisbon' });
    expect([...timeClashes([flight, dinner]).keys()]).toEqual(['dinner']);
    expect(retimeDay([flight, dinner])).toEqual([{ ...dinner, startTime: '15:00', endTime: '16:30' }]);
  });
});
