/**
 * What a stop says wherever the plan is read: the trip page, the editor's
 * rows, an agent's proposal and the PDF. Worked out here once, so a flight's
 * times, a stay's nights or a place's line read the same on every screen.
 */
import { formatMoney } from '@/lib/money';
import { bookingLine, bookingParts } from './booking';
import { itemTimes } from './item-times';
import { ITEM_TYPE_LABELS, ITEM_TYPES, type ItemType, type PlanItem } from './types';

export interface StopView {
  title: string;
  /** What kind of stop: 'Restaurant', 'Flight'… */
  kind: string;
  /** '10:00–11:30', 'check-in 15:00, check-out 11:00', a flight's ends in their own zones, or null. */
  time: string | null;
  /** A stay's length: '3 nights'. */
  nights: string | null;
  /** Where: 'Lisbon (LIS) → Porto (OPO)', or the place's name (when the title is not it) and address. */
  place: string | null;
  /** The place's coordinates are not confirmed against our data. */
  approximate: boolean;
  notes: string | null;
  cost: string | null;
  /** What was booked, apart from its code (shown to copy); null when nothing is. */
  booking: { parts: string[]; code: string | null; cancelled: boolean } | null;
  /** The alternatives' titles ("Or instead: …"). */
  alternatives: string[];
}

/** 'Lisbon' for 'Europe/Lisbon', 'Buenos Aires' for 'America/Argentina/Buenos_Aires'. */
function zoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
}

/**
 * An item's times. A journey whose ends are in different zones says each
 * end's zone ('09:30 Lisbon time → 11:40 London time'), so a flight that lands
 * "before" it left reads right; anything else reads as `itemTimes`.
 */
export function stopTimes(item: Pick<PlanItem, 'type' | 'startTime' | 'endTime' | 'timeZone' | 'endTimeZone' | 'fixedTime'>): string | null {
  const { startTime, endTime, timeZone, endTimeZone } = item;
  if ((item.type === 'flight' || item.type === 'transport') && startTime && endTime && timeZone && endTimeZone && timeZone !== endTimeZone) {
    return `${startTime} ${zoneCity(timeZone)} time → ${endTime} ${zoneCity(endTimeZone)} time`;
  }
  const time = itemTimes(item);
  return time && item.fixedTime && startTime ? `${time} (fixed)` : time;
}

/** The label of a kind of stop, for a kind as stored (a proposal's snapshot keeps it as text). */
export function kindLabel(type: string): string {
  return (ITEM_TYPES as readonly string[]).includes(type) ? ITEM_TYPE_LABELS[type as ItemType] : 'Stop';
}

function placeLine(item: PlanItem): string | null {
  const { place, arrival } = item;
  if (!place) return null;
  if (arrival) return `${place.name} → ${arrival.name}`;
  const line = [place.name !== item.title ? place.name : null, place.address].filter(Boolean).join(' · ');
  return line === '' ? null : line;
}

export function stopView(item: PlanItem, alternatives: readonly PlanItem[] = []): StopView {
  const { booking } = item;
  return {
    title: item.title,
    kind: ITEM_TYPE_LABELS[item.type],
    time: stopTimes(item),
    nights: item.type === 'stay' && item.nights ? (item.nights === 1 ? '1 night' : `${item.nights} nights`) : null,
    place: placeLine(item),
    approximate: item.place?.approximate === true,
    notes: item.notes,
    cost: item.cost ? formatMoney(item.cost.amount, item.cost.currency) : null,
    booking: booking ? { parts: bookingParts(booking, item.type), code: booking.code, cancelled: booking.status === 'cancelled' } : null,
    alternatives: alternatives.map((alternative) => alternative.title),
  };
}

/** The same facts on one line, for a row with little room (the editor's, an alternative's): kind, time, place, cost, booking. */
export function stopLine(item: PlanItem): string[] {
  const stop = stopView(item);
  const booked = item.booking ? bookingLine(item.booking, item.type) : '';
  return [stop.kind, stop.time, stop.place, stop.approximate ? 'approximate location' : null, stop.cost, booked || null].filter(
    (part): part is string => part !== null,
  );
}

/** A stop known only by its title, kind and start time: a proposal's frozen plan. */
export function plainStopView(stop: { title: string; type: string; time: string | null }): StopView {
  return {
    title: stop.title,
    kind: kindLabel(stop.type),
    time: stop.time,
    nights: null,
    place: null,
    approximate: false,
    notes: null,
    cost: null,
    booking: null,
    alternatives: [],
  };
}
