/** How a booking reads wherever an item is shown: the editor's row, the trip page, the PDF, the calendar file. */
import type { Booking, ItemType, PlanItem } from './types';

/**
 * What was booked, in the order people look for it, without the confirmation
 * code (shown apart, to copy): "Cancelled" first when it was, then who it is
 * with and the flight or train number, the terminal, the seat, the party.
 */
export function bookingParts(booking: Booking, type: ItemType): string[] {
  const parts: string[] = [];
  if (booking.status === 'cancelled') parts.push('Cancelled');
  const withWhom = [booking.provider, booking.number].filter(Boolean).join(' ');
  if (withWhom) parts.push(withWhom);
  if (booking.terminal) parts.push(`Terminal ${booking.terminal}`);
  if (booking.seat) parts.push(`Seat ${booking.seat}`);
  if (booking.party) {
    if (type === 'restaurant') parts.push(`Table for ${booking.party}`);
    else if (type === 'activity' || type === 'attraction') parts.push(booking.party === 1 ? '1 ticket' : `${booking.party} tickets`);
    else parts.push(booking.party === 1 ? '1 person' : `${booking.party} people`);
  }
  return parts;
}

/** The whole booking on one line, the code included: "TAP Air Portugal TP 1351 · Seat 14C · Confirmation K7QX2M". */
export function bookingLine(booking: Booking, type: ItemType): string {
  const parts = bookingParts(booking, type);
  if (booking.code) parts.push(`Confirmation ${booking.code}`);
  return parts.join(' · ');
}

/**
 * The plan as someone who does not plan the trip sees it (a public trip's
 * reader, a copy's new owner): without what was booked, whose codes manage a
 * booking at the airline or hotel. The same array when nothing is booked.
 */
export function withoutBookings(items: PlanItem[]): PlanItem[] {
  if (!items.some((item) => item.booking)) return items;
  return items.map((item) => {
    if (!item.booking) return item;
    const { booking: _booking, ...rest } = item;
    return rest;
  });
}
