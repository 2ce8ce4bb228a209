import { describe, expect, it } from 'vitest';
import { aPlace, anItem } from '@/testing/builders';
import { kindLabel, plainStopView, stopLine, stopTimes, stopView } from '../stop-view';

describe('what a stop says wherever the plan is read', () => {
  it('gives a flight between two zones each end in its own zone, so landing "before" leaving reads right', () => {
    const flight = anItem({ type: 'flight', startTime: '08:10', endTime: '07:05', timeZone: 'Europe/Lisbon', endTimeZone: 'America/Argentina/Buenos_Aires' });
    expect(stopTimes(flight)).toBe('08:10 Lisbon time → 07:05 Buenos Aires time');
    // One zone (or none): the plain span, a fixed start said so.
    expect(stopTimes({ ...flight, endTimeZone: 'Europe/Lisbon' })).toBe('08:10–07:05');
    expect(stopTimes(anItem({ startTime: '20:00', fixedTime: true }))).toBe('20:00 (fixed)');
    expect(stopTimes(anItem({ type: 'stay', startTime: '15:00', endTime: '11:00' }))).toBe('check-in 15:00, check-out 11:00');
    expect(stopTimes(anItem())).toBeNull();
  });

  it('says where: both ends of a journey, else the place when the title is not its name, with its address', () => {
    const train = anItem({ type: 'transport', title: 'Alfa Pendular', place: aPlace('Lisboa Santa Apolónia'), arrival: aPlace('Porto Campanhã') });
    expect(stopView(train).place).toBe('Lisboa Santa Apolónia → Porto Campanhã');
    expect(stopView(anItem({ title: 'Lunch', place: aPlace('Taberna da Rua das Flores', { address: 'Rua das Flores 103' }) })).place).toBe(
      'Taberna da Rua das Flores · Rua das Flores 103',
    );
    expect(stopView(anItem({ title: 'Belém Tower', place: aPlace('Belém Tower') })).place).toBeNull();
  });

  it('holds a stay’s nights, the cost, the booking without its code (shown to copy) and the alternatives', () => {
    const stay = anItem({
      type: 'stay',
      title: 'Casa do Largo',
      nights: 3,
      cost: { amount: 42000, currency: 'EUR' },
      booking: { code: 'K7QX2M', provider: 'Booking.com', number: null, terminal: null, seat: null, party: 2, status: 'cancelled' },
    });
    const view = stopView(stay, [anItem({ id: 'alt', title: 'Hotel Avenida' })]);
    expect(view).toMatchObject({ kind: 'Stay', nights: '3 nights', cost: '€420.00', alternatives: ['Hotel Avenida'] });
    expect(view.booking).toEqual({ parts: ['Cancelled', 'Booking.com', '2 people'], code: 'K7QX2M', cancelled: true });
    expect(stopView(anItem({ type: 'stay', nights: 1 })).nights).toBe('1 night');
  });

  it('puts the same facts on one line for a narrow row, the code included', () => {
    const dinner = anItem({
      type: 'restaurant',
      title: 'Dinner',
      startTime: '20:00',
      place: aPlace('Cervejaria Ramiro', { approximate: true }),
      booking: { code: 'R42', provider: null, number: null, terminal: null, seat: null, party: 4, status: 'confirmed' },
    });
    expect(stopLine(dinner)).toEqual(['Restaurant', '20:00', 'Cervejaria Ramiro', 'approximate location', 'Table for 4 · Confirmation R42']);
  });

  it('reads a kind kept as text, and calls one it does not know a stop', () => {
    expect(kindLabel('restaurant')).toBe('Restaurant');
    expect(kindLabel('spaceship')).toBe('Stop');
    expect(plainStopView({ title: 'Torre de Belém', type: 'attraction', time: '10:00' })).toMatchObject({ title: 'Torre de Belém', kind: 'Attraction', time: '10:00', place: null });
  });
});
