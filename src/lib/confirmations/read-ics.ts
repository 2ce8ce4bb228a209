/**
 * The reservations in an iCalendar file (RFC 5545): one per event. Times keep
 * what the file says: a TZID time is the wall time written in that zone (its
 * offset from the file's VTIMEZONE, else from the zone's rules), a UTC time
 * stays UTC, a floating time has neither. What kind of booking an event is
 * comes from its categories or its title, conservatively; anything else is an
 * 'event'. Our own export (src/domain/itineraries/ics.ts) carries its booking
 * in X-WAYFARE-* properties, read back here exactly, its UTC times turned
 * back into the wall times of the zones it names.
 *
 * VTIMEZONE blocks resolve through the parsed calendar itself (ical.js looks
 * a TZID up in the file's own tree), never through ical.js's global zone
 * service: one file's zones must not change how the next file reads.
 */
import ICAL from 'ical.js';
import { wallTimeToUtc, zoneOffsetMs } from '@/domain/itineraries/ics';
import { ConfirmationError, type ConfirmationRead, type Reservation, type ReservationEnd, type ReservationKind, type WrittenTime } from './types';

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;

const DAMAGED = 'This calendar file is damaged and could not be read.';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Each calendar in the text (a file may hold several, one after another), or a ConfirmationError. */
function calendars(text: string): Component[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch {
    throw new ConfirmationError(DAMAGED);
  }
  // One component parses to its jCal array; several to a list of them.
  const list: unknown[] = Array.isArray(parsed) && typeof parsed[0] === 'string' ? [parsed] : Array.isArray(parsed) ? parsed : [];
  const found = list
    .filter((jcal): jcal is unknown[] => Array.isArray(jcal) && jcal[0] === 'vcalendar')
    .map((jcal) => new ICAL.Component(jcal));
  if (found.length === 0) throw new ConfirmationError(DAMAGED);
  return found;
}

function isValidZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The IANA zone a TZID names, also when a calendar app prefixes it ("/mozilla.org/20050126_1/Europe/Lisbon"). */
function ianaZone(tzid: string): string | null {
  const parts = tzid.trim().split('/');
  for (let from = 0; from < parts.length - 1 || from === 0; from++) {
    const candidate = parts.slice(from).join('/');
    if (candidate && isValidZone(candidate)) return candidate;
  }
  return null;
}

