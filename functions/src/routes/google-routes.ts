/**
 * Google's Routes API (computeRoutes), one leg at a time: the time, the
 * distance and the path along streets (an encoded polyline) from one point to
 * the next by one means. No route by that means (across the sea, no transit
 * at all) is an answer, `unroutable`, not a failure.
 * https://developers.google.com/maps/documentation/routes/reference/rest/v2/TopLevel/computeRoutes
 */
import * as z from 'zod';
import type { GeoPoint } from '@/domain/itineraries/types';
import type { RoutedLeg } from '@/domain/days/routes';
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
export const ROUTE_FIELD_MASK = 'routes.distanceMeters,routes.duration,routes.polyline.encodedPolyline';

const waypoint = (point: GeoPoint) => ({ location: { latLng: { latitude: point.lat, longitude: point.lng } } });

/** The request body, exported for the test of its shape. */
export function computeRoutesBody(from: GeoPoint, to: GeoPoint, mode: TravelMode) {
  return {
    origin: waypoint(from),
    destination: waypoint(to),
    travelMode: GOOGLE_TRAVEL_MODE[mode],
    polylineEncoding: 'ENCODED_POLYLINE',
    languageCode: 'en',
    units: 'METRIC',
  };
}

const answerSchema = z.object({
  routes: z
    .array(
      z.object({
        distanceMeters: z.number().nonnegative().optional(),
        // A duration in seconds, as protobuf writes it: "754s".
        duration: z.string().regex(/^\d+(\.\d+)?s$/),
        polyline: z.object({ encodedPolyline: z.string() }).optional(),
      }),
    )
    .optional(),
});

/** One leg from the Routes API, or PlacesProviderError when it did not answer in shape. */
export async function computeLeg(settings: GoogleSettings, from: GeoPoint, to: GeoPoint, mode: TravelMode): Promise<RoutedLeg> {
  const body = await callGoogle(settings, 'directions/v2:computeRoutes', {
    method: 'POST',
    fieldMask: ROUTE_FIELD_MASK,
    body: computeRoutesBody(from, to, mode),
  });
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) throw new PlacesProviderError(`the route did not match the expected shape: ${parsed.error.issues[0]?.message ?? ''}`);
  const route = parsed.data.routes?.[0];
  if (!route) return { ok: false, reason: 'unroutable' };
  return {
    ok: true,
    seconds: Math.round(Number.parseFloat(route.duration)),
    meters: Math.round(route.distanceMeters ?? 0),
    polyline: route.polyline?.encodedPolyline ?? null,
  };
}
