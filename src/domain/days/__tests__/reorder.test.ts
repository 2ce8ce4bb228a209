import { anItem } from '@/testing/builders';
import { applyProposal } from '@/domain/assistant/edit/change';
import type { PlanItem } from '@/domain/itineraries/types';
import { compareItems } from '@/domain/itineraries/plan';
import type { CityWalk, Place } from '@/lib/places/types';
import { firstKnown, matrixRequests, reorderChange, shortestRoute, walksInDay, type ReorderInput } from '../reorder';
import { matrixLookup } from '../routes';
import { AT, hotel, onDay, stopAt } from './kyoto';

const STAY = hotel(1, 5);

function reorder(items: PlanItem[], extra: Partial<ReorderInput> = {}) {
  return shortestRoute({ day: 2, dayItems: items, allItems: [STAY, ...items], ...extra });
}

/** The day as it is after the change is accepted. */
function accepted(items: PlanItem[], day = 2): string[] {
  const result = reorder(items);
  const change = reorderChange(result, items, day);
  const applied = applyProposal(items, change!);
  expect(applied.skipped).toBe(0);
  const byId = new Map(applied.upsert.map((item) => [item.id, item]));
  return items.map((item) => byId.get(item.id) ?? item).sort(compareItems).map((item) => item.id);
}

// Back and forth across the centre: Kiyomizu-dera, Nishiki, Kōdai-ji, Pontochō, Sannenzaka; a booked dinner; Gion at night.
const zigzag = onDay(2, [
  stopAt('kiyomizu', 'Kiyomizu-dera', AT.kiyomizu),
  stopAt('nishiki', 'Nishiki Market', AT.nishiki),
  stopAt('kodai', 'Kōdai-ji', AT.kodaiJi),
  stopAt('pontocho', 'Pontochō', AT.pontocho),
  stopAt('sannenzaka', 'Sannenzaka', AT.sannenzaka),
  stopAt('dinner', 'Dinner at Kikunoi', AT.kikunoi, { type: 'restaurant', startTime: '19:00' }),
  stopAt('gion', 'Gion at night', AT.gion),
]);
const DINNER = new Set(['dinner']);

