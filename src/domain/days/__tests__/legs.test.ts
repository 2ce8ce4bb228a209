import { anItem } from '@/testing/builders';
import { dayLegs, legKey, stayForNight } from '../legs';
import { routeCacheKey, routedLookup, type RoutedLeg } from '../routes';
import { defaultMode, estimateLeg, travelPreferences, WALK_MAX_METERS } from '../travel';
import { AT, hotel, onDay, stopAt } from './kyoto';

const CAR = travelPreferences({ distanceUnit: 'km', ride: 'car' });

describe('the estimate of a leg', () => {
  it('walks the 0.9 km from the hotel to Gion: about 1.2 km of streets in 16 minutes', () => {
    const leg = estimateLeg(AT.hotel, AT.gion, 'walk');
    expect(leg.meters).toBeGreaterThan(1100);
    expect(leg.meters).toBeLessThan(1200);
    expect(Math.ceil(leg.seconds / 60)).toBe(16);
  });

  it('rides public transport to Kinkaku-ji, 5.4 km away: 10 minutes to reach and wait, then 24 km/h', () => {
    const leg = estimateLeg(AT.hotel, AT.kinkakuJi, 'transit');
    expect(Math.ceil(leg.seconds / 60)).toBe(28);
    expect(leg.meters).toBe(6988);
  });

  it('goes faster once out of town: Kyoto to Kansai airport (77 km as the crow flies) is about two hours by car, not four', () => {
    const minutes = estimateLeg(AT.kyotoStation, AT.kix, 'car').seconds / 60;
    expect(minutes).toBeGreaterThan(110);
    expect(minutes).toBeLessThan(150);
  });

  it('counts nothing between two stops at the same place (lunch inside the market)', () => {
    expect(estimateLeg(AT.nishiki, { lat: 35.00505, lng: 135.76495 }, 'walk')).toEqual({ seconds: 0, meters: 0 });
  });

  it('walks when the walk is at most 1.5 km, and rides as the person prefers beyond', () => {
    expect(defaultMode(AT.hotel, AT.gion, travelPreferences(null))).toBe('walk');
    expect(defaultMode(AT.hotel, AT.heian, travelPreferences(null))).toBe('transit');
    expect(defaultMode(AT.hotel, AT.heian, CAR)).toBe('car');
    expect(estimateLeg(AT.hotel, AT.heian, 'walk').meters).toBeGreaterThan(WALK_MAX_METERS);
  });

  it('takes the distance unit from the account and public transport when nothing says otherwise', () => {
    expect(travelPreferences({ distanceUnit: 'mi' })).toEqual({ ride: 'transit', distanceUnit: 'mi' });
    expect(travelPreferences(undefined)).toEqual({ ride: 'transit', distanceUnit: 'km' });
  });
});

describe("a day's legs", () => {
  const stay = hotel(1, 3);
  const day2 = onDay(2, [
    stopAt('nishiki', 'Nishiki Market', AT.nishiki),
    stopAt('gion', 'Gion', AT.gion),
    stopAt('kinkaku', 'Kinkaku-ji', AT.kinkakuJi),
  ]);
  const ideas = [stopAt('idea', 'Fushimi Inari', AT.fushimiInari, { day: null })];
  const plan = [stay, ...day2, ...ideas];

  it('starts from where the person slept and ends there, a leg between each two stops', () => {
    const { stops, legs } = dayLegs(2, day2, plan);
    expect(stops.map((s) => `${s.role}:${s.item.id}`)).toEqual(['start:hotel', 'stop:nishiki', 'stop:gion', 'stop:kinkaku', 'end:hotel']);
    expect(legs.map((leg) => [leg.key, leg.mode, leg.minutes])).toEqual([
      ['hotel>nishiki', 'walk', 7],
      ['nishiki>gion', 'transit', 15],
      ['gion>kinkaku', 'transit', 30],
      ['kinkaku>hotel', 'transit', 28],
    ]);
    expect(legs.every((leg) => leg.status === 'estimate' && leg.polyline === null)).toBe(true);
  });

  it('gives ideas no legs', () => {
    const { legs } = dayLegs(2, day2, plan);
    expect(legs.some((leg) => leg.fromId === 'idea' || leg.toId === 'idea')).toBe(false);
  });

  it('adds up the day at its head, per means, from the minutes the legs show', () => {
    const { totals, legs } = dayLegs(2, day2, plan);
    expect(totals.minutes).toBe(7 + 15 + 30 + 28);
    expect(totals.byMode.walk).toEqual({ minutes: 7, meters: legs[0]!.meters, legs: 1 });
    expect(totals.byMode.transit?.legs).toBe(3);
    expect(totals.estimated).toBe(4);
    expect(totals.unknown).toBe(0);
  });

  it("keeps the person's means for a leg while its two stops stay together", () => {
    const modes = new Map([[legKey('nishiki', 'gion'), 'walk' as const]]);
    const { legs } = dayLegs(2, day2, plan, { modes });
    expect(legs[1]).toMatchObject({ mode: 'walk', modeBy: 'person', minutes: 23 });
    // Moved apart, the choice no longer applies to the new neighbours.
    const moved = dayLegs(2, [day2[1]!, day2[0]!, day2[2]!], plan, { modes });
    expect(moved.legs.every((leg) => leg.modeBy === 'default')).toBe(true);
  });

  it('says plainly that the way to and from a stop without a place is not known, and leaves it out of the totals', () => {
    const items = onDay(2, [stopAt('nishiki', 'Nishiki Market', AT.nishiki), anItem({ id: 'tea', title: 'Tea ceremony' }), stopAt('gion', 'Gion', AT.gion)]);
    const { legs, totals } = dayLegs(2, items, [stay, ...items]);
    expect(legs[1]).toMatchObject({ status: 'unknown', minutes: null, problem: '“Tea ceremony” has no place on the map, so the way there is not known.' });
    expect(legs[2]).toMatchObject({ status: 'unknown', problem: '“Tea ceremony” has no place on the map, so the way on from there is not known.' });
    expect(totals.unknown).toBe(2);
    expect(totals.minutes).toBe(legs[0]!.minutes! + legs[3]!.minutes!);
  });

  it('skips notes: they are not places to go', () => {
    const items = onDay(2, [stopAt('nishiki', 'Nishiki Market', AT.nishiki), anItem({ id: 'n', type: 'note', title: 'Buy a travel card' }), stopAt('gion', 'Gion', AT.gion)]);
    expect(dayLegs(2, items, [stay, ...items]).legs.map((leg) => leg.key)).toEqual(['hotel>nishiki', 'nishiki>gion', 'gion>hotel']);
  });

  it('uses a route service’s answer when it has one: its figures and path, and no longer an estimate', () => {
    const routed = new Map<string, RoutedLeg>([[routeCacheKey(AT.nishiki, AT.gion, 'transit'), { ok: true, seconds: 754, meters: 1890, polyline: 'abc' }]]);
    const { legs, totals } = dayLegs(2, day2, plan, { routed: routedLookup(routed) });
    expect(legs[1]).toMatchObject({ status: 'route', minutes: 13, meters: 1890, polyline: 'abc' });
    expect(totals.estimated).toBe(3);
  });

  it('says when no route exists by that means, and offers the others', () => {
    const routed = new Map<string, RoutedLeg>([[routeCacheKey(AT.gion, AT.kinkakuJi, 'transit'), { ok: false, reason: 'unroutable' }]]);
    const leg = dayLegs(2, day2, plan, { routed: routedLookup(routed) }).legs[2]!;
    expect(leg).toMatchObject({ status: 'unroutable', minutes: null, problem: 'No public transport route was found from “Gion” to “Kinkaku-ji”.' });
    expect(leg.otherModes).toEqual(['walk', 'car', 'bike']);
  });

  it('says at the head of the day why its times are estimates when the route service is unavailable', () => {
    expect(dayLegs(2, day2, plan, { routesUnavailable: 'not-configured' }).notice).toBe('Travel times are estimates: no route service is set up.');
    expect(dayLegs(2, day2, plan).notice).toBeNull();
  });
});

