import { describe, expect, it } from 'vitest';
import { aPlace, anItem } from '@/testing/builders';
import type { PlanItem } from '@/domain/itineraries/types';
import { markersFromItems } from '../markers';

function item(id: string, day: number | null, order: string, geocode: { lat: number; lng: number } | null, extra: Partial<PlanItem> = {}): PlanItem {
  return anItem({ id, day, order, title: `Place ${id}`, place: geocode ? aPlace(`Place ${id}`, { geocode }) : null, ...extra });
}

describe('markersFromItems', () => {
  it('numbers stops within their day in plan order, whatever order the items come in', () => {
    const markers = markersFromItems([
      item('d2a', 2, 'a0', { lat: 2, lng: 2 }),
      item('d1b', 1, 'a1', { lat: 1, lng: 1.1 }),
      item('d1a', 1, 'a0', { lat: 1, lng: 1 }),
      item('idea', null, 'a0', { lat: 3, lng: 3 }),
    ]);
    expect(markers.map((m) => [m.id, m.day, m.index])).toEqual([
      ['d1a', 1, 1],
      ['d1b', 1, 2],
      ['d2a', 2, 1],
      ['idea', null, 1],
    ]);
    expect(markers[0]).toMatchObject({ title: 'Place d1a', position: { lat: 1, lng: 1 } });
  });

  it('leaves out items without coordinates but keeps the numbers of the list', () => {
    const markers = markersFromItems([
      item('a', 1, 'a0', { lat: 1, lng: 1 }),
      item('note', 1, 'a1', null, { type: 'note' }),
      item('c', 1, 'a2', { lat: 1, lng: 1.2 }),
    ]);
    expect(markers.map((m) => [m.id, m.index])).toEqual([
      ['a', 1],
      ['c', 3],
    ]);
  });

  it('leaves out alternatives of a slot', () => {
    const markers = markersFromItems([item('a', 1, 'a0', { lat: 1, lng: 1 }), item('alt', 1, 'a1', { lat: 1, lng: 1 }, { optionOf: 'a' })]);
    expect(markers.map((m) => m.id)).toEqual(['a']);
  });
});
