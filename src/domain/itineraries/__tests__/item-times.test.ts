import { describe, expect, it } from 'vitest';
import { itemTimes } from '../item-times';

describe('an item’s times', () => {
  it('reads as a span of the day, or as a stay’s check-in and check-out', () => {
    expect(itemTimes({ type: 'attraction', startTime: '10:00', endTime: '11:30' })).toBe('10:00–11:30');
    expect(itemTimes({ type: 'restaurant', startTime: '20:00', endTime: null })).toBe('20:00');
    expect(itemTimes({ type: 'activity', startTime: null, endTime: '18:00' })).toBe('until 18:00');
    expect(itemTimes({ type: 'note', startTime: null, endTime: null })).toBeNull();
    // A stay's check-out is on another day: never "15:00–11:00".
    expect(itemTimes({ type: 'stay', startTime: '15:00', endTime: '11:00' })).toBe('check-in 15:00, check-out 11:00');
    expect(itemTimes({ type: 'stay', startTime: null, endTime: '11:00' })).toBe('check-out 11:00');
    expect(itemTimes({ type: 'stay', startTime: null, endTime: null })).toBeNull();
  });
});
