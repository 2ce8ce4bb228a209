/**
 * Which item a reservation is, and the wall times it is written in. One
 * confirmation code covers a whole booking (a return flight, two train legs),
 * so a segment is the code with what tells its legs apart: the flight or
 * train number, else where it leaves from.
 */
import { zoneOffsetMs } from '@/domain/itineraries/ics';
import type { PlanItem } from '@/domain/itineraries/types';

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;

/** 'YYYY-MM-DD[THH:MM]' as its date, its clock ('HH:MM' or null) and the fields for Date.UTC; null when it is not one. */
export function wallParts(local: string): { date: string; clock: string | null; fields: [number, number, number, number, number] } | null {
  const match = WALL.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match;
  const fields: [number, number, number, number, number] = [Number(year), Number(month) - 1, Number(day), Number(hour ?? 0), Number(minute ?? 0)];
  const check = new Date(Date.UTC(...fields));
  if (check.getUTCMonth() !== fields[1] || check.getUTCDate() !== fields[2] || fields[3] > 23 || fields[4] > 59) return null;
  return { date: `${year}-${month}-${day}`, clock: hour === undefined ? null : `${hour}:${minute}`, fields };
}

/** The wall date and clock of an instant in an IANA zone (the zone's offset at that instant, as the calendar export reads it). */
export function localWall(instant: number, zone: string): { date: string; clock: string } {
  const wall = new Date(instant + zoneOffsetMs(zone, instant)).toISOString();
  return { date: wall.slice(0, 10), clock: wall.slice(11, 16) };
}

function plain(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, '').toUpperCase();
}

/** Where an item leaves from, as a key: an airport's code, else its place's name. */
function departure(item: PlanItem): string {
  return plain(item.place?.category ?? item.place?.name ?? null);
}

const CAR_ROLE = /^Car (pick-up|drop-off)\b/;

/** A car hire's stop: its pick-up or its drop-off, as its title says (planBookings names them so). */
function carRole(item: PlanItem): string | null {
  return CAR_ROLE.exec(item.title)?.[1] ?? null;
}

/**
 * Whether two items are the same booked segment: the same kind of item, the
 * same confirmation code, and, for a journey, the same number (or, without
 * numbers, the same departure); for a car hire, the same stop of it.
 */
export function sameSegment(a: PlanItem, b: PlanItem): boolean {
  if (a.type !== b.type) return false;
  const code = plain(a.booking?.code);
  if (code === '' || code !== plain(b.booking?.code)) return false;
  if (a.type !== 'flight' && a.type !== 'transport') return true;
  const roles = [carRole(a), carRole(b)];
  if (roles[0] !== null || roles[1] !== null) return roles[0] === roles[1];
  const numbers = [plain(a.booking?.number), plain(b.booking?.number)];
  if (numbers[0] !== '' && numbers[1] !== '') return numbers[0] === numbers[1];
  const places = [departure(a), departure(b)];
  return places[0] === '' || places[1] === '' || places[0] === places[1];
}
