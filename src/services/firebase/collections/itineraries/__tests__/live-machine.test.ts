// The open itinerary's subscription, decided without Firestore: what it listens to, and what a screen is sent.
import { AppError } from '@/domain/app-error';
import { aTrip, anItem } from '@/testing/builders';
import type { ItineraryDoc } from '@/domain/itineraries/types';
import {
  initialLiveItinerary,
  stepLiveItinerary,
  type LiveItineraryEffect,
  type LiveItineraryEvent,
  type LiveItineraryState,
} from '../live-machine';

const trip = (overrides: Partial<ItineraryDoc> = {}): ItineraryDoc =>
  aTrip({ id: 'lisbon01', creatorId: 'ana', public: false, collaborators: { pending: [], accepted: ['marco'] }, ...overrides });
const belem = anItem({ id: 'belem', title: 'Belém Tower' });

const doc = (itinerary: ItineraryDoc | null, meta: { fromCache?: boolean; pending?: boolean } = {}): LiveItineraryEvent => ({
  type: 'doc',
  itinerary,
  damaged: null,
  fromCache: meta.fromCache ?? false,
  pending: meta.pending ?? false,
});
const plan = (meta: { fromCache?: boolean; pending?: boolean } = {}): LiveItineraryEvent => ({
  type: 'items',
  items: [belem],
  damaged: [],
  fromCache: meta.fromCache ?? false,
  pending: meta.pending ?? false,
});
const NO_BOOKINGS: LiveItineraryEvent = { type: 'bookings', byItem: new Map() };
const refused = (kind: 'permission-denied' | 'unavailable' = 'permission-denied') => new AppError(kind, 'No.');

/** Feeds the events in order, as user `uid`; returns the last state and every effect, in order. */
function run(uid: string | null, events: LiveItineraryEvent[], from: LiveItineraryState = initialLiveItinerary()) {
  let state = from;
  const effects: LiveItineraryEffect[] = [];
  for (const event of events) {
    const step = stepLiveItinerary(state, event, uid);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects, types: effects.map((effect) => effect.type) };
}
const emitted = (effects: LiveItineraryEffect[]) => effects.flatMap((effect) => (effect.type === 'emit' ? [effect.snapshot] : []));

