/**
 * Reservations the assistant's model read from a text that carries no booking
 * markup (a PDF's text, a pasted e-mail without headers): the shape the model
 * must answer in, the checks its answer passes before anything is planned,
 * and the answer of the `readBookingText` callable. Shared by the function
 * (functions/src/booking-text) and the browser, so it stays free of the DOM.
 * See docs/bookings.md.
 */
import * as z from 'zod/mini';
import { minorUnits } from '@/lib/confirmations/schema-org-values';
import { RESERVATION_KINDS, type Reservation, type ReservationEnd, type WrittenTime } from '@/lib/confirmations/types';
import { BOOKING_TEXT_LIMITS } from '@/domain/itineraries/types';
import { MAX_AMOUNT_MINOR } from '@/lib/money';
import { wallParts } from './segments';

/** The longest text the callable reads (after trimming): a long confirmation's text is a few thousand characters. */
export const MAX_BOOKING_TEXT = 60_000;
/** The most reservations one answer may hold (a round trip with connections and a stay is under ten). */
export const MAX_MODEL_RESERVATIONS = 20;

const TEXT_LIMITS = { name: 200, address: 300, endCode: 10, underName: 120, title: 200 } as const;

const text = (max: number, description?: string) => {
  const inner = z.string().check(z.maxLength(max));
  return z.nullable(description ? inner.check(z.describe(description)) : inner);
};

/** Offsets run from UTC-12:00 to UTC+14:00. */
const MAX_OFFSET_MINUTES = 14 * 60;

const modelTimeSchema = z.strictObject({
  local: z
    .string()
    .check(
      z.regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2})?$/),
      z.refine((local) => wallParts(local) !== null, 'not a real date and time'),
      z.describe('The wall time at the place, as written: YYYY-MM-DDTHH:MM, or YYYY-MM-DD when the text gives no time.'),
    ),
  offsetMinutes: z.nullable(
    z
      .number()
      .check(
        z.int(),
        z.minimum(-MAX_OFFSET_MINUTES),
        z.maximum(MAX_OFFSET_MINUTES),
        z.describe('Minutes east of UTC, only when the text writes the offset (+01:00 is 60); otherwise null.'),
      ),
  ),
});

const modelEndSchema = z.strictObject({
  name: text(TEXT_LIMITS.name),
  code: text(TEXT_LIMITS.endCode, "An airport's IATA code (three capitals) or a station's code, only when the text writes it."),
  address: text(TEXT_LIMITS.address),
  time: z.nullable(modelTimeSchema),
});

type ModelEnd = z.infer<typeof modelEndSchema>;

const IATA = /^[A-Z]{3}$/;

let currencies: ReadonlySet<string> | undefined;
/** ISO 4217 codes as Intl knows them (Intl formats any three letters, so its formatter cannot tell). */
function isIsoCurrency(code: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(code);
}

/** Whether a written amount is one this currency can hold, within what the app stores. */
function isStorableAmount(price: { amount: string; currency: string }): boolean {
  const amount = minorUnits(price.amount, price.currency);
  return amount !== null && amount <= MAX_AMOUNT_MINOR;
}

/** A reservation as the model must answer it: every field present (null when the text does not say), no other. */
export const modelReservationSchema = z
  .strictObject({
    kind: z.enum(RESERVATION_KINDS),
    code: text(BOOKING_TEXT_LIMITS.code, 'The confirmation code (booking reference, PNR) exactly as written.'),
    provider: text(BOOKING_TEXT_LIMITS.provider, 'Who it is booked with: the airline, hotel, rail company, restaurant, organiser.'),
    number: text(BOOKING_TEXT_LIMITS.number, 'A flight, train, bus or ferry number as written ("TP 1351").'),
    status: z.enum(['confirmed', 'cancelled']),
    party: z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(99), z.describe('People on the booking, when said.'))),
    seat: text(BOOKING_TEXT_LIMITS.seat),
    terminal: text(BOOKING_TEXT_LIMITS.terminal),
    underName: text(TEXT_LIMITS.underName, "The traveller's name."),
    title: text(TEXT_LIMITS.title, "A hotel's, restaurant's or event's name; null for a flight or a train."),
    from: modelEndSchema,
    to: z.nullable(modelEndSchema),
    price: z.nullable(
      z
        .strictObject({
          amount: z.string().check(z.regex(/^[0-9]+(\.[0-9]+)?$/), z.describe('The total as written, digits and a decimal point only: "412.50".')),
          currency: z.string().check(z.regex(/^[A-Z]{3}$/), z.refine(isIsoCurrency, 'not an ISO 4217 currency'), z.describe('ISO 4217 code.')),
        })
        .check(z.refine(isStorableAmount, 'not a price the app can keep')),
    ),
  })
  .check(
    // A flight's ends are airports: a code there is IATA's three capitals or nothing.
    z.refine((r) => r.kind !== 'flight' || [r.from.code, r.to?.code].every((code) => code == null || IATA.test(code)), 'an airport code is not IATA'),
    // A stay's check-out is not before its check-in (the same place, so the same clock).
    z.refine((r) => r.kind !== 'lodging' || !r.from.time || !r.to?.time || r.to.time.local.slice(0, 10) >= r.from.time.local.slice(0, 10), 'check-out before check-in'),
  );

