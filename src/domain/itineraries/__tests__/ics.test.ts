import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, hasCalendarItems, toIcs, wallTimeToUtc, zoneOffsetMs } from '../ics';
import { aDatedTrip, anItem } from '@/testing/builders';
import type { ItineraryDoc } from '../types';

const item = (id: string, overrides: Parameters<typeof anItem>[0] = {}) => anItem({ id, ...overrides });

const NOW = new Date('2027-04-01T08:30:00.123Z');

/** The shared builders, with an itinerary that has no description. */
const itinerary = (overrides: Partial<ItineraryDoc> = {}): ItineraryDoc => aDatedTrip({ description: '', ...overrides });

/** What every calendar starts with, before its events. */
const CALENDAR_HEAD = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Wayfare//Itinerary export//EN',
  'CALSCALE:GREGORIAN',
  'METHOD:PUBLISH',
  'X-WR-CALNAME:Lisbon: food and fado',
];

const praca = item('praca', {
  title: 'Praça do Comércio',
  startTime: '10:00',
  endTime: '10:45',
  timeZone: 'Europe/Lisbon',
  notes: 'Start by the river; walk up Rua Augusta, then the arch.',
  place: {
    name: 'Praça do Comércio',
    address: 'Praça do Comércio, 1100-148 Lisboa',
    geocode: { lat: 38.7075, lng: -9.1364 },
    source: 'OpenStreetMap contributors (ODbL)',
  },
});

/** Unfolds and splits into content lines (RFC 5545 3.1). */
function contentLines(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
}

function events(ics: string): Array<Record<string, string>> {
  const out: Array<Record<string, string>> = [];
  let current: Record<string, string> | null = null;
  for (const line of contentLines(ics)) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      out.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return out;
}

