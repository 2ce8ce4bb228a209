import { cleanup, render, screen } from '@testing-library/react';
import { emptyFormValues, type ItemFormValues } from '../lib/item-form';
import { BookingFields } from '../components/booking-fields';

function show(values: ItemFormValues, publicTrip = false) {
  render(<BookingFields id="b" values={values} errors={{ bookingSeat: 'Keep the seat to 20 characters.' }} publicTrip={publicTrip} set={() => undefined} />);
  return screen.queryAllByRole('textbox').map((box) => box.getAttribute('id'));
}

describe('booking details', () => {
  it('asks for what a confirmation of that kind gives, and says at the field what is wrong', () => {
    expect(show({ ...emptyFormValues(1, 'flight'), bookingSeat: '14C'.repeat(8) })).toEqual(['b-bookingCode', 'b-bookingProvider', 'b-bookingNumber', 'b-bookingTerminal', 'b-bookingSeat']);
    expect(screen.getByLabelText('Airline')).toBeInTheDocument();
    expect(screen.getByLabelText('Seat')).toHaveAccessibleDescription(/Keep the seat to 20 characters\./);
  });

  it('asks a table how many, a stay only its code and who it is with, and a note nothing', () => {
    expect(show(emptyFormValues(1, 'restaurant'))).toEqual(['b-bookingCode', 'b-bookingProvider', 'b-bookingParty']);
    expect(screen.getByLabelText('Table for')).toHaveAttribute('inputmode', 'numeric');
    cleanup();
    expect(show(emptyFormValues(1, 'stay'))).toEqual(['b-bookingCode', 'b-bookingProvider']);
    cleanup();
    expect(show(emptyFormValues(1, 'note'))).toEqual([]);
    expect(screen.queryByText('Booking details')).toBeNull();
  });

  it('says on a public trip that its bookings stay with the people planning it, and still takes them', () => {
    expect(show(emptyFormValues(1, 'restaurant'), true)).toEqual(['b-bookingCode', 'b-bookingProvider', 'b-bookingParty']);
    expect(screen.getByText(/only the people planning it see them/)).toBeInTheDocument();
    cleanup();
    show(emptyFormValues(1, 'restaurant'));
    expect(screen.queryByText(/only the people planning it see them/)).toBeNull();
  });
});
