// readBookingTextWithAssistant: the callable's answer checked, and every failure an answer rather than a throw.
import type * as functionsSdk from 'firebase/functions';
import { FunctionsError } from 'firebase/functions';
import { checkModelAnswer } from '@/domain/bookings/model-reservations';

const sdk = vi.hoisted(() => ({ call: vi.fn<(data: unknown) => Promise<{ data: unknown }>>(), name: '' }));
vi.mock('../../functions', () => ({ getFunctionsInstance: () => Promise.resolve({}) }));
vi.mock('firebase/functions', async (original) => ({
  ...(await original<typeof functionsSdk>()),
  httpsCallable: (_functions: unknown, name: string) => {
    sdk.name = name;
    return sdk.call;
  },
}));

const { readBookingTextWithAssistant } = await import('../booking-text');

const [stay] = checkModelAnswer({
  reservations: [
    {
      kind: 'lodging',
      code: 'HX48213',
      provider: null,
      number: null,
      status: 'confirmed',
      party: null,
      seat: null,
      terminal: null,
      underName: null,
      title: 'Hotel Avenida Palace',
      from: { name: 'Hotel Avenida Palace', code: null, address: null, time: { local: '2026-05-01', offsetMinutes: null } },
      to: { name: 'Hotel Avenida Palace', code: null, address: null, time: { local: '2026-05-04', offsetMinutes: null } },
      price: null,
    },
  ],
})!.reservations;

beforeEach(() => {
  sdk.call.mockReset();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});

it('sends the text and the trip, and passes a checked answer on', async () => {
  sdk.call.mockResolvedValue({ data: { available: true, reservations: [stay], dropped: 1 } });
  expect(await readBookingTextWithAssistant('Booking reference HX48213', 'trip1')).toEqual({ available: true, reservations: [stay], dropped: 1 });
  expect(sdk.name).toBe('readBookingText');
  expect(sdk.call).toHaveBeenCalledWith({ text: 'Booking reference HX48213', itineraryId: 'trip1' });
});

it('passes on that no model is set up, or the reason the model could not read it', async () => {
  sdk.call.mockResolvedValueOnce({ data: { available: false } });
  expect(await readBookingTextWithAssistant('text', 'trip1')).toEqual({ available: false });
  sdk.call.mockResolvedValueOnce({ data: { available: false, reason: 'The assistant could not be reached, so this text could not be read.' } });
  expect(await readBookingTextWithAssistant('text', 'trip1')).toEqual({
    available: false,
    reason: 'The assistant could not be reached, so this text could not be read.',
  });
});

it('answers unavailable, without a reason, offline, when the function cannot be reached, or when its answer is out of shape', async () => {
  sdk.call.mockResolvedValueOnce({ data: { available: true, reservations: [{ ...stay, kind: 'spa' }], dropped: 0 } });
  expect(await readBookingTextWithAssistant('text', 'trip1')).toEqual({ available: false });
  sdk.call.mockRejectedValueOnce(new FunctionsError('unavailable', 'internal'));
  expect(await readBookingTextWithAssistant('text', 'trip1')).toEqual({ available: false });
  sdk.call.mockRejectedValueOnce(new FunctionsError('internal', 'The assistant could not read this text. Try again in a moment.'));
  expect(await readBookingTextWithAssistant('text', 'trip1')).toEqual({ available: false });

  sdk.call.mockClear();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  expect(await readBookingTextWithAssistant('text', 'trip1')).toEqual({ available: false });
  expect(sdk.call).not.toHaveBeenCalled();
});

it('gives the function’s own words when it refuses: the hourly limit, no access', async () => {
  const limit = 'You have asked the assistant 30 times in the last hour, which is the limit. Try again in 12 minutes.';
  sdk.call.mockRejectedValueOnce(new FunctionsError('resource-exhausted', limit));
  expect(await readBookingTextWithAssistant('text', 'trip1')).toEqual({ available: false, reason: limit });
  sdk.call.mockRejectedValueOnce(new FunctionsError('permission-denied', 'Only the people who can edit this itinerary can ask the assistant about it.'));
  expect(await readBookingTextWithAssistant('text', 'trip1')).toEqual({
    available: false,
    reason: 'Only the people who can edit this itinerary can ask the assistant about it.',
  });
});
