/**
 * The item form's values (what a person types, all strings) and their checks:
 * turning them into a PlanItem, or saying at the field what is wrong. Nothing
 * here throws; nothing typed is dropped.
 */
import { BOOKING_TEXT_LIMITS, ITEM_TYPES, type Booking, type ItemPlace, type ItemType, type PlanItem } from '@/domain/itineraries/types';
import { moneyInputValue, parseMoney } from '@/lib/money';

export interface ItemFormValues {
  type: ItemType;
  title: string;
  /** '' = ideas, otherwise the day number. */
  day: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  endTimeZone: string;
  notes: string;
  /** A decimal in the user's currency, e.g. '12.50'. */
  cost: string;
  nights: string;
  /** The place picked from search (or kept from the item), or null. */
  place: ItemPlace | null;
  /** Flights: airports as text, with optional 'lat, lng'. */
  fromAirport: string;
  fromCoordinates: string;
  toAirport: string;
  toCoordinates: string;
  /** A train, bus or ferry: where it arrives (kept from the item; flights use the airports' fields). */
  arrival?: ItemPlace | null;
  /** The start time holds (a booking): a draft from before this field reads as false. */
  fixedTime?: boolean;
  /** What was booked (a draft from before these fields reads them as empty). */
  bookingCode?: string;
  bookingProvider?: string;
  bookingNumber?: string;
  bookingTerminal?: string;
  bookingSeat?: string;
  /** People on the booking, as typed. */
  bookingParty?: string;
  bookingCancelled?: boolean;
}

/** The booking's text fields of the form, with the stored field each fills. */
const BOOKING_TEXT_FIELDS = [
  ['bookingCode', 'code', 'the confirmation code'],
  ['bookingProvider', 'provider', 'the name'],
  ['bookingNumber', 'number', 'the number'],
  ['bookingTerminal', 'terminal', 'the terminal'],
  ['bookingSeat', 'seat', 'the seat'],
] as const satisfies readonly (readonly [ItemFormField, keyof typeof BOOKING_TEXT_LIMITS, string])[];

