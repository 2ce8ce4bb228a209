/**
 * Reservations read from a confirmation, as changes to a trip: each one an
 * item on the day it happens (the local date where it happens), a flight with
 * both airports in their own zones, a stay across its nights. The same
 * confirmation code and segment as an item already in the trip updates that
 * item instead of adding another; a cancellation marks it cancelled. Nothing
 * is guessed: a place we cannot put on the map has no place (never 0,0) and
 * the proposal says so.
 */
import type { Reservation, ReservationEnd, WrittenTime } from '@/lib/confirmations/types';
import { zoneOffsetMs } from '@/domain/itineraries/ics';
import { orderBetween } from '@/domain/itineraries/order';
import { dayDate, daysBetween } from '@/domain/itineraries/plan';
import { formatDate, utcDate } from '@/lib/dates';
import { BOOKING_TEXT_LIMITS, type Booking, type ItemPlace, type ItemType, type Period, type PlanItem } from '@/domain/itineraries/types';
import { localWall, sameSegment, wallParts } from './segments';

/** An airport as the airports list gives it (src/lib/places/airports.ts). */
export interface KnownAirport {
  code: string;
  name: string;
  city: string;
  geo: { lat: number; lng: number };
  zone: string;
}

export interface BookingsContext {
  period: Period | null;
  days: number;
  items: readonly PlanItem[];
  /** The airport of an IATA code, or null when the list does not know it. */
  airport: (code: string) => KnownAirport | null;
  /** Where airports' places come from, credited on the item ('OpenFlights (ODbL)'). */
  airportSource: string;
  newId: () => string;
  /** Now, in ms: a reservation from a past year is refused. */
  now: number;
}

export interface BookingProposal {
  /** Adds a new item, or updates the item with the same confirmation code and segment. */
  action: 'add' | 'update' | 'cancel';
  item: PlanItem;
  /** The item it replaces (update, cancel). */
  existing: PlanItem | null;
  /** The local date it happens on ('YYYY-MM-DD'), when known. */
  date: string | null;
  /** The local date it ends on (a landing, a check-out), when known. */
  endDate: string | null;
  /** What the person should know or do: an airport we cannot place, a date outside the trip. */
  notes: string[];
  reservation: Reservation;
}

export interface BookingsPlan {
  proposals: BookingProposal[];
  /** Reservations left out, each with the reason. */
  problems: string[];
}

const TYPE_OF: Record<Reservation['kind'], ItemType> = {
  flight: 'flight',
  lodging: 'stay',
  train: 'transport',
  bus: 'transport',
  boat: 'transport',
  rentalCar: 'transport',
  food: 'restaurant',
  event: 'activity',
};

const KIND_WORD: Record<Reservation['kind'], string> = {
  flight: 'Flight',
  lodging: 'Stay',
  train: 'Train',
  bus: 'Bus',
  boat: 'Ferry',
  rentalCar: 'Car',
  food: 'Table',
  event: 'Event',
};

function clip(value: string | null, limit: number): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text.slice(0, limit);
}

function bookingOf(reservation: Reservation): Booking {
  return {
    code: clip(reservation.code, BOOKING_TEXT_LIMITS.code),
    provider: clip(reservation.provider, BOOKING_TEXT_LIMITS.provider),
    number: clip(reservation.number, BOOKING_TEXT_LIMITS.number),
    terminal: clip(reservation.terminal, BOOKING_TEXT_LIMITS.terminal),
    seat: clip(reservation.seat, BOOKING_TEXT_LIMITS.seat),
    party: reservation.party !== null && Number.isInteger(reservation.party) && reservation.party >= 1 && reservation.party <= 99 ? reservation.party : null,
    status: reservation.status,
  };
}

/** One end as we can place it: an airport from the list, else the confirmation's own coordinates, else nothing. */
function placeOf(end: ReservationEnd | null, kind: Reservation['kind'], context: BookingsContext, notes: string[]): { place: ItemPlace | null; zone: string | null } {
  if (!end) return { place: null, zone: null };
  const code = end.code?.trim().toUpperCase() ?? null;
  if (kind === 'flight' && code) {
    const known = context.airport(code);
    if (known) {
      return {
        place: { name: known.name, address: known.city, geocode: known.geo, category: known.code, source: context.airportSource },
        zone: known.zone,
      };
    }
    notes.push(`We do not know the airport ${code}${end.name ? ` (${end.name})` : ''}: add its place in the item so it shows on the map.`);
    return { place: null, zone: end.time?.zone ?? null };
  }
  const name = end.name ?? code;
  if (end.geo && name) {
    return { place: { name, address: end.address, geocode: end.geo, source: 'The booking confirmation', approximate: true }, zone: end.time?.zone ?? null };
  }
  if (name) notes.push(`The confirmation gives no map position for ${name}${end.address ? ` (${end.address})` : ''}: add its place in the item.`);
  return { place: null, zone: end.time?.zone ?? null };
}

