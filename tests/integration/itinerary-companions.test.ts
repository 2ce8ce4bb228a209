// Two companions editing the same stops at once, each from their own copy of
// the plan, through the itineraries collection's operations, against the
// Auth and Firestore emulators with the security rules on: the creator and an
// accepted collaborator (joined through a real invitation).
import { waitForPendingWrites } from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { applyWrites, planUndo, undoStepOf, writesOf } from '@/features/itineraries/editor/lib/item-changes';
import { acceptInvitationOps, createInvitationOps } from '@/services/firebase/collections/itineraries/invitations';
import { subscribeItineraryOps } from '@/services/firebase/collections/itineraries/live';
import { getItineraryOps } from '@/services/firebase/collections/itineraries/reads';
import { applyItemChangesOps, updateItemOps } from '@/services/firebase/collections/itineraries/writes';
import type { ItineraryDoc, PlanItem } from '@/domain/itineraries/schema';
import { aPlace, anItem } from '@/testing/builders';
import {
  PAST,
  adminDeleteTrees,
  adminWrite,
  closeClientsAfterAll,
  itineraryDoc,
  signedInClient,
  stored,
  unique,
  type UserClient,
} from './helpers';

closeClientsAfterAll();

const cleanup: string[] = [];
afterAll(async () => {
  await adminDeleteTrees(cleanup.splice(0));
});

const STOPS = 5;

function stop(index: number): PlanItem {
  return anItem({
    id: `stop${index}`,
    day: 1,
    order: `a${index}`,
    title: `Stop ${index}`,
    place: aPlace(`Stop ${index}`, { address: null, geocode: { lat: 38.7 + index / 100, lng: -9.1 }, category: 'sight' }),
    startTime: '10:00',
    endTime: '11:00',
    timeZone: 'Europe/Lisbon',
  });
}

/** A trip of `ana` with STOPS stops on day 1, which `marco` joins through an invitation link. */
async function sharedTrip(ana: UserClient, marco: UserClient): Promise<{ id: string; itinerary: ItineraryDoc }> {
  const id = unique('it');
  cleanup.push(`itineraries/${id}`);
  const stops = Array.from({ length: STOPS }, (_, index) => stop(index));
  await adminWrite([
    { path: `itineraries/${id}`, data: itineraryDoc(ana.uid, { days: 3 }) },
    ...stops.map((item) => ({ path: `itineraries/${id}/items/${item.id}`, data: { ...item, createdAt: PAST, updatedAt: PAST } })),
  ]);
  const itinerary = await getItineraryOps(ana.db, id);
  if (!itinerary) throw new Error('seeded itinerary missing');
  const invitation = await createInvitationOps(ana.db, itinerary);
  cleanup.push(`invitations/${invitation.token}`);
  await waitForPendingWrites(ana.db);
  await acceptInvitationOps(marco.db, invitation.token, marco.uid);
  return { id, itinerary };
}

