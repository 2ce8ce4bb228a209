import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, vi } from 'vitest';
import { aDatedTrip, anItem } from '@/testing/builders';
import type { PlanChange } from '../lib/plan-layout';
import type { PlanItem } from '@/domain/itineraries/types';
import { BookingImport } from '../components/booking-import';
import { pdfFile } from '@/testing/pdf-file';
import { aReservation, anEnd } from '@/testing/reservations';
import type { BookingTextAnswer } from '@/domain/bookings/model-reservations';

// The assistant's model stands at the edge: its callable answers what each test says (no model by default).
const assistant = vi.hoisted((): { answer: BookingTextAnswer; asked: string[] } => ({ answer: { available: false }, asked: [] }));
vi.mock('@/services/firebase/collections/booking-text', () => ({
  readBookingTextWithAssistant: (text: string) => {
    assistant.asked.push(text);
    return Promise.resolve(assistant.answer);
  },
}));
beforeEach(() => {
  assistant.answer = { available: false };
  assistant.asked = [];
});

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
    // Plain text goes to the assistant; without one, the import says what it reads itself.
    expect(await screen.findByRole('alert')).toHaveTextContent(/We found no booking details in this text\./);
    expect(assistant.asked).toEqual(['Thanks for booking with us! See you soon.']);
    expect(screen.getByLabelText('Or paste the confirmation e-mail')).toHaveValue('Thanks for booking with us! See you soon.');

    // A PDF's text goes to the assistant too: here it is not available, and says why.
    assistant.answer = { available: false, reason: 'You have asked the assistant 30 times in the last hour, which is the limit.' };
    await user.upload(screen.getByLabelText('Confirmation file'), new File([pdfFile([['Booking reference: HX48213']])], 'receipt.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^You have asked the assistant 30 times in the last hour, which is the limit\. Reading a PDF takes the assistant/));
    expect(assistant.asked.at(-1)?.trim()).toBe('Booking reference: HX48213');
    // A damaged PDF is said to be one.
    await user.upload(screen.getByLabelText('Confirmation file'), new File(['%PDF-1.7 broken'], 'receipt.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This PDF could not be read.'));
    expect(onApply).not.toHaveBeenCalled();
  });

  it('shows what the assistant read in a confirmation without booking markup, marked as its reading', async () => {
    assistant.answer = {
      available: true,
      dropped: 1,
      reservations: [
        aReservation({
          kind: 'lodging',
          code: 'HX48213',
          provider: 'Hotel Avenida Palace',
          number: null,
          title: 'Hotel Avenida Palace',
          from: anEnd({ name: 'Hotel Avenida Palace', at: '2027-03-01T15:00' }),
          to: anEnd({ name: 'Hotel Avenida Palace', at: '2027-03-04T11:00' }),
          source: 'model',
        }),
      ],
    };
    const { user } = setup([]);
    await user.click(screen.getByLabelText('Or paste the confirmation e-mail'));
    await user.paste('Hotel Avenida Palace. Booking reference HX48213. Check-in 1 March from 15:00, check-out 4 March by 11:00.');
    await user.click(screen.getByRole('button', { name: 'Read the pasted text' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Found 1 booking' })).toHaveFocus());
    expect(screen.getByText('Day 2 · Mon 1 Mar · 3 nights, check-in 15:00, check-out 11:00')).toBeInTheDocument();
    expect(screen.getByText(/Read by the assistant: check each time and code/)).toBeInTheDocument();
    expect(screen.getByText('One booking it gave could not be checked and was left out.')).toBeInTheDocument();
  });

  it('offers a trip without dates the dates of its bookings, and sets them with the bookings', async () => {
    const undated = aDatedTrip({ period: null, days: 2 });
    const tiles = anItem({ id: 'tiles', day: 2, title: 'Museu do Azulejo' });
    const { onApply, user } = setup([tiles], undated);
    await user.click(screen.getByLabelText('Or paste the confirmation e-mail'));
    await user.paste(pasted);
    await user.click(screen.getByRole('button', { name: 'Read the pasted text' }));
    const dates = await screen.findByRole('checkbox', { name: "Set the trip's dates to 28 Feb – 2 Mar 2027 (3 days), from these bookings" });
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

  it('offers to extend a trip by a day or two for its bookings, ticked, and by weeks, unticked', async () => {
    const { onApply, user } = setup([anItem({ id: 'tiles', day: 1, title: 'Museu do Azulejo' })], aDatedTrip({ period: { start: '2027-03-01', end: '2027-03-02' }, days: 2 }));
    await user.click(screen.getByLabelText('Or paste the confirmation e-mail'));
    await user.paste(pasted);
    await user.click(screen.getByRole('button', { name: 'Read the pasted text' }));
    // The flight leaves the evening before the trip: one day more, before its start, its stops keeping their dates.
    const extend = await screen.findByRole('checkbox', { name: /^Extend the trip to 28 Feb – 2 Mar 2027 \(3 days\).*one day added before its start/ });
    expect(extend).toBeChecked();
    await user.click(screen.getByRole('button', { name: /bookings? to the trip$/ }));
    const [change] = onApply.mock.calls[0]!;
    expect(change.itinerary).toEqual({ period: { start: '2027-02-28', end: '2027-03-02' }, days: 3 });
    expect(change.upsert.find((item) => item.id === 'tiles')?.day).toBe(2);
  });

  it('offers a weeks-long extension unticked, the booking going to the ideas unless asked', async () => {
    const far = JSON.stringify({ '@context': 'https://schema.org', '@type': 'FoodEstablishmentReservation', reservationNumber: 'T-9', startTime: '2027-04-20T20:00:00+01:00', reservationFor: { '@type': 'FoodEstablishment', name: 'Belcanto' } });
    const { user } = setup([]);
    await user.click(screen.getByLabelText('Or paste the confirmation e-mail'));
    await user.paste(far);
    await user.click(screen.getByRole('button', { name: 'Read the pasted text' }));
    expect(await screen.findByRole('checkbox', { name: /^Extend the trip to 28 Feb – 20 Apr 2027/ })).not.toBeChecked();
    expect(screen.getByText(/^Ideas/)).toBeInTheDocument();
  });

  it('keeps what was found as it is while a companion edits the plan underneath', async () => {
    const onApply = vi.fn<(change: PlanChange, said: string) => void>();
    const user = userEvent.setup();
    const view = (items: PlanItem[]) => <BookingImport itinerary={trip} items={items} uid={null} isCreator={false} onApply={onApply} onCancel={() => undefined} />;
    const { rerender } = render(view([]));
    await user.click(screen.getByLabelText('Or paste the confirmation e-mail'));
    await user.paste(pasted);
    await user.click(screen.getByRole('button', { name: 'Read the pasted text' }));
    const flight = await screen.findByRole('checkbox', { name: /Flight TP 210/ });
    await user.click(screen.getByRole('checkbox', { name: /Cervejaria Ramiro/ }));
    rerender(view([anItem({ id: 'added-meanwhile', day: 4, title: 'Oceanário' })]));
    // The same row (not drawn anew), and what was left out stays left out.
    expect(screen.getByRole('checkbox', { name: /Flight TP 210/ })).toBe(flight);
    expect(screen.getByRole('checkbox', { name: /Cervejaria Ramiro/ })).not.toBeChecked();
  });
});
