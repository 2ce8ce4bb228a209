import { anItem } from '@/testing/builders';
import { bookingLine, bookingParts, withoutBookings } from '../booking';
import type { Booking } from '../types';

const none: Booking = { code: null, provider: null, number: null, terminal: null, seat: null, party: null, status: 'confirmed' };

describe('a booking as it reads', () => {
  it('says who it is with, the flight, terminal and seat, then the code to look for', () => {
    const flight = { ...none, code: 'K7QX2M', provider: 'TAP Air Portugal', number: 'TP 1351', terminal: '1', seat: '14C' };
    expect(bookingLine(flight, 'flight')).toBe('TAP Air Portugal TP 1351 · Terminal 1 · Seat 14C · Confirmation K7QX2M');
    expect(bookingParts(flight, 'flight')).not.toContain('Confirmation K7QX2M');
  });

  it('counts a table, tickets or people by the kind of item, and says first when it was cancelled', () => {
    expect(bookingLine({ ...none, party: 4, code: 'R-88' }, 'restaurant')).toBe('Table for 4 · Confirmation R-88');
    expect(bookingLine({ ...none, party: 1 }, 'activity')).toBe('1 ticket');
    expect(bookingLine({ ...none, party: 2 }, 'stay')).toBe('2 people');
    expect(bookingLine({ ...none, provider: 'Hotel Lisboa', status: 'cancelled' }, 'stay')).toBe('Cancelled · Hotel Lisboa');
    expect(bookingLine(none, 'stay')).toBe('');
  });
});

describe('the plan without its bookings', () => {
  it('leaves every stop but takes off what was booked, and gives the same plan back when nothing was', () => {
    const plain = anItem({ id: 'a', title: 'Belém Tower' });
    const booked = anItem({ id: 'b', title: 'Dinner', booking: { ...none, code: 'PR-4411', status: 'confirmed' } });
    const plan = [plain, booked];
    expect(withoutBookings(plan).map((item) => item.title)).toEqual(['Belém Tower', 'Dinner']);
    expect(withoutBookings(plan)[1]).not.toHaveProperty('booking');
    expect(withoutBookings(plan)[0]).toBe(plain);
    expect(plan[1]?.booking?.code).toBe('PR-4411');
    const unbooked = [plain];
    expect(withoutBookings(unbooked)).toBe(unbooked);
  });
});