describe('stays, flights and journeys', () => {
  it('on the day of check-in goes by the hotel and ends there; the first day starts at its first stop', () => {
    const items = onDay(1, [stopAt('station', 'Kyoto Station', AT.kyotoStation), hotel(1, 2), stopAt('gion', 'Gion', AT.gion)]);
    const { stops } = dayLegs(1, items, items);
    expect(stops.map((s) => `${s.role}:${s.item.id}`)).toEqual(['stop:station', 'stop:hotel', 'stop:gion', 'end:hotel']);
  });

  it('finds the stay of a night from check-in and nights, and none after check-out', () => {
    const stay = hotel(2, 2);
    expect(stayForNight([stay], 1)).toBeNull();
    expect(stayForNight([stay], 2)?.id).toBe('hotel');
    expect(stayForNight([stay], 3)?.id).toBe('hotel');
    expect(stayForNight([stay], 4)).toBeNull();
    expect(stayForNight([{ ...stay, optionOf: 'other' }], 2)).toBeNull();
  });

  it('goes to a flight’s departure airport and on from its arrival airport', () => {
    const flight = anItem({
      id: 'fl',
      type: 'flight',
      title: 'Flight to Tokyo',
      place: { name: 'Kansai International Airport', geocode: AT.kix, source: 'OpenFlights' },
      arrival: { name: 'Haneda', geocode: AT.haneda, source: 'OpenFlights' },
    });
    const items = onDay(6, [stopAt('nishiki', 'Nishiki Market', AT.nishiki), flight, stopAt('tokyo', 'Asakusa', { lat: 35.7148, lng: 139.7967 })]);
    const { legs } = dayLegs(6, items, [hotel(1, 5), ...items]);
    expect(legs.map((leg) => leg.key)).toEqual(['hotel>nishiki', 'nishiki>fl', 'fl>tokyo']);
    expect(legs[1]!.to).toEqual(AT.kix);
    expect(legs[2]!.from).toEqual(AT.haneda);
    // Haneda to Asakusa, 18 km as the crow flies: about an hour by public transport.
    expect(legs[2]!.minutes).toBeLessThanOrEqual(60);
  });

  it('takes a train to a place as the way there itself: no leg into it', () => {
    const train = anItem({ id: 'train', type: 'transport', title: 'Train to Nara', place: { name: 'Nara', geocode: { lat: 34.6851, lng: 135.8048 }, source: 'GeoNames' } });
    const items = onDay(3, [train, stopAt('todai', 'Tōdai-ji', { lat: 34.689, lng: 135.8398 })]);
    const { legs, totals } = dayLegs(3, items, [hotel(1, 5), ...items]);
    expect(legs[0]).toMatchObject({ key: 'hotel>train', status: 'covered', minutes: 0 });
    expect(legs[1]).toMatchObject({ key: 'train>todai', status: 'estimate', mode: 'transit' });
    expect(totals.byMode.transit?.legs).toBe(2);
  });

  it('says where a flight lands is not known when it has no arrival', () => {
    const flight = anItem({ id: 'fl', type: 'flight', title: 'Flight home', place: { name: 'KIX', geocode: AT.kix, source: 'OpenFlights' } });
    const items = onDay(2, [flight, stopAt('gion', 'Gion', AT.gion)]);
    expect(dayLegs(2, items, items).legs[0]!.problem).toBe('Where “Flight home” arrives is not on the map, so the way on from there is not known.');
  });
});
