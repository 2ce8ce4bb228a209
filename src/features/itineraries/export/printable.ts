/**
 * The printable trip document the PDF is made from: plain DOM with inline
 * styles (html2pdf copies the element off screen, away from the app's CSS).
 * Every piece of text that should be searchable in the PDF carries
 * `data-pdf-text`, so the PDF can get a text layer over its page images.
 */
import { stopView } from '@/domain/itineraries/stop-view';
import { bookingLine } from '@/domain/itineraries/booking';
import { printableElement } from '@/lib/pdf/printable-element';
import { dayDate, groupPlan } from '@/domain/itineraries/plan';
import type { ItineraryDoc, PlanItem } from '@/domain/itineraries/types';
import { formatDate, formatIsoRange, utcDate } from '@/lib/dates';
import type { DayTravelNotes, TravelNote, TripTravelNotes } from '@/domain/days/notes';

/** Blocks html2pdf must not split across two pages. */
export const KEEP_TOGETHER = ['.pdf-item', '.pdf-day-start', '.pdf-header', '.pdf-leg'];



const el = printableElement;

const INK = '#1c2321';
const MUTED = '#56605d';


export function formatDay(date: string): string {
  const day = utcDate(date);
  return day ? formatDate(day, 'EEEE, d MMMM y') : date;
}

export function formatPeriod(itinerary: Pick<ItineraryDoc, 'period' | 'days'>): string {
  const days = `${itinerary.days} ${itinerary.days === 1 ? 'day' : 'days'}`;
  if (!itinerary.period) return `${days}, no dates set`;
  const range = formatIsoRange(itinerary.period.start, itinerary.period.end, 'long');
  return range ? `${range} · ${days}` : days;
}

/** A line of travel: the way to the next stop, or back to the stay. */
function travelLine(text: string): HTMLElement {
  return el('div', { fontSize: '11px', color: MUTED, padding: '4px 0 4px 104px', fontStyle: 'italic' }, text, 'pdf-leg');
}

function itemBlock(item: PlanItem, alternatives: PlanItem[], wayThere: TravelNote | undefined): HTMLElement {
  const block = el('div', { display: 'flex', gap: '12px', padding: '8px 0', borderTop: '1px solid #e4e2da' }, undefined, wayThere ? undefined : 'pdf-item');
  // What the stop says, as on the trip page (domain/itineraries/stop-view.ts); the code is in the text, to be found.
  const stop = stopView(item, alternatives);
  block.append(el('div', { flex: '0 0 92px', color: MUTED, fontSize: '12px', paddingTop: '2px' }, stop.time ?? stop.kind));
  const body = el('div', { flex: '1 1 auto', minWidth: '0' });
  body.append(el('div', { fontSize: '14px', fontWeight: '600', color: INK }, item.title));
  const place = [stop.place, stop.nights].filter(Boolean).join(' · ');
  if (place) body.append(el('div', { fontSize: '12px', color: MUTED, marginTop: '2px' }, place));
  const booked = item.booking ? bookingLine(item.booking, item.type) : '';
  if (booked) body.append(el('div', { fontSize: '12px', color: INK, marginTop: '2px' }, booked));
  if (stop.notes) body.append(el('div', { fontSize: '12px', color: INK, marginTop: '4px', whiteSpace: 'pre-wrap' }, stop.notes));
  if (stop.cost) body.append(el('div', { fontSize: '12px', color: MUTED, marginTop: '2px' }, `Cost: ${stop.cost}`));
  for (const title of stop.alternatives) {
    body.append(el('div', { fontSize: '12px', color: MUTED, marginTop: '4px', fontStyle: 'italic' }, `Or instead: ${title}`));
  }
  block.append(body);
  if (!wayThere) return block;
  // The way there stays with the stop it leads to, on the same page.
  const withWay = el('div', {}, undefined, 'pdf-item');
  withWay.append(travelLine(wayThere.text), block);
  return withWay;
}

function section(heading: string, items: PlanItem[], alternatives: Map<string, PlanItem[]>, empty: string, travel?: { notes: TripTravelNotes; day: DayTravelNotes | undefined }): HTMLElement {
  const wrapper = el('section', { marginTop: '20px' }, undefined, 'pdf-day');
  // The heading travels with the first item, so a day never starts at the foot of a page.
  const start = el('div', {}, undefined, 'pdf-day-start');
  start.append(el('h2', { fontSize: '17px', margin: '0 0 6px', color: INK }, heading));
  if (travel?.day?.head && items.length > 0) start.append(el('p', { fontSize: '12px', color: MUTED, margin: '0 0 4px' }, travel.day.head));
  wrapper.append(start);
  if (items.length === 0) {
    start.append(el('p', { fontSize: '12px', color: MUTED, margin: '0' }, empty));
    return wrapper;
  }
  items.forEach((item, index) => {
    const block = itemBlock(item, alternatives.get(item.id) ?? [], travel?.notes.into.get(item.id));
    (index === 0 ? start : wrapper).append(block);
  });
  if (travel?.day?.back) wrapper.append(travelLine(travel.day.back.text));
  return wrapper;
}

/**
 * Builds the printable document of a trip (not attached to the page). With
 * `travel`, each day says its travel under its heading, the way to each stop
 * above it, and the way back to the stay at its end.
 */
export function buildPrintable(itinerary: ItineraryDoc, items: PlanItem[], now: Date = new Date(), travel?: TripTravelNotes): HTMLElement {
  const plan = groupPlan(items, itinerary.days);
  const root = el('article', {
    width: '100%',
    boxSizing: 'border-box',
    padding: '0',
    color: INK,
    background: '#ffffff',
    fontFamily: 'Helvetica, Arial, sans-serif',
    lineHeight: '1.35',
  });
  root.className = 'pdf-doc';

  const header = el('header', { paddingBottom: '10px', borderBottom: '2px solid #0f5f5c' }, undefined, 'pdf-header');
  header.append(el('h1', { fontSize: '24px', margin: '0 0 4px', color: '#0a4644' }, itinerary.title));
  const facts = [itinerary.destinations.join(' · '), formatPeriod(itinerary)].filter(Boolean).join(' — ');
  header.append(el('p', { fontSize: '13px', margin: '0', color: MUTED }, facts));
  if (itinerary.description) header.append(el('p', { fontSize: '12px', margin: '8px 0 0', color: INK }, itinerary.description));
  root.append(header);

  plan.days.forEach((dayItems, index) => {
    const day = index + 1;
    const date = dayDate(itinerary.period, day);
    const dayTravel = travel ? { notes: travel, day: travel.days[index] } : undefined;
    root.append(section(date ? `Day ${day} · ${formatDay(date)}` : `Day ${day}`, dayItems, plan.alternatives, 'Nothing planned yet.', dayTravel));
  });
  if (plan.ideas.length > 0) root.append(section('Ideas', plan.ideas, plan.alternatives, ''));

  const exported = formatDate(now, 'd MMMM y', 'local');
  root.append(
    el('p', { fontSize: '10px', color: MUTED, marginTop: '24px' }, `Exported from Wayfare on ${exported}. Times are local to each place.`),
  );
  return root;
}

/** A file name from the trip's title: lower case, plain letters, dashes. */
export function fileNameFor(title: string, extension: 'pdf' | 'ics'): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return `${base || 'itinerary'}.${extension}`;
}