export type ItemFormField = keyof ItemFormValues;
export type ItemFormErrors = Partial<Record<ItemFormField, string>>;

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** '38.77, -9.13' -> a point; '' -> null; bad input -> an error. */
export function parseCoordinates(raw: string): { point: { lat: number; lng: number } | null; error: string | null } {
  const text = raw.trim();
  if (text === '') return { point: null, error: null };
  const match = /^(-?\d+(?:\.\d+)?)\s*[, ]\s*(-?\d+(?:\.\d+)?)$/.exec(text);
  const lat = match ? Number(match[1]) : NaN;
  const lng = match ? Number(match[2]) : NaN;
  if (!match || !(lat >= -90 && lat <= 90) || !(lng >= -180 && lng <= 180)) {
    return { point: null, error: 'Enter latitude and longitude as two numbers, e.g. 38.77, -9.13.' };
  }
  return { point: { lat, lng }, error: null };
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function emptyFormValues(day: number | null, type: ItemType = 'attraction', timeZone = ''): ItemFormValues {
  return {
    type,
    title: '',
    day: day === null ? '' : String(day),
    startTime: '',
    endTime: '',
    timeZone,
    endTimeZone: '',
    notes: '',
    cost: '',
    nights: '1',
    place: null,
    fromAirport: '',
    fromCoordinates: '',
    toAirport: '',
    toCoordinates: '',
  };
}

const coordinatesText = (place: ItemPlace | null) =>
  place ? `${place.geocode.lat}, ${place.geocode.lng}` : '';

/** The form's values for an existing item. */
export function valuesFromItem(item: PlanItem, currency: string): ItemFormValues {
  return {
    type: item.type,
    title: item.title,
    day: item.day === null ? '' : String(item.day),
    startTime: item.startTime ?? '',
    endTime: item.endTime ?? '',
    timeZone: item.timeZone ?? '',
    endTimeZone: item.endTimeZone ?? '',
    notes: item.notes ?? '',
    cost: item.cost ? moneyInputValue(item.cost.amount, item.cost.currency || currency) : '',
    nights: String(item.nights ?? 1),
    place: item.type === 'flight' ? null : item.place,
    fromAirport: item.type === 'flight' ? (item.place?.name ?? '') : '',
    fromCoordinates: item.type === 'flight' ? coordinatesText(item.place) : '',
    toAirport: item.type === 'flight' ? (item.arrival?.name ?? '') : '',
    toCoordinates: item.type === 'flight' ? coordinatesText(item.arrival) : '',
    fixedTime: item.fixedTime === true,
    arrival: item.type === 'transport' ? item.arrival : null,
    bookingCode: item.booking?.code ?? '',
    bookingProvider: item.booking?.provider ?? '',
    bookingNumber: item.booking?.number ?? '',
    bookingTerminal: item.booking?.terminal ?? '',
    bookingSeat: item.booking?.seat ?? '',
    bookingParty: item.booking?.party ? String(item.booking.party) : '',
    bookingCancelled: item.booking?.status === 'cancelled',
  };
}

/** Whether a kind of item can hold a booking (a note cannot). */
export function canBeBooked(type: ItemType): boolean {
  return type !== 'note';
}

/** Whether the form holds anything of a booking. */
export function hasBookingValues(values: ItemFormValues): boolean {
  return BOOKING_TEXT_FIELDS.some(([field]) => (values[field] ?? '').trim() !== '') || (values.bookingParty ?? '').trim() !== '' || values.bookingCancelled === true;
}

/** The booking the form describes (null when it holds none); what is wrong goes into `errors` at its field. */
function bookingFromValues(values: ItemFormValues, errors: ItemFormErrors): Booking | null {
  if (!canBeBooked(values.type) || !hasBookingValues(values)) return null;
  const [code, provider, number, terminal, seat] = BOOKING_TEXT_FIELDS.map(([field, key, words]) => {
    const value = (values[field] ?? '').trim();
    if (value.length > BOOKING_TEXT_LIMITS[key]) errors[field] = `Keep ${words} to ${BOOKING_TEXT_LIMITS[key]} characters.`;
    return value === '' ? null : value;
  });
  const partyText = (values.bookingParty ?? '').trim();
  const party = partyText === '' ? null : Number(partyText);
  if (party !== null && (!/^\d+$/.test(partyText) || party < 1 || party > 99)) errors.bookingParty = 'Enter how many people, from 1 to 99.';
  return {
    code: code ?? null,
    provider: provider ?? null,
    number: number ?? null,
    terminal: terminal ?? null,
    seat: seat ?? null,
    party: party !== null && Number.isInteger(party) ? party : null,
    status: values.bookingCancelled ? 'cancelled' : 'confirmed',
  };
}

/** Whether the kind of stop can have a fixed start time of the person's own (a flight's is its timetable; a stay's time is a check-in). */
export function canFixTime(type: ItemType): boolean {
  return type !== 'flight' && type !== 'stay' && type !== 'note';
}

function airport(name: string, point: { lat: number; lng: number } | null): ItemPlace | null {
  if (!point) return null;
  return { name: name.trim(), geocode: point, category: 'airport', source: 'Entered by the traveller', approximate: true };
}

/**
 * Checks the values and builds the item (keeping `base`'s id, order and
 * alternative link). Errors name the field; with any error, `item` is null.
 */
export function itemFromValues(
  values: ItemFormValues,
  base: Pick<PlanItem, 'id' | 'order' | 'optionOf'>,
  options: { days: number; currency: string; existingCost?: PlanItem['cost'] },
): { item: PlanItem | null; errors: ItemFormErrors } {
  const errors: ItemFormErrors = {};
  const title = values.title.trim();
  if (!ITEM_TYPES.includes(values.type)) errors.type = 'Pick what kind of item this is.';
  if (title === '') errors.title = 'Give the item a name.';
  else if (title.length > 200) errors.title = 'Keep the name under 200 characters.';

  let day: number | null = null;
  if (values.day !== '') {
    day = Number(values.day);
    if (!Number.isInteger(day) || day < 1 || day > options.days) errors.day = `Pick a day between 1 and ${options.days}, or Ideas.`;
  }
  for (const field of ['startTime', 'endTime'] as const) {
    if (values[field] !== '' && !TIME_PATTERN.test(values[field])) errors[field] = 'Enter a time as HH:MM, e.g. 09:30.';
  }
  if (values.timeZone !== '' && !isTimeZone(values.timeZone)) errors.timeZone = 'Pick a time zone from the list.';
  if (values.endTimeZone !== '' && !isTimeZone(values.endTimeZone)) errors.endTimeZone = 'Pick a time zone from the list.';
  if (values.notes.length > 5000) errors.notes = 'Keep the notes under 5,000 characters.';

  const cost = parseMoney(values.cost, options.existingCost?.currency ?? options.currency, 'cost');
  if (cost.error) errors.cost = cost.error;

  let nights: number | null = null;
  if (values.type === 'stay') {
    nights = Number(values.nights);
    if (!/^\d+$/.test(values.nights.trim()) || nights < 1 || nights > 60) {
      errors.nights = 'Enter the number of nights, from 1 to 60.';
      nights = null;
    }
  }

  let place: ItemPlace | null = values.type === 'note' ? null : values.place;
  let arrival: ItemPlace | null = null;
  let endTimeZone: string | null = null;
  if (values.type === 'flight') {
    const from = parseCoordinates(values.fromCoordinates);
    const to = parseCoordinates(values.toCoordinates);
    if (from.error) errors.fromCoordinates = from.error;
    if (to.error) errors.toCoordinates = to.error;
    if (from.point && values.fromAirport.trim() === '') errors.fromAirport = 'Name the airport these coordinates belong to.';
    if (to.point && values.toAirport.trim() === '') errors.toAirport = 'Name the airport these coordinates belong to.';
    place = airport(values.fromAirport || title, from.point);
    arrival = airport(values.toAirport || title, to.point);
    endTimeZone = values.endTimeZone || null;
  } else if (values.type === 'transport' && values.arrival) {
    // A journey with both ends keeps where it arrives, and that end's time zone.
    arrival = values.arrival;
    endTimeZone = values.endTimeZone || null;
  }

  if (values.fixedTime && canFixTime(values.type) && values.startTime === '') errors.startTime = 'Give the time that is fixed, or untick “The start time is fixed”.';
  const booking = bookingFromValues(values, errors);

  if (Object.keys(errors).length > 0) return { item: null, errors };

  const item: PlanItem = {
    id: base.id,
    order: base.order,
    optionOf: base.optionOf,
    day,
    type: values.type,
    title,
    place,
    startTime: values.startTime || null,
    endTime: values.endTime || null,
    timeZone: values.timeZone || null,
    arrival,
    endTimeZone,
    nights,
    notes: flightNotes(values) ?? (values.notes.trim() === '' ? null : values.notes),
    cost: cost.amount === null ? null : { amount: cost.amount, currency: options.existingCost?.currency ?? options.currency },
    ...(values.fixedTime && canFixTime(values.type) ? { fixedTime: true } : {}),
    ...(booking ? { booking } : {}),
  };
  return { item, errors };
}

/**
 * Flights whose airports have no coordinates keep the airport names in the
 * notes' first line, so nothing typed is lost ("LIS → JFK").
 */
function flightNotes(values: ItemFormValues): string | null {
  if (values.type !== 'flight') return null;
  const from = values.fromAirport.trim();
  const to = values.toAirport.trim();
  const notes = values.notes.trim();
  const route = from || to ? `${from || '?'} → ${to || '?'}` : '';
  if (!route || (values.fromCoordinates.trim() && values.toCoordinates.trim())) return notes === '' ? null : values.notes;
  if (notes.startsWith(route)) return values.notes;
  return notes === '' ? route : `${route}\n${values.notes}`;
}

/** 'Night 2 of 3' for a stay shown on `day`, or null when the stay does not cover that day. */
export function stayNight(stay: Pick<PlanItem, 'day' | 'nights'>, day: number): { night: number; of: number } | null {
  if (stay.day === null) return null;
  const of = stay.nights ?? 1;
  const night = day - stay.day + 1;
  return night >= 1 && night <= of ? { night, of } : null;
}

/** An id for a new item, of the shape the rules accept (20 letters and digits, like Firestore's). */
export function newLocalId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return id;
}
