/**
 * What each kind of schema.org reservation says about its two ends, who it is
 * with and what it is called: a flight's airports and times live on the Flight,
 * a hotel's check-in on the reservation, a concert's start on the Event.
 */
import { isThing, nameOf, text, textOf, typesOf, value, values } from './schema-org-values';
import type { ReservationKind } from './types';

const RESERVATION_TYPES: Record<string, ReservationKind> = {
  FlightReservation: 'flight',
  LodgingReservation: 'lodging',
  TrainReservation: 'train',
  BusReservation: 'bus',
  BoatReservation: 'boat',
  RentalCarReservation: 'rentalCar',
  FoodEstablishmentReservation: 'food',
  EventReservation: 'event',
};

const TARGET_TYPES: Record<string, ReservationKind> = {
  Flight: 'flight',
  TrainTrip: 'train',
  BusTrip: 'bus',
  BoatTrip: 'boat',
  Car: 'rentalCar',
  Vehicle: 'rentalCar',
  LodgingBusiness: 'lodging',
  Hotel: 'lodging',
  Motel: 'lodging',
  Hostel: 'lodging',
  BedAndBreakfast: 'lodging',
  Resort: 'lodging',
  Campground: 'lodging',
  VacationRental: 'lodging',
  FoodEstablishment: 'food',
  Restaurant: 'food',
  CafeOrCoffeeShop: 'food',
  BarOrPub: 'food',
  Bakery: 'food',
  Brewery: 'food',
  FastFoodRestaurant: 'food',
  Winery: 'food',
  Festival: 'event',
};

// Senders sometimes leave out the thing's type; the properties they give still say what it is.
const TELLING_PROPERTIES: [string, ReservationKind][] = [
  ['departureAirport', 'flight'],
  ['flightNumber', 'flight'],
  ['departureStation', 'train'],
  ['trainNumber', 'train'],
  ['departureBusStop', 'bus'],
  ['departureBoatTerminal', 'boat'],
];

/** The kind of a reservation, from its own type, else from what it is for; null for kinds the app has no item for. */
export function kindOf(reservation: unknown, target: unknown): ReservationKind | null {
  for (const type of typesOf(reservation)) {
    const kind = RESERVATION_TYPES[type];
    if (kind) return kind;
  }
  for (const type of typesOf(target)) {
    const kind = TARGET_TYPES[type] ?? (type.endsWith('Event') ? 'event' : undefined);
    if (kind) return kind;
  }
  if (typesOf(target).length > 0 || !typesOf(reservation).includes('Reservation')) return null;
  for (const [property, kind] of TELLING_PROPERTIES) {
    if (values(target, property).length > 0) return kind;
  }
  if (values(reservation, 'checkinTime').length > 0 || values(reservation, 'checkinDate').length > 0) return 'lodging';
  if (values(reservation, 'pickupLocation').length > 0) return 'rentalCar';
  return null;
}

/** One end before it is read: the place and the time as written, or null when the confirmation says neither. */
export interface EndSource {
  place: unknown;
  time: unknown;
}

export interface KindParts {
  provider: string | null;
  number: string | null;
  title: string | null;
  terminal: string | null;
  from: EndSource;
  to: EndSource | null;
}

function end(place: unknown, time: unknown): EndSource | null {
  return place === undefined && time === undefined ? null : { place, time };
}

/** "TP1351", "1351" with airline TP, "TP 1351" -> "TP 1351": the designator and the number apart, as boards show them. */
function flightNumber(flight: unknown): string | null {
  const written = textOf(flight, 'flightNumber');
  if (written === null) return null;
  const airline = textOf(value(flight, 'airline'), 'iataCode')?.toUpperCase() ?? null;
  const designator = airline !== null && /^[A-Z0-9]{2}$/.test(airline) ? airline : null;
  if (/^\d{1,4}[A-Z]?$/i.test(written)) return designator === null ? written : `${designator} ${written}`;
  const split = /^([A-Z]{2,3}|[A-Z]\d|\d[A-Z])\s*-?\s*(\d{1,4}[A-Z]?)$/i.exec(written);
  return split ? `${(split[1] ?? '').toUpperCase()} ${split[2] ?? ''}` : written;
}

/** "Alfa Pendular" and "131" -> "Alfa Pendular 131"; either alone as it is. */
function namedNumber(name: string | null, number: string | null): string | null {
  if (name === null || number === null) return number ?? name;
  return number.toLowerCase().includes(name.toLowerCase()) ? number : `${name} ${number}`;
}

