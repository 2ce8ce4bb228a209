import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { afterNextPaint } from '@/lib/after-paint';
import { publicItemsQueryOptions, publicTripQueryOptions } from '@/features/itineraries/trip-view/public-trip-query';
import { TripSkeleton } from '@/features/itineraries/trip-view/trip-skeleton';
import { prefetchPublicTrip } from '@/services/firebase/collections/itinerary-public-reads';

/*
 * A shared trip link must paint within the first-paint budget (DESIGN.md):
 * this module holds only the skeleton and the early start of the trip's REST
 * requests. The view, its data modules and the Firebase SDK load after the
 * skeleton is painted.
 */
const TripById = lazy(() =>
  afterNextPaint()
    .then(() => import('./trip-by-id'))
    .then((m) => ({ default: m.TripById })),
);
const MyTrips = lazy(() => import('./trip-lists').then((m) => ({ default: m.MyTrips })));
const CurrentTrip = lazy(() => import('./trip-lists').then((m) => ({ default: m.CurrentTrip })));

function SharedTrip({ id }: { id: string }) {
  // The trip's requests go out as the screen first renders, in parallel with the code that reads them.
  useState(() => prefetchPublicTrip(id));
  // The read is the screen's own query from the start, so the app's services wait for it.
  const trip = useQuery(publicTripQueryOptions(id));
  useQuery(publicItemsQueryOptions(id));
  // The trip's heading shows as soon as the itinerary has arrived; the view's code is asked for only then,
  // so nothing competes with the heading for the network.
  const skeleton = <TripSkeleton itinerary={trip.data && !('damaged' in trip.data) ? trip.data : null} />;
  if (trip.isPending) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <TripById id={id} />
    </Suspense>
  );
}

/** /trips, /trip and /trip/{id}: one screen module. */
export default function TripScreen() {
  const { id } = useParams();
  const { pathname } = useLocation();
  if (pathname === '/trips' || pathname === '/trips/') {
    return (
      <Suspense fallback={null}>
        <MyTrips />
      </Suspense>
    );
  }
  if (id) return <SharedTrip key={id} id={id} />;
  return (
    <Suspense fallback={null}>
      <CurrentTrip />
    </Suspense>
  );
}