describe('toIcs', () => {
  it('writes the golden calendar for a timed item and an all-day item', () => {
    const ics = toIcs(itinerary(), [praca, item('market', { day: 2, title: 'Feira da Ladra' })], NOW);
    expect(ics).toBe(
      [
        ...CALENDAR_HEAD,
        'BEGIN:VEVENT',
        'UID:praca.lisbon@wayfare',
        'DTSTAMP:20270401T083000Z',
        'DTSTART:20270514T090000Z',
        'DTEND:20270514T094500Z',
        'SUMMARY:Praça do Comércio',
        'LOCATION:Praça do Comércio\\, Praça do Comércio\\, 1100-148 Lisboa',
        'GEO:38.707500;-9.136400',
        'DESCRIPTION:Start by the river\\; walk up Rua Augusta\\, then the arch.\\nDay ',
        ' 1 of Lisbon: food and fado',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:market.lisbon@wayfare',
        'DTSTAMP:20270401T083000Z',
        'DTSTART;VALUE=DATE:20270515',
        'DTEND;VALUE=DATE:20270516',
        'SUMMARY:Feira da Ladra',
        'DESCRIPTION:Day 2 of Lisbon: food and fado',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('carries a booking: what it is and its code in the description, and whether it holds as the event\'s status', () => {
    const none = { code: null, provider: null, number: null, terminal: null, seat: null, party: null };
    const dinner = item('dinner', { type: 'restaurant', title: 'Dinner at Prado', startTime: '20:00', timeZone: 'Europe/Lisbon', booking: { ...none, code: 'PR-4411', party: 2, status: 'confirmed' } });
    const show = item('show', { type: 'activity', title: 'Fado show', startTime: '22:00', timeZone: 'Europe/Lisbon', booking: { ...none, status: 'cancelled' } });
    const all = events(toIcs(itinerary(), [dinner, show, praca], NOW));
    const called = (title: string) => all.find((event) => event.SUMMARY === title);
    expect(called('Praça do Comércio')).not.toHaveProperty('STATUS');
    expect(called('Dinner at Prado')).toMatchObject({ STATUS: 'CONFIRMED', DESCRIPTION: expect.stringContaining('Table for 2 · Confirmation PR-4411') });
    expect(called('Fado show')).toMatchObject({ STATUS: 'CANCELLED', DESCRIPTION: expect.stringContaining('Cancelled') });
  });

  it('uses CRLF everywhere and keeps every line within 75 octets', () => {
    const long = item('long', {
      title: 'Ein sehr langer Titel mit Umlauten: Schloss Schönbrunn, Gärten und Gloriette — und noch mehr Text 🏰🏰🏰',
      notes: 'ü'.repeat(200),
    });
    const ics = toIcs(itinerary(), [long], NOW);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const summary = contentLines(ics).find((l) => l.startsWith('SUMMARY:'));
    expect(summary).toBe(`SUMMARY:${escapeText(long.title)}`);
    expect(contentLines(ics).find((l) => l.startsWith('DESCRIPTION:'))).toContain('ü'.repeat(200));
  });

  it('converts wall times in the item zone to UTC across the autumn change', () => {
    // Lisbon leaves summer time on Sunday 31 October 2027 at 02:00 (back to 01:00).
    const trip = itinerary({ period: { start: '2027-10-30', end: '2027-11-01' }, days: 3 });
    const at = (id: string, day: number, startTime: string) =>
      item(id, { day, startTime, timeZone: 'Europe/Lisbon', order: startTime });
    const [before, ambiguous, after] = events(
      toIcs(trip, [at('sat', 1, '10:00'), at('sun-early', 2, '01:30'), at('sun', 2, '10:00')], NOW),
    );
    expect(before).toMatchObject({ DTSTART: '20271030T090000Z', DTEND: '20271030T100000Z' });
    expect(ambiguous?.DTSTART).toBe('20271031T003000Z'); // the first 01:30, still in summer time
    expect(after?.DTSTART).toBe('20271031T100000Z');
  });

  it('converts across the spring change, moving a skipped time forward by the gap', () => {
    // New York springs forward on Sunday 14 March 2027 at 02:00 (to 03:00).
    const trip = itinerary({ period: { start: '2027-03-13', end: '2027-03-14' }, days: 2 });
    const ny = (id: string, day: number, startTime: string, endTime: string | null = null) =>
      item(id, { day, startTime, endTime, timeZone: 'America/New_York', order: startTime });
    const list = events(toIcs(trip, [ny('sat', 1, '09:00', '10:30'), ny('gap', 2, '02:30'), ny('sun', 2, '09:00')], NOW));
    expect(list.map((e) => e.DTSTART)).toEqual(['20270313T140000Z', '20270314T073000Z', '20270314T130000Z']);
    expect(list[0]?.DTEND).toBe('20270313T153000Z');
  });

  it('ends a flight at its arrival time in the arrival zone, the next day if overnight', () => {
    const trip = itinerary({ period: { start: '2027-05-14', end: '2027-05-15' }, days: 2 });
    const flight = item('flight', {
      type: 'flight',
      title: 'TP 1354 Lisbon to Paris',
      startTime: '07:00',
      timeZone: 'Europe/Lisbon',
      endTime: '10:30',
      endTimeZone: 'Europe/Paris',
      place: { name: 'LIS', geocode: { lat: 38.77, lng: -9.13 }, source: 'test' },
      arrival: { name: 'CDG', geocode: { lat: 49.01, lng: 2.55 }, source: 'test' },
    });
    const redEye = item('red-eye', {
      day: 2,
      type: 'flight',
      title: 'To New York',
      startTime: '22:00',
      timeZone: 'Europe/Lisbon',
      endTime: '01:00',
      endTimeZone: 'America/New_York',
    });
    const [first, second] = events(toIcs(trip, [flight, redEye], NOW));
    expect(first).toMatchObject({ DTSTART: '20270514T060000Z', DTEND: '20270514T083000Z' });
    expect(first?.DESCRIPTION).toContain('LIS to CDG');
    expect(second).toMatchObject({ DTSTART: '20270515T210000Z', DTEND: '20270516T050000Z' });
  });

  it('spans a stay over its nights and floats times without a zone', () => {
    const stay = item('stay', { type: 'stay', title: 'Hotel', nights: 3 });
    const noZone = item('nozone', { day: 2, startTime: '20:00', endTime: '00:30', order: 'b' });
    const [hotel, dinner] = events(toIcs(itinerary({ days: 2 }), [stay, noZone], NOW));
    expect(hotel).toMatchObject({ 'DTSTART;VALUE=DATE': '20270514', 'DTEND;VALUE=DATE': '20270517' });
    expect(dinner).toMatchObject({ DTSTART: '20270515T200000', DTEND: '20270516T003000' });
  });

  it('leaves out ideas, alternatives, days past the end and undated plans', () => {
    const list = [praca, item('idea', { day: null }), item('alt', { optionOf: 'praca' }), item('late', { day: 9 })];
    expect(events(toIcs(itinerary(), list, NOW)).map((e) => e.UID)).toEqual(['praca.lisbon@wayfare']);
    const undated = toIcs(itinerary({ period: null }), list, NOW);
    expect(events(undated)).toEqual([]);
    expect(contentLines(undated)).toEqual([...CALENDAR_HEAD, 'END:VCALENDAR']);
  });
});

describe('hasCalendarItems', () => {
  it('is true only for a dated plan with a dated item', () => {
    expect(hasCalendarItems(itinerary(), [praca])).toBe(true);
    expect(hasCalendarItems(itinerary(), [item('idea', { day: null })])).toBe(false);
    expect(hasCalendarItems(itinerary({ period: null }), [praca])).toBe(false);
    expect(hasCalendarItems(itinerary(), [])).toBe(false);
  });
});

describe('escapeText and foldLine', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b; c, d\r\ne\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    const physical = folded.split('\r\n');
    expect(physical.length).toBe(2);
    expect(new TextEncoder().encode(physical[0]).length).toBe(74); // 8 + 33 two-octet characters; a 34th would pass 75
    expect(physical[1]?.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(60)}`);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75));
    expect(foldLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
  });
});

describe('wallTimeToUtc', () => {
  it('agrees with the zone offset on ordinary days', () => {
    const wall = Date.UTC(2027, 6, 1, 12, 0);
    expect(new Date(wallTimeToUtc(wall, 'Asia/Tokyo')).toISOString()).toBe('2027-07-01T03:00:00.000Z');
    expect(new Date(wallTimeToUtc(wall, 'Asia/Kolkata')).toISOString()).toBe('2027-07-01T06:30:00.000Z');
    expect(zoneOffsetMs('UTC', wall)).toBe(0);
  });
});
