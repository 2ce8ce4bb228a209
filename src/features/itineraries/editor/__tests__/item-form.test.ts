import { describe, expect, it } from 'vitest';
import { emptyFormValues, itemFromValues, stayNight, valuesFromItem } from '../lib/item-form';
import { item } from './fixtures';

const base = { id: 'new1', order: 'a0', optionOf: null };

describe('item form', () => {
  it('reads costs as integer minor units in the currency, and says what is wrong otherwise', () => {
    const cost = (typed: string, currency: string) => {
      const { item: built, errors } = itemFromValues({ ...emptyFormValues(1), title: 'Lunch', cost: typed }, base, { days: 3, currency });
      return { amount: built ? (built.cost?.amount ?? null) : null, error: errors.cost ?? null };
    };
    expect(cost('12.5', 'EUR')).toEqual({ amount: 1250, error: null });
    expect(cost('1,200', 'JPY')).toEqual({ amount: 1200, error: null });
    expect(cost('1.5', 'KWD')).toEqual({ amount: 1500, error: null });
    expect(cost('', 'EUR')).toEqual({ amount: null, error: null });
    expect(cost('12.345', 'EUR').error).toBe('Enter a cost with at most 2 decimals, e.g. 120.50.');
    expect(cost('12.5', 'JPY').error).toBe('Enter the cost as a whole number of JPY, e.g. 1200.');
    expect(cost('-3', 'EUR').error).toBe('The cost must be 0 or more.');
    expect(cost('-12.50', 'EUR').error).toBe('The cost must be 0 or more.');
    // The stored limit (firestore.rules): 100,000,000 minor units in any currency.
    expect(cost('1000000.01', 'EUR').error).toBe('That cost is too large: at most €1,000,000.00.');
  });

  it('shows a stored cost back in the field with the decimals of its currency', () => {
    expect(valuesFromItem(item('lunch', 1, 'a0', { cost: { amount: 1200, currency: 'JPY' } }), 'EUR').cost).toBe('1200');
    expect(valuesFromItem(item('lunch', 1, 'a0', { cost: { amount: 1500, currency: 'KWD' } }), 'EUR').cost).toBe('1.500');
  });

  it('keeps what was booked, says at its field what cannot be kept, and reads it back for editing', () => {
    const flight = { ...emptyFormValues(1, 'flight'), title: 'Lisbon to New York', bookingCode: ' K7QX2M ', bookingProvider: 'TAP Air Portugal', bookingNumber: 'TP 1351', bookingSeat: '14C' };
    const { item: built, errors } = itemFromValues(flight, base, { days: 3, currency: 'EUR' });
    expect(errors).toEqual({});
    expect(built?.booking).toEqual({ code: 'K7QX2M', provider: 'TAP Air Portugal', number: 'TP 1351', terminal: null, seat: '14C', party: null, status: 'confirmed' });
    expect(valuesFromItem(built!, 'EUR')).toMatchObject({ bookingCode: 'K7QX2M', bookingSeat: '14C', bookingCancelled: false });

    const table = { ...emptyFormValues(1, 'restaurant'), title: 'Dinner', bookingParty: 'four', bookingCode: 'X'.repeat(41) };
    const refused = itemFromValues(table, base, { days: 3, currency: 'EUR' });
    expect(refused.item).toBeNull();
    expect(refused.errors).toEqual({ bookingParty: 'Enter how many people, from 1 to 99.', bookingCode: 'Keep the confirmation code to 40 characters.' });

    // Only cancelled: still a booking, marked. Nothing typed: none. A note cannot be booked.
    expect(itemFromValues({ ...table, bookingParty: '', bookingCode: '', bookingCancelled: true }, base, { days: 3, currency: 'EUR' }).item?.booking?.status).toBe('cancelled');
    expect(itemFromValues({ ...table, bookingParty: ' ', bookingCode: '' }, base, { days: 3, currency: 'EUR' }).item).not.toHaveProperty('booking');
    expect(itemFromValues({ ...table, type: 'note', bookingParty: '' , bookingCode: 'ABC' }, base, { days: 3, currency: 'EUR' }).item).not.toHaveProperty('booking');
  });

  it('keeps where a train arrives when it is edited, and lets it go when removed', () => {
    const campanha = { name: 'Porto-Campanhã railway station', geocode: { lat: 41.1487, lng: -8.5855 }, source: 'Wikidata (CC0)' };
    const train = item('train', 1, 'a0', { type: 'transport', title: 'Alfa Pendular', arrival: campanha, endTimeZone: 'Europe/Lisbon' });
    const values = valuesFromItem(train, 'EUR');
    expect(values.arrival).toEqual(campanha);
    const kept = itemFromValues({ ...values, title: 'Alfa Pendular 131' }, base, { days: 3, currency: 'EUR' }).item;
    expect(kept).toMatchObject({ arrival: campanha, endTimeZone: 'Europe/Lisbon' });
    expect(itemFromValues({ ...values, arrival: null }, base, { days: 3, currency: 'EUR' }).item).toMatchObject({ arrival: null, endTimeZone: null });
  });

  it('names every bad field and builds no item', () => {
    const values = { ...emptyFormValues(1), title: ' ', startTime: '9h', cost: 'ten', timeZone: 'Mars/Olympus' };
    const { item: built, errors } = itemFromValues(values, base, { days: 3, currency: 'EUR' });
    expect(built).toBeNull();
    expect(Object.keys(errors).sort()).toEqual(['cost', 'startTime', 'timeZone', 'title']);
  });

  it('keeps a fixed start time, asks for the time when there is none, and never fixes a stay’s or a flight’s', () => {
    const dinner = { ...emptyFormValues(1, 'restaurant'), title: 'Dinner at Kikunoi', startTime: '19:00', fixedTime: true };
    const built = itemFromValues(dinner, base, { days: 3, currency: 'JPY' }).item;
    expect(built).toMatchObject({ startTime: '19:00', fixedTime: true });
    expect(valuesFromItem(built!, 'JPY').fixedTime).toBe(true);
    expect(itemFromValues({ ...dinner, startTime: '' }, base, { days: 3, currency: 'JPY' }).errors.startTime).toMatch(/fixed/);
    expect(itemFromValues({ ...dinner, fixedTime: false }, base, { days: 3, currency: 'JPY' }).item).not.toHaveProperty('fixedTime');
    const stay = itemFromValues({ ...dinner, type: 'stay', title: 'Hotel' }, base, { days: 3, currency: 'JPY' }).item;
    expect(stay).not.toHaveProperty('fixedTime');
  });

  it('builds a stay with its nights, and refuses nights out of range', () => {
    const stay = { ...emptyFormValues(2, 'stay'), title: 'Hotel', nights: '3', cost: '240' };
    const built = itemFromValues(stay, base, { days: 5, currency: 'EUR' }).item;
    expect(built).toMatchObject({ type: 'stay', day: 2, nights: 3, cost: { amount: 24000, currency: 'EUR' } });
    expect(itemFromValues({ ...stay, nights: '0' }, base, { days: 5, currency: 'EUR' }).errors.nights).toBeTruthy();
    expect(stayNight({ day: 2, nights: 3 }, 4)).toEqual({ night: 3, of: 3 });
    expect(stayNight({ day: 2, nights: 3 }, 5)).toBeNull();
  });

  it('builds a flight with airports and a time zone at each end', () => {
    const values = {
      ...emptyFormValues(1, 'flight'),
      title: 'TP 1351',
      fromAirport: 'Lisbon (LIS)',
      fromCoordinates: '38.77, -9.13',
      toAirport: 'London (LHR)',
      toCoordinates: '51.47, -0.45',
      startTime: '09:10',
      timeZone: 'Europe/Lisbon',
      endTime: '11:50',
      endTimeZone: 'Europe/London',
    };
    const built = itemFromValues(values, base, { days: 3, currency: 'EUR' }).item!;
    expect(built.place?.geocode).toEqual({ lat: 38.77, lng: -9.13 });
    expect(built.arrival?.name).toBe('London (LHR)');
    expect(built.endTimeZone).toBe('Europe/London');
    const bad = itemFromValues({ ...values, toCoordinates: '151, 3' }, base, { days: 3, currency: 'EUR' });
    expect(bad.errors.toCoordinates).toMatch(/latitude and longitude/);
  });

  it('keeps an edited item as it was when nothing changes', () => {
    const original = item('x', 2, 'a3', { notes: 'Book ahead', cost: { amount: 1500, currency: 'EUR' }, startTime: '10:00' });
    const rebuilt = itemFromValues(valuesFromItem(original, 'EUR'), original, { days: 3, currency: 'USD', existingCost: original.cost });
    expect(rebuilt.item).toEqual(original);
  });
});
