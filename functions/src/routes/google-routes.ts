/**
 * Google's Routes API in our own shape.
 *
 * - computeRoutes, a run at a time: the stops of a stretch of a day as origin,
 *   intermediates and destination, which answers every leg's time, distance
 *   and path along streets (an encoded polyline) in one request. Public
 *   transport takes no intermediates, so it goes one leg per request.
 * - computeRouteMatrix: the time and distance from each of a day's stops to
 *   each other, for "Shortest route for this day".
 *
 * No route by that means (across the sea, no transit at all) is an answer,
 * `unroutable`, not a failure.
 * https://developers.google.com/maps/documentation/routes/reference/rest/v2/TopLevel/computeRoutes
 * https://developers.google.com/maps/documentation/routes/reference/rest/v2/TopLevel/computeRouteMatrix
 */
import * as z from 'zod';
import type { GeoPoint } from '@/domain/itineraries/types';
import type { MatrixCell, RoutedLeg } from '@/domain/days/routes';
import type { TravelMode } from '@/domain/days/travel';
import { PlacesProviderError, callGoogle, type GoogleSettings } from '../places/google';

/** Our means as the Routes API names them. */
export const GOOGLE_TRAVEL_MODE: Record<TravelMode, string> = {
  walk: 'WALK',
  transit: 'TRANSIT',
  car: 'DRIVE',
  bike: 'BICYCLE',
};

/** Only what a leg shows (the Routes API bills by the fields asked for). */
export const ROUTE_FIELD_MASK = 'routes.legs.distanceMeters,routes.legs.duration,routes.legs.polyline.encodedPolyline';
/** Only what re-ordering weighs. */
export const MATRIX_FIELD_MASK = 'originIndex,destinationIndex,duration,distanceMeters,status,condition';

/** The most intermediates one computeRoutes request takes. */
export const MAX_INTERMEDIATES = 25;

/** Whether the Routes API takes intermediates by this means. */
export const takesIntermediates = (mode: TravelMode): boolean => mode !== 'transit';

const location = (point: GeoPoint) => ({ location: { latLng: { latitude: point.lat, longitude: point.lng } } });

/** The request body for a run of legs by one means, exported for the test of its shape. */
export function computeRoutesBody(points: readonly GeoPoint[], mode: TravelMode) {
  return {
    origin: location(points[0]!),
    destination: location(points[points.length - 1]!),
    ...(points.length > 2 ? { intermediates: points.slice(1, -1).map(location) } : {}),
    travelMode: GOOGLE_TRAVEL_MODE[mode],
    polylineEncoding: 'ENCODED_POLYLINE',
    languageCode: 'en',
    units: 'METRIC',
  };
}

// A duration in seconds, as protobuf writes it: "754s".
const duration = z.string().regex(/^\d+(\.\d+)?s$/);
const seconds = (text: string) => Math.round(Number.parseFloat(text));

const routeAnswer = z.object({
  routes: z
    .array(
      z.object({
        legs: z.array(
          z.object({
            // proto3 leaves out zeros: a leg between two doors of one building has no distance.
            distanceMeters: z.number().nonnegative().optional(),
            duration: duration.optional(),
            polyline: z.object({ encodedPolyline: z.string() }).optional(),
          }),
        ),
      }),
    )
    .optional(),
});

/**
 * The legs of a run of points by one means, one request (`points.length - 1`
 * legs); null when the provider found no route for the run as a whole.
 * PlacesProviderError when it did not answer in shape.
 */
export async function computeRun(settings: GoogleSettings, points: readonly GeoPoint[], mode: TravelMode): Promise<RoutedLeg[] | null> {
  const body = await callGoogle(settings, 'directions/v2:computeRoutes', {
    method: 'POST',
    fieldMask: ROUTE_FIELD_MASK,
    body: computeRoutesBody(points, mode),
  });
  const parsed = routeAnswer.safeParse(body);
  if (!parsed.success) throw new PlacesProviderError(`the route did not match the expected shape: ${parsed.error.issues[0]?.message ?? ''}`);
  const route = parsed.data.routes?.[0];
  if (!route) return null;
  if (route.legs.length !== points.length - 1) throw new PlacesProviderError(`the route had ${route.legs.length} legs for ${points.length - 1}`);
  return route.legs.map((leg) => ({
    ok: true,
    seconds: seconds(leg.duration ?? '0s'),
    meters: Math.round(leg.distanceMeters ?? 0),
    polyline: leg.polyline?.encodedPolyline ?? null,
  }));
}

const matrixAnswer = z.array(
  z.object({
    originIndex: z.number().int().nonnegative().optional(),
    destinationIndex: z.number().int().nonnegative().optional(),
    // An element's own error (google.rpc.Status): empty when it is fine.
    status: z.object({ code: z.number().optional(), message: z.string().optional() }).optional(),
    condition: z.string().optional(),
    distanceMeters: z.number().nonnegative().optional(),
    duration: duration.optional(),
  }),
);

/**
 * From each point to each other by one means: `cells[from][to]`, the
 * diagonal null. A pair the provider could not route is `unroutable`; a pair
 * it left out or answered with an error is null (re-ordering estimates it).
 */
export async function computeMatrix(settings: GoogleSettings, points: readonly GeoPoint[], mode: TravelMode): Promise<MatrixCell[][]> {
  const waypoints = points.map((point) => ({ waypoint: location(point) }));
  const body = await callGoogle(settings, 'distanceMatrix/v2:computeRouteMatrix', {
    method: 'POST',
    fieldMask: MATRIX_FIELD_MASK,
    body: { origins: waypoints, destinations: waypoints, travelMode: GOOGLE_TRAVEL_MODE[mode] },
  });
  const parsed = matrixAnswer.safeParse(body);
  if (!parsed.success) throw new PlacesProviderError(`the route matrix did not match the expected shape: ${parsed.error.issues[0]?.message ?? ''}`);
  const cells: MatrixCell[][] = points.map(() => points.map(() => null));
  for (const element of parsed.data) {
    const from = element.originIndex ?? 0;
    const to = element.destinationIndex ?? 0;
    if (from >= points.length || to >= points.length || from === to || (element.status?.code ?? 0) !== 0) continue;
    if (element.condition === 'ROUTE_NOT_FOUND') cells[from]![to] = { ok: false, reason: 'unroutable' };
    else if (element.condition === 'ROUTE_EXISTS' && element.duration !== undefined) {
      cells[from]![to] = { ok: true, seconds: seconds(element.duration), meters: Math.round(element.distanceMeters ?? 0) };
    }
  }
  return cells;
}
