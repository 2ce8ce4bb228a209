import { CurrentTrip } from '../trips/trip-lists';

/** /trip: the trip going on now, else the next one, else the trips. */
export default function CurrentTripScreen() {
  return <CurrentTrip />;
}