export type ModelReservation = z.infer<typeof modelReservationSchema>;

/** The whole answer's shape, for the model's structured output. */
const modelAnswerSchema = z.object({
  reservations: z.array(modelReservationSchema).check(z.maxLength(MAX_MODEL_RESERVATIONS)),
});

/** The JSON Schema of the model's answer (before it is made strict-mode compatible). */
export function modelReservationsJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(modelAnswerSchema);
}

const blankToNull = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

function writtenTime(time: ModelEnd['time']): WrittenTime | null {
  return time ? { local: time.local, offsetMinutes: time.offsetMinutes, utc: false, zone: null } : null;
}

function end(model: ModelEnd): ReservationEnd {
  return {
    name: blankToNull(model.name),
    code: blankToNull(model.code),
    address: blankToNull(model.address),
    geo: null,
    time: writtenTime(model.time),
  };
}

/** A checked model reservation as the import's readers give theirs: no coordinates, no zone, never UTC. */
export function toReservation(model: ModelReservation): Reservation {
  const amount = model.price ? minorUnits(model.price.amount, model.price.currency) : null;
  return {
    kind: model.kind,
    code: blankToNull(model.code),
    provider: blankToNull(model.provider),
    number: blankToNull(model.number),
    status: model.status,
    party: model.party,
    seat: blankToNull(model.seat),
    terminal: blankToNull(model.terminal),
    underName: blankToNull(model.underName),
    title: blankToNull(model.title),
    from: end(model.from),
    to: model.to ? end(model.to) : null,
    price: model.price && amount !== null ? { amount, currency: model.price.currency } : null,
    source: 'model',
  };
}

/**
 * The model's answer, checked reservation by reservation: those that pass
 * become reservations, the others are counted, never mended. An answer that
 * is not `{ reservations: [...] }` at all is null (the model failed).
 */
export function checkModelAnswer(json: unknown): { reservations: Reservation[]; dropped: number } | null {
  const outer = z.object({ reservations: z.array(z.unknown()) }).safeParse(json);
  if (!outer.success) return null;
  const reservations: Reservation[] = [];
  let dropped = 0;
  outer.data.reservations.forEach((candidate, index) => {
    const checked = index < MAX_MODEL_RESERVATIONS ? modelReservationSchema.safeParse(candidate) : null;
    if (checked?.success) reservations.push(toReservation(checked.data));
    else dropped += 1;
  });
  return { reservations, dropped };
}

// ---------------------------------------------------------------------------
// The callable's answer, as the browser checks it
// ---------------------------------------------------------------------------

/** What `readBookingText` answers. `available: false` without a reason: no model is configured. */
export type BookingTextAnswer = { available: false; reason?: string } | { available: true; reservations: Reservation[]; dropped: number };

const readTimeSchema = z.object({
  local: modelTimeSchema.shape.local,
  offsetMinutes: modelTimeSchema.shape.offsetMinutes,
  utc: z.literal(false),
  zone: z.null(),
});

const readEndSchema = z.object({
  name: text(TEXT_LIMITS.name),
  code: text(TEXT_LIMITS.endCode),
  address: text(TEXT_LIMITS.address),
  geo: z.null(),
  time: z.nullable(readTimeSchema),
});

const readReservationSchema = z.object({
  ...modelReservationSchema.shape,
  from: readEndSchema,
  to: z.nullable(readEndSchema),
  price: z.nullable(
    z.object({
      amount: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_AMOUNT_MINOR)),
      currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
    }),
  ),
  source: z.literal('model'),
});

const bookingTextAnswerSchema = z.union([
  z.object({ available: z.literal(true), reservations: z.array(readReservationSchema).check(z.maxLength(MAX_MODEL_RESERVATIONS)), dropped: z.number().check(z.int(), z.minimum(0)) }),
  z.object({ available: z.literal(false), reason: z.optional(z.string()) }),
]);

/** The callable's answer checked in the browser; null when it is not one. */
export function parseBookingTextAnswer(data: unknown): BookingTextAnswer | null {
  const parsed = bookingTextAnswerSchema.safeParse(data);
  if (!parsed.success) return null;
  const answer = parsed.data;
  return answer.available ? answer : answer.reason === undefined ? { available: false } : { available: false, reason: answer.reason };
}
