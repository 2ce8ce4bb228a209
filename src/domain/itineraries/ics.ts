/**
 * An iCalendar file (RFC 5545) of an itinerary's dated items, for people who
 * keep their trip in their own calendar.
 *
 * - Timed items become events in UTC (`...Z`): the wall time of the item in its
 *   own IANA zone is converted with Intl, so every calendar app shows it at the
 *   right moment without VTIMEZONE blocks. A flight ends at its arrival time in
 *   the arrival zone. A wall time that does not exist (the hour skipped when
 *   clocks go forward) moves forward by the gap, as calendar apps do; a wall
 *   time that happens twice (clocks go back) is the first of the two.
 * - A timed item without a time zone is written as a floating local time (no
 *   `Z`), which calendars show at that wall time wherever the reader is.
 * - Untimed items on a dated day are all-day events (stays span their nights).
 * - An item without an end time lasts one hour; an end before the start is the
 *   next day (an evening that runs past midnight, an overnight flight).
 * - Ideas, alternatives and undated plans have no events.
 * - UIDs are stable per item (`<item>.<itinerary>@wayfare`), so importing a
 *   newer export updates the events instead of duplicating them.
 * - A booked item, and every flight and transport, also carries what a
 *   calendar has no field for, in properties of ours that other apps ignore,
 *   so reading the file back (src/lib/confirmations/read-ics.ts) gives the
 *   booking exactly. One TEXT property per field, escaped and folded like
 *   SUMMARY, each written only when it has a value:
 *     X-WAYFARE-TYPE             the item's type (flight, stay, restaurant, ...)
 *     X-WAYFARE-ZONE             IANA zone of the start's wall time (DTSTART stays UTC)
 *     X-WAYFARE-END-ZONE         IANA zone of the end's wall time, only when the item has
 *                                an end time (otherwise DTEND is the one-hour default)
 *     X-WAYFARE-BOOKING-CODE, -PROVIDER, -NUMBER, -TERMINAL, -SEAT, -PARTY (an integer)
 *     X-WAYFARE-FROM, X-WAYFARE-TO            the place's and the arrival's names
 *     X-WAYFARE-FROM-CODE, X-WAYFARE-TO-CODE  a flight's IATA airport codes
 *     X-WAYFARE-FROM-ADDRESS, X-WAYFARE-TO-ADDRESS
 *     X-WAYFARE-FROM-GEO, X-WAYFARE-TO-GEO    "lat;lng", unrounded (GEO is rounded)
 *   The booking's status is STATUS, as for any booked item.
 */
