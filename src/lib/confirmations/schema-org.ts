/**
 * Reservations from schema.org data (the JSON-LD or microdata airlines, hotels,
 * rail companies and restaurants put in their confirmations), as the app's
 * Reservation. Each reservation in the data is one Reservation: a return
 * flight is two. What cannot be read is left out and said in a sentence.
 */
import { kindOf, kindParts, type EndSource } from './schema-org-kinds';
import {
  count,
  isThing,
  minorUnits,
  nameOf,
  placeEnd,
  shortName,
  text,
  textOf,
  typesOf,
  value,
  values,
  writtenTime,
  type Thing,
} from './schema-org-values';
import type { Reservation, ReservationEnd, ReservationKind } from './types';

// Deeper than any real confirmation nests; it stops data that nests without end.
const MAX_DEPTH = 32;

// What a sub-reservation of a package takes from the package when it does not say it itself.
const INHERITED = ['reservationNumber', 'reservationId', 'underName', 'reservationStatus', 'provider', 'broker', 'bookingAgent', 'totalPrice', 'priceCurrency'];

const CANCELLED = new Set(['reservationcancelled', 'reservationcanceled', 'cancelled', 'canceled']);

function isReservation(thing: unknown): boolean {
  return typesOf(thing).some((type) => type.endsWith('Reservation'));
}

/** Every thing with an @id, so a reference ({"@id": "#flight"}) can be read as the thing it names. */
function indexIds(input: unknown, ids: Map<string, Thing>, depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(input)) {
    for (const item of input) indexIds(item, ids, depth + 1);
    return;
  }
  if (!isThing(input)) return;
  const id = input['@id'];
  if (typeof id === 'string' && Object.keys(input).some((key) => key !== '@id' && key !== '@type')) ids.set(id, input);
  for (const item of Object.values(input)) indexIds(item, ids, depth + 1);
}

/** A copy of a thing with its references replaced by what they name (not following a name twice on one path). */
function link(input: unknown, ids: Map<string, Thing>, seen: Set<string>, depth: number): unknown {
  if (depth > MAX_DEPTH) return input;
  if (Array.isArray(input)) return input.map((item) => link(item, ids, seen, depth + 1));
  if (!isThing(input)) return input;
  const id = input['@id'];
  const target = typeof id === 'string' && Object.keys(input).every((key) => key === '@id' || key === '@type') ? ids.get(id) : undefined;
  if (target && typeof id === 'string' && !seen.has(id)) return link(target, ids, new Set([...seen, id]), depth + 1);
  const copy: Thing = {};
  for (const [key, item] of Object.entries(input)) copy[key] = link(item, ids, seen, depth + 1);
  return copy;
}

/**
 * The reservations anywhere in the data: at the top, in an @graph or a list,
 * inside another thing (an order), or in a package's sub-reservations.
 */
function collect(input: unknown, found: Thing[], depth: number, inherited: Thing | null): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(input)) {
    for (const item of input) collect(item, found, depth + 1, inherited);
    return;
  }
  if (!isThing(input)) return;
  // What the sub-reservation leaves empty (null included), the package fills in.
  const withPackage = inherited ? { ...inherited, ...Object.fromEntries(Object.entries(input).filter(([, item]) => item !== undefined && item !== null)) } : input;
  if (typesOf(input).includes('ReservationPackage')) {
    const shared: Thing = {};
    for (const key of INHERITED) if (withPackage[key] !== undefined) shared[key] = withPackage[key];
    collect(values(input, 'subReservation'), found, depth + 1, shared);
    return;
  }
  if (isReservation(input)) {
    found.push(withPackage);
    return;
  }
  for (const [key, item] of Object.entries(input)) if (key !== '@context') collect(item, found, depth + 1, null);
}

const KIND_WORDS: Record<ReservationKind, [start: string, end: string]> = {
  flight: ['departure', 'arrival'],
  train: ['departure', 'arrival'],
  bus: ['departure', 'arrival'],
  boat: ['departure', 'arrival'],
  lodging: ['check-in', 'check-out'],
  rentalCar: ['pick-up', 'drop-off'],
  food: ['start', 'end'],
  event: ['start', 'end'],
};

/** How a sentence names a reservation: "the flight TP 1351", "the stay at Hotel Avenida Palace", "one train journey". */
function describe(kind: ReservationKind, parts: { number: string | null; title: string | null; provider: string | null }): string {
  const { number, title, provider } = parts;
  switch (kind) {
    case 'flight':
      return number ? `the flight ${number}` : 'one flight';
    case 'train':
      return number ? `the train ${number}` : 'one train journey';
    case 'bus':
      return number ? `the bus ${number}` : 'one bus journey';
    case 'boat':
      return provider ? `the crossing with ${provider}` : 'one ferry crossing';
    case 'lodging':
      return title ? `the stay at ${title}` : 'one hotel stay';
    case 'rentalCar':
      return provider ? `the car hire with ${provider}` : 'one car hire';
    case 'food':
      return title ? `the table at ${title}` : 'one table booking';
    case 'event':
      return title ? `the tickets for ${title}` : 'one event booking';
  }
}

