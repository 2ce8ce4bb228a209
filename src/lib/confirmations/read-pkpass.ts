/**
 * The reservation in an Apple Wallet pass (.pkpass: a zip whose pass.json
 * says what the pass is). Only pass.json is ever inflated, and never past the
 * size the zip's central directory declares for it (at most 1 MB): a pass
 * that declares more, or inflates to more or less than it declared, is
 * refused, so a zip bomb costs milliseconds and a few megabytes. The
 * inflating is done a few kilobytes of input at a time, because the output of
 * one inflate call is bounded only by its input (up to about 1000 to 1).
 *
 * The semantic tags (Apple's `semantics`, at the top of pass.json or on its
 * fields) say exactly what a pass is for; without them its fields are read
 * by their keys and labels ("seat", "gate", "PNR"), conservatively.
 */
import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { ConfirmationError, MAX_CONFIRMATION_BYTES, type ConfirmationRead, type Reservation, type ReservationEnd, type ReservationKind, type WrittenTime } from './types';

const UNSAFE = 'This pass is not a Wallet pass we can read safely.';
const DAMAGED = 'This pass is damaged and could not be read.';
const MAX_PASS_JSON = 1024 * 1024;
/** Compressed bytes handed to the inflater at once: at most about 4 MB of output before the size is checked. */
const STEP = 4096;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function textOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** pass.json's bytes, inflated only as far as its declared size. */
function passJson(bytes: Uint8Array): Uint8Array {
  if (bytes.length > MAX_CONFIRMATION_BYTES) throw new ConfirmationError(UNSAFE);
  const declared: number[] = [];
  try {
    // The central directory only: the filter inflates nothing, it notes pass.json's declared size.
    unzipSync(bytes, {
      filter: (file) => {
        if (file.name === 'pass.json') declared.push(file.compression === 0 || file.compression === 8 ? file.originalSize : Infinity);
        return false;
      },
    });
  } catch {
    throw new ConfirmationError(UNSAFE);
  }
  const size = declared.length === 1 ? (declared[0] ?? Infinity) : Infinity;
  if (size > MAX_PASS_JSON) throw new ConfirmationError(UNSAFE);

  const out = new Uint8Array(size);
  let written = 0;
  // Set by the inflater's callback, so typed wide: TypeScript cannot see it change.
  let state = 'reading' as 'reading' | 'done' | 'over' | 'broken';
  let started = false;
  const unzip = new Unzip((file) => {
    if (file.name !== 'pass.json' || started) return;
    started = true;
    file.ondata = (error, chunk, final) => {
      if (state !== 'reading') return;
      if (error) state = 'broken';
      else if (written + chunk.length > size) state = 'over';
      else {
        out.set(chunk, written);
        written += chunk.length;
        if (final) state = 'done';
      }
      if (state !== 'reading' && state !== 'done') file.terminate();
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && state === 'reading'; at += STEP) unzip.push(bytes.subarray(at, at + STEP), at + STEP >= bytes.length);
  } catch {
    if (state === 'reading') state = 'broken';
  }
  if (state === 'broken') throw new ConfirmationError(DAMAGED);
  if (state !== 'done' || written !== size) throw new ConfirmationError(UNSAFE);
  return out;
}

function parsed(bytes: Uint8Array): Json {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8').decode(bytes));
  } catch {
    throw new ConfirmationError(DAMAGED);
  }
  if (!isObject(value)) throw new ConfirmationError(DAMAGED);
  return value;
}

/** A pass's W3C date ("2027-05-14T07:05+01:00", "...Z", "2027-05-14") as written. */
function writtenTime(value: unknown): WrittenTime | null {
  const text = textOf(value);
  const match = text ? /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(text) : null;
  if (!match) return null;
  const [, date, clock, offset] = match;
  if (!clock) return { local: date!, offsetMinutes: null, utc: false, zone: null };
  const local = `${date}T${clock}`;
  if (!offset) return { local, offsetMinutes: null, utc: false, zone: null };
  if (offset === 'Z') return { local, offsetMinutes: 0, utc: true, zone: null };
  const digits = offset.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return { local, offsetMinutes: digits.startsWith('-') ? -minutes : minutes, utc: false, zone: null };
}