import { bookingLine } from './booking';
import type { TravelNote, TripTravelNotes } from '@/domain/days/notes';
import { addDays, dayDate, sortItems } from './plan';
import type { ItemPlace, ItineraryDoc, PlanItem } from './types';

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** TEXT value escaping (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets of UTF-8, never inside a character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1; // continuation lines start with one space
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Offset of `timeZone` from UTC at the instant `utcMs`, in ms (east positive). */
export function zoneOffsetMs(timeZone: string, utcMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(utcMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    (parts.hour ?? 0) % 24,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The UTC instant of a wall-clock time in an IANA zone. `wallMs` is the wall
 * time written as if it were UTC (Date.UTC of its fields).
 */
export function wallTimeToUtc(wallMs: number, timeZone: string): number {
  const before = zoneOffsetMs(timeZone, wallMs - DAY);
  const after = zoneOffsetMs(timeZone, wallMs + DAY);
  const valid = [...new Set([before, after])]
    .map((offset) => wallMs - offset)
    .filter((utc) => utc + zoneOffsetMs(timeZone, utc) === wallMs);
  if (valid.length > 0) return Math.min(...valid);
  // In the gap when clocks go forward: keep the offset from before the change.
  return wallMs - before;
}

function isValidZone(timeZone: string | null): timeZone is string {
  if (!timeZone) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

function wallMs(date: string, time: string): number | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  return Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function utcStamp(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(
    d.getUTCMinutes(),
  )}${pad(d.getUTCSeconds())}Z`;
}

/** A floating local time: the wall clock, no zone. */
function floatingStamp(wall: number): string {
  return utcStamp(wall).slice(0, -1);
}

const dateValue = (date: string) => date.replace(/-/g, '');

function location(place: ItemPlace | null): string | null {
  if (!place) return null;
  const parts = [place.name];
  if (place.address && place.address !== place.name) parts.push(place.address);
  return parts.join(', ');
}

function describe(item: PlanItem, itinerary: ItineraryDoc, wayThere: TravelNote | undefined): string {
  const lines: string[] = [];
  if (wayThere) lines.push(`Getting there: ${wayThere.text}`);
  const booked = item.booking ? bookingLine(item.booking, item.type) : '';
  if (booked) lines.push(booked);
  if (item.notes) lines.push(item.notes);
  if (item.type === 'flight' && item.place && item.arrival) lines.push(`${item.place.name} to ${item.arrival.name}`);
  lines.push(`Day ${item.day} of ${itinerary.title}`);
  return lines.join('\n');
}

const IATA = /^[A-Z]{3}$/;

/** The X-WAYFARE-FROM or -TO lines of a place (see the module comment). */
function endLines(name: 'FROM' | 'TO', place: ItemPlace | null, flight: boolean): string[] {
  if (!place) return [];
  const lines = [`X-WAYFARE-${name}:${escapeText(place.name)}`];
  if (flight && place.category && IATA.test(place.category)) lines.push(`X-WAYFARE-${name}-CODE:${place.category}`);
  if (place.address) lines.push(`X-WAYFARE-${name}-ADDRESS:${escapeText(place.address)}`);
  lines.push(`X-WAYFARE-${name}-GEO:${place.geocode.lat};${place.geocode.lng}`);
  return lines;
}

/** Our own properties of an item that holds a booking, or is a flight or a transport (see the module comment). */
function wayfareLines(item: PlanItem): string[] {
  if (!item.booking && item.type !== 'flight' && item.type !== 'transport') return [];
  const lines = [`X-WAYFARE-TYPE:${item.type}`];
  const zone = item.startTime && isValidZone(item.timeZone) ? item.timeZone : null;
  if (zone) {
    lines.push(`X-WAYFARE-ZONE:${escapeText(zone)}`);
    const endZone = isValidZone(item.endTimeZone) ? item.endTimeZone : zone;
    if (item.endTime) lines.push(`X-WAYFARE-END-ZONE:${escapeText(endZone)}`);
  }
  const booking = item.booking;
  if (booking) {
    const fields = [
      ['CODE', booking.code],
      ['PROVIDER', booking.provider],
      ['NUMBER', booking.number],
      ['TERMINAL', booking.terminal],
      ['SEAT', booking.seat],
    ] as const;
    for (const [name, value] of fields) if (value) lines.push(`X-WAYFARE-BOOKING-${name}:${escapeText(value)}`);
    if (booking.party) lines.push(`X-WAYFARE-BOOKING-PARTY:${booking.party}`);
  }
  const flight = item.type === 'flight';
  lines.push(...endLines('FROM', item.place, flight));
  if (flight || item.type === 'transport') lines.push(...endLines('TO', item.arrival, flight));
  return lines;
}

/** The DTSTART/DTEND lines of an item on `date`, or null when its times cannot be read. */
function timing(item: PlanItem, date: string): string[] | null {
  if (!item.startTime) {
    const nights = item.type === 'stay' && item.nights && item.nights > 0 ? item.nights : 1;
    const end = addDays(date, nights);
    if (!end) return null;
    return [`DTSTART;VALUE=DATE:${dateValue(date)}`, `DTEND;VALUE=DATE:${dateValue(end)}`];
  }
  const start = wallMs(date, item.startTime);
  if (start === null) return null;
  const endDate = item.type === 'stay' && item.nights ? (addDays(date, item.nights) ?? date) : date;
  let end = item.endTime ? wallMs(endDate, item.endTime) : null;

  const startZone = isValidZone(item.timeZone) ? item.timeZone : null;
  if (!startZone) {
    // No zone known: floating wall times.
    if (end === null) end = start + HOUR;
    else if (end <= start) end += DAY;
    return [`DTSTART:${floatingStamp(start)}`, `DTEND:${floatingStamp(end)}`];
  }
  const endZone = isValidZone(item.endTimeZone) ? item.endTimeZone : startZone;
  const startUtc = wallTimeToUtc(start, startZone);
  let endUtc = end === null ? startUtc + HOUR : wallTimeToUtc(end, endZone);
  if (end !== null && endUtc <= startUtc) endUtc = wallTimeToUtc(end + DAY, endZone);
  return [`DTSTART:${utcStamp(startUtc)}`, `DTEND:${utcStamp(endUtc)}`];
}

/**
 * The .ics text of the itinerary's dated items (CRLF line ends, folded lines).
 * With `travel`, a timed event says how to get there in its description and
 * carries the time it takes as its travel time (`X-APPLE-TRAVEL-DURATION`,
 * which Apple's calendars block out before the event; others ignore it).
 */
export function toIcs(itinerary: ItineraryDoc, items: PlanItem[], now: Date = new Date(), travel?: TripTravelNotes): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Wayfare//Itinerary export//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(itinerary.title)}`,
  ];
  const stamp = utcStamp(now.getTime());
  for (const item of sortItems(items)) {
    if (item.optionOf) continue;
    const date = dayDate(itinerary.period, item.day);
    if (!date) continue;
    const times = timing(item, date);
    if (!times) continue;
    lines.push('BEGIN:VEVENT', `UID:${item.id}.${itinerary.id}@wayfare`, `DTSTAMP:${stamp}`, ...times);
    lines.push(`SUMMARY:${escapeText(item.title)}`);
    // A booked stop says whether it holds (RFC 5545 STATUS): a calendar shows a cancelled one as such.
    if (item.booking) lines.push(`STATUS:${item.booking.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`);
    const wayThere = travel?.into.get(item.id);
    if (wayThere?.minutes && item.startTime) lines.push(`X-APPLE-TRAVEL-DURATION;VALUE=DURATION:PT${wayThere.minutes}M`);
    const where = location(item.place);
    if (where) lines.push(`LOCATION:${escapeText(where)}`);
    if (item.place) lines.push(`GEO:${item.place.geocode.lat.toFixed(6)};${item.place.geocode.lng.toFixed(6)}`);
    lines.push(`DESCRIPTION:${escapeText(describe(item, itinerary, wayThere))}`);
    lines.push(...wayfareLines(item));
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** Whether an .ics export would hold anything: a dated plan with at least one dated item. */
export function hasCalendarItems(itinerary: Pick<ItineraryDoc, 'period'>, items: readonly PlanItem[]): boolean {
  return items.some((item) => !item.optionOf && dayDate(itinerary.period, item.day) !== null);
}