describe('shortest route for a day', () => {
  it('re-orders the stops before a booked dinner for less travel, and keeps the dinner where it is', () => {
    const result = reorder(zigzag, { fixed: DINNER });
    expect(result.changed).toBe(true);
    expect(result.order.indexOf('dinner')).toBe(5);
    expect(result.order.slice(5)).toEqual(['dinner', 'gion']);
    expect(new Set(result.order.slice(0, 5))).toEqual(new Set(['kiyomizu', 'nishiki', 'kodai', 'pontocho', 'sannenzaka']));
    expect(result.after.meters).toBeLessThan(result.before.meters - 2000);
    expect(result.after.minutes).toBeLessThan(result.before.minutes);
    expect(result.exact).toBe(true);
  });

  it('keeps a stop the person marked fixed where it is, as a booked dinner', () => {
    const marked = zigzag.map((item) => (item.id === 'dinner' ? { ...item, fixedTime: true } : item));
    expect(reorder(marked).order.slice(5)).toEqual(['dinner', 'gion']);
  });

  it('goes out to the far stops and back by the near ones: Nishiki and Pontochō by the hotel, then the east side', () => {
    const { order } = reorder(zigzag, { fixed: DINNER });
    expect(order.slice(0, 2).sort()).toEqual(['nishiki', 'pontocho']);
  });

  it('is offered as a change like the assistant’s, moving only the stops that must move, and accepting it gives the new order', () => {
    const result = reorder(zigzag, { fixed: DINNER });
    const change = reorderChange(result, zigzag, 2)!;
    expect(change.summary).toMatch(/^Shortest route for day 2: \d+ min and \d+(\.\d)? km less travel\.$/);
    expect(change.move.every((move) => move.fromDay === 2 && move.toDay === 2)).toBe(true);
    expect(change.move.length).toBeLessThan(5);
    expect(change.move.some((move) => move.id === 'dinner' || move.id === 'gion')).toBe(false);
    expect(accepted(zigzag)).toEqual(reorder(zigzag).order);
  });

  it('moves one stop with one write when only it is out of place, keeping the day’s direction', () => {
    // Four stops 360 m apart along a street, on a day with no hotel around it.
    const along = (k: number) => ({ lat: 35, lng: 135.76 + 0.004 * k });
    const items = onDay(1, [stopAt('p1', 'First', along(1)), stopAt('p3', 'Third', along(3)), stopAt('p2', 'Second', along(2)), stopAt('p4', 'Fourth', along(4))]);
    const result = shortestRoute({ day: 1, dayItems: items, allItems: items });
    expect(result.order).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(result.moves).toHaveLength(1);
    expect(result.after.meters).toBeLessThan(result.before.meters);
  });

  it('offers nothing for a day already in its best order, nor for a day of one stop', () => {
    const best = onDay(2, [stopAt('nishiki', 'Nishiki Market', AT.nishiki), stopAt('gion', 'Gion', AT.gion), stopAt('kodai', 'Kōdai-ji', AT.kodaiJi)]);
    const result = reorder(best);
    expect(result).toMatchObject({ changed: false, moves: [], order: ['nishiki', 'gion', 'kodai'] });
    expect(result.after).toEqual(result.before);
    expect(reorderChange(result, best, 2)).toBeNull();
    expect(reorder(best.slice(0, 1)).changed).toBe(false);
  });

  it('keeps a known walk whole and in its order (Kōdai-ji, Sannenzaka, Kiyomizu-dera), moving it as one', () => {
    const items = onDay(2, [
      stopAt('kodai', 'Kōdai-ji', AT.kodaiJi),
      stopAt('sannenzaka', 'Sannenzaka', AT.sannenzaka),
      stopAt('kiyomizu', 'Kiyomizu-dera', AT.kiyomizu),
      stopAt('nishiki', 'Nishiki Market', AT.nishiki),
      stopAt('gion', 'Gion', AT.gion),
    ]);
    const walks = [['kodai', 'sannenzaka', 'kiyomizu']];
    const { order } = reorder(items, { walks });
    const at = order.indexOf('kodai');
    expect(order.slice(at, at + 3)).toEqual(['kodai', 'sannenzaka', 'kiyomizu']);
    // Left free, the same time is found walking it the other way round.
    const free = reorder(items).order;
    expect(free.indexOf('kiyomizu')).toBeLessThan(free.indexOf('kodai'));
  });

  it('leaves stays, flights, stops without a place and notes where they are', () => {
    const flight = anItem({ id: 'fl', type: 'flight', title: 'Flight', startTime: '20:00', place: { name: 'KIX', geocode: AT.kix, source: 'x' }, arrival: { name: 'HND', geocode: AT.haneda, source: 'x' } });
    const items = onDay(2, [
      stopAt('kiyomizu', 'Kiyomizu-dera', AT.kiyomizu),
      anItem({ id: 'note', type: 'note', title: 'Buy a bus pass' }),
      stopAt('nishiki', 'Nishiki Market', AT.nishiki),
      stopAt('kodai', 'Kōdai-ji', AT.kodaiJi),
      anItem({ id: 'tea', title: 'Tea ceremony' }),
      stopAt('pontocho', 'Pontochō', AT.pontocho),
      stopAt('gion', 'Gion', AT.gion),
      stopAt('chion', 'Chion-in', AT.chionIn),
      flight,
    ]);
    const { order, changed } = reorder(items);
    expect(changed).toBe(true);
    expect(order[1]).toBe('note');
    expect(order[4]).toBe('tea');
    expect(order[8]).toBe('fl');
    expect(new Set(order.slice(0, 4))).toEqual(new Set(['note', 'kiyomizu', 'nishiki', 'kodai']));
  });

  it('is never longer than the day as it is, and gives the same order every time', () => {
    let seed = 5;
    const next = (): number => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
    const places = Object.values(AT).filter((at) => Math.abs(at.lat - 35) < 0.05 && Math.abs(at.lng - 135.77) < 0.05);
    for (let round = 0; round < 25; round += 1) {
      const chosen = [...places].sort(() => next() - 0.5).slice(0, 3 + Math.floor(next() * 9));
      const items = onDay(2, chosen.map((at, i) => stopAt(`p${i}`, `Place ${i}`, at)));
      const result = reorder(items);
      expect(result.after.minutes).toBeLessThanOrEqual(result.before.minutes);
      expect(reorder(items).order).toEqual(result.order);
    }
  });

  it('keeps the day’s written times in order: the stops take the time slots in their new order, each keeping its length', () => {
    const timed = onDay(2, [
      stopAt('kiyomizu', 'Kiyomizu-dera', AT.kiyomizu, { startTime: '09:00', endTime: '10:30' }),
      stopAt('nishiki', 'Nishiki Market', AT.nishiki, { startTime: '11:00', endTime: '12:00' }),
      stopAt('kodai', 'Kōdai-ji', AT.kodaiJi, { startTime: '12:30', endTime: '13:15' }),
      stopAt('pontocho', 'Pontochō', AT.pontocho, { startTime: '14:00', endTime: null }),
      stopAt('sannenzaka', 'Sannenzaka', AT.sannenzaka, { startTime: '15:30', endTime: '16:30' }),
    ]);
    const result = reorder(timed);
    const change = reorderChange(result, timed, 2)!;
    expect(change.summary).toMatch(/ less travel\. The times follow the new order\.$/);
    const applied = applyProposal(timed, change);
    const byId = new Map(applied.upsert.map((item) => [item.id, item]));
    const day = timed.map((item) => byId.get(item.id) ?? item).sort(compareItems);
    expect(day.map((item) => item.id)).toEqual(result.order);
    expect(day.map((item) => item.startTime)).toEqual(['09:00', '11:00', '12:30', '14:00', '15:30']);
    const length = (item: PlanItem) => (item.endTime ? Number(item.endTime.slice(0, 2)) * 60 + Number(item.endTime.slice(3)) - (Number(item.startTime!.slice(0, 2)) * 60 + Number(item.startTime!.slice(3))) : null);
    for (const item of day) expect(length(item)).toBe(length(timed.find((before) => before.id === item.id)!));
  });

  it('orders a long day of 14 stops with the heuristic, saving travel', () => {
    const spots = Object.values(AT).filter((at) => Math.abs(at.lat - 35) < 0.05 && Math.abs(at.lng - 135.77) < 0.05);
    const items = onDay(2, spots.slice(0, 14).map((at, i) => stopAt(`p${i}`, `Place ${i}`, at)).reverse());
    const result = reorder(items);
    expect(result.exact).toBe(false);
    expect(result.after.minutes).toBeLessThanOrEqual(result.before.minutes);
  });
});

