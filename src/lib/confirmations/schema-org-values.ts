/**
 * Reading single values out of schema.org data as JSON-LD and microdata give
 * it: any property may be one value or a list, a thing may be an object or a
 * plain string, names may be short ("Flight") or full URLs, and nothing about
 * the shape is promised. Every reader here takes `unknown` and answers null
 * rather than guess.
 */
import { currencyDigits } from '@/lib/money';
import type { ReservationEnd, WrittenTime } from './types';

export type Thing = Record<string, unknown>;

export function isThing(value: unknown): value is Thing {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const SCHEMA_PREFIXES = ['http://schema.org/', 'https://schema.org/', 'schema:'];

/** A term without its schema.org prefix: 'http://schema.org/FlightReservation' -> 'FlightReservation'. */
export function shortName(term: string): string {
  const trimmed = term.trim();
  for (const prefix of SCHEMA_PREFIXES) {
    if (trimmed.startsWith(prefix)) return trimmed.slice(prefix.length);
  }
  // Other vocabularies' URLs still name the term last.
  return trimmed.replace(/^.*[/#]/, '');
}

/** Every value of a property, as a list; expanded JSON-LD spells the property as a full URL. */
export function values(thing: unknown, property: string): unknown[] {
  if (!isThing(thing)) return [];
  let found: unknown = thing[property];
  for (let i = 0; found === undefined && i < SCHEMA_PREFIXES.length; i++) found = thing[`${SCHEMA_PREFIXES[i]}${property}`];
  if (found === undefined || found === null) return [];
  return Array.isArray(found) ? found.filter((item) => item !== undefined && item !== null) : [found];
}

/** The first value of the first property given that has one. */
export function value(thing: unknown, ...properties: string[]): unknown {
  for (const property of properties) {
    const [found] = values(thing, property);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The short names of a thing's types (several in expanded JSON-LD). */
export function typesOf(thing: unknown): string[] {
  if (!isThing(thing)) return [];
  const written = thing['@type'];
  const list = Array.isArray(written) ? written : [written];
  return list.filter((item): item is string => typeof item === 'string').map(shortName);
}

/** A value as text: a string, a number, or a JSON-LD value object ({"@value": ...}); blank is null. */
export function text(raw: unknown): string | null {
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  if (typeof raw === 'string') {
    const trimmed = raw.replace(/\s+/g, ' ').trim();
    return trimmed === '' ? null : trimmed;
  }
  if (isThing(raw) && '@value' in raw) return text(raw['@value']);
  return null;
}

/** The text of the first property given that has one. */
export function textOf(thing: unknown, ...properties: string[]): string | null {
  for (const property of properties) {
    for (const item of values(thing, property)) {
      const found = text(item);
      if (found !== null) return found;
    }
  }
  return null;
}

/** What a thing is called: a plain string, or its name (a person's given and family names). */
export function nameOf(thing: unknown): string | null {
  const plain = text(thing);
  if (plain !== null) return plain;
  const name = textOf(thing, 'name', 'legalName', 'alternateName');
  if (name !== null) return name;
  const parts = [textOf(thing, 'givenName'), textOf(thing, 'familyName')].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' ') : null;
}

/** A whole number of at least 1 (partySize, numSeats), also from a QuantitativeValue. */
export function count(raw: unknown): number | null {
  const written = isThing(raw) ? textOf(raw, 'value') : text(raw);
  if (written === null || !/^\d+$/.test(written)) return null;
  const number = Number(written);
  return number >= 1 && Number.isSafeInteger(number) ? number : null;
}

const TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * An ISO 8601 date or date-time as written: the wall time, and the offset when
 * the text gives one. Seconds are dropped; null when it is not a real moment.
 */
export function writtenTime(raw: string): WrittenTime | null {
  const match = TIME.exec(raw.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, , offset] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  if (hour === undefined || minute === undefined) return { local: `${year}-${month}-${day}`, offsetMinutes: null, utc: false, zone: null };
  if (Number(hour) > 23 || Number(minute) > 59) return null;
  let offsetMinutes: number | null = null;
  if (offset !== undefined && offset.toUpperCase() !== 'Z') {
    const digits = offset.slice(1).replace(':', '');
    const hours = Number(digits.slice(0, 2));
    const minutes = Number(digits.slice(2) || '0');
    // Offsets in use run from -12:00 to +14:00.
    if (hours > 14 || minutes > 59) return null;
    offsetMinutes = (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
  }
  const utc = offset !== undefined && offset.toUpperCase() === 'Z';
  return { local: `${year}-${month}-${day}T${hour}:${minute}`, offsetMinutes: utc ? 0 : offsetMinutes, utc, zone: null };
}

let regionNames: Intl.DisplayNames | null | undefined;

/** A country as people read it: "PT" -> "Portugal"; a name stays as written. */
function countryName(raw: unknown): string | null {
  const written = nameOf(raw);
  if (written === null || !/^[A-Z]{2}$/.test(written)) return written;
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    } catch {
      regionNames = null;
    }
  }
  return regionNames?.of(written) ?? written;
}

/** A PostalAddress (or a plain string) as one line: street, postcode and town, country. */
function addressOf(raw: unknown): string | null {
  const plain = text(raw);
  if (plain !== null) return plain;
  if (!isThing(raw)) return null;
  const town = [textOf(raw, 'postalCode'), textOf(raw, 'addressLocality')].filter((part) => part !== null).join(' ');
  const country = countryName(value(raw, 'addressCountry'));
  const parts = [textOf(raw, 'streetAddress'), town, country].filter((part): part is string => part !== null && part !== '');
  return parts.length > 0 ? parts.join(', ') : null;
}

function coordinate(raw: unknown, limit: number): number | null {
  const written = text(raw);
  if (written === null || !/^-?\d+(\.\d+)?$/.test(written)) return null;
  const number = Number(written);
  return Math.abs(number) <= limit ? number : null;
}

/** GeoCoordinates (or latitude and longitude on the place itself); never 0,0 made up from nothing. */
function geoOf(place: unknown): { lat: number; lng: number } | null {
  const geo = value(place, 'geo');
  const source = isThing(geo) ? geo : place;
  const lat = coordinate(value(source, 'latitude'), 90);
  const lng = coordinate(value(source, 'longitude'), 180);
  return lat === null || lng === null ? null : { lat, lng };
}

/** An IATA code in three capitals ('lis' -> 'LIS'), or null. */
function iataCode(raw: unknown): string | null {
  const written = text(raw)?.toUpperCase() ?? null;
  return written !== null && /^[A-Z]{3}$/.test(written) ? written : null;
}

/**
 * One end of a reservation from a place (an airport, a station, a hotel, a
 * venue). An airport may be written as its bare code ("LIS").
 */
export function placeEnd(place: unknown, time: WrittenTime | null): ReservationEnd {
  const plain = text(place);
  if (plain !== null) {
    const code = iataCode(plain);
    return { name: code === null ? plain : null, code, address: null, geo: null, time };
  }
  // A venue given only as its address.
  if (typesOf(place).includes('PostalAddress')) return { name: null, code: null, address: addressOf(place), geo: null, time };
  return {
    name: nameOf(place),
    code: iataCode(value(place, 'iataCode')),
    address: addressOf(value(place, 'address')),
    geo: geoOf(place),
    time,
  };
}

/**
 * A price in minor units: "123.40" EUR -> 12340, "12000" JPY -> 12000.
 * Thousands may be grouped with commas ("1,234.50"); anything else is null.
 */
export function minorUnits(raw: unknown, currency: string): number | null {
  const written = text(raw)?.replace(/^(\d{1,3}(?:,\d{3})+)(?=\.|$)/, (whole) => whole.replace(/,/g, '')) ?? null;
  if (written === null || !/^\d+(\.\d+)?$/.test(written)) return null;
  const digits = currencyDigits(currency);
  const [whole = '0', fraction = ''] = written.split('.');
  // Integer arithmetic on the written digits, so 0.1 + 0.2 never shows up as a price.
  const kept = fraction.slice(0, digits).padEnd(digits, '0');
  const roundUp = Number(fraction.charAt(digits) || '0') >= 5 ? 1 : 0;
  const amount = Number(whole) * 10 ** digits + Number(kept || '0') + roundUp;
  return Number.isSafeInteger(amount) ? amount : null;
}