describe('the live itinerary', () => {
  it('listens to the plan an editor may read, and sends the trip only with its plan', () => {
    const { types, effects } = run('marco', [doc(trip()), plan({ pending: true }), NO_BOOKINGS]);
    expect(types).toEqual(['listen-bookings', 'listen-items', 'emit']);
    expect(emitted(effects)).toEqual([{ itinerary: trip(), items: [belem], damagedItems: [], fromCache: false, hasPendingWrites: true }]);
  });

  it('never asks a stranger’s browser for a plan the rules refuse, and sends the public trip without it', () => {
    const { types, effects } = run('sam', [doc(trip({ public: true, isPaidItinerary: true }))]);
    // Signed in: whether Sam bought it is asked first; the plan waits for the answer.
    expect(types).toEqual(['stop-items', 'ask-bought']);
    expect(effects[1]).toMatchObject({ type: 'ask-bought', uid: 'sam', isPublic: true, decision: 1 });
    // A visitor who is not signed in is not asked about: the preview goes out at once, without the plan.
    const visitor = run(null, [doc(trip({ public: true, isPaidItinerary: true }))]);
    expect(visitor.types).toEqual(['stop-items', 'emit']);
    expect(emitted(visitor.effects)[0]).toMatchObject({ items: null });
  });

  it('listens to a bought plan, sends the preview to one who did not buy it, and drops an answer to an older question', () => {
    const paid = trip({ public: true, isPaidItinerary: true });
    const asked = run('sam', [doc(paid)]);
    expect(run('sam', [{ type: 'bought', decision: 1, bought: true }], asked.state).types).toEqual(['listen-items']);
    const notBought = run('sam', [{ type: 'bought', decision: 1, bought: false }], asked.state);
    expect(emitted(notBought.effects)).toEqual([expect.objectContaining({ items: null })]);
    // Sam was added as a companion meanwhile: access decided again, so the first question's answer is stale.
    const joined = run('sam', [doc({ ...paid, collaborators: { pending: [], accepted: ['marco', 'sam'] } })], asked.state);
    expect(joined.types).toEqual(['listen-bookings', 'listen-items']);
    expect(run('sam', [{ type: 'bought', decision: 1, bought: false }], joined.state).effects).toEqual([]);
    expect(run('sam', [{ type: 'bought-failed', decision: 1, error: refused('unavailable') }], joined.state).effects).toEqual([]);
    expect(run('sam', [{ type: 'bought-failed', decision: 1, error: refused('unavailable') }], asked.state).types).toEqual(['fail']);
  });

  it('decides the plan again only when access changes, not on every edit', () => {
    const open = run('marco', [doc(trip()), plan(), NO_BOOKINGS]);
    const edited = run('marco', [doc(trip({ title: 'Lisbon and Sintra' }))], open.state);
    expect(edited.types).toEqual(['emit']);
    expect(emitted(edited.effects)[0]).toMatchObject({ itinerary: { title: 'Lisbon and Sintra' }, items: [belem] });
    // Marco was removed: the plan is no longer his to read, and he is told at once.
    const removed = run('marco', [doc(trip({ collaborators: { pending: [], accepted: [] } }))], open.state);
    expect(removed.types).toEqual(['stop-bookings', 'stop-items', 'emit']);
    expect(emitted(removed.effects)[0]).toMatchObject({ items: null });
  });

  it('asks again for a plan refused before the server had the trip, once the trip is confirmed', () => {
    // A trip created a moment ago on this device: the server refuses its plan until the document lands.
    const created = run('ana', [doc(trip(), { pending: true }), NO_BOOKINGS, { type: 'items-refused', error: refused() }]);
    expect(created.types).toEqual(['listen-bookings', 'listen-items', 'emit']);
    expect(emitted(created.effects)[0]).toMatchObject({ items: null, hasPendingWrites: true });
    expect(run('ana', [doc(trip(), { pending: true })], created.state).types).toEqual(['emit']);
    expect(run('ana', [doc(trip())], created.state).types).toEqual(['listen-items']);
    // Refused once the server had it: a real refusal, not asked again.
    const confirmed = run('ana', [doc(trip()), NO_BOOKINGS, { type: 'items-refused', error: refused() }]);
    expect(run('ana', [doc(trip())], confirmed.state).types).toEqual(['emit']);
  });

  it('listens to the document again, at most three times, while this device’s own writes wait', () => {
    const waiting = run('ana', [doc(trip(), { pending: true }), plan({ pending: true })]);
    let state = waiting.state;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const again = run('ana', [{ type: 'doc-refused', error: refused() }], state);
      expect(again.types).toEqual(['listen-doc-again']);
      state = again.state;
    }
    expect(run('ana', [{ type: 'doc-refused', error: refused() }], state).types).toEqual(['fail']);
    // Refused with nothing of this device waiting: that is the answer.
    const stranger = run('sam', [{ type: 'doc-refused', error: refused() }]);
    expect(stranger.effects).toEqual([{ type: 'fail', error: expect.objectContaining({ kind: 'permission-denied' }) }]);
  });

  it('sends a damaged document at once, without its plan, and a missing one as no trip', () => {
    const damaged = { damaged: true as const, id: 'lisbon01', title: 'Old', creatorId: 'ana' };
    const { types, effects } = run('ana', [{ type: 'doc', itinerary: null, damaged, fromCache: false, pending: false }]);
    expect(types).toEqual(['emit']);
    expect(emitted(effects)[0]).toEqual({ itinerary: null, items: null, damaged, fromCache: false, hasPendingWrites: false });
    expect(emitted(run('ana', [doc(null, { fromCache: true })]).effects)[0]).toMatchObject({ itinerary: null, damaged: null, fromCache: true });
  });

  it('merges what was booked into an editor’s items once the bookings answer, and keeps them from anyone else', () => {
    const booking = { code: 'K7TQ2M', provider: 'TAP Air Portugal', number: 'TP 210', terminal: null, seat: null, party: null, status: 'confirmed' as const };
    const waiting = run('ana', [doc(trip()), plan()]);
    // The plan is there, the bookings are not yet: nothing is sent, so a code never appears after its item.
    expect(waiting.types).toEqual(['listen-bookings', 'listen-items']);
    const booked = run('ana', [{ type: 'bookings', byItem: new Map([['belem', booking]]) }], waiting.state);
    const [first] = emitted(booked.effects);
    expect(first?.items).toEqual([{ ...belem, booking }]);
    // The same answer again gives the same item object (rows that compare their item skip their work).
    const again = run('ana', [{ type: 'bookings', byItem: new Map([['belem', booking]]) }], booked.state);
    expect(emitted(again.effects)[0]?.items?.[0]).toBe(first?.items?.[0]);
    // Refused (Ana was just removed, say): the plan without bookings, not a failure.
    expect(emitted(run('ana', [{ type: 'bookings-refused', error: refused() }], waiting.state).effects)[0]?.items).toEqual([belem]);
    // A visitor of a public trip never listens to them.
    expect(run('sam', [doc(trip({ public: true })), plan()]).types).toEqual(['listen-items', 'emit']);
  });

  it('fails on a plan that cannot be read for another reason than the rules', () => {
    const open = run('marco', [doc(trip())]);
    expect(run('marco', [{ type: 'items-refused', error: refused('unavailable') }], open.state).types).toEqual(['fail']);
  });
});