describe('known walks in a day', () => {
  const place = (id: string, name: string, at: { lat: number; lng: number }): Place => ({ id, name, category: 'sight', cityId: 'kyoto', geocode: at, description: '', visitMinutes: 45, source: 'Wikidata (CC0)' });
  const placeById = new Map([
    ['kyoto/kodai-ji', place('kyoto/kodai-ji', 'Kōdai-ji', AT.kodaiJi)],
    ['kyoto/sannenzaka', place('kyoto/sannenzaka', 'Sannenzaka', AT.sannenzaka)],
    ['kyoto/kiyomizu-dera', place('kyoto/kiyomizu-dera', 'Kiyomizu-dera', AT.kiyomizu)],
  ]);
  const walk: CityWalk = { name: 'Kōdai-ji to Kiyomizu-dera by Sannenzaka', places: ['kyoto/kodai-ji', 'kyoto/sannenzaka', 'kyoto/kiyomizu-dera'] };

  it('finds the walk’s stops by name or by standing at its places, in the walk’s order', () => {
    const items = onDay(2, [
      stopAt('k', 'Kiyomizu-dera', AT.kiyomizu),
      stopAt('s', 'Stroll up the slope', { lat: 34.99641, lng: 135.78101 }),
      stopAt('g', 'Gion', AT.gion),
      stopAt('c', 'Kodai-ji temple', AT.kodaiJi),
    ]);
    expect(walksInDay(items, [walk], placeById)).toEqual([['c', 's', 'k']]);
  });

  it('needs two of its places in the day', () => {
    expect(walksInDay(onDay(2, [stopAt('k', 'Kiyomizu-dera', AT.kiyomizu)]), [walk], placeById)).toEqual([]);
  });
});

