import { anItem } from '@/testing/builders';
import { dayLegs } from '../legs';
import { askRoutes, routeCacheKey, routedLookup, routeRequests, type RouteRequest, type RoutesProvider } from '../routes';
import { AT, hotel, onDay, stopAt } from './kyoto';

const items = onDay(2, [stopAt('nishiki', 'Nishiki Market', AT.nishiki), stopAt('gion', 'Gion', AT.gion), stopAt('kinkaku', 'Kinkaku-ji', AT.kinkakuJi)]);
const plan = [hotel(1, 3), ...items];

/** A route service that answers every leg with 100 s and 200 m per leg, and records what it was asked. */
function fakeService(): { provider: RoutesProvider; asked: RouteRequest[] } {
  const asked: RouteRequest[] = [];
  return {
    asked,
    provider: async (request) => {
      asked.push(request);
      return { ok: true, legs: request.modes.map(() => ({ ok: true as const, seconds: 100, meters: 200, polyline: 'p' })) };
    },
  };
}

describe('asking a route service for a day', () => {
  it('asks for the whole day in one request: the points in order and each leg’s means', () => {
    const requests = routeRequests(dayLegs(2, items, plan).legs);
    expect(requests).toEqual([{ points: [AT.hotel, AT.nishiki, AT.gion, AT.kinkakuJi, AT.hotel], modes: ['walk', 'transit', 'transit', 'transit'] }]);
  });

  it('does not ask again for legs it answered, and splits the day around a stop not on the map', () => {
    const withTea = onDay(2, [stopAt('nishiki', 'Nishiki Market', AT.nishiki), anItem({ id: 'tea', title: 'Tea' }), stopAt('gion', 'Gion', AT.gion)]);
    const routed = new Map([[routeCacheKey(AT.gion, AT.hotel, 'walk'), { ok: true as const, seconds: 900, meters: 1200, polyline: null }]]);
    const legs = dayLegs(2, withTea, [hotel(1, 3), ...withTea], { routed: routedLookup(routed) }).legs;
    expect(routeRequests(legs)).toEqual([{ points: [AT.hotel, AT.nishiki], modes: ['walk'] }]);
  });

  it('turns the answers into legs from the route service, with no estimate left', async () => {
    const { provider, asked } = fakeService();
    const { routed, unavailable } = await askRoutes(routeRequests(dayLegs(2, items, plan).legs), provider);
    expect(asked).toHaveLength(1);
    expect(unavailable).toBeNull();
    const again = dayLegs(2, items, plan, { routed: routedLookup(routed) });
    expect(again.legs.every((leg) => leg.status === 'route' && leg.minutes === 2 && leg.polyline === 'p')).toBe(true);
    expect(again.totals.estimated).toBe(0);
    expect(routeRequests(again.legs)).toEqual([]);
  });

  it('keeps estimates, with the reason, when the service is down, over budget or not set up', async () => {
    for (const reason of ['not-configured', 'quota-exceeded', 'provider-failed'] as const) {
      const { routed, unavailable } = await askRoutes(routeRequests(dayLegs(2, items, plan).legs), async () => ({ ok: false, reason }));
      expect(routed.size).toBe(0);
      expect(unavailable).toBe(reason);
      expect(dayLegs(2, items, plan, { routed: routedLookup(routed), routesUnavailable: unavailable }).notice).toMatch(/^Travel times are estimates: /);
    }
  });

  it('treats a service that throws, or answers the wrong number of legs, as failing', async () => {
    const requests = routeRequests(dayLegs(2, items, plan).legs);
    expect((await askRoutes(requests, async () => Promise.reject(new Error('offline')))).unavailable).toBe('provider-failed');
    const short = await askRoutes(requests, async () => ({ ok: true, legs: [{ ok: true, seconds: 1, meters: 1, polyline: null }] }));
    expect(short).toEqual({ routed: new Map(), unavailable: 'provider-failed' });
  });

  it('keys a leg by its means and both places, to about a metre', () => {
    expect(routeCacheKey(AT.hotel, AT.gion, 'walk')).toBe('walk:35.00370,135.76900>35.00370,135.77880');
    expect(routeCacheKey({ lat: 35.003701, lng: 135.769 }, AT.gion, 'walk')).toBe(routeCacheKey(AT.hotel, AT.gion, 'walk'));
  });
});