function wallOf(time: Time): string {
  const date = `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
  return time.isDate ? date : `${date}T${pad(time.hour)}:${pad(time.minute)}`;
}

/** A time as the file writes it (see WrittenTime), given the TZID it was written with. */
function written(time: Time, tzid: string | null): WrittenTime {
  const local = wallOf(time);
  if (time.isDate) return { local, offsetMinutes: null, utc: false, zone: null };
  if (tzid) {
    const zone = ianaZone(tzid);
    let offsetMinutes: number | null = null;
    if (time.zone !== ICAL.Timezone.localTimezone) offsetMinutes = Math.round(time.utcOffset() / 60);
    else if (zone) {
      const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute);
      offsetMinutes = Math.round(zoneOffsetMs(zone, wallTimeToUtc(wall, zone)) / 60_000);
    }
    return { local, offsetMinutes, utc: false, zone };
  }
  if (time.zone === ICAL.Timezone.utcTimezone) return { local, offsetMinutes: 0, utc: true, zone: null };
  return { local, offsetMinutes: null, utc: false, zone: null };
}

/** A UTC instant as the wall time of `zone` (how our export's times are read back). */
function inZone(time: Time, zone: string): WrittenTime {
  const instant = time.toUnixTime() * 1000;
  const offset = zoneOffsetMs(zone, instant);
  return { local: new Date(instant + offset).toISOString().slice(0, 16), offsetMinutes: Math.round(offset / 60_000), utc: false, zone };
}

function timeOf(event: Component, name: string): { time: Time; tzid: string | null } | null {
  const property = event.getFirstProperty(name);
  const value = property?.getFirstValue();
  if (!property || !(value instanceof ICAL.Time)) return null;
  const tzid = property.getFirstParameter('tzid');
  return { time: value, tzid: typeof tzid === 'string' && tzid ? tzid : null };
}

/** Where the event ends: DTEND, or DTSTART plus DURATION. An all-day end is exclusive: its last day is the one before. */
function endOf(event: Component, start: { time: Time; tzid: string | null }, lodging: boolean): { time: Time; tzid: string | null } | null {
  let end = timeOf(event, 'dtend');
  const duration = event.getFirstPropertyValue('duration');
  if (!end && duration instanceof ICAL.Duration) {
    const time = start.time.clone();
    time.addDuration(duration);
    end = { time, tzid: start.tzid };
  }
  if (!end || !end.time.isDate || lodging) return end;
  const last = end.time.clone();
  last.adjust(-1, 0, 0, 0);
  return last.compare(start.time) > 0 ? { time: last, tzid: null } : null;
}

/** A property of ours, unescaped (ical.js leaves unknown properties' TEXT as written). */
function ours(event: Component, name: string): string | null {
  const value = event.getFirstPropertyValue(`x-wayfare-${name}`);
  if (typeof value !== 'string' || value === '') return null;
  return value.replace(/\\([\\;,nN])/g, (_match, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

function textOf(event: Component, name: string): string | null {
  const value = event.getFirstPropertyValue(name);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function geoOf(value: unknown): { lat: number; lng: number } | null {
  const pair = typeof value === 'string' ? value.split(';').map(Number) : Array.isArray(value) ? value.map(Number) : [];
  const [lat, lng] = pair;
  if (pair.length !== 2 || lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

const KIND_WORDS: ReadonlyArray<readonly [ReservationKind, RegExp]> = [
  ['flight', /\b(flights?|boarding|airlines?|airways)\b/i],
  ['rentalCar', /\b(car rental|rental car|car hire|hire car|pick-?up|drop-?off)\b/i],
  ['train', /\b(trains?|rail|railways?)\b/i],
  ['bus', /\b(bus|coach)\b/i],
  ['boat', /\b(ferry|ferries|boat|cruise)\b/i],
  ['lodging', /\b(hotels?|check-?in|hostel|lodging|accommodation)\b/i],
  ['food', /\b(table|dinner|lunch|breakfast|brunch|restaurant|reservation)\b/i],
];

/** The kind an event's words say, or null when they say none. */
function guessKind(words: string): ReservationKind | null {
  return KIND_WORDS.find(([, pattern]) => pattern.test(words))?.[0] ?? null;
}

const WAYFARE_KINDS: Readonly<Record<string, ReservationKind>> = {
  flight: 'flight',
  stay: 'lodging',
  restaurant: 'food',
  activity: 'event',
  attraction: 'event',
  note: 'event',
};

function kindOf(event: Component, summary: string): ReservationKind {
  const type = ours(event, 'type');
  if (type === 'transport') {
    const said = guessKind(summary);
    return said === 'bus' || said === 'boat' || said === 'rentalCar' ? said : 'train';
  }
  if (type && WAYFARE_KINDS[type]) return WAYFARE_KINDS[type];
  const categories = event
    .getAllProperties('categories')
    .flatMap((property) => (property.getValues() as unknown[]).map(String))
    .join(' ');
  return guessKind(categories) ?? guessKind(summary) ?? 'event';
}

/** "Lisbon Airport, Alameda das Comunidades" as a name and an address. */
function splitLocation(location: string | null): { name: string | null; address: string | null } {
  if (!location) return { name: null, address: null };
  const comma = location.indexOf(', ');
  return comma < 0 ? { name: location, address: null } : { name: location.slice(0, comma), address: location.slice(comma + 2) };
}

/** An airline calendar's flight title: "TP 1351 Lisbon (LIS) to Paris (CDG)", "LIS - CDG". */
function flightWords(summary: string): { number: string | null; from: string | null; to: string | null } {
  const number = /\b(?:[A-Z][A-Z0-9]|[0-9][A-Z]) ?\d{1,4}[A-Z]?\b/.exec(summary)?.[0] ?? null;
  const bracketed = [...summary.matchAll(/\(([A-Z]{3})\)/g)].map((match) => match[1] ?? '');
  const pair = /\b([A-Z]{3}) *(?:-|–|→|>|to) *([A-Z]{3})\b/.exec(summary);
  const [from, to] = bracketed.length === 2 ? bracketed : pair ? [pair[1], pair[2]] : [];
  return { number, from: from ?? null, to: to ?? null };
}

/** A confirmation code as a description labels it ("Booking reference: K7QX2M"). */
function codeIn(description: string | null): string | null {
  const match = /(?:confirmation|booking|reservation|record locator|PNR)[^:#\n]{0,20}[:#][:#\s]*([A-Za-z0-9]{5,10})\b/i.exec(description ?? '');
  const code = match?.[1] ?? null;
  return code && /^[A-Z0-9]+$/.test(code) ? code : null;
}

const TITLED: ReadonlySet<ReservationKind> = new Set(['lodging', 'food', 'event']);

function end(place: Partial<ReservationEnd>, time: WrittenTime | null): ReservationEnd {
  return { name: place.name ?? null, code: place.code ?? null, address: place.address ?? null, geo: place.geo ?? null, time };
}

/** The reservation of one event, or a sentence saying why there is none. */
function reservationOf(event: Component, cancelledCalendar: boolean): Reservation | string {
  const summary = textOf(event, 'summary') ?? '';
  const start = timeOf(event, 'dtstart');
  if (!start) return `“${summary || 'An event'}” has no start time and was skipped.`;
  const kind = kindOf(event, summary);
  const wayfare = ours(event, 'type') !== null;
  const stop = endOf(event, start, kind === 'lodging');
  const [zone, endZone] = [ours(event, 'zone'), ours(event, 'end-zone')].map((named) => (named && isValidZone(named) ? named : null));
  let startTime = written(start.time, start.tzid);
  let endTime = stop ? written(stop.time, stop.tzid) : null;
  if (wayfare && zone && startTime.utc) {
    // Our export writes UTC and names the zones: give back the wall times. No end zone: the item had no end time.
    startTime = inZone(start.time, zone);
    endTime = stop && endZone ? inZone(stop.time, endZone) : null;
  }
  const location = splitLocation(textOf(event, 'location'));
  const guessed = kind === 'flight' && !wayfare ? flightWords(summary) : { number: null, from: null, to: null };
  const from = wayfare
    ? { name: ours(event, 'from'), code: ours(event, 'from-code'), address: ours(event, 'from-address'), geo: geoOf(ours(event, 'from-geo')) }
    : { ...location, code: guessed.from, geo: geoOf(event.getFirstPropertyValue('geo')) };
  const to = kind === 'lodging' ? from : wayfare ? { name: ours(event, 'to'), code: ours(event, 'to-code'), address: ours(event, 'to-address'), geo: geoOf(ours(event, 'to-geo')) } : { code: guessed.to };
  const said = (place: Partial<ReservationEnd>) => Object.values(place).some((value) => value !== null && value !== undefined);
  const party = Number(ours(event, 'booking-party'));
  const organizer = event.getFirstProperty('organizer')?.getFirstParameter('cn');
  const status = textOf(event, 'status')?.toUpperCase();
  return {
    kind,
    code: wayfare ? ours(event, 'booking-code') : codeIn(textOf(event, 'description')),
    provider: wayfare ? ours(event, 'booking-provider') : typeof organizer === 'string' && organizer.trim() ? organizer.trim() : null,
    number: wayfare ? ours(event, 'booking-number') : guessed.number,
    status: status === 'CANCELLED' || (cancelledCalendar && !status) ? 'cancelled' : 'confirmed',
    party: Number.isInteger(party) && party > 0 ? party : null,
    seat: ours(event, 'booking-seat'),
    terminal: ours(event, 'booking-terminal'),
    underName: null,
    title: TITLED.has(kind) ? summary || null : null,
    from: end(from, startTime),
    to: endTime || said(to) ? end(to, endTime) : null,
    price: null,
    source: 'ics',
  };
}

/**
 * The reservations in an .ics file, one per event, and what could not be
 * read. Throws a ConfirmationError when the text is not a calendar at all.
 */
export function readIcs(text: string): ConfirmationRead {
  const reservations: Reservation[] = [];
  const problems: string[] = [];
  let events = 0;
  for (const calendar of calendars(text)) {
    // A calendar sent to withdraw its events (METHOD:CANCEL) cancels them.
    const cancelled = String(calendar.getFirstPropertyValue('method') ?? '').toUpperCase() === 'CANCEL';
    for (const event of calendar.getAllSubcomponents('vevent')) {
      events++;
      try {
        const read = reservationOf(event, cancelled);
        if (typeof read === 'string') problems.push(read);
        else reservations.push(read);
      } catch {
        problems.push('One event in the calendar is damaged and was skipped.');
      }
    }
  }
  if (events === 0) problems.push('This calendar file has no events to read.');
  return { reservations, problems };
}
