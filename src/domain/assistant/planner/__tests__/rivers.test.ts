import { describe, expect, it } from 'vitest';
import riversFile from '@/data/places/rivers.json';
import { haversineKm } from '@/lib/places/geo';
import type { LatLng } from '@/lib/places/types';
import { clusterBalanced, keepToOneCrossing, riverCrossings, riverSide, walkingOrder, type RiverCost, type RiverLine } from '../geo';
import { cityRiver, RIVER_CROSSING_KM, riverCost, WATER_CROSSING_KM } from '../rivers';
import { realData } from './data';
import { cityIdOf, dayCrossings, planFor, RIVER_REQUESTS } from './river-plans';

const { placesData } = realData();
const place = (id: string): LatLng => {
  const found = placesData.placeById.get(id);
  if (!found) throw new Error(`no place ${id}`);
  return found.geocode;
};
const sideOf = (id: string) => riverSide(cityRiver(id.split('/')[0]!)!, place(id));

describe('the rivers file', () => {
  const rivers = Object.entries(riversFile.rivers);

  it('holds a line for each city a river divides, through the city, from a source it names', () => {
    expect(rivers.map(([id]) => id).sort()).toEqual(['budapest', 'cairo', 'delhi', 'paris', 'prague', 'rome']);
    for (const [id, river] of rivers) {
      const city = placesData.cityById.get(id);
      expect(city, id).toBeDefined();
      expect(Object.keys(riversFile.sources)).toContain(river.source);
      expect(river.marginKm).toBeGreaterThan(0);
      expect(river.marginKm).toBeLessThanOrEqual(0.4);
      expect(river.line.length, id).toBeGreaterThanOrEqual(2);
      expect(river.line.length, id).toBeLessThanOrEqual(60);
      for (const [lat, lng] of river.line) {
        expect(haversineKm({ lat: lat!, lng: lng! }, city!.geocode), `${id} ${lat},${lng}`).toBeLessThan(25);
        expect(Math.round(lat! * 1e5) / 1e5).toBe(lat);
      }
    }
  });

  it('divides each of those cities: curated places stand on both banks', () => {
    for (const [id] of rivers) {
      const river = cityRiver(id)!;
      const sides = placesData.cityById.get(id)!.places.filter((p) => p.category !== 'daytrip').map((p) => riverSide(river, p.geocode));
      expect(sides.filter((s) => s === 'left').length, id).toBeGreaterThanOrEqual(1);
      expect(sides.filter((s) => s === 'right').length, id).toBeGreaterThanOrEqual(1);
    }
  });

  it('has no river for a city it does not list', () => {
    expect(cityRiver('madrid')).toBeNull();
    expect(riverCost('madrid')).toBeUndefined();
  });

  it('a city divided by water no walk crosses (Lisbon’s Tagus) costs that crossing more than a river’s bridge', () => {
    expect(cityRiver('lisbon')).toBeNull();
    const tagus = riverCost('lisbon')!;
    expect(tagus.crossingKm).toBe(WATER_CROSSING_KM);
    expect(WATER_CROSSING_KM).toBeGreaterThan(RIVER_CROSSING_KM);
    const cristoRei = { lat: 38.6786, lng: -9.1711 };
    const belem = { lat: 38.6979, lng: -9.2068 };
    expect(tagus.side(cristoRei)).not.toBe(tagus.side(belem));
  });
});

describe('riverSide', () => {
  it('puts real places on the bank they stand on (left and right as the river flows)', () => {
    // Paris: the Rive Gauche is the Seine's left bank.
    expect(sideOf('paris/orsay')).toBe('left');
    expect(sideOf('paris/pantheon')).toBe('left');
    expect(sideOf('paris/eiffel')).toBe('left');
    expect(sideOf('paris/opera-garnier')).toBe('right');
    expect(sideOf('paris/sacre-coeur')).toBe('right');
    expect(sideOf('paris/arc-de-triomphe')).toBe('right');
    // Notre-Dame stands on the Île de la Cité, in the river: never given the right bank (the 1:10m line runs north of the island).
    expect(sideOf('paris/notre-dame')).not.toBe('right');
    // Budapest: Pest is the Danube's left bank, Buda its right; the Chain Bridge spans it.
    expect(sideOf('budapest/parliament')).toBe('left');
    expect(sideOf('budapest/shoes-danube')).toBe('left');
    expect(sideOf('budapest/buda-castle')).toBe('right');
    expect(sideOf('budapest/fishermans-bastion')).toBe('right');
    expect(sideOf('budapest/gellert-baths')).toBe('right');
    expect(sideOf('budapest/chain-bridge')).toBe('on');
    // Prague: Malá Strana and the castle on the Vltava's left bank, the New Town on its right; Charles Bridge over it.
    expect(sideOf('prague/prague-castle')).toBe('left');
    expect(sideOf('prague/mala-strana')).toBe('left');
    expect(sideOf('prague/wenceslas-square')).toBe('right');
    expect(sideOf('prague/charles-bridge')).toBe('on');
    // Rome: the Vatican and Trastevere across the Tiber from the Colosseum.
    expect(sideOf('rome/st-peters')).toBe('right');
    expect(sideOf('rome/trastevere')).toBe('right');
    expect(sideOf('rome/colosseum')).toBe('left');
    expect(sideOf('rome/pantheon')).toBe('left');
    // Cairo: Giza on the Nile's west (left) bank, Islamic Cairo on the east.
    expect(sideOf('cairo/giza-pyramids')).toBe('left');
    expect(sideOf('cairo/khan-el-khalili')).toBe('right');
    expect(sideOf('cairo/egyptian-museum')).toBe('right');
    // Delhi: Akshardham across the Yamuna from the Red Fort.
    expect(sideOf('delhi/akshardham')).toBe('left');
    expect(sideOf('delhi/red-fort')).toBe('right');
  });

  // A river flowing east, then turning sharply back north-west (a hairpin meander), near 0°, 0°.
  const hairpin: RiverLine = { name: 'Hairpin', marginKm: 0.01, line: [[0, 0], [0, 0.01], [0.002, 0]] };

  it('reads a meander right: beyond the tip of a hairpin is the outside bank, between its arms the inside', () => {
    // Nearest to the bend itself: the first segment alone would say left; the bend's bisector says right.
    expect(riverSide(hairpin, { lat: 0.0005, lng: 0.013 })).toBe('right');
    expect(riverSide(hairpin, { lat: 0.0008, lng: 0.005 })).toBe('left');
    expect(riverSide(hairpin, { lat: -0.003, lng: 0.005 })).toBe('right');
    expect(riverSide(hairpin, { lat: 0.004, lng: 0.005 })).toBe('right');
  });

  it('counts a place within the margin as on the river, and a line of one point as no river', () => {
    expect(riverSide(hairpin, { lat: 0.00005, lng: 0.005 })).toBe('on');
    expect(riverSide({ ...hairpin, line: [[0, 0]] }, { lat: 1, lng: 1 })).toBe('on');
  });
});