/** The plan as this companion's screen holds it (live), and a wait for a state of it. */
function livePlan(user: UserClient, id: string) {
  let items: PlanItem[] = [];
  let waiter: { check: (items: PlanItem[]) => boolean; resolve: () => void } | undefined;
  const unsubscribe = subscribeItineraryOps(
    user.db,
    id,
    user.uid,
    (snapshot) => {
      items = snapshot.items ?? [];
      if (waiter?.check(items)) {
        waiter.resolve();
        waiter = undefined;
      }
    },
    () => {},
  );
  const until = (check: (items: PlanItem[]) => boolean, timeoutMs = 10_000) =>
    new Promise<void>((resolve, reject) => {
      if (check(items)) return resolve();
      const timer = setTimeout(() => reject(new Error('the live plan never reached the expected state')), timeoutMs);
      waiter = {
        check,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
    });
  return { get items() { return items; }, until, unsubscribe };
}

const byId = (items: readonly PlanItem[]) => new Map(items.map((item) => [item.id, item]));

describe('companions editing the same stops at once', () => {
  it('keeps every one of 100 interleaved edits of different fields of the same stops', { timeout: 240_000 }, async () => {
    const [ana, marco] = await Promise.all([signedInClient('ana'), signedInClient('marco')]);
    const { id } = await sharedTrip(ana, marco);
    const anaLive = livePlan(ana, id);
    const marcoLive = livePlan(marco, id);
    await Promise.all([anaLive.until((items) => items.length === STOPS), marcoLive.until((items) => items.length === STOPS)]);

    // Each works from the copy they opened, never refreshed from the other's
    // edits (the stalest case): Ana moves stops and renames them, Marco
    // writes their notes, times and costs.
    let anaCopy = byId(anaLive.items);
    let marcoCopy = byId(marcoLive.items);
    const expected = new Map<string, Partial<PlanItem>>();
    const writes: Promise<void>[] = [];
    for (let round = 0; round < 50; round += 1) {
      const target = `stop${round % STOPS}`;
      const anaBefore = anaCopy.get(target);
      const marcoBefore = marcoCopy.get(target);
      if (!anaBefore || !marcoBefore) throw new Error('stop missing');
      const day = (round % 3) + 1;
      const anaAfter = { ...anaBefore, day, order: `b${round.toString().padStart(2, '0')}`, title: `Stop ${target} v${round}` };
      const minutes = String(round % 60).padStart(2, '0');
      const marcoAfter = {
        ...marcoBefore,
        notes: `Note ${round}`,
        startTime: `09:${minutes}`,
        cost: { amount: 100 * round, currency: 'EUR' },
      };
      const anaWrites = writesOf({ upsert: [anaAfter], remove: [] }, anaCopy);
      const marcoWrites = writesOf({ upsert: [marcoAfter], remove: [] }, marcoCopy);
      // Only the fields each of them changed are written.
      expect(anaWrites.update.flatMap((update) => Object.keys(update.fields))).toEqual(
        expect.arrayContaining(['order', 'title']),
      );
      expect(anaWrites.update.flatMap((update) => Object.keys(update.fields)).every((key) => ['day', 'order', 'title'].includes(key))).toBe(true);
      for (const update of anaWrites.update) writes.push(updateItemOps(ana.db, id, update));
      for (const update of marcoWrites.update) writes.push(updateItemOps(marco.db, id, update));
      anaCopy = byId(applyWrites([...anaCopy.values()], anaWrites));
      marcoCopy = byId(applyWrites([...marcoCopy.values()], marcoWrites));
      expected.set(target, {
        ...expected.get(target),
        day: anaAfter.day,
        order: anaAfter.order,
        title: anaAfter.title,
        notes: marcoAfter.notes,
        startTime: marcoAfter.startTime,
        cost: marcoAfter.cost,
      });
    }
    expect(writes).toHaveLength(100);
    await Promise.all(writes);
    await Promise.all([waitForPendingWrites(ana.db), waitForPendingWrites(marco.db)]);

    const matches = (items: PlanItem[]) =>
      items.length === STOPS && items.every((item) => expect.objectContaining(expected.get(item.id)).asymmetricMatch(item));
    // What the server holds (read with the Admin SDK): every last edit of each companion.
    for (const [itemId, fields] of expected) expect(await stored(`itineraries/${id}/items/${itemId}`)).toMatchObject(fields);
    expect(expected.size).toBe(STOPS);
    // Both screens show every edit of both.
    await Promise.all([anaLive.until(matches), marcoLive.until(matches)]);
    anaLive.unsubscribe();
    marcoLive.unsubscribe();
  });

  it('undoes only what this companion changed, leaving a later change by the other', { timeout: 120_000 }, async () => {
    const [ana, marco] = await Promise.all([signedInClient('ana'), signedInClient('marco')]);
    const { id, itinerary } = await sharedTrip(ana, marco);
    const anaLive = livePlan(ana, id);
    await anaLive.until((items) => items.length === STOPS);

    // Ana moves stop 1 to day 2 and renames it.
    const before = byId(anaLive.items);
    const original = before.get('stop1');
    if (!original) throw new Error('stop missing');
    const anaWrites = writesOf({ upsert: [{ ...original, day: 2, order: 'a0', title: 'Castle' }], remove: [] }, before);
    const step = undoStepOf(anaWrites, before, itinerary);
    await applyItemChangesOps(ana.db, id, { update: anaWrites.update });

    // Marco, from a copy taken before Ana's move, writes a note and renames it too.
    await updateItemOps(marco.db, id, { id: 'stop1', fields: { notes: 'Tickets at the gate', title: 'São Jorge Castle' } });
    await anaLive.until((items) => items.some((item) => item.id === 'stop1' && item.notes === 'Tickets at the gate'));

    // Ana undoes: her move goes back; Marco's later title and note stay, and she is told so.
    const undo = planUndo(step, byId(anaLive.items), itinerary);
    expect(undo.kept).toEqual(['Undo left the name of “São Jorge Castle” as it is: someone else changed it since.']);
    await applyItemChangesOps(ana.db, id, { update: undo.writes.update });
    expect(await stored(`itineraries/${id}/items/stop1`)).toMatchObject({ day: 1, order: 'a1', title: 'São Jorge Castle', notes: 'Tickets at the gate' });
    anaLive.unsubscribe();
  });
});