describe('re-ordering with a route matrix', () => {
  const day = onDay(2, [
    stopAt('kiyomizu', 'Kiyomizu-dera', AT.kiyomizu),
    stopAt('nishiki', 'Nishiki Market', AT.nishiki),
    stopAt('kodai', 'Kōdai-ji', AT.kodaiJi),
  ]);
  const input: ReorderInput = { day: 2, dayItems: day, allItems: [STAY, ...day] };

  it('asks, per means the day would use, each of its stops and its stay to each other', () => {
    const requests = matrixRequests(input);
    // Four points (the hotel and three stops); the long legs by public transport, the short ones on foot.
    expect(requests.map((request) => request.mode).sort()).toEqual(['transit', 'walk']);
    for (const request of requests) expect(request.points).toHaveLength(4);
    // A person who drives asks for a driving matrix instead.
    const drives = matrixRequests({ ...input, travel: { preferences: { ride: 'car', distanceUnit: 'km' } } });
    expect(drives.map((request) => request.mode).sort()).toEqual(['car', 'walk']);
  });

  it('leaves out a means whose matrix would be larger than the provider takes', () => {
    const many = onDay(
      2,
      Array.from({ length: 11 }, (_, i) => stopAt(`s${i}`, `Stop ${i}`, { lat: AT.kiyomizu.lat + i * 0.01, lng: AT.kiyomizu.lng })),
    );
    const modes = matrixRequests({ day: 2, dayItems: many, allItems: [STAY, ...many] }).map((request) => request.mode);
    expect(modes).toContain('walk');
    expect(modes).not.toContain('transit');
  });

  it('weighs the matrix’s figures where the estimate is wrong: a river with no bridge near makes another order the shortest', () => {
    const requests = matrixRequests(input);
    const before = shortestRoute(input).order;
    // Every leg into or out of Nishiki takes an hour by the matrix, except from and to the hotel.
    const answers = requests.map((request) => ({
      ok: true as const,
      cells: request.points.map((from, i) =>
        request.points.map((to, j) => {
          if (i === j) return null;
          const nishiki = [from, to].some((point) => point.lat === AT.nishiki.lat && point.lng === AT.nishiki.lng);
          const hotelLeg = [from, to].some((point) => point.lat === AT.hotel.lat && point.lng === AT.hotel.lng);
          return { ok: true as const, seconds: nishiki && !hotelLeg ? 3600 : 600, meters: 1000 };
        }),
      ),
    }));
    const routed = firstKnown(undefined, matrixLookup(requests, answers));
    const after = shortestRoute({ ...input, travel: { routed } });
    expect(after.order).not.toEqual(before);
    // Nishiki is first or last, next to the hotel, so no hour-long leg is left.
    expect([after.order[0], after.order.at(-1)]).toContain('nishiki');
  });

  it('prefers the day’s own routes over a matrix’s figures for the same leg', () => {
    const path = { ok: true as const, seconds: 60, meters: 80, polyline: 'abc' };
    const lookup = firstKnown(() => path, () => ({ ok: true, seconds: 999, meters: 999, polyline: null }));
    expect(lookup(AT.gion, AT.nishiki, 'walk')).toBe(path);
    expect(firstKnown(undefined, () => undefined)(AT.gion, AT.nishiki, 'walk')).toBeUndefined();
  });
});

describe('meals at a time of day', () => {
  it('orders the morning and the afternoon round a lunch at its time, and never moves the lunch', () => {
    const day = onDay(2, [
      stopAt('kiyomizu', 'Kiyomizu-dera', AT.kiyomizu, { startTime: '09:00', endTime: '10:30' }),
      stopAt('nishiki', 'Nishiki Market', AT.nishiki, { startTime: '11:00', endTime: '12:00' }),
      stopAt('lunch', 'Lunch at Okutan', AT.kodaiJi, { type: 'restaurant', startTime: '12:30', endTime: '13:30' }),
      stopAt('pontocho', 'Pontochō', AT.pontocho, { startTime: '14:00', endTime: '15:00' }),
      stopAt('sannenzaka', 'Sannenzaka', AT.sannenzaka, { startTime: '15:30', endTime: '16:30' }),
    ]);
    const result = reorder(day);
    expect(result.order[2]).toBe('lunch');
    expect(new Set(result.order.slice(0, 2))).toEqual(new Set(['kiyomizu', 'nishiki']));
    const change = reorderChange(result, day, 2);
    const lunchMove = change?.move.find((move) => move.id === 'lunch');
    expect(lunchMove?.startTime ?? '12:30').toBe('12:30');
  });
});

describe('a known walk with lunch half way', () => {
  it('stays as it is: the walk before lunch and the rest of it after, in its order, though the other way round is shorter', () => {
    const day = onDay(2, [
      stopAt('nishiki', 'Nishiki Market', AT.nishiki, { startTime: '09:30', endTime: '10:30' }),
      stopAt('kodai', 'Kōdai-ji', AT.kodaiJi, { startTime: '11:00', endTime: '12:00' }),
      stopAt('lunch', 'Lunch in Gion', AT.gion, { type: 'restaurant', startTime: '12:15', endTime: '13:15' }),
      stopAt('kiyomizu', 'Kiyomizu-dera', AT.kiyomizu, { startTime: '13:45', endTime: '15:00' }),
      stopAt('sannenzaka', 'Sannenzaka', AT.sannenzaka, { startTime: '15:15', endTime: '16:00' }),
    ]);
    // Without the walk, the afternoon goes to Sannenzaka first (nearer Gion).
    expect(reorder(day).order.slice(3)).toEqual(['sannenzaka', 'kiyomizu']);
    expect(reorder(day, { walks: [['kodai', 'kiyomizu', 'sannenzaka']] }).changed).toBe(false);
  });
});