describe('crossings', () => {
  it('counts changes of bank, places on the river left out', () => {
    expect(riverCrossings(['left', 'on', 'left', 'right', 'on', 'right'])).toBe(1);
    expect(riverCrossings(['left', 'on', 'right', 'on', 'left', 'right'])).toBe(3);
    expect(riverCrossings(['on', 'on'])).toBe(0);
  });

  // A straight river flowing east along the equator; points on its north (left) and south (right) banks.
  const equator: RiverLine = { name: 'Straight', marginKm: 0.05, line: [[0, -1], [0, 1]] };
  const cost: RiverCost = { crossingKm: RIVER_CROSSING_KM, side: (at) => riverSide(equator, at) };
  const at = (key: string, lat: number, lng: number) => ({ key, geocode: { lat, lng } });
  // Pairs facing each other across a 400 m river, 1 km apart along it.
  const pairs = [0, 1, 2, 3].flatMap((i) => [at(`n${i}`, 0.0018, i * 0.009), at(`s${i}`, -0.0018, i * 0.009)]);
  const banks = (points: readonly { key: string }[]) => points.map((p) => p.key[0]).join('');

  it('groups places by bank when a crossing costs more than the walk along the bank', () => {
    const plain = clusterBalanced(pairs, 2, { lat: 0, lng: 0 }).map((g) => banks(g.map((i) => pairs[i]!)));
    const river = clusterBalanced(pairs, 2, { lat: 0, lng: 0 }, cost).map((g) => banks(g.map((i) => pairs[i]!)));
    // By distance alone, each day takes both banks of its stretch.
    expect(plain.every((g) => g.includes('n') && g.includes('s'))).toBe(true);
    expect(river.sort()).toEqual(['nnnn', 'ssss']);
  });

  it('orders a day along one bank, then the other: one crossing', () => {
    const plain = walkingOrder(pairs, { lat: 0.0018, lng: -0.005 });
    const river = walkingOrder(pairs, { lat: 0.0018, lng: -0.005 }, cost);
    expect(riverCrossings(plain.map((p) => cost.side(p.geocode)))).toBeGreaterThan(1);
    expect(riverCrossings(river.map((p) => cost.side(p.geocode)))).toBe(1);
  });

  it('keeps a path to one crossing after a walk is put together, the walk whole and in its order', () => {
    const path = [at('n0', 0.0018, 0), at('s0', -0.0018, 0), at('w1', 0.0018, 0.009), at('s1', -0.0018, 0.009), at('w2', 0.0018, 0.018)];
    const fixed = keepToOneCrossing(path, cost, [['w1', 'w2']]);
    expect(fixed.map((p) => p.key)).toEqual(['n0', 'w1', 'w2', 's0', 's1']);
    // A walk that crosses the river itself stays as it is, and so does the path.
    const crossingWalk = keepToOneCrossing(path, cost, [['w1', 's1']]);
    expect(crossingWalk.map((p) => p.key)).toEqual(path.map((p) => p.key));
    expect(keepToOneCrossing(path, undefined, []).map((p) => p.key)).toEqual(path.map((p) => p.key));
  });
});

describe('plans in cities a river divides', () => {
  it.each(RIVER_REQUESTS)('cross the river once a day at most: "%s"', (text) => {
    const days = dayCrossings(planFor(text), cityIdOf(text));
    expect(days.length).toBeGreaterThan(0);
    for (const { day, crossings, visits } of days) expect(crossings, `day ${day}: ${visits.join(' > ')}`).toBeLessThanOrEqual(1);
  });

  it('keep a known walk whole, in its order, on one day', () => {
    const royalWay = ['Old Town Square', 'Charles Bridge', 'Malá Strana', 'Prague Castle'];
    const plan = planFor('3 days in Prague, history');
    const days = plan.days.filter((day) => day.items.some((item) => royalWay.includes(item.title)));
    expect(days).toHaveLength(1);
    const visits = days[0]!.items.filter((item) => !/^(Lunch|Dinner)\b/.test(item.title)).map((item) => item.title);
    const from = visits.indexOf(royalWay[0]!);
    expect(visits.slice(from, from + royalWay.length)).toEqual(royalWay);
  });
});
