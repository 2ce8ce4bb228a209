/**
 * The way between a trip's stops from the route service (the `routes`
 * callable), for the plan's leg rows and the map alike: each day's estimated
 * legs are asked for once per run of stops (TanStack Query, one answer per
 * request for the session), and the answers come back as a lookup the
 * domain's legs take (`LegContext.routed`). Until an answer comes, or when
 * there is none (signed out, offline, no key, the hour's limit), the legs
 * stay estimates: the plan never waits for the service. A visitor (signed
 * out) is never asked about, so their page loads nothing more.
 */
import { useQueries, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { dayLegs, type LegContext } from '@/domain/days/legs';
import { routeCacheKey, routeRequests, routedLookup, type RouteAnswer, type RoutedLeg, type RoutedLegLookup, type RouteRequest } from '@/domain/days/routes';
import { travelPreferences, type TravelMode, type TravelPreferences } from '@/domain/days/travel';
import { groupPlan } from '@/domain/itineraries/plan';
import type { ItineraryDoc, PlanItem } from '@/domain/itineraries/types';
import { useSignedInUid, useUserPreferences } from '@/stores/use-user-store';
import { useLegModes } from './leg-modes';

const routesService = () => import('@/services/firebase/collections/routes');

/** What to ask the route service for the legs of `items` over `days`: each day's runs of estimated legs. */
function planRouteRequests(items: readonly PlanItem[] | null, days: number, modes: ReadonlyMap<string, TravelMode>, preferences: TravelPreferences): RouteRequest[] {
  if (!items || items.length === 0) return [];
  const plan = groupPlan(items, days);
  const stays = items.filter((item) => item.type === 'stay');
  return plan.days.flatMap((dayItems, index) => routeRequests(dayLegs(index + 1, dayItems, stays, { modes, preferences }).legs));
}

const routesKey = (request: RouteRequest) => ['routes', request] as const;

/** The answers that have come for `requests`, as one lookup; undefined when none has. */
function combineAnswers(requests: readonly RouteRequest[], answers: readonly (RouteAnswer | undefined)[]): RoutedLegLookup | undefined {
  const routed = new Map<string, RoutedLeg>();
  answers.forEach((answer, i) => {
    const request = requests[i];
    if (!answer?.ok || !request) return;
    answer.legs.forEach((leg, j) => {
      const from = request.points[j];
      const to = request.points[j + 1];
      const mode = request.modes[j];
      if (from && to && mode) routed.set(routeCacheKey(from, to, mode), leg);
    });
  });
  return routed.size > 0 ? routedLookup(routed) : undefined;
}

/**
 * The answers this visit already holds for the legs of `items`, read from the
 * query cache without asking anything: for what is made on demand from the
 * plan as shown (the PDF, the calendar file), so it has the same legs.
 */
export function cachedRoutedLegs(
  client: QueryClient,
  items: readonly PlanItem[],
  days: number,
  modes: ReadonlyMap<string, TravelMode>,
  preferences: TravelPreferences,
): RoutedLegLookup | undefined {
  const requests = planRouteRequests(items, days, modes, preferences);
  return combineAnswers(requests, requests.map((request) => client.getQueryData<RouteAnswer>(routesKey(request))));
}

/** The route service's answers for the legs of `items` over `days`, as a lookup; undefined while none has come. */
/**
 * The signed-in person's travel preferences (how distances are written, how
 * they go beyond a walk), the same object while they do not change; a
 * visitor's are the defaults.
 */
export function useTravelPreferences(): TravelPreferences {
  const account = useUserPreferences();
  const distanceUnit = account?.distanceUnit;
  const ride = account?.ride;
  return useMemo(() => travelPreferences({ distanceUnit, ride }), [distanceUnit, ride]);
}

export function useRoutedLegs(
  items: readonly PlanItem[] | null,
  days: number,
  modes: ReadonlyMap<string, TravelMode>,
  preferences: TravelPreferences,
): RoutedLegLookup | undefined {
  // The service answers signed-in people only: for a visitor nothing is asked, and no Firebase code loads.
  const signedIn = useSignedInUid() !== null;
  const requests = useMemo<RouteRequest[]>(() => (signedIn ? planRouteRequests(items, days, modes, preferences) : []), [signedIn, items, days, modes, preferences]);
  // Combined into one lookup, made again only when an answer comes (TanStack Query runs `combine` then).
  const combine = useCallback(
    (results: { data?: RouteAnswer }[]): RoutedLegLookup | undefined => combineAnswers(requests, results.map((result) => result.data)),
    [requests],
  );
  return useQueries({
    queries: requests.map((request) => ({
      queryKey: routesKey(request),
      queryFn: async () => (await routesService()).askRoutes(request),
      // A leg's way does not change within a visit; the server keeps it a day.
      staleTime: Infinity,
      gcTime: 30 * 60_000,
      retry: false,
    })),
    combine,
  });
}

/** How a trip's days are travelled, as every screen draws them. */
export interface TripTravel extends LegContext {
  modes: ReadonlyMap<string, TravelMode>;
  preferences: TravelPreferences;
  routed: RoutedLegLookup | undefined;
}

/**
 * The means chosen for each leg on the trip, the person's travel preferences
 * and the route service's answers for the legs of `items`: what the plan's
 * rows, the map and the trip page all work a day's travel out from. The same
 * object while none of them changes.
 */
export function useTripTravel(itinerary: Pick<ItineraryDoc, 'legModes'> | null | undefined, items: readonly PlanItem[] | null, days: number): TripTravel {
  const modes = useLegModes(itinerary);
  const preferences = useTravelPreferences();
  const routed = useRoutedLegs(items, days, modes, preferences);
  return useMemo(() => ({ modes, preferences, routed }), [modes, preferences, routed]);
}
