/**
 * The `readBookingText` callable as the app reaches it (functions/src/booking-text,
 * docs/bookings.md): a confirmation's text with no booking markup in it (a
 * PDF's, pasted text), read into reservations by the assistant's model.
 * Nothing Firebase is imported statically; the import dialog loads this
 * module with import() when such a text arrives.
 *
 * Never throws. Offline, the function unreachable, or an answer out of shape:
 * `{ available: false }`, and the dialog says what it could not read. A
 * refusal the function wrote for the person (the hourly limit, no access, too
 * long a text) comes back as the reason.
 */
import { parseBookingTextAnswer, type BookingTextAnswer } from '@/domain/bookings/model-reservations';
import { getFunctionsInstance } from '../functions';

export type { BookingTextAnswer } from '@/domain/bookings/model-reservations';

/** Codes whose message the function wrote for the person. */
const SAID_BY_THE_FUNCTION = new Set(['functions/invalid-argument', 'functions/resource-exhausted', 'functions/permission-denied', 'functions/not-found', 'functions/unauthenticated']);

function refusalReason(error: unknown): string | null {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return SAID_BY_THE_FUNCTION.has(code) && error instanceof Error ? error.message.replace(/ \[\d{3}\]$/, '') : null;
}

/** The reservations the assistant reads in `text` for the itinerary's import. The model's time, plus a margin. */
export async function readBookingTextWithAssistant(text: string, itineraryId: string, timeoutMs = 45_000): Promise<BookingTextAnswer> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { available: false };
  try {
    const [functions, { httpsCallable }] = await Promise.all([getFunctionsInstance(), import('firebase/functions')]);
    const { data } = await httpsCallable(functions, 'readBookingText', { timeout: timeoutMs })({ text, itineraryId });
    return parseBookingTextAnswer(data) ?? { available: false };
  } catch (error) {
    const reason = refusalReason(error);
    return reason ? { available: false, reason } : { available: false };
  }
}