/** Zones the trip already uses, to name the zone of a time written only with its offset. */
function knownZones(context: BookingsContext, extra: readonly (string | null)[]): string[] {
  const zones = new Set<string>();
  for (const zone of extra) if (zone) zones.add(zone);
  for (const item of context.items) {
    if (item.timeZone) zones.add(item.timeZone);
    if (item.endTimeZone) zones.add(item.endTimeZone);
  }
  return [...zones];
}

/**
 * The wall time at the place and its zone. A time given in UTC is moved to
 * the place's zone; a time with an offset keeps its wall time, and takes the
 * first zone we know with that offset at that moment; with neither, it is the
 * place's wall time as written.
 */
function placeTime(time: WrittenTime | null, zone: string | null, zones: readonly string[]): { date: string | null; clock: string | null; zone: string | null; unplaced: boolean } {
  if (!time) return { date: null, clock: null, zone, unplaced: false };
  const parts = wallParts(time.local);
  if (!parts) return { date: null, clock: null, zone, unplaced: false };
  if (!parts.clock) return { date: parts.date, clock: null, zone: zone ?? time.zone, unplaced: false };
  const named = zone ?? time.zone;
  if (time.offsetMinutes === null) return { date: parts.date, clock: parts.clock, zone: named, unplaced: false };
  const instant = Date.UTC(...parts.fields) - time.offsetMinutes * 60_000;
  if (time.utc) {
    if (!named) return { date: parts.date, clock: parts.clock, zone: null, unplaced: true };
    const wall = localWall(instant, named);
    return { date: wall.date, clock: wall.clock, zone: named, unplaced: false };
  }
  const fits = (candidate: string) => zoneOffsetMs(candidate, instant) === time.offsetMinutes! * 60_000;
  const chosen = named && fits(named) ? named : (zones.find(fits) ?? named);
  return { date: parts.date, clock: parts.clock, zone: chosen, unplaced: false };
}

/** '13 May 2027' for '2027-05-13', as every screen writes a date (lib/dates). */
function longDate(date: string): string {
  const day = utcDate(date);
  return day ? formatDate(day, 'd MMM y') : date;
}

/** The trip's day of a local date, or null (with a note) when the trip has no dates or the date is outside them. */
function dayOf(date: string | null, context: BookingsContext, notes: string[]): number | null {
  if (!date) {
    notes.push('The confirmation gives no date for it: it goes to your ideas.');
    return null;
  }
  const start = dayDate(context.period, 1);
  if (!start) {
    notes.push('This trip has no dates yet: it goes to your ideas until you set them.');
    return null;
  }
  // Counted from the trip's first day, both ends included: 0 for a date before it.
  const day = daysBetween({ start, end: date });
  if (day < 1 || day > context.days) {
    notes.push(`It is on ${longDate(date)}, outside this trip's dates: it goes to your ideas.`);
    return null;
  }
  return day;
}

/** A car hire is two stops: where the car is picked up and, on another day often, where it is left. */
type CarRole = 'pick-up' | 'drop-off';

/** The stops a reservation makes: one, or a car hire's pick-up and drop-off (the price with the pick-up). */
function stopsOf(reservation: Reservation): { reservation: Reservation; role: CarRole | null }[] {
  if (reservation.kind !== 'rentalCar') return [{ reservation, role: null }];
  if (!reservation.to) return [{ reservation, role: 'pick-up' }];
  return [
    { reservation: { ...reservation, to: null }, role: 'pick-up' },
    { reservation: { ...reservation, from: reservation.to, to: null, price: null }, role: 'drop-off' },
  ];
}

function titleOf(reservation: Reservation, from: ItemPlace | null, to: ItemPlace | null, role: CarRole | null): string {
  const toName = to?.address ?? reservation.to?.name ?? reservation.to?.code ?? null;
  const fromName = from?.name ?? reservation.from.name ?? reservation.from.code ?? null;
  switch (reservation.kind) {
    case 'flight':
      return [`Flight${reservation.number ? ` ${reservation.number}` : ''}`, toName ? `to ${toName}` : null].filter(Boolean).join(' ');
    case 'rentalCar':
      return `Car ${role ?? 'pick-up'}${reservation.provider ? `: ${reservation.provider}` : ''}`;
    case 'train':
    case 'bus':
    case 'boat':
      return [KIND_WORD[reservation.kind], reservation.number, toName ? `to ${toName}` : null].filter(Boolean).join(' ');
    default:
      return reservation.title ?? reservation.provider ?? fromName ?? KIND_WORD[reservation.kind];
  }
}