function capitalised(sentence: string): string {
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** Written text as a problem quotes it: short, on one line. */
function quoted(written: string): string {
  return `“${written.length > 40 ? `${written.slice(0, 39)}…` : written}”`;
}

/** An end's time, and the text as written when there was some but it is not a date (an empty one is no date). */
function readEnd(source: EndSource): { end: ReservationEnd; unreadable: string | null } {
  const written = text(source.time);
  const time = written === null ? null : writtenTime(written);
  return { end: placeEnd(source.place, time), unreadable: time === null ? written : null };
}

function statusOf(reservation: Thing): Reservation['status'] {
  const status = value(reservation, 'reservationStatus');
  const written = text(status) ?? textOf(status, '@id') ?? nameOf(status);
  return written !== null && CANCELLED.has(shortName(written).toLowerCase()) ? 'cancelled' : 'confirmed';
}

function priceOf(reservation: Thing): Reservation['price'] {
  const total = value(reservation, 'totalPrice', 'price');
  // A PriceSpecification carries its own amount and currency.
  const amount = isThing(total) && !('@value' in total) ? value(total, 'price') : total;
  const currency = (textOf(total, 'priceCurrency') ?? textOf(reservation, 'priceCurrency'))?.toUpperCase() ?? null;
  if (amount === undefined || currency === null || !/^[A-Z]{3}$/.test(currency)) return null;
  const minor = minorUnits(amount, currency);
  return minor === null ? null : { amount: minor, currency };
}

/** Where a ticket's seat is ("Row F, ", "Coach 5, ") and its number, as printed on tickets. */
function seatOf(ticket: unknown, kind: ReservationKind): { where: string; number: string } | null {
  const seat = value(ticket, 'ticketedSeat');
  const number = textOf(seat, 'seatNumber');
  if (number === null) return null;
  const row = textOf(seat, 'seatRow');
  const section = textOf(seat, 'seatSection');
  const where = [section === null ? null : kind === 'train' ? `Coach ${section}` : section, row !== null && !number.startsWith(row) ? `Row ${row}` : null]
    .filter((part) => part !== null)
    .map((part) => `${part}, `)
    .join('');
  return { where, number };
}

/** "14C"; "Coach 5, seat 41"; two tickets side by side: "Row F, seats 11, 12". */
function seatsOf(reservation: Thing, kind: ReservationKind): string | null {
  const airplaneSeat = textOf(value(reservation, 'reservationFor'), 'airplaneSeat') ?? textOf(reservation, 'airplaneSeat');
  if (airplaneSeat !== null) return airplaneSeat;
  const seats = values(reservation, 'reservedTicket')
    .map((ticket) => seatOf(ticket, kind))
    .filter((seat) => seat !== null);
  const [first] = seats;
  if (first === undefined) return null;
  if (seats.every((seat) => seat.where === first.where)) {
    const numbers = seats.map((seat) => seat.number).join(', ');
    return first.where === '' ? numbers : `${first.where}${seats.length > 1 ? 'seats' : 'seat'} ${numbers}`;
  }
  return seats.map((seat) => (seat.where === '' ? seat.number : `${seat.where}seat ${seat.number}`)).join('; ');
}

function peopleOf(reservation: Thing, names: string[]): number | null {
  const said = count(value(reservation, 'partySize')) ?? count(value(reservation, 'numSeats'));
  if (said !== null) return said;
  const tickets = values(reservation, 'reservedTicket').length;
  if (tickets >= 2) return tickets;
  return names.length >= 2 ? names.length : null;
}

function read(reservation: Thing, source: 'json-ld' | 'microdata', problems: string[]): Reservation | null {
  const target = value(reservation, 'reservationFor');
  const kind = kindOf(reservation, target);
  if (kind === null) {
    const word = typesOf(reservation)
      .map((type) => type.replace(/Reservation$/, '').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())
      .find((type) => type !== '');
    problems.push(`One ${word ? `${word} ` : ''}booking in this confirmation is of a kind the app cannot add yet, so it was left out.`);
    return null;
  }
  const parts = kindParts(kind, reservation, target);
  const name = describe(kind, parts);
  const [startWord, endWord] = KIND_WORDS[kind];
  const from = readEnd(parts.from);
  if (from.end.time === null) {
    problems.push(
      from.unreadable === null
        ? `${capitalised(name)} in this confirmation has no date, so it was left out.`
        : `${capitalised(name)} in this confirmation has a ${startWord} date that could not be read (${quoted(from.unreadable)}), so it was left out.`,
    );
    return null;
  }
  const to = parts.to ? readEnd(parts.to) : null;
  if (to && to.unreadable !== null) {
    problems.push(`The ${endWord} time of ${name} could not be read (${quoted(to.unreadable)}), so it is left empty.`);
  }
  const names = values(reservation, 'underName')
    .map(nameOf)
    .filter((found) => found !== null);
  return {
    kind,
    code: textOf(reservation, 'reservationNumber', 'reservationId', 'confirmationNumber'),
    provider: parts.provider,
    number: parts.number,
    status: statusOf(reservation),
    party: peopleOf(reservation, names),
    seat: seatsOf(reservation, kind),
    terminal: parts.terminal,
    underName: names.length > 0 ? names.join(', ') : null,
    title: parts.title,
    from: from.end,
    to: to?.end ?? null,
    price: priceOf(reservation),
    source,
  };
}

/**
 * The reservations in schema.org data as JSON-LD gives it (objects, arrays,
 * @graph, references by @id) or as microdata reads into the same shape.
 * Things that are not reservations (a page's Organization, its breadcrumbs)
 * are passed over without a word.
 */
export function reservationsFromSchemaOrg(objects: unknown[], source: 'json-ld' | 'microdata'): { reservations: Reservation[]; problems: string[] } {
  const ids = new Map<string, Thing>();
  indexIds(objects, ids, 0);
  const found: Thing[] = [];
  collect(objects, found, 0, null);
  const problems: string[] = [];
  const reservations: Reservation[] = [];
  for (const reservation of found) {
    const linked = link(reservation, ids, new Set(), 0);
    const reading = isThing(linked) ? read(linked, source, problems) : null;
    if (reading) reservations.push(reading);
  }
  return { reservations, problems: [...new Set(problems)] };
}
