// The checks a model's reading of a confirmation passes before anything is planned, and the callable's answer as the browser checks it.
import { describe, expect, it } from 'vitest';
import { aModelStay, aModelStayRead } from '@/testing/reservations';
import { MAX_MODEL_RESERVATIONS, checkModelAnswer, parseBookingTextAnswer } from '../model-reservations';

const stay = aModelStay;

const flight = (overrides: Record<string, unknown> = {}) => ({
  ...stay(),
  kind: 'flight',
  code: 'QX7P2L',
  provider: 'TAP Air Portugal',
  number: 'TP 1351',
  title: null,
  party: 1,
  seat: '14C',
  terminal: '1',
  from: { name: 'Lisbon', code: 'LIS', address: null, time: { local: '2026-05-04T07:05', offsetMinutes: 60 } },
  to: { name: 'London Heathrow', code: 'LHR', address: null, time: { local: '2026-05-04T09:50', offsetMinutes: null } },
  price: null,
  ...overrides,
});

describe('a model’s reading of a confirmation', () => {
  it('becomes the reservations the import plans: no coordinates, no zone, times as written, prices in minor units', () => {
    const checked = checkModelAnswer({ reservations: [stay(), flight()] });
    expect(checked).toEqual({
      dropped: 0,
      reservations: [
        aModelStayRead(),
        expect.objectContaining({
          kind: 'flight',
          number: 'TP 1351',
          from: expect.objectContaining({ code: 'LIS', time: { local: '2026-05-04T07:05', offsetMinutes: 60, utc: false, zone: null } }),
          to: expect.objectContaining({ code: 'LHR' }),
          price: null,
          source: 'model',
        }),
      ],
    });
  });

  it('reads a price in the currency’s own minor unit, and a day without a time', () => {
    const [tokyo] = checkModelAnswer({
      reservations: [stay({ price: { amount: '48000', currency: 'JPY' }, from: { ...stay().from, time: { local: '2026-05-01', offsetMinutes: null } } })],
    })!.reservations;
    expect(tokyo!.price).toEqual({ amount: 48000, currency: 'JPY' });
    expect(tokyo!.from.time).toEqual({ local: '2026-05-01', offsetMinutes: null, utc: false, zone: null });
  });

  it('takes blank text for nothing said', () => {
    const [blank] = checkModelAnswer({ reservations: [stay({ code: '  ', provider: '', underName: ' Ana Costa ' })] })!.reservations;
    expect(blank).toMatchObject({ code: null, provider: null, underName: 'Ana Costa' });
  });

  it.each([
    ['a kind we do not plan', { kind: 'spa' }],
    ['a date that does not exist', { from: { ...stay().from, time: { local: '2026-02-30T15:00', offsetMinutes: null } } }],
    ['an hour that does not exist', { to: { ...stay().to, time: { local: '2026-05-04T25:00', offsetMinutes: null } } }],
    ['a date written another way', { from: { ...stay().from, time: { local: '1 May 2026', offsetMinutes: null } } }],
    ['an offset past UTC+14', { from: { ...stay().from, time: { local: '2026-05-01T15:00', offsetMinutes: 900 } } }],
    ['a code over 40 characters', { code: 'X'.repeat(41) }],
    ['a party of none', { party: 0 }],
    ['a party of a hundred', { party: 100 }],
    ['half a person', { party: 1.5 }],
    ['a status we do not know', { status: 'pending' }],
    ['a currency that is not ISO 4217', { price: { amount: '412.50', currency: 'XYZ' } }],
    ['a currency written as a word', { price: { amount: '412.50', currency: 'euros' } }],
    ['an amount with its symbol', { price: { amount: '€412.50', currency: 'EUR' } }],
    ['a price the app cannot keep', { price: { amount: '5000000.00', currency: 'EUR' } }],
    ['a check-out before the check-in', { to: { ...stay().to, time: { local: '2026-04-29T11:00', offsetMinutes: null } } }],
    ['a field left out', { status: undefined }],
    ['a field of its own', { rating: 5 }],
  ])('is dropped, and counted, for %s', (_label, overrides) => {
    const answer = { reservations: [stay(overrides), flight()] };
    const checked = checkModelAnswer(JSON.parse(JSON.stringify(answer)));
    expect(checked?.dropped).toBe(1);
    expect(checked?.reservations.map((r) => r.kind)).toEqual(['flight']);
  });

  it('drops a flight whose airport is not an IATA code', () => {
    const checked = checkModelAnswer({ reservations: [flight({ to: { ...flight().to, code: 'Heathrow' } }), flight({ to: { ...flight().to, code: 'lhr' } })] });
    expect(checked).toEqual({ reservations: [], dropped: 2 });
  });

  it(`keeps at most ${MAX_MODEL_RESERVATIONS} reservations and counts the rest`, () => {
    const checked = checkModelAnswer({ reservations: Array.from({ length: MAX_MODEL_RESERVATIONS + 3 }, () => flight()) });
    expect(checked?.reservations).toHaveLength(MAX_MODEL_RESERVATIONS);
    expect(checked?.dropped).toBe(3);
  });

  it('is no answer at all when it is not a list of reservations', () => {
    for (const json of [null, [], 'reservations', { reservations: 'none' }, { bookings: [] }]) expect(checkModelAnswer(json)).toBeNull();
    expect(checkModelAnswer({ reservations: [] })).toEqual({ reservations: [], dropped: 0 });
  });
});

describe('the readBookingText answer in the browser', () => {
  const read = checkModelAnswer({ reservations: [stay(), flight()] })!.reservations;

  it('passes the function’s answers as they are', () => {
    expect(parseBookingTextAnswer({ available: true, reservations: read, dropped: 1 })).toEqual({ available: true, reservations: read, dropped: 1 });
    expect(parseBookingTextAnswer({ available: false })).toEqual({ available: false });
    expect(parseBookingTextAnswer({ available: false, reason: 'The assistant could not be reached, so this text could not be read.' })).toEqual({
      available: false,
      reason: 'The assistant could not be reached, so this text could not be read.',
    });
  });

  it('refuses an answer out of shape', () => {
    const [first] = read;
    for (const data of [
      null,
      { available: true, reservations: read },
      { available: true, reservations: [{ ...first, source: 'json-ld' }], dropped: 0 },
      { available: true, reservations: [{ ...first, from: { ...first!.from, geo: { lat: 0, lng: 0 } } }], dropped: 0 },
      { available: true, reservations: [{ ...first, kind: 'spa' }], dropped: 0 },
      { available: true, reservations: [{ ...first, price: { amount: 12.5, currency: 'EUR' } }], dropped: 0 },
      { available: 'yes' },
    ]) {
      expect(parseBookingTextAnswer(data)).toBeNull();
    }
  });
});
