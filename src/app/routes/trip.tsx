import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { lazyPart } from '@/components/lazy-part';
import { useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { afterNextPaint } from '@/lib/after-paint';
import { publicItemsQueryOptions, publicTripQueryOptions, startPublicTripReads } from '@/features/itineraries/api/public-trip';
import { TripSkeleton } from '@/features/itineraries/trip-view/trip-skeleton';
import { serverTripFirstPaint } from '@/features/itineraries/trip-view/server-first-paint';
import { queryClient } from '../query-client';

/*
 * A shared trip link must paint within the first-paint budget (docs/performance.md):
 * this module holds only the skeleton and the early start of the trip's REST
 * requests. The view, its data modules and the Firebase SDK load after the
 * skeleton is painted.
 */
const TripById = lazyPart(
  () =>
    afterNextPaint()
      .then(() => import('../trips/trip-by-id'))
      .then((m) => m.TripById),
  { what: 'The trip' },
);

/**
 * /trip/{id}: the trip's public read (what anyone may see, over REST) starts
 * here, in parallel with the code that reads it, and the screen's queries pick
 * it up. Not awaited: the skeleton paints at once and shows the heading as
 * soon as the itinerary arrives, and a trip the public read does not find may
 * still be open to its signed-in owner or editors (the view decides, live).
 */
export function loader({ params }: LoaderFunctionArgs) {
  const id = params.id;
  if (!id) return null;
  startPublicTripReads(id);
  void queryClient.prefetchQuery(publicTripQueryOptions(id));
  void queryClient.prefetchQuery(publicItemsQueryOptions(id));
  return null;
}

function SharedTrip({ id }: { id: string }) {
  // The loader's read; the screen's own query, so the app's services wait for it.
  const trip = useQuery(publicTripQueryOptions(id));
  useQuery(publicItemsQueryOptions(id));
  // A shared link's page has the heading painted by the server: the skeleton draws the same until the read is here.
  const [painted] = useState(() => serverTripFirstPaint(id));
  // The trip's heading shows as soon as the itinerary has arrived; the view's code is asked for only then,
  // so nothing competes with the heading for the network.
  const skeleton = <TripSkeleton itinerary={trip.data && !('damaged' in trip.data) ? trip.data : painted} />;
  if (trip.isPending) return skeleton;
  return <TripById id={id} standIn={skeleton} />;
}

/** /trip/{id}: a trip, shared or one's own. */
export default function TripScreen() {
  const { id } = useParams();
  return id ? <SharedTrip key={id} id={id} /> : null;
}
