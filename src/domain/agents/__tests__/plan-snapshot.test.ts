import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../../../scripts/seed-data/build.mjs';
import { aPlace, anItem } from '@/testing/builders';
import type { PlanDay } from '../types';
import { planSnapshot } from '../plan-snapshot';

describe('an itinerary’s days as a proposal freezes them', () => {
  it('keeps each scheduled day’s stops in order, without ideas or alternatives, at most 30 a day', () => {
    const castle = anItem({ id: 'castle', day: 2, title: 'Castelo de São Jorge', startTime: '10:00', place: aPlace('Castelo de São Jorge', { geocode: { lat: 38.7139, lng: -9.1335 } }) });
    const snapshot = planSnapshot([
      castle,
      anItem({ id: 'alt', day: 2, title: 'Miradouro da Graça', optionOf: 'castle' }),
      anItem({ id: 'idea', day: null, title: 'Fado night' }),
      ...Array.from({ length: 32 }, (_, i) => anItem({ id: `s${i}`, day: 1, title: `Stop ${i + 1}` })),
    ]);
    expect(snapshot.map((day) => day.day)).toEqual([1, 2]);
    expect(snapshot[0]?.stops).toHaveLength(30);
    expect(snapshot[0]?.stops[29]?.title).toBe('Stop 30');
    expect(snapshot[1]?.stops).toEqual([{ title: 'Castelo de São Jorge', type: 'attraction', time: '10:00', geocode: { lat: 38.7139, lng: -9.1335 } }]);
  });

  it('is how the demo data’s sent proposal holds its options’ days (the seed script keeps a copy of it)', () => {
    const { documents } = buildSeed();
    const itemsOf = (itineraryId: string) =>
      documents.filter((doc) => doc.path.startsWith(`itineraries/${itineraryId}/items/`)).map((doc) => doc.data as Parameters<typeof planSnapshot>[0][number]);
    // The seed's documents are untyped: what this test reads of a proposal.
    type Stored = { status: string; options: { itineraryId: string; plan: PlanDay[] }[] };
    const sent = documents
      .filter((doc) => doc.path.startsWith('proposals/'))
      .map((doc) => doc.data as unknown as Stored)
      .filter((proposal) => proposal.status !== 'draft');
    expect(sent.length).toBeGreaterThan(0);
    for (const proposal of sent) {
      for (const option of proposal.options) {
        expect(option.plan.length).toBeGreaterThan(0);
        expect(option.plan).toEqual(planSnapshot(itemsOf(option.itineraryId)));
      }
    }
  });
});