/** Where a new item goes in its day: before the first item that starts later, else last. */
function orderIn(items: readonly PlanItem[], day: number | null, clock: string | null, type: ItemType): string {
  const dayItems = items.filter((item) => item.day === day && item.optionOf === null).sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
  const next = clock && type !== 'stay' ? dayItems.findIndex((item) => item.startTime !== null && item.type !== 'stay' && item.startTime > clock) : -1;
  if (next === -1) return orderBetween(dayItems.at(-1)?.order ?? null, null);
  return orderBetween(dayItems[next - 1]?.order ?? null, dayItems[next]!.order);
}

function yearOf(date: string | null): number | null {
  return date ? Number(date.slice(0, 4)) : null;
}

/** The item a reservation makes, before it is matched with the trip's. */
function itemOf(
  reservation: Reservation,
  role: CarRole | null,
  context: BookingsContext,
  placed: PlanItem[],
): { item: PlanItem; date: string | null; endDate: string | null; notes: string[]; unplaced: boolean } {
  const notes: string[] = [];
  const type = TYPE_OF[reservation.kind];
  const stay = reservation.kind === 'lodging';
  const from = placeOf(reservation.from, reservation.kind, context, notes);
  const to = stay ? { place: null, zone: from.zone } : placeOf(reservation.to, reservation.kind, context, notes);
  const zones = knownZones(context, [from.zone, to.zone]);
  const start = placeTime(reservation.from.time, from.zone, zones);
  const end = placeTime(reservation.to?.time ?? null, stay ? (start.zone ?? from.zone) : to.zone, zones);
  if (start.unplaced || end.unplaced) notes.push('A time is given in UTC for a place we cannot place: check the times in the item.');
  const day = dayOf(start.date, context, notes);
  const nights = stay && start.date && end.date ? Math.min(60, Math.max(1, daysBetween({ start: start.date, end: end.date }) - 1)) : stay ? 1 : null;
  const item: PlanItem = {
    id: context.newId(),
    day,
    order: orderIn([...context.items, ...placed], day, start.clock, type),
    type,
    title: titleOf(reservation, from.place, to.place, role),
    place: from.place,
    startTime: start.clock,
    endTime: reservation.kind === 'rentalCar' ? null : end.clock,
    timeZone: start.zone,
    arrival: type === 'flight' || (type === 'transport' && reservation.kind !== 'rentalCar') ? to.place : null,
    endTimeZone: type === 'flight' || type === 'transport' ? (reservation.kind === 'rentalCar' ? null : end.zone) : null,
    nights,
    optionOf: null,
    notes: null,
    cost: reservation.price,
    fixedTime: start.clock !== null && type !== 'flight' && type !== 'stay' ? true : null,
    booking: bookingOf(reservation),
  };
  return { item, date: start.date, endDate: end.date, notes, unplaced: start.unplaced };
}

/** What reading a confirmation proposes for this trip. */
export function planBookings(reservations: readonly Reservation[], context: BookingsContext): BookingsPlan {
  const proposals: BookingProposal[] = [];
  const problems: string[] = [];
  const thisYear = new Date(context.now).getUTCFullYear();
  for (const { reservation, role } of reservations.flatMap(stopsOf)) {
    const made = itemOf(reservation, role, context, proposals.map((proposal) => proposal.item));
    const label = made.item.title;
    const year = yearOf(made.date);
    if (year !== null && year < thisYear) {
      problems.push(`“${label}” is on ${longDate(made.date ?? '')}, in a past year: it was not added.`);
      continue;
    }
    if (proposals.some((proposal) => sameSegment(proposal.item, made.item))) continue; // the same reservation twice in one file
    const existing = context.items.find((item) => sameSegment(item, made.item)) ?? null;
    if (reservation.status === 'cancelled') {
      if (!existing || !existing.booking) {
        problems.push(`The cancellation of “${label}” matches no booking in this trip: nothing to change.`);
        continue;
      }
      proposals.push({ action: 'cancel', item: { ...existing, booking: { ...existing.booking, status: 'cancelled' } }, existing, date: made.date, endDate: made.endDate, notes: made.notes, reservation });
      continue;
    }
    if (existing) {
      const keepsDay = existing.day === made.item.day;
      const item: PlanItem = {
        ...made.item,
        id: existing.id,
        order: keepsDay ? existing.order : made.item.order,
        notes: existing.notes ?? made.item.notes,
        cost: made.item.cost ?? existing.cost,
        place: made.item.place ?? existing.place,
        arrival: made.item.arrival ?? existing.arrival,
      };
      proposals.push({ action: 'update', item, existing, date: made.date, endDate: made.endDate, notes: made.notes, reservation });
      continue;
    }
    proposals.push({ action: 'add', item: made.item, existing: null, date: made.date, endDate: made.endDate, notes: made.notes, reservation });
  }
  return { proposals, problems };
}
