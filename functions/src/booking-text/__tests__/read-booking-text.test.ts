// readBookingText's logic without the emulator: the input, the strict schema sent to the model, and what is kept of its answer.
import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it, vi } from 'vitest';
import type { Reservation } from '@/lib/confirmations/types';
import { aModelStay } from '@/testing/reservations';
import { ProviderError, type ProviderConfig } from '../../assistant/provider';
import { SYSTEM_PROMPT, bookingTextStrictSchema, keepWrittenCodes, parseBookingTextInput, readWithModel } from '../read-booking-text';

const PROVIDER: ProviderConfig = { apiKey: 'k', baseURL: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 1000 };

const TEXT = `Hotel Avenida Palace — booking confirmed
Booking reference: HX 48213
Guest: Ana Costa, 2 adults
Check-in: Friday 1 May 2026 from 15:00
Check-out: Monday 4 May 2026 until 11:00
Total: EUR 412.50
Flight TP1351 Lisbon (LIS) to London (LHR)`;

const stay = aModelStay({ from: { name: 'Hotel Avenida Palace', code: null, address: null, time: { local: '2026-05-01T15:00', offsetMinutes: null } }, to: { name: 'Hotel Avenida Palace', code: null, address: null, time: { local: '2026-05-04T11:00', offsetMinutes: null } } });

function input(data: unknown): HttpsError {
  try {
    parseBookingTextInput(data);
  } catch (error) {
    if (error instanceof HttpsError) return error;
  }
  throw new Error('accepted');
}

describe('readBookingText input', () => {
  it('takes a trimmed text of 1 to 60,000 characters and an itinerary id', () => {
    expect(parseBookingTextInput({ itineraryId: 'trip1', text: `  ${TEXT}\n` })).toEqual({ itineraryId: 'trip1', text: TEXT });
    expect(parseBookingTextInput({ itineraryId: 'trip1', text: 'x'.repeat(60_000) }).text).toHaveLength(60_000);
  });

  it('refuses empty, too long or unaddressed text with a message', () => {
    expect(input({ itineraryId: 'trip1', text: '  \n ' })).toMatchObject({ code: 'invalid-argument', message: 'There is no text to read.' });
    expect(input({ itineraryId: 'trip1', text: 'x'.repeat(60_001) })).toMatchObject({
      code: 'invalid-argument',
      message: 'This text is longer than 60,000 characters: keep only the confirmation.',
    });
    expect(input({ text: TEXT }).code).toBe('invalid-argument');
    expect(input({ itineraryId: '__x__', text: TEXT }).code).toBe('invalid-argument');
    expect(input(null).code).toBe('invalid-argument');
  });
});

describe('the schema sent to the model', () => {
  const walk = (node: unknown, visit: (object: Record<string, unknown>) => void): void => {
    if (Array.isArray(node)) node.forEach((inner) => walk(inner, visit));
    else if (typeof node === 'object' && node !== null) {
      visit(node as Record<string, unknown>);
      Object.values(node).forEach((inner) => walk(inner, visit));
    }
  };

  it('is strict: every object closed with all its properties required, and no string lengths', () => {
    const schema = bookingTextStrictSchema();
    expect(schema).toMatchObject({ type: 'object', required: ['reservations'], additionalProperties: false });
    let objects = 0;
    walk(schema, (node) => {
      expect(node).not.toHaveProperty('maxLength');
      expect(node).not.toHaveProperty('$schema');
      if (node.type === 'object' && node.properties) {
        objects += 1;
        expect(node.additionalProperties).toBe(false);
        expect(node.required).toEqual(Object.keys(node.properties));
      }
    });
    expect(objects).toBeGreaterThanOrEqual(5); // the answer, a reservation, its two ends and their times, a price
    const reservation = (schema.properties as { reservations: { items: { properties: Record<string, unknown> } } }).reservations.items;
    expect(reservation.properties.kind).toEqual({ type: 'string', enum: ['flight', 'lodging', 'train', 'bus', 'boat', 'rentalCar', 'food', 'event'] });
  });

  it('comes with a prompt that asks for what the text states and nothing else', () => {
    expect(SYSTEM_PROMPT).toMatch(/never invent a confirmation code, a number, a time, a place or a price/);
    expect(SYSTEM_PROMPT).toMatch(/null/);
    expect(SYSTEM_PROMPT).toMatch(/offsetMinutes only when the text writes the offset/);
  });
});

describe('what is kept of the model’s answer', () => {
  const reservation = (overrides: Partial<Reservation>): Reservation => ({
    kind: 'flight',
    code: 'HX48213',
    provider: null,
    number: 'TP 1351',
    status: 'confirmed',
    party: null,
    seat: null,
    terminal: null,
    underName: null,
    title: null,
    from: { name: 'Lisbon', code: 'LIS', address: null, geo: null, time: null },
    to: { name: 'London', code: 'LHR', address: null, geo: null, time: null },
    price: null,
    source: 'model',
    ...overrides,
  });

  it('keeps the codes the text holds, however it spaces or cases them', () => {
    expect(keepWrittenCodes(reservation({}), TEXT)).toEqual({ reservation: reservation({}), removed: 0 });
    expect(keepWrittenCodes(reservation({ code: 'hx-48213' }), TEXT).removed).toBe(0);
  });

  it('takes off a code, a number or an airport the text does not hold', () => {
    const { reservation: kept, removed } = keepWrittenCodes(
      reservation({ code: 'ZZ9PLZ', number: 'TP 1352', to: { name: 'London', code: 'LGW', address: null, geo: null, time: null } }),
      TEXT,
    );
    expect(removed).toBe(3);
    expect(kept).toMatchObject({ code: null, number: null, from: { code: 'LIS' }, to: { code: null, name: 'London' } });
    // An airport code must stand as a word: "LIS" inside "LISBON" is not one.
    expect(keepWrittenCodes(reservation({ from: { name: 'Lisbon', code: 'LIS', address: null, geo: null, time: null } }), 'Flight from LISBON').reservation.from.code).toBeNull();
  });

  it('asks with the strict schema and the text, and answers the checked reservations and how many were dropped', async () => {
    const complete = vi.fn(async () => ({ reservations: [stay, { ...stay, kind: 'spa' }, { ...stay, code: 'NOT-IN-TEXT' }] }));
    const read = await readWithModel(TEXT, PROVIDER, complete);
    expect(complete).toHaveBeenCalledWith(PROVIDER, {
      name: 'booking_reservations',
      schema: bookingTextStrictSchema(),
      system: SYSTEM_PROMPT,
      user: expect.stringContaining('Booking reference: HX 48213') as string,
    });
    expect(read.dropped).toBe(1);
    expect(read.codesRemoved).toBe(1);
    expect(read.reservations).toHaveLength(2);
    expect(read.reservations[0]).toMatchObject({ kind: 'lodging', code: 'HX-48213', price: { amount: 41250, currency: 'EUR' }, source: 'model' });
    expect(read.reservations[1]!.code).toBeNull();
  });

  it('fails as the model failing when the answer is not a list of reservations', async () => {
    const error = await readWithModel(TEXT, PROVIDER, async () => ({ bookings: [] })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).reason).toBe('invalid-answer');
  });
});