function geoOf(value: unknown): { lat: number; lng: number } | null {
  if (!isObject(value)) return null;
  const { latitude: lat, longitude: lng } = value;
  if (typeof lat !== 'number' || typeof lng !== 'number' || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** A total in minor units of its currency (JPY has none, EUR two). */
function priceOf(value: unknown): Reservation['price'] {
  if (!isObject(value)) return null;
  const amount = Number(value.amount);
  const currency = textOf(value.currencyCode)?.toUpperCase();
  if (!currency || !Number.isFinite(amount) || amount < 0) return null;
  try {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    return { amount: Math.round(amount * 10 ** digits), currency };
  } catch {
    return null;
  }
}

function seatOf(value: unknown): string | null {
  if (!isObject(value)) return null;
  const row = textOf(value.seatRow);
  const number = textOf(value.seatNumber);
  const seat = textOf(value.seatIdentifier) ?? (number && row && !number.startsWith(row) ? `${row}${number}` : (number ?? row));
  const section = textOf(value.seatSection);
  return seat && section ? `${section} ${seat}` : seat;
}

function personOf(value: unknown): string | null {
  if (typeof value === 'string') return textOf(value);
  if (!isObject(value)) return null;
  return [textOf(value.givenName), textOf(value.familyName)].filter(Boolean).join(' ') || null;
}

interface Field {
  key: string;
  label: string;
  value: unknown;
}

const STYLES = ['boardingPass', 'eventTicket', 'generic', 'coupon', 'storeCard'] as const;
const FIELD_LISTS = ['headerFields', 'primaryFields', 'secondaryFields', 'auxiliaryFields', 'backFields'] as const;

function fieldsOf(style: Json, lists: readonly string[] = FIELD_LISTS): Field[] {
  return lists.flatMap((list) => listOf(style[list]).filter(isObject).map((field) => ({ key: textOf(field.key) ?? '', label: textOf(field.label) ?? '', value: field.value })));
}

const TRANSIT: Readonly<Record<string, ReservationKind>> = {
  PKTransitTypeAir: 'flight',
  PKTransitTypeTrain: 'train',
  PKTransitTypeBus: 'bus',
  PKTransitTypeBoat: 'boat',
};

const PLACE_WORDS = /^(from|to|origin|destination|depart(ure|s)?|arriv(al|e|es)|venue)$/i;

/** One end of a journey from a primary field: "LIS" with the label "Lisbon", or the place's name as its value. */
function endFromField(field: Field | undefined): Partial<ReservationEnd> {
  const value = textOf(field?.value);
  if (!field || !value) return {};
  if (/^[A-Z]{3}$/.test(value)) return { code: value, name: field.label && !PLACE_WORDS.test(field.label) ? field.label : null };
  return { name: value };
}

function end(place: Partial<ReservationEnd>, time: WrittenTime | null): ReservationEnd {
  return { name: place.name ?? null, code: place.code ?? null, address: place.address ?? null, geo: place.geo ?? null, time };
}

/** The pass's style (boardingPass, eventTicket, ...) and its fields. */
function styleOf(pass: Json): { name: (typeof STYLES)[number]; style: Json } | null {
  for (const name of STYLES) {
    const style = pass[name];
    if (isObject(style)) return { name, style };
  }
  return null;
}

const CODE = /^[A-Z0-9][A-Z0-9-]{3,15}$/i;
const NUMBER = /^[A-Z0-9]{0,3} ?\d{1,5}[A-Z]?$/i;

/** The reservation a pass describes, or null for a pass that is no booking (a coupon, a store card, a card without a date). */
function reservationOf(pass: Json): Reservation | null {
  const found = styleOf(pass);
  if (!found || found.name === 'coupon' || found.name === 'storeCard') return null;
  const { name: styleName, style } = found;
  const fields = fieldsOf(style);
  // Tags on fields first, so that those at the top of the pass win.
  const tags: Json = {};
  for (const list of FIELD_LISTS) for (const field of listOf(style[list]).filter(isObject)) if (isObject(field.semantics)) Object.assign(tags, field.semantics);
  if (isObject(pass.semantics)) Object.assign(tags, pass.semantics);
  const tag = (name: string) => textOf(tags[name]);
  const field = (pattern: RegExp, test: (value: unknown) => boolean = (value) => textOf(value) !== null) =>
    fields.find((candidate) => (pattern.test(candidate.key) || pattern.test(candidate.label)) && test(candidate.value));
  const fieldText = (pattern: RegExp, shape?: RegExp) => textOf(field(pattern, (value) => shape?.test(textOf(value) ?? '') ?? textOf(value) !== null)?.value);
  const fieldTime = (pattern: RegExp) => writtenTime(field(pattern, (value) => writtenTime(value) !== null)?.value);

  const flightTags = ['airlineCode', 'flightCode', 'flightNumber', 'departureAirportCode', 'arrivalAirportCode'].some((name) => tag(name));
  const transit = textOf(style.transitType);
  const kind: ReservationKind = flightTags ? 'flight' : styleName === 'boardingPass' && transit && TRANSIT[transit] ? TRANSIT[transit] : 'event';
  const journey = styleName === 'boardingPass' || flightTags;

  const airline = tag('airlineCode');
  const flightNumber = tag('flightNumber');
  const number = tag('flightCode') ?? (airline && flightNumber ? `${airline} ${flightNumber}` : null) ?? tag('vehicleNumber') ?? fieldText(/flight|train|service|vehicle/i, NUMBER);
  const seats = listOf(tags.seats).map(seatOf).filter((seat): seat is string => seat !== null);
  const primary = fieldsOf(style, ['primaryFields']);
  const origin = endFromField(primary.find((f) => /origin|from|depart/i.test(f.key)) ?? (journey ? primary[0] : undefined));
  const destination = endFromField(primary.find((f) => /destination|^to$|arriv/i.test(f.key)) ?? (journey ? primary[1] : undefined));
  const relevant = writtenTime(pass.relevantDate) ?? writtenTime(listOf(pass.relevantDates).filter(isObject).map((d) => d.startDate ?? d.date)[0]);
  const passGeo = geoOf(listOf(pass.locations)[0]);

  const from: Partial<ReservationEnd> = journey
    ? {
        name: tag('departureAirportName') ?? tag('departureStationName') ?? origin.name,
        code: tag('departureAirportCode') ?? origin.code,
        geo: geoOf(tags.departureLocation) ?? passGeo,
      }
    : { name: tag('venueName') ?? fieldText(/venue|location|where/i), geo: geoOf(tags.venueLocation) ?? passGeo };
  const to: Partial<ReservationEnd> = journey
    ? { name: tag('arrivalAirportName') ?? tag('arrivalStationName') ?? destination.name, code: tag('arrivalAirportCode') ?? destination.code, geo: geoOf(tags.arrivalLocation) }
    : {};
  const startTime = journey
    ? (writtenTime(tags.currentDepartureDate) ?? writtenTime(tags.originalDepartureDate) ?? fieldTime(/depart/i) ?? relevant)
    : (writtenTime(tags.eventStartDate) ?? fieldTime(/date|time|start|doors|when/i) ?? relevant);
  const endTime = journey
    ? (writtenTime(tags.currentArrivalDate) ?? writtenTime(tags.originalArrivalDate) ?? fieldTime(/arriv/i))
    : writtenTime(tags.eventEndDate);
  // A generic pass is a booking only when it says when (a membership card does not).
  if (styleName === 'generic' && !flightTags && !startTime && !tag('eventName')) return null;
  const hasTo = endTime !== null || Object.values(to).some((value) => value !== null && value !== undefined);

  return {
    kind,
    code: tag('confirmationNumber') ?? fieldText(/confirmation|booking.?(ref|code|number)|reference|pnr|record.?locator|reservation/i, CODE),
    provider: tag('transitProvider') ?? textOf(pass.organizationName),
    number: journey ? number : null,
    status: pass.voided === true ? 'cancelled' : 'confirmed',
    party: seats.length > 0 ? seats.length : null,
    seat: seats.length > 0 ? seats.join(', ') : fieldText(/\bseat/i),
    terminal: tag('departureTerminal') ?? fieldText(/terminal/i),
    underName: personOf(tags.passengerName) ?? fieldText(/passenger|traveller|traveler|attendee|guest|^name$/i),
    title: kind === 'event' ? (tag('eventName') ?? textOf(primary[0]?.value) ?? textOf(pass.description)) : null,
    from: end(from, startTime),
    to: hasTo ? end(to, endTime) : null,
    price: priceOf(tags.totalPrice),
    source: 'pkpass',
  };
}

/**
 * The reservation in a Wallet pass (its bytes). Throws a ConfirmationError
 * for a file that is not a pass we can read safely, or whose pass.json is
 * damaged.
 */
export function readPkpass(bytes: Uint8Array): ConfirmationRead {
  const reservation = reservationOf(parsed(passJson(bytes)));
  if (!reservation) return { reservations: [], problems: ['This Wallet pass is not a booking (a coupon, a store card or a membership card).'] };
  return { reservations: [reservation], problems: [] };
}
