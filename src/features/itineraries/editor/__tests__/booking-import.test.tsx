import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { aDatedTrip, anItem } from '@/testing/builders';
import type { PlanChange } from '../lib/plan-layout';
import { BookingImport } from '../components/booking-import';

const trip = aDatedTrip({ period: { start: '2027-02-28', end: '2027-03-04' }, days: 5 });

/** An airline's and a restaurant's reservations as their confirmations mark them up (schema.org JSON-LD), pasted. */
const pasted = JSON.stringify([
  {
    '@context': 'https://schema.org',
    '@type': 'FlightReservation',
    reservationNumber: 'K7TQ2M',
    underName: { '@type': 'Person', name: 'Ana Ribeiro' },
    reservationFor: {
      '@type': 'Flight',
      flightNumber: '210',
      airline: { '@type': 'Airline', name: 'TAP Air Portugal', iataCode: 'TP' },
      departureAirport: { '@type': 'Airport', iataCode: 'JFK' },
      arrivalAirport: { '@type': 'Airport', iataCode: 'LIS' },
      departureTime: '2027-02-28T22:00:00-05:00',
      arrivalTime: '2027-03-01T09:55:00+00:00',
    },
  },
  {
    '@context': 'https://schema.org',
    '@type': 'FoodEstablishmentReservation',
    reservationNumber: 'T-4411',
    partySize: 4,
    startTime: '2027-03-02T20:00:00+00:00',
    reservationFor: { '@type': 'FoodEstablishment', name: 'Cervejaria Ramiro', address: 'Av. Almirante Reis 1, Lisboa' },
  },
]);

function setup(
  items = [anItem({ id: 'ramiro', day: 3, type: 'restaurant', title: 'Dinner', booking: { code: 'T-4411', provider: null, number: null, terminal: null, seat: null, party: 2, status: 'confirmed' } })],
  itinerary = trip,
) {
  const onApply = vi.fn<(change: PlanChange, said: string) => void>();
  render(<BookingImport itinerary={itinerary} items={items} uid={null} isCreator={false} onApply={onApply} onCancel={() => undefined} />);
  return { onApply, user: userEvent.setup({ applyAccept: false }) };
}

describe('the booking import', () => {
  it('shows what a confirmation adds and updates, each on its day, and adds only what is kept', async () => {
    const { onApply, user } = setup();
    await user.click(screen.getByLabelText('Or paste the confirmation e-mail'));
    await user.paste(pasted);
    await user.click(screen.getByRole('button', { name: 'Read the pasted text' }));
    // What was found takes the focus (read out; on a phone, scrolled into view).
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Found 2 bookings' })).toHaveFocus());
    expect(screen.getByText('Day 1 · Sun 28 Feb · 22:00 JFK → 09:55 LIS (local times)')).toBeInTheDocument();
    expect(screen.getByText('For Ana Ribeiro')).toBeInTheDocument();
    // The table already in the trip is the same booking: updated (a table for 4 now), on the day it is booked for.
    expect(screen.getByText(/^Updates/).parentElement).toHaveTextContent('Updates Cervejaria Ramiro (now “Dinner”)');
    expect(screen.getByText(/no map position for Cervejaria Ramiro/)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Cervejaria Ramiro/ }));
    await user.click(screen.getByRole('button', { name: 'Add 1 booking to the trip' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    const [change, said] = onApply.mock.calls[0]!;
    expect(change.upsert).toHaveLength(1);
    expect(change.upsert[0]).toMatchObject({ type: 'flight', day: 1, startTime: '22:00', timeZone: 'America/New_York', endTime: '09:55', endTimeZone: 'Europe/Lisbon' });
    expect(said).toBe('Added 1 booking from the confirmation. Undo takes it back.');
  });

  it('says at the import what it cannot read, keeps what was pasted, and writes nothing', async () => {
    const { onApply, user } = setup([]);
    await user.click(screen.getByLabelText('Or paste the confirmation e-mail'));
    await user.paste('Thanks for booking with us! See you soon.');
    await user.click(screen.getByRole('button', { name: 'Read the pasted text' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/We found no booking details in this text\./);
    expect(screen.getByLabelText('Or paste the confirmation e-mail')).toHaveValue('Thanks for booking with us! See you soon.');

    await user.upload(screen.getByLabelText('Confirmation file'), new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/We cannot read bookings from a PDF yet\./));
    expect(onApply).not.toHaveBeenCalled();
  });

  it('offers a trip without dates the dates of its bookings, and sets them with the bookings', async () => {
    const undated = aDatedTrip({ period: null, days: 2 });
    const tiles = anItem({ id: 'tiles', day: 2, title: 'Museu do Azulejo' });
    const { onApply, user } = setup([tiles], undated);
    await user.click(screen.getByLabelText('Or paste the confirmation e-mail'));
    await user.paste(pasted);
    await user.click(screen.getByRole('button', { name: 'Read the pasted text' }));
    const dates = await screen.findByRole('checkbox', { name: "Set the trip's dates to 28 Feb 2027 – 2 Mar 2027 (3 days), from these bookings" });
    expect(dates).toBeChecked();
    expect(screen.getByText('Day 1 · Sun 28 Feb · 22:00 JFK → 09:55 LIS (local times)')).toBeInTheDocument();
    // Left unticked, the bookings go to the ideas, as on any trip without dates.
    await user.click(dates);
    expect(screen.getByText(/^Ideas · 22:00 JFK/)).toBeInTheDocument();
    await user.click(dates);
    await user.click(screen.getByRole('button', { name: 'Add 2 bookings to the trip' }));
    const [change] = onApply.mock.calls[0]!;
    expect(change.itinerary).toEqual({ period: { start: '2027-02-28', end: '2027-03-02' }, days: 3 });
    expect(change.upsert.map((item) => [item.title, item.day])).toEqual([
      ['Flight TP 210 to Lisbon', 1],
      ['Cervejaria Ramiro', 3],
    ]);
  });
});
