import { describe, expect, it } from 'vitest';
import { applyWrites, changedFields, planUndo, sameValue, undoStepOf, writesOf } from '../lib/item-changes';
import { patchToStored, patchedItinerary } from '@/domain/itineraries/schema';
import { item, itinerary } from './fixtures';

const castle = item('castle', 1, 'a0', { title: 'São Jorge Castle', startTime: '10:00', notes: 'Go early' });
const tram = item('tram', 1, 'a1', { title: 'Tram 28' });
const byId = (...items: (typeof castle)[]) => new Map(items.map((entry) => [entry.id, entry]));

describe('what a change writes', () => {
  it('writes only the fields that differ, a place as one value, nothing for an unchanged item', () => {
    const moved = { ...castle, day: 2, order: 'a5', place: castle.place ? { ...castle.place, name: 'Castelo' } : null };
    const writes = writesOf({ upsert: [moved, { ...tram }], remove: [] }, byId(castle, tram));
    expect(writes).toEqual({
      create: [],
      update: [{ id: 'castle', fields: { day: 2, order: 'a5', place: moved.place } }],
      remove: [],
    });
  });

  it('writes new items whole and deletes only items that exist', () => {
    const fado = item('fado', null, 'a0');
    expect(writesOf({ upsert: [fado], remove: ['tram', 'gone'] }, byId(castle, tram))).toEqual({
      create: [fado],
      update: [],
      remove: ['tram'],
    });
  });

  it('treats undefined and null as the same, and compares places by value, not key order', () => {
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1, d: undefined })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(changedFields(castle, { ...castle, notes: null })).toEqual({ notes: null });
  });

  it('writes a field the item no longer has as null, so the write clears it (a time no longer fixed, a booking taken off)', () => {
    const booked = { ...castle, fixedTime: true, booking: { code: 'AB12', provider: null, number: null, terminal: null, seat: null, party: 2, status: 'confirmed' as const } };
    const { fixedTime: _fixed, booking: _booking, ...plain } = booked;
    expect(changedFields(booked, plain)).toEqual({ fixedTime: null, booking: null });
    expect(changedFields(plain, booked)).toEqual({ fixedTime: true, booking: booked.booking });
  });

  it('applies field writes over the items as they are', () => {
    const companionNote = { ...castle, notes: 'Meet at the gate' };
    const next = applyWrites([companionNote, tram], { create: [], update: [{ id: 'castle', fields: { order: 'a2' } }], remove: ['tram'] });
    expect(next).toEqual([{ ...companionNote, order: 'a2' }]);
  });
});

describe('undo', () => {
  const doc = itinerary();

  it('puts back the previous value of each field this change wrote, and nothing else', () => {
    const writes = writesOf({ upsert: [{ ...castle, title: 'Castelo', startTime: '11:00' }], remove: [] }, byId(castle));
    const step = undoStepOf(writes, byId(castle), doc);
    // Meanwhile a companion moved the castle and changed its note.
    const now = { ...castle, title: 'Castelo', startTime: '11:00', order: 'a9', notes: 'Meet at the gate' };
    expect(planUndo(step, byId(now), doc)).toEqual({
      writes: { create: [], update: [{ id: 'castle', fields: { title: 'São Jorge Castle', startTime: '10:00' } }], remove: [] },
      kept: [],
    });
  });

  it('leaves a field someone changed since, and says so', () => {
    const writes = writesOf({ upsert: [{ ...castle, notes: 'Book ahead', startTime: '09:00' }], remove: [] }, byId(castle));
    const step = undoStepOf(writes, byId(castle), doc);
    const now = { ...castle, notes: 'Closed on Mondays', startTime: '09:00' };
    expect(planUndo(step, byId(now), doc)).toEqual({
      writes: { create: [], update: [{ id: 'castle', fields: { startTime: '10:00' } }], remove: [] },
      kept: ['Undo left the notes of “São Jorge Castle” as it is: someone else changed it since.'],
    });
  });

  it('deletes an added item unless someone changed it, and brings a deleted item back whole', () => {
    const fado = item('fado', null, 'a0', { title: 'Fado night' });
    const added = undoStepOf(writesOf({ upsert: [fado], remove: [] }, byId(castle)), byId(castle), doc);
    expect(planUndo(added, byId(castle, fado), doc).writes.remove).toEqual(['fado']);
    const edited = planUndo(added, byId(castle, { ...fado, notes: 'Tickets bought' }), doc);
    expect(edited.writes.remove).toEqual([]);
    expect(edited.kept).toEqual(['Undo kept “Fado night”: someone else changed it after it was added.']);

    const deleted = undoStepOf(writesOf({ upsert: [], remove: ['tram'] }, byId(castle, tram)), byId(castle, tram), doc);
    expect(planUndo(deleted, byId(castle), doc).writes.create).toEqual([tram]);
  });

  it('says when the item was deleted since, and restores only trip fields nobody changed', () => {
    const step = undoStepOf(
      { ...writesOf({ upsert: [{ ...castle, order: 'a3' }], remove: [] }, byId(castle)), itinerary: { title: 'Lisbon long weekend', days: 4 } },
      byId(castle),
      doc,
    );
    const plan = planUndo(step, byId(tram), { ...doc, title: 'Lisbon long weekend', days: 5 });
    expect(plan.writes).toEqual({ create: [], update: [], remove: [], itinerary: { title: 'Lisbon weekend' } });
    expect(plan.kept).toEqual([
      'Undo could not change “São Jorge Castle” back: someone else deleted it since.',
      'Undo left the trip’s number of days as it is: someone else changed it since.',
    ]);
  });

  it("takes the assistant's notes of a trip planned again back to none when the trip had none", () => {
    const notes = { assumed: ['I assumed a mid-range budget.'], worthKnowing: [] };
    const step = undoStepOf({ create: [], update: [], remove: [], itinerary: { planNotes: notes } }, byId(), doc);
    const plan = planUndo(step, byId(), patchedItinerary(doc, { planNotes: notes }));
    expect(plan.writes.itinerary).toEqual({ planNotes: null });
    expect(patchedItinerary({ ...doc, planNotes: notes }, plan.writes.itinerary!).planNotes).toBeUndefined();
    expect(patchToStored(plan.writes.itinerary!)).toEqual({ planNotes: null });
  });
});