/** The first of these that names someone: the operator, then whoever sold it. */
function anyProvider(reservation: unknown, target: unknown): string | null {
  for (const candidate of [value(reservation, 'provider'), value(target, 'provider'), value(reservation, 'broker'), value(reservation, 'bookingAgent')]) {
    const name = nameOf(candidate);
    if (name !== null) return name;
  }
  return null;
}

function terminalOf(flight: unknown, reservation: unknown): string | null {
  const terminal = value(flight, 'departureTerminal') ?? value(reservation, 'departureTerminal');
  return text(terminal) ?? (isThing(terminal) ? nameOf(terminal) : null);
}

/** A time from the first thing that gives it (the trip, else the reservation). */
function timeOf(things: unknown[], ...properties: string[]): unknown {
  for (const thing of things) {
    const found = value(thing, ...properties);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The venue of an event: its first location that is a place rather than a link. */
function venueOf(event: unknown): unknown {
  const locations = values(event, 'location');
  return locations.find((location) => !typesOf(location).includes('VirtualLocation')) ?? locations[0];
}

function journey(kind: ReservationKind, reservation: unknown, trip: unknown, ends: [string, string], number: string | null): KindParts {
  const both = [trip, reservation];
  return {
    provider: kind === 'flight' ? (nameOf(value(trip, 'airline')) ?? anyProvider(reservation, trip)) : anyProvider(reservation, trip),
    number,
    title: null,
    terminal: kind === 'flight' ? terminalOf(trip, reservation) : null,
    from: { place: value(trip, ends[0]), time: timeOf(both, 'departureTime') },
    to: end(value(trip, ends[1]), timeOf(both, 'arrivalTime')),
  };
}

/** What a reservation of a kind says beyond its code, names and price. */
export function kindParts(kind: ReservationKind, reservation: unknown, target: unknown): KindParts {
  switch (kind) {
    case 'flight':
      return journey(kind, reservation, target, ['departureAirport', 'arrivalAirport'], flightNumber(target));
    case 'train':
      return journey(kind, reservation, target, ['departureStation', 'arrivalStation'], namedNumber(textOf(target, 'trainName'), textOf(target, 'trainNumber')));
    case 'bus':
      return journey(kind, reservation, target, ['departureBusStop', 'arrivalBusStop'], namedNumber(textOf(target, 'busName'), textOf(target, 'busNumber')));
    case 'boat':
      return journey(kind, reservation, target, ['departureBoatTerminal', 'arrivalBoatTerminal'], null);
    case 'lodging': {
      const checkout = value(reservation, 'checkoutTime', 'checkoutDate');
      return {
        provider: nameOf(value(reservation, 'provider')) ?? nameOf(target) ?? anyProvider(reservation, target),
        number: null,
        title: nameOf(target),
        terminal: null,
        from: { place: target, time: value(reservation, 'checkinTime', 'checkinDate') },
        to: checkout === undefined ? null : { place: target, time: checkout },
      };
    }
    case 'rentalCar': {
      const brand = [nameOf(value(target, 'brand')), textOf(target, 'model')].filter((part) => part !== null).join(' ');
      return {
        provider: nameOf(value(target, 'rentalCompany')) ?? anyProvider(reservation, target),
        number: null,
        title: nameOf(target) ?? (brand === '' ? null : brand),
        terminal: null,
        from: { place: value(reservation, 'pickupLocation'), time: value(reservation, 'pickupTime') },
        to: end(value(reservation, 'dropoffLocation'), value(reservation, 'dropoffTime')),
      };
    }
    case 'food': {
      const endTime = timeOf([reservation, target], 'endTime', 'endDate');
      return {
        provider: nameOf(value(reservation, 'provider')) ?? nameOf(target) ?? anyProvider(reservation, target),
        number: null,
        title: nameOf(target),
        terminal: null,
        from: { place: target, time: timeOf([reservation, target], 'startTime', 'startDate') },
        to: endTime === undefined ? null : { place: target, time: endTime },
      };
    }
    case 'event': {
      const venue = venueOf(target);
      const endTime = timeOf([reservation, target], 'endTime', 'endDate');
      return {
        provider: nameOf(value(target, 'organizer')) ?? anyProvider(reservation, target),
        number: null,
        title: nameOf(target),
        terminal: null,
        from: { place: venue, time: timeOf([reservation, target], 'startTime', 'startDate') },
        to: endTime === undefined ? null : { place: venue, time: endTime },
      };
    }
  }
}
